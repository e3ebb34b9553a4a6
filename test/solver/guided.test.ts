import { describe, expect, it } from 'vitest';
import { dealPosition, type GameId, writePosition } from '../../src/engine/index';
import { GuidedSearch, type GuidedStatus } from '../../src/engine/solver/guided';
import { toEngineMove } from '../../src/engine/solver/packed';
import { solve, verifyLine } from '../../src/engine/solver/solve';
import { winnableDeep } from './helpers/exhaustive';
import { rulesOf, wasteEndgame } from './helpers/waste-endgames';

// The search led by the run-count game (guided.ts) finds wins and proves nothing: each line it
// calls won must replay through the engine to a win, on the small endgames the proofs' tests use
// (where an exhaustive search says which are won) and on whole deals.

function guided(search: GuidedSearch, maxStates = 1 << 24): GuidedStatus {
  let status = search.status;
  while (status === null) status = search.step(1 << 10, { maxStates });
  return status;
}

describe.each(['busy-aces', 'fours-up', 'cast-out-nines', 'jacks-in-the-box'] as const)(
  '%s: the guided search',
  (id: GameId) => {
    it('wins only won endgames, by lines the engine replays', () => {
      let won = 0;
      for (let seed = 1; seed <= 150; seed++) {
        const state = wasteEndgame(id, seed);
        const search = new GuidedSearch(state);
        if (guided(search) !== 'solved') continue;
        expect(winnableDeep(state), `seed ${seed}\n${writePosition(state)}`).toBe(true);
        verifyLine(state, search.winningLine.map(toEngineMove));
        won++;
      }
      expect(won).toBeGreaterThan(10);
    }, 300_000);
  },
);

describe('the guided search on whole deals', () => {
  it('wins Fours Up deals the plan alone did not, in a few thousand positions', () => {
    for (const deal of [2, 4, 5]) {
      const d = dealPosition(rulesOf('fours-up'), deal);
      if (!d.ok) throw new Error(d.error);
      const search = new GuidedSearch(d.state);
      expect(guided(search, 20_000), `deal ${deal}`).toBe('solved');
      verifyLine(d.state, search.winningLine.map(toEngineMove));
    }
  });

  it('is part of the family plans: the solver wins Fours Up deal 2, and proves Cast Out Nines deal 3 lost', () => {
    const fours = dealPosition(rulesOf('fours-up'), 2);
    const nines = dealPosition(rulesOf('cast-out-nines'), 3);
    if (!fours.ok || !nines.ok) throw new Error('deal');
    const won = solve(fours.state, { maxStates: 100_000, maxMs: 60_000 });
    expect(won.status).toBe('solved');
    verifyLine(fours.state, won.moves);
    // The run-count game is lost in 114 positions; the plan alone took 44,117 (first round).
    const lost = solve(nines.state, { maxStates: 100_000, maxMs: 60_000 });
    expect(lost.status).toBe('unsolvable');
    expect(lost.states).toBeLessThan(1000);
  });
});
