import type { GameControl } from './game-control';
import type { DealInfo, LossInfo, WinInfo } from './portal-messages';

// One host's way of hearing the game: the parent page by postMessage, or a portal SDK the host page
// provides (Poki, CrazyGames, GameDistribution). The bridge (portal.ts) decides what happened and
// tells every adapter; an adapter turns it into its host's calls, and its host's wishes (pause, mute,
// an ad) into calls on the GameControl it was made with. Every method is optional; none may throw
// out of the adapter or wait on its host: `safely` wraps each call to a host.

export type AdapterName = 'postMessage' | 'poki' | 'crazygames' | 'gamedistribution';

export interface PortalAdapter {
  readonly name: AdapterName;
  /** Start-up, 0..1. */
  loading?(progress: number): void;
  /** Loading is over: the first screen (menu or table) shows. */
  loaded?(): void;
  /** A deal is on the table and can be played (every new deal). */
  ready?(deal: DealInfo): void;
  gameplayStart?(): void;
  gameplayStop?(): void;
  won?(win: WinInfo): void;
  lost?(loss: LossInfo): void;
  paused?(): void;
  resumed?(): void;
  /** A new deal follows another: the moment for an ad. The adapter holds the game ('ad') while one plays. */
  betweenDeals?(): void;
  /** Removes the adapter's listeners (tests; a page that goes away needs nothing). */
  stop?(): void;
}

export type AdapterFactory = (control: GameControl) => PortalAdapter;

/** Calls a host, which may throw or be half-made: the game never breaks for it. */
export function safely<T>(call: () => T): T | undefined {
  try {
    return call();
  } catch {
    return undefined;
  }
}

/** An ad that never ends must not keep the game held forever. */
export const LONGEST_AD_MS = 90_000;

/**
 * Holds the game for an ad until `ad` settles (or LONGEST_AD_MS pass); `ad` is whatever the host
 * returned, a promise or not (then there is nothing to wait for and nothing is held).
 */
export function holdDuring(control: GameControl, ad: unknown, longest = LONGEST_AD_MS): void {
  if (!isThenable(ad)) return;
  control.hold('ad');
  let over = false;
  const end = () => {
    if (over) return;
    over = true;
    clearTimeout(timer);
    control.release('ad');
  };
  const timer = setTimeout(end, longest);
  ad.then(end, end);
}

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
