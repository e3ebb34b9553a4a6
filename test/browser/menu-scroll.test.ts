/**
 * A menu page taller than the screen scrolls under its fixed header, and the header swallows taps
 * (a tap on the title must not press the tile scrolled beneath it). The menu's automation API says
 * which buttons a tap reaches now (`reachable`), so tests, portal QA and the soak never tap a button
 * the header hides. The soak once did, and idled in the menu for minutes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gamePages, gameUrl, query, type Rect } from './helpers';

interface MenuButton extends Rect {
  readonly label: string;
  readonly reachable: boolean;
}

interface MenuWindow {
  solitaireMenu?: { buttons(): MenuButton[] };
  solitaire?: { state(): unknown };
}

const menuButtons = (page: Page): Promise<MenuButton[]> =>
  page.evaluate(() => (window as MenuWindow).solitaireMenu?.buttons() ?? []);

const onTable = (page: Page): Promise<boolean> =>
  page.evaluate(() => ((window as MenuWindow).solitaire?.state() ?? null) !== null);

const middle = (b: Rect) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

async function button(page: Page, label: string): Promise<MenuButton> {
  const b = (await menuButtons(page)).find((x) => x.label === label);
  if (!b) throw new Error(`no menu button "${label}"`);
  return b;
}

describe.skipIf(gameUrl() === undefined)("the menu's scrolled page", () => {
  const open = gamePages();

  it('under its header is out of reach, and the API says so', async () => {
    const g = await open(query({ renderer: 'canvas' }), { ready: false, viewport: { width: 844, height: 390 } });
    await g.page.waitForFunction(() => ((window as MenuWindow).solitaireMenu?.buttons().length ?? 0) > 0);
    await g.page.waitForTimeout(300);
    const label = 'FreeCell: New deal';
    const start = await button(g.page, label);
    expect(start.reachable).toBe(true);
    // Scroll until the tile's button lies under the header (the header is the top 72 px here).
    await g.page.mouse.move(422, 300);
    await g.page.mouse.wheel(0, start.y - 30);
    await g.page.waitForTimeout(300);
    const hidden = await button(g.page, label);
    expect(middle(hidden).y).toBeGreaterThan(0);
    expect(middle(hidden).y).toBeLessThan(72);
    expect(hidden.reachable).toBe(false);
    // Every button that says it is in reach has its middle on screen below the header (this page's
    // header has no button of its own).
    for (const b of await menuButtons(g.page)) {
      const y = middle(b).y;
      expect(b.reachable, `${b.label} at ${y}`).toBe(y >= 72 && y < 390);
    }
    // The header swallows the tap.
    await g.page.mouse.click(middle(hidden).x, middle(hidden).y);
    await g.page.waitForTimeout(600);
    expect(await onTable(g.page)).toBe(false);
    // Scrolled back towards the middle, it is in reach, and a tap there deals.
    await g.page.mouse.wheel(0, middle(hidden).y - 195);
    await g.page.waitForTimeout(300);
    const shown = await button(g.page, label);
    expect(shown.reachable).toBe(true);
    await g.page.mouse.click(middle(shown).x, middle(shown).y);
    await g.page.waitForFunction(() => ((window as MenuWindow).solitaire?.state() ?? null) !== null);
    expect(g.errors).toEqual([]);
  });

  it('stops following the mouse once it was let go outside the game (a portal frame hears no release)', async () => {
    const g = await open(query({ renderer: 'canvas' }), { ready: false, viewport: { width: 844, height: 390 } });
    await g.page.waitForFunction(() => ((window as MenuWindow).solitaireMenu?.buttons().length ?? 0) > 0);
    await g.page.waitForTimeout(300);
    const label = 'FreeCell: New deal';
    const cdp = await g.context.newCDPSession(g.page);
    const mouse = (type: 'mouseMoved' | 'mousePressed', y: number, buttons: number) =>
      cdp.send('Input.dispatchMouseEvent', {
        type,
        x: 422,
        y,
        button: buttons ? 'left' : 'none',
        buttons,
        clickCount: 1,
      });
    const start = (await button(g.page, label)).y;
    await mouse('mousePressed', 300, 1);
    for (let y = 290; y >= 240; y -= 10) await mouse('mouseMoved', y, 1);
    await g.page.waitForTimeout(200);
    const dragged = (await button(g.page, label)).y;
    expect(dragged).toBeCloseTo(start - 60, -1);
    // Let go outside the frame: the mouse comes back with no button held, and scrolls nothing.
    for (let y = 230; y >= 130; y -= 20) await mouse('mouseMoved', y, 0);
    await g.page.waitForTimeout(200);
    expect((await button(g.page, label)).y).toBe(dragged);
    await cdp.detach();
    expect(g.errors).toEqual([]);
  });
});
