/**
 * Installable and offline: the built game top-level registers its service worker, plays offline after one
 * visit, and offers a new version with a "reload" notice only when no game is in progress. In a portal's
 * iframe it registers none. Frames from 640x360 to 1920x1080 and phones show the whole table with nothing
 * to scroll; no eval or new Function ships.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GAME_DIST } from '../../tools/browser/build';
import { GAME_HEADERS, type StaticServer, serveDir } from '../../tools/serve-dist';
import type { PortalServers } from '../../tools/serve-portal';
import { GamePage, gameUrl, launchChromium, query } from './helpers';
import { openPortal, startPortal } from './portal-helpers';

const controlled = (g: GamePage) =>
  g.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

describe.skipIf(gameUrl() === undefined)('installable, offline, any frame', () => {
  let browser: Browser;
  let copy: string;
  let server: StaticServer;
  let servers: PortalServers;
  beforeAll(async () => {
    const buildError = inject('gameBuildError');
    if (buildError !== null) throw new Error(`vite build of the game failed: ${buildError}`);
    browser = await launchChromium();
    // A copy of the build, so this test can put out a "new version" without touching the shared one.
    copy = await mkdtemp(join(tmpdir(), 'solitaire-sw-'));
    await cp(GAME_DIST, copy, { recursive: true });
    server = await serveDir(copy, { headers: GAME_HEADERS });
    servers = await startPortal();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await servers?.close();
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  async function visit(search: string): Promise<GamePage> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const g = new GamePage(context, await context.newPage());
    await g.goto(server.url + search);
    return g;
  }

  it('has a manifest with installable icons, and every file it names is there', async () => {
    const manifest = JSON.parse(await readFile(join(GAME_DIST, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ start_url: './', display: 'standalone' });
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) await readFile(join(GAME_DIST, icon.src));
    await readFile(join(GAME_DIST, 'favicon.ico'));
  });

  it('plays offline after one visit', async () => {
    const g = await visit(query({ game: 'freecell', deal: 12, renderer: 'canvas' }));
    await controlled(g);
    await g.page.waitForFunction(async () => (await caches.keys()).some((k) => k.startsWith('open-cell-solitaire-')));
    await g.context.setOffline(true);
    await g.page.reload();
    await g.waitReady();
    const s = await g.settle();
    expect(s.deal).toBe(12);
    await g.keys('1', 'a');
    expect((await g.settle()).moves).toBeGreaterThan(0);
    // The solver's worker comes from the cache too: a hint answers.
    await g.keys('h');
    await g.page.waitForTimeout(1500);
    expect(g.errors).toEqual([]);
    await g.close();
  });

  it('offers a new version only when no game is in progress, and reloads into it', async () => {
    const g = await visit(query({ game: 'freecell', deal: 14, renderer: 'canvas' }));
    await controlled(g);
    await g.keys('1', 'a');
    await g.settle();
    // A new version: the worker's version changes, as it does with any change to the build.
    const sw = join(copy, 'sw.js');
    const source = await readFile(sw, 'utf8');
    await writeFile(sw, source.replace(/const VERSION = "([0-9a-f]+)"/, 'const VERSION = "$1-next"'));
    await g.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await g.page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting != null,
      undefined,
      {
        timeout: 30_000,
      },
    );
    await g.page.waitForTimeout(1500);
    expect(await g.page.isVisible('[data-notice="update"]')).toBe(false); // mid-game: not now
    await g.keys('Escape'); // the menu: the game is saved, none is in progress
    await g.page.waitForSelector('[data-notice="update"] button', { timeout: 10_000 });
    expect(await g.page.textContent('[data-notice="update"]')).toContain('A new version of the game is ready.');
    await Promise.all([
      g.page.waitForEvent('load', { timeout: 30_000 }),
      g.page.click('[data-notice="update"] button:text("Reload")'),
    ]);
    await g.page.waitForFunction(async () => (await caches.keys()).some((k) => k.endsWith('-next')), undefined, {
      timeout: 30_000,
    });
    expect(g.errors).toEqual([]);
    await g.close();
  });

  it('with other tabs open, each reloads into the version one of them applied', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tab = async (deal: number) => {
      const g = new GamePage(context, await context.newPage());
      await g.goto(server.url + query({ game: 'freecell', deal, renderer: 'canvas' }));
      await controlled(g);
      return g;
    };
    const a = await tab(15);
    const [later, open] = [await tab(16), await tab(17)];
    const sw = join(copy, 'sw.js');
    const source = await readFile(sw, 'utf8');
    await writeFile(sw, source.replace(/const VERSION = "([^"]+)"/, 'const VERSION = "$1-tabs"'));
    await a.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    for (const g of [a, later, open]) {
      await g.keys('Escape'); // the menu, where a new version is offered
      await g.page.waitForSelector('[data-notice="update"] button', { timeout: 30_000 });
    }
    await later.page.click('[data-notice="update"] button:text("Later")');
    await Promise.all([
      a.page.waitForEvent('load', { timeout: 30_000 }),
      a.page.click('[data-notice="update"] button:text("Reload")'),
    ]);
    // The other tabs run the old code under the new worker now: the one that said Later is asked
    // again, and the Reload each shows reloads.
    for (const g of [open, later]) {
      await g.page.waitForSelector('[data-notice="update"] button:text("Reload")', { timeout: 10_000 });
      await Promise.all([
        g.page.waitForEvent('load', { timeout: 10_000 }),
        g.page.click('[data-notice="update"] button:text("Reload")'),
      ]);
      await g.waitReady();
    }
    expect(await open.page.evaluate(async () => (await caches.keys()).some((k) => k.endsWith('-tabs')))).toBe(true);
    expect([...a.errors, ...later.errors, ...open.errors]).toEqual([]);
    await a.close();
  });

  it('registers no service worker inside a portal’s iframe', async () => {
    const p = await openPortal(browser, servers, query({ game: 'freecell', deal: 3, renderer: 'canvas' }));
    await p.page.waitForTimeout(1500);
    expect(await p.frame.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await p.context.close();
  });

  it.each([
    ['640x360', undefined],
    ['1920x1080', { width: 1980, height: 1200 }],
    ['390x844', { width: 800, height: 900 }],
    ['844x390', undefined],
  ] as const)('fills a %s frame with nothing to scroll', async (size, viewport) => {
    const p = await openPortal(browser, servers, query({ game: 'freecell', deal: 3, renderer: 'canvas' }), {
      size,
      ...(viewport ? { viewport } : {}),
    });
    const [w, h] = size.split('x').map(Number);
    const fit = await p.frame.evaluate(() => {
      const c = document.querySelector('canvas')?.getBoundingClientRect();
      const root = document.scrollingElement as HTMLElement;
      return {
        canvas: c ? [Math.round(c.width), Math.round(c.height)] : null,
        scroll: [root.scrollWidth - root.clientWidth, root.scrollHeight - root.clientHeight],
      };
    });
    expect(fit).toEqual({ canvas: [w, h], scroll: [0, 0] });
    // A key that would scroll the page scrolls neither the frame nor the portal page around it (the
    // example page is taller than the window here and there). The keys go to the game: a tap on its felt.
    const box = await (await p.page.waitForSelector('iframe#game')).boundingBox();
    if (box === null) throw new Error('no frame box');
    await p.page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.62);
    await p.page.keyboard.press('PageDown');
    await p.page.keyboard.press('Space');
    expect(await p.page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
    expect(p.errors).toEqual([]);
    await p.context.close();
  });

  it('ships no eval and no new Function', async () => {
    const scripts = (await readdir(join(GAME_DIST, 'assets'))).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(2);
    for (const file of [...scripts.map((f) => join('assets', f)), 'sw.js']) {
      const code = await readFile(join(GAME_DIST, file), 'utf8');
      expect(code.match(/\beval\s*\(|\bnew\s+Function\b|\bFunction\s*\(\s*["'`]/g), file).toBeNull();
    }
  });
});
