import type * as Phaser from 'phaser';

// The HUD's icons, drawn as vector strokes into a Graphics in a box of side `s` centred on (x, y),
// so they are crisp at any size and need no image files. Each says its action the way phones and
// desktop apps draw it: a curved arrow for undo and redo, a bulb for a hint, a speaker for sound.

export const ICONS = [
  'menu',
  'undo',
  'redo',
  'hint',
  'newDeal',
  'restart',
  'soundOn',
  'soundOff',
  'finish',
  'close',
] as const;
export type IconName = (typeof ICONS)[number];

type G = Phaser.GameObjects.Graphics;

/**
 * An arrow along an arc of radius r about (x, y), from angle `from` to angle `to` (radians; screen
 * angles grow clockwise), with its head at `to` pointing the way the arc runs.
 */
function arcArrow(g: G, x: number, y: number, r: number, from: number, to: number, s: number): void {
  const clockwise = to > from;
  g.lineStyle(s * 0.11, 0xffffff, 1)
    .beginPath()
    .arc(x, y, r, from, to, !clockwise)
    .strokePath();
  const ex = x + r * Math.cos(to);
  const ey = y + r * Math.sin(to);
  // The tangent at the end, in the arc's direction, and the normal to it.
  const sign = clockwise ? 1 : -1;
  const dx = -Math.sin(to) * sign;
  const dy = Math.cos(to) * sign;
  const h = s * 0.24;
  g.fillStyle(0xffffff, 1).fillTriangle(
    ex + dx * h * 0.7,
    ey + dy * h * 0.7,
    ex - dx * h * 0.3 - dy * h * 0.6,
    ey - dy * h * 0.3 + dx * h * 0.6,
    ex - dx * h * 0.3 + dy * h * 0.6,
    ey - dy * h * 0.3 - dx * h * 0.6,
  );
}

const DEG = Math.PI / 180;

function speaker(g: G, x: number, y: number, s: number): void {
  g.fillStyle(0xffffff, 1);
  g.fillRect(x - s * 0.36, y - s * 0.12, s * 0.16, s * 0.24);
  g.fillTriangle(x - s * 0.22, y - s * 0.12, x - s * 0.02, y - s * 0.32, x - s * 0.02, y);
  g.fillTriangle(x - s * 0.22, y + s * 0.12, x - s * 0.02, y + s * 0.32, x - s * 0.02, y);
  g.fillRect(x - s * 0.22, y - s * 0.12, s * 0.2, s * 0.24);
}

export function drawIcon(g: G, icon: IconName, x: number, y: number, s: number): void {
  const w = Math.max(1.5, s * 0.1);
  g.lineStyle(w, 0xffffff, 1);
  switch (icon) {
    case 'menu':
      for (const dy of [-0.24, 0, 0.24])
        g.fillStyle(0xffffff, 1).fillRect(x - s * 0.34, y + dy * s - w / 2, s * 0.68, w);
      return;
    case 'undo':
      // Over the top from the right, back down on the left: the way back.
      arcArrow(g, x, y + s * 0.08, s * 0.28, 20 * DEG, -200 * DEG, s);
      return;
    case 'redo':
      arcArrow(g, x, y + s * 0.08, s * 0.28, 160 * DEG, 380 * DEG, s);
      return;
    case 'restart':
      // Nearly a whole turn, round to the top again: back to the beginning.
      arcArrow(g, x, y, s * 0.28, -50 * DEG, 250 * DEG, s);
      return;
    case 'hint':
      // A bulb: a round glass over a narrow base.
      g.strokeCircle(x, y - s * 0.08, s * 0.23);
      g.fillStyle(0xffffff, 1)
        .fillRect(x - s * 0.11, y + s * 0.2, s * 0.22, w)
        .fillRect(x - s * 0.08, y + s * 0.31, s * 0.16, w);
      g.lineBetween(x, y - s * 0.08, x, y + s * 0.14);
      return;
    case 'newDeal': {
      // Two cards, the front one with a plus; of the card behind, only what peeks out is drawn.
      const [bx, by, fx, fy, cw, ch] = [x - s * 0.3, y - s * 0.32, x - s * 0.1, y - s * 0.2, s * 0.4, s * 0.54];
      g.beginPath()
        .moveTo(fx, by + ch)
        .lineTo(bx, by + ch)
        .lineTo(bx, by)
        .lineTo(bx + cw, by)
        .lineTo(bx + cw, fy)
        .strokePath();
      g.strokeRoundedRect(fx, fy, cw, ch, s * 0.05);
      g.lineBetween(fx + cw / 2, fy + ch * 0.3, fx + cw / 2, fy + ch * 0.7);
      g.lineBetween(fx + cw * 0.25, fy + ch / 2, fx + cw * 0.75, fy + ch / 2);
      return;
    }
    case 'soundOn':
      speaker(g, x, y, s);
      g.beginPath()
        .arc(x + s * 0.02, y, s * 0.16, -Math.PI / 4, Math.PI / 4)
        .strokePath();
      g.beginPath()
        .arc(x + s * 0.02, y, s * 0.3, -Math.PI / 4, Math.PI / 4)
        .strokePath();
      return;
    case 'soundOff':
      speaker(g, x, y, s);
      g.lineBetween(x + s * 0.1, y - s * 0.13, x + s * 0.36, y + s * 0.13);
      g.lineBetween(x + s * 0.1, y + s * 0.13, x + s * 0.36, y - s * 0.13);
      return;
    case 'finish':
      // Two chevrons up: everything goes home.
      for (const dy of [-0.1, 0.14]) {
        g.beginPath()
          .moveTo(x - s * 0.26, y + dy * s + s * 0.12)
          .lineTo(x, y + dy * s - s * 0.12)
          .lineTo(x + s * 0.26, y + dy * s + s * 0.12)
          .strokePath();
      }
      return;
    case 'close':
      g.lineBetween(x - s * 0.22, y - s * 0.22, x + s * 0.22, y + s * 0.22);
      g.lineBetween(x - s * 0.22, y + s * 0.22, x + s * 0.22, y - s * 0.22);
      return;
  }
}
