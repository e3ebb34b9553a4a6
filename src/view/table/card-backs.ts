import type { CardBack } from '../ports';
import { drawBlank } from './card-art';
import { PAPER } from './card-colours';
import { roundRect } from './round-rect';
import { drawSuit } from './suit-shapes';

// The card backs the player chooses from (Settings: card back), drawn in code at the card's size
// like the faces: a white border round a pattern, the same either way up.

/** The main colour of each back, for the settings page's swatches. */
export const BACK_SWATCHES: Readonly<Record<CardBack, number>> = { blue: 0x1d4f91, red: 0xa3162a, black: 0x1c1f26 };

/** Draws the back with its top left corner at the context's origin. */
export function drawBack(c: CanvasRenderingContext2D, w: number, h: number, style: CardBack = 'blue'): void {
  drawBlank(c, w, h);
  const inset = w * 0.07;
  roundRect(c, inset, inset, w - 2 * inset, h - 2 * inset, w * 0.05);
  c.save();
  c.clip();
  const inner = { x: inset, y: inset, w: w - 2 * inset, h: h - 2 * inset };
  if (style === 'red') redDiamonds(c, w, h, inner);
  else if (style === 'black') blackAndGold(c, w, h, inner);
  else blueLattice(c, w, h);
  c.restore();
}

interface Area {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Blue with a white diagonal lattice (the first back the game had). */
function blueLattice(c: CanvasRenderingContext2D, w: number, h: number): void {
  c.fillStyle = '#1d4f91';
  c.fillRect(0, 0, w, h);
  c.strokeStyle = 'rgba(255,255,255,0.28)';
  c.lineWidth = Math.max(1, w / 40);
  const step = w / 7;
  c.beginPath();
  for (let d = -h; d < w + h; d += step) {
    c.moveTo(d, 0);
    c.lineTo(d + h, h);
    c.moveTo(d, h);
    c.lineTo(d + h, 0);
  }
  c.stroke();
}

/** Red with rows of small diamonds and a thin white line inside the border. */
function redDiamonds(c: CanvasRenderingContext2D, w: number, h: number, a: Area): void {
  c.fillStyle = '#a3162a';
  c.fillRect(0, 0, w, h);
  const step = w / 6;
  const r = step * 0.32;
  c.fillStyle = 'rgba(255,255,255,0.22)';
  // Rows from the centre out, so the pattern is the same turned upside down.
  const cx = w / 2;
  const cy = h / 2;
  const rows = Math.ceil(h / step / 2) + 1;
  const cols = Math.ceil(w / step / 2) + 1;
  c.beginPath();
  for (let j = -rows; j <= rows; j++) {
    for (let i = -cols; i <= cols; i++) {
      const x = cx + (i + (j % 2 === 0 ? 0 : 0.5)) * step;
      const y = cy + j * step * 0.6;
      c.moveTo(x, y - r);
      c.lineTo(x + r * 0.7, y);
      c.lineTo(x, y + r);
      c.lineTo(x - r * 0.7, y);
      c.closePath();
    }
  }
  c.fill();
  const line = Math.max(1, w / 70);
  c.strokeStyle = 'rgba(255,255,255,0.75)';
  c.lineWidth = line;
  const m = w * 0.04;
  roundRect(c, a.x + m, a.y + m, a.w - 2 * m, a.h - 2 * m, w * 0.03);
  c.stroke();
}

/** Near-black with gold frames and a medallion of the four suits in the middle. */
function blackAndGold(c: CanvasRenderingContext2D, w: number, h: number, a: Area): void {
  c.fillStyle = '#1c1f26';
  c.fillRect(0, 0, w, h);
  const gold = '#d4a93c';
  c.strokeStyle = gold;
  for (const [share, width] of [
    [0.04, 1 / 45],
    [0.085, 1 / 110],
  ] as const) {
    const m = w * share;
    c.lineWidth = Math.max(1, w * width);
    roundRect(c, a.x + m, a.y + m, a.w - 2 * m, a.h - 2 * m, w * 0.035);
    c.stroke();
  }
  // Fine gold rays from the centre, under the medallion.
  const cx = w / 2;
  const cy = h / 2;
  c.lineWidth = Math.max(1, w / 160);
  c.globalAlpha = 0.35;
  c.beginPath();
  for (let k = 0; k < 24; k++) {
    const t = (k / 24) * Math.PI * 2;
    c.moveTo(cx + Math.cos(t) * w * 0.26, cy + Math.sin(t) * w * 0.26);
    c.lineTo(cx + Math.cos(t) * w, cy + Math.sin(t) * w);
  }
  c.stroke();
  c.globalAlpha = 1;
  const r = w * 0.24;
  c.beginPath();
  c.arc(cx, cy, r, 0, Math.PI * 2);
  c.fillStyle = gold;
  c.fill();
  c.beginPath();
  c.arc(cx, cy, r * 0.86, 0, Math.PI * 2);
  c.fillStyle = '#1c1f26';
  c.fill();
  // The four suits in a cross, the lower two turned, as on a face.
  const pip = r * 0.5;
  const spots = [
    [0, -0.45, 3, false],
    [0.45, 0, 1, false],
    [0, 0.45, 2, true],
    [-0.45, 0, 0, true],
  ] as const;
  for (const [dx, dy, suit, turned] of spots) {
    c.save();
    c.translate(cx + dx * r, cy + dy * r);
    if (turned) c.rotate(Math.PI);
    drawSuit(c, suit, -pip / 2, -pip / 2, pip, suit === 1 || suit === 2 ? PAPER : gold);
    c.restore();
  }
}
