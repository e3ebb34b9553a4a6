/**
 * The portal SDKs, when the host page provides one: a fake Poki, CrazyGames (v3) or GameDistribution SDK,
 * put on the game's window before its scripts run, is driven through a short game and the next deal's ad.
 * And storage that throws or is full: the game plays on, says so once, and keeps what was saved before.
 */
import { describe, expect, it } from 'vitest';
import { NEAR_WON } from './fixtures/positions';
import { type GamePage, gamePages, gameUrl, query } from './helpers';

type Calls = Window & { sdkCalls?: string[]; endAd?: () => void };

const calls = (g: GamePage) => g.page.evaluate(() => (window as Calls).sdkCalls ?? []);
const paused = (g: GamePage) => g.page.evaluate(() => window.solitaire?.state()?.paused ?? null);

/** Wins the near-won position (KH to a cell, then both kings' suits go home), then asks for the next deal. */
async function winThenNewDeal(g: GamePage): Promise<void> {
  await g.settle();
  await g.drag(await g.bounds('t1').then(grip), await g.bounds('c1').then(mid));
  await g.page.waitForFunction(() => window.solitaire?.state()?.won === true, undefined, { timeout: 15_000 });
  // The win panel's primary button, New deal, from the keyboard, once the panel is up.
  await g.page.waitForFunction(() => (window.solitaire?.texts?.() ?? []).includes('Replay this deal'), undefined, {
    timeout: 15_000,
  });
  await g.keys('Enter');
  await g.page.waitForFunction(() => window.solitaire?.state()?.won === false, undefined, { timeout: 15_000 });
}
const grip = (r: { x: number; y: number; w: number; h: number }) => ({
  x: r.x + r.w / 2,
  y: r.y + Math.min(8, r.h / 4),
});
const mid = (r: { x: number; y: number; w: number; h: number }) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

const NEAR = query({ game: 'freecell', position: NEAR_WON, renderer: 'canvas' });

describe.skipIf(gameUrl() === undefined)('portal SDKs and storage', () => {
  const open = gamePages();

  /** The game at `search`, with `install` run before any of its scripts. */
  const openedWith = (search: string, install: () => void): Promise<GamePage> =>
    open(search, { beforeLoad: (g) => g.context.addInitScript(install) });
  const withSdk = (install: () => void) => openedWith(NEAR, install);

  it('Poki: loading finished, gameplay start and stop, a commercial break before the next deal, held until it ends', async () => {
    const g = await withSdk(() => {
      const w = window as Calls & { PokiSDK?: unknown };
      w.sdkCalls = [];
      const log = (name: string) => w.sdkCalls?.push(name);
      w.PokiSDK = {
        init: () => {
          log('init');
          return Promise.resolve();
        },
        gameLoadingFinished: () => log('gameLoadingFinished'),
        gameplayStart: () => log('gameplayStart'),
        gameplayStop: () => log('gameplayStop'),
        commercialBreak: () => {
          log('commercialBreak');
          return new Promise<void>((resolve) => {
            w.endAd = resolve;
          });
        },
      };
    });
    await winThenNewDeal(g);
    await expect
      .poll(() => calls(g))
      .toEqual(['init', 'gameLoadingFinished', 'gameplayStart', 'gameplayStop', 'commercialBreak']);
    expect(await paused(g)).toBe(true);
    await g.page.evaluate(() => (window as Calls).endAd?.());
    await expect.poll(() => paused(g)).toBe(false);
    expect(g.errors).toEqual([]);
  });

  it('CrazyGames: waits for init, honours its mute, celebrates the win, holds the game through a midgame ad', async () => {
    const g = await withSdk(() => {
      const w = window as Calls & { CrazyGames?: unknown };
      w.sdkCalls = [];
      const log = (name: string) => w.sdkCalls?.push(name);
      const sdk = {
        environment: 'uninitialised',
        init: () =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              sdk.environment = 'crazygames';
              resolve();
            }, 300),
          ),
        game: {
          settings: { muteAudio: true },
          addSettingsChangeListener: () => log('listening'),
          loadingStart: () => log('loadingStart'),
          loadingStop: () => log('loadingStop'),
          gameplayStart: () => log('gameplayStart'),
          gameplayStop: () => log('gameplayStop'),
          happytime: () => log('happytime'),
        },
        ad: {
          requestAd: (type: string, callbacks: { adStarted(): void; adFinished(): void }) => {
            log(`requestAd ${type}`);
            callbacks.adStarted();
            w.endAd = () => callbacks.adFinished();
          },
        },
      };
      w.CrazyGames = { SDK: sdk };
    });
    await expect.poll(() => g.page.evaluate(() => window.solitaire?.state()?.muted)).toBe(true);
    await winThenNewDeal(g);
    await expect
      .poll(() => calls(g))
      .toEqual([
        'listening',
        'loadingStart',
        'loadingStop',
        'gameplayStart',
        'gameplayStop',
        'happytime',
        'requestAd midgame',
      ]);
    expect(await paused(g)).toBe(true);
    await g.page.evaluate(() => (window as Calls).endAd?.());
    await expect.poll(() => paused(g)).toBe(false);
    expect(g.errors).toEqual([]);
  });

  it('GameDistribution: an ad between deals, the game held from SDK_GAME_PAUSE to SDK_GAME_START', async () => {
    const g = await withSdk(() => {
      const w = window as Calls & { gdsdk?: unknown; GD_OPTIONS?: { onEvent?(e: { name: string }): void } };
      w.sdkCalls = [];
      const log = (name: string) => w.sdkCalls?.push(name);
      w.GD_OPTIONS = { onEvent: (e) => log(`page heard ${e.name}`) };
      w.gdsdk = {
        showAd: () => {
          log('showAd');
          w.GD_OPTIONS?.onEvent?.({ name: 'SDK_GAME_PAUSE' });
          return new Promise<void>((resolve) => {
            w.endAd = () => {
              w.GD_OPTIONS?.onEvent?.({ name: 'SDK_GAME_START' });
              resolve();
            };
          });
        },
      };
    });
    await winThenNewDeal(g);
    await expect.poll(() => calls(g)).toEqual(['showAd', 'page heard SDK_GAME_PAUSE']);
    expect(await paused(g)).toBe(true);
    await g.page.evaluate(() => (window as Calls).endAd?.());
    await expect.poll(() => paused(g)).toBe(false);
    expect(await calls(g)).toEqual(['showAd', 'page heard SDK_GAME_PAUSE', 'page heard SDK_GAME_START']);
    expect(g.errors).toEqual([]);
  });

  it('plays on when storage throws, and says so once', async () => {
    const g = await openedWith(query({ game: 'freecell', deal: 3, renderer: 'canvas' }), () => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await g.settle();
    await expect.poll(() => g.page.textContent('[data-notice="platform"]')).toMatch(/will not keep your games/);
    await g.keys('1', 'a');
    const s = await g.settle();
    expect(s.moves).toBeGreaterThan(0);
    expect(await g.page.locator('.page-notice:visible').count()).toBe(1);
    expect(g.errors).toEqual([]);
  });

  it('keeps the saved game when storage is full, plays on without saving, and says so once', async () => {
    const g = await open(query({ game: 'freecell', deal: 3, renderer: 'canvas' }));
    await g.settle();
    await g.keys('1', 'a');
    const saved = await g.settle();
    // From the next load on, every write fails as a full quota does.
    await g.context.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await g.page.reload();
    await g.waitReady();
    const resumed = await g.settle();
    expect(resumed.piles).toEqual(saved.piles);
    await expect.poll(() => g.page.textContent('[data-notice="platform"]')).toMatch(/will not keep your games/);
    await g.keys('2', 'b');
    expect((await g.settle()).moves).toBeGreaterThan(saved.moves);
    const kept = await g.page.evaluate(() => localStorage.getItem('open-cell-solitaire:save:freecell'));
    expect(kept).not.toBeNull();
    expect(g.errors).toEqual([]);
  });
});
