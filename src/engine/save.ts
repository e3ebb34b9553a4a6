import { AUTO_MODES, type AutoMode } from './auto-moves';
import { dealPosition } from './deal';
import { isGameId, rulesFor } from './games';
import { applyMove, checkMove, expandMove, type Move } from './moves';
import type { MoveProblem } from './notation';
import { moveToPileText, parseMove } from './notation';
import { readPosition, writePosition } from './position-text';
import type { Session, Step } from './session';
import type { State } from './state';

// A save is versioned JSON: the game and its options, the deal number (or the starting position
// as board text), the auto-move mode, every step with the single moves played for it, and the
// cursor. Loading replays every move through the engine's own checks, so a save cannot smuggle in
// an illegal position: anything that does not replay is reported, never half-loaded.

export const SAVE_FORMAT = 'open-cell-solitaire/save';
export const SAVE_VERSION = 1;

export interface SaveFile {
  readonly format: typeof SAVE_FORMAT;
  readonly version: typeof SAVE_VERSION;
  readonly game: string;
  readonly options: readonly string[];
  readonly deal: number | null;
  readonly position?: string;
  readonly autoMode: AutoMode;
  /** The auto-moves played at the start, before the steps (absent when none were: older saves too). */
  readonly opening?: readonly string[];
  readonly steps: readonly { readonly move: string; readonly played: readonly string[]; readonly auto: number }[];
  readonly cursor: number;
}

export function toSave(s: Session): SaveFile {
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    game: s.rules.id,
    options: s.rules.options,
    deal: s.deal,
    ...(s.deal === null ? { position: writePosition(s.opening?.dealt ?? s.initial) } : {}),
    autoMode: s.autoMode,
    ...(s.opening ? { opening: s.opening.moves.map(moveToPileText) } : {}),
    steps: s.steps.map((st) => ({
      move: moveToPileText(st.move),
      played: st.played.map(moveToPileText),
      auto: st.auto,
    })),
    cursor: s.cursor,
  };
}

export function saveToJson(s: Session): string {
  return JSON.stringify(toSave(s));
}

export type LoadResult =
  | { readonly ok: true; readonly session: Session }
  | { readonly ok: false; readonly error: string };

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Is this the save of a newer version of the game (a later SAVE_VERSION)? An older page still open
 * in a tab cannot read it, and must leave it for the newer one: not set aside, not written over.
 */
export function savedByNewerVersion(json: string): boolean {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return false;
  }
  return (
    isRecord(data) && data.format === SAVE_FORMAT && typeof data.version === 'number' && data.version > SAVE_VERSION
  );
}

/** Reads a save from JSON text; any problem comes back as an error, never as a broken session. */
export function loadSave(json: string): LoadResult {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, error: 'the save is not valid JSON' };
  }
  if (!isRecord(data) || data.format !== SAVE_FORMAT) return { ok: false, error: 'this is not a save of this game' };
  if (data.version !== SAVE_VERSION)
    return { ok: false, error: `save version ${String(data.version)} is not one this version reads` };
  const { game, options, deal, position, autoMode, opening, steps, cursor } = data;
  if (typeof game !== 'string' || !isGameId(game)) return { ok: false, error: `unknown game "${String(game)}"` };
  if (!Array.isArray(options) || !options.every((o) => typeof o === 'string'))
    return { ok: false, error: 'options must be a list of names' };
  const r = rulesFor(game, options);
  if (!r.ok) return r;
  if (typeof autoMode !== 'string' || !(AUTO_MODES as readonly string[]).includes(autoMode))
    return { ok: false, error: 'bad auto-move mode' };

  let initial: State;
  if (deal === null) {
    if (typeof position !== 'string') return { ok: false, error: 'a save without a deal number needs its position' };
    const p = readPosition(r.rules, position);
    if (!p.ok) return { ok: false, error: `the saved position: ${p.error}` };
    initial = p.state;
  } else {
    if (typeof deal !== 'number') return { ok: false, error: 'the deal number must be a number' };
    const d = dealPosition(r.rules, deal);
    if (!d.ok) return d;
    initial = d.state;
  }
  if (!Array.isArray(steps)) return { ok: false, error: 'steps must be a list' };
  if (typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0 || cursor > steps.length) {
    return { ok: false, error: 'the cursor is outside the history' };
  }

  const dealt = initial;
  let openingMoves: Move[] = [];
  if (opening !== undefined) {
    const o = Array.isArray(opening) ? replay(initial, opening, 'the opening') : null;
    if (!o) return { ok: false, error: 'the opening is malformed' };
    if (!o.ok) return o;
    if (o.moves.length > 0) {
      openingMoves = o.moves;
      initial = o.state;
    }
  }

  const out: Step[] = [];
  let state = initial;
  for (let i = 0; i < steps.length; i++) {
    const st: unknown = steps[i];
    if (!isRecord(st) || typeof st.move !== 'string' || !Array.isArray(st.played) || typeof st.auto !== 'number') {
      return { ok: false, error: `step ${i + 1} is malformed` };
    }
    const head = parseMove(state, st.move);
    if (!head.ok) return { ok: false, error: `step ${i + 1}: ${problemText(head.problem)}` };
    const played = replay(state, st.played, `step ${i + 1}`);
    if (!played.ok) return played;
    if (!Number.isInteger(st.auto) || !playedAsRecorded(state, head.move, played.moves, st.auto))
      return { ok: false, error: `step ${i + 1} is malformed` };
    state = played.state;
    out.push({ move: head.move, played: played.moves, auto: st.auto, after: state });
  }
  const session: Session = {
    rules: r.rules,
    deal: deal as number | null,
    initial,
    steps: out,
    cursor,
    autoMode: autoMode as AutoMode,
    ...(openingMoves.length > 0 ? { opening: { dealt, moves: openingMoves } } : {}),
  };
  return { ok: true, session };
}

/**
 * Does a step's record agree with itself, as session.ts makes steps? Its own moves (all but the
 * `auto` last) are its move played out (expandMove); a step of auto-moves alone starts with its move.
 * A save that disagrees would show and say a move that was never played.
 */
function playedAsRecorded(state: State, move: Move, played: readonly Move[], auto: number): boolean {
  if (played.length === 0 || auto < 0 || auto > played.length) return false;
  const own = played.length - auto;
  const expected = own === 0 ? [move] : expandMove(state, move);
  if (own !== 0 && expected.length !== own) return false;
  return expected.every((m, i) => moveToPileText(m) === moveToPileText(played[i] as Move));
}

/** Plays moves given as text from `state`, each through the engine's checks; `where` names them in an error. */
function replay(
  state: State,
  texts: readonly unknown[],
  where: string,
): { ok: true; state: State; moves: Move[] } | { ok: false; error: string } {
  const moves: Move[] = [];
  let s = state;
  for (const text of texts) {
    if (typeof text !== 'string') return { ok: false, error: `${where} is malformed` };
    const m = parseMove(s, text);
    if (!m.ok) return { ok: false, error: `${where}: ${problemText(m.problem)}` };
    const v = checkMove(s, m.move);
    if (!v.ok) return { ok: false, error: `${where}: "${text}" refused (${v.refusal.code})` };
    moves.push(m.move);
    s = applyMove(s, m.move);
  }
  return { ok: true, state: s, moves };
}

/**
 * A move of a save that does not replay, for the record of why a save was set aside (a save the
 * game wrote always replays; this is a damaged file, named by its code, not a player's mistake).
 */
function problemText(p: MoveProblem): string {
  return p.code === 'refused' ? `"${p.text}" refused (${p.refusal.code})` : `"${p.text}" ${p.code}`;
}
