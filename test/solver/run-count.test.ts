import { describe, expect, it } from 'vitest';
import { dealPosition, type GameId, writePosition } from '../../src/engine/index';
import { RunCountSearch, type RunCountStatus, runCountApplies } from '../../src/engine/solver/run-count';
import { winnableDeep } from './helpers/exhaustive';
import { rulesOf, tightWasteEndgame, wasteEndgame } from './helpers/waste-endgames';

// The run-count game (run-count.ts) held to a plain search: on the random small endgames that
// waste-cover.test.ts uses, every position whose run-count game is lost must be lost by an
// exhaustive search of the engine's legal moves (no auto-moves, nothing pruned but repeats). Each
// step of its argument in docs/solver-tuning.md ("Fourth round") would fail here if it were
// unsound somewhere these positions reach: the game's moves, the cards forced home, and
// buriedWasteLost inside it.

function relaxed(search: RunCountSearch, maxStates = 1 << 24): RunCountStatus {
  let status = search.status;
  while (status === null) status = search.step(1 << 20, { maxStates });
  return status;
}

describe.each([
  'busy-aces',
  'deuces',
  'threes-company',
  'fours-up',
  'cast-out-nines',
  'dimes',
  'jacks-in-the-box',
] as const)('%s: the run-count game', (id: GameId) => {
  it('is lost only where an exhaustive search of the engine moves finds no win', () => {
    let lost = 0;
    let wonNotLost = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const state = wasteEndgame(id, seed);
      expect(runCountApplies(state)).toBe(true);
      const status = relaxed(new RunCountSearch(state));
      const truth = winnableDeep(state);
      if (status === 'lost') {
        expect(truth, `seed ${seed}\n${writePosition(state)}`).toBe(false);
        lost++;
      } else if (truth) wonNotLost++;
    }
    // It proved losses (two of 150 in each in-suit game, four in Fours Up, that buriedWasteLost
    // alone does not), and the positions were not all lost (else the test could not fail).
    expect(lost).toBeGreaterThan(15);
    expect(wonNotLost).toBeGreaterThan(10);
  }, 300_000);
});

// The cards it sends home at once (RunCountSearch.playForced) held to the run-count game's own
// plain search, which has every move: on larger endgames, where the runs in play decide, the
// verdicts must be the same. Sending a card home where only its own suit's cards one place lower
// are home (Fours Up builds regardless of suit: seeds 71, 142), or where one copy of them is
// (seeds 7, 11), makes them differ.
describe.each(['busy-aces', 'fours-up', 'cast-out-nines', 'jacks-in-the-box'] as const)(
  '%s: the moves the run-count game forces',
  (id: GameId) => {
    it('never change its verdict', () => {
      let lost = 0;
      let won = 0;
      for (let seed = 1; seed <= 150; seed++) {
        const state = tightWasteEndgame(id, seed);
        const plain = relaxed(new RunCountSearch(state, false), 2_000_000);
        if (plain === 'unknown') continue;
        expect(relaxed(new RunCountSearch(state)), `seed ${seed}\n${writePosition(state)}`).toBe(plain);
        if (plain === 'lost') lost++;
        else won++;
      }
      expect(lost).toBeGreaterThan(20);
      expect(won).toBeGreaterThan(20);
    }, 300_000);
  },
);

describe('where the run-count game applies', () => {
  it('is the games the buried waste applies to, in their last pass', () => {
    for (const id of ['busy-aces', 'fours-up', 'jacks-in-the-box'] as const) {
      const d = dealPosition(rulesOf(id), 1);
      if (!d.ok) throw new Error(d.error);
      expect(runCountApplies(d.state), id).toBe(true);
    }
    for (const id of ['penta', 'sixes-and-sevens', 'eights-down', 'freecell'] as const) {
      const d = dealPosition(rulesOf(id), 1);
      if (!d.ok) throw new Error(d.error);
      expect(runCountApplies(d.state), id).toBe(false);
    }
  });
});
