/**
 * Browser bench (`npm run bench:browser`): builds the game and the bare Phaser page, serves both on
 * localhost and drives Debian's chromium (playwright-core) to print
 *  - the built bundle, raw and gzipped, and what the page loads before the first move;
 *  - time to the first interactive frame (window.solitaire.ready) against the bare Phaser page;
 *  - frame times (median, p95) during a long drag and during the win cascade, with the Canvas renderer
 *    (headless chromium here renders WebGL in software).
 *  - a still table's cost: main-thread time per second and frames drawn, beside the bare Phaser page
 *    (which draws every frame);
 *  - a tap on the felt of a still table: the frames it makes the game draw, and their CPU;
 *  - a thousand deals dealt and abandoned in one page: JS heap (after a forced collection), textures
 *    and game objects before, half-way and after (they must stay flat).
 * Options: --deals=N (deals in one page, default 1000; 0 skips it), --renderer=webgl (instead of canvas; software WebGL here), --no-build (reuse the last builds in node_modules/.cache/browser-*), --runs=N (page loads per timing, default 7),
 * --json (also print the figures as JSON).
 */
import type { Browser, Page } from 'playwright-core';
import { GAMES, readPosition } from '../src/engine';
import { type IdleCost, idleCost, tapCost } from './bench/idle';
import { type Load, type ManyDeals, manyDeals } from './bench/many-deals';
import {
  BARE_DIST,
  BARE_FULL_DIST,
  buildBare,
  buildBareFullPhaser,
  buildGame,
  type FileSize,
  fileSize,
  folderSizes,
  GAME_DIST,
  kb,
  total,
} from './browser/build';
import { launchChromium } from './browser/chromium';
import { serveDir } from './serve-dist';

const TARGET = { medianMs: 16.7, p95Ms: 20, readyRatio: 1.3, firstMoveGzip: 400 * 1024 };

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const json = args.includes('--json');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? '7');
const RENDERER = args.includes('--renderer=webgl') ? 'webgl' : 'canvas';
const DEALS = Number(args.find((a) => a.startsWith('--deals='))?.slice(8) ?? '1000');

interface Stats {
  readonly count: number;
  readonly median: number;
  readonly p95: number;
  readonly max: number;
  /** Frames over 20 ms. */
  readonly slow: number;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] as number;
}

function stats(values: readonly number[]): Stats {
  const s = [...values].sort((a, b) => a - b);
  return {
    count: s.length,
    median: quantile(s, 0.5),
    p95: quantile(s, 0.95),
    max: s.at(-1) ?? Number.NaN,
    slow: s.filter((v) => v > 20).length,
  };
}

/** p95 of the frame intervals in each second of the recording (where a slowdown builds up). */
function p95BySecond(frames: readonly number[]): number[] {
  const out: number[] = [];
  let bucket: number[] = [];
  let elapsed = 0;
  for (const f of frames) {
    bucket.push(f);
    elapsed += f;
    if (elapsed >= 1000 * (out.length + 1)) {
      out.push(stats(bucket).p95);
      bucket = [];
    }
  }
  if (bucket.length > 0) out.push(stats(bucket).p95);
  return out;
}

const ms = (v: number): string => `${v.toFixed(1)} ms`;

type BenchWindow = Window & {
  solitaire?: {
    ready: boolean;
    state(): { won: boolean; piles: Record<string, string[]> } | null;
    bounds(pile: string, index?: number): { x: number; y: number; w: number; h: number } | null;
    busy?(): boolean;
  };
  bare?: { ready: boolean };
  __firstReady?: number;
  __frames?: number[];
  __recording?: boolean;
};

// Page scripts are strings: tsx (esbuild) would wrap named inner functions in a `__name` helper the page lacks.

/** Runs in the page before its scripts: notes the first animation frame at which the page is ready. */
const READY_PROBE = `(() => {
  const tick = () => {
    if (window.solitaire?.ready === true || window.bare?.ready === true) {
      window.__firstReady = performance.now();
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/** Records the intervals between animation frames into window.__frames while window.__recording. */
const FRAME_RECORDER = `(() => {
  window.__frames = [];
  window.__recording = true;
  let last = -1;
  const tick = (t) => {
    if (last >= 0) window.__frames.push(t - last);
    last = t;
    if (window.__recording) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

async function timeToReady(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: READY_PROBE });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => (window as BenchWindow).__firstReady !== undefined, undefined, {
    timeout: 30_000,
    polling: 20,
  });
  const t = await page.evaluate(() => (window as BenchWindow).__firstReady as number);
  await context.close();
  return t;
}

async function startFrames(page: Page): Promise<void> {
  await page.evaluate(FRAME_RECORDER);
}

async function stopFrames(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const w = window as BenchWindow;
    w.__recording = false;
    return w.__frames ?? [];
  });
}

async function waitReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as BenchWindow).solitaire?.ready === true, undefined, { timeout: 30_000 });
  await page.waitForTimeout(500);
}

async function bounds(
  page: Page,
  pile: string,
  index?: number,
): Promise<{ x: number; y: number; w: number; h: number }> {
  const r = await page.evaluate(([p, i]) => (window as BenchWindow).solitaire?.bounds(p, i ?? undefined) ?? null, [
    pile,
    index ?? null,
  ] as const);
  if (r === null) throw new Error(`bounds(${pile}) is null`);
  return r;
}

/** A 4 s drag of a column's top card around the table, then back home. */
async function dragFrames(browser: Browser, base: string): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}?game=freecell&deal=1&renderer=${RENDERER}`);
  await waitReady(page);
  const r = await bounds(page, 't4');
  const from = { x: r.x + r.w / 2, y: r.y + r.h / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await startFrames(page);
  const start = Date.now();
  for (;;) {
    const t = (Date.now() - start) / 1000;
    if (t > 4) break;
    await page.mouse.move(640 + 420 * Math.sin(t * 2.1), 420 + 250 * Math.sin(t * 3.3));
  }
  const frames = await stopFrames(page);
  await page.mouse.move(from.x, from.y, { steps: 5 });
  await page.mouse.up();
  await page.close();
  return frames;
}

/** A near-won FreeCell position: KH covers QH; moving KH to a cell wins (52 cards). */
const NEAR_WON_FREECELL = [
  'Foundations: H-J C-K D-K S-K',
  'Freecells: - - - -',
  ': QH KH',
  ...Array.from({ length: 7 }, () => ':'),
  '',
].join('\n');

/** A near-won Eights Down position: 103 cards home, the last 9S in the stock; dealing it wins (104 cards). */
const NEAR_WON_EIGHTS_DOWN = [
  'Foundations: H-9 H-9 C-9 C-9 D-9 D-9 S-9 S-T',
  ...Array.from({ length: 6 }, () => ':'),
  'Stock: 9S',
  'Waste:',
  'Pass: 1/2',
  '',
].join('\n');

type CascadeGame = 'eights-down' | 'freecell';

/** Frames from the winning move for 7 s: the win scene's cascade. */
async function cascadeFrames(
  browser: Browser,
  base: string,
  game: CascadeGame,
): Promise<{ frames: number[]; won: boolean }> {
  const text = game === 'eights-down' ? NEAR_WON_EIGHTS_DOWN : NEAR_WON_FREECELL;
  const checked = readPosition(GAMES[game], text);
  if (!checked.ok) throw new Error(`bad bench position for ${game}: ${checked.error}`);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}?game=${game}&renderer=${RENDERER}&position=${encodeURIComponent(text)}`);
  await waitReady(page);
  await startFrames(page);
  if (game === 'eights-down') {
    // Deal the last card from the stock; the auto-moves take it home (or drag it from the waste).
    const stock = await bounds(page, 's');
    await page.mouse.click(stock.x + stock.w / 2, stock.y + stock.h / 2);
    await page.waitForTimeout(600);
    const won = await page.evaluate(() => (window as BenchWindow).solitaire?.state()?.won ?? false);
    if (!won) {
      const waste = await bounds(page, 'w');
      const home = await bounds(page, 'f8');
      await page.mouse.move(waste.x + waste.w / 2, waste.y + waste.h / 2);
      await page.mouse.down();
      await page.mouse.move(home.x + home.w / 2, home.y + home.h / 2, { steps: 10 });
      await page.mouse.up();
    }
  } else {
    const king = await bounds(page, 't1');
    const cell = await bounds(page, 'c1');
    await page.mouse.move(king.x + king.w / 2, king.y + king.h / 2);
    await page.mouse.down();
    await page.mouse.move(cell.x + cell.w / 2, cell.y + cell.h / 2, { steps: 10 });
    await page.mouse.up();
  }
  await page.waitForTimeout(7000);
  const frames = await stopFrames(page);
  const won = await page.evaluate(() => (window as BenchWindow).solitaire?.state()?.won ?? false);
  await page.close();
  return { frames, won };
}

/** The files the page fetched from the server until it was ready: gzip of each, from the built folder. */
async function loadedBeforeReady(browser: Browser, base: string, dir: string, search: string): Promise<FileSize[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const paths = new Set<string>();
  page.on('response', (r) => {
    if (r.status() === 200 && r.url().startsWith(base)) {
      const path = new URL(r.url()).pathname.slice(1);
      paths.add(path === '' ? 'index.html' : path);
    }
  });
  await page.goto(base + search);
  await page.waitForFunction(
    () => (window as BenchWindow).solitaire?.ready === true || (window as BenchWindow).bare?.ready === true,
    undefined,
    { timeout: 30_000 },
  );
  await page.close();
  return Promise.all([...paths].sort().map((p) => fileSize(dir, decodeURIComponent(p))));
}

const verdict = (ok: boolean): string => (ok ? 'ok' : 'MISSED');

async function main(): Promise<void> {
  if (!noBuild) {
    process.stdout.write('building the game and the bare Phaser page...\n');
    await buildGame();
    await buildBare();
    await buildBareFullPhaser();
  }
  const game = await serveDir(GAME_DIST);
  const bare = await serveDir(BARE_DIST);
  const bareFull = await serveDir(BARE_FULL_DIST);
  const browser = await launchChromium();
  try {
    const dist = await folderSizes(GAME_DIST);
    const distTotal = total(dist);
    const js = total(dist.filter((f) => f.file.endsWith('.js')));
    const firstMove = await loadedBeforeReady(
      browser,
      game.url,
      GAME_DIST,
      `?game=freecell&deal=1&renderer=${RENDERER}`,
    );
    const firstTotal = total(firstMove);
    const bareFiles = await loadedBeforeReady(browser, bare.url, BARE_DIST, `?renderer=${RENDERER}`);
    const bareTotal = total(bareFiles);
    const bareFullTotal = total(
      await loadedBeforeReady(browser, bareFull.url, BARE_FULL_DIST, `?renderer=${RENDERER}`),
    );

    process.stdout.write('\nBundle (gzip -9)\n');
    for (const f of dist.slice(0, 8))
      process.stdout.write(`  ${f.file.padEnd(40)} ${kb(f.raw).padStart(10)} ${kb(f.gzip).padStart(10)}\n`);
    process.stdout.write(
      `  build total: ${kb(distTotal.raw)} raw, ${kb(distTotal.gzip)} gzipped (JS ${kb(js.raw)}, ${kb(js.gzip)})\n`,
    );
    process.stdout.write(
      `  loaded before the first move (${firstMove.length} files): ${kb(firstTotal.raw)} raw, ${kb(firstTotal.gzip)} gzipped ` +
        `(target < ${kb(TARGET.firstMoveGzip)}: ${verdict(firstTotal.gzip < TARGET.firstMoveGzip)})\n`,
    );
    for (const f of firstMove)
      process.stdout.write(`    ${f.file.padEnd(38)} ${kb(f.raw).padStart(10)} ${kb(f.gzip).padStart(10)}\n`);
    process.stdout.write(
      `  bare Phaser page, custom Phaser build: ${kb(bareTotal.raw)} raw, ${kb(bareTotal.gzip)} gzipped\n`,
    );
    process.stdout.write(
      `  bare Phaser page, stock phaser.esm.js: ${kb(bareFullTotal.raw)} raw, ${kb(bareFullTotal.gzip)} gzipped\n`,
    );

    const gameReady: number[] = [];
    const bareReady: number[] = [];
    const bareFullReady: number[] = [];
    for (let i = 0; i < runs; i++) {
      // Interleaved, so that a slow moment of the machine hits every side alike.
      bareReady.push(await timeToReady(browser, `${bare.url}?renderer=${RENDERER}`));
      gameReady.push(await timeToReady(browser, `${game.url}?game=freecell&deal=1&renderer=${RENDERER}`));
      bareFullReady.push(await timeToReady(browser, `${bareFull.url}?renderer=${RENDERER}`));
    }
    const g = stats(gameReady);
    const b = stats(bareReady);
    const bf = stats(bareFullReady);
    const ratio = g.median / b.median;
    process.stdout.write(`\nFirst interactive frame (median of ${runs} loads, ${RENDERER})\n`);
    process.stdout.write(`  game (window.solitaire.ready): ${ms(g.median)} (min ${ms(Math.min(...gameReady))})\n`);
    process.stdout.write(`  bare Phaser page:              ${ms(b.median)} (min ${ms(Math.min(...bareReady))})\n`);
    process.stdout.write(
      `  bare page, stock Phaser build:  ${ms(bf.median)} (min ${ms(Math.min(...bareFullReady))})\n`,
    );
    process.stdout.write(
      `  ratio ${ratio.toFixed(2)} (target <= ${TARGET.readyRatio}: ${verdict(ratio <= TARGET.readyRatio)})\n`,
    );

    const drag = stats(await dragFrames(browser, game.url));
    let cascadeGame: CascadeGame = 'eights-down';
    let cascade = await cascadeFrames(browser, game.url, cascadeGame);
    if (!cascade.won) {
      cascadeGame = 'freecell';
      cascade = await cascadeFrames(browser, game.url, cascadeGame);
    }
    const win = stats(cascade.frames);
    process.stdout.write(`\nFrame times (requestAnimationFrame intervals, ${RENDERER} renderer)\n`);
    const line = (name: string, s: Stats): string =>
      `  ${name.padEnd(28)} median ${ms(s.median)}, p95 ${ms(s.p95)}, max ${ms(s.max)}, ${s.slow}/${s.count} over 20 ms ` +
      `(${verdict(s.median <= TARGET.medianMs + 0.5 && s.p95 < TARGET.p95Ms)})\n`;
    process.stdout.write(line('long drag (4 s)', drag));
    process.stdout.write(line(`win cascade (7 s, ${cascadeGame})${cascade.won ? '' : ' NOT WON'}`, win));
    const bySecond = p95BySecond(cascade.frames).map((v) => v.toFixed(0));
    process.stdout.write(`  win cascade p95 by second:   ${bySecond.join(', ')} ms\n`);
    process.stdout.write(`  targets: median ${TARGET.medianMs} ms (one 60 Hz frame), p95 < ${TARGET.p95Ms} ms\n`);

    const idle = await idleCost(browser, `${game.url}?game=freecell&deal=1&renderer=${RENDERER}`);
    const idleBare = await idleCost(browser, `${bare.url}?renderer=${RENDERER}`);
    const idleLine = (name: string, c: IdleCost): string =>
      `  ${name.padEnd(28)} main thread ${c.busyMsPerSecond.toFixed(0)} ms a second` +
      (c.frames ? `, ${c.frames.drawn.toFixed(1)} of ${c.frames.run.toFixed(1)} frames a second drawn` : '') +
      '\n';
    process.stdout.write(`\nA still screen (5 s untouched, ${RENDERER} renderer)\n`);
    process.stdout.write(idleLine('FreeCell deal 1', idle));
    process.stdout.write(idleLine('bare Phaser page', idleBare));
    const tap = await tapCost(browser, `${game.url}?game=freecell&deal=1&renderer=${RENDERER}`);
    process.stdout.write(
      `\nA tap on the felt of a still table (FreeCell deal 1, 8 taps a second apart, ${RENDERER})\n`,
    );
    process.stdout.write(
      `  a tap draws ${tap.framesPerTap.toFixed(1)} frames: main thread ${tap.mainMsPerTap.toFixed(0)} ms` +
        (tap.chromeMsPerTap === null ? '' : `, all of Chrome's processes ${tap.chromeMsPerTap.toFixed(0)} ms`) +
        ' of CPU a tap, beyond the still screen\n',
    );

    let load: ManyDeals | null = null;
    if (DEALS > 0) {
      load = await manyDeals(browser, game.url, DEALS, RENDERER);
      const row = (name: string, l: Load): string =>
        `  ${name.padEnd(22)} heap ${l.heapMB.toFixed(1)} MB (heap snapshot ${(l.codeMB + l.otherMB).toFixed(1)} MB, ` +
        `of it V8's compiled code ${l.codeMB.toFixed(1)} MB), ${l.census.textures} textures, ${l.census.gameObjects} game objects, ` +
        `${l.nodes} DOM nodes, ${l.listeners} listeners\n`;
      process.stdout.write(
        `\n${load.deals} deals dealt and abandoned in one page (${(load.ms / 1000).toFixed(0)} s, ${RENDERER})\n`,
      );
      process.stdout.write(row('after the first deal', load.before));
      process.stdout.write(row(`after ${Math.ceil(load.deals / 2)}`, load.middle));
      process.stdout.write(row(`after ${load.deals}`, load.after));
    }

    if (json) {
      process.stdout.write(
        `${JSON.stringify(
          {
            bundle: {
              dist: distTotal,
              js,
              firstMove: firstTotal,
              firstMoveFiles: firstMove,
              bare: bareTotal,
              bareStockPhaser: bareFullTotal,
            },
            ready: { game: g, bare: b, bareStockPhaser: bf, ratio },
            frames: { drag, cascade: win, cascadeGame, won: cascade.won },
            idle: { game: idle, bare: idleBare, tap },
            load,
          },
          null,
          2,
        )}\n`,
      );
    }
  } finally {
    await browser.close();
    await game.close();
    await bare.close();
    await bareFull.close();
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`bench-browser: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
