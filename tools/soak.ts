/**
 * The soak (`npm run soak -- --game ID --actions N --seed S [--renderer canvas|webgl]`): builds the
 * game (skip with --no-build), serves it under its content-security policy, and lets a seeded
 * monkey player loose on it in Debian's chromium (tools/soak/run.ts). `--game all` soaks every
 * game in turn. Prints actions run, checks passed, failures found and frames over 50 ms; exits 1
 * on any failure.
 */
import { GAME_IDS } from '../src/engine';
import { parseArgs } from './args';
import { buildGame, GAME_DIST } from './browser/build';
import { launchChromium } from './browser/chromium';
import { GAME_HEADERS, serveDir } from './serve-dist';
import { type SoakReport, soak } from './soak/run';

function fail(message: string): never {
  process.stderr.write(`soak: ${message}\n`);
  process.exit(2);
}

function report(r: SoakReport): string {
  const perS = r.actions / (r.ms / 1000);
  return (
    `${r.game.padEnd(16)} ${r.renderer.padEnd(7)} seed ${r.seed}: ${r.actions} actions (${perS.toFixed(1)}/s), ` +
    `${r.checks} checks, ${r.failures.length} errors, ${r.slowFrames} frames over 50 ms, ${(r.ms / 1000).toFixed(0)} s`
  );
}

async function main(): Promise<void> {
  const parsed = parseArgs(process.argv.slice(2), ['game', 'actions', 'seed', 'renderer'], ['no-build', 'quiet']);
  if (!parsed.ok) fail(parsed.error);
  const { flags } = parsed.args;
  const gameArg = String(flags.get('game') ?? 'freecell');
  const games = gameArg === 'all' ? [...GAME_IDS] : [gameArg];
  for (const g of games) if (!(GAME_IDS as readonly string[]).includes(g)) fail(`unknown game ${g}`);
  const actions = Number(flags.get('actions') ?? 500);
  const seed = Number(flags.get('seed') ?? 1);
  const renderer = String(flags.get('renderer') ?? 'canvas');
  if (!Number.isInteger(actions) || actions < 1) fail('--actions needs a whole number');
  if (!Number.isInteger(seed) || seed < 1) fail('--seed needs a whole number from 1');
  if (renderer !== 'canvas' && renderer !== 'webgl') fail('--renderer is canvas or webgl');
  if (flags.get('no-build') !== true) {
    process.stdout.write('building the game...\n');
    await buildGame();
  }
  const server = await serveDir(GAME_DIST, { headers: GAME_HEADERS });
  const browser = await launchChromium();
  const quiet = flags.get('quiet') === true;
  const reports: SoakReport[] = [];
  try {
    for (const game of games) {
      const r = await soak({
        browser,
        base: server.url,
        game,
        actions,
        seed,
        renderer,
        log: (line) => {
          if (!quiet || line.startsWith('FAIL')) process.stdout.write(`${line}\n`);
        },
      });
      reports.push(r);
      process.stdout.write(`${report(r)}\n`);
      if (!quiet) {
        const by = Object.entries(r.msByAction).sort((a, b) => b[1] - a[1]);
        process.stdout.write(`  time by action: ${by.map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`).join(', ')}\n`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const errors = reports.reduce((n, r) => n + r.failures.length, 0);
  const total = reports.reduce((n, r) => n + r.actions, 0);
  if (reports.length > 1) process.stdout.write(`all: ${total} actions, ${errors} errors\n`);
  process.exit(errors > 0 ? 1 : 0);
}

main().catch((e: unknown) => {
  process.stderr.write(`soak: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(2);
});
