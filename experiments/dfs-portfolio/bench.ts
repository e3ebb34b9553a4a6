import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Move } from '../../src/engine/moves';
import { toEngineMove } from '../../src/engine/solver/packed';
import { shortenLine } from '../../src/engine/solver/shorten';
import { solve, verifyLine } from '../../src/engine/solver/solve';
import type { State } from '../../src/engine/state';
import { microsoftDeal } from '../../tools/fc-solve';
import { type PortfolioResult, type PortfolioSpec, runPortfolio } from './portfolio';
import { PORTFOLIOS } from './specs';

// Deals A..B in one run: each portfolio named (--p a,b,...; --bf N: each also with N best-first
// positions first), solve() at maxStates 3,000,000, and fc-solve -l lg; CPU by process.cpuUsage
// (ours) and the shell's `times` (fc-solve's child). Every portfolio line replayed through the
// engine (verifyLine), timed apart. Throwaway: README.md.
//   nice -n 5 npx tsx experiments/dfs-portfolio/bench.ts --from 1 --to 4000 --p lg [--bf 200] [--no-solve] [--no-fc] [--dump FILE]

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const has = (name: string): boolean => process.argv.includes(`--${name}`);

const from = Number(arg('from') ?? 1);
const to = Number(arg('to') ?? 4000);
const MAX = Number(arg('max') ?? 3_000_000);
const names = (arg('p') ?? 'lg').split(',');
const bfs = (arg('bf') ?? '')
  .split(',')
  .filter((s) => s !== '')
  .map(Number);

const deals: State[] = [];
for (let n = from; n <= to; n++) deals.push(microsoftDeal(n));

const cpu = (since: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1e6;
};

interface Row {
  positions: number[];
  cpu: number[];
  len: number[];
  status: string[];
  totalCpu: number;
}

function runSpec(spec: PortfolioSpec): { row: Row; results: PortfolioResult[] } {
  const row: Row = { positions: [], cpu: [], len: [], status: [], totalCpu: 0 };
  const results: PortfolioResult[] = [];
  // A warm-up on the first 200 deals (JIT), not counted.
  for (let i = 0; i < Math.min(200, deals.length); i++) runPortfolio(deals[i] as State, spec, MAX);
  const t0 = process.cpuUsage();
  for (const d of deals) {
    const t = process.cpuUsage();
    const r = runPortfolio(d, spec, MAX);
    row.cpu.push(cpu(t));
    results.push(r);
    row.positions.push(r.positions);
    row.len.push(r.line.length);
    row.status.push(r.status);
  }
  row.totalCpu = cpu(t0);
  return { row, results };
}

const sum = (a: readonly number[]): number => a.reduce((x, y) => x + y, 0);
const fmt = (n: number): string => n.toLocaleString('en-US');

// solve()
let solveRow: Row | null = null;
if (!has('no-solve')) {
  const row: Row = { positions: [], cpu: [], len: [], status: [], totalCpu: 0 };
  for (let i = 0; i < Math.min(200, deals.length); i++) solve(deals[i] as State, { maxStates: MAX, maxMs: 1e9 });
  const t0 = process.cpuUsage();
  for (const d of deals) {
    const t = process.cpuUsage();
    const r = solve(d, { maxStates: MAX, maxMs: 1e9 });
    row.cpu.push(cpu(t));
    row.positions.push(r.states);
    row.len.push(r.moves.length);
    row.status.push(r.status);
  }
  row.totalCpu = cpu(t0);
  solveRow = row;
}

// fc-solve
let fc: { cpuS: number; iters: number; perDeal: number[] } | null = null;
if (!has('no-fc')) {
  const r = spawnSync(
    'sh',
    ['-c', '"$0" "$@"; times >&2', 'freecell-solver-range-parallel-solve', String(from), String(to), '1', '-l', 'lg'],
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const reached = [...r.stdout.matchAll(/^Reached Board No\. (\d+) at [\d.]+ \(total_num_iters=(\d+)\)/gm)];
  const children = r.stderr.trim().split('\n').at(-1) ?? '';
  const t = /^(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s$/.exec(children.trim());
  if (t && reached.length > 0) {
    const perDeal: number[] = [];
    let last = 0;
    for (const m of reached) {
      const v = Number(m[2]);
      perDeal.push(v - last);
      last = v;
    }
    fc = {
      cpuS: Number(t[1]) * 60 + Number(t[2]) + Number(t[3]) * 60 + Number(t[4]),
      iters: last,
      perDeal,
    };
  } else console.log('fc-solve: no output parsed');
}

const specs: PortfolioSpec[] = [];
for (const n of names) {
  const s = PORTFOLIOS[n];
  if (!s) throw new Error(`no portfolio ${n}`);
  specs.push(s);
  for (const bf of bfs) specs.push({ ...s, name: `${s.name}+bf${bf}`, bestFirst: bf });
}

console.log(`deals ${from}..${to}, maxStates ${fmt(MAX)}`);
if (fc) console.log(`fc-solve -l lg: ${fc.cpuS.toFixed(2)} s CPU, ${fmt(fc.iters)} iterations`);
if (solveRow) {
  const r = solveRow;
  const solved = r.status.filter((s) => s === 'solved').length;
  console.log(
    `solve(): ${r.totalCpu.toFixed(2)} s CPU, ${fmt(sum(r.positions))} positions, ${solved} solved, mean line ${(sum(r.len) / solved).toFixed(2)}, ${((r.totalCpu / sum(r.positions)) * 1e6).toFixed(2)} us/position`,
  );
}

const dump: Record<string, unknown> = { from, to, solve: solveRow, fc };
for (const spec of specs) {
  const { row, results } = runSpec(spec);
  // Replay every line through the engine, apart from the timing.
  const tv = process.cpuUsage();
  let bad = 0;
  results.forEach((r, i) => {
    if (r.status !== 'solved') return;
    const moves: Move[] = r.line.map(toEngineMove);
    try {
      verifyLine(deals[i] as State, moves);
    } catch (e) {
      bad++;
      if (bad < 5) console.log(`deal ${from + i}: ${(e as Error).message}`);
    }
  });
  const verifyCpu = cpu(tv);
  // Lines over 150 shortened as solve() shortens them (timed apart too).
  const ts = process.cpuUsage();
  const shortLens = results.map((r, i) =>
    r.status === 'solved' && r.line.length > 150 ? shortenLine(deals[i] as State, r.line).length : r.line.length,
  );
  const shortenCpu = cpu(ts);
  const solved = row.status.filter((s) => s === 'solved').length;
  const solvedLens = row.len.filter((_, i) => row.status[i] === 'solved');
  const shortSolved = shortLens.filter((_, i) => row.status[i] === 'solved');
  const P = sum(row.positions);
  console.log(
    `${spec.name}: ${row.totalCpu.toFixed(2)} s CPU, ${fmt(P)} positions (${((row.totalCpu / P) * 1e6).toFixed(2)} us/position), ${solved} solved, ${row.status.filter((s) => s === 'dry').length} dry, mean line ${(sum(solvedLens) / solved).toFixed(2)} (${(sum(shortSolved) / solved).toFixed(2)} with lines over 150 shortened: ${shortenCpu.toFixed(2)} s), replay ${verifyCpu.toFixed(2)} s, ${bad} bad lines`,
  );
  const wins = new Map<string, number>();
  for (const r of results) if (r.status === 'solved') wins.set(r.winner, (wins.get(r.winner) ?? 0) + 1);
  console.log(
    `  wins by scan: ${[...wins.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  // Buckets by solve()'s positions (else by the portfolio's).
  const by = solveRow ? solveRow.positions : row.positions;
  const buckets: [string, (n: number) => boolean][] = [
    ['<=250', (n) => n <= 250],
    ['251..2000', (n) => n > 250 && n <= 2000],
    ['>2000', (n) => n > 2000],
  ];
  for (const [label, f] of buckets) {
    const ix = by.map((n, i) => (f(n) ? i : -1)).filter((i) => i >= 0);
    const pick = (a: readonly number[]): number => sum(ix.map((i) => a[i] as number));
    const parts = [
      `  ${solveRow ? 'solve()' : 'portfolio'} ${label}: ${ix.length} deals; portfolio ${fmt(pick(row.positions))} pos ${pick(row.cpu).toFixed(2)} s`,
    ];
    if (solveRow) parts.push(`solve() ${fmt(pick(solveRow.positions))} pos ${pick(solveRow.cpu).toFixed(2)} s`);
    if (fc) parts.push(`fc-solve ${fmt(pick(fc.perDeal))} iters`);
    console.log(parts.join('; '));
  }
  const sorted = [...row.positions].sort((a, b) => a - b);
  console.log(
    `  portfolio positions: median ${sorted[sorted.length >> 1]}, 90% ${sorted[Math.floor(sorted.length * 0.9)]}, 99% ${sorted[Math.floor(sorted.length * 0.99)]}, max ${sorted.at(-1)}`,
  );
  dump[spec.name] = row;
}
const out = arg('dump');
if (out) writeFileSync(out, JSON.stringify(dump));
