import { dealPosition, isGameId, rulesFor } from '../../src/engine';
import { solve } from '../../src/engine/solver';
import { badInput, mustBeOk, parseArgs, runMain, stringFlag, wholeFlags } from '../args';
import { threadCpuClock } from '../thread-cpu';
import { type Budget, dealsFrom, emptyTally, type ListTally, solveCounted, summary } from './deal-tally';

// `npx tsx tools/bench/deal-list.ts --game penta --deals 28,34,61 [--deals-file FILE] [--max-ms 10000] [--max-states 3000000] [--quiet]`
// Solves a list of deals of one game, each within a budget read from this thread's CPU clock (as
// `npm run winrates -- --clock cpu` reads it), and prints each deal's outcome and the totals: won,
// proven lost, undecided, positions, CPU seconds. Made to try a solver change on a sample of the
// deals a win-rate run left undecided (and on a sample it decided, to see that none is lost) without
// rerunning the run. `--deals-file` holds deal numbers, one a line (or separated by commas).

/** Solves `deals` of `game` in turn, each within `budget` of this thread's CPU time; `each` hears every deal's outcome. */
export function solveList(
  game: string,
  deals: readonly number[],
  budget: Budget,
  each?: (deal: number, status: string, states: number, ms: number) => void,
): ListTally {
  if (!isGameId(game) || game === 'klondike') throw new Error(`--game ${game}: not a game of this solver`);
  const r = rulesFor(game);
  if (!r.ok) throw new Error(r.error);
  const clock = threadCpuClock();
  if (!clock) throw new Error('this system does not give a thread its CPU time');
  const t = emptyTally();
  for (const n of deals) {
    const d = dealPosition(r.rules, n);
    if (!d.ok) throw new Error(d.error);
    const res = solveCounted(solve, d.state, n, budget, clock, t);
    each?.(n, res.status, res.states, res.ms);
  }
  return t;
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv, ['game', 'deals', 'deals-file', 'max-ms', 'max-states'], ['quiet']);
  mustBeOk(parsed);
  const game = stringFlag(parsed.args, 'game') ?? 'penta';
  const flags = wholeFlags(parsed.args, {
    'max-ms': { fallback: 10_000 },
    'max-states': { fallback: 3_000_000 },
  });
  mustBeOk(flags);
  const deals = dealsFrom(stringFlag(parsed.args, 'deals'), stringFlag(parsed.args, 'deals-file'));
  if (deals.length === 0 || deals.some((n) => !Number.isInteger(n) || n < 1))
    badInput('--deals or --deals-file: deal numbers, whole and at least 1');
  const quiet = parsed.args.flags.has('quiet');
  const budget = { maxMs: flags.values['max-ms'], maxStates: flags.values['max-states'] };
  const t = solveList(game, deals, budget, (n, status, states, ms) => {
    if (!quiet) process.stdout.write(`${n}\t${status}\t${states}\t${ms}\n`);
  });
  process.stdout.write(
    `${game}, ${deals.length} deals at ${budget.maxMs} ms CPU and ${budget.maxStates} positions: ${summary(t)}\n`,
  );
  return 0;
}

runMain(main);
