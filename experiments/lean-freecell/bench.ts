// npx tsx tmp/lean/bench.ts A B [--budget N] [--no-ours] [--no-fcs] [--lean-only]
// The lean prototype, solve() and fc-solve on Microsoft FreeCell deals A..B, one after the other.
import { spawnSync } from 'node:child_process';
import {
  applyMove,
  type Card,
  cell,
  checkMove,
  dealPosition,
  foundation,
  foundationFor,
  isWon,
  type Move,
  type Pile,
  rulesFor,
  type State,
  tableau,
} from '../../src/engine';
import { solve } from '../../src/engine/solver';
import { cpuSecondsSince } from '../../tools/cpu-time';
import { threadCpuMs } from '../../tools/thread-cpu';
import { FOUNDATION_TARGET, Lean, mCard, mFrom, mN, mTo, Portfolio, stats } from './lean';

const args = process.argv.slice(2);
const A = Number(args[0] ?? 1);
const B = Number(args[1] ?? 4000);
const flag = (name: string): boolean => args.includes(name);
const opt = (name: string, fallback: number): number => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const BUDGET = opt('--budget', 200_000);

const r = rulesFor('freecell');
if (!r.ok) throw new Error(r.error);
const rules = r.rules;
function deal(n: number): State {
  const d = dealPosition(rules, n);
  if (!d.ok) throw new Error(d.error);
  return d.state;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor(s.length / 2)] as number) : 0;
};
const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

// Deals made first, outside the timed part (both solvers get the same State objects).
const states: State[] = [];
for (let n = A; n <= B; n++) states.push(deal(n));

// ---- the prototype ----
const lean = new Lean(BUDGET);
const FIRST = opt('--first', 1000);
const single = flag('--single');
const portfolio = single ? null : new Portfolio(BUDGET, FIRST);
const paths: (number[] | null)[] = [];
const dealMs: number[] = [];
const DFS = opt('--dfs', 0);
let dfsSpent = 0;
let dfsWon = 0;
const leanPositions: number[] = [];
let unknown = 0;
let dry = 0;
// --warm R: the whole lean loop R times first, untimed (to see the JIT's share).
for (let rep = 0; rep < opt('--warm', 0); rep++)
  for (const s of states) (portfolio as Portfolio).solve(s.tableau as unknown as number[][]);
const t0 = process.cpuUsage();
const th0 = threadCpuMs() ?? 0;
const w0 = performance.now();
for (let i = 0; i < states.length; i++) {
  const s = states[i] as State;
  const cols = s.tableau as unknown as number[][];
  if (DFS > 0) {
    // --dfs N: the depth-first search first, up to N positions; the portfolio after it if it fails.
    lean.load(cols);
    const won = lean.dfsSolve(DFS, true);
    dfsSpent += lean.expanded;
    if (won) {
      dfsWon++;
      leanPositions.push(lean.expanded);
      paths.push(Array.from(lean.dPath.subarray(0, lean.dLen)));
      dealMs.push(0);
      continue;
    }
  }
  if (portfolio) {
    const tDeal = performance.now();
    const ok = portfolio.solve(cols);
    dealMs.push(performance.now() - tDeal);
    if (portfolio.dry) dry++;
    leanPositions.push(portfolio.positions + (DFS > 0 ? lean.expanded : 0));
    if (ok) paths.push((portfolio.winner as Lean).pathTo(portfolio.wonNode));
    else {
      paths.push(null);
      unknown++;
    }
    continue;
  }
  lean.load(cols);
  let won = lean.solve(BUDGET, true);
  let spent = lean.expanded;
  if (won === -1) {
    // The pruned search ran dry: every move, on the rest of the budget.
    dry++;
    lean.load(cols);
    won = lean.solve(BUDGET - spent, false);
    spent += lean.expanded;
  }
  leanPositions.push(spent);
  if (won >= 0) paths.push(lean.pathTo(won));
  else {
    paths.push(null);
    unknown++;
  }
}
const leanCpu = cpuSecondsSince(t0);
const leanThread = ((threadCpuMs() ?? 0) - th0) / 1000;
const leanWall = (performance.now() - w0) / 1000;

// Replay every line through the engine (untimed).
let failures = 0;
const lengths: number[] = [];
const r0 = process.cpuUsage();
for (let i = 0; i < states.length; i++) {
  const path = paths[i];
  if (!path) continue;
  const s0 = states[i] as State;
  lean.load(s0.tableau as unknown as number[][]);
  const line = lean.makeLine(path);
  let s = s0;
  let ok = true;
  for (const m of line) {
    const from = mFrom(m);
    const to = mTo(m);
    let toPile: Pile;
    if (to === FOUNDATION_TARGET) {
      const f = foundationFor(s, mCard(m) as Card);
      if (f === null) {
        ok = false;
        break;
      }
      toPile = foundation(f);
    } else toPile = to < 8 ? tableau(to) : cell(to - 8);
    const mv: Move = { from: from < 8 ? tableau(from) : cell(from - 8), to: toPile, n: mN(m) };
    if (!checkMove(s, mv).ok) {
      ok = false;
      break;
    }
    s = applyMove(s, mv);
  }
  if (!ok || !isWon(s)) {
    failures++;
    if (failures <= 5) console.log(`  replay failed: deal ${A + i}`);
  } else lengths.push(line.length);
}
const replayCpu = cpuSecondsSince(r0);
const leanTotal = leanPositions.reduce((a, b) => a + b, 0);
console.log(
  `lean: deals ${A}..${B}: ${leanCpu.toFixed(2)} s CPU (main thread ${leanThread.toFixed(2)} s; ${leanWall.toFixed(2)} s wall), ${leanTotal.toLocaleString('en')} positions (${((1e6 * leanCpu) / leanTotal).toFixed(3)} us each); won ${lengths.length}, unknown ${unknown}, pruned ran dry ${dry}; replay failures ${failures}`,
);
console.log(
  `      line length mean ${mean(lengths).toFixed(1)}, median ${median(lengths)}; untimed replay through the engine (lines made from paths, checkMove, applyMove): ${replayCpu.toFixed(2)} s; positions per deal median ${median(leanPositions)}, max ${Math.max(...leanPositions)}`,
);
if (DFS > 0)
  console.log(
    `      depth-first first (up to ${DFS} positions): won ${dfsWon} deals, ${dfsSpent.toLocaleString('en')} positions of its own`,
  );
if (flag('--stats'))
  console.log(
    '      stats per expansion:',
    Object.entries(stats)
      .map(([k, v]) => `${k} ${(v / stats.gens).toFixed(2)}`)
      .join(', '),
  );
{
  const buckets = [64, 128, 300, 1000, 3000, 10000, 1e9];
  const out: string[] = [];
  let lo = 0;
  for (const hi of buckets) {
    const idx = leanPositions.map((p, i) => [p, i] as const).filter(([p]) => p > lo && p <= hi);
    const pos = idx.reduce((a, [p]) => a + p, 0);
    const ms = idx.reduce((a, [, i]) => a + (dealMs[i] ?? 0), 0);
    out.push(
      `<=${hi === 1e9 ? 'inf' : hi}: ${idx.length} deals ${pos} pos ${(ms / 1000).toFixed(2)} s wall (${((1000 * ms) / pos).toFixed(2)} us/pos)`,
    );
    lo = hi;
  }
  console.log(`      by positions: ${out.join('; ')}`);
}
if (flag('--worst')) {
  const idx = leanPositions.map((p, i) => [p, A + i] as const).sort((a, b) => b[0] - a[0]);
  console.log(
    `      worst: ${idx
      .slice(0, 15)
      .map(([p, d]) => `${d}:${p}`)
      .join(' ')}`,
  );
}

// ---- solve() ----
if (!flag('--no-ours')) {
  const t1 = process.cpuUsage();
  const th1 = threadCpuMs() ?? 0;
  const w1 = performance.now();
  let states1 = 0;
  const len1: number[] = [];
  let unk1 = 0;
  for (const s of states) {
    const res = solve(s, { maxMs: 10_000, maxStates: 3_000_000 });
    states1 += res.states;
    if (res.status === 'solved') len1.push(res.moves.length);
    else unk1++;
  }
  const c1 = cpuSecondsSince(t1);
  const c1Thread = ((threadCpuMs() ?? 0) - th1) / 1000;
  console.log(
    `solve(): ${c1.toFixed(2)} s CPU (main thread ${c1Thread.toFixed(2)} s; ${((performance.now() - w1) / 1000).toFixed(2)} s wall), ${states1.toLocaleString('en')} positions (${((1e6 * c1) / states1).toFixed(3)} us each); won ${len1.length}, not won ${unk1}; line length mean ${mean(len1).toFixed(1)}, median ${median(len1)}`,
  );
}

// ---- fc-solve ----
if (!flag('--no-fcs')) {
  const w2 = performance.now();
  const res = spawnSync(
    'sh',
    ['-c', '"$0" "$@"; times >&2', 'freecell-solver-range-parallel-solve', String(A), String(B), '1', '-l', 'lg'],
    { encoding: 'utf8', maxBuffer: 1 << 27 },
  );
  const wall = (performance.now() - w2) / 1000;
  const reached = [...res.stdout.matchAll(/^Reached Board No\. (\d+) at [\d.]+ \(total_num_iters=(\d+)\)/gm)].at(-1);
  const t = /^(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s$/.exec((res.stderr.trim().split('\n').at(-1) ?? '').trim());
  const unsolved = [...res.stdout.matchAll(/^Unsolved Board No\. (\d+)/gm)].map((m) => m[1]);
  if (reached && t) {
    const cpu = Number(t[1]) * 60 + Number(t[2]) + Number(t[3]) * 60 + Number(t[4]);
    const iters = Number(reached[2]);
    console.log(
      `fc-solve -l lg: ${cpu.toFixed(2)} s CPU (${wall.toFixed(2)} s wall), ${iters.toLocaleString('en')} positions (${((1e6 * cpu) / iters).toFixed(3)} us each); unsolved [${unsolved.join(', ')}]`,
    );
    console.log(`ratio lean / fc-solve: ${(leanCpu / cpu).toFixed(2)}`);
  } else console.log(`fc-solve: could not read its output (${res.status})`);
}
