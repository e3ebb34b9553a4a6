import { describe, expect, it } from 'vitest';
import { type GameId, rulesFor, type State, writePosition } from '../../src/engine/index';
import { BestFirst } from '../../src/engine/solver/best-first';
import { solve, verifyLine } from '../../src/engine/solver/index';
import { isSafeHome } from '../../src/engine/solver/move-gen';
import { PackedState, toEngineMove } from '../../src/engine/solver/packed';
import { flavoursFor } from '../../src/engine/solver/profiles';
import { isSafeHomeFromColumn } from '../../src/engine/solver/two-deck-safety';
import { twoDeckEndgame } from './helpers/endgames';
import { winnable } from './helpers/exhaustive';

// The two-deck safe auto-move (two-deck-safety.ts) must never turn a won position into a lost one.
// Random Eights Down endgames where it fires are solved twice: by the solver, which forces it,
// and by a plain exhaustive search over the engine's legal moves with no auto-moves at all. The
// outcomes must agree on every position. This catches each way of getting the rule wrong that
// was tried: without the check on the card under c (the first version: a king of clubs
// dealt onto a ten went up, and its twin had nowhere to stand in for it),
// without the check on the other pile, and for waste cards too.

const rulesOf = (id: GameId) => {
  const r = rulesFor(id);
  if (!r.ok) throw new Error(r.error);
  return r.rules;
};
const rules = rulesOf('eights-down');

const POSITIONS = 150;
const FAMILY_POSITIONS = 40;

const randomEndgame = (seed: number): State => twoDeckEndgame(rules, seed);

/** Does the two-deck rule fire (beyond the plain safe rule) on some column top of the position? */
function ruleFires(state: State): boolean {
  const p = new PackedState(state);
  for (let i = 0; i < p.nCols; i++) {
    const c = p.top(i);
    if (c < 0) continue;
    const f = p.foundationFor(c);
    if (f >= 0 && !isSafeHome(p, c) && isSafeHomeFromColumn(p, i, c, f)) return true;
  }
  return false;
}

describe('two-deck safe auto-move', () => {
  it('agrees with an exhaustive search on random endgames where it fires', () => {
    let tried = 0;
    let won = 0;
    let lost = 0;
    for (let seed = 1; tried < POSITIONS && seed < 40 * POSITIONS; seed++) {
      const state = randomEndgame(seed);
      if (!ruleFires(state)) continue;
      tried++;
      const truth = winnable(state, new Map());
      const r = solve(state, { maxMs: 60_000, maxStates: 5_000_000 });
      expect(r.status, `seed ${seed}\n${writePosition(state)}`).toBe(truth ? 'solved' : 'unsolvable');
      if (truth) won++;
      else lost++;
    }
    expect(tried).toBe(POSITIONS);
    // Both outcomes must be well represented for the comparison to mean anything (129 and 21).
    expect(won).toBeGreaterThan(100);
    expect(lost).toBeGreaterThan(15);
  }, 120_000);

  // In two decks a card may go home onto either pile of its suit that waits for it, and the first
  // one takes it: auto-moves found in another order than the search found them can fill the piles
  // the other way round, and a later move home then names the wrong pile. Every flavour's line,
  // auto-moves included, must replay through the engine's own checks.
  it("replays every best-first flavour's line, auto-moves in the search's order", () => {
    let solved = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const state = randomEndgame(seed);
      for (const f of flavoursFor(new PackedState(state))) {
        const bf = new BestFirst(state, f.depthCost, f.weights);
        let status = bf.step(1 << 20, { maxStates: 20_000 });
        while (status === null) status = bf.step(1 << 20, { maxStates: 20_000 });
        if (status !== 'solved') continue;
        solved++;
        expect(() => verifyLine(state, bf.winningLine.map(toEngineMove)), `seed ${seed}`).not.toThrow();
      }
    }
    expect(solved).toBeGreaterThan(200);
  }, 60_000);
});

// The Busy Aces family builds down in suit and up on the foundations: the same opposite ways, with
// other bases, wraps, spaces that double a run, and Jacks in the Box's cells (where c may wait in a
// cell while its twin goes up: the twin takes its place there). Fours Up builds in any suit, where
// the rule never fires (a card has eight children). Here endgames where the rule fires are nearly
// all won (any card fills a space), which is the side a wrong rule would show on: it would make a
// won endgame "unsolvable". So each is solved, a win is replayed by the engine, and a proof of loss
// is checked by the exhaustive search (run only then: with twelve columns it is long).
describe.each(['busy-aces', 'deuces', 'threes-company', 'cast-out-nines', 'dimes', 'jacks-in-the-box'] as const)(
  '%s: the two-deck safe auto-move',
  (id) => {
    const game = rulesOf(id);
    it('never calls a won endgame lost, on random endgames where it fires', () => {
      let tried = 0;
      for (let seed = 1; tried < FAMILY_POSITIONS && seed < 200 * FAMILY_POSITIONS; seed++) {
        const state = twoDeckEndgame(game, seed, 6, 2);
        if (!ruleFires(state)) continue;
        tried++;
        const r = solve(state, { maxMs: 60_000, maxStates: 5_000_000 });
        const where = `seed ${seed}\n${writePosition(state)}`;
        expect(r.status, where).not.toBe('unknown');
        if (r.status === 'solved') expect(() => verifyLine(state, r.moves), where).not.toThrow();
        else expect(winnable(state, new Map()), where).toBe(false);
      }
      expect(tried).toBe(FAMILY_POSITIONS);
    }, 120_000);
  },
);
