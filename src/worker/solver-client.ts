import type { Rules } from '../engine/games';
import type { Session } from '../engine/session';
import type { Hint, SolveBudget, SolveResult, UndoPoint, Winnable } from '../engine/solver';
import { HINT_BUDGET, WINNABLE_DEAL_BUDGET, WINNABLE_DEAL_TRIES, walkBack } from '../engine/solver';
import type { State } from '../engine/state';
import type { SolverReply, SolverRequest } from './solver-worker';

/*
 * The solver in a Web Worker, for the game view. The engine's solver is synchronous and pure; this
 * client runs it off the main thread and lets the view drop work it no longer needs.
 *
 *   const solver = new SolverClient();                 // starts the worker (solver-worker.ts)
 *   const task = solver.hint(state);                   // SolverTask<Hint>
 *   task.promise.then((h) => { if (h) show(h); });     // null when the task was cancelled
 *   task.cancel();                                     // the player moved on: stop the search
 *   solver.stillWinnable(state)                        // 'yes' | 'no' | 'unknown', cheap after every move
 *   solver.solve(state, { maxMs, maxStates })          // SolveResult: status, every move, states, ms
 *   solver.nextWinnableDeal(rules, deal)               // the first deal number >= deal the solver wins
 *   solver.undoPoint(session)                          // lost game: where to take it back to
 *   solver.cancelAll();  solver.dispose();             // stop everything; end the worker
 *
 * Protocol (see SolverRequest / SolverReply in solver-worker.ts): every request carries an id; the
 * worker answers each id once, with its result, 'cancelled' or 'error'. A { type: 'cancel', id }
 * message is honoured between search slices (a few ms), so cancelling is quick without killing
 * the worker; `restart()` terminates the worker outright when that is wanted instead.
 */

/** A request in flight: its answer (null if cancelled) and a way to cancel it. */
export interface SolverTask<T> {
  readonly promise: Promise<T | null>;
  cancel(): void;
}

/** What the client needs of a Worker (a real one, or a stand-in in tests). */
export interface WorkerLike {
  postMessage(message: SolverRequest): void;
  onmessage: ((e: MessageEvent<SolverReply>) => void) | null;
  /** A script that failed to load or threw: the requests in flight would never be answered. */
  onerror?: ((e: Event) => void) | null;
  terminate(): void;
}

type Pending = { resolve: (reply: SolverReply | null) => void };

/** Verdicts known before a walk back (so it solves only what is new), told of each one it finds. */
export interface VerdictMemo {
  known(state: State): Winnable | undefined;
  learned(state: State, verdict: Winnable): void;
}

const NO_MEMO: VerdictMemo = { known: () => undefined, learned: () => {} };

export const WINNABLE_BUDGET: SolveBudget = { maxStates: 200_000, maxMs: 1_000 };

export class SolverClient {
  private worker: WorkerLike;
  /** The worker failed (did not load, or threw): the next request starts a fresh one. */
  private failed = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly makeWorker: () => WorkerLike;

  constructor(
    makeWorker: () => WorkerLike = () =>
      new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike,
  ) {
    this.makeWorker = makeWorker;
    this.worker = this.start();
  }

  solve(state: State, budget?: SolveBudget): SolverTask<SolveResult> {
    return this.request({ type: 'solve', id: 0, state, budget }, (r) => (r.type === 'solve' ? r.result : null));
  }

  hint(state: State, budget: SolveBudget = HINT_BUDGET): SolverTask<Hint> {
    return this.request({ type: 'hint', id: 0, state, budget }, (r) => (r.type === 'hint' ? r.hint : null));
  }

  stillWinnable(state: State, budget: SolveBudget = WINNABLE_BUDGET): SolverTask<Winnable> {
    return this.request({ type: 'winnable', id: 0, state, budget }, (r) => (r.type === 'winnable' ? r.winnable : null));
  }

  nextWinnableDeal(
    rules: Rules,
    deal: number,
    budget: SolveBudget = WINNABLE_DEAL_BUDGET,
    tries = WINNABLE_DEAL_TRIES,
  ): SolverTask<number | null> {
    return this.request({ type: 'winnable-deal', id: 0, rules, deal, tries, budget }, (r) =>
      r.type === 'winnable-deal' ? r.deal : null,
    );
  }

  /**
   * For a lost session: where it can be taken back to (see walkBack: the latest position proven
   * winnable, an undecided one on the way, or lost from the start), solving backwards one position
   * at a time in the worker. `memo` may answer a position without a solve (a verdict already
   * known) and hears each verdict found; null from the task if cancelled.
   */
  undoPoint(
    session: Session,
    budget: SolveBudget = WINNABLE_BUDGET,
    memo: VerdictMemo = NO_MEMO,
  ): SolverTask<UndoPoint> {
    let cancelled = false;
    let inner: SolverTask<Winnable> | null = null;
    const run = async (): Promise<UndoPoint | null> => {
      const walk = walkBack(session);
      let step = walk.next('no');
      while (!step.done) {
        const state = step.value;
        let verdict = memo.known(state);
        if (verdict === undefined) {
          inner = this.stillWinnable(state, budget);
          const v = await inner.promise;
          if (cancelled || v === null) return null;
          verdict = v;
          memo.learned(state, v);
        }
        step = walk.next(verdict);
      }
      return step.value;
    };
    return {
      promise: run(),
      cancel: () => {
        cancelled = true;
        inner?.cancel();
      },
    };
  }

  /** Cancels every request in flight. */
  cancelAll(): void {
    for (const id of [...this.pending.keys()]) this.cancel(id);
  }

  /** Ends the worker at once (every request answers null) and starts a fresh one. */
  restart(): void {
    this.worker.terminate();
    this.settleAll();
    this.worker = this.start();
  }

  dispose(): void {
    this.worker.terminate();
    this.settleAll();
  }

  private start(): WorkerLike {
    const w = this.makeWorker();
    w.onmessage = (e) => {
      const reply = e.data;
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      p.resolve(reply.type === 'cancelled' ? null : reply);
    };
    // Without this a worker that 404s, fails to parse or crashes leaves every request pending for
    // ever: each fails now with the error, and the next request tries a fresh worker.
    w.onerror = (e) => {
      if (w !== this.worker) return;
      e.preventDefault?.();
      this.failed = true;
      const said = (e as { message?: unknown }).message;
      const message = typeof said === 'string' && said !== '' ? said : 'the solver worker failed';
      for (const p of this.pending.values()) p.resolve({ type: 'error', id: 0, message });
      this.pending.clear();
    };
    return w;
  }

  private settleAll(): void {
    for (const p of this.pending.values()) p.resolve(null);
    this.pending.clear();
  }

  private cancel(id: number): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    p.resolve(null);
    this.worker.postMessage({ type: 'cancel', id });
  }

  private request<T>(message: SolverRequest, pick: (reply: SolverReply) => T | null): SolverTask<T> {
    const id = this.nextId++;
    if (this.failed) {
      this.failed = false;
      this.worker.terminate();
      this.worker = this.start();
    }
    const promise = new Promise<T | null>((resolve, reject) => {
      this.pending.set(id, {
        resolve: (reply) => {
          if (reply?.type === 'error') reject(new Error(reply.message));
          else resolve(reply ? pick(reply) : null);
        },
      });
    });
    this.worker.postMessage({ ...message, id });
    return { promise, cancel: () => this.cancel(id) };
  }
}
