import type { GameControl } from './game-control';
import type { PortalAdapter } from './portal-adapter';
import { type Command, type IgnoredBecause, type OutMessage, readCommand } from './portal-messages';

// The parent page, by window.postMessage: the default inside an iframe. Events go out to the parent
// (to `targetOrigin`, '*' unless the embedding page named itself); commands come in from the parent
// (or the game's own window) and are obeyed only from an allowed origin (portal-origin.ts). What is
// ignored is counted by reason, so tests and portal QA can see it (window.solitairePortal.counts()).

export interface MessageEventLike {
  readonly data: unknown;
  readonly origin: string;
  readonly source: unknown;
}

/** The part of `window` used here, so tests can pass a fake. */
export interface WindowLike {
  readonly self: unknown;
  readonly top: unknown;
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  addEventListener?(type: 'message', listener: (event: MessageEventLike) => void): void;
  removeEventListener?(type: 'message', listener: (event: MessageEventLike) => void): void;
}

export type CommandCounts = Record<'accepted' | IgnoredBecause, number>;

export const noCounts = (): CommandCounts => ({ accepted: 0, foreign: 0, origin: 0, unknown: 0, malformed: 0 });

/** True inside an iframe. Reading `top` across origins may throw, and that itself means framed. */
export function isEmbedded(win: WindowLike | undefined): boolean {
  if (!win) return false;
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

export interface PostMessageOptions {
  readonly win: WindowLike | undefined;
  readonly control: GameControl;
  /** Origins whose commands are obeyed. */
  readonly allowed: ReadonlySet<string>;
  /** Where events are addressed: '*' (default) or the embedding page's origin. */
  readonly targetOrigin?: string;
  /** Counted into (the caller keeps the object to read it). */
  readonly counts?: CommandCounts;
}

export function obey(control: GameControl, command: Command): void {
  switch (command.type) {
    case 'pause':
      control.hold('portal');
      return;
    case 'resume':
      control.release('portal');
      return;
    case 'mute':
      control.mute('portal', true);
      return;
    case 'unmute':
      control.mute('portal', false);
      return;
    case 'newGame':
      control.requestNewGame({
        ...(command.game !== undefined ? { game: command.game } : {}),
        ...(command.deal !== undefined ? { deal: command.deal } : {}),
      });
      return;
  }
}

export function postMessageAdapter(options: PostMessageOptions): PortalAdapter {
  const { win, control, allowed } = options;
  const counts = options.counts ?? noCounts();
  const embedded = isEmbedded(win);
  const targetOrigin = options.targetOrigin ?? '*';
  const post = (message: OutMessage): void => {
    if (!embedded) return;
    try {
      win?.parent?.postMessage(message, targetOrigin);
    } catch {
      // A parent that refuses messages must not break the game.
    }
  };
  const onMessage = (event: MessageEventLike): void => {
    const reading = readCommand(event.data);
    if (!reading.ok && reading.why === 'foreign') {
      counts.foreign++;
      return;
    }
    const fromHome = event.source === win?.parent || event.source === win?.self;
    if (!fromHome || !allowed.has(event.origin)) {
      counts.origin++;
      return;
    }
    if (!reading.ok) {
      counts[reading.why]++;
      return;
    }
    counts.accepted++;
    obey(control, reading.command);
  };
  win?.addEventListener?.('message', onMessage);

  return {
    name: 'postMessage',
    loading: (progress) => post({ type: 'solitaire:loading', progress }),
    ready: ({ game, deal, moves }) => post({ type: 'solitaire:ready', game, deal, moves }),
    gameplayStart: () => post({ type: 'solitaire:gameplayStart' }),
    gameplayStop: () => post({ type: 'solitaire:gameplayStop' }),
    won: ({ game, deal, moves, seconds }) => post({ type: 'solitaire:won', game, deal, moves, seconds }),
    lost: ({ game, deal, moves, reason }) => post({ type: 'solitaire:lost', game, deal, moves, reason }),
    paused: () => post({ type: 'solitaire:paused' }),
    resumed: () => post({ type: 'solitaire:resumed' }),
    stop: () => win?.removeEventListener?.('message', onMessage),
  };
}
