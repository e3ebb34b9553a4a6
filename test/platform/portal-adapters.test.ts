import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CrazyAdCallbacks, type CrazySettings, crazyGamesAdapter } from '../../src/platform/adapter-crazygames';
import { type GdEvent, type GdOptions, gameDistributionAdapter } from '../../src/platform/adapter-gamedistribution';
import { pokiAdapter } from '../../src/platform/adapter-poki';
import { type MessageEventLike, noCounts, postMessageAdapter } from '../../src/platform/adapter-post-message';
import { GameControl } from '../../src/platform/game-control';
import { createPortalBridge, sdkAdapters } from '../../src/platform/portal';
import { LONGEST_AD_MS } from '../../src/platform/portal-adapter';

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.useRealTimers();
});

/** A framed window whose message listener the test can call. */
function framedWindow() {
  const posted: unknown[] = [];
  const parent = { postMessage: (m: unknown) => posted.push(m) };
  let listener: ((e: MessageEventLike) => void) | null = null;
  const win = {
    self: null as unknown,
    top: {},
    parent,
    addEventListener: (_t: 'message', l: (e: MessageEventLike) => void) => {
      listener = l;
    },
    removeEventListener: () => {
      listener = null;
    },
  };
  win.self = win;
  const send = (data: unknown, origin: string, source: unknown = parent) => listener?.({ data, origin, source });
  return { win, parent, posted, send };
}

describe('the postMessage adapter', () => {
  it('obeys commands from an allowed origin and counts the rest by reason', () => {
    const { win, parent, send } = framedWindow();
    const control = new GameControl();
    const counts = noCounts();
    const wanted: unknown[] = [];
    control.onNewGame((r) => wanted.push(r));
    postMessageAdapter({ win, control, allowed: new Set(['https://portal.example']), counts });
    send({ type: 'solitaire:pause' }, 'https://portal.example');
    expect(control.paused).toBe(true);
    send({ type: 'solitaire:resume' }, 'https://evil.example');
    expect(control.paused).toBe(true);
    send({ type: 'solitaire:resume' }, 'https://portal.example', {}); // right origin, another window
    expect(control.paused).toBe(true);
    send({ type: 'solitaire:newGame', deal: 'x' }, 'https://portal.example');
    send({ type: 'solitaire:dance' }, 'https://portal.example');
    send({ type: 'ad:started' }, 'https://ads.example');
    send({ type: 'solitaire:mute' }, 'https://portal.example');
    send({ type: 'solitaire:newGame', game: 'bakers-game' }, 'https://portal.example', parent);
    send({ type: 'solitaire:resume' }, 'https://portal.example');
    expect(control.paused).toBe(false);
    expect(control.muted).toBe(true);
    expect(wanted).toEqual([{ game: 'bakers-game' }]);
    expect(counts).toEqual({ accepted: 4, foreign: 1, origin: 2, unknown: 1, malformed: 1 });
  });

  it('posts events to the parent, addressed as asked', () => {
    const { win, posted } = framedWindow();
    const a = postMessageAdapter({
      win,
      control: new GameControl(),
      allowed: new Set(),
      targetOrigin: 'https://p.example',
    });
    a.loading?.(0.5);
    a.lost?.({ game: 'freecell', deal: 3, moves: 40, reason: 'stuck' });
    a.paused?.();
    expect(posted).toEqual([
      { type: 'solitaire:loading', progress: 0.5 },
      { type: 'solitaire:lost', game: 'freecell', deal: 3, moves: 40, reason: 'stuck' },
      { type: 'solitaire:paused' },
    ]);
  });
});

describe('the Poki adapter', () => {
  it('starts the SDK without waiting, and tells loading, gameplay and ad breaks', async () => {
    const calls: string[] = [];
    let endBreak: () => void = () => {};
    const sdk = {
      init: () => {
        calls.push('init');
        return new Promise(() => {}); // a slow SDK: nothing waits for it
      },
      gameLoadingFinished: () => calls.push('gameLoadingFinished'),
      gameplayStart: () => calls.push('gameplayStart'),
      gameplayStop: () => calls.push('gameplayStop'),
      commercialBreak: () => {
        calls.push('commercialBreak');
        return new Promise<void>((r) => {
          endBreak = r;
        });
      },
    };
    const control = new GameControl();
    const portal = createPortalBridge(sdkAdapters({ PokiSDK: sdk }, control), control, true);
    portal.ready('freecell', 1);
    portal.played();
    portal.won('freecell', 1, 90, 200);
    portal.ready('freecell', 2);
    expect(calls).toEqual(['init', 'gameLoadingFinished', 'gameplayStart', 'gameplayStop', 'commercialBreak']);
    expect(control.paused).toBe(true); // input and sound off until the break is over
    endBreak();
    await flush();
    expect(control.paused).toBe(false);
  });

  it('lets the game go after the longest ad, if the break never ends', () => {
    vi.useFakeTimers();
    const control = new GameControl();
    pokiAdapter({ commercialBreak: () => new Promise(() => {}) }, control).betweenDeals?.();
    expect(control.paused).toBe(true);
    vi.advanceTimersByTime(LONGEST_AD_MS);
    expect(control.paused).toBe(false);
  });

  it('survives an SDK that rejects init (an ad blocker) or throws', async () => {
    const control = new GameControl();
    const a = pokiAdapter(
      {
        init: () => Promise.reject(new Error('adblock')),
        gameplayStart: () => {
          throw new Error('broken');
        },
        commercialBreak: () => Promise.reject(new Error('no ad')),
      },
      control,
    );
    expect(() => a.gameplayStart?.()).not.toThrow();
    a.betweenDeals?.();
    await flush();
    expect(control.paused).toBe(false);
  });

  it('asks no second break while one is under way: a new deal during an ad keeps the game held', async () => {
    const ends: (() => void)[] = [];
    let asked = 0;
    // The first break shows an ad; any other would come back at once (Poki's rate limit).
    const sdk = {
      commercialBreak: () => (++asked === 1 ? new Promise<void>((r) => ends.push(r)) : Promise.resolve()),
    };
    const control = new GameControl();
    const portal = createPortalBridge(sdkAdapters({ PokiSDK: sdk }, control), control, true);
    portal.ready('freecell', 1);
    portal.ready('freecell', 2); // the ad begins
    portal.ready('freecell', 3); // a portal's newGame, or a double click, during it
    await flush();
    expect(control.paused).toBe(true);
    expect(asked).toBe(1);
    ends[0]?.();
    await flush();
    expect(control.paused).toBe(false);
    portal.ready('freecell', 4);
    expect(asked).toBe(2);
  });
});

describe('the CrazyGames adapter', () => {
  function fakeCrazy(environment = 'crazygames') {
    const calls: string[] = [];
    let settingsListener: ((s: CrazySettings) => void) | null = null;
    let ad: CrazyAdCallbacks | null = null;
    let startInit: () => void = () => {};
    const sdk = {
      environment: 'uninitialised',
      init: () =>
        new Promise<void>((r) => {
          startInit = () => {
            sdk.environment = environment;
            r();
          };
        }),
      game: {
        settings: { muteAudio: true },
        loadingStart: () => calls.push('loadingStart'),
        loadingStop: () => calls.push('loadingStop'),
        gameplayStart: () => calls.push('gameplayStart'),
        gameplayStop: () => calls.push('gameplayStop'),
        happytime: () => calls.push('happytime'),
        addSettingsChangeListener: (l: (s: CrazySettings) => void) => {
          settingsListener = l;
        },
      },
      ad: {
        requestAd: (type: string, callbacks: CrazyAdCallbacks) => {
          calls.push(`requestAd ${type}`);
          ad = callbacks;
        },
      },
    };
    return {
      sdk,
      calls,
      init: () => startInit(),
      settings: (s: CrazySettings) => settingsListener?.(s),
      ad: () => ad,
    };
  }

  it('calls nothing before init has settled, then everything in order', async () => {
    const fake = fakeCrazy();
    const control = new GameControl();
    const portal = createPortalBridge([crazyGamesAdapter(fake.sdk, control)], control, true);
    portal.ready('freecell', 1);
    portal.played();
    expect(fake.calls).toEqual([]);
    fake.init();
    await flush();
    portal.won('freecell', 1, 90, 100);
    await flush();
    expect(fake.calls).toEqual(['loadingStart', 'loadingStop', 'gameplayStart', 'gameplayStop', 'happytime']);
  });

  it('honours the portal’s mute setting, at start and when it changes', async () => {
    const fake = fakeCrazy();
    const control = new GameControl();
    crazyGamesAdapter(fake.sdk, control);
    fake.init();
    await flush();
    expect(control.muted).toBe(true);
    fake.settings({ muteAudio: false });
    expect(control.muted).toBe(false);
  });

  it('holds the game from the midgame ad’s start to its end, between deals', async () => {
    const fake = fakeCrazy();
    const control = new GameControl();
    const portal = createPortalBridge([crazyGamesAdapter(fake.sdk, control)], control, true);
    fake.init();
    await flush();
    portal.ready('freecell', 1);
    portal.ready('freecell', 2);
    expect(fake.calls).toContain('requestAd midgame');
    expect(control.paused).toBe(false);
    fake.ad()?.adStarted();
    expect(control.paused).toBe(true);
    fake.ad()?.adFinished();
    expect(control.paused).toBe(false);
  });

  it('asks no second ad while one plays, and lets the game go after the longest ad', async () => {
    vi.useFakeTimers();
    const fake = fakeCrazy();
    const control = new GameControl();
    const portal = createPortalBridge([crazyGamesAdapter(fake.sdk, control)], control, true);
    fake.init();
    await vi.advanceTimersByTimeAsync(0);
    portal.ready('freecell', 1);
    portal.ready('freecell', 2);
    const first = fake.ad();
    first?.adStarted();
    portal.ready('freecell', 3); // a new deal during the ad: no second request to fail and end the hold
    expect(fake.calls.filter((c) => c.startsWith('requestAd'))).toHaveLength(1);
    expect(control.paused).toBe(true);
    vi.advanceTimersByTime(LONGEST_AD_MS); // adFinished never comes
    expect(control.paused).toBe(false);
    first?.adFinished(); // late: changes nothing
    expect(control.paused).toBe(false);
  });

  it('stays silent where the SDK is disabled, and asks no ad before init', async () => {
    const fake = fakeCrazy('disabled');
    const control = new GameControl();
    const a = crazyGamesAdapter(fake.sdk, control);
    a.betweenDeals?.();
    fake.init();
    await flush();
    a.gameplayStart?.();
    await flush();
    expect(fake.calls).toEqual([]);
    expect(control.muted).toBe(false);
  });
});

describe('the GameDistribution adapter', () => {
  it('joins the page’s onEvent: SDK_GAME_PAUSE holds the game, SDK_GAME_START lets it go', () => {
    const heardByPage: string[] = [];
    const options: GdOptions = { onEvent: (e: GdEvent) => heardByPage.push(e.name ?? '') };
    const control = new GameControl();
    gameDistributionAdapter(() => ({}), options, control);
    options.onEvent?.({ name: 'SDK_GAME_PAUSE' });
    expect(control.paused).toBe(true);
    options.onEvent?.({ name: 'SDK_GAME_START' });
    expect(control.paused).toBe(false);
    expect(heardByPage).toEqual(['SDK_GAME_PAUSE', 'SDK_GAME_START']);
  });

  it('asks for an ad between deals; the ad’s promise settling also ends the hold', async () => {
    const options: GdOptions = {};
    const control = new GameControl();
    const shown: string[] = [];
    const sdk = {
      showAd: () => {
        shown.push('showAd');
        options.onEvent?.({ name: 'SDK_GAME_PAUSE' });
        return Promise.resolve();
      },
    };
    const portal = createPortalBridge(sdkAdapters({ gdsdk: sdk, GD_OPTIONS: options }, control), control, true);
    portal.ready('freecell', 1);
    expect(shown).toEqual([]);
    portal.ready('freecell', 2);
    expect(shown).toEqual(['showAd']);
    expect(control.paused).toBe(true);
    await flush();
    expect(control.paused).toBe(false);
  });

  it('lets the game go after the longest ad, when SDK_GAME_START never comes', () => {
    vi.useFakeTimers();
    const options: GdOptions = {};
    const control = new GameControl();
    gameDistributionAdapter(() => undefined, options, control);
    options.onEvent?.({ name: 'SDK_GAME_PAUSE' }); // the SDK's own preroll: no showAd, no promise
    expect(control.paused).toBe(true);
    vi.advanceTimersByTime(LONGEST_AD_MS);
    expect(control.paused).toBe(false);
  });

  it('starts, and still asks for ads, where the page froze GD_OPTIONS (its onEvent cannot be joined)', () => {
    const options: GdOptions = Object.freeze({ onEvent: () => {} });
    const control = new GameControl();
    const shown: string[] = [];
    const sdk = { showAd: () => void shown.push('showAd') };
    const portal = createPortalBridge(sdkAdapters({ gdsdk: sdk, GD_OPTIONS: options }, control), control, true);
    portal.ready('freecell', 1);
    portal.ready('freecell', 2);
    expect(shown).toEqual(['showAd']);
  });

  it('works as its pages load it: GD_OPTIONS before the game, the SDK after, copying the options', async () => {
    const heardByPage: string[] = [];
    const host: { GD_OPTIONS: GdOptions; gdsdk?: { showAd(): Promise<void> } } = {
      GD_OPTIONS: { onEvent: (e: GdEvent) => heardByPage.push(e.name ?? '') },
    };
    const control = new GameControl();
    const portal = createPortalBridge(sdkAdapters(host, control), control, true);
    portal.ready('freecell', 1);
    // The SDK loads now, and keeps its own copy of the options, as GameDistribution's does.
    const copied = { ...host.GD_OPTIONS };
    let endAd: () => void = () => {};
    host.gdsdk = {
      showAd: () => {
        copied.onEvent?.({ name: 'SDK_GAME_PAUSE' });
        return new Promise<void>((r) => {
          endAd = () => {
            copied.onEvent?.({ name: 'SDK_GAME_START' });
            r();
          };
        });
      },
    };
    portal.ready('freecell', 2);
    expect(control.paused).toBe(true);
    endAd();
    await flush();
    expect(control.paused).toBe(false);
    expect(heardByPage).toEqual(['SDK_GAME_PAUSE', 'SDK_GAME_START']);
  });
});

describe('choosing adapters', () => {
  it('finds only the SDKs the page provides', () => {
    const control = new GameControl();
    expect(sdkAdapters({}, control)).toEqual([]);
    expect(sdkAdapters(undefined, control)).toEqual([]);
    const names = sdkAdapters({ PokiSDK: {}, CrazyGames: { SDK: {} }, gdsdk: {} }, control).map((a) => a.name);
    expect(names).toEqual(['poki', 'crazygames', 'gamedistribution']);
  });
});
