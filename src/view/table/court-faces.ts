import { PAPER } from './card-colours';
import { paintCourtFigure } from './court-figures';
import type { Box } from './pips';
import { roundRect } from './round-rect';
import { drawSuit } from './suit-shapes';

// The body of a court card: a framed, double-ended figure, as on real cards. The figure is Adrian
// Kennard's (court-figures.ts) once it has loaded; before that, and should it fail to load, a
// simple one drawn here (a head with the rank's crown or cap over a robe, the suit on its chest).
// The frame sits where Kennard's deck has it. The large index overlaps its top corners and the small
// one its bottom right corner, as the deck's own corner pips do: the frame is notched around them
// (the notches are the indices' boxes; card-art.ts draws the indices into them afterwards).

/** The frame, in card widths from the card's top left corner (the deck's 240 x 336 card, scaled). */
export const FRAME = { x: 37.6 / 240, y: 37.6 / 240, w: 164.8 / 240, h: 260.8 / 240 } as const;

const GOLD = '#f6c343';
const BLUE = '#3b4cc0';
const RED = '#d22630';
const INK = '#1b1b1b';

/** `key`: rank letter and suit letter ("QH"); `notches`: the index boxes, in pixels. */
export function drawCourtBody(
  c: CanvasRenderingContext2D,
  key: string,
  suit: number,
  w: number,
  colour: string,
  notches: readonly Box[],
): void {
  const frame: Box = {
    x: Math.round(FRAME.x * w),
    y: Math.round(FRAME.y * w),
    w: Math.round(FRAME.w * w),
    h: Math.round(FRAME.h * w),
  };
  if (!paintCourtFigure(c, key, frame.x, frame.y, frame.w, frame.h, colour))
    drawSimpleFigure(c, key[0] ?? 'K', suit, frame.x, frame.y, frame.w, frame.h, colour);
  const line = Math.max(1, w / 160);
  const air = w * 0.03;
  const holes = notches.map((b) => ({ x: b.x - air, y: b.y - air, w: b.w + 2 * air, h: b.h + 2 * air }));
  c.strokeStyle = BLUE;
  c.lineWidth = line;
  // Each notch: paper, and its edge where it lies inside the frame.
  c.save();
  c.beginPath();
  c.rect(frame.x, frame.y, frame.w, frame.h);
  c.clip();
  for (const hole of holes) {
    roundRect(c, hole.x, hole.y, hole.w, hole.h, air);
    c.fillStyle = PAPER;
    c.fill();
    c.stroke();
  }
  c.restore();
  // The frame, except across the notches.
  c.save();
  c.beginPath();
  c.rect(0, 0, w * 2, w * 2);
  for (const hole of holes) c.rect(hole.x + line / 2, hole.y + line / 2, hole.w - line, hole.h - line);
  c.clip('evenodd');
  c.strokeRect(frame.x, frame.y, frame.w, frame.h);
  c.restore();
}

/** A plain double-ended figure: both halves the same, the lower one turned. */
function drawSimpleFigure(
  c: CanvasRenderingContext2D,
  rank: string,
  suit: number,
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
): void {
  c.save();
  c.beginPath();
  c.rect(x, y, w, h);
  c.clip();
  c.fillStyle = '#fbf0cf';
  c.fillRect(x, y, w, h);
  c.translate(x, y);
  for (const half of [0, 1]) {
    if (half === 1) {
      c.translate(w, h);
      c.rotate(Math.PI);
    }
    halfFigure(c, rank, suit, w, h, colour);
  }
  c.restore();
}

/** The upper half of the simple figure, in a frame of w x h at the origin: down to the middle line. */
function halfFigure(c: CanvasRenderingContext2D, rank: string, suit: number, w: number, h: number, colour: string) {
  c.lineWidth = Math.max(1, w / 100);
  c.strokeStyle = INK;
  c.lineJoin = 'round';
  const robe = rank === 'Q' ? BLUE : rank === 'J' ? GOLD : RED;
  const sleeve = rank === 'Q' ? RED : BLUE;
  const shape = (draw: () => void, fill: string) => {
    c.beginPath();
    draw();
    c.closePath();
    c.fillStyle = fill;
    c.fill();
    c.stroke();
  };
  // Sleeves out to the frame's sides, the robe between them, a gold collar at the neck.
  shape(() => {
    c.moveTo(w * 0.02, h * 0.5);
    c.lineTo(w * 0.04, h * 0.36);
    c.quadraticCurveTo(w * 0.2, h * 0.29, w * 0.5, h * 0.29);
    c.quadraticCurveTo(w * 0.8, h * 0.29, w * 0.96, h * 0.36);
    c.lineTo(w * 0.98, h * 0.5);
  }, sleeve);
  shape(() => {
    c.moveTo(w * 0.2, h * 0.5);
    c.lineTo(w * 0.26, h * 0.31);
    c.quadraticCurveTo(w * 0.5, h * 0.27, w * 0.74, h * 0.31);
    c.lineTo(w * 0.8, h * 0.5);
  }, robe);
  shape(() => {
    c.moveTo(w * 0.34, h * 0.3);
    c.quadraticCurveTo(w * 0.5, h * 0.4, w * 0.66, h * 0.3);
    c.quadraticCurveTo(w * 0.5, h * 0.33, w * 0.34, h * 0.3);
  }, GOLD);
  // What each holds: a king's sceptre, a queen's flower, a jack's halberd.
  c.lineWidth = Math.max(1, w / 45);
  c.beginPath();
  c.moveTo(w * 0.84, h * 0.48);
  c.lineTo(w * 0.84, h * (rank === 'Q' ? 0.3 : 0.12));
  c.stroke();
  c.lineWidth = Math.max(1, w / 100);
  if (rank === 'K') {
    shape(() => c.ellipse(w * 0.84, h * 0.11, w * 0.05, h * 0.03, 0, 0, Math.PI * 2), GOLD);
  } else if (rank === 'Q') {
    shape(() => c.ellipse(w * 0.84, h * 0.28, w * 0.06, h * 0.035, 0, 0, Math.PI * 2), RED);
  } else {
    shape(() => {
      c.moveTo(w * 0.84, h * 0.1);
      c.quadraticCurveTo(w * 0.96, h * 0.13, w * 0.93, h * 0.2);
      c.lineTo(w * 0.84, h * 0.17);
    }, '#c9ccd6');
  }
  // Hair (long for the queen, a beard for the king), then the face.
  if (rank === 'Q') shape(() => c.ellipse(w * 0.5, h * 0.2, w * 0.19, h * 0.105, 0, 0, Math.PI * 2), GOLD);
  if (rank === 'K') shape(() => c.ellipse(w * 0.5, h * 0.25, w * 0.12, h * 0.055, 0, 0, Math.PI * 2), '#f0e6d2');
  shape(() => c.ellipse(w * 0.5, h * 0.19, w * 0.13, h * 0.08, 0, 0, Math.PI * 2), '#f4d3b1');
  headwear(c, rank, w, h);
  // The suit on the chest, on a white roundel.
  const pip = w * 0.2;
  shape(() => c.ellipse(w * 0.5, h * 0.425, pip * 0.7, pip * 0.7, 0, 0, Math.PI * 2), PAPER);
  drawSuit(c, suit, w * 0.5 - pip / 2, h * 0.425 - pip / 2, pip, colour);
}

/** A king's crown, a queen's coronet of rounded points, a jack's cap with a feather. */
function headwear(c: CanvasRenderingContext2D, rank: string, w: number, h: number): void {
  c.beginPath();
  const y0 = h * 0.13;
  if (rank === 'K') {
    c.moveTo(w * 0.37, y0);
    c.lineTo(w * 0.34, h * 0.035);
    c.lineTo(w * 0.42, h * 0.075);
    c.lineTo(w * 0.5, h * 0.02);
    c.lineTo(w * 0.58, h * 0.075);
    c.lineTo(w * 0.66, h * 0.035);
    c.lineTo(w * 0.63, y0);
    c.closePath();
    c.fillStyle = GOLD;
  } else if (rank === 'Q') {
    c.moveTo(w * 0.38, y0);
    for (let i = 0; i < 5; i++) {
      const cx = w * (0.39 + i * 0.05);
      c.quadraticCurveTo(cx, h * 0.05, cx + w * 0.025, y0 - h * 0.03);
    }
    c.lineTo(w * 0.62, y0);
    c.closePath();
    c.fillStyle = GOLD;
  } else {
    c.moveTo(w * 0.35, y0);
    c.quadraticCurveTo(w * 0.37, h * 0.055, w * 0.52, h * 0.06);
    c.quadraticCurveTo(w * 0.67, h * 0.065, w * 0.66, y0);
    c.closePath();
    c.fillStyle = RED;
    c.fill();
    c.stroke();
    c.beginPath();
    c.moveTo(w * 0.6, h * 0.08);
    c.quadraticCurveTo(w * 0.8, h * 0.01, w * 0.76, h * 0.11);
    c.quadraticCurveTo(w * 0.71, h * 0.07, w * 0.6, h * 0.08);
    c.fillStyle = BLUE;
  }
  c.fill();
  c.stroke();
}
