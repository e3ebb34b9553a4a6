import {
  INDEX_GAP,
  INDEX_PAD,
  INDEX_PIP,
  INDEX_PIP_DROP,
  INDEX_PIP_X,
  INDEX_RANK_SIZE,
  STACKED_INDEX_WIDTH,
  STACKED_PIP,
  STACKED_PIP_Y,
  STACKED_RANK_SIZE,
} from './card-index';
import type { Box } from './pips';
import { drawSuit } from './suit-shapes';

// The corner index of a face: the rank and its suit pip side by side across the top strip (what a
// covered card in a column shows), and the same at a smaller scale, upside down, at the bottom right.
// Stacked (for columns that overlap side by side): the pip under the rank, both at the left.

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', Arial, sans-serif";

/** Air between the glyphs of a two-glyph rank ("10"), in ems: tighter than the font's own spacing. */
const GLYPH_GAP = 0.04;

/** Where an index's parts go, in pixels, with the card's corner at the origin reading right and down. */
export interface IndexGeometry {
  readonly font: string;
  readonly glyphs: readonly { readonly text: string; readonly x: number }[];
  /** The pen's start and the horizontal squeeze of a rank too wide for its room. */
  readonly x: number;
  readonly baseline: number;
  readonly squeeze: number;
  /** The rank's ink and the pip's box. */
  readonly rank: Box;
  readonly pip: Box;
}

/**
 * The index of a card `w` pixels wide at `scale` (1 for the large index; the small one is the same
 * index scaled about the corner). Measures the rank with the context's font metrics. Side by side,
 * the pip ends at the right inset and the rank may not reach into the gap before it (a wider one
 * is squeezed, as decks print a condensed "10"); stacked, the pip goes under the rank, lined up on
 * its left edge, and the rank keeps to the part of the card a neighbouring column leaves in view.
 */
export function measureIndex(
  c: CanvasRenderingContext2D,
  label: string,
  w: number,
  scale: number,
  stacked = false,
): IndexGeometry {
  const pad = w * INDEX_PAD;
  const size = Math.max(1, Math.round(w * (stacked ? STACKED_RANK_SIZE : INDEX_RANK_SIZE) * scale));
  const font = `bold ${size}px ${FONT}`;
  c.font = font;
  const ink = layOut(c, label, size);
  const sideX = pad + (INDEX_PIP_X - INDEX_PAD) * w * scale;
  const room = stacked ? (STACKED_INDEX_WIDTH - INDEX_PAD) * w * scale : sideX - INDEX_GAP * w * scale - pad;
  const squeeze = ink.right > room ? room / ink.right : 1;
  const baseline = pad + size * 0.78;
  const left = pad + ink.left * squeeze;
  const pip = (stacked ? STACKED_PIP : INDEX_PIP) * w * scale;
  const pipY = pad + (stacked ? STACKED_PIP_Y - INDEX_PAD : INDEX_PIP_DROP) * w * scale;
  return {
    font,
    glyphs: ink.list,
    x: pad,
    baseline,
    squeeze,
    rank: { x: left, y: baseline - ink.ascent, w: (ink.right - ink.left) * squeeze, h: ink.ascent + ink.descent },
    pip: { x: stacked ? left : sideX, y: pipY, w: pip, h: pip },
  };
}

export function drawIndex(c: CanvasRenderingContext2D, g: IndexGeometry, suit: number, colour: string): void {
  c.font = g.font;
  c.textBaseline = 'alphabetic';
  c.textAlign = 'left';
  c.fillStyle = colour;
  c.save();
  c.translate(g.x, g.baseline);
  c.scale(g.squeeze, 1);
  for (const glyph of g.glyphs) c.fillText(glyph.text, glyph.x, 0);
  c.restore();
  drawSuit(c, suit, g.pip.x, g.pip.y, g.pip.w, colour);
}

interface Ink {
  readonly list: readonly { readonly text: string; readonly x: number }[];
  /** Ink extent from the pen's start, and above / below the baseline. */
  readonly left: number;
  readonly right: number;
  readonly ascent: number;
  readonly descent: number;
}

/**
 * The rank's glyphs placed by their ink, not their advance: a "1" is drawn with the advance of a
 * "0" in most fonts, which leaves a hole in "10" and pushes it into the pip.
 */
function layOut(c: CanvasRenderingContext2D, label: string, size: number): Ink {
  const list: { text: string; x: number }[] = [];
  let left = 0;
  let right = 0;
  let ascent = 0;
  let descent = 0;
  [...label].forEach((text, i) => {
    const m = c.measureText(text);
    // The first glyph starts where the text always did (its own side bearing kept); each next one a
    // small gap after the ink of the one before.
    const x = i === 0 ? 0 : right + GLYPH_GAP * size + m.actualBoundingBoxLeft;
    list.push({ text, x });
    if (i === 0) left = x - m.actualBoundingBoxLeft;
    right = x + m.actualBoundingBoxRight;
    ascent = Math.max(ascent, m.actualBoundingBoxAscent);
    descent = Math.max(descent, m.actualBoundingBoxDescent);
  });
  return { list, left, right: Math.max(right, left), ascent, descent };
}
