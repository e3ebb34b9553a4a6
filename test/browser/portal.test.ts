/**
 * The game in the example portal (examples/portal.html), from another origin (two local ports), under its
 * content-security policy: the events of a game in order, every command taking effect, and commands from
 * another origin or malformed ignored and counted (docs/embedding.md).
 */
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { SETTINGS_VERSION } from '../../src/platform/settings';
import type { PortalServers } from '../../tools/serve-portal';
import { NEAR_WON, ONE_FROM_LOST, ONE_FROM_STUCK } from './fixtures/positions';
import { gameUrl, launchChromium, query, SETTINGS_STORE_KEY } from './helpers';
import { openPortal, type PortalPage, startPortal } from './portal-helpers';

describe.skipIf(gameUrl() === undefined)('the game in a portal page', () => {
  let browser: Browser;
  let servers: PortalServers;
  let opened: PortalPage[] = [];
  const open = async (...args: Parameters<typeof openPortal> extends [unknown, unknown, ...infer R] ? R : never) => {
    const p = await openPortal(browser, servers, ...args);
    opened.push(p);
    return p;
  };
  beforeAll(async () => {
    const buildError = inject('gameBuildError');
    if (buildError !== null) throw new Error(`vite build of the game failed: ${buildError}`);
    browser = await launchChromium();
    servers = await startPortal();
  });
  afterEach(async () => {
    for (const p of opened) await p.context.close();
    opened = [];
  });
  afterAll(async () => {
    await browser?.close();
    await servers?.close();
  });

  it('tells a short game in order, asks nothing of another origin, and breaks no rule of its policy', async () => {
    const p = await open(query({ game: 'freecell', position: NEAR_WON, renderer: 'canvas' }));
    await p.drag('t1', 'c1');
    await expect.poll(() => p.types(), { timeout: 15_000 }).toContain('solitaire:won');
    const messages = await p.messages();
    expect(messages.map((m) => m.type)).toEqual([
      'solitaire:loading',
      'solitaire:loading',
      'solitaire:loading',
      'solitaire:ready',
      'solitaire:gameplayStart',
      'solitaire:gameplayStop',
      'solitaire:won',
    ]);
    expect(messages.slice(0, 3).map((m) => m.progress)).toEqual([0, 0.5, 1]);
    expect(messages[3]).toEqual({ type: 'solitaire:ready', game: 'freecell', deal: null, moves: 0 });
    expect(messages[6]).toMatchObject({ type: 'solitaire:won', game: 'freecell', deal: null });
    expect(typeof messages[6]?.seconds).toBe('number');
    await p.page.waitForTimeout(1500); // the win panel and its cascade, drawn under the policy too
    const origins = new Set([new URL(servers.game.url).origin, new URL(servers.portal.url).origin]);
    const elsewhere = p.requests.filter(
      (u) => !u.startsWith('data:') && !u.startsWith('blob:') && !origins.has(new URL(u).origin),
    );
    expect(elsewhere).toEqual([]);
    expect(p.requests.some((u) => u.startsWith(servers.game.url) && u.includes('court-figures'))).toBe(true);
    expect(await p.violations()).toEqual([]);
    expect(p.errors).toEqual([]);
  });

  it('pauses (clock, input, overlay), resumes, mutes at once, unmutes and deals anew on command', async () => {
    const p = await open(query({ game: 'freecell', deal: 5, renderer: 'canvas' }));
    await p.settle();
    await p.drag('t1', 'c1');
    const moved = await p.settle();
    expect(moved.moves).toBeGreaterThan(0);
    await p.page.waitForTimeout(1200);
    await p.command('pause');
    await expect.poll(async () => (await p.state()).paused).toBe(true);
    expect(await p.frame.isVisible('.pause-overlay')).toBe(true);
    const pausedAt = (await p.state()).seconds;
    await p.page.waitForTimeout(2500);
    expect((await p.state()).seconds).toBe(pausedAt);
    // Input stops: a drag does nothing while paused.
    await p.drag('t2', 'c2');
    expect((await p.state()).moves).toBe(moved.moves);
    await p.command('resume');
    await expect.poll(async () => (await p.state()).paused).toBe(false);
    expect(await p.frame.isVisible('.pause-overlay')).toBe(false);
    await p.page.waitForTimeout(2200);
    expect((await p.state()).seconds).toBeGreaterThan(pausedAt);

    // Mute within 100 ms of the message arriving: timed inside the game's frame.
    await p.frame.evaluate(() => {
      const w = window as Window & { muteDelay?: number };
      addEventListener('message', (e) => {
        if (e.data?.type !== 'solitaire:mute') return;
        const t0 = performance.now();
        const check = () => {
          if (window.solitaire?.state()?.muted) w.muteDelay = performance.now() - t0;
          else setTimeout(check, 5);
        };
        setTimeout(check, 0);
      });
    });
    await p.command('mute');
    await expect
      .poll(() => p.frame.evaluate(() => (window as Window & { muteDelay?: number }).muteDelay ?? null))
      .not.toBeNull();
    expect(await p.frame.evaluate(() => (window as Window & { muteDelay?: number }).muteDelay)).toBeLessThan(100);
    expect((await p.state()).muted).toBe(true);
    await p.command('unmute');
    await expect.poll(async () => (await p.state()).muted).toBe(false);

    await p.send({ type: 'solitaire:newGame', game: 'eight-off', deal: 7 });
    await expect
      .poll(async () => [(await p.state()).game, (await p.state()).deal], { timeout: 20_000 })
      .toEqual(['eight-off', 7]);
    expect((await p.state()).moves).toBe(0);
    const types = await p.types();
    expect(types.slice(4)).toEqual([
      'solitaire:gameplayStart',
      'solitaire:gameplayStop',
      'solitaire:paused',
      'solitaire:resumed',
      'solitaire:gameplayStart',
      'solitaire:gameplayStop',
      'solitaire:ready',
    ]);
    expect(await p.counts()).toMatchObject({ accepted: 5, origin: 0, unknown: 0, malformed: 0 });
    expect(p.errors).toEqual([]);
  });

  it('makes one table of two new games asked for in one frame: the second, told ready once', async () => {
    const p = await open(query({ game: 'freecell', deal: 5, renderer: 'canvas' }));
    await p.settle();
    const readies = async () => (await p.types()).filter((t) => t === 'solitaire:ready').length;
    const before = await readies();
    // Both posted in one task of the portal's page: they reach the game before its next frame.
    await p.page.evaluate(() => {
      const send = (window as Window & { sendToGame?: (m: unknown) => void }).sendToGame;
      send?.({ type: 'solitaire:newGame', deal: 7 });
      send?.({ type: 'solitaire:newGame', game: 'bakers-game', deal: 9 });
    });
    await expect
      .poll(async () => [(await p.state()).game, (await p.state()).deal], { timeout: 20_000 })
      .toEqual(['bakers-game', 9]);
    await p.page.waitForTimeout(1000);
    expect(await readies()).toBe(before + 1);
    const last = (await p.messages()).filter((m) => m.type === 'solitaire:ready').at(-1);
    expect([last?.game, last?.deal]).toEqual(['bakers-game', 9]);
    expect(p.errors).toEqual([]);
  });

  it('deals a new game asked for while paused, and keeps it paused until the resume', async () => {
    const p = await open(query({ game: 'freecell', deal: 5, renderer: 'canvas' }));
    await p.settle();
    await p.command('pause');
    await expect.poll(async () => (await p.state()).paused).toBe(true);
    await p.send({ type: 'solitaire:newGame', deal: 7 });
    await expect.poll(async () => (await p.state()).deal, { timeout: 20_000 }).toBe(7);
    await p.page.waitForTimeout(1500);
    // Dealt, and held: the overlay stays, the clock does not start, a drag does nothing.
    let s = await p.state();
    expect([s.game, s.deal, s.moves, s.paused, s.seconds]).toEqual(['freecell', 7, 0, true, 0]);
    expect(await p.frame.isVisible('.pause-overlay')).toBe(true);
    await p.drag('t1', 'c1');
    expect((await p.state()).moves).toBe(0);
    await p.command('resume');
    await expect.poll(async () => (await p.state()).paused).toBe(false);
    expect(await p.frame.isVisible('.pause-overlay')).toBe(false);
    await p.drag('t1', 'c1');
    s = await p.settle();
    expect(s.moves).toBeGreaterThan(0);
    expect(p.errors).toEqual([]);
  });

  it('deals a new game sent while the winning cards fly home: told the win, then the new deal alone', async () => {
    const p = await open(query({ game: 'freecell', position: NEAR_WON, renderer: 'canvas' }));
    // Slow cards, so that the message comes while the winning cards still fly.
    await p.frame.evaluate(
      ([key, version]) => {
        const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { settings?: object } | null;
        localStorage.setItem(
          key,
          JSON.stringify({ version, settings: { ...stored?.settings, animationSpeed: 'slow' } }),
        );
      },
      [SETTINGS_STORE_KEY, SETTINGS_VERSION] as const,
    );
    await p.reload();
    await p.settle();
    const earlier = (await p.messages()).length;
    await p.drag('t1', 'c1');
    await p.send({ type: 'solitaire:newGame', deal: 7 });
    await expect.poll(async () => (await p.state()).deal, { timeout: 20_000 }).toBe(7);
    await p.settle();
    const told = (await p.messages())
      .slice(earlier)
      .filter((m) => m.type === 'solitaire:won' || m.type === 'solitaire:ready')
      .map((m) => `${m.type} ${String(m.deal)}`);
    // No ready for the won game, brought back for a moment before the new deal (an ad could follow it).
    expect(told).toEqual(['solitaire:won null', 'solitaire:ready 7']);
    expect(p.errors).toEqual([]);
  });

  it("reports a continued game's moves in ready after the auto-moves its changed setting made due", async () => {
    const setAutoMode = (p: PortalPage, autoMode: string) =>
      p.frame.evaluate(
        ([key, version, mode]) => {
          const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { settings?: object } | null;
          localStorage.setItem(key, JSON.stringify({ version, settings: { ...stored?.settings, autoMode: mode } }));
        },
        [SETTINGS_STORE_KEY, SETTINGS_VERSION, autoMode] as const,
      );
    // Deal 1's sixth column ends AC 2C 3D: with auto-moves off, two moves to the cells bare the ace.
    const p = await open(query({ game: 'freecell', deal: 1, renderer: 'canvas' }));
    await setAutoMode(p, 'off');
    await p.reload();
    await p.drag('t6', 'c1');
    await p.settle();
    await p.drag('t6', 'c2');
    const before = await p.settle();
    expect(before.moves).toBe(2);
    // Auto-moves on again: the continued game sends AC, 2C and the AS under them home as it opens,
    // three moves more, and ready tells the game as the player sees it then.
    await setAutoMode(p, 'safe');
    await p.reload();
    const after = await p.settle();
    expect(after.moves).toBe(5);
    const ready = (await p.messages()).filter((m) => m.type === 'solitaire:ready');
    expect(ready).toEqual([{ type: 'solitaire:ready', game: 'freecell', deal: 1, moves: 5 }]);
  });

  it('ignores and counts commands from another origin, and malformed or unknown ones', async () => {
    const stranger = await open(query({ game: 'freecell', deal: 9, renderer: 'canvas' }), {
      claim: 'http://127.0.0.1:9',
    });
    await stranger.command('pause');
    await stranger.command('mute');
    await stranger.page.waitForTimeout(300);
    expect(await stranger.state()).toMatchObject({ paused: false, muted: false });
    expect(await stranger.counts()).toMatchObject({ accepted: 0, origin: 2 });

    const p = await open(query({ game: 'freecell', deal: 9, renderer: 'canvas' }));
    await p.page.click('[data-send="malformed"]');
    await p.page.click('[data-send="unknown"]');
    await p.send({ type: 'solitaire:pause', extra: { ignored: true } });
    await expect.poll(async () => (await p.state()).paused).toBe(true);
    expect(await p.counts()).toMatchObject({ accepted: 1, origin: 0, unknown: 1, malformed: 1 });
    expect((await p.state()).deal).toBe(9);
  });

  it('tells a loss: no move left, and a position the solver proved lost', async () => {
    const stuck = await open(query({ game: 'eight-off', position: ONE_FROM_STUCK, renderer: 'canvas' }));
    await stuck.settle();
    await stuck.frame.evaluate(() => window.focus());
    await stuck.page.keyboard.press('4');
    await stuck.page.keyboard.press('1');
    await expect
      .poll(() => stuck.messages(), { timeout: 15_000 })
      .toContainEqual(expect.objectContaining({ type: 'solitaire:lost', game: 'eight-off', reason: 'stuck' }));
    expect((await stuck.types()).slice(-3)).toEqual([
      'solitaire:gameplayStart',
      'solitaire:gameplayStop',
      'solitaire:lost',
    ]);

    const lost = await open(query({ game: 'bakers-game', position: ONE_FROM_LOST, renderer: 'canvas' }));
    await lost.settle();
    await lost.frame.evaluate(() => window.focus());
    await lost.page.keyboard.press('4');
    await lost.page.keyboard.press('a');
    await expect
      .poll(() => lost.messages(), { timeout: 40_000 })
      .toContainEqual(
        expect.objectContaining({ type: 'solitaire:lost', game: 'bakers-game', moves: 1, reason: 'unwinnable' }),
      );
  });
});
