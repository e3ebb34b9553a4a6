/**
 * Every word on the table stays legible on a small phone, in both languages and every game: a label
 * squeezed onto a narrow card (the stock's count and pass beside Busy Aces' twelve columns, or
 * "Durchgang 1 von 2" in German) wraps or takes its compact form ("↻ 1/2") rather than shrinking
 * to a few pixels; the HUD's counters close up before they shrink.
 */
import { describe, expect, it } from 'vitest';
import { currentState, GAME_IDS, GAMES, type GameId, newGame, writePosition } from '../../src/engine';
import { gamePages, gameUrl, query } from './helpers';

interface TextSize {
  readonly text: string;
  readonly px: number;
}

/** The smallest text anywhere on the table, in CSS px; the stock's label is held to more. */
const SMALLEST_PX = 9;
const STOCK_LABEL_PX = 10;
/**
 * A deal number as long as New gives one (random deals run to a million, start-session.ts): the
 * HUD's title carries it, and on a narrow phone the counters line shrinks with its length.
 */
const LONG_DEAL = 1_000_000;

// Portrait is the narrow one, and German has the longer words: every game there. In landscape the
// cards shrink to fit the height; Busy Aces' twelve columns leave it the narrowest stock (its
// label was at 5.9 px there before it could wrap).
const SIZES = [
  { name: 'phone portrait', lang: 'de', viewport: { width: 360, height: 740 }, games: GAME_IDS },
  { name: 'phone landscape', lang: 'de', viewport: { width: 740, height: 360 }, games: ['busy-aces'] },
] as const;

describe.skipIf(gameUrl() === undefined)('legible words on a small phone', () => {
  const open = gamePages();

  it.each(SIZES)('$name, $lang', async ({ lang, viewport, games }) => {
    const search = (game: string) => query({ game, deal: LONG_DEAL, renderer: 'canvas', lang });
    const g = await open(search('freecell'), { phone: true, viewport });
    const tooSmall: string[] = [];
    let stockLabels = 0;
    for (const game of games) {
      await g.goto(`${gameUrl()}${search(game)}`);
      await g.settle();
      const sizes = await g.page.evaluate(() => window.solitaire?.textSizes() ?? ([] as TextSize[]));
      expect(sizes.length).toBeGreaterThan(0);
      for (const { text, px } of sizes) {
        // The stock's label is the one text that starts with its count and a line break.
        const stockLabel = /^\d+\n/.test(text);
        if (stockLabel) stockLabels++;
        if (px < (stockLabel ? STOCK_LABEL_PX : SMALLEST_PX) - 0.05)
          tooSmall.push(`${game}: ${JSON.stringify(text)} at ${px.toFixed(1)} px`);
      }
    }
    expect(tooSmall).toEqual([]);
    // Every game with a stock showed its label (Eights Down, Klondike and the nine of the family).
    expect(stockLabels).toBe(games.filter((id) => GAMES[id].stock).length);
  });

  // Once the stock is dealt out its label says what a tap does: "Umdrehen" in German, a word wider
  // than a phone's stock at a legible size (it was drawn at 7.3 to 9.2 px on Klondike's and Eights
  // Down's stocks, both ways round).
  it.each([
    { width: 360, height: 740 },
    { width: 740, height: 360 },
  ])('the dealt-out stock at $width x $height, de', async (viewport) => {
    const dealtOut = (game: GameId): string => {
      const g = newGame(GAMES[game], 3, 'off');
      if (!g.ok) throw new Error(g.error);
      const s = currentState(g.session);
      // Every card dealt: the waste holds the stock's cards, the last dealt on top.
      return writePosition({ ...s, stock: [], waste: [...s.stock].reverse() });
    };
    const search = (game: GameId) => query({ game, position: dealtOut(game), renderer: 'canvas', lang: 'de' });
    const g = await open(search('klondike'), { phone: true, viewport });
    const labels: string[] = [];
    for (const game of ['klondike', 'eights-down'] as const) {
      await g.goto(`${gameUrl()}${search(game)}`);
      await g.settle();
      const sizes = await g.page.evaluate(() => window.solitaire?.textSizes() ?? ([] as TextSize[]));
      // The stock's label: what a tap does and the pass, in words or compactly.
      const label = sizes.filter(({ text }) => /Umdrehen|Durchgang|↻/.test(text));
      expect(label, game).toHaveLength(1);
      for (const { text, px } of label) labels.push(`${game}: ${JSON.stringify(text)} at ${px.toFixed(1)} px`);
      expect(
        label.every(({ px }) => px >= STOCK_LABEL_PX - 0.05),
        labels.join('; '),
      ).toBe(true);
    }
  });
});
