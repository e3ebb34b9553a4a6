/**
 * The harness itself, independent of the game: the build, the static server, chromium, and the custom
 * Phaser build running on the bare page with both renderers.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../tools/browser/chromium';

const bareUrl = inject('bareUrl');
const gameUrl = inject('gameUrl');

type BareWindow = Window & { bare?: { ready: boolean; renderer: number } };

describe.skipIf(bareUrl === undefined)('browser harness', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the built files, 404 for missing ones and nothing outside the folder', async () => {
    const index = await fetch(gameUrl);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect((await fetch(`${gameUrl}no-such-file.js`)).status).toBe(404);
    expect((await fetch(`${gameUrl}..%2f..%2fpackage.json`)).status).toBe(404);
  });

  it('the built game page refers to its assets relatively (base ./)', async () => {
    const html = await (await fetch(gameUrl)).text();
    expect(html).toMatch(/src="\.\/assets\//);
    expect(html).not.toMatch(/(src|href)="\/assets\//);
  });

  for (const [renderer, type] of [
    ['canvas', 1],
    ['webgl', 2],
  ] as const) {
    it(`runs the bare Phaser page with the ${renderer} renderer`, async () => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${bareUrl}?renderer=${renderer}`);
      await page.waitForFunction(() => (window as BareWindow).bare?.ready === true, undefined, { timeout: 20_000 });
      expect(await page.evaluate(() => (window as BareWindow).bare?.renderer)).toBe(type);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
