import { describe, expect, it } from 'vitest';
import { dealPosition, GAME_IDS, type Rules, rulesFor } from '../../src/engine';
import { solve } from '../../src/engine/solver';
import { PROFILES, planFor } from '../../src/engine/solver/profiles';
import { tablesFor } from '../../src/engine/solver/tables';

// A game's search plan is chosen by its name, not by the look of its rules: every game has a
// profile of its own, and rules that look like another game's do not take that game's tuning.

const rulesOf = (id: (typeof GAME_IDS)[number], options: string[] = []): Rules => {
  const r = rulesFor(id, options);
  if (!r.ok) throw new Error(r.error);
  return r.rules;
};
const plan = (r: Rules) => planFor({ t: tablesFor(r), nCells: r.cells, hasStock: r.stock !== null });

describe('solver profiles', () => {
  it('every game has one, and only the games have one (Klondike has a solver of its own)', () => {
    expect(Object.keys(PROFILES).sort()).toEqual(GAME_IDS.filter((id) => id !== 'klondike').sort());
    expect(() => plan(rulesOf('klondike'))).toThrow(/solver\/klondike/);
  });

  it.each([
    { id: 'freecell' as const, options: [], firstRound: 1000, dfsShare: 0.05 },
    { id: 'bakers-game' as const, options: [], firstRound: 250, dfsShare: 8 },
    { id: 'seahaven-towers' as const, options: [], firstRound: 250, dfsShare: 8 },
    { id: 'eight-off' as const, options: [], firstRound: 250, dfsShare: 8 },
    { id: 'eight-off' as const, options: ['alternate-colours'], firstRound: 1000, dfsShare: 0.05 },
    { id: 'eights-down' as const, options: [], firstRound: 4000, dfsShare: 0.05 },
    { id: 'penguin' as const, options: [], firstRound: 250, dfsShare: 8 },
  ])('$id $options: first round $firstRound, depth-first share $dfsShare', ({ id, options, firstRound, dfsShare }) => {
    const p = plan(rulesOf(id, options));
    expect({ firstRound: p.firstRound, dfsShare: p.dfsShare }).toEqual({ firstRound, dfsShare });
  });

  // Measured on deals 32001..64000 and 1..32000 (freecellPlan): the second flavour wins most of
  // the deals the first does not win soon.
  it("gives FreeCell's second flavour four times the round's budget; Eight Off's alternating colours keep openPlan's", () => {
    const freecell = plan(rulesOf('freecell')).flavours;
    const eightOff = plan(rulesOf('eight-off', ['alternate-colours'])).flavours;
    expect(freecell.map((f) => f.share ?? 1)).toEqual([1, 4, 0.25]);
    expect(eightOff.map((f) => f.share ?? 1)).toEqual([1, 1, 0.25]);
  });

  it('follows the name: FreeCell built in suit keeps FreeCell’s plan (it is not Baker’s Game)', () => {
    const freecell = rulesOf('freecell');
    const inSuit: Rules = { ...freecell, build: { ...freecell.build, suit: 'same-suit' } };
    expect(plan(inSuit).firstRound).toBe(plan(freecell).firstRound);
    expect(plan(inSuit).firstRound).not.toBe(plan(rulesOf('bakers-game')).firstRound);
  });

  it("gives Busy Aces and Deuces three of Eights Down's kept flavours, the greedy one at a double share; Three's Company all five", () => {
    const eightsDown = plan(rulesOf('eights-down')).flavours;
    for (const id of ['busy-aces', 'deuces'] as const) {
      const p = plan(rulesOf(id));
      expect(p.flavours).toEqual([{ ...eightsDown[0], share: 2 }, eightsDown[1], eightsDown[4]]);
      expect({ runCount: p.runCount, guided: p.guided }).toEqual({ runCount: 1, guided: 0.25 });
    }
    expect(plan(rulesOf('threes-company')).flavours).toEqual(eightsDown);
  });

  // Its columns are single runs in suit: the run-count game comes near the real game, and the
  // search it leads gets a whole share (measured on its undecided deals).
  it("gives Three's Company's guided search a whole share of each round, the run-count game one too", () => {
    const p = plan(rulesOf('threes-company'));
    expect({ runCount: p.runCount, guided: p.guided }).toEqual({ runCount: 1, guided: 1 });
  });

  // Every win of its deals measured was the guided search's, whose positions cost a fifth of the
  // other searches': nearly every round is its.
  it("gives Fours Up's guided search 64 shares of each round, the run-count game one", () => {
    const p = plan(rulesOf('fours-up'));
    expect({ runCount: p.runCount, guided: p.guided }).toEqual({ runCount: 1, guided: 64 });
  });

  it('gives the beam in layers by the stock to the stock games it was measured to help, and to no other', () => {
    const beams = Object.fromEntries(
      GAME_IDS.filter((id) => id !== 'klondike').map((id) => {
        const b = plan(rulesOf(id)).beam;
        return [id, b ? { width: b.width, share: b.share } : null];
      }),
    );
    expect(beams).toEqual({
      freecell: null,
      'eight-off': null,
      'bakers-game': null,
      'seahaven-towers': null,
      penguin: null,
      'eights-down': { width: 8, share: 4 },
      'busy-aces': { width: 8, share: 4 },
      deuces: { width: 8, share: 4 },
      'threes-company': { width: 8, share: 4 },
      'fours-up': null,
      penta: { width: 25, share: 8 },
      'sixes-and-sevens': null,
      'cast-out-nines': null,
      dimes: null,
      'jacks-in-the-box': { width: 8, share: 12 },
    });
    // A pruned plan's beam prunes too (the same moves left out).
    expect(plan(rulesOf('eights-down')).beam?.pruned).toBe(true);
    expect(plan(rulesOf('penta')).beam?.pruned).toBe(false);
  });

  it('gives a noisy beam beside the plain one to the games it was measured to help, and to no other', () => {
    const noisy = Object.fromEntries(
      GAME_IDS.filter((id) => id !== 'klondike')
        .map((id) => [id, plan(rulesOf(id)).noisyBeam ?? null] as const)
        .filter(([, b]) => b !== null),
    );
    expect(noisy).toEqual({
      'busy-aces': { share: 4, noise: 100 },
      deuces: { share: 4, noise: 100 },
      'eights-down': { share: 4, noise: [300, 100, 1000, 3000], afterFlavours: true },
    });
    // Eights Down's beams drop candidates the buried waste's check proves lost; the others' do not.
    expect(plan(rulesOf('eights-down')).beam?.wasteCheck).toBe(true);
    // Eights Down's plain beam takes turns in the first round only; the others' in every round.
    expect(plan(rulesOf('eights-down')).beam?.rounds).toBe(1);
    expect(plan(rulesOf('busy-aces')).beam?.rounds).toBeUndefined();
    expect(plan(rulesOf('busy-aces')).beam?.wasteCheck).toBeUndefined();
  });

  // Deals undecided at 10 s of CPU (3M positions) in the 10,000-deal run, before the noisy beam.
  it.each([
    { game: 'deuces' as const, n: 9371 },
    { game: 'deuces' as const, n: 1199 },
    { game: 'busy-aces' as const, n: 4588 },
    // Undecided at 3M positions in the 100,000-deal run (results/winrates/eights-down.tsv), before
    // the beams dropped what the buried waste's check proves lost and had noisy ones beside them.
    { game: 'eights-down' as const, n: 70761 },
    { game: 'eights-down' as const, n: 74289 },
    { game: 'eights-down' as const, n: 13404 },
  ])('wins $game deal $n in 200,000 positions with the noisy beam', ({ game, n }) => {
    const start = dealPosition(rulesOf(game), n);
    if (!start.ok) throw new Error(start.error);
    const result = solve(start.state, { maxStates: 200_000, maxMs: 120_000 });
    // solve replays its line through the engine before it answers (verifyLine).
    expect(result.status).toBe('solved');
  });

  // Won by a kept flavour in the first round (at 406k positions when the noisy beams' four turns of
  // 80,000 came before the flavours'): the flavours' turns now come before the noisy beams'.
  it("wins Eights Down deal 52735 in a first round's flavours, before the noisy beams' turns", () => {
    const start = dealPosition(rulesOf('eights-down'), 52735);
    if (!start.ok) throw new Error(start.error);
    const result = solve(start.state, { maxStates: 3_000_000, maxMs: 120_000 });
    expect(result.status).toBe('solved');
    expect(result.states).toBeLessThan(200_000);
  });
});
