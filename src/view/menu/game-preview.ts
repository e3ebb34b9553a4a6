import type * as Phaser from 'phaser';
import { type Card, dealPosition, GAMES, type GameId, isRed, type State } from '../../engine';

// A miniature of a game's opening layout for the menu: deal 1 of the game, drawn with plain
// rectangles (cells and foundations on top, the columns below, a stock where there is one), so
// the five games can be told apart at a glance before reading a word.

const FELT = 0x0a4d31;
const SLOT = 0x2c7a55;
const FACE = 0xfdfdf8;
const RED = 0xc8102e;
const BLACK = 0x1b1b1b;
const BACK = 0x1f4e8c;

function miniCard(g: Phaser.GameObjects.Graphics, x: number, y: number, w: number, h: number, c: Card | null): void {
  if (c === null) {
    g.lineStyle(Math.max(1, w / 14), SLOT, 1).strokeRect(x, y, w, h);
    return;
  }
  g.fillStyle(FACE, 1).fillRect(x, y, w, h);
  g.fillStyle(isRed(c) ? RED : BLACK, 1).fillRect(x + w * 0.15, y + h * 0.08, w * 0.35, h * 0.18);
}

/** Draws the preview into the box (canvas px). */
export function drawGamePreview(
  g: Phaser.GameObjects.Graphics,
  game: GameId,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  g.fillStyle(FELT, 1).fillRoundedRect(x, y, w, h, Math.min(w, h) * 0.08);
  const dealt = dealPosition(GAMES[game], 1);
  if (!dealt.ok) return;
  const s: State = dealt.state;
  const pad = w * 0.05;
  const topCount = s.cells.length + s.foundations.length + (s.rules.stock ? 2 : 0);
  const columns = s.tableau.length;
  // Card size: the wider of the two rows decides, and a card is 1.4 times as tall as wide.
  const slots = Math.max(topCount, columns);
  const cw = (w - 2 * pad) / (slots * 1.15);
  const ch = cw * 1.4;
  const step = (w - 2 * pad - cw) / Math.max(1, slots - 1);
  // The top row: stock (face down) and waste, then cells, then the foundations' top cards.
  const top: (Card | null | 'stock')[] = [
    ...(s.rules.stock ? (['stock', null] as const) : []),
    ...s.cells,
    ...s.foundations.map((f) => f[f.length - 1] ?? null),
  ];
  top.forEach((c, i) => {
    const cx = x + pad + i * step;
    if (c === 'stock') g.fillStyle(BACK, 1).fillRect(cx, y + pad, cw, ch);
    else miniCard(g, cx, y + pad, cw, ch, c);
  });
  const rowY = y + pad + ch + pad;
  const longest = Math.max(1, ...s.tableau.map((col) => col.length));
  const fan = Math.min(ch * 0.5, (y + h - pad - rowY - ch) / Math.max(1, longest - 1));
  const colStep = (w - 2 * pad - cw) / Math.max(1, columns - 1);
  s.tableau.forEach((col, i) => {
    const cx = columns === 1 ? x + (w - cw) / 2 : x + pad + i * colStep;
    if (col.length === 0) miniCard(g, cx, rowY, cw, ch, null);
    const down = s.faceDown[i] ?? 0;
    col.forEach((c, k) => {
      g.lineStyle(1, 0x8a8a8a, 1).strokeRect(cx, rowY + k * fan, cw, ch);
      // A face-down card (Klondike's) shows its back, in the preview as at the table.
      if (k < down) g.fillStyle(BACK, 1).fillRect(cx, rowY + k * fan, cw, ch);
      else miniCard(g, cx, rowY + k * fan, cw, ch, c);
    });
  });
}
