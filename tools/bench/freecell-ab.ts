import { solve as solveNow } from '../../src/engine/solver';
import { parseArgs, runMain, stringFlag, wholeFlags } from '../args';
import { microsoftDeal } from '../fc-solve';

// `npx tsx tools/bench/freecell-ab.ts --before tmp/before [--from 1] [--to 8000] [--block 200]`
// The solver as it is beside an earlier copy of it, on the same FreeCell deals, in one run: blocks
// of deals taken in turn by each (which goes first alternates), so that a machine shared with
// others loads both alike. Prints each one's CPU time, positions, verdicts and mean line length.
// The copy is a directory holding `src/` inside this checkout (tmp/ is ignored), for example
// `mkdir -p tmp/before && git archive HEAD~1 src | tar -x -C tmp/before`: a module from outside
// the checkout is loaded by tsx's CommonJS path, at about half the speed.

type Solve = typeof solveNow;

interface Tally {
  cpuS: number;
  states: number;
  moves: number;
  solved: number;
  lost: number[];
  unknown: number[];
}

function runBlock(solve: Solve, from: number, to: number, t: Tally): void {
  const cpu0 = process.cpuUsage();
  for (let deal = from; deal <= to; deal++) {
    const res = solve(microsoftDeal(deal), { maxMs: 600_000, maxStates: 3_000_000 });
    t.states += res.states;
    if (res.status === 'solved') {
      t.solved++;
      t.moves += res.moves.length;
    } else (res.status === 'unsolvable' ? t.lost : t.unknown).push(deal);
  }
  const cpu = process.cpuUsage(cpu0);
  t.cpuS += (cpu.user + cpu.system) / 1e6;
}

function report(name: string, t: Tally): string {
  const us = ((1e6 * t.cpuS) / t.states).toFixed(2);
  const mean = (t.moves / t.solved).toFixed(2);
  return `${name}: ${t.cpuS.toFixed(2)} s CPU, ${t.states.toLocaleString('en')} positions (${us} us each); solved ${t.solved} (mean length ${mean}), proven lost [${t.lost.join(', ')}], unknown [${t.unknown.join(', ')}]`;
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv, ['before', 'from', 'to', 'block'], []);
  if (!parsed.ok) {
    process.stderr.write(`error: ${parsed.error}\n`);
    return 2;
  }
  const before = stringFlag(parsed.args, 'before');
  const flags = wholeFlags(parsed.args, { from: { fallback: 1 }, to: { fallback: 8000 }, block: { fallback: 200 } });
  if (!before || !flags.ok) {
    process.stderr.write(`error: ${flags.ok ? '--before DIR (a copy holding src/) is needed' : flags.error}\n`);
    return 2;
  }
  const { from, to, block } = flags.values;
  const old = (await import(`${process.cwd()}/${before}/src/engine/solver/index.ts`)) as { solve: Solve };
  const tallies = [0, 1].map((): Tally => ({ cpuS: 0, states: 0, moves: 0, solved: 0, lost: [], unknown: [] }));
  const solvers: Solve[] = [old.solve, solveNow];
  for (let a = from, k = 0; a <= to; a += block, k++) {
    const b = Math.min(to, a + block - 1);
    for (const i of k % 2 === 0 ? [0, 1] : [1, 0]) runBlock(solvers[i] as Solve, a, b, tallies[i] as Tally);
  }
  process.stdout.write(`deals ${from}..${to}, blocks of ${block} in turn:\n`);
  process.stdout.write(`  ${report('before', tallies[0] as Tally)}\n  ${report('now', tallies[1] as Tally)}\n`);
  return 0;
}

runMain(main);
