import { dealPosition, isGameId, rulesFor } from '../../src/engine';
import { solve as solveNow } from '../../src/engine/solver';
import { badInput, mustBeOk, parseArgs, runMain, stringFlag, wholeFlags } from '../args';
import { cpuSecondsSince } from '../cpu-time';
import type { Budget } from './deal-tally';
import { type Deal, dealerOf } from './dealer';

// `npx tsx tools/bench/solver-ab.ts --before tmp/before [--after tmp/after] [--game freecell] [--from 1] [--to 8000] [--block 200] [--max-states 3000000] [--max-ms 600000] [--deals 4,12,30]`
// The solver as it is beside an earlier copy of it, on the same deals of one game, in one run:
// blocks of deals taken in turn by each (which goes first alternates), so that a machine shared
// with others loads both alike. Prints each one's CPU time, positions, verdicts and mean line
// length (`--max-ms` gives each solve a time budget too, as the win rates of the Busy Aces family
// have; `--deals` takes a list of deals in place of --from..--to). Each copy deals with its own engine (FreeCell's and Baker's Game's are Microsoft's).
// The copy is a directory holding `src/` inside this checkout (tmp/ is ignored), for example
// `mkdir -p tmp/before && git archive HEAD~1 src | tar -x -C tmp/before`: a module from outside
// the checkout is loaded by tsx's CommonJS path, at about half the speed. `--after DIR` loads the
// "now" side from such a copy too (two copies compared, neither this checkout's).

type Solve = typeof solveNow;
type Engine = { dealPosition: typeof dealPosition; rulesFor: typeof rulesFor };

interface Tally {
  cpuS: number;
  states: number;
  moves: number;
  solved: number;
  lost: number[];
  unknown: number[];
}

function runBlock(solve: Solve, deal: Deal, deals: readonly number[], budget: Budget, t: Tally): void {
  const cpu0 = process.cpuUsage();
  for (const n of deals) {
    const res = solve(deal(n), budget);
    t.states += res.states;
    if (res.status === 'solved') {
      t.solved++;
      t.moves += res.moves.length;
    } else (res.status === 'unsolvable' ? t.lost : t.unknown).push(n);
  }
  t.cpuS += cpuSecondsSince(cpu0);
}

function report(name: string, t: Tally): string {
  const us = ((1e6 * t.cpuS) / t.states).toFixed(2);
  const mean = (t.moves / t.solved).toFixed(2);
  return `${name}: ${t.cpuS.toFixed(2)} s CPU, ${t.states.toLocaleString('en')} positions (${us} us each); solved ${t.solved} (mean length ${mean}), proven lost [${t.lost.join(', ')}], unknown [${t.unknown.join(', ')}]`;
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseArgs(
    argv,
    ['before', 'after', 'game', 'from', 'to', 'block', 'max-states', 'max-ms', 'deals'],
    [],
  );
  mustBeOk(parsed);
  const before = stringFlag(parsed.args, 'before');
  const game = stringFlag(parsed.args, 'game') ?? 'freecell';
  const flags = wholeFlags(parsed.args, {
    from: { fallback: 1 },
    to: { fallback: 8000 },
    block: { fallback: 200 },
    'max-states': { fallback: 3_000_000 },
    'max-ms': { fallback: 600_000 },
  });
  mustBeOk(flags);
  if (!before) badInput('--before DIR (a copy holding src/) is needed');
  if (!isGameId(game) || game === 'klondike') badInput(`--game ${game}: not a game of this solver`);
  const { from, to, block, 'max-states': maxStates, 'max-ms': maxMs } = flags.values;
  const listed = stringFlag(parsed.args, 'deals');
  const deals = listed ? listed.split(',').map(Number) : Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (deals.some((n) => !Number.isInteger(n) || n < 1)) badInput('--deals takes deal numbers separated by commas');
  const budget = { maxStates, maxMs };
  const old = await copyAt(before);
  const after = stringFlag(parsed.args, 'after');
  const now = after ? await copyAt(after) : { solve: solveNow, engine: { dealPosition, rulesFor } };
  const tallies = [blankTally(), blankTally()];
  const solvers: Solve[] = [old.solve, now.solve];
  const dealers: Deal[] = [dealerOf(old.engine, game), dealerOf(now.engine, game)];
  for (let a = 0, k = 0; a < deals.length; a += block, k++) {
    const part = deals.slice(a, a + block);
    for (const i of k % 2 === 0 ? [0, 1] : [1, 0])
      runBlock(solvers[i] as Solve, dealers[i] as Deal, part, budget, tallies[i] as Tally);
  }
  const which = listed ? `deals ${listed}` : `deals ${from}..${to}`;
  process.stdout.write(
    `${game} ${which} at ${maxStates.toLocaleString('en')} positions and ${maxMs.toLocaleString('en')} ms, blocks of ${block} in turn:\n`,
  );
  process.stdout.write(`  ${report('before', tallies[0] as Tally)}\n  ${report('now', tallies[1] as Tally)}\n`);
  return 0;
}

function blankTally(): Tally {
  return { cpuS: 0, states: 0, moves: 0, solved: 0, lost: [], unknown: [] };
}

/** The solver and the engine of a copy holding `src/` at `dir` (inside this checkout). */
async function copyAt(dir: string): Promise<{ solve: Solve; engine: Engine }> {
  const root = `${process.cwd()}/${dir}/src/engine`;
  const { solve } = (await import(`${root}/solver/index.ts`)) as { solve: Solve };
  const engine = (await import(`${root}/index.ts`)) as Engine;
  return { solve, engine };
}

runMain(main);
