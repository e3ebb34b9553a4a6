import { cpus, loadavg, totalmem } from 'node:os';
import { applyMove, dealPosition, rulesFor, type State } from '../src/engine';
import { hint, solve } from '../src/engine/solver';
import { parseArgs, wholeFlags } from './args';
import { percentile, solveDeals, summarize } from './winrates';

// `npm run bench -- [--deals N] [--threads N] [--hints N]`
// The solver's figures on this machine: the proof of FreeCell 11982, Microsoft deals 1..N (32000 by
// default) with the time on one core (the sum of per-deal times) and the wall time on all threads,
// and hint latency from mid-game positions. A benchmark, not a test: nothing here fails a build.

const FCS_REFERENCE_S = 11.5;

function line(text = ''): void {
  process.stdout.write(`${text}\n`);
}

function freecellDeal(n: number): State {
  const r = rulesFor('freecell');
  if (!r.ok) throw new Error(r.error);
  const d = dealPosition(r.rules, n);
  if (!d.ok) throw new Error(d.error);
  return d.state;
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv, ['deals', 'threads', 'hints', 'max-ms'], []);
  if (!parsed.ok) {
    process.stderr.write(`error: ${parsed.error}\n`);
    return 2;
  }
  const flags = wholeFlags(parsed.args, {
    deals: { fallback: 32000 },
    threads: { fallback: cpus().length },
    hints: { fallback: 200, min: 0 },
    'max-ms': { fallback: 10_000 },
  });
  if (!flags.ok) {
    process.stderr.write(`error: ${flags.error}\n`);
    return 2;
  }
  const { deals, threads, hints, 'max-ms': maxMs } = flags.values;

  const cpu = cpus();
  line(
    `machine: ${cpu[0]?.model ?? 'unknown'} x${cpu.length}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, node ${process.version}`,
  );
  line(
    `load average at start: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} (others share this machine)`,
  );
  line();

  // The proof of 11982, on this thread.
  const proofStart = performance.now();
  const proof = solve(freecellDeal(11982), { maxMs: 120_000, maxStates: 20_000_000 });
  const proofMs = performance.now() - proofStart;
  line(
    `FreeCell 11982: ${proof.status} in ${(proofMs / 1000).toFixed(2)} s, ${proof.states} positions (target: proven, < 30 s)`,
  );

  // Deals 1..N.
  const started = Date.now();
  const outcomes = await solveDeals(
    {
      game: 'freecell',
      options: [],
      deals: Array.from({ length: deals }, (_, i) => i + 1),
      maxMs,
      maxStates: 3_000_000,
    },
    threads,
    (done) => {
      if (done % 1000 === 0) process.stderr.write(`\rFreeCell deals: ${done}/${deals}`);
    },
  );
  const wall = (Date.now() - started) / 1000;
  process.stderr.write('\n');
  const s = summarize(outcomes);
  const unsolvable = outcomes.filter((o) => o.status === 'unsolvable').map((o) => o.deal);
  const unknown = outcomes.filter((o) => o.status === 'unknown').map((o) => o.deal);
  line(`FreeCell deals 1..${deals} (budget ${maxMs / 1000} s each):`);
  line(
    `  solved ${s.solved}, proven unsolvable ${s.unsolvable} [${unsolvable.slice(0, 20).join(', ')}], unknown ${s.unknown} [${unknown.slice(0, 20).join(', ')}${unknown.length > 20 ? ', ...' : ''}]`,
  );
  line(
    `  one core: ${(s.totalMs / 1000).toFixed(1)} s in all (sum of per-deal times; Freecell Solver's fastest preset: about ${FCS_REFERENCE_S} s for 32000, target within 2x)`,
  );
  line(`  wall: ${wall.toFixed(1)} s on ${threads} threads`);
  line(
    `  per deal: median ${s.medianMs.toFixed(2)} ms, p95 ${s.p95Ms.toFixed(1)} ms, max ${Math.max(...outcomes.map((o) => o.ms)).toFixed(0)} ms`,
  );
  line(
    `  solution length: median ${s.medianLength} moves (auto-moves included), p95 ${percentile(
      outcomes.filter((o) => o.status === 'solved').map((o) => o.length),
      0.95,
    )}`,
  );

  // Hints from mid-game positions: halfway along a solution of each of the first deals.
  const hintMs: number[] = [];
  const kinds = new Map<string, number>();
  for (let n = 1; n <= hints; n++) {
    const start = freecellDeal(n);
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
  line(
    `load average at end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`error: ${(e as Error).message}\n`);
    process.exitCode = 2;
  },
);
