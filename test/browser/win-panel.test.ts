/**
 * The win panel over the cascade: its three ways on (New deal, Replay this deal, Menu), opaque (the
 * cascade never shows through it), the cascade kept off the HUD's bars, and the keyboard: Tab and
 * the arrows move a visible focus ring, Enter and Space press the focused button, Enter alone is
 * New deal. The focused button's name is written to a live region (`data-win-focus`), which is how
 * these tests read where the focus is.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../src/engine';
import { NEAR_WON } from './fixtures/positions';
import { type NearWonSave, nearWonSave } from './fixtures/won-save';
import {
  cardCount,
  centre,
  type GamePage,
  gamePages,
  gameUrl,
  type OpenOptions,
  pixelDifference,
  query,
  type Rect,
  shot,
  withSave,
} from './helpers';

const RENDERERS = ['canvas', 'webgl'] as const;
const VIEWPORT = { width: 1280, height: 800 };
/** The HUD at 1280x800 (CSS px): the counters bar at the top, the buttons bar at the bottom. */
const COUNTERS: Rect = { x: 0, y: 0, w: 1280, h: 30 };
const BUTTONS: Rect = { x: 0, y: 800 - 62, w: 1280, h: 62 };
/** Well inside the panel, which is centred in the table between the bars, at any panel size. */
const PANEL_MIDDLE: Rect = { x: 640 - 150, y: 384 - 40, w: 300, h: 80 };
/** Most of the panel (its buttons too), still inside it: nothing but the focus ring changes there. */
const PANEL: Rect = { x: 440, y: 150, w: 400, h: 500 };
/** A strip of the table at its left edge, where the panel never is and the cascade passes. */
const TABLE_LEFT: Rect = { x: 0, y: 60, w: 200, h: 640 };

const focused = (page: Page): Promise<string | null> =>
  page.evaluate(() => (document.querySelector('[data-win-focus]') as HTMLElement | null)?.dataset.winFocus ?? null);

/** The texts the win panel shows: what texts() lists from its title on. */
async function panelTexts(g: GamePage): Promise<string[]> {
  const all = (await g.texts()).split('\n');
  const title = all.indexOf('You won!');
  return title < 0 ? [] : all.slice(title);
}

/**
 * Plays the prepared position out (KH to a free cell; the hearts go home, by auto-moves or by
 * hand) and waits for the panel: with both renderers, this is the suite's play of a FreeCell
 * position to the win. By mouse, not keys: the table's keys may be read twice when two come within
 * one frame (see the WinScene's key handler).
 */
async function win(g: GamePage, touch = false): Promise<void> {
  let s = await g.settle();
  // The position the URL gave: no deal number, every card there, not yet won.
  expect(s.deal).toBeNull();
  expect(cardCount(s)).toBe(52);
  expect(s.won).toBe(false);
  await g.dragTopTo('t1', 'c1', touch);
  s = await g.settle();
  for (let i = 0; i < 2 && !s.won; i++) {
    const card = s.piles.t1?.length ? 't1' : 'c1';
    const home = Object.keys(s.piles).find((p) => /^f\d+$/.test(p) && s.piles[p]?.at(-1)?.[1] === 'H') ?? 'f1';
    await g.dragTopTo(card, home, touch);
    s = await g.settle();
  }
  expect(s.won).toBe(true);
  const end = Date.now() + 30_000;
  while (!(await panelTexts(g)).includes('Menu')) {
    if (Date.now() > end) throw new Error(`no win panel; texts: ${await g.texts()}`);
    await g.page.waitForTimeout(50);
  }
}

async function waitForNewTable(g: GamePage): Promise<void> {
  await g.page.waitForFunction(
    () => {
      const api = (window as Window & { solitaire?: { ready: boolean; state(): { won: boolean } | null } }).solitaire;
      return api?.ready === true && api.state()?.won === false;
    },
    undefined,
    { timeout: 45_000, polling: 100 },
  );
}

/** The winning move of a near-won save (nearWonSave), dragged by mouse: its run by the run's first card. */
async function playWinningMove(g: GamePage, move: NearWonSave['move']): Promise<void> {
  const s = await g.settle();
  const from = centre(await g.bounds(move.from, (s.piles[move.from]?.length ?? 0) - move.n));
  await g.drag(from, centre(await g.bounds(move.to)));
}

/** Stored statistics of a game (its set of options' key), or null. */
const storedStats = (g: GamePage, key: string): Promise<unknown> =>
  g.page.evaluate((k) => JSON.parse(localStorage.getItem(`open-cell-solitaire:stats:${k}`) ?? 'null'), key);

describe.skipIf(gameUrl() === undefined)('the win panel', () => {
  const open = gamePages();

  /** A deal one move from the win, saved and continued from the menu: a win the statistics count. */
  const nearWonDeal = async (
    game: GameId,
    deal: number,
    options: readonly string[] = [],
    openOptions: OpenOptions = {},
  ): Promise<{ g: GamePage; move: NearWonSave['move'] }> => {
    const save = nearWonSave(game, deal, options);
    const g = await open(query({ renderer: 'canvas' }), {
      viewport: VIEWPORT,
      ...openOptions,
      ready: false,
      beforeLoad: withSave(game, save.json),
    });
    await g.continueFromMenu();
    return { g, move: save.move };
  };
  const won = async (renderer: (typeof RENDERERS)[number] = 'canvas'): Promise<GamePage> => {
    const g = await open(query({ game: 'freecell', position: NEAR_WON, renderer }), { viewport: VIEWPORT });
    await win(g);
    return g;
  };

  describe.each(RENDERERS)('with the %s renderer', (renderer) => {
    it('offers Menu, New deal and Replay, is opaque, and keeps the cascade off the HUD', async () => {
      const g = await won(renderer);
      const texts = await panelTexts(g);
      for (const label of ['New deal', 'Replay this deal', 'Menu']) expect(texts).toContain(label);
      const shots = async () => ({
        panel: await shot(g.page, PANEL_MIDDLE),
        table: await shot(g.page, TABLE_LEFT),
        counters: await shot(g.page, COUNTERS),
        buttons: await shot(g.page, BUTTONS),
      });
      const first = await shots();
      // Software WebGL draws a few frames a second: it gets longer for the cards to come down.
      await g.page.waitForTimeout(renderer === 'webgl' ? 4000 : 2000);
      const later = await shots();
      // The cascade ran meanwhile (the table beside the panel changed)...
      expect(await pixelDifference(g.page, first.table, later.table)).toBeGreaterThan(0.01);
      // ...and none of it shows through the panel, even faintly, or over the HUD's bars.
      expect(await pixelDifference(g.page, first.panel, later.panel, 3)).toBe(0);
      expect(await pixelDifference(g.page, first.counters, later.counters, 3)).toBe(0);
      expect(await pixelDifference(g.page, first.buttons, later.buttons, 3)).toBe(0);
      expect(g.errors).toEqual([]);
    });
  });

  it('moves a visible focus with Tab from New deal, and Enter on Menu opens the menu', async () => {
    const g = await won();
    expect(await focused(g.page)).toBe('');
    // The table's own keys are off under the panel: N starts no new deal.
    await g.page.keyboard.press('n');
    await g.page.waitForTimeout(300);
    expect((await g.state()).won).toBe(true);
    const before = await shot(g.page, PANEL);
    await g.page.keyboard.press('Tab');
    // The first key shows the ring on the primary button, where the focus starts.
    expect(await focused(g.page)).toBe('New deal');
    await g.page.waitForTimeout(100);
    expect(await pixelDifference(g.page, before, await shot(g.page, PANEL))).toBeGreaterThan(0.002);
    await g.page.keyboard.press('Tab');
    expect(await focused(g.page)).toBe('Replay this deal');
    await g.page.keyboard.press('Tab');
    expect(await focused(g.page)).toBe('Menu');
    await g.page.keyboard.press('Tab');
    expect(await focused(g.page)).toBe('New deal');
    await g.page.keyboard.press('Shift+Tab');
    expect(await focused(g.page)).toBe('Menu');
    await g.page.keyboard.press('Enter');
    await g.page.waitForFunction(() => document.querySelector('[data-menu-focus]') !== null, undefined, {
      timeout: 45_000,
    });
    expect(await g.page.evaluate(() => document.querySelector('[data-win-focus]'))).toBeNull();
    expect(await g.page.evaluate(() => document.querySelector('[data-win-panel-text]'))).toBeNull();
    expect(g.errors).toEqual([]);
  });

  it('says the win to a screen reader after its live region is in the page (words already there are not read)', async () => {
    const g = await open(query({ game: 'freecell', position: NEAR_WON, renderer: 'canvas' }));
    // What the region held each time the page changed: its first words must come in a later change.
    await g.page.evaluate(() => {
      const seen: string[] = [];
      (window as Window & { winWords?: string[] }).winWords = seen;
      new MutationObserver(() => {
        const live = document.querySelector('[data-win-focus]');
        if (live && seen.at(-1) !== live.textContent) seen.push(live.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await win(g);
    await expect
      .poll(() => g.page.evaluate(() => (window as Window & { winWords?: string[] }).winWords))
      .toEqual(['', expect.stringMatching(/^You won!/)]);
  });

  it('names the set of options its statistics are of: they are not the plain game’s', async () => {
    // Eight Off played moving runs, one move from the win.
    const { g, move } = await nearWonDeal('eight-off', 1, ['run-shortcut']);
    await playWinningMove(g, move);
    await expect.poll(() => panelTexts(g), { timeout: 30_000 }).toContain('Menu');
    const texts = await panelTexts(g);
    const heading = texts.indexOf('Eight Off: Move runs (free cells + 1), played as single moves');
    expect(heading).toBeGreaterThan(0);
    expect(texts[heading + 1]).toBe('Played');
    expect(await storedStats(g, 'eight-off:run-shortcut')).toMatchObject({ played: 1, won: 1 });
    // The same words in the page, for a screen reader: a region named by the title, a line each.
    const region = await g.page.evaluate(() => {
      const r = document.querySelector('[data-win-panel-text]');
      return r
        ? { name: r.getAttribute('aria-label'), lines: [...r.querySelectorAll('p')].map((p) => p.textContent) }
        : null;
    });
    expect(region?.name).toBe('You won!');
    expect(region?.lines[0]).toMatch(/^in \d+ moves, \d+:\d\d$/);
    expect(region?.lines).toContain('Eight Off: Move runs (free cells + 1), played as single moves');
    expect(region?.lines).toContain('Played: 1');
    expect(await storedStats(g, 'eight-off')).toBeNull();
    expect(g.errors).toEqual([]);
  });

  it('says a prepared position’s win is not counted, and counts nothing: its records would be no deal’s', async () => {
    const g = await open(query({ game: 'freecell', position: NEAR_WON, renderer: 'canvas' }), { viewport: VIEWPORT });
    await win(g);
    const texts = await panelTexts(g);
    expect(texts).toContain('A prepared position: not counted in the statistics.');
    expect(texts).not.toContain('Played');
    expect(await storedStats(g, 'freecell')).toBeNull();
    expect(g.errors).toEqual([]);
  });

  it('shows the HUD’s buttons under it disabled, but Sound: they do nothing while the panel is up', async () => {
    const g = await won();
    const hud = (await g.buttons()).map((b) => [b.label, b.enabled]);
    expect(hud).toEqual([
      ['Menu', false],
      ['Undo', false],
      ['Redo', false],
      ['Hint', false],
      ['New', false],
      ['Restart', false],
      ['Sound', true],
    ]);
    expect(g.errors).toEqual([]);
  });

  it('presses New deal on Enter with nothing focused', async () => {
    const g = await won();
    await g.page.keyboard.press('Enter');
    await waitForNewTable(g);
    const s = await g.state();
    expect(s.deal).not.toBeNull();
    expect(s.moves).toBe(0);
    expect(await panelTexts(g)).toEqual([]);
    expect(g.errors).toEqual([]);
  });

  it('presses the focused button with Space after the arrows moved to it: Replay this deal', async () => {
    const g = await won();
    await g.page.keyboard.press('ArrowRight');
    await g.page.keyboard.press('ArrowRight');
    expect(await focused(g.page)).toBe('Replay this deal');
    await g.page.keyboard.press('Space');
    await waitForNewTable(g);
    const s = await g.state();
    // The same prepared position again, from its start.
    expect(s.deal).toBeNull();
    expect(s.moves).toBe(0);
    expect(s.piles.t1).toEqual(['QH', 'KH']);
    expect(g.errors).toEqual([]);
  });

  it('goes to the menu on Esc, as the table does', async () => {
    const g = await won();
    await g.page.keyboard.press('Escape');
    await g.page.waitForFunction(() => document.querySelector('[data-menu-focus]') !== null, undefined, {
      timeout: 45_000,
    });
    expect(g.errors).toEqual([]);
  });

  it('takes the first of two choices made in one frame (Esc, then Enter): the menu, and no table beside it', async () => {
    const g = await won();
    // Both keys in one task of the page: Phaser reads them together at its next step.
    await g.page.evaluate(() => {
      for (const key of ['Escape', 'Enter']) window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    });
    await g.page.waitForFunction(() => document.querySelector('[data-menu-focus]') !== null, undefined, {
      timeout: 45_000,
    });
    await g.page.waitForTimeout(1000);
    expect(await g.page.evaluate(() => window.solitaire?.state() ?? null)).toBeNull();
    expect(g.errors).toEqual([]);
  });

  it('drops an undo or a restart pressed while the winning cards still fly home: the win stands, counted once', async () => {
    for (const command of ['Control+z', 'Restart']) {
      const { g, move } = await nearWonDeal('freecell', 1, [], { animation: 'normal' });
      // The winning move: the cards then go home by auto-moves, the last moves of the game, animated.
      await playWinningMove(g, move);
      if (command === 'Restart') await g.press(command);
      else await g.page.keyboard.press(command);
      const s = await g.settle();
      expect(s.won).toBe(true);
      await expect.poll(async () => (await panelTexts(g)).includes('Menu'), { timeout: 30_000 }).toBe(true);
      const stored = await g.page.evaluate(() => localStorage.getItem('open-cell-solitaire:save:freecell'));
      expect(await storedStats(g, 'freecell')).toMatchObject({ played: 1, won: 1 });
      expect(stored).toBeNull();
      expect(await g.dialog()).toBeNull();
      expect(g.errors).toEqual([]);
    }
  });

  it('lays the panel out again when the phone turns', async () => {
    const g = await open(query({ game: 'freecell', position: NEAR_WON, renderer: 'canvas' }), { phone: true });
    await win(g, true);
    await g.page.setViewportSize({ width: 844, height: 390 });
    await g.page.waitForTimeout(500);
    // The middle of the table (between the counters and the side column of buttons) is panel now:
    // it does not change while the cascade runs beside it.
    const middle: Rect = { x: (844 - 68) / 2 - 100, y: 30 + 360 / 2 - 30, w: 200, h: 60 };
    const first = await shot(g.page, middle);
    await g.page.waitForTimeout(1500);
    expect(await pixelDifference(g.page, first, await shot(g.page, middle), 3)).toBe(0);
    expect(await panelTexts(g)).toContain('Menu');
    await g.page.keyboard.press('Enter');
    await waitForNewTable(g);
    expect(g.errors).toEqual([]);
  });
});
