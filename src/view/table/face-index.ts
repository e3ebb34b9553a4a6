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
 * index scaled about the corner). Measures the rank with the context's font metrics.
 */
export function measureIndex(
  c: CanvasRenderingContext2D,
  label: string,
  w: number,
  scale: number,
  stacked = false,
): IndexGeometry {
  const pad = w * INDEX_PAD;
  if (stacked) return measureStacked(c, label, w, scale, pad);
  const size = Math.max(1, Math.round(w * INDEX_RANK_SIZE * scale));
  const font = `bold ${size}px ${FONT}`;
  c.font = font;
  const ink = layOut(c, label, size);
  const pipX = pad + (INDEX_PIP_X - INDEX_PAD) * w * scale;
  // The rank may not reach into the gap before the pip: a wider one is squeezed, as decks print a
  // condensed "10".
  const room = pipX - INDEX_GAP * w * scale - pad;
  const squeeze = ink.right > room ? room / ink.right : 1;
  const inkWidth = ink.right - ink.left;
  const baseline = pad + size * 0.78;
  const pip = INDEX_PIP * w * scale;
  return {
    font,
    glyphs: ink.list,
    x: pad,
    baseline,
    squeeze,
    rank: { x: pad + ink.left * squeeze, y: baseline - ink.ascent, w: inkWidth * squeeze, h: ink.ascent + ink.descent },
    pip: { x: pipX, y: pad + INDEX_PIP_DROP * w * scale, w: pip, h: pip },
  };
}

/** The stacked index: the rank in the left part of the card, its pip under it, lined up on the rank's left edge. */
function measureStacked(
  c: CanvasRenderingContext2D,
  label: string,
  w: number,
  scale: number,
  pad: number,
): IndexGeometry {
  const size = Math.max(1, Math.round(w * STACKED_RANK_SIZE * scale));
  const font = `bold ${size}px ${FONT}`;
  c.font = font;
  const ink = layOut(c, label, size);
  const room = (STACKED_INDEX_WIDTH - INDEX_PAD) * w * scale;
  const squeeze = ink.right > room ? room / ink.right : 1;
  const baseline = pad + size * 0.78;
  const pip = STACKED_PIP * w * scale;
  const left = pad + ink.left * squeeze;
  return {
    font,
    glyphs: ink.list,
    x: pad,
    baseline,
    squeeze,
    rank: { x: left, y: baseline - ink.ascent, w: (ink.right - ink.left) * squeeze, h: ink.ascent + ink.descent },
    pip: { x: left, y: pad + (STACKED_PIP_Y - INDEX_PAD) * w * scale, w: pip, h: pip },
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
