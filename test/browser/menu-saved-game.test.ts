/**
 * A saved game in the menu: it is shown first, on top of the games page, and one tap can never
 * lose it. A new deal over a saved game with moves asks first (touch, mouse and keyboard);
 * keeping it changes nothing, confirming counts it as lost. The menu's canvas has no DOM
 * buttons: `window.solitaireMenu.buttons()` says where they are, and the focus live region says
 * which one the keyboard is on.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { wonFreeCellSave } from './fixtures/won-save';
import {
  centre,
  type GamePage,
  gamePages,
  gameUrl,
  menuButton,
  menuButtons,
  menuDialog,
  type OpenOptions,
  pixelDifference,
  query,
  stored,
  type TableState,
  waitForMenu,
  withSave,
} from './helpers';

const CONTINUE_TOP = 'FreeCell #1: Continue';
const TILE_NEW_DEAL = 'FreeCell: New deal';

const focused = (page: Page): Promise<string> =>
  page.evaluate(() => document.querySelector('[data-menu-focus]')?.textContent ?? '');

async function played(page: Page, game: string): Promise<{ played: number; won: number }> {
  const json = await stored(page, `stats:${game}`);
  const stats = json === null ? {} : (JSON.parse(json) as { played?: number; won?: number });
  return { played: stats.played ?? 0, won: stats.won ?? 0 };
}

/** Plays a move on the table (a click on a column's top card sends it to its best place) and leaves for the menu. */
async function playOneMoveAndOpenMenu(g: GamePage, column = 't1'): Promise<TableState> {
  const before = await g.settle();
  await g.click(centre(await g.bounds(column)));
  const s = await g.settle();
  expect(s.moves).toBeGreaterThan(before.moves);
  await g.page.keyboard.press('Escape');
  await waitForMenu(g.page);
  return s;
}

describe.skipIf(gameUrl() === undefined)('a saved game in the menu', () => {
  const open = gamePages();

  /** FreeCell deal 1 with one move played, and the menu open over it. */
  const savedFreeCell = async (options: OpenOptions = {}, renderer = 'canvas') => {
    const g = await open(query({ game: 'freecell', deal: 1, renderer }), options);
    const table = await playOneMoveAndOpenMenu(g);
    return { g, page: g.page, table, save: await stored(g.page, 'save:freecell') };
  };

  it('asks before a tap on New deal ends it; keeping it changes nothing (touch, phone)', async () => {
    const { g, page, table, save } = await savedFreeCell({ phone: true });
    expect(save).not.toBeNull();
    const top = await menuButton(page, CONTINUE_TOP);
    await g.tap(centre(await menuButton(page, TILE_NEW_DEAL)));
    await page.waitForTimeout(300);
    // Still the menu, with the question naming the game and the moves, and only the dialog's buttons.
    expect(await menuDialog(page)).toBe(
      `Start a new deal of FreeCell? Your saved game (Moves: ${table.moves}) will count as lost.`,
    );
    expect((await menuButtons(page)).map((b) => b.label)).toEqual(['Keep saved game', 'New deal']);
    // The page under the dialog takes no taps: not even its Continue, there in the shade on top.
    const keep = await menuButton(page, 'Keep saved game');
    expect(top.y + top.h).toBeLessThan(keep.y - 60);
    await g.tap(centre(top));
    await page.waitForTimeout(300);
    expect(await menuDialog(page)).not.toBeNull();
    await g.tap(centre(keep));
    await page.waitForTimeout(300);
    expect(await menuDialog(page)).toBeNull();
    expect(await stored(page, 'save:freecell')).toBe(save);
    expect(await played(page, 'freecell')).toEqual({ played: 0, won: 0 });
    // The menu still offers the game, and continuing it gives the same position.
    await g.tap(centre(await menuButton(page, CONTINUE_TOP)));
    await g.waitReady();
    const resumed = await g.settle();
    expect(resumed.deal).toBe(1);
    expect(resumed.moves).toBe(table.moves);
    expect(resumed.piles).toEqual(table.piles);
    expect(g.errors).toEqual([]);
  });

  it('starts a new deal and counts the saved game as lost once the player confirms (mouse)', async () => {
    const { g, page, save } = await savedFreeCell();
    await g.click(centre(await menuButton(page, TILE_NEW_DEAL)));
    await page.waitForTimeout(300);
    expect(await menuDialog(page)).not.toBeNull();
    await g.click(centre(await menuButton(page, 'New deal')));
    await g.waitReady();
    const fresh = await g.settle();
    expect(fresh.game).toBe('freecell');
    expect(fresh.moves).toBe(0);
    expect(await played(page, 'freecell')).toEqual({ played: 1, won: 0 });
    expect(await stored(page, 'save:freecell')).not.toBe(save);
    expect(g.errors).toEqual([]);
  });

  it('asks too over a game whose moves were all taken back (its redo is kept), as the table does', async () => {
    const g = await open(query({ game: 'freecell', deal: 1, renderer: 'canvas' }));
    await playOneMoveAndOpenMenu(g);
    // Back to the table, to undo the move: the save then has no moves, and the move to redo.
    await g.click(centre(await menuButton(g.page, CONTINUE_TOP)));
    await g.waitReady();
    await g.settle();
    await g.page.keyboard.press('Control+z');
    expect((await g.settle()).moves).toBe(0);
    await g.page.keyboard.press('Escape');
    await waitForMenu(g.page);
    await g.click(centre(await menuButton(g.page, TILE_NEW_DEAL)));
    await g.page.waitForTimeout(300);
    expect(await menuDialog(g.page)).toBe(
      'Start a new deal of FreeCell? Your saved game (Moves: 0) will count as lost.',
    );
    await g.click(centre(await menuButton(g.page, 'New deal')));
    await g.waitReady();
    expect((await g.settle()).moves).toBe(0);
    expect(await played(g.page, 'freecell')).toEqual({ played: 1, won: 0 });
  });

  it('counts a saved game that was won (the page closed as its cards flew home) as won, asking nothing', async () => {
    const won = wonFreeCellSave();
    const g = await open(query({ renderer: 'canvas' }), {
      ready: false,
      beforeLoad: withSave('freecell', won),
    });
    await waitForMenu(g.page);
    await g.click(centre(await menuButton(g.page, TILE_NEW_DEAL)));
    await g.waitReady();
    expect((await g.settle()).moves).toBe(0);
    expect(await played(g.page, 'freecell')).toEqual({ played: 1, won: 1 });
    expect(g.errors).toEqual([]);
  });

  it("gives its dialog the keyboard's focus at once, before the next frame", async () => {
    const { page } = await savedFreeCell({}, 'canvas');
    // Pressed and read in one task: a Tab typed before the next frame must reach the dialog's
    // buttons, not move on among the page's behind it.
    const focusAfterPress = await page.evaluate((label) => {
      const tile = [...document.querySelectorAll<HTMLButtonElement>('.a11y-layer button')].find(
        (b) => b.getAttribute('aria-label') === label,
      );
      tile?.focus();
      tile?.click();
      return document.activeElement?.getAttribute('aria-label') ?? null;
    }, TILE_NEW_DEAL);
    expect(await menuDialog(page)).not.toBeNull();
    expect(focusAfterPress).toMatch(/Keep saved game$/);
  });

  it('is answered from the keyboard: Tab and Shift+Tab cycle its two buttons, Enter presses, Esc cancels', async () => {
    const { g, page, save } = await savedFreeCell({}, 'webgl');
    // The top Continue is the page's first button.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(CONTINUE_TOP);
    while ((await focused(page)) !== TILE_NEW_DEAL) await page.keyboard.press('Tab');
    const before = await page.screenshot();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(await menuDialog(page)).not.toBeNull();
    // The question is read with the safe choice, which has the focus.
    expect(await focused(page)).toMatch(/^Start a new deal of FreeCell\?.* Keep saved game$/);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('New deal');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Keep saved game');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('New deal');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Keep saved game');
    // Esc cancels, with the focus back on the tile's New deal, and the page as it was.
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await menuDialog(page)).toBeNull();
    expect(await focused(page)).toBe(TILE_NEW_DEAL);
    expect(await pixelDifference(page, before, await page.screenshot())).toBeLessThan(0.001);
    expect(await stored(page, 'save:freecell')).toBe(save);
    // Enter at once presses the safe choice.
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(await menuDialog(page)).not.toBeNull();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(await menuDialog(page)).toBeNull();
    expect(await stored(page, 'save:freecell')).toBe(save);
    expect(await played(page, 'freecell')).toEqual({ played: 0, won: 0 });
    // And Enter on New deal starts one, the saved game counted as lost.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('New deal');
    await page.keyboard.press('Enter');
    await g.waitReady();
    expect((await g.settle()).moves).toBe(0);
    expect(await played(page, 'freecell')).toEqual({ played: 1, won: 0 });
    expect(g.errors).toEqual([]);
  });

  it("is not answered by a held Enter's repeats (the press that asked the question)", async () => {
    const { g, page, save } = await savedFreeCell();
    await page.keyboard.press('Tab');
    while ((await focused(page)) !== TILE_NEW_DEAL) await page.keyboard.press('Tab');
    const cdp = await g.context.newCDPSession(page);
    const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' };
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...enter });
    for (let i = 0; i < 3; i++) {
      await page.waitForTimeout(80);
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', autoRepeat: true, ...enter });
    }
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 });
    await cdp.detach();
    await page.waitForTimeout(300);
    expect(await menuDialog(page)).not.toBeNull();
    expect(await focused(page)).toMatch(/Keep saved game$/);
    expect(await stored(page, 'save:freecell')).toBe(save);
    expect(g.errors).toEqual([]);
  });

  it('shows the Continue card on top, within the first screen, on a phone, a landscape phone and a desktop', async () => {
    const { page } = await savedFreeCell({ viewport: { width: 390, height: 844 } });
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 844, height: 390 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(500);
      const [first, ...rest] = await menuButtons(page);
      expect(first?.label, `${viewport.width}x${viewport.height}`).toBe(CONTINUE_TOP);
      if (!first) continue;
      expect(first.y).toBeGreaterThan(0);
      expect(first.y + first.h).toBeLessThanOrEqual(viewport.height);
      for (const other of rest) expect(other.y).toBeGreaterThan(first.y + first.h);
      // Big: the width of the column on a phone, and taller than the other buttons.
      expect(first.h).toBeGreaterThan(rest[0]?.h ?? 0);
    }
  });

  it('offers the game played last first', async () => {
    const { g, page } = await savedFreeCell();
    await page.goto(gameUrl() + query({ game: 'bakers-game', deal: 1, renderer: 'canvas' }));
    await g.waitReady();
    await playOneMoveAndOpenMenu(g);
    const order = (await menuButtons(page)).map((b) => b.label).filter((l) => l.endsWith(': Continue'));
    expect(order.slice(0, 2)).toEqual(["Baker's Game #1: Continue", 'FreeCell #1: Continue']);
    // FreeCell again: it comes first now.
    await g.click(centre(await menuButton(page, 'FreeCell #1: Continue')));
    await g.waitReady();
    await playOneMoveAndOpenMenu(g, 't2');
    const now = (await menuButtons(page)).map((b) => b.label).filter((l) => l.endsWith(': Continue'));
    expect(now.slice(0, 2)).toEqual(['FreeCell #1: Continue', "Baker's Game #1: Continue"]);
  });
});
