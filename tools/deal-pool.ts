import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { dealPosition, type GameId, type Rules, rulesFor } from '../src/engine';
import { solve } from '../src/engine/solver';
import { threadCpuClock } from './thread-cpu';

// Solving numbered deals of one game, in this thread or shared out to worker threads, each
// outcome reported as soon as it is known (so that a long run can save it at once and be stopped
// and resumed). The engine of `npm run winrates` and `npm run bench`.

export interface DealJob {
  readonly game: GameId;
  readonly options: readonly string[];
  readonly deals: readonly number[];
  readonly maxMs: number;
  readonly maxStates: number;
  /** What maxMs and each outcome's ms count: the wall clock, or the solving thread's CPU time (thread-cpu.ts). */
  readonly clock: BudgetClock;
}

export type BudgetClock = 'wall' | 'cpu';

export type DealStatus = 'solved' | 'unsolvable' | 'unknown';

export interface DealOutcome {
  readonly deal: number;
  readonly status: DealStatus;
  /** Milliseconds the solve took, by the job's clock. */
  readonly ms: number;
  /** Distinct positions examined. */
  readonly states: number;
  /** Moves of the win (auto-moves included), 0 unless solved. */
  readonly length: number;
}

/**
 * The rules of a job, one object per game and options: the solver keeps its tables per Rules
 * object, and rulesFor with options makes a new one every call.
 */
const rulesCache = new Map<string, Rules>();
function jobRules(job: DealJob): Rules {
  const key = [job.game, ...job.options].join('+');
  let rules = rulesCache.get(key);
  if (!rules) {
    const r = rulesFor(job.game, [...job.options]);
    if (!r.ok) throw new Error(r.error);
    rules = r.rules;
    rulesCache.set(key, rules);
  }
  return rules;
}

/** Solves one deal (the solver replays every line it returns: solve.ts verifyLine). */
function solveDeal(job: DealJob, deal: number): DealOutcome {
  const d = dealPosition(jobRules(job), deal);
  if (!d.ok) throw new Error(d.error);
  const budget = { maxMs: job.maxMs, maxStates: job.maxStates };
  if (job.clock === 'cpu') {
    const clock = threadCpuClock();
    if (!clock) throw new Error('this system does not give a thread its CPU time: use the wall clock');
    const res = solve(d.state, { ...budget, clock });
    return { deal, status: res.status, ms: res.ms, states: res.states, length: res.moves.length };
  }
  const started = performance.now();
  const res = solve(d.state, budget);
  const ms = performance.now() - started;
  return { deal, status: res.status, ms, states: res.states, length: res.moves.length };
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === 'deal-solver') {
  // One deal per message, answered with its outcome.
  parentPort?.on('message', (msg: { job: DealJob; deal: number }) => {
    parentPort?.postMessage(solveDeal(msg.job, msg.deal));
  });
}

/** A worker thread running this file. Workers do not inherit tsx's loader, so a tiny module registers it first. */
function startWorker(): Worker {
  const api = import.meta.resolve('tsx/esm/api');
  const code = `import { register } from ${JSON.stringify(api)}; register(); await import(${JSON.stringify(import.meta.url)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), {
    workerData: { role: 'deal-solver' },
  });
}

/** A run of solveDeals in progress: `stop` ends it early (the deals being solved are dropped). */
export interface DealRun {
  readonly done: Promise<void>;
  stop(): void;
}

/**
 * Solves the job's deals on `threads` worker threads (0: in this thread, which nothing can stop
 * but the end), calling `each` with every outcome as it comes, in the order they finish.
 */
export function solveDeals(job: DealJob, threads: number, each: (o: DealOutcome) => void): DealRun {
  if (threads <= 0) {
    for (const deal of job.deals) each(solveDeal(job, deal));
    return { done: Promise.resolve(), stop: () => {} };
  }
  let next = 0;
  let stopped = false;
  const workers: Worker[] = [];
  const runOne = async (): Promise<void> => {
    const w = startWorker();
    workers.push(w);
    try {
      while (!stopped && next < job.deals.length) {
        const deal = job.deals[next++] as number;
        const outcome = await new Promise<DealOutcome | null>((resolve, reject) => {
          const onMessage = (o: DealOutcome): void => {
            w.off('error', reject);
            w.off('exit', onExit);
            resolve(o);
          };
          // A worker terminated by stop() ends its solve unanswered.
          const onExit = (): void => {
            w.off('message', onMessage);
            w.off('error', reject);
            resolve(null);
          };
          w.once('message', onMessage);
          w.once('error', reject);
          w.once('exit', onExit);
          w.postMessage({ job: { ...job, deals: [] }, deal });
        });
        if (outcome === null || stopped) break;
        each(outcome);
      }
    } finally {
      await w.terminate();
    }
  };
  const done = Promise.all(Array.from({ length: Math.min(threads, job.deals.length) }, runOne)).then(() => {});
  return {
    done,
    stop: () => {
      stopped = true;
      for (const w of workers) void w.terminate();
    },
  };
}

/** solveDeals to the end, the outcomes sorted by deal. */
export async function solveAll(
  job: DealJob,
  threads: number,
  progress: (done: number) => void = () => {},
): Promise<DealOutcome[]> {
  const out: DealOutcome[] = [];
  await solveDeals(job, threads, (o) => {
    out.push(o);
    progress(out.length);
  }).done;
  return out.sort((a, b) => a.deal - b.deal);
}
