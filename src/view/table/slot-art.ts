import { FONT } from './card-art';
import { roundRect } from './round-rect';

// The pictures of empty piles: a faint outline, with what goes there (drawn into the card atlas).

export type SlotKind = 'plain' | 'foundation' | 'stock' | 'stock-done';

/** An empty pile: a faint rounded outline, with a hint of what goes there. */
export function drawSlot(c: CanvasRenderingContext2D, w: number, h: number, kind: SlotKind, label: string): void {
  const line = Math.max(1, Math.round(w / 40));
  roundRect(c, line, line, w - 2 * line, h - 2 * line, w * 0.08);
  c.fillStyle = 'rgba(0,0,0,0.16)';
  c.fill();
  c.strokeStyle = 'rgba(255,255,255,0.35)';
  c.lineWidth = line;
  c.stroke();
  c.fillStyle = 'rgba(255,255,255,0.35)';
  c.strokeStyle = 'rgba(255,255,255,0.35)';
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  if (kind === 'foundation') {
    c.font = `bold ${Math.round(w * 0.45)}px ${FONT}`;
    c.fillText(label, w / 2, h / 2);
  } else if (kind === 'stock' || kind === 'stock-done') {
    c.lineWidth = Math.max(2, w / 14);
    c.beginPath();
    if (kind === 'stock') c.arc(w / 2, h / 2, w * 0.22, -Math.PI * 0.3, Math.PI * 1.5);
    else {
      c.moveTo(w * 0.3, h / 2 - w * 0.2);
      c.lineTo(w * 0.7, h / 2 + w * 0.2);
      c.moveTo(w * 0.7, h / 2 - w * 0.2);
      c.lineTo(w * 0.3, h / 2 + w * 0.2);
    }
    c.stroke();
  }
}
