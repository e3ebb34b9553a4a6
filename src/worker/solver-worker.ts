import { dealPosition } from '../engine/deal';
import type { Rules } from '../engine/games';
import {
  HINT_BUDGET,
  type Hint,
  hint,
  hintFrom,
  type SolveBudget,
  type SolveResult,
  SolveRun,
  stillWinnable,
  type Winnable,
} from '../engine/solver';
import type { State } from '../engine/state';

// The solver's Web Worker. It runs one request at a time in slices of a few milliseconds and
// yields between slices, so a cancel message (or a newer request) is seen within a slice.
// The message protocol is described in solver-client.ts, which is the only code that talks to it.

export type SolverRequest =
  | { readonly type: 'solve'; readonly id: number; readonly state: State; readonly budget?: SolveBudget }
  | { readonly type: 'hint'; readonly id: number; readonly state: State; readonly budget?: SolveBudget }
  | { readonly type: 'winnable'; readonly id: number; readonly state: State; readonly budget?: SolveBudget }
  | {
      readonly type: 'winnable-deal';
      readonly id: number;
      readonly rules: Rules;
      readonly deal: number;
      readonly tries: number;
      readonly budget?: SolveBudget;
    }
  | { readonly type: 'cancel'; readonly id: number };

export type SolverReply =
  | { readonly type: 'solve'; readonly id: number; readonly result: SolveResult }
  | { readonly type: 'hint'; readonly id: number; readonly hint: Hint; readonly result: SolveResult }
  | { readonly type: 'winnable'; readonly id: number; readonly winnable: Winnable; readonly result: SolveResult }
  | { readonly type: 'winnable-deal'; readonly id: number; readonly deal: number | null }
  | { readonly type: 'cancelled'; readonly id: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string };

type Work = Exclude<SolverRequest, { type: 'cancel' }>;

/** How long one slice of search runs before the worker looks at its messages again. */
export const SLICE_MS = 8;

/**
 * The worker's logic without the worker: feed it requests, it posts replies. `defer` schedules
 * the next slice (setTimeout in a worker; tests may pass their own).
 */
export function createSolverHost(
  post: (reply: SolverReply) => void,
  defer: (next: () => void) => void = (next) => setTimeout(next, 0),
): (request: SolverRequest) => void {
  const queue: Work[] = [];
  let current: Job | null = null;
  let scheduled = false;

  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    defer(() => {
      scheduled = false;
      tick();
    });
  };

  const tick = (): void => {
    if (!current) {
      const work = queue.shift();
      if (!work) return;
      current = { work, run: work.type === 'winnable-deal' ? null : new SolveRun(work.state, work.budget), dealAt: 0 };
    }
    const job = current;
    try {
      const reply = advance(job);
      if (reply) {
        current = null;
        post(reply);
      }
    } catch (e) {
      current = null;
      post({ type: 'error', id: job.work.id, message: (e as Error).message });
    }
    if (current || queue.length) schedule();
  };

  return (request) => {
    if (request.type === 'cancel') {
      const i = queue.findIndex((w) => w.id === request.id);
      if (i >= 0) queue.splice(i, 1);
      else if (current?.work.id === request.id) current = null;
      else return;
      post({ type: 'cancelled', id: request.id });
      return;
    }
    queue.push(request);
    schedule();
  };
}

interface Job {
  readonly work: Work;
  run: SolveRun | null;
  /** For winnable-deal: how many deals after the first have been tried. */
  dealAt: number;
}

/** One slice of the current request: its reply when it is done, else null. */
function advance(job: Job): SolverReply | null {
  const { work } = job;
  if ((work.type === 'hint' || work.type === 'winnable') && work.state.rules.id === 'klondike') {
    // A Klondike player's hint and status may not use the face-down cards the worker's state holds:
    // the engine's player-view answers (solver/klondike/player-view.ts), within the budget, at once.
    const started = Date.now();
    const budget = work.budget ?? {};
    const answer = work.type === 'hint' ? hint(work.state, { ...HINT_BUDGET, ...budget }) : null;
    const winnable = work.type === 'winnable' ? stillWinnable(work.state, { ...HINT_BUDGET, ...budget }) : 'unknown';
    const result: SolveResult = { status: 'unknown', moves: [], states: 0, ms: Date.now() - started };
    return answer
      ? { type: 'hint', id: work.id, hint: answer, result }
      : { type: 'winnable', id: work.id, winnable, result };
  }
  if (work.type === 'winnable-deal') {
    if (!job.run) {
      const d = dealPosition(work.rules, work.deal + job.dealAt);
      if (!d.ok) return { type: 'error', id: work.id, message: d.error };
      job.run = new SolveRun(d.state, work.budget);
    }
    const r = job.run.step(SLICE_MS);
    if (!r) return null;
    if (r.status === 'solved') return { type: 'winnable-deal', id: work.id, deal: work.deal + job.dealAt };
    job.run = null;
    job.dealAt++;
    return job.dealAt >= work.tries ? { type: 'winnable-deal', id: work.id, deal: null } : null;
  }
  const result = job.run?.step(SLICE_MS);
  if (!result) return null;
  switch (work.type) {
    case 'solve':
      return { type: 'solve', id: work.id, result };
    case 'hint':
      return { type: 'hint', id: work.id, hint: hintFrom(work.state, result), result };
    case 'winnable': {
      const winnable: Winnable = result.status === 'solved' ? 'yes' : result.status === 'unsolvable' ? 'no' : 'unknown';
      return { type: 'winnable', id: work.id, winnable, result };
    }
  }
}

/** The bits of a dedicated worker's global scope this file uses. */
interface WorkerScope {
  postMessage(message: SolverReply): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<SolverRequest>) => void): void;
}

// Started as a worker: wire the host to the worker's messages. (Imported anywhere else, as by the
// tests, the file only exports createSolverHost.)
const workerScope = (globalThis as { WorkerGlobalScope?: abstract new () => unknown }).WorkerGlobalScope;
if (workerScope && globalThis instanceof workerScope) {
  const worker = globalThis as unknown as WorkerScope;
  const host = createSolverHost((reply) => worker.postMessage(reply));
  worker.addEventListener('message', (e) => host(e.data));
}
