import { readFileSync, writeFileSync } from 'node:fs';

// Schedules played on alone.ts's tables: a schedule's positions on a deal are the sum of what each
// scan spent before one won. Prints the oracle (each deal's best scan), greedy schedules fitted on
// one table and played on another (--test), and the prelude they make for specs.ts.
//   npx tsx experiments/dfs-portfolio/sim.ts --fit tmp/alone-1-2000.json --test tmp/alone-32001-34000.json [--scans a,b,c]

interface Table {
  readonly cap: number;
  readonly names: readonly string[];
  readonly table: readonly (readonly number[])[];
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
/** Tables of the same scans on several deal ranges (comma-separated files), as one. */
const one = (p: string): Table => JSON.parse(readFileSync(p, 'utf8')) as Table;
/** Tables of other scans on the same deals ("a.json|b.json"), as one. */
const sideBySide = (paths: string): Table => {
  const ts = paths.split('|').map(one);
  const first = ts[0] as Table;
  return { cap: first.cap, names: ts.flatMap((t) => t.names), table: ts.flatMap((t) => t.table) };
};
const load = (paths: string): Table => {
  const ts = paths.split(',').map(sideBySide);
  const first = ts[0] as Table;
  return { cap: first.cap, names: first.names, table: first.names.map((_, s) => ts.flatMap((t) => t.table[s] ?? [])) };
};

const fit = load(arg('fit') ?? 'tmp/alone-1-2000.json');
const testPath = arg('test');
const test = testPath ? load(testPath) : null;
const only = arg('scans')?.split(',');
const STEP = Number(arg('step') ?? 500);
const QUOTAS = (arg('quotas') ?? '25,50,100,200,400,800').split(',').map(Number);
const MAX_TURNS = Number(arg('turns') ?? 40);
/** Cost factors by scan name (--w bf=3): the greedy weighs a scan's positions so (CPU a position). */
const WEIGHTS = new Map(
  (arg('w') ?? '')
    .split(',')
    .filter((x) => x !== '')
    .map((x) => x.split('=') as [string, string])
    .map(([k, v]) => [k, Number(v)] as const),
);

type Turn = readonly [number, number];

/** Positions of a schedule (turns, then every scan in turn for STEP) on each deal; unresolved deals cost what all scans spent up to the cap. */
function play(
  t: Table,
  scans: readonly number[],
  turns: readonly Turn[],
): { total: number; weighted: number; unresolved: number; per: number[] } {
  let weighted = 0;
  const nDeals = (t.table[0] as readonly number[]).length;
  const per: number[] = [];
  let unresolved = 0;
  for (let d = 0; d < nDeals; d++) {
    const spent = new Map<number, number>();
    let total = 0;
    let won = false;
    const turn = (s: number, q: number): boolean => {
      const c = spent.get(s) ?? 0;
      const need = (t.table[s] as readonly number[])[d] as number;
      const w = WEIGHTS.get(t.names[s] as string) ?? 1;
      if (need >= 0 && need <= c + q) {
        total += need - c;
        weighted += (need - c) * w;
        return true;
      }
      const q2 = Math.max(0, Math.min(q, t.cap - c));
      spent.set(s, c + q2);
      total += q2;
      weighted += q2 * w;
      return false;
    };
    for (const [s, q] of turns) {
      if (turn(s, q)) {
        won = true;
        break;
      }
    }
    while (!won) {
      let moved = false;
      for (const s of scans) {
        if ((spent.get(s) ?? 0) >= t.cap) continue;
        moved = true;
        if (turn(s, STEP)) {
          won = true;
          break;
        }
      }
      if (!moved) break;
    }
    if (!won) unresolved++;
    per.push(total);
  }
  return { total: per.reduce((a, b) => a + b, 0), weighted: Math.round(weighted), unresolved, per };
}

function oracle(t: Table, scans: readonly number[]): number {
  const nDeals = (t.table[0] as readonly number[]).length;
  let total = 0;
  for (let d = 0; d < nDeals; d++) {
    let best = Number.POSITIVE_INFINITY;
    for (const s of scans) {
      const v = (t.table[s] as readonly number[])[d] as number;
      if (v >= 0) best = Math.min(best, v);
    }
    total += Number.isFinite(best) ? best : t.cap;
  }
  return total;
}

/** Greedy: each turn the (scan, quota) that wins the most deals still open per position spent on them. */
function greedy(t: Table, scans: readonly number[], pre: readonly Turn[] = []): Turn[] {
  const nDeals = (t.table[0] as readonly number[]).length;
  const spent = new Map<number, number>();
  const open = new Set<number>();
  for (let d = 0; d < nDeals; d++) open.add(d);
  const turns: Turn[] = [...pre];
  for (const [s, q] of pre) {
    const c = spent.get(s) ?? 0;
    const row = t.table[s] as readonly number[];
    for (const d of [...open]) {
      const need = row[d] as number;
      if (need >= 0 && need > c && need <= c + q) open.delete(d);
    }
    spent.set(s, c + q);
  }
  while (open.size > 0 && turns.length < MAX_TURNS) {
    let best: { s: number; q: number; ratio: number; wins: number[] } | null = null;
    for (const s of scans) {
      const c = spent.get(s) ?? 0;
      const row = t.table[s] as readonly number[];
      const w = WEIGHTS.get(t.names[s] as string) ?? 1;
      for (const q of QUOTAS) {
        if (c + q > t.cap) continue;
        let cost = 0;
        const wins: number[] = [];
        for (const d of open) {
          const need = row[d] as number;
          if (need >= 0 && need > c && need <= c + q) {
            cost += need - c;
            wins.push(d);
          } else cost += q;
        }
        const ratio = wins.length / (cost * w);
        if (!best || ratio > best.ratio) best = { s, q, ratio, wins };
      }
    }
    if (!best || best.wins.length === 0) break;
    turns.push([best.s, best.q]);
    spent.set(best.s, (spent.get(best.s) ?? 0) + best.q);
    for (const d of best.wins) open.delete(d);
  }
  return turns;
}

const exclude = arg('exclude')?.split(',') ?? [];
const pick = (t: Table): number[] =>
  only
    ? only.map((n) => t.names.indexOf(n)).filter((i) => i >= 0)
    : t.names.map((_, i) => i).filter((i) => !exclude.includes(t.names[i] as string));
const scans = pick(fit);
console.log(`fit: ${scans.length} scans, oracle ${oracle(fit, scans)}`);
for (const s of scans) {
  const r = play(fit, [s], []);
  console.log(`  ${fit.names[s]} alone: ${r.total} (${r.unresolved} unresolved)`);
}
/** --pre bf:200,dive8:100: turns forced before the greedy ones. */
const preOf = (t: Table): Turn[] =>
  (arg('pre') ?? '')
    .split(',')
    .filter((x) => x !== '')
    .map((x) => {
      const [n, q] = x.split(':') as [string, string];
      return [t.names.indexOf(n), Number(q)] as const;
    });
const turns = greedy(fit, scans, preOf(fit));
/** --rr a,b,c --q0 100 --grow 2 --rounds 6: round-robin turns whose quota grows each round. */
const rr = arg('rr')?.split(',');
if (rr) {
  const q0 = Number(arg('q0') ?? 100);
  const grow = Number(arg('grow') ?? 2);
  const rounds = Number(arg('rounds') ?? 6);
  for (const t of test ? [fit, test] : [fit]) {
    const ix = rr.map((n) => t.names.indexOf(n));
    const rt: Turn[] = [...preOf(t)];
    for (let r = 0; r < rounds; r++) for (const s of ix) rt.push([s, Math.round(q0 * grow ** r)]);
    const res = play(t, ix, rt);
    console.log(
      `rr on ${t === fit ? 'fit' : 'test'}: ${res.total} positions, weighted ${res.weighted} (${res.unresolved} unresolved)`,
    );
  }
}
const used = [...new Set(turns.map(([s]) => s))];
const text = turns.map(([s, q]) => `['${fit.names[s]}', ${q}]`).join(', ');
console.log(`greedy prelude (${turns.length} turns, ${used.length} scans): ${text}`);
const rf = play(fit, used, turns);
console.log(`fit: greedy ${rf.total} positions, weighted ${rf.weighted} (${rf.unresolved} unresolved)`);
const emit = arg('emit');
if (emit) {
  const schedule = {
    scans: used.map((s) => fit.names[s]),
    prelude: turns.map(([s, q]) => [fit.names[s], q]),
    step: STEP,
  };
  writeFileSync(emit, `${JSON.stringify(schedule)}\n`);
}
if (test) {
  const tscans = pick(test);
  console.log(`test: oracle ${oracle(test, tscans)}`);
  const rt = play(test, used, turns);
  console.log(`test: greedy ${rt.total} positions, weighted ${rt.weighted} (${rt.unresolved} unresolved)`);
}
