import { type GameId, isGameId } from '../engine';
import type { KeyValueStore } from './store';

// The games most recently put on the table, the latest first, so the menu can keep the last
// played first. Read back validated: unknown ids (a game that no longer exists) and repeats are
// dropped, anything unreadable is an empty list; nothing else depends on it.

export const RECENT_GAMES_KEY = 'recent-games';
const VERSION = 1;

export class RecentGames {
  private games: GameId[];

  constructor(private readonly store: KeyValueStore) {
    this.games = readRecent(store.get(RECENT_GAMES_KEY));
  }

  /** The games played, the most recent first, each once. */
  list(): readonly GameId[] {
    return this.games;
  }

  /** A game has been put on the table: it moves to the front. */
  played(game: GameId): void {
    if (this.games[0] === game) return;
    this.games = [game, ...this.games.filter((g) => g !== game)];
    this.store.set(RECENT_GAMES_KEY, JSON.stringify({ version: VERSION, games: this.games }));
  }
}

/** The list kept in the store, or an empty one for anything that is not such a list. */
export function readRecent(text: string | null): GameId[] {
  if (text === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const games = typeof data === 'object' && data !== null && 'games' in data ? data.games : undefined;
  if (!Array.isArray(games)) return [];
  const out: GameId[] = [];
  for (const g of games) if (typeof g === 'string' && isGameId(g) && !out.includes(g)) out.push(g);
  return out;
}
