/**
 * The size budget: everything the page loads before the first move stays under 400 KB gzipped
 * (gzip -9 of the built files the browser fetched until window.solitaire.ready).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSize, GAME_DIST } from '../../tools/browser/build';
import { gameUrl, launchChromium, openGame, query } from './helpers';

const BUDGET = 400 * 1024;

describe.skipIf(gameUrl() === undefined)('bundle size', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads under 400 KB gzipped before the first move', async () => {
    const base = gameUrl() as string;
    const fetched = new Set<string>();
    // Every answer from the page's first load on (the server sends no-store: nothing comes from a cache).
    const g = await openGame(browser, query({ game: 'freecell', deal: 1, renderer: 'canvas' }), {
      beforeLoad: async ({ page }) => {
        page.on('response', (r) => {
          if (r.status() === 200 && r.url().startsWith(base))
            fetched.add(new URL(r.url()).pathname.slice(1) || 'index.html');
        });
      },
    });
    const sizes = await Promise.all([...fetched].map((f) => fileSize(GAME_DIST, decodeURIComponent(f))));
    await g.close();
    const gzip = sizes.reduce((n, f) => n + f.gzip, 0);
    expect(sizes.some((f) => f.file.endsWith('.js'))).toBe(true);
    expect(gzip, JSON.stringify(sizes)).toBeLessThan(BUDGET);
  });
});
