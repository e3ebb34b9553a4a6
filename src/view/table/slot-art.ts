import { FONT } from './card-art';
import { roundRect } from './round-rect';

// The pictures of empty piles: a faint outline, with what goes there (drawn into the card atlas):
// a foundation shows the rank it starts with and which way it builds, a column that only a king
// may fill shows the K, the stock shows whether the waste can be turned over again.

export const SLOT_KINDS = ['cell', 'space', 'foundation', 'stock', 'stock-done'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

/** What an empty foundation of one group says: its first rank ("A", "8") and which way it builds. */
export interface FoundationLabel {
  readonly base: string;
  readonly direction: 'up' | 'down';
}

/** What the empty piles of a game say, in the player's rank letters. */
export interface SlotLabels {
  /** One per foundation group, in pile order (Penta: 5 up, then 5 down). */
  readonly foundations: readonly FoundationLabel[];
  /** The only rank that may fill an empty column ("K"), or null when any card may (or none). */
  readonly space: string | null;
}

export function slotLabelsKey(l: SlotLabels): string {
  return `${l.foundations.map((f) => `${f.base}${f.direction}`).join(',')}:${l.space ?? ''}`;
}

/** How strongly the marks of an empty pile are inked: 3:1 against the felt at the least (test/view/contrast.test.ts). */
export const SLOT_INK_ALPHA = 0.42;

/** An empty pile: a faint rounded outline, with a hint of what goes there (`group`: which foundation group's). */
export function drawSlot(
  c: CanvasRenderingContext2D,
  w: number,
  h: number,
  kind: SlotKind,
  labels: SlotLabels,
  group = 0,
): void {
  const line = Math.max(1, Math.round(w / 40));
  roundRect(c, line, line, w - 2 * line, h - 2 * line, w * 0.08);
  c.fillStyle = 'rgba(0,0,0,0.16)';
  c.fill();
  c.strokeStyle = 'rgba(255,255,255,0.35)';
  c.lineWidth = line;
  c.stroke();
  const ink = `rgba(255,255,255,${SLOT_INK_ALPHA})`;
  c.fillStyle = ink;
  c.strokeStyle = ink;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  const foundation = labels.foundations[group];
  if (kind === 'foundation' && foundation) {
    c.font = `bold ${Math.round(w * 0.42)}px ${FONT}`;
    c.fillText(foundation.base, w / 2, h * 0.42);
    arrow(c, w / 2, h * 0.72, w * 0.2, foundation.direction, Math.max(1.5, w / 22));
  } else if (kind === 'space' && labels.space !== null) {
    c.font = `bold ${Math.round(w * 0.42)}px ${FONT}`;
    c.fillText(labels.space, w / 2, h / 2);
  } else if (kind === 'stock' || kind === 'stock-done') {
    c.lineWidth = Math.max(2, w / 14);
    c.beginPath();
    if (kind === 'stock') c.arc(w / 2, h * 0.42, w * 0.22, -Math.PI * 0.3, Math.PI * 1.5);
    else {
      c.moveTo(w * 0.3, h * 0.42 - w * 0.2);
      c.lineTo(w * 0.7, h * 0.42 + w * 0.2);
      c.moveTo(w * 0.7, h * 0.42 - w * 0.2);
      c.lineTo(w * 0.3, h * 0.42 + w * 0.2);
    }
    c.stroke();
  }
}

/** A short arrow of length `len` centred on (x, y), pointing up or down. */
function arrow(
  c: CanvasRenderingContext2D,
  x: number,
  y: number,
  len: number,
  way: 'up' | 'down',
  width: number,
): void {
  const dir = way === 'up' ? -1 : 1;
  const tip = y + (dir * len) / 2;
  c.lineWidth = width;
  c.beginPath();
  c.moveTo(x, y - (dir * len) / 2);
  c.lineTo(x, tip);
  c.stroke();
  c.beginPath();
  c.moveTo(x, tip + dir * width);
  c.lineTo(x - len * 0.45, tip - dir * len * 0.4);
  c.lineTo(x + len * 0.45, tip - dir * len * 0.4);
  c.closePath();
  c.fill();
}
