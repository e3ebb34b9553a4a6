// Suit symbols as canvas paths in a unit box (x and y from 0 to 1), so they are crisp at any size
// and do not depend on the fonts of the device.

type Ctx = CanvasRenderingContext2D;

function heart(c: Ctx): void {
  c.moveTo(0.5, 0.95);
  c.bezierCurveTo(0.15, 0.68, 0, 0.47, 0, 0.29);
  c.bezierCurveTo(0, 0.1, 0.14, 0.02, 0.27, 0.02);
  c.bezierCurveTo(0.39, 0.02, 0.47, 0.09, 0.5, 0.19);
  c.bezierCurveTo(0.53, 0.09, 0.61, 0.02, 0.73, 0.02);
  c.bezierCurveTo(0.86, 0.02, 1, 0.1, 1, 0.29);
  c.bezierCurveTo(1, 0.47, 0.85, 0.68, 0.5, 0.95);
}

function diamond(c: Ctx): void {
  c.moveTo(0.5, 0);
  c.quadraticCurveTo(0.7, 0.28, 0.9, 0.5);
  c.quadraticCurveTo(0.7, 0.72, 0.5, 1);
  c.quadraticCurveTo(0.3, 0.72, 0.1, 0.5);
  c.quadraticCurveTo(0.3, 0.28, 0.5, 0);
}

function spade(c: Ctx): void {
  c.moveTo(0.5, 0);
  c.bezierCurveTo(0.2, 0.28, 0, 0.42, 0, 0.6);
  c.bezierCurveTo(0, 0.76, 0.13, 0.84, 0.27, 0.84);
  c.bezierCurveTo(0.36, 0.84, 0.43, 0.8, 0.47, 0.74);
  c.bezierCurveTo(0.45, 0.86, 0.4, 0.94, 0.3, 1);
  c.lineTo(0.7, 1);
  c.bezierCurveTo(0.6, 0.94, 0.55, 0.86, 0.53, 0.74);
  c.bezierCurveTo(0.57, 0.8, 0.64, 0.84, 0.73, 0.84);
  c.bezierCurveTo(0.87, 0.84, 1, 0.76, 1, 0.6);
  c.bezierCurveTo(1, 0.42, 0.8, 0.28, 0.5, 0);
}

function club(c: Ctx): void {
  const circle = (x: number, y: number, r: number) => {
    c.moveTo(x + r, y);
    c.arc(x, y, r, 0, Math.PI * 2);
  };
  // Each part is filled on its own: overlapping parts of opposite winding would cut holes.
  circle(0.5, 0.26, 0.22);
  c.fill();
  c.beginPath();
  circle(0.25, 0.6, 0.22);
  c.fill();
  c.beginPath();
  circle(0.75, 0.6, 0.22);
  c.fill();
  c.beginPath();
  c.moveTo(0.5, 0.45);
  c.lineTo(0.36, 1);
  c.lineTo(0.64, 1);
  c.closePath();
  c.fill();
  c.beginPath();
  c.moveTo(0.5, 0.3);
  c.lineTo(0.3, 0.62);
  c.lineTo(0.7, 0.62);
  c.closePath();
}

/** Suits in the engine's order: clubs, diamonds, hearts, spades. */
const SHAPES = [club, diamond, heart, spade] as const;

/** Fills a suit symbol into the box at (x, y) of the given size. */
export function drawSuit(c: Ctx, suit: number, x: number, y: number, size: number, colour: string): void {
  c.save();
  c.translate(x, y);
  c.scale(size, size);
  c.fillStyle = colour;
  c.beginPath();
  SHAPES[suit]?.(c);
  c.closePath();
  c.fill('nonzero');
  c.restore();
}
