import type { Move } from '../moves';
import type { Session, Step } from '../session';
import { currentState } from '../session';
import { isWon, type State } from '../state';
import { evaluate, weightsFor } from './heuristic';
import { klondikeHint, klondikeWinnable } from './klondike/player-view';
import { generateMoves, nextSafeAutoMove } from './move-gen';
import { PackedState, toEngineMove } from './packed';
import { type SolveBudget, type SolveResult, solve } from './solve';

// Hints and the "still winnable?" status, both answered by the solver from the current position.

export type Hint =
  /** The next move of a winning line; `line` is the whole line from here. */
  | { readonly kind: 'winning'; readonly move: Move; readonly line: readonly Move[] }
  /** No win found within the budget: the legal move that looks most useful. */
  | { readonly kind: 'guess'; readonly move: Move }
  /** The position is proven lost (or stuck): no winning line remains. */
  | { readonly kind: 'lost' }
  /** Nothing to do: the game is won. */
  | { readonly kind: 'won' };

export const HINT_BUDGET: SolveBudget = { maxStates: 200_000, maxMs: 150 };

export function hint(state: State, budget: SolveBudget = HINT_BUDGET): Hint {
  if (state.rules.id === 'klondike') return klondikeHint(state, budget); // only what the player sees
  if (isWon(state)) return { kind: 'won' };
  const r = solve(state, budget);
  return hintFrom(state, r);
}

/** The hint a finished solve gives. */
export function hintFrom(state: State, r: SolveResult): Hint {
  const first = r.moves[0];
  if (r.status === 'solved' && first) return { kind: 'winning', move: first, line: r.moves };
  if (r.status === 'solved') return { kind: 'won' };
  if (r.status === 'unsolvable') return { kind: 'lost' };
  const guess = bestGuess(state);
  return guess ? { kind: 'guess', move: guess } : { kind: 'lost' };
}

/** The legal move whose resulting position (after safe auto-moves) the heuristic likes best, or null. */
export function bestGuess(state: State): Move | null {
  const p = new PackedState(state);
  const weights = weightsFor(p);
  const moves = new Int32Array(2048);
  const end = generateMoves(p, moves, 0);
  let best = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  const autos: number[] = [];
  for (let i = 0; i < end; i++) {
    const m = moves[i] as number;
    p.apply(m);
    for (let a = nextSafeAutoMove(p); a >= 0; a = nextSafeAutoMove(p)) {
      p.apply(a);
      autos.push(a);
    }
    const score = p.isWon() ? Number.POSITIVE_INFINITY : evaluate(p, weights);
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
    while (autos.length) p.undo(autos.pop() as number);
    p.undo(m);
  }
  return best < 0 ? null : toEngineMove(best);
}

export type Winnable = 'yes' | 'no' | 'unknown';

/** "Still winnable?": yes (a win was found), no (proven lost), unknown (budget spent). */
export function stillWinnable(state: State, budget: SolveBudget = HINT_BUDGET): Winnable {
  if (state.rules.id === 'klondike') return klondikeWinnable(state, budget); // only what the player sees
  const status = solve(state, budget).status;
  return status === 'solved' ? 'yes' : status === 'unsolvable' ? 'no' : 'unknown';
}

/** The message for a lost position, as the table shows it. */
export function lostMessage(undoTo: number | null): string {
  return undoTo === null ? 'no winning line remains' : `no winning line remains: undo to move ${undoTo}`;
}

/**
 * Where a lost game can be taken back to. Walking back from the position before this one:
 * - `undo`: the latest earlier position proven winnable; `cursor` is its place in the history;
 * - `unclear`: the walk met a position the budget could not decide (at `cursor`), so no earlier
 *   position may be called the last winning one: an unknown is said as unknown, never as lost;
 * - `from-start`: every position back to the start is proven lost: the deal was lost from the start.
 */
export type UndoPoint =
  | { readonly kind: 'undo'; readonly cursor: number }
  | { readonly kind: 'unclear'; readonly cursor: number }
  | { readonly kind: 'from-start' };

/**
 * The walk back through a lost session's history, one position at a time: it yields each position
 * to judge and is sent the verdict, until it returns the undo point. The rule lives here once; the
 * worker's client and the synchronous callers only say how a position is judged.
 */
export function* walkBack(session: Session): Generator<State, UndoPoint, Winnable> {
  for (let k = session.cursor - 1; k >= 0; k--) {
    const verdict = yield k === 0 ? session.initial : (session.steps[k - 1] as Step).after;
    if (verdict === 'yes') return { kind: 'undo', cursor: k };
    if (verdict === 'unknown') return { kind: 'unclear', cursor: k };
  }
  return { kind: 'from-start' };
}

/** The undo point of a lost session, judging each position with `judge` as it comes. */
export function undoPointBy(session: Session, judge: (state: State) => Winnable): UndoPoint {
  const walk = walkBack(session);
  let step = walk.next('no');
  while (!step.done) step = walk.next(judge(step.value));
  return step.value;
}

/**
 * For a lost session: how many of its steps can be kept, i.e. the latest step count whose
 * position still has a win (0 = the deal itself), or null when there is none, or when a position
 * on the way back could not be decided within the budget.
 */
export function lastWinnableStep(session: Session, budget: SolveBudget = HINT_BUDGET): number | null {
  const point = undoPointBy(session, (state) => stillWinnable(state, budget));
  return point.kind === 'undo' ? point.cursor : null;
}

/** The hint for a session's current position, with the undo point when it is lost. */
export function sessionHint(
  session: Session,
  budget: SolveBudget = HINT_BUDGET,
):
  | Exclude<Hint, { kind: 'lost' }>
  | { readonly kind: 'lost'; readonly undoTo: number | null; readonly message: string } {
  const h = hint(currentState(session), budget);
  if (h.kind !== 'lost') return h;
  const undoTo = lastWinnableStep(session, budget);
  return { kind: 'lost', undoTo, message: lostMessage(undoTo) };
}
