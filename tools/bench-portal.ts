/**
 * The game inside the example portal page (examples/portal.html), from another origin, as a portal's
 * player meets it: what the frame loads before the game says `solitaire:ready` (gzip -9 of each file the
 * browser fetched from the game's origin, from the built folder, as bench-browser.ts counts), and the time
 * from the portal page's start to the `solitaire:ready` message arriving there, median of several loads
 * in fresh browser contexts (nothing cached). README's figures come from here:
 *
 *   npm run bench:portal            (builds the game first, as the browser tests do)
 */
import { buildGame, fileSize, GAME_DIST, kb } from './browser/build';
import { launchChromium } from './browser/chromium';
import { servePortal } from './serve-portal';

const RUNS = 7;
const SEARCH = '?game=freecell&deal=1&renderer=canvas';

type PortalWindow = Window & { messages?: { type: string }[]; readyAt?: number };

async function main(): Promise<void> {
  process.stdout.write('building the game...\n');
  await buildGame();
  const servers = await servePortal(GAME_DIST);
  const browser = await launchChromium();
  const times: number[] = [];
  let gzip = 0;
  let raw = 0;
  let files = 0;
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      // The portal page notes when the game's ready message arrives, on its own clock (0 = its start).
      await context.addInitScript(() => {
        addEventListener('message', (e) => {
          const w = window as PortalWindow;
          if (e.data?.type === 'solitaire:ready' && w.readyAt === undefined) w.readyAt = performance.now();
        });
      });
      const page = await context.newPage();
      const fetched = new Set<string>();
      context.on('response', (r) => {
        if (r.status() === 200 && r.url().startsWith(servers.game.url)) {
          fetched.add(decodeURIComponent(new URL(r.url()).pathname.slice(1)) || 'index.html');
        }
      });
      await page.goto(servers.pageUrl(SEARCH));
      await page.waitForFunction(() => (window as PortalWindow).readyAt !== undefined, undefined, { timeout: 60_000 });
      times.push(await page.evaluate(() => (window as PortalWindow).readyAt ?? Number.NaN));
      if (run === 0) {
        const sizes = await Promise.all([...fetched].map((f) => fileSize(GAME_DIST, f)));
        gzip = sizes.reduce((n, f) => n + f.gzip, 0);
        raw = sizes.reduce((n, f) => n + f.raw, 0);
        files = sizes.length;
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await servers.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  process.stdout.write(
    `In the example portal page (cross-origin iframe, 960x640, Canvas, FreeCell deal 1):\n` +
      `  loaded before solitaire:ready: ${files} files, ${kb(gzip)} gzipped (${kb(raw)} raw)\n` +
      `  portal page start to solitaire:ready: median ${median.toFixed(0)} ms of ${RUNS} loads ` +
      `(min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)})\n`,
  );
}

await main();
