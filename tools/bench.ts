import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { applyMove } from '../src/engine';
import { hint, solve } from '../src/engine/solver';
import { mustBeOk, parseArgs, runMain, wholeFlags } from './args';
import { cpuSecondsSince } from './cpu-time';
import { type DealOutcome, solveDeals } from './deal-pool';
import { parseResults } from './deal-results';
import { FC_SOLVE_ARGS, fcSolveLength, hasFcSolve, microsoftDeal, runFcSolveRange } from './fc-solve';
import { percentile } from './winrates-summary';

// `npm run bench -- [--deals N] [--from F] [--hints N] [--sample N]`
// The solver's figures on this machine, beside Freecell Solver's measured in the same run: the
// proof of FreeCell 11982; Microsoft deals F..F+N-1 (1..32000 by default, the range issue 17 names;
// another shows how far the ratio depends on the deals) solved by ours on this thread and then by
// fc-solve (tools/fc-solve.ts), each on one core, one after the other, with their CPU times, the
// ratio, the positions each searched and solution lengths on a sample of the deals; and hint
// latency from mid-game positions; and Eights Down's slowest deals of the committed 100,000-deal
// run, solved again here (issue 17 asks them under a second). A benchmark, not a test: nothing
// here fails a build.

function line(text = ''): void {
  process.stdout.write(`${text}\n`);
}

const seconds = (s: number): string => `${s.toFixed(2)} s`;
const count = (n: number): string => n.toLocaleString('en');

/** Solves deals from..from+n-1 here, one after another: the outcomes, and the CPU seconds this process spent. */
function solveHere(from: number, n: number, maxMs: number): { outcomes: DealOutcome[]; cpuS: number; wallS: number } {
  const outcomes: DealOutcome[] = [];
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  for (let deal = from; deal < from + n; deal++) {
    const t = performance.now();
    const res = solve(microsoftDeal(deal), { maxMs, maxStates: 3_000_000 });
    outcomes.push({
      deal,
      status: res.status,
      ms: performance.now() - t,
      states: res.states,
      length: res.moves.length,
    });
    if ((deal - from + 1) % 1000 === 0) process.stderr.write(`\rours: ${deal - from + 1}/${n}`);
  }
  process.stderr.write('\n');
  return { outcomes, cpuS: cpuSecondsSince(cpu0), wallS: (performance.now() - wall0) / 1000 };
}

function lengths(values: readonly number[]): string {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return `median ${percentile(values, 0.5)}, mean ${mean.toFixed(1)}, p95 ${percentile(values, 0.95)}`;
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv, ['deals', 'from', 'hints', 'sample', 'max-ms', 'slowest'], []);
  mustBeOk(parsed);
  const flags = wholeFlags(parsed.args, {
    deals: { fallback: 32000 },
    from: { fallback: 1 },
    hints: { fallback: 200, min: 0 },
    sample: { fallback: 100, min: 0 },
    'max-ms': { fallback: 10_000 },
    slowest: { fallback: 8, min: 0 },
  });
  mustBeOk(flags);
  const { deals, from, hints, sample, 'max-ms': maxMs, slowest } = flags.values;

  const cpu = cpus();
  line(
    `machine: ${cpu[0]?.model ?? 'unknown'} x${cpu.length}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, node ${process.version}`,
  );
  const load = (): string =>
    loadavg()
      .map((x) => x.toFixed(2))
      .join(' ');
  line(`load average at start: ${load()} (others share this machine)`);
  line();

  const proofStart = performance.now();
  const proof = solve(microsoftDeal(11982), { maxMs: 120_000, maxStates: 20_000_000 });
  line(
    `FreeCell 11982: ${proof.status} in ${seconds((performance.now() - proofStart) / 1000)}, ${count(proof.states)} positions (target: proven, < 30 s)`,
  );

  const ours = solveHere(from, deals, maxMs);
  const last = from + deals - 1;
  const o = ours.outcomes;
  const have = (s: DealOutcome['status']) => o.filter((x) => x.status === s);
  const oursStates = o.reduce((a, x) => a + x.states, 0);
  const ms = o.map((x) => x.ms);
  line(`Microsoft deals ${from}..${last}, each solver on one core, one after the other:`);
  line(
    `  ours: ${seconds(ours.cpuS)} CPU (${seconds(ours.wallS)} wall), ${count(oursStates)} positions (${((1e6 * ours.cpuS) / oursStates).toFixed(2)} us each); solved ${have('solved').length}, proven unsolvable ${have('unsolvable').length} [${have(
      'unsolvable',
    )
      .map((x) => x.deal)
      .slice(0, 10)
      .join(', ')}], unknown ${have('unknown').length} [${have('unknown')
      .map((x) => x.deal)
      .slice(0, 10)
      .join(', ')}]`,
  );
  line(
    `        per deal: median ${percentile(ms, 0.5).toFixed(2)} ms, p95 ${percentile(ms, 0.95).toFixed(1)} ms, max ${Math.max(...ms).toFixed(0)} ms`,
  );

  const step = sample > 0 ? Math.max(1, Math.floor(deals / sample)) : 0;
  const sampleDeals = step > 0 ? Array.from({ length: Math.min(sample, deals) }, (_, i) => from + i * step) : [];
  const oursLengths = sampleDeals.map((d) => o[d - from]?.length ?? 0).filter((n) => n > 0);

  if (!hasFcSolve()) {
    line('  Freecell Solver: not installed (apt-get install freecell-solver-bin), so no comparison');
  } else {
    const fcs = runFcSolveRange(from, last);
    if (typeof fcs === 'string') line(`  Freecell Solver: ${fcs}`);
    else {
      line(
        `  Freecell Solver 5.0 (${FC_SOLVE_ARGS.join(' ')}): ${seconds(fcs.cpuS)} CPU (${seconds(fcs.wallS)} wall), ${count(fcs.iterations)} positions checked (${((1e6 * fcs.cpuS) / fcs.iterations).toFixed(2)} us each); unsolved, not proven: [${fcs.unsolved.join(', ')}]${fcs.intractable.length ? `, intractable [${fcs.intractable.join(', ')}]` : ''}`,
      );
      line(
        `  ratio (our CPU time / theirs): ${fcs.cpuS > 0 ? (ours.cpuS / fcs.cpuS).toFixed(2) : 'none (too few deals to time theirs)'}`,
      );
      const theirs = sampleDeals.map(fcSolveLength).filter((n): n is number => n !== null);
      if (theirs.length > 0 && oursLengths.length > 0) {
        line(
          `  solution lengths, deals ${from}, ${from + step}, ${from + 2 * step}, ... (${sampleDeals.length}), every move counted:`,
        );
        line(`        ours ${lengths(oursLengths)}; Freecell Solver ${lengths(theirs)}`);
      }
    }
  }
  if (oursLengths.length > 0 && !hasFcSolve())
    line(`  our solution lengths on a sample of ${oursLengths.length}: ${lengths(oursLengths)}`);

  // Hints from mid-game positions: halfway along a solution of each of the first deals.
  const hintMs: number[] = [];
  const kinds = new Map<string, number>();
  for (let n = 1; n <= hints; n++) {
    const start = microsoftDeal(n);
    const line0 = solve(start, { maxMs: 5000 });
    if (line0.status !== 'solved') continue;
    let mid = start;
    for (const m of line0.moves.slice(0, Math.floor(line0.moves.length / 2))) mid = applyMove(mid, m);
    const t = performance.now();
    const h = hint(mid);
    hintMs.push(performance.now() - t);
    kinds.set(h.kind, (kinds.get(h.kind) ?? 0) + 1);
  }
  if (hintMs.length > 0) {
    line(
      `Hints from ${hintMs.length} mid-game FreeCell positions: median ${percentile(hintMs, 0.5).toFixed(1)} ms, p95 ${percentile(hintMs, 0.95).toFixed(1)} ms (target p95 < 200 ms); ${[...kinds].map(([k, v]) => `${k} ${v}`).join(', ')}`,
    );
  }
  if (slowest > 0) eightsDownSlowest(slowest);
  line(`load average at end: ${load()}`);
  return 0;
}

/** The committed Eights Down run whose slowest deals are solved again. */
const EIGHTS_DOWN_RESULTS = 'results/winrates/eights-down.tsv';

/**
 * Eights Down's `n` slowest deals in the committed run (its undecided ones among them, by the
 * time they took there), each solved again here at that run's budget of positions, in this thread
 * (deal-pool.ts, as the run solved them), with each one's CPU time.
 */
function eightsDownSlowest(n: number): void {
  let text: string;
  try {
    text = readFileSync(EIGHTS_DOWN_RESULTS, 'utf8');
  } catch {
    line(`Eights Down's slowest deals: ${EIGHTS_DOWN_RESULTS} is missing, so not measured`);
    return;
  }
  const parsed = parseResults(text);
  if (!parsed.ok) {
    line(`Eights Down's slowest deals: ${parsed.error}`);
    return;
  }
  const { outcomes, header } = parsed;
  const slow = [...outcomes.values()].sort((a, b) => b.ms - a.ms).slice(0, n);
  line(
    `Eights Down's ${slow.length} slowest deals of ${EIGHTS_DOWN_RESULTS}, solved again here (${count(header.maxStates)} positions):`,
  );
  const job = {
    game: 'eights-down',
    options: [],
    deals: slow.map((o) => o.deal),
    maxMs: 600_000,
    maxStates: header.maxStates,
    clock: 'wall',
  } as const;
  let underASecond = 0;
  let done = 0;
  let cpu0 = process.cpuUsage();
  solveDeals(job, 0, (now) => {
    const cpuS = cpuSecondsSince(cpu0);
    if (cpuS < 1) underASecond++;
    // In this thread the deals come back in the job's order.
    const then = slow[done++] as DealOutcome;
    line(
      `  ${now.deal}: ${now.status} at ${count(now.states)} positions, ${seconds(cpuS)} CPU (then ${then.status}, ${count(then.states)} positions, ${seconds(then.ms / 1000)})`,
    );
    cpu0 = process.cpuUsage();
  });
  line(`  under a second: ${underASecond} of ${slow.length} (the aim: all)`);
}

runMain(main);
