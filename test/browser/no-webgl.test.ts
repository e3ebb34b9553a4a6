import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GamePage, gameUrl, launchChromium, openGame, query } from './helpers';

// A device where WebGL fails: chromium with its 3D APIs switched off. Asked for WebGL, the game
// must still boot, on the Canvas renderer, and take a move.

describe.skipIf(gameUrl() === undefined)('on a browser without WebGL', () => {
  let browser: Browser;
  let g: GamePage | null = null;

  beforeAll(async () => {
    browser = await launchChromium(['--disable-3d-apis', '--disable-webgl']);
  });
  afterAll(async () => {
    await g?.close();
    await browser?.close();
  });

  it('boots on Canvas when ?renderer=webgl cannot have it, and plays', async () => {
    g = await openGame(browser, query({ game: 'freecell', deal: 1, renderer: 'webgl' }));
    const webgl = await g.page.evaluate(() => {
      const c = document.createElement('canvas');
      return c.getContext('webgl2') !== null || c.getContext('webgl') !== null;
    });
    expect(webgl).toBe(false);
    expect(await g.rendererKind()).toBe('canvas');
    const before = await g.state();
    const top = await g.bounds('t8');
    await g.page.mouse.click(top.x + top.w / 2, top.y + top.h / 2);
    await g.page.waitForFunction(
      (moves) =>
        ((window as unknown as { solitaire?: { state(): { moves: number } | null } }).solitaire?.state()?.moves ?? 0) >
        moves,
      before.moves,
      { timeout: 20_000 },
    );
    expect(g.errors.filter((e) => !/webgl/i.test(e))).toEqual([]);
  });
});
