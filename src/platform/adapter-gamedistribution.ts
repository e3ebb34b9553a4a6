import type { GameControl } from './game-control';
import { AdBreaks, endWhenSettled, type PortalAdapter, safely } from './portal-adapter';

// GameDistribution's SDK (window.gdsdk), when the host page provides it. Based on its docs (the
// GD-HTML5 wiki, "SDK Implementation"): the page sets window.GD_OPTIONS = { gameId, onEvent } before
// the SDK loads, and the SDK calls onEvent with SDK_GAME_PAUSE (pause and mute: an ad starts) and
// SDK_GAME_START (resume); gdsdk.showAd() asks for an interstitial and returns a promise. The game
// joins the page's onEvent (the page's own handler still runs first) and asks for an ad between deals.
// The SDK copies GD_OPTIONS when it loads, after the game's script: so the game joins onEvent at
// start, when only GD_OPTIONS is there, and finds gdsdk itself when it first wants an ad.

export interface GdEvent {
  readonly name?: string;
}

export interface GdOptions {
  onEvent?: (event: GdEvent) => void;
}

export interface GdLike {
  showAd?(type?: string): unknown;
}

export function gameDistributionAdapter(
  sdk: () => GdLike | undefined,
  options: GdOptions | undefined,
  control: GameControl,
): PortalAdapter {
  const ads = new AdBreaks(control);
  const own = options?.onEvent;
  const hear = (event: GdEvent) => {
    if (event?.name === 'SDK_GAME_PAUSE') ads.hostStarted();
    else if (event?.name === 'SDK_GAME_START') ads.hostEnded();
  };
  // Guarded as every call into a page's SDK is: a page that froze its options (or made onEvent
  // read-only) must not stop the game from starting; its holds then go unheard, and each ad's
  // promise settling still ends the game's own hold.
  if (options)
    safely(() => {
      options.onEvent = (event) => {
        safely(() => own?.call(options, event));
        hear(event);
      };
    });
  return {
    name: 'gamedistribution',
    betweenDeals: () => {
      const gd = sdk();
      if (typeof gd?.showAd !== 'function') return;
      // SDK_GAME_START may never come (an ad blocker): the promise settling also ends the ad.
      ads.request((ad) => endWhenSettled(ad, gd.showAd?.()));
    },
    stop: () => {
      if (options)
        safely(() => {
          options.onEvent = own;
        });
    },
  };
}
