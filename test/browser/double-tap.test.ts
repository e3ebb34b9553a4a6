/**
 * A hurried double tap on a button that changes what lies under the finger: its second tap must
 * not press what came there (the menu's dialog's "New deal", a card of the deal just dealt). The two taps are 120 ms apart, a common double tap.
 */
import { describe, expect, it } from 'vitest';
import { DOUBLE_TAP_MS } from '../../src/view/ui/tap-guard';
import {
  centre,
  type GamePage,
  gamePages,
  gameUrl,
  menuButton,
  menuButtons,
  menuDialog,
  query,
  type Rect,
  stored,
  waitForMenu,
} from './helpers';

/**
 * A double tap whose two taps' touchstart events were stamped 120 ms apart; returns the gap stamped.
 * With `busyMs`, the page's main thread is kept busy that long after the first tap, as a slow phone's
 * is by the page that tap drew: the second tap is handled that much later.
 */
async function doubleTap(g: GamePage, at: { x: number; y: number }, busyMs = 0): Promise<number> {
  await g.page.evaluate((busy) => {
    const starts: number[] = [];
    (window as TapTimes).tapStarts = starts;
    window.addEventListener('touchstart', (e) => starts.push(e.timeStamp), { capture: true });
    const spin = () => {
      const until = performance.now() + busy;
      while (performance.now() < until) {}
    };
    if (busy > 0) window.addEventListener('touchend', spin, { once: true });
  }, busyMs);
  await g.doubleTap(at, 120);
  await expect.poll(() => g.page.evaluate(() => (window as TapTimes).tapStarts?.length)).toBe(2);
  const starts = await g.page.evaluate(() => (window as TapTimes).tapStarts ?? []);
  return (starts[1] ?? 0) - (starts[0] ?? 0);
}

interface TapTimes {
  tapStarts?: number[];
}

const inside = (r: Rect, p: { x: number; y: number }): boolean =>
  p.x >= r.x && p.x < r.x + r.w && p.y >= r.y && p.y < r.y + r.h;

describe.skipIf(gameUrl() === undefined)('a double tap', () => {
  const open = gamePages();

  it.each([
    ['', 0],
    // A slow phone's main thread, busy with the dialog the first tap drew, hands the game the
    // second tap late; the guard goes by when the taps were made.
    [', however late a busy phone hands the game the second', 2 * DOUBLE_TAP_MS],
  ])(
    "on the menu's New deal over a saved game asks, and its second tap does not answer%s (phone)",
    async (_, busyMs) => {
      const g = await open(query({ game: 'freecell', deal: 1 }), { phone: true });
      await g.settle();
      await g.tap(centre(await g.bounds('t1')));
      const played = await g.settle();
      expect(played.moves).toBeGreaterThan(0);
      await g.page.keyboard.press('Escape');
      await waitForMenu(g.page);
      const save = await stored(g.page, 'save:freecell');
      const tile = centre(await menuButton(g.page, 'FreeCell: New deal'));
      expect(await doubleTap(g, tile, busyMs)).toBeLessThan(DOUBLE_TAP_MS);
      await g.page.waitForTimeout(400);
      // The dialog's destructive button came under the finger: that is what the second tap met.
      expect(inside(await menuButton(g.page, 'New deal'), tile)).toBe(true);
      expect(await menuDialog(g.page)).not.toBeNull();
      expect(await stored(g.page, 'save:freecell')).toBe(save);
      expect(await stored(g.page, 'stats:freecell')).toBeNull();
      // A deliberate tap, later, still answers.
      await g.tap(centre(await menuButton(g.page, 'New deal')));
      await g.waitReady();
      expect((await g.settle()).moves).toBe(0);
      expect(JSON.parse((await stored(g.page, 'stats:freecell')) ?? '{}')).toMatchObject({ played: 1, won: 0 });
      expect(g.errors).toEqual([]);
    },
  );

  it('on Settings opens them and changes no setting under the finger: German stays German (phone)', async () => {
    const g = await open('', { phone: true, ready: false, settings: { language: 'de' } });
    await waitForMenu(g.page);
    // On the lower half of the button, where a thumb often lands.
    const button = await menuButton(g.page, 'Einstellungen');
    const settings = { x: button.x + button.w / 2, y: button.y + button.h * 0.75 };
    expect(await doubleTap(g, settings)).toBeLessThan(DOUBLE_TAP_MS);
    await g.page.waitForTimeout(400);
    // The language's choices came under the finger: that is what the second tap met.
    expect(inside(await menuButton(g.page, 'Sprache: English'), settings)).toBe(true);
    expect(JSON.parse((await stored(g.page, 'settings')) ?? '{}').settings.language).toBe('de');
    expect((await menuButtons(g.page)).map((b) => b.label)).toContain('Sprache: Deutsch');
    expect(g.errors).toEqual([]);
  });

  it("on the table's New deal question plays no card of the new deal (phone)", async () => {
    const g = await open(query({ game: 'freecell', deal: 1 }), { phone: true });
    await g.settle();
    await g.tap(centre(await g.bounds('t1')));
    expect((await g.settle()).moves).toBeGreaterThan(0);
    await g.press('New', true);
    await expect.poll(() => g.dialog()).not.toBeNull();
    // A card of the new deal lies under the question's Yes.
    const yes = centre(await g.button('Yes'));
    expect(await doubleTap(g, yes)).toBeLessThan(DOUBLE_TAP_MS);
    await g.waitReady();
    const fresh = await g.settle();
    expect(fresh.deal).not.toBe(1);
    expect(fresh.moves).toBe(0);
    expect(g.errors).toEqual([]);
  });

  it('on a card whose move leaves no move does not answer the question that opens under it (phone, no animation)', async () => {
    // FreeCell, every cell full: the 9 of hearts on the 10 of spades is the one move, and after it
    // there is none. With animation off the question opens at the first tap, its buttons across
    // the middle of a phone held upright, where the 9 of hearts lay.
    const stuckAfterOne = [
      'Foundations: H-5 C-5 D-5 S-5',
      'Freecells: KH KS KD KC',
      ': 6S 8C QS',
      ': 6C 9C QC',
      ': 6H 8S JS',
      ': 6D QH 8D 9H',
      ': 9S 7S JD TS',
      ': 7C QD JC',
      ': 8H 9D TC 7D',
      ': TH JH TD 7H',
      '',
    ].join('\n');
    const g = await open(query({ game: 'freecell', position: stuckAfterOne, renderer: 'canvas' }), {
      phone: true,
      settings: { animationSpeed: 'off' },
    });
    await g.settle();
    const card = await g.bounds('t4', 3);
    // Where the question's buttons come: one tap, then its Undo (a deliberate tap, later) takes it back.
    await g.tap(centre(card));
    await expect.poll(() => g.dialog()).not.toBeNull();
    const choices = (await g.buttons()).filter((b) => ['Undo', 'Restart', 'New deal'].includes(b.label) && b.w > 100);
    const under = choices.find((b) => inside(b, { x: centre(card).x, y: Math.max(b.y + 8, card.y + 8) }));
    if (!under) throw new Error(`no choice of ${JSON.stringify(choices)} over the card ${JSON.stringify(card)}`);
    const at = { x: centre(card).x, y: Math.max(under.y + 8, card.y + 8) };
    expect(inside(card, at)).toBe(true);
    await g.page.waitForTimeout(DOUBLE_TAP_MS);
    await g.tap(centre((await g.buttons()).find((b) => b.label === 'Undo' && b.w > 100) as Rect));
    await expect.poll(() => g.dialog()).toBeNull();
    expect((await g.settle()).moves).toBe(0);
    await g.page.waitForTimeout(DOUBLE_TAP_MS);
    expect(await doubleTap(g, at)).toBeLessThan(DOUBLE_TAP_MS);
    await g.page.waitForTimeout(400);
    expect(await g.dialog()).not.toBeNull();
    expect((await g.state()).moves).toBe(1);
    expect(g.errors).toEqual([]);
  });
});
