/**
 * The soak (`npm run soak -- --game ID --actions N --seed S [--renderer canvas|webgl]`): builds the
 * game (skip with --no-build), serves it under its content-security policy, and lets a seeded
 * monkey player loose on it in Debian's chromium (tools/soak/run.ts). `--game all` soaks every
 * game in turn (`--game a,b` some of them). Prints actions run, checks passed, failures found and
 * frames over 50 ms; exits 1 on any failure.
 *
 * `--pages N` plays N runs at once, each in a page of its own in the one browser (tools/soak/pool.ts):
 * a page mostly waits (input acks, frames, animations), so on two cores 2 or 3 pages play more
 * actions a second than one. Each run plays with the animation setting its game and seed choose
 * (tools/soak/motion.ts); `--motion normal|fast|off|slow|reduced` plays every run with one.
 *
 * The long figure is gathered run by run (tools/soak/log.ts): `--seeds A..B` runs each seed in turn,
 * `--log` appends each run, with the commit its build was made from, to results/soak/GAME-RENDERER.tsv
 * (committed to git, so the figure outlives a checkout; `--results DIR` for another folder) and
 * skips the seeds already there, and `--summary` adds up the logs. `--trace` prints every action with the time it took. The soak builds into a folder of
 * its own, so the browser tests' builds never swap the files under a long run (`--dist DIR` for
 * another, to run two soaks at once). WebGL runs on Mesa's llvmpipe where it is installed
 * (`--gl swiftshader` for Chrome's own software GL, several times slower here).
 */

import { join } from 'node:path';
import { GAME_IDS } from '../src/engine';
import { parseArgs } from './args';
import { buildGame, builtCommit, REPO } from './browser/build';
import { launchChromiumGl } from './browser/chromium';
import { GAME_HEADERS, serveDir } from './serve-dist';
import { appendRun, logFiles, logPath, readRuns, totals, totalsText } from './soak/log';
import { isMotion, MOTIONS } from './soak/motion';
import { inLanes } from './soak/pool';
import { type SoakReport, soak } from './soak/run';

const SOAK_DIST = join(REPO, 'node_modules', '.cache', 'soak-game');

function fail(message: string): never {
  process.stderr.write(`soak: ${message}\n`);
  process.exit(2);
}

function report(r: SoakReport): string {
  const perS = r.actions / (r.ms / 1000);
  return (
    `${r.game.padEnd(16)} ${r.renderer.padEnd(7)} seed ${r.seed} (${r.motion}): ${r.actions} actions (${perS.toFixed(1)}/s), ` +
    `${r.checks} checks, ${r.failures.length} errors, ${r.slowFrames} frames over 50 ms, ${(r.ms / 1000).toFixed(0)} s`
  );
}

/** `--seed S` or `--seeds A..B`: the seeds to run, in order. */
function seedsOf(flags: ReadonlyMap<string, string | true>): number[] {
  const range = flags.get('seeds');
  if (typeof range === 'string') {
    const m = /^(\d+)\.\.(\d+)$/.exec(range);
    const [from, to] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
    if (!m || from < 1 || to < from) fail('--seeds takes a range of whole numbers from 1, such as 1..17');
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  }
  const seed = Number(flags.get('seed') ?? 1);
  if (!Number.isInteger(seed) || seed < 1) fail('--seed needs a whole number from 1');
  return [seed];
}

function summary(dir: string): void {
  const files = logFiles(dir);
  if (files.length === 0) fail(`no soak logs in ${dir}`);
  for (const [label, path] of files) {
    const { runs, bad } = readRuns(path);
    process.stdout.write(`${totalsText(label, totals(runs))}\n`);
    if (bad.length > 0) process.stdout.write(`  ${path}: lines ${bad.join(', ')} are not runs; not counted\n`);
  }
}

async function main(): Promise<void> {
  const parsed = parseArgs(
    process.argv.slice(2),
    ['game', 'actions', 'seed', 'seeds', 'renderer', 'results', 'dist', 'gl', 'pages', 'motion'],
    ['no-build', 'quiet', 'log', 'summary', 'trace'],
  );
  if (!parsed.ok) fail(parsed.error);
  const { flags } = parsed.args;
  const results = String(flags.get('results') ?? 'results/soak');
  if (flags.get('summary') === true) return summary(results);
  const gameArg = String(flags.get('game') ?? 'freecell');
  const games = gameArg === 'all' ? [...GAME_IDS] : gameArg.split(',');
  for (const g of games) if (!(GAME_IDS as readonly string[]).includes(g)) fail(`unknown game ${g}`);
  const actions = Number(flags.get('actions') ?? 500);
  const seeds = seedsOf(flags);
  const renderer = String(flags.get('renderer') ?? 'canvas');
  if (!Number.isInteger(actions) || actions < 1) fail('--actions needs a whole number');
  if (renderer !== 'canvas' && renderer !== 'webgl') fail('--renderer is canvas or webgl');
  const log = flags.get('log') === true;
  const dist = String(flags.get('dist') ?? SOAK_DIST);
  if (flags.get('no-build') !== true) {
    process.stdout.write('building the game...\n');
    await buildGame(dist);
  }
  const commit = await builtCommit(dist);
  const server = await serveDir(dist, { headers: GAME_HEADERS });
  const gl = String(flags.get('gl') ?? 'llvmpipe');
  if (gl !== 'llvmpipe' && gl !== 'swiftshader') fail('--gl is llvmpipe or swiftshader');
  // llvmpipe for WebGL only: it slows Canvas pages.
  const launched = await launchChromiumGl(renderer === 'webgl' ? gl : 'swiftshader');
  const browser = launched.browser;
  if (renderer === 'webgl') {
    if (launched.gl !== gl) process.stdout.write(`no ${gl} here: WebGL runs on ${launched.gl}\n`);
    process.stdout.write(`WebGL: ${launched.renderer ?? 'none'}\n`);
  }
  const quiet = flags.get('quiet') === true;
  const pages = Number(flags.get('pages') ?? 1);
  if (!Number.isInteger(pages) || pages < 1) fail('--pages needs a whole number from 1');
  const motionArg = String(flags.get('motion') ?? 'mixed');
  if (motionArg !== 'mixed' && !isMotion(motionArg)) fail(`--motion is mixed or one of ${MOTIONS.join(', ')}`);
  const motion = isMotion(motionArg) ? motionArg : undefined;
  const jobs: { game: string; seed: number; path: string }[] = [];
  for (const game of games) {
    const path = logPath(results, game, renderer);
    const logged = new Set(log ? readRuns(path).runs.map((r) => r.seed) : []);
    for (const seed of seeds) {
      if (logged.has(seed)) process.stdout.write(`${game} ${renderer} seed ${seed}: in ${path} already, skipped\n`);
      else jobs.push({ game, seed, path });
    }
  }
  const reports: SoakReport[] = [];
  const started = Date.now();
  try {
    await inLanes(jobs, pages, async ({ game, seed, path }) => {
      // With several pages at once, each line says whose it is.
      const tag = pages > 1 ? `[${game} ${seed}] ` : '';
      const r = await soak({
        browser,
        base: server.url,
        game,
        actions,
        seed,
        renderer,
        ...(motion ? { motion } : {}),
        trace: flags.get('trace') === true,
        log: (line) => {
          if (!quiet || line.startsWith('FAIL')) process.stdout.write(`${tag}${line}\n`);
        },
      });
      reports.push(r);
      process.stdout.write(`${report(r)}\n`);
      if (log) {
        appendRun(path, game, renderer, {
          seed,
          actions: r.actions,
          checks: r.checks,
          errors: r.failures.length,
          slowFrames: r.slowFrames,
          seconds: r.ms / 1000,
          commit,
          date: new Date().toISOString(),
          motion: r.motion,
        });
      }
      if (!quiet) {
        const by = Object.entries(r.msByAction).sort((a, b) => b[1] - a[1]);
        const slow = r.slowest.map((a) => `${a.what} (${(a.ms / 1000).toFixed(1)} s)`);
        process.stdout.write(
          `${tag}  time by action: ${by.map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`).join(', ')}\n` +
            `${tag}  slowest: ${slow.join(' | ')}\n`,
        );
      }
    });
  } finally {
    await browser.close();
    await server.close();
  }
  const errors = reports.reduce((n, r) => n + r.failures.length, 0);
  const total = reports.reduce((n, r) => n + r.actions, 0);
  const seconds = (Date.now() - started) / 1000;
  if (reports.length > 1)
    process.stdout.write(
      `all: ${total} actions, ${errors} errors, ${seconds.toFixed(0)} s (${(total / seconds).toFixed(2)}/s)\n`,
    );
  process.exit(errors > 0 ? 1 : 0);
}

main().catch((e: unknown) => {
  process.stderr.write(`soak: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(2);
});
