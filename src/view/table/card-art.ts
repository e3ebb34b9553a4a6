import { type Card, rankOf, suitOf } from '../../engine';
import { INDEX_PAD, INDEX_PIP, INDEX_PIP_DROP, INDEX_RANK_SIZE } from './card-index';
import { roundRect } from './round-rect';
import { drawSuit } from './suit-shapes';

// Cards drawn at runtime at the exact on-screen size in device pixels, so they stay crisp at any
// devicePixelRatio. Large corner indices: on a phone only the top strip of most cards shows, so
// rank and suit fill that strip. Each picture is drawn with its top left corner at the context's
// origin (card-textures.ts places them side by side on one canvas).

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', Arial, sans-serif";
const TWO_COLOUR = ['#111111', '#c8102e', '#c8102e', '#111111'];
const FOUR_COLOUR = ['#1b7a2c', '#1f5fc4', '#c8102e', '#111111'];

export function suitColour(suit: number, fourColour: boolean): string {
  return (fourColour ? FOUR_COLOUR : TWO_COLOUR)[suit] ?? '#111111';
}

/** `ranks` are the index labels of ranks 1..13 (see rank-labels.ts: they follow the language). */
export function drawFace(
  c: CanvasRenderingContext2D,
  card: Card,
  w: number,
  h: number,
  fourColour: boolean,
  ranks: readonly string[],
): void {
  const line = Math.max(1, Math.round(w / 60));
  const radius = w * 0.08;
  roundRect(c, line / 2, line / 2, w - line, h - line, radius);
  c.fillStyle = '#fdfdf8';
  c.fill();
  c.lineWidth = line;
  c.strokeStyle = '#7a7a7a';
  c.stroke();

  const suit = suitOf(card);
  const colour = suitColour(suit, fourColour);
  const label = ranks[rankOf(card) - 1] ?? '?';
  // The index strip: the top ~30% of the card (what a fanned column shows; see card-index.ts).
  const size = Math.round(w * INDEX_RANK_SIZE);
  c.fillStyle = colour;
  c.textBaseline = 'alphabetic';
  c.font = `bold ${size}px ${FONT}`;
  const pad = w * INDEX_PAD;
  c.save();
  const measured = c.measureText(label).width;
  const room = w * 0.55;
  const squeeze = measured > room ? room / measured : 1;
  c.translate(pad, pad + size * 0.78);
  c.scale(squeeze, 1);
  c.fillText(label, 0, 0);
  c.restore();
  const pip = w * INDEX_PIP;
  drawSuit(c, suit, w - pad - pip, pad + w * INDEX_PIP_DROP, pip, colour);

  // The body: one large suit symbol; face cards add their letter above it.
  const big = w * 0.56;
  const bx = (w - big) / 2;
  const by = h * 0.4 + (h * 0.6 - big) / 2 - h * 0.04;
  if (rankOf(card) > 10 || rankOf(card) === 1) {
    drawSuit(c, suit, bx, by, big, colour);
  } else {
    drawSuit(c, suit, bx + big * 0.1, by + big * 0.1, big * 0.8, colour);
  }
  // A small index at the bottom right, upside down, as on real cards.
  c.save();
  c.translate(w - pad, h - pad);
  c.rotate(Math.PI);
  c.font = `bold ${Math.round(size * 0.5)}px ${FONT}`;
  c.fillText(label, 0, size * 0.4);
  c.restore();
}

export function drawBack(c: CanvasRenderingContext2D, w: number, h: number): void {
  const line = Math.max(1, Math.round(w / 60));
  roundRect(c, line / 2, line / 2, w - line, h - line, w * 0.08);
  c.fillStyle = '#fdfdf8';
  c.fill();
  c.strokeStyle = '#7a7a7a';
  c.lineWidth = line;
  c.stroke();
  const inset = w * 0.07;
  roundRect(c, inset, inset, w - 2 * inset, h - 2 * inset, w * 0.05);
  c.fillStyle = '#1d4f91';
  c.fill();
  c.save();
  c.clip();
  c.strokeStyle = 'rgba(255,255,255,0.28)';
  c.lineWidth = Math.max(1, w / 40);
  const step = w / 7;
  for (let d = -h; d < w + h; d += step) {
    c.beginPath();
    c.moveTo(d, 0);
    c.lineTo(d + h, h);
    c.moveTo(d, h);
    c.lineTo(d + h, 0);
    c.stroke();
  }
  c.restore();
}
