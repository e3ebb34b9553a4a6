import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealPosition, GAMES } from '../../src/engine';
import { solve } from '../../src/engine/solver';
import { knownWinnableDeals } from '../../src/engine/solver/known-wins';
import { type GamePage, gameUrl, launchChromium, openGame, query } from './helpers';

// "Only winnable deals" (a setting per game): a new random deal is one the solver wins, and the
// deal number shown still names that deal. The page's random source is pinned so that the random
// deal is Baker's Game 10, which the solver proves lost: with the setting the table must pass it
// by and deal the next one it wins (11); without it, deal 10 is dealt.

const LOST_DEAL = 10;

/** Every random word the page draws (randomDeal, randomBelow: one 32-bit word from crypto.getRandomValues) is `word`. */
const pinRandomWord = async (fresh: GamePage, word: number): Promise<void> => {
  await fresh.context.addInitScript((pinnedWord: number) => {
    const real = crypto.getRandomValues.bind(crypto);
    const pinned = (array: ArrayBufferView<ArrayBuffer>): ArrayBufferView<ArrayBuffer> => {
      if (array instanceof Uint32Array && array.length === 1) {
        array[0] = pinnedWord;
        return array;
      }
      return real(array);
    };
    crypto.getRandomValues = pinned as typeof crypto.getRandomValues;
  }, word);
};

async function newRandomDeal(browser: Browser, winnableOnly: boolean): Promise<{ g: GamePage; deal: number | null }> {
  const g = await openGame(browser, query({ game: 'bakers-game', renderer: 'canvas' }), {
    settings: { winnableOnly: { 'bakers-game': winnableOnly } },
    // Pinned to the lost deal.
    beforeLoad: (fresh) => pinRandomWord(fresh, LOST_DEAL - 1),
  });
  return { g, deal: (await g.state()).deal };
}

/** A solver worker that answers every request with an error, as one that cannot do the work would. */
const BROKEN_WORKER = `self.onmessage = (e) => {
  if (e.data.type !== 'cancel') self.postMessage({ type: 'error', id: e.data.id, message: 'broken on purpose' });
};`;

describe.skipIf(gameUrl() === undefined)('winnable deals only', () => {
  let browser: Browser;
  const open: GamePage[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const g of open) await g.close();
    await browser?.close();
  });

  it(`is needed here: Baker's Game ${LOST_DEAL} is lost`, () => {
    const start = dealPosition(GAMES['bakers-game'], LOST_DEAL);
    if (!start.ok) throw new Error(start.error);
    expect(solve(start.state, { maxStates: 2_000_000, maxMs: 60_000 }).status).toBe('unsolvable');
  });

  it('without the setting, the random deal is dealt as it comes', async () => {
    const { g, deal } = await newRandomDeal(browser, false);
    open.push(g);
    expect(deal).toBe(LOST_DEAL);
  });

  it('with the setting, the table passes the lost deal by and deals one the solver wins, by its number', async () => {
    const { g, deal } = await newRandomDeal(browser, true);
    open.push(g);
    expect(deal).not.toBe(LOST_DEAL);
    expect(deal).toBeGreaterThan(LOST_DEAL);
    const start = dealPosition(GAMES['bakers-game'], deal as number);
    if (!start.ok) throw new Error(start.error);
    expect(solve(start.state, { maxStates: 2_000_000, maxMs: 60_000 }).status).toBe('solved');
  });

  it('deals a plain deal with a notice when the solver fails, rather than waiting forever', async () => {
    const g = await openGame(browser, query({ game: 'bakers-game', renderer: 'canvas' }), {
      settings: { winnableOnly: { 'bakers-game': true } },
      beforeLoad: (fresh) =>
        fresh.page.route('**/solver-worker-*.js', (route) =>
          route.fulfill({ contentType: 'text/javascript', body: BROKEN_WORKER }),
        ),
    });
    open.push(g);
    const s = await g.settle();
    expect(s.deal).not.toBeNull();
    expect(await g.notice()).toMatch(/No winnable deal could be found just now/);
  });

  it('deals at once, where most deals are lost, one the win-rate runs won: Cast Out Nines, with no solver to ask', async () => {
    const known = knownWinnableDeals(GAMES['cast-out-nines']) ?? [];
    expect(known.length).toBeGreaterThan(100);
    const g = await openGame(browser, query({ game: 'cast-out-nines', renderer: 'canvas' }), {
      settings: { winnableOnly: { 'cast-out-nines': true } },
      beforeLoad: async (fresh) => {
        await pinRandomWord(fresh, 7);
        // A broken worker: the deal cannot have come from a search.
        await fresh.page.route('**/solver-worker-*.js', (route) =>
          route.fulfill({ contentType: 'text/javascript', body: BROKEN_WORKER }),
        );
      },
    });
    open.push(g);
    const s = await g.settle();
    expect(s.deal).toBe(known[7]);
    expect(await g.notice()).not.toMatch(/No winnable deal could be found just now/);
  });

  it('searches live when the list of won deals fails to load, and still never waits forever', async () => {
    const g = await openGame(browser, query({ game: 'cast-out-nines', renderer: 'canvas' }), {
      settings: { winnableOnly: { 'cast-out-nines': true } },
      beforeLoad: async (fresh) => {
        await fresh.page.route('**/known-wins-*.js', (route) => route.fulfill({ status: 404, body: '' }));
        await fresh.page.route('**/solver-worker-*.js', (route) =>
          route.fulfill({ contentType: 'text/javascript', body: BROKEN_WORKER }),
        );
      },
    });
    open.push(g);
    const s = await g.settle();
    expect(s.deal).not.toBeNull();
    expect(await g.notice()).toMatch(/No winnable deal could be found just now/);
  });

  it('deals a plain deal within its patience when the list of won deals never arrives (a stalled request)', async () => {
    const g = await openGame(browser, query({ game: 'cast-out-nines', renderer: 'canvas' }), {
      settings: { winnableOnly: { 'cast-out-nines': true } },
      ready: false,
      // The request is held for good, as a stalled network holds it: never answered, never failed.
      beforeLoad: (fresh) => fresh.page.route('**/known-wins-*.js', () => new Promise<void>(() => {})),
    });
    open.push(g);
    const dealt = () =>
      g.page.evaluate(
        () => (window as { solitaire?: { state(): { deal: number | null } | null } }).solitaire?.state()?.deal,
      );
    await expect.poll(dealt, { timeout: 25_000, interval: 500 }).toBeTypeOf('number');
    expect(await g.notice()).toMatch(/No winnable deal could be found just now/);
  });

  /**
   * Baker's Game with winnable deals only, its solver's worker arriving 3 s late: the page is up
   * and the search still on, for a command to come meanwhile.
   */
  async function searchingLate(): Promise<GamePage> {
    const g = await openGame(browser, query({ game: 'bakers-game', renderer: 'canvas' }), {
      settings: { winnableOnly: { 'bakers-game': true } },
      ready: false,
      beforeLoad: (fresh) =>
        fresh.page.route('**/solver-worker-*.js', async (route) => {
          await new Promise((r) => setTimeout(r, 3000));
          await route.continue();
        }),
    });
    open.push(g);
    await g.page.waitForFunction(() => (window as { solitairePortal?: unknown }).solitairePortal !== undefined);
    await g.page.waitForTimeout(500);
    return g;
  }

  it('holds the deal it finds through a pause (an ad break), and deals it when the game resumes', async () => {
    const g = await searchingLate();
    await g.page.evaluate(() => window.postMessage({ type: 'solitaire:pause' }, '*'));
    // The search ends during the pause (the worker came at 3 s); nothing is dealt while held.
    await g.page.waitForTimeout(5000);
    expect(await g.page.evaluate(() => (window as { solitaire?: { ready?: boolean } }).solitaire?.ready === true)).toBe(
      false,
    );
    await g.page.evaluate(() => window.postMessage({ type: 'solitaire:resume' }, '*'));
    await g.waitReady(20_000);
    const s = await g.settle();
    expect(s.deal).not.toBeNull();
    expect(s.moves).toBe(0);
  });

  /** The portal's deal 617 of Baker's Game comes, and stays: no restart to a searched deal was queued behind it. */
  async function portalDealStays(g: GamePage): Promise<void> {
    await g.waitReady(20_000);
    expect((await g.state()).deal).toBe(617);
    await g.page.waitForTimeout(1500);
    const s = await g.settle();
    expect([s.game, s.deal, s.moves]).toEqual(['bakers-game', 617, 0]);
    expect(g.errors).toEqual([]);
  }

  it('deals a new game asked for during a pause, not the deal its search found and held meanwhile', async () => {
    const g = await searchingLate();
    await g.page.evaluate(() => window.postMessage({ type: 'solitaire:pause' }, '*'));
    await g.page.waitForTimeout(5000); // the search ends during the pause (the worker came at 3 s)
    await g.page.evaluate(() => window.postMessage({ type: 'solitaire:newGame', deal: 617 }, '*'));
    await g.page.waitForTimeout(1000);
    await g.page.evaluate(() => window.postMessage({ type: 'solitaire:resume' }, '*'));
    await portalDealStays(g);
  });

  it('drops the deal its search finds in the moment after a portal asked for another', async () => {
    // The portal's new game is sent just before the page hears the worker's answer, in the same
    // task: Phaser takes no step between the two.
    const g = await openGame(browser, query({ game: 'bakers-game', renderer: 'canvas' }), {
      settings: { winnableOnly: { 'bakers-game': true } },
      ready: false,
      beforeLoad: (fresh) =>
        fresh.page.addInitScript(() => {
          const slot = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
          if (!slot?.set) return;
          const set = slot.set;
          let sent = false;
          Object.defineProperty(Worker.prototype, 'onmessage', {
            ...slot,
            set(this: Worker, handler: ((e: MessageEvent) => void) | null) {
              set.call(this, (e: MessageEvent) => {
                if (!sent && (e.data as { type?: string } | null)?.type === 'winnable-deal') {
                  sent = true;
                  const data = { type: 'solitaire:newGame', deal: 617 };
                  window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin, source: window }));
                }
                handler?.(e);
              });
            },
          });
        }),
    });
    open.push(g);
    await portalDealStays(g);
  });

  it('goes to the menu on Esc while it searches, and deals nothing when the search ends', async () => {
    const g = await searchingLate();
    const inMenu = () => g.page.evaluate(() => (window as { solitaireMenu?: unknown }).solitaireMenu !== undefined);
    expect(await inMenu()).toBe(false);
    await g.page.keyboard.press('Escape');
    await expect.poll(inMenu, { timeout: 2000 }).toBe(true);
    // The search's answer (the worker comes at 3 s) starts no table over the menu.
    await g.page.waitForTimeout(4000);
    expect(await inMenu()).toBe(true);
    expect(g.errors).toEqual([]);
  });

  it('drops the deal its search finds once a new game has been asked for meanwhile', async () => {
    const g = await searchingLate();
    // A deal by number needs no search: it is dealt at once, and stays when the first search ends.
    await g.page.evaluate(() => window.postMessage({ type: 'solitaire:newGame', deal: 617 }, '*'));
    await g.waitReady(20_000);
    expect((await g.state()).deal).toBe(617);
    await g.page.waitForTimeout(5000);
    expect((await g.state()).deal).toBe(617);
  });
});
