import { GAME_IDS, GAME_OPTIONS, type GameId, type GameOption, isGameId } from '../engine';
import { freeSlot, type KeyValueStore, moveAside } from './store';

// Statistics per game and options: Klondike drawing three is another game to win than drawing one,
// so each set of options keeps its own (the game without options under the key it always had). A
// game counts as played when it ends: won, or given up (a new deal or leaving a game that had
// moves). Counting at the start instead would call every game in progress a loss and break the
// streak before the player has lost anything.

export interface GameStats {
  readonly played: number;
  readonly won: number;
  /** Wins in a row up to the last game; 0 after a loss. */
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Fewest moves in a won game, or null before the first win. */
  readonly bestMoves: number | null;
  /** Fastest won game in whole seconds, or null before the first win. */
  readonly bestSeconds: number | null;
}

export const EMPTY_STATS: GameStats = {
  played: 0,
  won: 0,
  currentStreak: 0,
  bestStreak: 0,
  bestMoves: null,
  bestSeconds: null,
};

/** Won out of played as a fraction 0..1, or null before the first game. */
export function winRate(s: GameStats): number | null {
  return s.played === 0 ? null : s.won / s.played;
}

/** What a win changed, so the win scene can say "new record". */
export interface WinRecord {
  readonly stats: GameStats;
  readonly fewestMoves: boolean;
  readonly fastest: boolean;
}

/**
 * A game's options as its statistics tell them apart: those the game has, in GAME_OPTIONS order
 * (a set of options is one variant however it was written).
 */
export function variantOptions(game: GameId, options: readonly string[]): readonly GameOption[] {
  return GAME_OPTIONS[game].filter((o) => options.includes(o.id));
}

/** Every set of a game's options, the game without any first (Klondike's three make eight). */
export function variantsOf(game: GameId): readonly (readonly string[])[] {
  const ids = GAME_OPTIONS[game].map((o) => o.id);
  return Array.from({ length: 2 ** ids.length }, (_, bits) => ids.filter((_, i) => bits & (1 << i)));
}

const variantPart = (game: GameId, options: readonly string[]): string => {
  const ids = variantOptions(game, options).map((o) => o.id);
  return ids.length === 0 ? '' : `:${ids.join(',')}`;
};

export const statsKey = (game: GameId, options: readonly string[] = []): string =>
  `stats:${game}${variantPart(game, options)}`;
/** Where statistics that could not be read are kept, as they were: the first under this key, later ones numbered from 2. */
export const statsSetAsideKey = (game: GameId, n = 1, options: readonly string[] = []): string =>
  `stats-set-aside:${game}${variantPart(game, options)}${n > 1 ? `:${n}` : ''}`;
/** Unreadable statistics kept of one game at most (the last slot takes the newest beyond them). */
const MAX_SET_ASIDE = 20;

const count = (x: unknown): number => (typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 ? x : 0);
const best = (x: unknown): number | null => (typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 ? x : null);

/**
 * Does stored text read as statistics at all: an object whose counts of played and won games are
 * whole numbers. Anything else (not JSON, cut short, another version's shape) is not zero games:
 * it is set aside (Statistics.get) rather than read as zeros and overwritten at the next game.
 */
export function readableStats(text: string): boolean {
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const r = x as Record<string, unknown>;
  return best(r.played) !== null && best(r.won) !== null;
}

/** Stats from stored JSON, each field checked; nonsense becomes zero rather than an error. */
export function parseStats(text: string | null): GameStats {
  if (text === null) return EMPTY_STATS;
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    return EMPTY_STATS;
  }
  if (typeof x !== 'object' || x === null) return EMPTY_STATS;
  const r = x as Record<string, unknown>;
  const played = count(r.played);
  const won = Math.min(count(r.won), played);
  const currentStreak = Math.min(count(r.currentStreak), won);
  return {
    played,
    won,
    currentStreak,
    bestStreak: Math.min(Math.max(count(r.bestStreak), currentStreak), won),
    bestMoves: won > 0 ? best(r.bestMoves) : null,
    bestSeconds: won > 0 ? best(r.bestSeconds) : null,
  };
}

const smaller = (a: number | null, b: number): number => (a === null ? b : Math.min(a, b));

export class Statistics {
  /** `setAside`: told when a game's statistics could not be read and were set aside (for a notice). */
  constructor(
    private readonly store: KeyValueStore,
    private readonly setAside: () => void = () => {},
  ) {}

  /** The statistics of a game played with these options (none: the game as its rules page gives it). */
  get(game: GameId, options: readonly string[] = []): GameStats {
    const key = statsKey(game, options);
    const text = this.store.get(key);
    // Where it cannot be moved (storage refuses), it stays, and is read as zeros. Each goes into a
    // slot of its own: an earlier one set aside (another version's, say) stays as it was.
    if (text !== null && !readableStats(text)) {
      const slot = freeSlot(this.store, (n) => statsSetAsideKey(game, n, options), MAX_SET_ASIDE);
      if (moveAside(this.store, key, slot, text)) this.setAside();
    }
    return parseStats(this.store.get(key));
  }

  all(): Record<GameId, GameStats> {
    return Object.fromEntries(GAME_IDS.map((id) => [id, this.get(id)])) as Record<GameId, GameStats>;
  }

  /** The sets of options of a game played at least once, each with its statistics (the game without options always). */
  variants(game: GameId): { readonly options: readonly string[]; readonly stats: GameStats }[] {
    return variantsOf(game)
      .map((options) => ({ options, stats: this.get(game, options) }))
      .filter((v) => v.options.length === 0 || v.stats.played > 0);
  }

  private put(game: GameId, options: readonly string[], stats: GameStats): GameStats {
    this.store.set(statsKey(game, options), JSON.stringify(stats));
    return stats;
  }

  /** A won game: moves as the engine counts them (moveCount), time in seconds. */
  recordWin(game: GameId, moves: number, seconds: number, options: readonly string[] = []): WinRecord {
    const s = this.get(game, options);
    const secs = Math.max(0, Math.round(seconds));
    const currentStreak = s.currentStreak + 1;
    const stats = this.put(game, options, {
      played: s.played + 1,
      won: s.won + 1,
      currentStreak,
      bestStreak: Math.max(s.bestStreak, currentStreak),
      bestMoves: smaller(s.bestMoves, moves),
      bestSeconds: smaller(s.bestSeconds, secs),
    });
    // A first win is a record too, but "new record" on the first win says nothing; only beaten ones count.
    return {
      stats,
      fewestMoves: s.bestMoves !== null && moves < s.bestMoves,
      fastest: s.bestSeconds !== null && secs < s.bestSeconds,
    };
  }

  /** A game given up or lost: it counts as played and ends the streak. */
  recordLoss(game: GameId, options: readonly string[] = []): GameStats {
    const s = this.get(game, options);
    return this.put(game, options, { ...s, played: s.played + 1, currentStreak: 0 });
  }

  /**
   * One finished game, won or not, and what it changed (the view's port, src/view/ports.ts
   * Statistics, and the menu's give-up). A prepared position (a board given as text, no deal
   * number) is not counted: one move from the win, its moves and time would stand as records no
   * deal could beat, and its wins are no deal's.
   */
  record(result: {
    readonly game: string;
    readonly options?: readonly string[];
    readonly deal: number | null;
    readonly won: boolean;
    readonly moves: number;
    readonly seconds: number;
  }): WinRecord | null {
    if (!isGameId(result.game) || result.deal === null) return null;
    const options = result.options ?? [];
    if (result.won) return this.recordWin(result.game, result.moves, result.seconds, options);
    return { stats: this.recordLoss(result.game, options), fewestMoves: false, fastest: false };
  }

  reset(game: GameId, options: readonly string[] = []): void {
    this.store.remove(statsKey(game, options));
  }
}
