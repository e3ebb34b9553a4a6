/**
 * The menu's games in sections, the last played first: before any play FreeCell leads; once a
 * game of Eights Down has been on the table, its tile comes first (its section, "Two decks, with a
 * stock", moves up with the rest of its section), on this visit and the next.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gamePages, gameUrl, query } from './helpers';

interface MenuWindow {
  solitaireMenu?: { buttons(): { label: string }[] };
}

/** The games' tiles in the order the menu offers them (focus order), by their New deal buttons. */
async function tileOrder(page: Page): Promise<string[]> {
  await page.waitForFunction(() => ((window as MenuWindow).solitaireMenu?.buttons().length ?? 0) > 0, undefined, {
    timeout: 45_000,
  });
  const labels = await page.evaluate(() => (window as MenuWindow).solitaireMenu?.buttons().map((b) => b.label) ?? []);
  return labels.filter((l) => l.endsWith(': New deal')).map((l) => l.slice(0, -': New deal'.length));
}

describe.skipIf(gameUrl() === undefined)("the menu's sections", () => {
  const open = gamePages();

  it('keep the last played game first, across a reload', async () => {
    const g = await open(query({ renderer: 'canvas' }), { ready: false });
    expect((await tileOrder(g.page)).slice(0, 2)).toEqual(['FreeCell', 'Eight Off']);
    // Each page is left once it is idle: the court figures load then, and leaving earlier aborts them.
    await g.page.waitForLoadState('networkidle');
    await g.page.goto(`${gameUrl()}${query({ game: 'eights-down', deal: 3, renderer: 'canvas' })}`);
    await g.waitReady();
    await g.page.keyboard.press('Escape');
    const order = await tileOrder(g.page);
    expect(order[0]).toBe('Eights Down');
    // Its section's other games follow (the Busy Aces family), then the sections not yet played.
    expect(order.slice(1, 3)).toEqual(['Busy Aces', 'Deuces']);
    expect(order.indexOf('FreeCell')).toBe(order.indexOf('Jacks in the Box') + 1);
    await g.page.waitForLoadState('networkidle');
    await g.page.goto(`${gameUrl()}${query({ renderer: 'canvas' })}`);
    expect((await tileOrder(g.page))[0]).toBe('Eights Down');
    expect(g.errors).toEqual([]);
  });
});
