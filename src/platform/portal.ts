import type { GameId } from '../engine';

// Talking to a game portal that embeds the game in an iframe. The portal learns when the game is
// ready and when a game is won, by window.postMessage to the parent. Outside an iframe every call
// does nothing. The messages carry nothing private (a game id and two numbers), so they are sent
// to any origin by default; a portal that wants them addressed to it alone can pass its origin.
// See docs/embedding.md.

export type PortalMessageType = 'solitaire:ready' | 'solitaire:won';

export interface PortalMessage {
  readonly type: PortalMessageType;
  readonly game: GameId;
  /** The deal number, or null for a game started from a position. */
  readonly deal: number | null;
  /** Moves made so far (0 when ready). */
  readonly moves: number;
}

/** The part of `window` used here, so tests can pass a fake. */
export interface WindowLike {
  readonly self: unknown;
  readonly top: unknown;
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
}

export interface Portal {
  readonly embedded: boolean;
  ready(game: GameId, deal: number | null, moves?: number): void;
  won(game: GameId, deal: number | null, moves: number): void;
}

/** True inside an iframe. Reading `top` across origins may throw, and that itself means framed. */
export function isEmbedded(win: WindowLike | undefined): boolean {
  if (!win) return false;
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

export function createPortal(
  win: WindowLike | undefined = globalThis.window as WindowLike | undefined,
  targetOrigin = '*',
): Portal {
  const embedded = isEmbedded(win);
  const post = (message: PortalMessage): void => {
    if (!embedded) return;
    try {
      win?.parent?.postMessage(message, targetOrigin);
    } catch {
      // A parent that refuses messages must not break the game.
    }
  };
  return {
    embedded,
    ready: (game, deal, moves = 0) => post({ type: 'solitaire:ready', game, deal, moves }),
    won: (game, deal, moves) => post({ type: 'solitaire:won', game, deal, moves }),
  };
}
