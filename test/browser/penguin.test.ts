import { describe, expect, it } from 'vitest';
import { cardCount, centre, type GamePage, gamePages, gameUrl, query, type TableState } from './helpers';

// Penguin at the table: a near-won position whose last two spades are in the wrong order. The 9 of
// spades is the top rank of the order from a 10 beak (10 J Q K A ... 9), so it, and only it, may
// fill the empty column; then the 8 and the 9 go home and the game is won.

/** Beak 10: hearts, clubs and diamonds home (10 ... 9), spades up to the 7, 8S under 9S in column 1. */
const NEAR_WON_PENGUIN = [
  'Base: T',
  'Foundations: H-9 C-9 D-9 S-7',
  'Freecells: - - - - - - -',
  ': 8S 9S',
  ':',
  ':',
  ':',
  ':',
  ':',
  ':',
  '',
].join('\n');

const top = (s: TableState, pile: string): string | undefined => s.piles[pile]?.at(-1);

async function dragTopTo(g: GamePage, from: string, to: string): Promise<void> {
  await g.drag(centre(await g.bounds(from)), centre(await g.bounds(to)));
}

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
    await dragTopTo(g, 't1', 't2');
    s = await g.settle();
    expect(s.won || top(s, 't2') === '9S').toBe(true);
    // ...then the spades home, by auto-moves or by hand.
    for (let i = 0; i < 2 && !s.won; i++) {
      const from = s.piles.t1?.length ? 't1' : 't2';
      const spades = Object.keys(s.piles).find((p) => /^f\d+$/.test(p) && top(s, p)?.[1] === 'S') ?? 'f4';
      await dragTopTo(g, from, spades);
      s = await g.settle();
    }
    expect(s.won).toBe(true);
    expect(g.errors).toEqual([]);
  });
});
