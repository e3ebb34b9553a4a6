/**
 * The card art in the built game: the court figures arrive after start-up from the game's own
 * server (nothing from another origin, no console error) and are drawn on the court cards; and the
 * card back and table colour chosen on the settings page show on the table.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { centre, type GamePage, gamePages, gameUrl, pixelDifference, query, type Rect, rankOf, shot } from './helpers';

/** Eights Down deal 3 shows a court card (the jack of clubs) face up, and the stock's back. */
const search = (renderer: 'canvas' | 'webgl') => query({ game: 'eights-down', deal: 3, renderer });
const SEARCH = search('canvas');
const COURT_FILE = /court-figures-[\w-]+\.js$/;

const focused = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.querySelector('[data-menu-focus]')?.textContent ?? null);

/** The colour [r, g, b] in the middle of a screenshot. */
async function middleColour(page: Page, png: Buffer): Promise<number[]> {
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d');
    if (ctx === null) throw new Error('no 2d context');
    ctx.drawImage(img, 0, 0);
    return [...ctx.getImageData(Math.floor(img.width / 2), Math.floor(img.height / 2), 1, 1).data.slice(0, 3)];
  }, png.toString('base64'));
}

/** The rectangle of a court card lying face up on top of a pile. */
async function courtOnTop(g: GamePage): Promise<Rect> {
  const { piles } = await g.state();
  for (const [pile, cards] of Object.entries(piles)) {
    const top = cards.at(-1);
    if (top !== undefined && rankOf(top) > 10 && pile.startsWith('t')) return g.bounds(pile, cards.length - 1);
  }
  throw new Error('no court card on top of a column');
}

/**
 * Moves the menu's keyboard focus (forwards, or backwards with ArrowLeft) to the button with this
 * name and presses it. The menu handles keys in its frame: each step waits for the focus to move
 * before reading it.
 */
async function press(page: Page, name: string, step: 'ArrowRight' | 'ArrowLeft' = 'ArrowRight'): Promise<void> {
  for (let i = 0; i < 80; i++) {
    const now = await focused(page);
    if (now === name) {
      await page.keyboard.press('Enter');
      // Pressed: the choice shows as chosen, or another page opens.
      await page.waitForFunction((was) => document.querySelector('[data-menu-focus]')?.textContent !== was, name);
      return;
    }
    await page.keyboard.press(step);
    await page.waitForFunction((was) => document.querySelector('[data-menu-focus]')?.textContent !== was, now);
  }
  throw new Error(`no menu button "${name}"`);
}

describe.skipIf(gameUrl() === undefined)('card art', () => {
  const open = gamePages();

  it.each(['canvas', 'webgl'] as const)(
    '%s: loads the court figures from its own origin after start-up and draws them on the court cards',
    async (renderer) => {
      const base = gameUrl() as string;
      // Without the figures file: the simple court figure.
      const bare = await open(search(renderer), {
        beforeLoad: (g) => g.page.route(COURT_FILE, (route) => route.abort()),
      });
      await bare.settle();
      await bare.page.waitForTimeout(1500);
      const simple = await shot(bare.page, await courtOnTop(bare));

      // Every request watched from the page's first load on.
      const requests: string[] = [];
      let figures: Promise<Response> | undefined;
      const g = await open(search(renderer), {
        beforeLoad: async ({ page }) => {
          page.on('request', (r) => requests.push(r.url()));
          figures = page.waitForResponse((r) => COURT_FILE.test(new URL(r.url()).pathname), { timeout: 45_000 });
        },
      });
      expect((await figures)?.status()).toBe(200);
      await g.settle();
      await g.page.waitForTimeout(500);
      const drawn = await shot(g.page, await courtOnTop(g));
      // A figure of many colours in place of the plain one: most of the card's body changed.
      expect(await pixelDifference(g.page, simple, drawn)).toBeGreaterThan(0.15);
      expect(g.errors).toEqual([]);
      expect(requests.filter((u) => !u.startsWith(base) && !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual(
        [],
      );
    },
  );

  it('shows the card back and table colour chosen in the settings on the table', async () => {
    const g = await open(SEARCH);
    await g.settle();
    const stock = await g.bounds('s');
    // One move (a deal from the stock), so that the menu offers to continue this game.
    await g.click(centre(stock));
    expect((await g.settle()).moves).toBe(1);
    const foundation = await g.bounds('f1');
    // A patch of bare felt at the left edge, under the stock and its waste.
    const felt: Rect = { x: 4, y: 480, w: 40, h: 40 };
    const before = {
      stock: await shot(g.page, stock),
      felt: await shot(g.page, felt),
      face: await shot(g.page, foundation),
    };

    // The menu (the page without a game in its address, on Canvas as the table was), and its settings
    // page with the keyboard.
    await g.page.goto(`${gameUrl()}${query({ renderer: 'canvas' })}`);
    await g.page.waitForFunction(() => document.querySelector('[data-menu-focus]') !== null, undefined, {
      timeout: 45_000,
    });
    await g.page.waitForTimeout(300);
    await press(g.page, 'Settings');
    const menuBefore = await g.page.screenshot();
    await press(g.page, 'Card back: Red');
    await press(g.page, 'Table colour: Blue');
    // The menu's background follows the table colour at once.
    expect(await pixelDifference(g.page, menuBefore, await g.page.screenshot())).toBeGreaterThan(0.3);
    await g.page.keyboard.press('Escape');
    await g.page.waitForTimeout(300);
    // Backwards from the last button (Eights Down's rules) is the shorter way.
    await press(g.page, 'Eights Down: Continue', 'ArrowLeft');
    await g.waitReady();
    await g.settle();

    const after = {
      stock: await shot(g.page, stock),
      felt: await shot(g.page, felt),
      face: await shot(g.page, foundation),
    };
    expect(await pixelDifference(g.page, before.stock, after.stock), 'the back').toBeGreaterThan(0.5);
    expect(await pixelDifference(g.page, before.felt, after.felt), 'the felt').toBeGreaterThan(0.9);
    // The blue felt (#17486e), and a back that is mostly red now.
    expect(await middleColour(g.page, after.felt)).toEqual([0x17, 0x48, 0x6e]);
    const [r = 0, green = 0, b = 0] = await middleColour(g.page, after.stock);
    expect(r).toBeGreaterThan(green + 60);
    expect(r).toBeGreaterThan(b + 60);
    // The same game in the same place: the faces did not change.
    expect(await pixelDifference(g.page, before.face, after.face), 'a face').toBeLessThan(0.02);
    expect(g.errors).toEqual([]);
  });
});
