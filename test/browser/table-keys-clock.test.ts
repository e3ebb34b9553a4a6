/**
 * Dialogs answer the keyboard as a browser's would (Enter and Space press the focused button, Tab and
 * the arrows move the focus ring, Esc cancels), and the clock counts only play: it starts at the
 * first move and stands while a question is open.
 */
import { describe, expect, it } from 'vitest';
import { clockKey } from '../../src/platform/save-slots';
import { type GamePage, gamePages, gameUrl, pixelDifference, type Rect, shot, stored } from './helpers';

const DEAL_1 = '?game=freecell&deal=1&renderer=canvas';

/** Deal 1 with one move made (column 1's 6 of spades into cell a). */
async function inProgress(g: GamePage): Promise<void> {
  await g.settle();
  await g.keys('1', 'a');
  const s = await g.settle();
  expect(s.moves).toBe(1);
}

const around = (b: Rect, pad = 8): Rect => ({ x: b.x - pad, y: b.y - pad, w: b.w + 2 * pad, h: b.h + 2 * pad });

describe.skipIf(gameUrl() === undefined)('dialogs from the keyboard, and the clock', () => {
  const open = gamePages();

  it('N then Enter starts a new deal (Yes has the focus); N then Esc keeps the game', async () => {
    const g = await open(DEAL_1);
    await inProgress(g);
    await g.keys('n');
    expect(await g.dialog()).toMatch(/^Start a new deal\?/);
    await g.keys('Escape');
    expect(await g.dialog()).toBeNull();
    expect((await g.state()).moves).toBe(1);
    // The keys were typed at the canvas: closing the dialog leaves no control of the table's DOM
    // layer focused, or the next Enter would press that control instead of reaching the table.
    await g.page.waitForTimeout(100);
    expect(
      await g.page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.control ?? null),
    ).toBeNull();
    await g.keys('n', 'Enter');
    await g.page.waitForFunction(() => {
      const s = window.solitaire?.state();
      return window.solitaire?.ready === true && s?.deal !== 1 && s?.moves === 0;
    });
  });

  it('Tab moves the focus ring to Cancel, and Space presses it', async () => {
    const g = await open(DEAL_1);
    await inProgress(g);
    await g.keys('n');
    const yes = await g.button('Yes');
    const cancel = await g.button('Cancel');
    const before = await shot(g.page, around(cancel));
    const yesBefore = await shot(g.page, around(yes));
    await g.keys('Tab');
    // The ring left Yes and came to Cancel.
    expect(await pixelDifference(g.page, before, await shot(g.page, around(cancel)))).toBeGreaterThan(0.02);
    expect(await pixelDifference(g.page, yesBefore, await shot(g.page, around(yes)))).toBeGreaterThan(0.02);
    await g.keys(' ');
    expect(await g.dialog()).toBeNull();
    expect((await g.state()).moves).toBe(1);
  });

  it('takes two keys pressed within one frame as two keys (Phaser delivers the first again with the second)', async () => {
    const g = await open(DEAL_1);
    await g.settle();
    await g.page.evaluate(() => {
      for (const [key, keyCode] of [
        ['1', 49],
        ['a', 65],
      ] as const) {
        window.dispatchEvent(new KeyboardEvent('keydown', { key, keyCode, bubbles: true }));
        window.dispatchEvent(new KeyboardEvent('keyup', { key, keyCode, bubbles: true }));
      }
    });
    const s = await g.settle();
    expect(s.moves).toBe(1);
    expect(s.piles.c1).toHaveLength(1);
  });

  it('a column key pressed twice picks up one card fewer: part of a run into an empty column', async () => {
    const position = [
      'Foundations: H-7 C-8 D-K S-6',
      ': 9C 8H 7S',
      ':',
      ': KH QS JH TS 9H 8S',
      ': KC',
      ': QC',
      ': JC TC',
      ': KS QH JS TH 9S',
      ':',
      '',
    ].join('\n');
    const g = await open(`?game=freecell&renderer=canvas&position=${encodeURIComponent(position)}`, {
      settings: { autoMode: 'off' },
    });
    await g.settle();
    await g.keys('1', '1', '2');
    const s = await g.settle();
    expect(s.piles.t2).toEqual(['8H', '7S']);
    expect(s.piles.t1).toEqual(['9C']);
  });

  it('Enter presses Yes in the restart question', async () => {
    const g = await open(DEAL_1);
    await inProgress(g);
    await g.press('Restart');
    expect(await g.dialog()).toMatch(/^Restart this deal/);
    await g.keys('Enter');
    expect((await g.settle()).moves).toBe(0);
  });

  it('does not run before the first move, runs after it, and stands while a dialog is open', async () => {
    const g = await open(DEAL_1);
    await g.settle();
    await g.page.waitForTimeout(2200);
    expect(await g.seconds()).toBe(0);
    await inProgress(g);
    await g.page.waitForTimeout(2200);
    const running = await g.seconds();
    expect(running).toBeGreaterThanOrEqual(2);
    await g.keys('n');
    const asked = await g.seconds();
    await g.page.waitForTimeout(2200);
    expect(await g.seconds()).toBe(asked);
    await g.keys('Escape');
    await g.page.waitForTimeout(1200);
    expect(await g.seconds()).toBeGreaterThan(asked);
    // The HUD shows the clock's own reading.
    const shown = /(\d+):(\d\d)\s*$/m.exec(await g.texts());
    const seconds = await g.seconds();
    expect(Number(shown?.[1]) * 60 + Number(shown?.[2])).toBeGreaterThanOrEqual(seconds - 1);
  });

  it('shows the win panel the time the HUD showed at the win', async () => {
    // Auto-moves off, so the game takes three moves of the player's and the clock runs between them.
    const position = [
      'Foundations: H-T C-K D-K S-K',
      'Freecells: - - - -',
      ': JH KH',
      ': QH',
      ...Array(6).fill(':'),
      '',
    ].join('\n');
    const g = await open(`?game=freecell&renderer=canvas&position=${encodeURIComponent(position)}`, {
      settings: { autoMode: 'off' },
    });
    await g.settle();
    await g.keys('1', '3');
    await g.settle();
    await g.page.waitForTimeout(2300);
    await g.keys('1', 'h');
    await g.settle();
    await g.page.waitForTimeout(1100);
    // Only moves home are left: Enter finishes.
    await g.page.waitForFunction(() => window.solitaire?.status?.() !== null);
    await g.keys('Enter');
    await g.page.waitForFunction(
      () => (window.solitaire?.texts?.() ?? []).some((t) => t.startsWith('in ')),
      undefined,
      {
        timeout: 30_000,
      },
    );
    const texts = await g.texts();
    const hud = /·\s*(\d+:\d\d)\s*$/m.exec(texts)?.[1];
    const panel = /^in \d+ moves?, (\d+:\d\d)$/m.exec(texts)?.[1];
    expect(hud).toBeDefined();
    expect(panel).toBe(hud);
    expect(Number(hud?.split(':')[1])).toBeGreaterThanOrEqual(3);
  });

  it('mutes and unmutes from the HUD, and remembers it', async () => {
    const g = await open(DEAL_1);
    await g.settle();
    await g.press('Sound');
    expect((await g.buttons()).some((b) => b.label === 'Muted')).toBe(true);
    expect((await g.storedSettings())?.muted).toBe(true);
    await g.press('Muted');
    expect((await g.buttons()).some((b) => b.label === 'Sound')).toBe(true);
  });

  it('stands while the page is hidden', async () => {
    const g = await open(DEAL_1);
    await inProgress(g);
    await g.page.waitForTimeout(1200);
    await g.page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hidden = await g.seconds();
    await g.page.waitForTimeout(2200);
    expect(await g.seconds()).toBe(hidden);
  });

  it('does not count a short hiding of the page once it shows again', async () => {
    const g = await open(DEAL_1);
    await inProgress(g);
    await g.page.waitForTimeout(1200);
    const visibility = (state: 'hidden' | 'visible') =>
      g.page.evaluate((to) => {
        // Both, as a browser sets them: Phaser reads `hidden` (and stops its loop), the table `visibilityState`.
        Object.defineProperty(document, 'visibilityState', { value: to, configurable: true });
        Object.defineProperty(document, 'hidden', { value: to === 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await visibility('hidden');
    const before = await g.seconds();
    // Under the clock's allowance for a slow frame (5 s), which a sleep is told by.
    await g.page.waitForTimeout(3500);
    await visibility('visible');
    await g.page.waitForTimeout(600);
    const after = await g.seconds();
    expect(before).toBeGreaterThanOrEqual(1);
    expect(after - before).toBeLessThanOrEqual(1);
  });

  it('does not count the time spent in the menu when the game is continued from it', async () => {
    const g = await open(DEAL_1);
    await inProgress(g);
    await g.page.waitForTimeout(1200);
    const before = await g.seconds();
    await g.press('Menu');
    type MenuWindow = Window & {
      solitaireMenu?: { buttons(): { label: string; x: number; y: number; w: number; h: number }[] };
    };
    await g.page.waitForFunction(() => ((window as MenuWindow).solitaireMenu?.buttons().length ?? 0) > 0, undefined, {
      timeout: 45_000,
    });
    // The clock as the table kept it on leaving (to the millisecond, beside the save): what the
    // table ran while the menu was being opened is in it, so a loaded machine does not blur the
    // comparison below.
    const kept = Number(await stored(g.page, clockKey('freecell')));
    // Under the clock's allowance for a slow frame (5 s), by which a sleep is told.
    await g.page.waitForTimeout(3500);
    const cont = await g.page.evaluate(
      () => (window as MenuWindow).solitaireMenu?.buttons().find((b) => b.label === 'FreeCell #1: Continue') ?? null,
    );
    if (cont === null) throw new Error('no Continue button');
    await g.click({ x: cont.x + cont.w / 2, y: cont.y + cont.h / 2 });
    await g.waitReady();
    const resumed = await g.seconds();
    expect(before).toBeGreaterThanOrEqual(1);
    expect(kept).toBeGreaterThanOrEqual(before);
    // The HUD's clock is in whole seconds, the kept one to the millisecond: the table may run a
    // second and a bit after Continue before it is read (a loaded machine), but the menu's 3.5 s
    // would show as floor(kept) + 3 at least.
    expect(resumed).toBeLessThanOrEqual(Math.floor(kept) + 2);
  });

  it('does not count a sleep of the device the page was not told of', async () => {
    // A laptop closed on a visible tab: no visibilitychange, the frames stop, and the first frame
    // after waking carries a time that jumped by the whole sleep. Held frames stand for that.
    const g = await open(DEAL_1);
    await inProgress(g);
    await g.page.waitForTimeout(1200);
    const before = await g.page.evaluate(async () => {
      const w = window as Window & { heldFrames?: FrameRequestCallback[]; realFrame?: typeof requestAnimationFrame };
      w.heldFrames = [];
      w.realFrame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) => {
        w.heldFrames?.push(cb);
        return 0;
      };
      // One more frame may be in flight: the last one drawn before the sleep.
      await new Promise((r) => setTimeout(r, 100));
      return window.solitaire?.seconds?.() ?? -1;
    });
    await g.page.waitForTimeout(6500);
    await g.page.evaluate(() => {
      const w = window as Window & { heldFrames?: FrameRequestCallback[]; realFrame?: typeof requestAnimationFrame };
      const real = w.realFrame as typeof requestAnimationFrame;
      window.requestAnimationFrame = real;
      for (const cb of w.heldFrames ?? []) real(cb);
    });
    await g.page.waitForTimeout(300);
    const after = await g.seconds();
    expect(before).toBeGreaterThanOrEqual(1);
    expect(after - before).toBeLessThanOrEqual(1);
    // And it runs on after waking.
    await g.page.waitForTimeout(2200);
    expect(await g.seconds()).toBeGreaterThan(after);
  });
});
