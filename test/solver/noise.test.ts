import { describe, expect, it } from 'vitest';
import type { State } from '../../src/engine/index';
import { BestFirst } from '../../src/engine/solver/best-first';
import { solve } from '../../src/engine/solver/index';
import { Noise } from '../../src/engine/solver/noise';
import { PackedState } from '../../src/engine/solver/packed';
import { flavoursFor } from '../../src/engine/solver/profiles';
import { deal } from '../engine/helpers/board';

// Stock games restart short best-first searches with random tie-breaks (heuristic.ts, Restarts):
// the noise must be the same for the same seed (a solve is reproducible) and must change the
// search for another seed (or the restarts would all repeat one search).

/** One noisy best-first search of up to 5,000 positions: its outcome, positions and line. */
function noisySearch(state: State, seed: number): { status: string; states: number; line: readonly number[] } {
  const flavour = flavoursFor(new PackedState(state))[1];
  if (!flavour) throw new Error('no flavour');
  const bf = new BestFirst(state, flavour.depthCost, flavour.weights, { seed, amount: 10 });
  let status = null;
  while (!status) status = bf.step(512, { maxStates: 5000 });
  return { status, states: bf.states, line: bf.winningLine };
}

describe('seeded noise', () => {
  it('repeats for a seed, differs between seeds, and stays in [0, 1)', () => {
    const take = (seed: number): number[] => {
      const n = new Noise(seed);
      return Array.from({ length: 1000 }, () => n.next());
    };
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
    for (const x of [...take(0), ...take(7), ...take(-1)]) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('makes a best-first search the same for a seed and another for another seed', () => {
    // Deal 222: the search without noise fails at 400,000 positions; with noise some seeds win
    // within 5,000 (which ones depends on the search's details, so the test does not name them).
    const state = deal('eights-down', 222);
    const runs = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => noisySearch(state, seed));
    expect(runs.some((r) => r.status === 'solved')).toBe(true);
    runs.slice(0, 4).forEach((r, i) => {
      expect(noisySearch(state, i + 1)).toEqual(r);
    });
    expect(new Set(runs.map((r) => `${r.status} ${r.states} ${r.line.join()}`)).size).toBeGreaterThan(2);
  });

  it('lets the solver win a deal its kept flavours alone do not', () => {
    // Deal 222: unknown at 10 s (1.8M positions) without restarts; with them, won in 86,267.
    const r = solve(deal('eights-down', 222), { maxStates: 200_000, maxMs: 120_000 });
    expect(r.status).toBe('solved');
  });
});
