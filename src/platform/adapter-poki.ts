import type { GameControl } from './game-control';
import { holdDuring, type PortalAdapter, safely } from './portal-adapter';

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
  return {
    name: 'poki',
    loaded: () => safely(() => sdk.gameLoadingFinished?.()),
    gameplayStart: () => safely(() => sdk.gameplayStart?.()),
    gameplayStop: () => safely(() => sdk.gameplayStop?.()),
    betweenDeals: () =>
      holdDuring(
        control,
        safely(() => sdk.commercialBreak?.()),
      ),
  };
}
