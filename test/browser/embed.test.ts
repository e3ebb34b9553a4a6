/**
 * The built game inside a portal: served under a sub-path (base './'), shown in a cross-origin iframe,
 * telling its parent 'solitaire:ready' and 'solitaire:won' (docs/embedding.md).
 */
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GAME_DIST } from '../../tools/browser/build';
import { type StaticServer, serveDir } from '../../tools/serve-dist';
import { NEAR_WON } from './fixtures/positions';
import { gameUrl, launchChromium, query, type Rect } from './helpers';

interface PortalMessage {
  type: string;
  game: string;
  deal: number | null;
  moves: number;
}

type PortalWindow = Window & { messages?: PortalMessage[] };
type GameWindow = Window & {
  solitaire?: { ready: boolean; bounds(pile: string, index?: number): Rect | null; state(): { won: boolean } | null };
};

/** A portal page (about:blank origin) that records the frame's messages, with the game in an iframe. */
async function portal(page: Page, src: string): Promise<Frame> {
  await page.setContent(
    `<!doctype html><html><body style="margin:20px">
<script>window.messages = []; addEventListener('message', (e) => window.messages.push(e.data));</script>
<iframe id="game" src="${src.replaceAll('"', '&quot;')}" width="960" height="640" style="border:0"
  sandbox="allow-scripts allow-same-origin"></iframe></body></html>`,
  );
  const handle = await page.waitForSelector('iframe#game');
  const frame = await handle.contentFrame();
  if (frame === null) throw new Error('no frame');
  await frame.waitForFunction(() => (window as GameWindow).solitaire?.ready === true, undefined, { timeout: 20_000 });
  return frame;
}

async function messages(page: Page): Promise<PortalMessage[]> {
  return page.evaluate(() => (window as PortalWindow).messages ?? []);
}

describe.skipIf(gameUrl() === undefined)('embedded in a portal', () => {
  let browser: Browser;
  let server: StaticServer;
  beforeAll(async () => {
    const buildError = inject('gameBuildError');
    if (buildError !== null) throw new Error(`vite build of the game failed: ${buildError}`);
    browser = await launchChromium();
    server = await serveDir(GAME_DIST, { prefix: '/portal/games/open-cell-solitaire/' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('runs from a sub-path in an iframe and says it is ready', async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await portal(page, server.url + query({ game: 'freecell', deal: 5, renderer: 'canvas' }));
    await expect
      .poll(() => messages(page), { timeout: 10_000 })
      .toContainEqual({
        type: 'solitaire:ready',
        game: 'freecell',
        deal: 5,
        moves: 0,
      });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('tells the portal when the game is won', async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    const frame = await portal(page, server.url + query({ game: 'freecell', position: NEAR_WON, renderer: 'canvas' }));
    const box = await (await page.waitForSelector('iframe#game')).boundingBox();
    if (box === null) throw new Error('iframe has no box');
    const at = async (pile: string): Promise<{ x: number; y: number }> => {
      const r = await frame.evaluate((p) => (window as GameWindow).solitaire?.bounds(p) ?? null, pile);
      if (r === null) throw new Error(`bounds(${pile}) is null`);
      return { x: box.x + r.x + r.w / 2, y: box.y + r.y + r.h / 2 };
    };
    const from = await at('t1');
    const to = await at('c1');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await page.mouse.up();
    await expect
      .poll(() => frame.evaluate(() => (window as GameWindow).solitaire?.state()?.won ?? false), { timeout: 10_000 })
      .toBe(true);
    await expect
      .poll(async () => (await messages(page)).find((m) => m.type === 'solitaire:won'), { timeout: 10_000 })
      .toMatchObject({ type: 'solitaire:won', game: 'freecell', deal: null });
    await page.close();
  });

  it("leaves the portal's Back to the portal: the game adds no history entry in its frame", async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    const frame = await portal(page, server.url + query({ game: 'freecell', deal: 5, renderer: 'canvas' }));
    // At the table, where the game as its own page holds an entry for Back to take it to the menu.
    await frame.waitForTimeout(300);
    expect(await page.evaluate(() => history.length)).toBe(1);
    await page.close();
  });
});
