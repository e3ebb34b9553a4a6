import type { GameControl } from './game-control';
import { AdBreaks, type PortalAdapter, safely } from './portal-adapter';

// CrazyGames' HTML5 SDK v3 (window.CrazyGames.SDK), when the host page provides it. Based on its
// docs (docs.crazygames.com/sdk/html5-v3): SDK.init() must settle before any call; `environment` is
// 'disabled' outside CrazyGames and localhost, where every call throws (and init takes seconds), so
// calls wait, in order, on init here, while the game itself never does. game.loadingStart/Stop around
// start-up, gameplayStart/Stop, happytime() on a win, ad.requestAd('midgame', callbacks) between
// deals (held from adStarted to adFinished or adError), and game.settings.muteAudio with
// addSettingsChangeListener for the portal's mute.

export interface CrazySettings {
  readonly muteAudio?: boolean;
}

export interface CrazyAdCallbacks {
  adStarted(): void;
  adFinished(): void;
  adError(error?: unknown): void;
}

export interface CrazyLike {
  init?(): unknown;
  environment?: string;
  game?: {
    loadingStart?(): void;
    loadingStop?(): void;
    gameplayStart?(): void;
    gameplayStop?(): void;
    happytime?(): void;
    settings?: CrazySettings;
    addSettingsChangeListener?(listener: (settings: CrazySettings) => void): void;
  };
  ad?: { requestAd?(type: 'midgame' | 'rewarded', callbacks: CrazyAdCallbacks): unknown };
}

export function crazyGamesAdapter(sdk: CrazyLike, control: GameControl): PortalAdapter {
  let started: unknown;
  try {
    started = sdk.init?.();
  } catch (e) {
    started = Promise.reject(e);
  }
  const usable: Promise<boolean> = Promise.resolve(started).then(
    () => sdk.environment !== 'disabled',
    () => false,
  );
  let ready = false;
  const ads = new AdBreaks(control);
  /** Runs a call once init has settled, in the order asked, and only if the SDK is enabled here. */
  const later = (call: () => void) => {
    void usable.then((ok) => {
      if (ok) safely(call);
    });
  };
  later(() => {
    ready = true;
    const game = sdk.game;
    control.mute('sdk', game?.settings?.muteAudio === true);
    game?.addSettingsChangeListener?.((settings) => control.mute('sdk', settings?.muteAudio === true));
  });
  later(() => sdk.game?.loadingStart?.());
  return {
    name: 'crazygames',
    loaded: () => later(() => sdk.game?.loadingStop?.()),
    gameplayStart: () => later(() => sdk.game?.gameplayStart?.()),
    gameplayStop: () => later(() => sdk.game?.gameplayStop?.()),
    won: () => later(() => sdk.game?.happytime?.()),
    betweenDeals: () => {
      // Only an SDK already started gets asked: a new deal never waits on init.
      if (!ready) return;
      ads.request((ad) => {
        if (typeof sdk.ad?.requestAd !== 'function') return ad.ended();
        sdk.ad.requestAd('midgame', { adStarted: ad.started, adFinished: ad.ended, adError: ad.ended });
      });
    },
  };
}
