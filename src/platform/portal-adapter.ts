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

/** An ad that never ends (or never starts) must not keep the game held, or ads off, for good. */
export const LONGEST_AD_MS = 90_000;

/** One ad break as its host reports it: `started` holds the game, `ended` lets it go (both at most once). */
export interface AdBreak {
  started(): void;
  ended(): void;
}

/**
 * A host's ad breaks, one at a time. Every ad holds the game for the one reason 'ad', so a second
 * break asked for while one is on its way or on screen (a new deal during an ad) would let the first
 * one's game go when it ended: it is not asked for. A break ends when its host says so, or
 * LONGEST_AD_MS after it was asked for (or began, if the host began it unasked).
 */
export class AdBreaks {
  private current: AdBreak | null = null;

  constructor(
    private readonly control: GameControl,
    private readonly longest = LONGEST_AD_MS,
  ) {}

  /** Asks the host for an ad (`ask` calls it with this break's callbacks), unless one is under way. */
  request(ask: (ad: AdBreak) => void): void {
    if (this.current) return;
    const ad = this.open();
    try {
      ask(ad);
    } catch {
      ad.ended(); // a host that throws shows no ad
    }
  }

  /** The host says an ad is on screen, asked for or not (GameDistribution's own pause). */
  hostStarted(): void {
    (this.current ?? this.open()).started();
  }

  /** The host says the ad on screen is over. */
  hostEnded(): void {
    this.current?.ended();
  }

  private open(): AdBreak {
    let over = false;
    const ad: AdBreak = {
      started: () => {
        if (!over) this.control.hold('ad');
      },
      ended: () => {
        if (over) return;
        over = true;
        clearTimeout(timer);
        if (this.current === ad) this.current = null;
        this.control.release('ad');
      },
    };
    const timer = setTimeout(ad.ended, this.longest);
    this.current = ad;
    return ad;
  }
}

/** Ends `ad` when `result` settles; a result that is no promise means no ad (nothing to wait for). */
export function endWhenSettled(ad: AdBreak, result: unknown): void {
  if (isThenable(result)) result.then(ad.ended, ad.ended);
  else ad.ended();
}

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
