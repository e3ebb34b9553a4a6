import type { State } from '../../src/engine/state';
import { microsoftDeal } from '../../tools/fc-solve';
import { POOL } from './pool';
import { type PortfolioSpec, runPortfolio } from './portfolio';

// Per deal CPU against positions (a least-squares line: a fixed cost a deal, a cost a position) for
// the best-first first flavour alone and for one scan alone, on deals A..B to a cap. Each deal is
// run REPS times in a row between two readings of process.cpuUsage (whose call costs a microsecond or two).
//   nice -n 5 npx tsx experiments/dfs-portfolio/fixed-cost.ts --from 1 --to 2000 --cap 300
function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const from = Number(arg('from') ?? 1);
const to = Number(arg('to') ?? 2000);
const cap = Number(arg('cap') ?? 300);
const REPS = 5;
const deals: State[] = [];
for (let n = from; n <= to; n++) deals.push(microsoftDeal(n));
const dive8 = POOL.find((s) => s.name === 'dive8');
if (!dive8) throw new Error('no dive8');
const specs: PortfolioSpec[] = [
  { name: 'bf', scans: [], prelude: [[-1, cap]], step: cap, shared: false },
  { name: 'dive8', scans: [dive8], prelude: [], step: cap, shared: false },
];
for (const spec of specs) {
  for (const d of deals.slice(0, 300)) runPortfolio(d, spec, cap);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const d of deals) {
    const t = process.cpuUsage();
    let p = 0;
    for (let r = 0; r < REPS; r++) p = runPortfolio(d, spec, cap).positions;
    const u = process.cpuUsage(t);
    xs.push(p);
    ys.push((u.user + u.system) / REPS);
  }
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += ((xs[i] as number) - mx) * ((ys[i] as number) - my);
    sxx += ((xs[i] as number) - mx) ** 2;
  }
  const b = sxy / sxx;
  const a = my - b * mx;
  console.log(
    `${spec.name} to ${cap}: mean ${mx.toFixed(1)} positions, ${my.toFixed(1)} us a deal; fit: ${a.toFixed(1)} us a deal + ${b.toFixed(3)} us a position`,
  );
}
