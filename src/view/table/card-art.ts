import { type Card, RANK_LETTERS, rankOf, SUITS, suitOf } from '../../engine';
import { PAPER, suitColour } from './card-colours';
import { drawCourtBody } from './court-faces';
import { drawIndex, FONT, type IndexGeometry, measureIndex } from './face-index';
import { type Box, type Pip, pipPositions, SMALL_INDEX_SCALE } from './pips';
import { roundRect } from './round-rect';
import { drawSuit } from './suit-shapes';

// Cards drawn at runtime at the exact on-screen size in device pixels, so they stay crisp at any
// devicePixelRatio. Large corner indices: on a phone only the top strip of most cards shows, so
// rank and suit fill that strip. The body is as on real cards: the pips of a number card in their
// standard places (pips.ts), one large pip on an ace, a double-ended figure on a court card. Each
// picture is drawn with its top left corner at the context's origin (card-textures.ts places them
// side by side on one canvas).

export { FONT };

/** The white card with its grey edge, which every face and back starts from. */
export function drawBlank(c: CanvasRenderingContext2D, w: number, h: number): void {
  const line = Math.max(1, Math.round(w / 60));
  roundRect(c, line / 2, line / 2, w - line, h - line, w * 0.08);
  c.fillStyle = PAPER;
  c.fill();
  c.lineWidth = line;
  c.strokeStyle = '#7a7a7a';
  c.stroke();
}

/** `ranks` are the index labels of ranks 1..13 (see rank-labels.ts: they follow the language). */
export function drawFace(
  c: CanvasRenderingContext2D,
  card: Card,
  w: number,
  h: number,
  fourColour: boolean,
  ranks: readonly string[],
  stacked = false,
): void {
  drawBlank(c, w, h);
  const suit = suitOf(card);
  const rank = rankOf(card);
  const colour = suitColour(suit, fourColour);
  const label = ranks[rank - 1] ?? '?';
  const top = measureIndex(c, label, w, 1, stacked);
  const bottom = measureIndex(c, label, w, SMALL_INDEX_SCALE, stacked);
  if (rank > 10) {
    // The picture runs under the indices: its frame is notched around them.
    const notches = [...boxesOf(top), ...boxesOf(bottom).map((b) => turned(b, w, h))];
    drawCourtBody(c, `${RANK_LETTERS[rank - 1]}${SUITS[suit]}`, suit, w, colour, notches);
  } else if (stacked) {
    // Beside a stacked index the pip columns have no room: one large pip, clear of both indices,
    // says the suit (on a small phone card the rank is the index's to say).
    drawPip(c, suit, STACKED_BODY_PIP, w, colour, false);
  } else for (const pip of pipPositions(rank)) drawPip(c, suit, pip, w, colour, rank === 1 && suit === 3);
  drawIndex(c, top, suit, colour);
  c.save();
  c.translate(w, h);
  c.rotate(Math.PI);
  drawIndex(c, bottom, suit, colour);
  c.restore();
}

/** The one pip of a number card with the stacked index (card widths): below and right of the index, above the small one. */
export const STACKED_BODY_PIP: Pip = { x: 0.45, y: 0.98, size: 0.44, turned: false };

function boxesOf(g: IndexGeometry): Box[] {
  return [g.rank, g.pip];
}

/** A box of the upside-down index at the bottom right, in the card's coordinates. */
function turned(b: Box, w: number, h: number): Box {
  return { x: w - b.x - b.w, y: h - b.y - b.h, w: b.w, h: b.h };
}

/** One pip at its place (in card widths), turned if it is in the lower half. */
function drawPip(c: CanvasRenderingContext2D, suit: number, pip: Pip, w: number, colour: string, fancy: boolean) {
  const size = pip.size * w;
  c.save();
  c.translate(pip.x * w, pip.y * w);
  if (pip.turned) c.rotate(Math.PI);
  if (fancy) drawAceOfSpades(c, size, colour);
  else drawSuit(c, suit, -size / 2, -size / 2, size, colour);
  c.restore();
}

/** The ace of spades, as decks have it: a larger spade in a ring, with a white inlay. */
function drawAceOfSpades(c: CanvasRenderingContext2D, size: number, colour: string): void {
  const big = size * 1.12;
  c.strokeStyle = colour;
  c.lineWidth = Math.max(1, size / 60);
  c.beginPath();
  c.ellipse(0, size * 0.02, big * 0.62, big * 0.66, 0, 0, Math.PI * 2);
  c.stroke();
  drawSuit(c, 3, -big / 2, -big / 2, big, colour);
  // The inlay: a smaller spade outlined in white inside the large one.
  c.save();
  c.globalAlpha = 0.9;
  const inner = big * 0.56;
  drawSuit(c, 3, -inner / 2, -inner / 2 + big * 0.02, inner, PAPER);
  drawSuit(c, 3, -inner * 0.36, -inner * 0.36 + big * 0.04, inner * 0.72, colour);
  c.restore();
}
