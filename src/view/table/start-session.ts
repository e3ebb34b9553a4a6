import {
  type AutoMode,
  loadSave,
  MAX_DEAL,
  newGame,
  playOpening,
  readPosition,
  rulesFor,
  type Session,
  setAutoMode,
  startSession,
} from '../../engine';
import { describeOptionError, getLanguage, t } from '../../platform';
import type { TableSceneData } from '../keys';
import { ports } from '../ports';

// How the table's game begins: a given position, the saved game, a numbered deal, or a random deal.
// A new game plays the auto-moves due at its start at once (playOpening); a saved one comes back as saved.

export const RANDOM_DEALS = 1_000_000;

/** A random whole number from 0 to n - 1 (the modulo's bias, n against 2^32, is negligible for n up to 1e6). */
export function randomBelow(n: number): number {
  const word = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return word % n;
}

/** A random deal number from 1 to RANDOM_DEALS. */
export function randomDeal(): number {
  return 1 + randomBelow(RANDOM_DEALS);
}

function sameOptions(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((o) => b.includes(o));
}

export interface Start {
  readonly session: Session;
  readonly problem: string | null;
  /** The saved game came back (its clock goes on from the saved seconds). */
  readonly resumed?: boolean;
  /**
   * The start asked for, held back: it would have replaced a saved game with moves, which came
   * back instead. The table asks whether to give that game up for it.
   */
  readonly held?: TableSceneData;
}

/**
 * How the table's game begins. A start that would replace a saved game in progress of the same
 * game (a link to another deal or a position, a portal's new game, a new random deal asked for
 * from outside the table's own buttons) brings the saved game back and holds the start for the
 * player to confirm: one link or message must never lose a game. The menu's and the table's own
 * new deals have asked already and cleared the save.
 */
export function startFrom(data: TableSceneData, autoMode: AutoMode): Start {
  const saved = savedGame(data.game);
  const start = startAsAsked(data, autoMode, saved);
  // A saved game plays on with the auto-moves setting as it is now (changed in the menu since).
  const withSetting = (s: Start): Start => (s.resumed ? { ...s, session: setAutoMode(s.session, autoMode) } : s);
  if (start.resumed || data.resume) return withSetting(start);
  // A game in progress, even with its moves taken back.
  const kept = saved?.ok && saved.session.steps.length > 0 ? saved.session : null;
  return withSetting(kept ? { session: kept, problem: start.problem, resumed: true, held: data } : start);
}

/** The saved game of this id, read and replayed once (null: none, or one set aside as unreadable). */
function savedGame(game: TableSceneData['game']): ReturnType<typeof loadSave> | null {
  const saved = ports().saves.load(game);
  return saved === null ? null : loadSave(saved);
}

function startAsAsked(data: TableSceneData, autoMode: AutoMode, saved: ReturnType<typeof loadSave> | null): Start {
  const options = data.options ?? [];
  const checked = rulesFor(data.game, options);
  const problems: string[] = [];
  // Each problem in the player's language; what exactly is wrong with a format (board text, a
  // save's JSON) stays the engine's technical detail, as a link or a file gave it.
  if (!checked.ok) {
    const detail = describeOptionError(checked, getLanguage());
    problems.push(t('url.badOptions', { value: options.join(','), detail }));
  }
  const rules = checked.ok ? checked : rulesFor(data.game);
  if (!rules.ok) throw new Error(rules.error);
  if (data.position !== undefined) {
    const p = readPosition(rules.rules, data.position);
    if (p.ok) return { session: playOpening(startSession(rules.rules, p.state, null, autoMode)), problem: null };
    problems.push(t('url.badPosition', { detail: p.error }));
  }
  // The saved game comes back when asked for, or when a link names the deal it is playing
  // (a reload of a shared link keeps the game).
  const s = data.resume || data.deal !== undefined ? saved : null;
  if (s !== null) {
    const same =
      s.ok && (data.resume || (s.session.deal === data.deal && sameOptions(s.session.rules.options, options)));
    if (s.ok && same) return { session: s.session, problem: problems[0] ?? null, resumed: true };
    if (!s.ok && data.resume) problems.push(t('table.saveUnreadable', { detail: s.error }));
  }
  const game = newGame(rules.rules, data.deal ?? randomDeal(), autoMode);
  if (game.ok) return { session: playOpening(game.session), problem: problems[0] ?? null };
  problems.push(t('url.badDeal', { value: String(data.deal), max: MAX_DEAL }));
  const fallback = newGame(rules.rules, randomDeal(), autoMode);
  if (!fallback.ok) throw new Error(fallback.error);
  return { session: playOpening(fallback.session), problem: problems[0] ?? null };
}
