import { currentState, type Session, type State } from '../../engine';
import type { UndoPoint, Winnable } from '../../engine/solver';
import type { SolverClient, SolverTask } from '../../worker/solver-client';

// "Can this deal still be won?", asked quietly of the solver's worker after every move, so that a
// loss is a decision the player can point at: when the position on the table is proven lost, the
// walk back through the history finds the last position proven winnable (see walkBack). Verdicts
// are kept per position (positions are immutable and the history holds the same objects), and
// follow from each other: whatever is reached from a lost position is lost, and whatever led to a
// winnable one was winnable.

export type LostNews =
  /** The position is winnable, or the solver could not tell: nothing to say. */
  | { readonly kind: 'quiet' }
  /** Proven lost; where it can be taken back to. */
  | { readonly kind: 'lost'; readonly point: UndoPoint }
  /** The solver failed or did not answer in time: nothing is known, and the player is told so. */
  | { readonly kind: 'unknown' };

/** How long one question to the worker may take (its budget is 1 s) before the watch gives up on it. */
export const WATCH_PATIENCE_MS = 8_000;
/** A walk back asks one question per position; it may take longer, but not for ever. */
export const WALK_PATIENCE_MS = 30_000;

/** The task's answer, or a rejection once `ms` have passed without one (the task is cancelled). */
function patiently<T>(task: SolverTask<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Rejected before the cancel, whose null answer would otherwise win the race as "cancelled".
      reject(new Error(`no answer from the solver in ${ms} ms`));
      task.cancel();
    }, ms);
  });
  return Promise.race([task.promise, late]).finally(() => clearTimeout(timer));
}

export class LostWatch {
  private readonly verdicts = new WeakMap<State, Winnable>();
  private task: { cancel(): void } | null = null;

  constructor(
    private readonly solver: () => Promise<SolverClient | null>,
    private readonly report: (news: LostNews, session: Session) => void,
    private readonly patience: { readonly ask: number; readonly walk: number } = {
      ask: WATCH_PATIENCE_MS,
      walk: WALK_PATIENCE_MS,
    },
  ) {}

  /** What is known of a position, if anything. */
  verdict(state: State): Winnable | undefined {
    return this.verdicts.get(state);
  }

  /** A verdict found elsewhere (a hint's solve), kept as if the watch had found it. */
  learn(session: Session, state: State, verdict: Winnable): void {
    this.keep(session, state, verdict);
  }

  /** Judges the session's position now, replacing any check still running. */
  check(session: Session): void {
    this.stop();
    let live = true;
    const tasks: SolverTask<unknown>[] = [];
    this.task = {
      cancel: () => {
        live = false;
        for (const t of tasks) t.cancel();
      },
    };
    void this.judge(session, tasks, () => live).then(
      (news) => {
        if (live && news) this.report(news, session);
      },
      () => {
        // A worker that fails or hangs: the table plays on, and says that it cannot tell.
        if (live) this.report({ kind: 'unknown' }, session);
      },
    );
  }

  stop(): void {
    this.task?.cancel();
    this.task = null;
  }

  private async judge(session: Session, tasks: SolverTask<unknown>[], live: () => boolean): Promise<LostNews | null> {
    const state = currentState(session);
    let verdict = this.known(session, state);
    if (verdict === undefined) {
      const client = await this.solver();
      if (!live()) return null;
      if (!client) return { kind: 'unknown' };
      const task = client.stillWinnable(state);
      tasks.push(task);
      const v = await patiently(task, this.patience.ask);
      if (v === null || !live()) return null;
      verdict = v;
      this.keep(session, state, verdict);
    }
    if (verdict !== 'no') return { kind: 'quiet' };
    const client = await this.solver();
    if (!live()) return null;
    if (!client) return { kind: 'unknown' };
    const walk = client.undoPoint(session, undefined, {
      known: (s) => this.verdicts.get(s),
      learned: (s, v) => this.verdicts.set(s, v),
    });
    tasks.push(walk);
    const point = await patiently(walk, this.patience.walk);
    if (point === null || !live()) return null;
    return { kind: 'lost', point };
  }

  /** The verdict of the session's position, from the cache or from the position before it. */
  private known(session: Session, state: State): Winnable | undefined {
    const own = this.verdicts.get(state);
    if (own !== undefined) return own;
    const before = session.cursor >= 2 ? session.steps[session.cursor - 2]?.after : session.initial;
    if (session.cursor >= 1 && before && this.verdicts.get(before) === 'no') {
      this.verdicts.set(state, 'no');
      return 'no';
    }
    return undefined;
  }

  /** Keeps a verdict; a winnable position makes every position before it in the history winnable too. */
  private keep(session: Session, state: State, verdict: Winnable): void {
    this.verdicts.set(state, verdict);
    if (verdict !== 'yes') return;
    for (let k = session.cursor - 1; k >= 0; k--) {
      const s = k === 0 ? session.initial : session.steps[k - 1]?.after;
      if (!s || this.verdicts.get(s) === 'yes') break;
      this.verdicts.set(s, 'yes');
    }
  }
}
