import type * as Phaser from 'phaser';

// The keyboard focus ring: a white line with a dark edge a little outside the control, so it shows
// on the green table, on dark buttons and on the gold "chosen" ones alike (as a browser's
// :focus-visible outline would).

/** Draws the ring around the rectangle (canvas px); `unit` is canvas px per CSS px. */
export function drawFocusRing(
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  w: number,
  h: number,
  unit: number,
): void {
  const gap = 3 * unit;
  const radius = Math.min(w, h) * 0.2 + gap;
  g.clear()
    .lineStyle(6 * unit, 0x06180f, 0.85)
    .strokeRoundedRect(x - gap, y - gap, w + 2 * gap, h + 2 * gap, radius)
    .lineStyle(3 * unit, 0xffffff, 1)
    .strokeRoundedRect(x - gap, y - gap, w + 2 * gap, h + 2 * gap, radius);
}
