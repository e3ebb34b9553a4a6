import type { GameId } from '../engine';
import { type CrazyLike, crazyGamesAdapter } from './adapter-crazygames';
import { type GdLike, type GdOptions, gameDistributionAdapter } from './adapter-gamedistribution';
import { type PokiLike, pokiAdapter } from './adapter-poki';
import { type CommandCounts, isEmbedded, noCounts, postMessageAdapter, type WindowLike } from './adapter-post-message';
import { GameControl } from './game-control';
import type { PortalAdapter } from './portal-adapter';
import type { DealInfo, LossReason } from './portal-messages';

// The portal bridge: the one small interface the view talks to about the game's life (loading, a
// deal ready, the first real input, a win or loss, the table left), and the adapters chosen at
// start-up that tell the host about it. The bridge turns what happened into the host's terms once,
// for every adapter alike: gameplay starts with the first move of a deal and stops on pause, the
// menu, a win or a loss; it starts again with the next move, or on resume if it was running when
// the pause came. Outside an iframe and without an SDK nothing is sent and play is untouched.
// See docs/embedding.md.

export type { WindowLike } from './adapter-post-message';
export { isEmbedded } from './adapter-post-message';

export interface Portal {
  readonly embedded: boolean;
  /** Start-up progress, 0..1; 1 means the first screen shows. */
  loading(progress: number): void;
  /** A deal is on the table and can be played (every new deal). */
  ready(game: GameId, deal: number | null, moves?: number): void;
  /** A real input at the table (a move): gameplay starts with the first one of a deal. */
  played(): void;
  /** The table closed (the menu, another deal). */
  left(): void;
  won(game: GameId, deal: number | null, moves: number, seconds?: number): void;
  lost(game: GameId, deal: number | null, moves: number, reason: LossReason): void;
  /** The news of a loss was taken back (an undo to a winnable position): the next loss is news again. */
  stillWinnable(): void;
  /** A game with moves is on the table and not over (a new version must not reload under it). */
  readonly midGame: boolean;
}

type Phase = 'idle' | 'ready' | 'playing';

export function createPortalBridge(
  adapters: readonly PortalAdapter[],
  control: GameControl,
  embedded: boolean,
): Portal {
  let phase: Phase = 'idle';
  /** Gameplay was running when a pause came: resume starts it again. */
  let resumeGameplay = false;
  let deals = 0;
  let loaded = false;
  let lossSaid = false;
  let inProgress = false;
  let wasPaused = control.paused;
  const each = (call: (a: PortalAdapter) => void) => {
    for (const a of adapters) {
      try {
        call(a);
      } catch {
        // One host's failure never stops the game or the others.
      }
    }
  };
  const stopGameplay = () => {
    if (phase === 'playing') each((a) => a.gameplayStop?.());
    if (phase === 'playing') phase = 'ready';
    resumeGameplay = false;
  };
  control.subscribe(() => {
    if (control.paused === wasPaused) return;
    wasPaused = control.paused;
    if (control.paused) {
      const playing = phase === 'playing';
      stopGameplay();
      resumeGameplay = playing;
      each((a) => a.paused?.());
    } else {
      each((a) => a.resumed?.());
      if (resumeGameplay) {
        resumeGameplay = false;
        phase = 'playing';
        each((a) => a.gameplayStart?.());
      }
    }
  });
  const loading = (progress: number) => {
    if (loaded) return;
    const p = Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 0));
    each((a) => a.loading?.(p));
    if (p === 1) {
      loaded = true;
      each((a) => a.loaded?.());
    }
  };
  return {
    embedded,
    get midGame() {
      return inProgress;
    },
    loading,
    ready(game, deal, moves = 0) {
      loading(1);
      stopGameplay();
      phase = 'ready';
      lossSaid = false;
      inProgress = moves > 0;
      deals++;
      const info: DealInfo = { game, deal, moves };
      each((a) => a.ready?.(info));
      if (deals > 1) each((a) => a.betweenDeals?.());
    },
    played() {
      inProgress = true;
      if (control.paused || phase === 'playing') return;
      phase = 'playing';
      each((a) => a.gameplayStart?.());
    },
    left() {
      stopGameplay();
      phase = 'idle';
      inProgress = false;
    },
    won(game, deal, moves, seconds = 0) {
      stopGameplay();
      phase = 'idle';
      inProgress = false;
      each((a) => a.won?.({ game, deal, moves, seconds }));
    },
    lost(game, deal, moves, reason) {
      // The solver's verdict comes again after each move in a lost position: it is news once.
      if (reason === 'unwinnable' && lossSaid) return;
      if (reason === 'unwinnable') lossSaid = true;
      stopGameplay();
      each((a) => a.lost?.({ game, deal, moves, reason }));
    },
    stillWinnable() {
      lossSaid = false;
    },
  };
}

/** The host page's SDK objects, if it provides any (the game never loads one itself). */
export interface HostSdks {
  readonly PokiSDK?: PokiLike;
  readonly CrazyGames?: { readonly SDK?: CrazyLike };
  readonly gdsdk?: GdLike;
  readonly GD_OPTIONS?: GdOptions;
}

/** An adapter for each SDK the page provides now (GameDistribution's: its options now, its SDK later). */
export function sdkAdapters(host: HostSdks | undefined, control: GameControl): PortalAdapter[] {
  const out: PortalAdapter[] = [];
  if (!host) return out;
  const poki = host.PokiSDK;
  if (poki && typeof poki === 'object') out.push(pokiAdapter(poki, control));
  const crazy = host.CrazyGames?.SDK;
  if (crazy && typeof crazy === 'object') out.push(crazyGamesAdapter(crazy, control));
  // GameDistribution's page defines GD_OPTIONS before the game and loads gdsdk after it (embedding.md).
  const options = typeof host.GD_OPTIONS === 'object' && host.GD_OPTIONS !== null ? host.GD_OPTIONS : undefined;
  const gd = () => (typeof host.gdsdk === 'object' && host.gdsdk !== null ? host.gdsdk : undefined);
  if (options || gd()) out.push(gameDistributionAdapter(gd, options, control));
  return out;
}

export interface PortalOptions {
  /** Where events are addressed: '*' unless the embedding page named itself. */
  readonly targetOrigin?: string;
  /** Origins whose commands are obeyed (portal-origin.ts); none by default. */
  readonly allowed?: ReadonlySet<string>;
  readonly control?: GameControl;
  /** Look for the host page's SDKs on the window (the browser's portal does). */
  readonly sdks?: boolean;
  readonly counts?: CommandCounts;
}

/** The bridge for a window: postMessage to its parent, and the SDKs its page provides. */
export function createPortal(
  win: WindowLike | undefined = globalThis.window as WindowLike | undefined,
  options: PortalOptions = {},
): Portal {
  const control = options.control ?? new GameControl();
  const adapters: PortalAdapter[] = [
    postMessageAdapter({
      win,
      control,
      allowed: options.allowed ?? new Set(),
      ...(options.targetOrigin !== undefined ? { targetOrigin: options.targetOrigin } : {}),
      counts: options.counts ?? noCounts(),
    }),
  ];
  if (options.sdks) adapters.push(...sdkAdapters(win as HostSdks | undefined, control));
  return createPortalBridge(adapters, control, isEmbedded(win));
}
