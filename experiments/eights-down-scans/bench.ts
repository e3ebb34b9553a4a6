import { dealPosition, rulesFor } from '../../src/engine';
import { solve, verifyLine } from '../../src/engine/solver';
import { toEngineMove } from '../../src/engine/solver/packed';
import { cpuSecondsSince } from '../../tools/cpu-time';
import { runPortfolio } from './portfolio';
import { portfolioOf } from './specs';

// npx tsx experiments/eights-down-scans/bench.ts --deals 62789,48504 --p a,b [--solve] [--max 3000000]
// Each deal: each portfolio named, then (with --solve) solve(), CPU by process.cpuUsage, lines replayed by verifyLine.

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set((process.argv[i] as string).replace(/^--/, ''), process.argv[i + 1] ?? '');
const deals = (args.get('deals') ?? '')
  .split(',')
  .filter(Boolean)
  .flatMap((d) => {
    const [a, b] = d.split('..').map(Number);
    return b === undefined ? [a as number] : Array.from({ length: b - (a as number) + 1 }, (_, k) => (a as number) + k);
  });
const names = (args.get('p') ?? '').split(',').filter(Boolean);
const seedList = (args.get('seeds') ?? '').split(',').filter(Boolean);
if (seedList.length > 0) names.push(...seedList.map((s) => `one:${args.get('kinds') ?? 'h[wrespc]d'}:${s}`));
const max = Number(args.get('max') ?? 3_000_000);
const withSolve = args.has('solve');
const quiet = args.has('quiet');
const r = rulesFor('eights-down');
if (!r.ok) throw new Error(r.error);
const rules = r.rules;
const deal = (n: number) => {
  const d = dealPosition(rules, n);
  if (!d.ok) throw new Error(d.error);
  return d.state;
};
const sums = new Map<string, { cpu: number; states: number; won: number; under1: number; unknown: number[] }>();
const tally = (name: string, cpu: number, states: number, won: boolean, n: number) => {
  const t = sums.get(name) ?? { cpu: 0, states: 0, won: 0, under1: 0, unknown: [] };
  t.cpu += cpu;
  t.states += states;
  if (won) t.won++;
  else t.unknown.push(n);
  if (won && cpu < 1) t.under1++;
  sums.set(name, t);
};
for (const n of deals) {
  const cells: string[] = [`${n}`];
  for (const name of names) {
    const spec = portfolioOf(name);
    if (!spec) throw new Error(`no portfolio ${name}`);
    const c0 = process.cpuUsage();
    const res = runPortfolio(deal(n), spec.scans, spec.turn, max, spec.share ?? true);
    if (res.status === 'solved') verifyLine(deal(n), res.line.map(toEngineMove));
    const cpu = cpuSecondsSince(c0);
    tally(name, cpu, res.states, res.status === 'solved', n);
    cells.push(`${name} ${res.status} ${res.states} ${cpu.toFixed(2)}s w${res.winner} len${res.line.length}`);
  }
  if (withSolve) {
    const c0 = process.cpuUsage();
    const res = solve(deal(n), { maxStates: max, maxMs: 1e9 });
    const cpu = cpuSecondsSince(c0);
    tally('solve', cpu, res.states, res.status === 'solved', n);
    cells.push(`solve ${res.status} ${res.states} ${cpu.toFixed(2)}s len${res.moves.length}`);
  }
  if (!quiet) console.log(cells.join(' | '));
}
for (const [name, t] of sums)
  console.log(
    `${name}: ${t.cpu.toFixed(2)} s, ${t.states.toLocaleString('en')} positions, won ${t.won} (under 1 s ${t.under1}), not won [${t.unknown.join(',')}]`,
  );
