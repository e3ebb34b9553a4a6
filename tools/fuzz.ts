/**
 * Engine fuzz at scale (`npm run fuzz -- --game ID --actions N [--seed S]`, `--game all` for every
 * game): random legal and illegal moves, undo, redo, restart, save and reload, with card
 * conservation checked after each action (tools/fuzz/engine-fuzz.ts). Prints the counts; exits 1
 * on any failure.
 */
import { GAME_IDS, type GameId } from '../src/engine';
import { parseArgs } from './args';
import { fuzzEngine } from './fuzz/engine-fuzz';

function fail(message: string): never {
  process.stderr.write(`fuzz: ${message}\n`);
  process.exit(2);
}

const parsed = parseArgs(process.argv.slice(2), ['game', 'actions', 'seed'], []);
if (!parsed.ok) fail(parsed.error);
const { flags } = parsed.args;
const gameArg = String(flags.get('game') ?? 'all');
const games: GameId[] = gameArg === 'all' ? [...GAME_IDS] : [gameArg as GameId];
for (const g of games) if (!(GAME_IDS as readonly string[]).includes(g)) fail(`unknown game ${g}`);
const actions = Number(flags.get('actions') ?? 1_000_000);
const seed = Number(flags.get('seed') ?? 1);
if (!Number.isInteger(actions) || actions < 1) fail('--actions needs a whole number');
if (!Number.isInteger(seed) || seed < 1) fail('--seed needs a whole number from 1');

let failed = 0;
for (const game of games) {
  const t0 = performance.now();
  const { counts: c, failures } = fuzzEngine(game, actions, seed);
  const s = (performance.now() - t0) / 1000;
  process.stdout.write(
    `${game.padEnd(16)} ${c.actions.toLocaleString('en')} actions, conservation checked after each, in ${s.toFixed(1)} s: ` +
      `${c.legal.toLocaleString('en')} legal moves, ${c.random.toLocaleString('en')} random (${c.refused.toLocaleString('en')} refused), ` +
      `${c.undos.toLocaleString('en')} undos, ${c.redos.toLocaleString('en')} redos, ${c.restarts.toLocaleString('en')} restarts, ` +
      `${c.reloads.toLocaleString('en')} save+reloads, ${c.deals.toLocaleString('en')} deals, ${c.wins} wins; ${failures.length} failures\n`,
  );
  for (const f of failures) process.stdout.write(`  FAIL ${f}\n`);
  failed += failures.length;
}
process.exit(failed > 0 ? 1 : 0);
