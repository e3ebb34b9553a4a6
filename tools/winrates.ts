import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { dealPosition, GAME_IDS, type GameId, isGameId, rulesFor } from '../src/engine';
import { solve } from '../src/engine/solver';
import { parseArgs, stringFlag, wholeFlags } from './args';

// `npm run winrates -- [--deals N] [--games a,b] [--max-ms N] [--threads N] [--out FILE]`
// A game may name options and its own deal count: `eight-off+any-card-in-space`, `eights-down@100`.
// Solves deals 1..N of every game and writes docs/winrates.md: solved, proven unsolvable, unknown,
// median and p95 time, median solution length. Deals are shared out to worker threads (one per
// core by default); the times are per deal, as one core sees them. `solveDeals` is also the
// engine of `npm run bench`.

export interface DealJob {
  readonly game: GameId;
  readonly options: readonly string[];
  readonly deals: readonly number[];
  readonly maxMs: number;
  readonly maxStates: number;
}

export interface DealOutcome {
  readonly deal: number;
  readonly status: 'solved' | 'unsolvable' | 'unknown';
  readonly ms: number;
  readonly states: number;
  readonly length: number;
}

function runJob(job: DealJob): DealOutcome[] {
  const r = rulesFor(job.game, [...job.options]);
  if (!r.ok) throw new Error(r.error);
  return job.deals.map((deal) => {
    const d = dealPosition(r.rules, deal);
    if (!d.ok) throw new Error(d.error);
    const started = performance.now();
    const res = solve(d.state, { maxMs: job.maxMs, maxStates: job.maxStates });
    const ms = performance.now() - started;
    return { deal, status: res.status, ms, states: res.states, length: res.moves.length };
  });
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === 'solver') {
  parentPort?.on('message', (job: DealJob) => parentPort?.postMessage(runJob(job)));
}

/** A worker thread running this file. Workers do not inherit tsx's loader, so a tiny module registers it first. */
function startWorker(): Worker {
  const api = import.meta.resolve('tsx/esm/api');
  const code = `import { register } from ${JSON.stringify(api)}; register(); await import(${JSON.stringify(import.meta.url)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), { workerData: { role: 'solver' } });
}

/** Solves the deals on `threads` worker threads (0: in this thread), calling `progress` as chunks finish. */
export async function solveDeals(
  job: DealJob,
  threads: number,
  progress: (done: number) => void = () => {},
): Promise<DealOutcome[]> {
  if (threads <= 0) return runJob(job);
  const chunk = 20;
  const chunks: number[][] = [];
  for (let i = 0; i < job.deals.length; i += chunk) chunks.push(job.deals.slice(i, i + chunk));
  const results: DealOutcome[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    const w = startWorker();
    try {
      while (next < chunks.length) {
        const deals = chunks[next++] as number[];
        const out = await new Promise<DealOutcome[]>((resolve, reject) => {
          const done = (r: DealOutcome[]): void => {
            w.off('error', reject);
            resolve(r);
          };
          w.once('message', done);
          w.once('error', reject);
          w.postMessage({ ...job, deals });
        });
        results.push(...out);
        progress(results.length);
      }
    } finally {
      await w.terminate();
    }
  };
  await Promise.all(Array.from({ length: threads }, worker));
  return results.sort((a, b) => a.deal - b.deal);
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

export interface Summary {
  readonly deals: number;
  readonly solved: number;
  readonly unsolvable: number;
  readonly unknown: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly totalMs: number;
  readonly medianLength: number;
}

export function summarize(outcomes: readonly DealOutcome[]): Summary {
  const count = (s: DealOutcome['status']) => outcomes.filter((o) => o.status === s).length;
  const ms = outcomes.map((o) => o.ms);
  return {
    deals: outcomes.length,
    solved: count('solved'),
    unsolvable: count('unsolvable'),
    unknown: count('unknown'),
    medianMs: percentile(ms, 0.5),
    p95Ms: percentile(ms, 0.95),
    totalMs: ms.reduce((a, b) => a + b, 0),
    medianLength: percentile(
      outcomes.filter((o) => o.status === 'solved').map((o) => o.length),
      0.5,
    ),
  };
}

const pct = (n: number, of: number): string => `${((100 * n) / of).toFixed(1)}%`;
const msText = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

async function main(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv, ['deals', 'games', 'max-ms', 'max-states', 'threads', 'out'], []);
  if (!parsed.ok) {
    process.stderr.write(`error: ${parsed.error}\n`);
    return 2;
  }
  const a = parsed.args;
  const flags = wholeFlags(a, {
    deals: { fallback: 1000 },
    'max-ms': { fallback: 10_000 },
    'max-states': { fallback: 3_000_000 },
    threads: { fallback: cpus().length },
  });
  if (!flags.ok) {
    process.stderr.write(`error: ${flags.error}\n`);
    return 2;
  }
  const { deals, 'max-ms': maxMs, 'max-states': maxStates, threads } = flags.values;
  const out = stringFlag(a, 'out') ?? 'docs/winrates.md';
  const games = stringFlag(a, 'games')?.split(',') ?? [...GAME_IDS, 'eight-off+any-card-in-space'];
  const variants: { game: GameId; options: string[]; label: string; deals: number }[] = [];
  for (const spec of games) {
    const [name = '', count] = spec.split('@');
    const [game = '', ...options] = name.split('+');
    const r = isGameId(game) ? rulesFor(game, options) : null;
    if (!r?.ok) {
      process.stderr.write(`error: unknown game or option "${spec}"\n`);
      return 2;
    }
    const label = [r.rules.name, ...options].join(' + ');
    variants.push({ game: r.rules.id, options, label, deals: count ? Number(count) : deals });
  }
  const rows: string[] = [];
  for (const v of variants) {
    const started = Date.now();
    const job: DealJob = {
      game: v.game,
      options: v.options,
      deals: Array.from({ length: v.deals }, (_, i) => i + 1),
      maxMs,
      maxStates,
    };
    const outcomes = await solveDeals(job, threads, (done) => {
      if (done % 100 === 0) process.stderr.write(`\r${v.label}: ${done}/${v.deals}`);
    });
    const s = summarize(outcomes);
    process.stderr.write(`\r${v.label}: ${v.deals} deals in ${((Date.now() - started) / 1000).toFixed(1)} s wall\n`);
    const unknownDeals = outcomes.filter((o) => o.status === 'unknown').map((o) => o.deal);
    const unsolvableDeals = outcomes.filter((o) => o.status === 'unsolvable').map((o) => o.deal);
    rows.push(
      `| ${v.label} | ${s.deals} | ${s.solved} (${pct(s.solved, s.deals)}) | ${s.unsolvable} (${pct(s.unsolvable, s.deals)}) | ${s.unknown} (${pct(s.unknown, s.deals)}) | ${msText(s.medianMs)} | ${msText(s.p95Ms)} | ${Number.isNaN(s.medianLength) ? '-' : s.medianLength} |`,
    );
    if (unsolvableDeals.length && unsolvableDeals.length <= 40)
      rows.push(`|  | proven unsolvable: ${unsolvableDeals.join(', ')} | | | | | | |`);
    if (unknownDeals.length && unknownDeals.length <= 40)
      rows.push(`|  | unknown: ${unknownDeals.join(', ')} | | | | | | |`);
  }
  const doc = `# Win rates

Measured by \`npm run winrates -- ${argv.join(' ')}\`: deals 1..N of every game, each solved with a
budget of ${msText(maxMs)} and ${maxStates.toLocaleString('en')} positions. "Proven unsolvable" means the solver
searched every line (a proof, not a give-up); "unknown" means the budget ran out first. Times are per
deal on one core (${cpus()[0]?.model ?? 'unknown CPU'}, ${threads} deals at a time, shared machine);
solution lengths count every move, auto-moves included.

| game | deals | solved | proven unsolvable | unknown | median time | p95 time | median length |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Generated on ${new Date().toISOString().slice(0, 10)}.
`;
  mkdirSync('docs', { recursive: true });
  writeFileSync(out, doc);
  process.stdout.write(doc);
  return 0;
}

const isMain =
  isMainThread && process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'));
if (isMain) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`error: ${(e as Error).message}\n`);
      process.exitCode = 2;
    },
  );
}
