/**
 * The harness itself, independent of the game: the build, the static server, chromium, and the custom
 * Phaser build running on the bare page with both renderers.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO } from '../../tools/browser/build';
import { launchChromium } from '../../tools/browser/chromium';
import { GamePage } from './helpers';

const bareUrl = inject('bareUrl');
const gameUrl = inject('gameUrl');

type BareWindow = Window & { bare?: { ready: boolean; renderer: number; phaser: unknown; factories: string[] } };

/** The game's TypeScript outside the engine (which has no Phaser), minus the custom build itself. */
async function viewSources(): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string): Promise<void> {
    for (const e of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'engine') await walk(full);
      } else if (e.name.endsWith('.ts') && e.name !== 'phaser-custom.ts' && !e.name.endsWith('.d.ts')) {
        out.push(await readFile(full, 'utf8'));
      }
    }
  }
  await walk(join(REPO, 'src'));
  return out;
}

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

  it('the custom Phaser build has every Phaser name and game object factory the game uses', async () => {
    const sources = (await viewSources()).join('\n');
    // Phaser.X.Y in value or type position (type-only namespaces, Phaser.Types.*, do not exist at run time).
    const paths = [...new Set([...sources.matchAll(/\bPhaser\.([A-Z][\w.]*\w)/g)].map((m) => m[1] as string))].filter(
      (p) => !p.startsWith('Types.'),
    );
    const factories = [...new Set([...sources.matchAll(/\.add\.([a-z]\w*)\(/g)].map((m) => m[1] as string))];
    const page = await browser.newPage();
    await page.goto(`${bareUrl}?renderer=canvas`);
    await page.waitForFunction(() => (window as BareWindow).bare?.ready === true, undefined, { timeout: 20_000 });
    const missing = await page.evaluate(
      ([names, adds]) => {
        const bare = (window as BareWindow).bare;
        const lost: string[] = [];
        for (const name of names) {
          let at: unknown = bare?.phaser;
          for (const part of name.split('.'))
            at = at === undefined || at === null ? undefined : (at as Record<string, unknown>)[part];
          if (at === undefined) lost.push(`Phaser.${name}`);
        }
        for (const f of adds) if (!bare?.factories.includes(f)) lost.push(`scene.add.${f}()`);
        return lost;
      },
      [paths, factories] as const,
    );
    await page.close();
    expect(paths.length).toBeGreaterThan(0);
    expect(missing, 'add them to src/phaser-custom.ts').toEqual([]);
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

  it("GamePage's error list: a request the test cut off by leaving the page is not an error, a failed one is", async () => {
    // A page that asks for a script the server answers only after 3 s, and one that asks for one it
    // refuses (the connection closed without an answer).
    const server = createServer((req, res) => {
      if (req.url?.startsWith('/slow.js')) return void setTimeout(() => res.end(''), 3000);
      if (req.url === '/broken.js') return void req.socket.destroy();
      if (req.url === '/slow-page') return void setTimeout(() => res.end('slow'), 1000);
      res.setHeader('content-type', 'text/html');
      const src = req.url === '/leave' ? '/slow.js' : req.url === '/break' ? '/broken.js' : null;
      // A page that keeps asking for slow scripts, so that it starts one while the next page is on its way.
      const busy = `<script>let n = 0; setInterval(() => document.head.append(Object.assign(document.createElement('script'), { src: '/slow.js?' + n++ })), 50)</script>`;
      res.end(
        src
          ? `<script>setTimeout(() => document.head.append(Object.assign(document.createElement('script'), { src: '${src}' })), 50)</script>`
          : req.url === '/busy'
            ? busy
            : 'still',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const context = await browser.newContext();
    try {
      const left = new GamePage(context, await context.newPage());
      await left.page.goto(`${base}/leave`);
      await left.page.waitForRequest(`${base}/slow.js`);
      await left.page.goto(`${base}/other`);
      expect(left.errors).toEqual([]);
      // The page left runs on until the next one commits, and what it starts meanwhile is cut off too.
      const late = new GamePage(context, await context.newPage());
      await late.page.goto(`${base}/busy`);
      await late.page.waitForRequest(`${base}/slow.js?1`);
      const during: string[] = [];
      late.page.on('request', (r) => during.push(r.url()));
      await late.page.goto(`${base}/slow-page`);
      expect(during.filter((u) => u.includes('/slow.js?')).length).toBeGreaterThan(0);
      expect(late.errors).toEqual([]);

      const broken = new GamePage(context, await context.newPage());
      await broken.page.goto(`${base}/break`);
      await expect.poll(() => broken.errors).toContain(`request failed: ${base}/broken.js net::ERR_EMPTY_RESPONSE`);
    } finally {
      await context.close();
      server.close();
    }
  });
});
