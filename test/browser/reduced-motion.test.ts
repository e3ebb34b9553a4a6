/**
 * Reduced motion (WCAG 2.3.3): with the system's "reduce motion" on, cards jump to where they go
 * rather than fly, the auto-moves included. Seen through busy(), which is true while cards move: a
 * loop on every animation frame records whether it was ever true around a move.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type GamePage, gamePages, gameUrl, query } from './helpers';

/** Starts recording busy() on every frame; the returned function stops and says if it was ever true. */
async function watchBusy(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as Window & { busySeen?: boolean; busyWatch?: boolean };
    w.busySeen = false;
    w.busyWatch = true;
    const tick = (): void => {
      if (w.solitaire?.busy()) w.busySeen = true;
      if (w.busyWatch) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return () =>
    page.evaluate(() => {
      const w = window as Window & { busySeen?: boolean; busyWatch?: boolean };
      w.busyWatch = false;
      return w.busySeen === true;
    });
}

/** Moves column 1's top card to free cell a (keys 1, a) and reports whether any card was seen moving. */
async function moveToCell(g: GamePage): Promise<boolean> {
  await g.settle();
  const stop = await watchBusy(g.page);
  await g.keys('1', 'a');
  const s = await g.settle();
  expect(s.piles.c1).toHaveLength(1);
  return stop();
}

describe.skipIf(gameUrl() === undefined)('reduced motion', () => {
  const open = gamePages();

  it('cards fly to their place when the system asks for no reduction', async () => {
    const g = await open(query({ game: 'freecell', deal: 1, renderer: 'canvas' }), { animation: 'normal' });
    await g.page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await moveToCell(g)).toBe(true);
    expect(g.errors).toEqual([]);
  });

  it('cards jump to their place, never flying, when the system asks to reduce motion', async () => {
    const g = await open(query({ game: 'freecell', deal: 1, renderer: 'canvas' }), { animation: 'normal' });
    await g.page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await moveToCell(g)).toBe(false);
    expect(g.errors).toEqual([]);
  });
});
