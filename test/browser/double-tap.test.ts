/**
 * A hurried double tap on a button that changes what lies under the finger: its second tap must
 * not press what came there (the menu's dialog's "New deal", a card of the deal just dealt). The two taps are 120 ms apart, a common double tap.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { centre, type GamePage, gamePages, gameUrl, query, type Rect, stored } from './helpers';

interface MenuButton extends Rect {
  readonly label: string;
}

interface MenuWindow {
  solitaireMenu?: { buttons(): MenuButton[]; dialog(): string | null };
}

const menuButtons = (page: Page): Promise<MenuButton[]> =>
  page.evaluate(() => (window as MenuWindow).solitaireMenu?.buttons() ?? []);

const menuDialog = (page: Page): Promise<string | null> =>
  page.evaluate(() => (window as MenuWindow).solitaireMenu?.dialog() ?? null);

async function menuButton(page: Page, label: string): Promise<MenuButton> {
  const b = (await menuButtons(page)).find((x) => x.label === label);
  if (!b)
    throw new Error(`no menu button "${label}" among ${(await menuButtons(page)).map((x) => x.label).join(', ')}`);
  return b;
}

async function waitForMenu(page: Page): Promise<void> {
  await page.waitForFunction(() => ((window as MenuWindow).solitaireMenu?.buttons().length ?? 0) > 0, undefined, {
    timeout: 45_000,
  });
  await page.waitForTimeout(300);
}

/** Two taps at one point, 120 ms apart. */
async function doubleTap(g: GamePage, at: { x: number; y: number }): Promise<void> {
  await g.tap(at);
  await g.page.waitForTimeout(120);
  await g.tap(at);
}

const inside = (r: Rect, p: { x: number; y: number }): boolean =>
  p.x >= r.x && p.x < r.x + r.w && p.y >= r.y && p.y < r.y + r.h;

describe.skipIf(gameUrl() === undefined)('a double tap', () => {
  const open = gamePages();

  it("on the menu's New deal over a saved game asks, and its second tap does not answer (phone)", async () => {
    const g = await open(query({ game: 'freecell', deal: 1 }), { phone: true });
    await g.settle();
    await g.tap(centre(await g.bounds('t1')));
    const played = await g.settle();
    expect(played.moves).toBeGreaterThan(0);
    await g.page.keyboard.press('Escape');
    await waitForMenu(g.page);
    const save = await stored(g.page, 'save:freecell');
    const tile = centre(await menuButton(g.page, 'FreeCell: New deal'));
    await g.tap(tile);
    await g.page.waitForTimeout(120);
    // The dialog's destructive button came under the finger: that is what the second tap meets.
    expect(inside(await menuButton(g.page, 'New deal'), tile)).toBe(true);
    await g.tap(tile);
    await g.page.waitForTimeout(400);
    expect(await menuDialog(g.page)).not.toBeNull();
    expect(await stored(g.page, 'save:freecell')).toBe(save);
    expect(await stored(g.page, 'stats:freecell')).toBeNull();
    // A deliberate tap, later, still answers.
    await g.tap(centre(await menuButton(g.page, 'New deal')));
    await g.waitReady();
    expect((await g.settle()).moves).toBe(0);
    expect(JSON.parse((await stored(g.page, 'stats:freecell')) ?? '{}')).toMatchObject({ played: 1, won: 0 });
    expect(g.errors).toEqual([]);
  });

  it('on Settings opens them and changes no setting under the finger: German stays German (phone)', async () => {
    const g = await open('', { phone: true, ready: false, settings: { language: 'de' } });
    await waitForMenu(g.page);
    // On the lower half of the button, where a thumb often lands.
    const button = await menuButton(g.page, 'Einstellungen');
    const settings = { x: button.x + button.w / 2, y: button.y + button.h * 0.75 };
    await g.tap(settings);
    await g.page.waitForTimeout(120);
    // The language's choices came under the finger: that is what the second tap meets.
    expect(inside(await menuButton(g.page, 'Sprache: English'), settings)).toBe(true);
    await g.tap(settings);
    await g.page.waitForTimeout(400);
    expect(JSON.parse((await stored(g.page, 'settings')) ?? '{}').settings.language).toBe('de');
    expect((await menuButtons(g.page)).map((b) => b.label)).toContain('Sprache: Deutsch');
    expect(g.errors).toEqual([]);
  });

  it("on the table's New deal question plays no card of the new deal (phone)", async () => {
    const g = await open(query({ game: 'freecell', deal: 1 }), { phone: true });
    await g.settle();
    await g.tap(centre(await g.bounds('t1')));
    expect((await g.settle()).moves).toBeGreaterThan(0);
    await g.press('New', true);
    await expect.poll(() => g.dialog()).not.toBeNull();
    // A card of the new deal lies under the question's Yes.
    const yes = centre(await g.button('Yes'));
    await doubleTap(g, yes);
    await g.waitReady();
    const fresh = await g.settle();
    expect(fresh.deal).not.toBe(1);
    expect(fresh.moves).toBe(0);
    expect(g.errors).toEqual([]);
  });
});
