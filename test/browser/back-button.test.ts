/**
 * The browser's Back button inside the game (src/view/back-button.ts): it does what Esc does, from
 * the deal box to the table, from the table to the menu, from a game's rules to the games page, and
 * only from the games page does it leave the game for the page before.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gamePages, gameUrl, menuButtons, menuDialog, query } from './helpers';

const BEFORE = 'about:blank';

const menuLabels = async (page: Page): Promise<string[]> => (await menuButtons(page)).map((b) => b.label);

const rulesShown = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.querySelector('[data-menu-page-text]')?.getAttribute('aria-label') ?? null);

/** The browser's Back, as its button does it (a move within the page or off it). */
async function back(page: Page): Promise<void> {
  await page.goBack({ waitUntil: 'commit' });
}

describe.skipIf(gameUrl() === undefined)("the browser's Back button", () => {
  const open = gamePages();

  it('goes back inside the game as Esc does: the deal box, the table, a game’s rules; then leaves', async () => {
    const g = await open(query({ game: 'freecell', deal: 7, renderer: 'canvas' }), {
      beforeLoad: async (p) => {
        await p.page.goto(BEFORE);
      },
    });
    const page = g.page;
    const gameAddress = page.url();
    await g.settle();

    // The deal box, open over the table, closes; the table stays.
    await page.keyboard.press('#');
    await page.locator('input[type=number]').waitFor();
    await back(page);
    await expect.poll(() => page.locator('input').count()).toBe(0);
    expect((await g.state()).deal).toBe(7);

    // The table leaves for the menu.
    await back(page);
    await expect.poll(() => menuLabels(page), { timeout: 20_000 }).toContain('Settings');
    expect(page.url()).toBe(gameAddress);

    // A game's rules go back to the games page.
    await page.evaluate(() =>
      (document.querySelector('button[aria-label="Penta: Rules"]') as HTMLButtonElement).click(),
    );
    await expect.poll(() => rulesShown(page)).toBe('Rules: Penta');
    await back(page);
    await expect.poll(() => rulesShown(page)).toBeNull();
    expect(await menuLabels(page)).toContain('Settings');
    expect(page.url()).toBe(gameAddress);

    // From the games page, one Back leaves the game.
    await back(page);
    await expect.poll(() => page.url()).toBe(BEFORE);
    expect(g.errors).toEqual([]);
  });

  it('answers a question before it leaves the games page: Back keeps the saved game', async () => {
    const g = await open(query({ game: 'freecell', deal: 9, renderer: 'canvas' }), {
      beforeLoad: async (p) => {
        await p.page.goto(BEFORE);
      },
    });
    const page = g.page;
    await g.settle();
    await g.keys('1', 'a'); // a move to a cell: the game is saved, and a new deal over it asks first
    expect((await g.settle()).moves).toBeGreaterThan(0);
    await back(page);
    await expect.poll(() => menuLabels(page), { timeout: 20_000 }).toContain('FreeCell #9: Continue');
    await page.evaluate(() =>
      (document.querySelector('button[aria-label="FreeCell: New deal"]') as HTMLButtonElement).click(),
    );
    await expect.poll(() => menuDialog(page)).not.toBeNull();
    await back(page);
    await expect.poll(() => menuDialog(page)).toBeNull();
    expect(await menuLabels(page)).toContain('FreeCell #9: Continue');
    expect(page.url()).not.toBe(BEFORE);
    await back(page);
    await expect.poll(() => page.url()).toBe(BEFORE);
  });

  it('loads again when the browser shows it from its back-forward cache: another page may have saved since', async () => {
    const g = await open(query({ game: 'freecell', deal: 4, renderer: 'canvas' }));
    await g.settle();
    await g.page.evaluate(() => {
      (window as Window & { keptPage?: boolean }).keptPage = true;
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await g.waitReady();
    expect(await g.page.evaluate(() => (window as Window & { keptPage?: boolean }).keptPage)).toBeUndefined();
    // A page shown afresh (not from the cache) stays as it is.
    await g.page.evaluate(() => {
      (window as Window & { keptPage?: boolean }).keptPage = true;
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    await g.page.waitForTimeout(500);
    expect(await g.page.evaluate(() => (window as Window & { keptPage?: boolean }).keptPage)).toBe(true);
  });
});
