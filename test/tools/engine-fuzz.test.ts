import { describe, expect, it } from 'vitest';
import { dealPosition, GAME_IDS, GAMES } from '../../src/engine';
import { conservation, fuzzEngine } from '../../tools/fuzz/engine-fuzz';

// The fuzz's small run in CI (the million-action runs are `npm run fuzz`, figures in README), and
// its conservation check shown to catch a card lost or doubled.

describe('the engine fuzz', () => {
  for (const game of GAME_IDS) {
    it(`${game}: 3,000 random actions, every card kept`, () => {
      const { counts, failures } = fuzzEngine(game, 3000, 11);
      expect(failures).toEqual([]);
      expect(counts.actions).toBe(3000);
      expect(counts.legal).toBeGreaterThan(1000);
      expect(counts.refused).toBeGreaterThan(100);
      expect(counts.undos + counts.redos).toBeGreaterThan(100);
    });
  }

  it('catches a card lost or doubled', () => {
    const d = dealPosition(GAMES.freecell, 1);
    if (!d.ok) throw new Error(d.error);
    const tally = new Uint16Array(52);
    expect(conservation(d.state, 1, tally)).toBeNull();
    const [first, ...rest] = d.state.tableau;
    const lost = { ...d.state, tableau: [(first ?? []).slice(1), ...rest] };
    expect(conservation(lost, 1, tally)).toBe('51 cards, not 52');
    // The same count of cards, one of them twice (the first card of column 2 stands in for column 1's).
    const [second, ...others] = rest;
    const twin = (second ?? [])[0];
    if (twin === undefined) throw new Error('column 2 is empty');
    const doubled = { ...d.state, tableau: [[twin, ...(first ?? []).slice(1)], second ?? [], ...others] };
    expect(conservation(doubled, 1, tally)).toMatch(/present (0|2) times, not 1/);
  });
});
