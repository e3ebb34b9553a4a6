/**
 * A face-down card uncovered by a move turns over where it lies: its back narrows to an edge and
 * its face widens out of it. Seen on the canvas itself: a point near the card's left edge shows
 * the felt for a few frames while the card is narrow, and never does when the card is simply
 * redrawn face up (reduced motion).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { QH_FACE_DOWN } from './fixtures/positions';
import { gamePages, gameUrl, query, type Rect } from './helpers';

/**
 * Samples, on every frame, the colour at a point (CSS px) of the 2D canvas, from now until the move
 * `moves` asks for has been played and its cards lie still (read in the page, frame by frame), or
 * `capMs` has passed; resolves with how many frames the colour was near `felt`. A fixed count of
 * frames raced the key presses' round trips: in a clean-clone CI run under load the 40 frames
 * counted were over before the card began to turn (0 seen).
 */
function countFeltFrames(
  page: Page,
  at: { x: number; y: number },
  felt: number[],
  moves: number,
  capMs: number,
): Promise<number> {
  return page.evaluate(
    ([p, f, target, cap]) =>
      new Promise<number>((resolve) => {
        const canvas = document.querySelector('canvas') as HTMLCanvasElement;
        const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
        const box = canvas.getBoundingClientRect();
        const k = canvas.width / box.width;
        const api = (window as { solitaire?: { busy(): boolean; state(): { moves: number } | null } }).solitaire;
        const until = performance.now() + cap;
        let seen = 0;
        const tick = (): void => {
          const px = ctx.getImageData(Math.round((p.x - box.x) * k), Math.round((p.y - box.y) * k), 1, 1).data;
          const off = [0, 1, 2].reduce((sum, i) => sum + Math.abs((px[i] ?? 0) - (f[i] ?? 0)), 0);
          if (off < 30) seen++;
          const over = (api?.state()?.moves ?? 0) >= target && api?.busy() === false;
          if (over || performance.now() > until) resolve(seen);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    [at, felt, moves, capMs] as const,
  );
}

async function colourAt(page: Page, at: { x: number; y: number }): Promise<number[]> {
  return page.evaluate((p) => {
    const canvas = document.querySelector('canvas') as HTMLCanvasElement;
    const box = canvas.getBoundingClientRect();
    const k = canvas.width / box.width;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    return [...ctx.getImageData(Math.round((p.x - box.x) * k), Math.round((p.y - box.y) * k), 1, 1).data.slice(0, 3)];
  }, at);
}

describe.skipIf(gameUrl() === undefined)('a card turned up', () => {
  const open = gamePages();

  for (const reduce of [false, true]) {
    it(reduce ? 'is simply drawn face up when the system reduces motion' : 'turns over where it lies', async () => {
      const search = query({ game: 'freecell', position: QH_FACE_DOWN, renderer: 'canvas' });
      // Auto-moves off, so QH stays where it turned up rather than going home at once.
      const g = await open(search, { animation: 'normal', settings: { autoMode: 'off' } });
      await g.page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
      await g.settle();
      const qh: Rect = await g.bounds('t1', 0);
      // Near the card's left edge, on the strip KH leaves uncovered; the felt sampled well below
      // the column, where nothing lies.
      const probe = { x: qh.x + qh.w * 0.12, y: qh.y + Math.min(10, qh.h / 6) };
      const felt = await colourAt(g.page, { x: probe.x, y: qh.y + qh.h * 3 });
      expect(await colourAt(g.page, probe)).not.toEqual(felt);
      const before = (await g.state()).moves;
      const counting = countFeltFrames(g.page, probe, felt, before + 1, 15_000);
      await g.keys('1', 'a');
      const frames = await counting;
      if (reduce) expect(frames).toBe(0);
      else expect(frames).toBeGreaterThan(0);
      const s = await g.settle();
      expect(s.piles.t1).toEqual(['QH']);
      expect(await colourAt(g.page, probe)).not.toEqual(felt);
      expect(g.errors, g.errors.join('; ')).toEqual([]);
    });
  }
});
