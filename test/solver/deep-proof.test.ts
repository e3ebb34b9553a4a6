import { describe, expect, it } from 'vitest';
import { solve } from '../../src/engine/solver/index';
import { Search } from '../../src/engine/solver/search';
import { deal } from '../engine/helpers/board';

// The depth-first search proves a position lost by running out of moves. Its line may wander far
// deeper than any win: Eight Off deal 2757 has only about 146,000 positions, but the search's line
// goes past 4096 moves. A depth limit there left positions seen but never expanded, and the
// search could only say "unknown" (as 100,000 win-rate deals showed); with the line as deep as it
// needs, the search is a proof.

describe('a proof that needs a deep line', () => {
  it('proves Eight Off deal 2757 lost, every position expanded', () => {
    const dfs = new Search(deal('eight-off', 2757));
    expect(dfs.step(1_000_000, { maxStates: 1_000_000 })).toBe('unsolvable');
    expect(dfs.states).toBeGreaterThan(100_000);
  });

  it('and the whole solver says so within its budget', () => {
    const r = solve(deal('eight-off', 2757), { maxStates: 3_000_000, maxMs: 120_000 });
    expect(r.status).toBe('unsolvable');
    expect(r.moves).toEqual([]);
  });
});
