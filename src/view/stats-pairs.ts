import type { GameId } from '../engine';
import { t, tOr, variantOptions } from '../platform';
import { formatTime } from './format-time';
import type { RecordOutcome, StatsSnapshot } from './ports';

// A game's statistics as label-value pairs in the player's language, and the name of the set of
// options they are of: the menu's statistics page and the win scene show the same words.

/** "Klondike", or "Klondike: Draw three; Cards on the foundations stay there". */
export function variantTitle(game: GameId, options: readonly string[]): string {
  const name = t(`game.${game}`);
  const named = variantOptions(game, options);
  if (named.length === 0) return name;
  return t('stats.variant', {
    game: name,
    options: named.map((o) => tOr(`option.${game}.${o.id}`, o.name)).join('; '),
  });
}

export function statsPairs(s: StatsSnapshot): [string, string][] {
  const none = t('stats.none');
  return [
    [t('stats.played'), String(s.played)],
    [t('stats.won'), String(s.won)],
    [t('stats.winRate'), s.played === 0 ? none : t('stats.percent', { value: percentWon(s.won, s.played) })],
    [t('stats.currentStreak'), String(s.currentStreak)],
    [t('stats.bestStreak'), String(s.bestStreak)],
    [t('stats.bestMoves'), s.bestMoves === null ? none : String(s.bestMoves)],
    [t('stats.bestTime'), s.bestSeconds === null ? none : formatTime(s.bestSeconds)],
  ];
}

/**
 * Won out of played in whole percent, rounded, but never 100 with a game lost nor 0 with a game
 * won: 199 wins of 200 would round to a perfect record the player does not have.
 */
function percentWon(won: number, played: number): number {
  const rounded = Math.round((won / played) * 100);
  if (won < played && rounded === 100) return 99;
  if (won > 0 && rounded === 0) return 1;
  return rounded;
}

/** What the win panel says under the win: a record set, or that a prepared position is not counted. */
export function winNote(info: { readonly record?: RecordOutcome; readonly deal: number | null }): string | null {
  if (info.record) return recordNote(info.record);
  return info.deal === null ? t('win.notCounted') : null;
}

/** "New record: …" when the win beat the best moves or time, else null (a first win sets no record). */
export function recordNote(r: RecordOutcome): string | null {
  if (r.fewestMoves && r.fastest) return t('win.recordBoth');
  if (r.fewestMoves) return t('win.recordMoves');
  if (r.fastest) return t('win.recordTime');
  return null;
}
