import type { GameControl } from './game-control';
import { AdBreaks, endWhenSettled, isThenable, type PortalAdapter, safely } from './portal-adapter';

// Poki's SDK (window.PokiSDK), when the host page provides it. Calls made before PokiSDK.init() has
// settled are queued by the SDK itself, so nothing here waits for it. Based on Poki's SDK docs
// (sdk.poki.com): init(), gameLoadingFinished(), gameplayStart() on play and unpause,
// gameplayStop() on pause, game over and menu, commercialBreak() at natural breaks (before a new
// deal here), with input and sound off until its promise settles.

export interface PokiLike {
  init?(): unknown;
  gameLoadingFinished?(): void;
  gameplayStart?(): void;
  gameplayStop?(): void;
  commercialBreak?(onStart?: () => void): unknown;
}

export function pokiAdapter(sdk: PokiLike, control: GameControl): PortalAdapter {
  const started = safely(() => sdk.init?.());
  // An ad blocker makes init reject; the game plays on all the same.
  if (started && typeof (started as Promise<unknown>).catch === 'function') {
    (started as Promise<unknown>).catch(() => {});
  }
  const ads = new AdBreaks(control);
  return {
    name: 'poki',
    loaded: () => safely(() => sdk.gameLoadingFinished?.()),
    gameplayStart: () => safely(() => sdk.gameplayStart?.()),
    gameplayStop: () => safely(() => sdk.gameplayStop?.()),
    // The game is held while the break's promise is out: Poki may show its ad at once.
    betweenDeals: () =>
      ads.request((ad) => {
        const result = sdk.commercialBreak?.();
        if (isThenable(result)) ad.started();
        endWhenSettled(ad, result);
      }),
  };
}
