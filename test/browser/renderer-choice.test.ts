import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromiumGl } from '../../tools/browser/chromium';
import { type GamePage, gameUrl, openGame, query } from './helpers';

// On a browser whose WebGL is drawn in software (Mesa's llvmpipe here, as on a machine with no GPU
// or a virtual one), the game's default is Canvas, which draws there several times faster; asked
// for WebGL, it gets WebGL, without multisampling (src/platform/renderer-choice.ts).

/** The game canvas's WebGL context's multisampling, or null on a Canvas page. */
function multisampled(): boolean | null {
  const c = document.querySelector('canvas');
  const gl = (c?.getContext('webgl2') ?? c?.getContext('webgl')) as WebGLRenderingContext | null | undefined;
  return gl?.getContextAttributes()?.antialias ?? null;
}

describe.skipIf(gameUrl() === undefined)('the renderer on a browser with software WebGL', () => {
  let browser: Browser;
  let g: GamePage | null = null;

  beforeAll(async () => {
    browser = (await launchChromiumGl('llvmpipe')).browser;
  });
  afterAll(async () => {
    await g?.close();
    await browser?.close();
  });

  it('is Canvas by default, and plays', async () => {
    g = await openGame(browser, query({ game: 'freecell', deal: 1 }));
    expect(await g.rendererKind()).toBe('canvas');
    const before = await g.state();
    const top = await g.bounds('t8');
    await g.click({ x: top.x + top.w / 2, y: top.y + top.h / 2 });
    expect((await g.settle()).moves).toBeGreaterThan(before.moves);
    expect(g.errors).toEqual([]);
    await g.close();
    g = null;
  });

  it('is WebGL without multisampling when asked for, with no notice', async () => {
    g = await openGame(browser, query({ game: 'freecell', deal: 1, renderer: 'webgl' }));
    expect(await g.rendererKind()).toBe('webgl');
    expect(await g.page.evaluate(multisampled)).toBe(false);
    expect(await g.notice()).toBe('');
    expect(g.errors).toEqual([]);
  });
});
