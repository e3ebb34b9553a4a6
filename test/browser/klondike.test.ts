/**
 * Klondike at the table, in both renderers: taps on the stock turn its cards one by one onto the
 * waste; a tap on the empty stock turns the waste over into a new stock (unlimited passes by
 * default), in the order it was drawn, and the next tap starts the second pass with the first card.
 */
import { describe, expect, it } from 'vitest';
import { boardText, rules } from '../engine/helpers/board';
import { DEAD_END_TABLE } from '../engine/helpers/klondike-dead-end';
import { centre, gamePages, gameUrl, query } from './helpers';

describe.skipIf(gameUrl() === undefined)('Klondike at the table', () => {
  const open = gamePages();

  it('speaks a hint to deal from the stock without naming the face-down card it would deal', async () => {
    // Seven red cards, none of which builds on another or goes home: a deal from the stock is all
    // there is to do (the hint once named the stock's top card, face down).
    const position = [
      'Foundations: H-8 D-8 C-K S-K',
      ': KH',
      ': KD',
      ': QH',
      ': QD',
      ': JH',
      ': JD',
      ': TH',
      'Stock: 9H 9D TD',
      'Waste:',
      'Pass: 1',
      '',
    ].join('\n');
    const g = await open(query({ game: 'klondike', position, renderer: 'canvas' }));
    await g.settle();
    await g.keys('h');
    const said = () => g.page.evaluate(() => document.querySelector('[data-table-live]')?.textContent ?? '');
    await expect.poll(said, { timeout: 15_000 }).toMatch(/^Hint: /);
    expect(await said()).toBe('Hint: Deal from the stock.');
  });

  it('says the deal is lost once the stock is seen and no face-down card can ever turn up', async () => {
    // The diamonds' and spades' aces, 6s, 8s and 10s lie face down under cards that need one of
    // them to move; the stock's cards only build down on the two 5s (klondike-dead-end.ts).
    const position = [...DEAD_END_TABLE, 'Stock: 2D 3D 4D QD KD 2S 3S 4S JS QS KS', 'Waste:', 'Pass: 1', ''].join('\n');
    const g = await open(query({ game: 'klondike', position, renderer: 'canvas' }));
    await g.settle();
    const stock = centre(await g.bounds('s'));
    // While the stock holds cards the player has not seen, nothing is said.
    for (let i = 0; i < 10; i++) {
      await g.click(stock);
      await g.settle();
    }
    expect(await g.status()).toBeNull();
    await g.click(stock);
    await g.settle();
    await g.page.waitForFunction(() => /can be turned up again/.test(window.solitaire?.status?.() ?? ''), undefined, {
      timeout: 30_000,
    });
    expect(await g.status()).toBe(
      'This deal can no longer be won: however the cards in view are played, no face-down card can be turned up again.',
    );
    expect(g.errors).toEqual([]);
  });

  for (const renderer of ['canvas', 'webgl'] as const) {
    it(`draws the whole stock, redeals it, and draws again (${renderer})`, async () => {
      const g = await open(query({ game: 'klondike', deal: 1, renderer }));
      let s = await g.settle();
      expect(s.piles.s).toHaveLength(24);
      expect(s.piles.w).toHaveLength(0);
      // Seven columns of 1..7 cards.
      expect([1, 2, 3, 4, 5, 6, 7].map((i) => s.piles[`t${i}`]?.length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      const stock = centre(await g.bounds('s'));
      const order = [...(s.piles.s ?? [])].reverse();
      for (let i = 0; i < 24; i++) {
        await g.click(stock);
        s = await g.settle();
      }
      expect(s.piles.s).toHaveLength(0);
      // The waste holds the stock's cards in the order they were turned (none could go anywhere by
      // itself: auto-moves play only what is safe, and deal 1 may send an ace home).
      const home = Object.keys(s.piles)
        .filter((p) => /^f\d$/.test(p))
        .flatMap((p) => s.piles[p] ?? []);
      expect([...(s.piles.w ?? []), ...home].sort()).toEqual([...order].sort());
      const waste = s.piles.w ?? [];
      await g.click(stock);
      s = await g.settle();
      expect(s.piles.w).toHaveLength(0);
      expect(s.piles.s).toEqual([...waste].reverse());
      expect(await g.texts()).toMatch(/Pass 2/);
      await g.click(stock);
      s = await g.settle();
      expect(s.piles.w).toEqual([waste[0]]);
      expect(g.errors).toEqual([]);
    });
  }

  it("plays no card under the waste's top (its fan shows a strip of it) and says why, by tap or by drag", async () => {
    // The 7 of clubs lies under the ace of spades; the 8 of hearts in column 1 would take it.
    const position = boardText(rules('klondike'), 'Stock: *\nWaste: 2H 7C AS\n: 8H');
    const g = await open(query({ game: 'klondike', position, renderer: 'canvas' }), { settings: { autoMode: 'off' } });
    const start = await g.settle();
    const card = await g.bounds('w', 1);
    // Inside the 7's own strip, left of the ace that covers the rest of it.
    const strip = { x: card.x + card.w * 0.05, y: card.y + card.h / 2 };
    const why = 'Only one card at a time leaves a cell or the waste.';
    await g.drag(strip, centre(await g.bounds('t1')));
    let s = await g.settle();
    expect(s.piles).toEqual(start.piles);
    expect(await g.notice()).toBe(why);
    await g.click(strip);
    s = await g.settle();
    expect(s.piles).toEqual(start.piles);
    expect(s.moves).toBe(0);
    expect(await g.notice()).toBe(why);
    expect(g.errors).toEqual([]);
  });
});
