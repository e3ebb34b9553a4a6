import { type GameId, isDealNumber, isGameId } from '../engine';

// The messages between the game and the page that embeds it (docs/embedding.md lists them with
// examples). Every `type` starts with "solitaire:", so the game's messages are told apart from an ad
// script's or an SDK's on the same window. Commands coming in are checked here, field by field:
// anything that is not exactly a known command is ignored, and the reason is counted.

export const MESSAGE_PREFIX = 'solitaire:';

/** Why the game says a deal is lost: no legal move is left, or the solver proved it can no longer be won. */
export type LossReason = 'stuck' | 'unwinnable';

export interface DealInfo {
  readonly game: GameId;
  /** The deal number, or null for a game started from a position. */
  readonly deal: number | null;
  /** Moves made so far. */
  readonly moves: number;
}

export interface WinInfo extends DealInfo {
  /** The game clock at the win, in whole seconds. */
  readonly seconds: number;
}

export interface LossInfo extends DealInfo {
  readonly reason: LossReason;
}

/** Everything the game posts to its parent. `ready` and `won` keep the shape they always had. */
export type OutMessage =
  | { readonly type: 'solitaire:loading'; readonly progress: number }
  | ({ readonly type: 'solitaire:ready' } & DealInfo)
  | { readonly type: 'solitaire:gameplayStart' }
  | { readonly type: 'solitaire:gameplayStop' }
  | ({ readonly type: 'solitaire:won' } & WinInfo)
  | ({ readonly type: 'solitaire:lost' } & LossInfo)
  | { readonly type: 'solitaire:paused' }
  | { readonly type: 'solitaire:resumed' };

/** What a portal may ask of the game. */
export type Command =
  | { readonly type: 'pause' }
  | { readonly type: 'resume' }
  | { readonly type: 'mute' }
  | { readonly type: 'unmute' }
  | { readonly type: 'newGame'; readonly game?: GameId; readonly deal?: number };

/** Why a message was not obeyed. `foreign`: not ours at all (no "solitaire:" type), left alone. */
export type IgnoredBecause = 'foreign' | 'origin' | 'unknown' | 'malformed';

export type CommandReading =
  | { readonly ok: true; readonly command: Command }
  | { readonly ok: false; readonly why: Exclude<IgnoredBecause, 'origin'> };

const SIMPLE = ['pause', 'resume', 'mute', 'unmute'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The type of a message if it is one of ours ("solitaire:..."), else null. */
export function ourType(data: unknown): string | null {
  if (!isRecord(data) || typeof data.type !== 'string' || !data.type.startsWith(MESSAGE_PREFIX)) return null;
  return data.type.slice(MESSAGE_PREFIX.length);
}

/**
 * Reads a message as a command. `{ type: 'solitaire:pause' }` and its kin take no fields (others are
 * ignored); `solitaire:newGame` may name a `game` (an id) and a `deal` (a deal number), nothing else
 * of another type.
 */
export function readCommand(data: unknown): CommandReading {
  const name = ourType(data);
  if (name === null || !isRecord(data)) return { ok: false, why: 'foreign' };
  if ((SIMPLE as readonly string[]).includes(name)) {
    return { ok: true, command: { type: name as (typeof SIMPLE)[number] } };
  }
  if (name !== 'newGame') return { ok: false, why: 'unknown' };
  const { game, deal } = data;
  if (game !== undefined && !(typeof game === 'string' && isGameId(game))) return { ok: false, why: 'malformed' };
  if (deal !== undefined && !(typeof deal === 'number' && isDealNumber(deal))) return { ok: false, why: 'malformed' };
  return {
    ok: true,
    command: {
      type: 'newGame',
      ...(game !== undefined ? { game: game as GameId } : {}),
      ...(deal !== undefined ? { deal: deal as number } : {}),
    },
  };
}
