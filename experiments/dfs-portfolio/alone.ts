import { readFileSync, writeFileSync } from 'node:fs';
import type { State } from '../../src/engine/state';
import { microsoftDeal } from '../../tools/fc-solve';
import { POOL as ALL } from './pool';
import { runPortfolio } from './portfolio';

// Each scan of the pool (pool.ts) alone on deals A..B up to CAP positions: the positions it takes to
// win each deal (-1: not within CAP), for sim.ts to play schedules on (with one visited set a scan,
// a scan's positions do not depend on the others, so a schedule's positions are sums of these).
//   nice -n 5 npx tsx experiments/dfs-portfolio/alone.ts --from 1 --to 2000 --cap 5000 --out tmp/alone.json
//   nice -n 5 npx tsx experiments/dfs-portfolio/alone.ts --deals tmp/hard-32001-64000.txt --slice 0:142 --cap 8000 --out tmp/alone-h32.json

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const from = Number(arg('from') ?? 1);
const to = Number(arg('to') ?? 2000);
const cap = Number(arg('cap') ?? 5000);
const out = arg('out') ?? 'tmp/alone.json';

// --slice A:B: the pool's scans A..B-1 alone.
const [sa, sb] = (arg('slice') ?? `0:${ALL.length}`).split(':').map(Number);
const POOL = ALL.slice(sa, sb);
const deals: State[] = [];
// --deals FILE: the deals listed in FILE (comma-separated, as refit.ts --hard writes them) in place of A..B.
const listed = arg('deals');
const numbers = listed
  ? readFileSync(listed, 'utf8').split(',').map(Number)
  : Array.from({ length: to - from + 1 }, (_, i) => from + i);
for (const n of numbers) deals.push(microsoftDeal(n));
const table: number[][] = [];
const t0 = process.cpuUsage();
let positions = 0;
// 'bf': the best-first first flavour alone (runPortfolio's bestFirst, no scans).
const withBf = process.argv.includes('--bf');
const names = [...(withBf ? ['bf'] : []), ...POOL.map((s) => s.name)];
for (const name of names) {
  const scan = POOL.find((s) => s.name === name);
  const spec = scan
    ? { name, scans: [scan], prelude: [], step: cap, shared: false }
    : { name, scans: [], prelude: [], step: cap, shared: false, bestFirst: cap };
  const row: number[] = [];
  const ts = process.cpuUsage();
  let pos = 0;
  for (const d of deals) {
    const r = runPortfolio(d, spec, cap);
    pos += r.positions;
    positions += r.positions;
    row.push(r.status === 'solved' ? r.positions : -1);
  }
  table.push(row);
  const won = row.filter((x) => x >= 0);
  const sorted = [...won].sort((a, b) => a - b);
  const us = process.cpuUsage(ts);
  console.log(
    `${name.padEnd(12)} ${((us.user + us.system) / pos).toFixed(2)} us/pos, won ${won.length}, median ${sorted[sorted.length >> 1]}, <=250: ${won.filter((x) => x <= 250).length}, <=1000: ${won.filter((x) => x <= 1000).length}, sum(min(x, cap)) ${row.reduce((s, x) => s + (x < 0 ? cap : x), 0)}`,
  );
}
const u = process.cpuUsage(t0);
console.log(`${(u.user + u.system) / 1e6} s CPU, ${positions} positions`);
writeFileSync(out, JSON.stringify({ from, to, cap, names, deals: numbers, table }));
