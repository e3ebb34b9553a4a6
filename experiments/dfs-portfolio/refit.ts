import { readFileSync, writeFileSync } from 'node:fs';
import { dealPosition, rulesFor } from '../../src/engine';
import { solve } from '../../src/engine/solver';
import { ScanPortfolio } from '../../src/engine/solver/open-core/portfolio';
import type { ScanOrder } from '../../src/engine/solver/open-core/scan';
import type { ScanPlan } from '../../src/engine/solver/plans';
import type { State } from '../../src/engine/state';
import { dealerOf } from '../../tools/bench/dealer';
import { POOL } from './pool';

// FreeCell's scans (plans.ts, FREECELL_SCANS) refitted for where solve() runs them: after the first
// flavour's first 1,000 positions, on the deals it has not won, the scans that try every kind
// sharing one set (open-core/portfolio.ts). Throwaway.
//   --hard A B OUT: the deals of A..B that solve() does not win within 1,000 positions (the first
//     flavour's first turn), comma-separated into OUT (alone.ts --deals OUT builds their tables).
//   --fit F1,F2 --test F3 [--scale 1,2] [--drop sH] [--turn 500,1000]: src's ScanPortfolio (the
//     shared set and all, from each deal's start) with schedules/g3bf300.json's scans and prelude,
//     its quotas scaled, scans dropped (`--drop -` none), turns of each size; positions, CPU, and
//     the mean length of the packed lines (safe auto-moves in, before solve()'s shortening) on both
//     lists (11982, lost, left out).

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const deal = dealerOf({ dealPosition, rulesFor }, 'freecell');

const hard = arg('hard');
if (hard) {
  const [from, to, out] = [
    Number(hard),
    Number(process.argv[process.argv.indexOf('--hard') + 2]),
    process.argv[process.argv.indexOf('--hard') + 3] as string,
  ];
  const found: number[] = [];
  for (let n = from; n <= to; n++) if (solve(deal(n), { maxStates: 1000 }).status !== 'solved') found.push(n);
  console.log(`${found.length} of ${to - from + 1} not won within 1,000 positions`);
  writeFileSync(out, found.join(','));
} else {
  const dealsOf = (files: string): State[] =>
    files
      .split(',')
      .flatMap((f) => readFileSync(f, 'utf8').split(',').map(Number))
      .filter((n) => n !== 11982)
      .map(deal);
  const orderOf = (name: string): ScanOrder => {
    const p = POOL.find((x) => x.name === name);
    if (!p) throw new Error(`no scan ${name}`);
    return {
      kinds: p.order,
      ...(p.deeper ? { deeper: p.deeper } : {}),
      ...(p.seed !== undefined ? { seed: p.seed } : {}),
    };
  };
  const base = JSON.parse(readFileSync('experiments/dfs-portfolio/schedules/g3bf300.json', 'utf8')) as {
    scans: string[];
    prelude: [string, number][];
  };
  const run = (plan: ScanPlan, deals: readonly State[], cap: number): string => {
    let positions = 0;
    let moves = 0;
    let won = 0;
    const c0 = process.cpuUsage();
    for (const d of deals) {
      const p = new ScanPortfolio(d, plan);
      let st = null;
      while (st === null) st = p.step(1 << 20, { maxStates: cap });
      positions += p.states;
      if (st === 'solved') {
        won++;
        moves += p.winningLine.length;
      }
      p.release();
    }
    const c = process.cpuUsage(c0);
    return `${positions} positions, ${((c.user + c.system) / 1e6).toFixed(2)} s, won ${won}, line ${(moves / won).toFixed(2)}`;
  };
  const fit = dealsOf(arg('fit') ?? 'tmp/hard-32001-64000.txt');
  const test = dealsOf(arg('test') ?? 'tmp/hard-1-32000.txt');
  for (const drop of (arg('drop') ?? '-').split(','))
    for (const k of (arg('scale') ?? '1').split(',').map(Number))
      for (const turn of (arg('turn') ?? '500').split(',').map(Number)) {
        const names = base.scans.filter((n) => n !== 'bf' && n !== drop);
        const orders = new Map(names.map((n) => [n, orderOf(n)]));
        const plan: ScanPlan = {
          firstFlavour: 1000,
          scans: names.map((n) => orders.get(n) as ScanOrder),
          prelude: base.prelude
            .filter(([n]) => orders.has(n))
            .map(([n, q]) => [orders.get(n) as ScanOrder, Math.round(q * k)] as const),
          turn,
        };
        console.log(
          `drop ${drop}, prelude x${k}, turn ${turn}: fit ${run(plan, fit, 100_000)} | test ${run(plan, test, 300_000)}`,
        );
      }
}
