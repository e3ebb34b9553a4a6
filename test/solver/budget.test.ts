import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/index';
import { solve } from '../../src/engine/solver/index';
import { deal } from '../engine/helpers/board';

// The budget in positions bounds what a solve holds (memory) and what it reports: the searches of
// a solve (the flavours kept from round to round, the restarts, the depth-first search, fresh
// searches of a noisy flavour) together never examine more positions than it allows, and a solve
// that gives up for want of positions has used every one of them.

describe('the budget in positions', () => {
  it.each(GAME_IDS.map((g) => ({ game: g })))('bounds every solve of $game', ({ game }) => {
    for (const n of [1, 2, 3]) {
      for (const maxStates of [40, 700, 5000]) {
        const r = solve(deal(game, n), { maxStates, maxMs: 120_000 });
        expect(r.states, `deal ${n}, budget ${maxStates}`).toBeLessThanOrEqual(maxStates);
        if (r.status === 'unknown') expect(r.states, `deal ${n}, budget ${maxStates}`).toBe(maxStates);
      }
    }
  });

  it('holds across many rounds, restarts and fresh noisy searches (Eights Down deal 62)', () => {
    // Deal 62 is not won within 450,000 positions: by then the noisy flavour (freshAfter 150,000)
    // has started afresh once.
    const r = solve(deal('eights-down', 62), { maxStates: 450_000, maxMs: 120_000 });
    expect(r.status).toBe('unknown');
    expect(r.states).toBe(450_000);
  });
});
