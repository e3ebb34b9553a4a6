import { type AutoMode, autoMoves } from './auto-moves';
import { dealPosition } from './deal';
import type { Rules } from './games';
import { applyMove, checkMove, expandMove, legalMoves, type Move } from './moves';
import type { Refusal } from './reasons';
import { faceDownCount, isWon, type State } from './state';

/** One step of the history: what the player did (maybe played out as several single moves) and the auto-moves after it. */
export interface Step {
  /** The move as the player made it. */
  readonly move: Move;
  /** Every single move played for it, in order: the move (or its single-card expansion), then auto-moves. */
  readonly played: readonly Move[];
  /** How many of `played` are auto-moves (they come last). */
  readonly auto: number;
  /** The position after the step. */
  readonly after: State;
}

/** The auto-moves the game played by itself at the start (aces home at the deal), before any step. */
export interface Opening {
  /** The position as dealt (or given), before those moves. */
  readonly dealt: State;
  /** What was played, in order. Not the player's moves: they are not counted and cannot be undone. */
  readonly moves: readonly Move[];
}

/** A game in progress: the start, the history with a cursor (undo/redo), and the auto-move mode. */
export interface Session {
  readonly rules: Rules;
  /** The deal number, or null for a position that was given as text. */
  readonly deal: number | null;
  /** Where the history starts: the deal, after its opening auto-moves if any (restart comes back here). */
  readonly initial: State;
  /** Set when auto-moves were due at the start and played (see playOpening). */
  readonly opening?: Opening;
  readonly steps: readonly Step[];
  /** How many steps are in effect; steps after it can be redone. */
  readonly cursor: number;
  readonly autoMode: AutoMode;
}

export function currentState(s: Session): State {
  return s.cursor === 0 ? s.initial : (s.steps[s.cursor - 1] as Step).after;
}

/**
 * A session from a start position, as given: auto-moves due there wait for playOpening (the table
 * plays them once the deal is on screen) or for the first move.
 */
export function startSession(rules: Rules, initial: State, deal: number | null, autoMode: AutoMode = 'safe'): Session {
  return { rules, deal, initial, steps: [], cursor: 0, autoMode };
}

export function newGame(
  rules: Rules,
  deal: number,
  autoMode: AutoMode = 'safe',
): { ok: true; session: Session } | { ok: false; error: string } {
  const d = dealPosition(rules, deal);
  return d.ok ? { ok: true, session: startSession(rules, d.state, deal, autoMode) } : d;
}

export type PlayResult =
  | { readonly ok: true; readonly session: Session; readonly step: Step }
  | { readonly ok: false; readonly refusal: Refusal };

/** Plays a player's move: checked, expanded into single moves where the rules say so, then auto-moves. Redo is cleared. */
export function play(s: Session, move: Move): PlayResult {
  const before = currentState(s);
  const verdict = checkMove(before, move);
  if (!verdict.ok) return verdict;
  const singles = expandMove(before, move);
  let state = before;
  for (const m of singles) state = applyMove(state, m);
  // A card the player brought back from a foundation (Klondike) is not sent straight back up: it
  // is the only card such a move can make due, and the auto-moves would undo the move. The next
  // step's auto-moves take it if it is still due then.
  const auto = move.from.kind === 'foundation' ? { moves: [], state } : autoMoves(state, s.autoMode);
  const step: Step = { move, played: [...singles, ...auto.moves], auto: auto.moves.length, after: auto.state };
  return { ok: true, step, session: { ...s, steps: [...s.steps.slice(0, s.cursor), step], cursor: s.cursor + 1 } };
}

/** Plays the auto-moves due now as a step of their own (after the auto mode is switched on, say); null if none. */
export function playAutoMoves(s: Session, mode: AutoMode = s.autoMode): Session | null {
  const auto = autoMoves(currentState(s), mode);
  const first = auto.moves[0];
  if (!first) return null;
  const step: Step = { move: first, played: auto.moves, auto: auto.moves.length, after: auto.state };
  return { ...s, steps: [...s.steps.slice(0, s.cursor), step], cursor: s.cursor + 1 };
}

/**
 * A game taken up again (a save continued) with the auto-moves setting changed since: the moves it
 * now sends home, played as a step of their own, as switching the setting on at the table would.
 * Null when none are due; when a step now would drop steps taken back that a redo could bring back;
 * and after a card the player brought back from a foundation, which `play` leaves where it is.
 */
export function catchUpAutoMoves(s: Session): Session | null {
  if (canRedo(s)) return null;
  const last = s.cursor > 0 ? s.steps[s.cursor - 1] : undefined;
  if (last?.move.from.kind === 'foundation') return null;
  return playAutoMoves(s);
}

/**
 * Plays the auto-moves due at the start of a game that has no steps yet (the aces of a fresh deal,
 * a sorted position), as part of the start: the history begins after them, so they are neither
 * counted nor undone, and restart comes back to them played. The session as it was if none are due.
 */
export function playOpening(s: Session): Session {
  if (s.steps.length > 0 || s.opening) return s;
  const auto = autoMoves(s.initial, s.autoMode);
  if (auto.moves.length === 0) return s;
  return { ...s, initial: auto.state, opening: { dealt: s.initial, moves: auto.moves } };
}

/**
 * The moves home that win from here with no decision left (every card can go up in turn), or null.
 * Never while a card lies face down (Klondike): whether the moves home win would tell the player
 * the order of cards they have not seen.
 */
export function finishingMoves(state: State): Move[] | null {
  if (isWon(state) || faceDownCount(state) > 0) return null;
  const all = autoMoves(state, 'all');
  return isWon(all.state) ? all.moves : null;
}

/** Plays the finishing moves as one step (the table's Finish button); null when the game is not that far. */
export function playFinish(s: Session): Session | null {
  if (!finishingMoves(currentState(s))) return null;
  return playAutoMoves(s, 'all');
}

export const canUndo = (s: Session): boolean => s.cursor > 0;
export const canRedo = (s: Session): boolean => s.cursor < s.steps.length;

export function undo(s: Session): Session {
  return canUndo(s) ? { ...s, cursor: s.cursor - 1 } : s;
}

export function redo(s: Session): Session {
  return canRedo(s) ? { ...s, cursor: s.cursor + 1 } : s;
}

/** Back to the position after `cursor` steps (undo several at once); the steps stay for redo. */
export function rewind(s: Session, cursor: number): Session {
  return { ...s, cursor: Math.max(0, Math.min(s.cursor, Math.floor(cursor))) };
}

/** Back to the deal. The steps stay, so redo can replay them. */
export function restart(s: Session): Session {
  return { ...s, cursor: 0 };
}

export function setAutoMode(s: Session, autoMode: AutoMode): Session {
  return { ...s, autoMode };
}

/** Moves made so far: every single move in effect, auto-moves and played-out runs included. */
export function moveCount(s: Session): number {
  let n = 0;
  for (let i = 0; i < s.cursor; i++) n += (s.steps[i] as Step).played.length;
  return n;
}

export type Status = 'playing' | 'won' | 'stuck';

/** Won when every card is on the foundations; stuck when no legal move is left (stock and redeals count). */
export function statusOf(state: State): Status {
  if (isWon(state)) return 'won';
  return legalMoves(state).length === 0 ? 'stuck' : 'playing';
}
