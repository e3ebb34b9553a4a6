import { bestMove, keptLine, type Move, type State, takesBack } from '../../engine';
import type { SolverClient } from '../../worker/solver-client';

// Where hints come from: the solver in its Web Worker (loaded on the first hint, so it costs
// nothing before), with the table's own ranking of legal moves as the answer when the worker
// is missing, slow or fails; after a winning line's first move was played, that line's next move
// (engine/kept-line.ts). A newer request or any move cancels the one in flight.

export type HintAnswer =
  | { readonly kind: 'move'; readonly move: Move; readonly winning: boolean }
  | { readonly kind: 'lost'; readonly move: Move | null }
  | { readonly kind: 'none' };

const PATIENCE_MS = 2500;

let client: Promise<SolverClient | null> | null = null;

/** The solver's worker client, started on first use; null where workers fail. */
export function solver(): Promise<SolverClient | null> {
  client ??= import('../../worker/solver-client').then((m) => new m.SolverClient()).catch(() => null);
  return client;
}

/** Starts the solver's worker ahead of the first hint (after the first move, say), so that hint is quick. */
export function warmUpSolver(): void {
  void solver();
}

/** The kept line's rest, or null; a line that cannot be replayed (a bug) is dropped, never thrown. */
function keptLineOrNull(from: State, line: readonly Move[], now: State): Move[] | null {
  try {
    return keptLine(from, line, now);
  } catch {
    return null;
  }
}

export class HintSource {
  private cancel: (() => void) | null = null;
  /** The last winning line shown, and the position it starts from (engine/kept-line.ts). */
  private kept: { readonly from: State; readonly line: readonly Move[] } | null = null;

  /**
   * Asks for a hint for `state`; `answer` is called once, unless a newer request or `stop` comes
   * first. `before`: the position before the last step, which no hint but a winning line's takes back.
   */
  request(state: State, answer: (a: HintAnswer) => void, before: State | null = null): void {
    this.stop();
    let live = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let task: { cancel(): void } | null = null;
    const fallback = (): HintAnswer => {
      const m = bestMove(state, before);
      return m ? { kind: 'move', move: m, winning: false } : { kind: 'none' };
    };
    const finish = (a: HintAnswer) => {
      if (!live) return;
      live = false;
      if (timer !== null) clearTimeout(timer);
      task?.cancel();
      this.cancel = null;
      answer(a);
    };
    this.cancel = () => {
      live = false;
      if (timer !== null) clearTimeout(timer);
      task?.cancel();
    };
    // The player played the last winning line's first move: its next move, with no solve.
    const kept = this.kept;
    this.kept = null;
    const rest = kept ? keptLineOrNull(kept.from, kept.line, state) : null;
    if (rest) {
      const line = rest;
      void Promise.resolve().then(() => {
        if (live) this.kept = { from: state, line };
        finish({ kind: 'move', move: line[0] as Move, winning: true });
      });
      return;
    }
    timer = setTimeout(() => finish(fallback()), PATIENCE_MS);
    solver().then(
      (c) => {
        if (!live) return;
        if (!c) return finish(fallback());
        const t = c.hint(state);
        task = t;
        t.promise.then(
          (h) => {
            if (!h || h.kind === 'won') return finish(fallback());
            if (h.kind === 'lost') return finish({ kind: 'lost', move: bestMove(state, before) });
            // A guess (no win found in time) that only takes the last step back helps nobody.
            if (h.kind === 'guess' && before && takesBack(state, h.move, before)) return finish(fallback());
            if (h.kind === 'winning' && live) this.kept = { from: state, line: h.line };
            finish({ kind: 'move', move: h.move, winning: h.kind === 'winning' });
          },
          () => finish(fallback()),
        );
      },
      () => finish(fallback()),
    );
  }

  /** Drops the request in flight, if any; says whether there was one (its answer will not come). */
  stop(): boolean {
    const inFlight = this.cancel !== null;
    this.cancel?.();
    this.cancel = null;
    return inFlight;
  }
}
