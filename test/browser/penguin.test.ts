import { describe, expect, it } from 'vitest';
import { NEAR_WON_PENGUIN } from './fixtures/positions';
import { cardCount, gamePages, gameUrl, query, type TableState } from './helpers';

// Penguin at the table: a near-won position whose last two spades are in the wrong order. The 9 of
// spades is the top rank of the order from a 10 beak (10 J Q K A ... 9), so it, and only it, may
// fill the empty column; then the 8 and the 9 go home and the game is won.

const top = (s: TableState, pile: string): string | undefined => s.piles[pile]?.at(-1);

describe.skipIf(gameUrl() === undefined)('Penguin in chromium', () => {
  const open = gamePages();

  it.each(['canvas', 'webgl'] as const)('plays a near-won position to the win (%s)', async (renderer) => {
    const g = await open(query({ game: 'penguin', position: NEAR_WON_PENGUIN, renderer }));
    let s = await g.settle();
    expect(s.game).toBe('penguin');
    expect(s.won).toBe(false);
    expect(cardCount(s)).toBe(52);
    expect(top(s, 't1')).toBe('9S');
    // The 9 of spades into the empty column (only the order's top rank may go there)...
    await g.dragTopTo('t1', 't2');
    s = await g.settle();
    expect(s.won || top(s, 't2') === '9S').toBe(true);
    // ...then the spades home, by auto-moves or by hand.
    for (let i = 0; i < 2 && !s.won; i++) {
      const from = s.piles.t1?.length ? 't1' : 't2';
      const spades = Object.keys(s.piles).find((p) => /^f\d+$/.test(p) && top(s, p)?.[1] === 'S') ?? 'f4';
      await g.dragTopTo(from, spades);
      s = await g.settle();
    }
    expect(s.won).toBe(true);
    expect(g.errors).toEqual([]);
  });
});
