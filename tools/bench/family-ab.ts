import { dealPosition, isGameId, rulesFor } from '../../src/engine';
import { solve as solveNow } from '../../src/engine/solver';
import { badInput, mustBeOk, parseArgs, runMain, stringFlag, wholeFlags } from '../args';
import { threadCpuClock } from '../thread-cpu';
import { emptyTally, type ListTally, solveCounted, summary } from './deal-tally';
import { type Deal, dealerOf } from './dealer';

// `npx tsx tools/bench/family-ab.ts --before tmp/before --game fours-up --deals 16,19,20 [--max-ms 5000] [--max-states 20000000]`
// The solver as it is beside an earlier copy of it on a list of deals of one game, with the budget
// the win rates of the Busy Aces family have: `--max-ms` of the thread's CPU time (as `npm run
// winrates` counts it), so a machine shared with others leaves the verdicts alone. The two take
// each deal in turn, which goes first alternating deal by deal. Prints each deal whose verdict
// differs, then each one's CPU time, positions and verdicts. The copy is a directory holding
// `src/` inside this checkout, as for solver-ab.ts (`git archive HEAD src | tar -x -C tmp/before`).

type Solve = typeof solveNow;

async function main(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv, ['before', 'game', 'deals', 'max-states', 'max-ms'], []);
  mustBeOk(parsed);
  const before = stringFlag(parsed.args, 'before');
  const game = stringFlag(parsed.args, 'game') ?? 'fours-up';
  const listed = stringFlag(parsed.args, 'deals');
  const flags = wholeFlags(parsed.args, {
    'max-states': { fallback: 20_000_000 },
    'max-ms': { fallback: 5000 },
  });
  const clock = threadCpuClock();
  mustBeOk(flags);
  if (!clock) badInput('this system gives no thread CPU time');
  if (!before || !listed) badInput('--before DIR and --deals N,N,... are needed');
  if (!isGameId(game) || game === 'klondike') badInput(`--game ${game}: not a game of this solver`);
  const deals = listed.split(',').map(Number);
  if (deals.some((n) => !Number.isInteger(n) || n < 1)) badInput('--deals takes deal numbers separated by commas');
  const { 'max-states': maxStates, 'max-ms': maxMs } = flags.values;
  const root = `${process.cwd()}/${before}/src/engine`;
  const old = (await import(`${root}/solver/index.ts`)) as { solve: Solve };
  const oldEngine = (await import(`${root}/index.ts`)) as {
    dealPosition: typeof dealPosition;
    rulesFor: typeof rulesFor;
  };
  const solvers: Solve[] = [old.solve, solveNow];
  const dealers: Deal[] = [dealerOf(oldEngine, game), dealerOf({ dealPosition, rulesFor }, game)];
  const tallies = [emptyTally(), emptyTally()];
  for (const [k, n] of deals.entries()) {
    const verdicts: string[] = [];
    for (const i of k % 2 === 0 ? [0, 1] : [1, 0]) {
      const solver = solvers[i] as Solve;
      const res = solveCounted(
        solver,
        (dealers[i] as Deal)(n),
        n,
        { maxStates, maxMs },
        clock,
        tallies[i] as ListTally,
      );
      verdicts[i] = `${res.status} ${res.states} ${(res.ms / 1000).toFixed(1)} s`;
    }
    if (verdicts[0]?.split(' ')[0] !== verdicts[1]?.split(' ')[0])
      process.stdout.write(`deal ${n}: before ${verdicts[0]}; now ${verdicts[1]}\n`);
  }
  process.stdout.write(
    `${game} deals ${listed} at ${maxStates.toLocaleString('en')} positions and ${maxMs.toLocaleString('en')} ms of CPU, deal by deal in turn:\n`,
  );
  const [before0, now] = tallies as [ListTally, ListTally];
  process.stdout.write(`  before: ${summary(before0)}; lost [${before0.lost.join(',')}]\n`);
  process.stdout.write(`  now: ${summary(now)}; lost [${now.lost.join(',')}]\n`);
  return 0;
}

runMain(main);
