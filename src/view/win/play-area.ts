import type { Rect, TableLayout } from '../table/layout';

// The part of the table between its counters bar (top) and its buttons (a bar at the bottom, or a
// column at one side on short landscape screens): the win's cascade stays in it, so the HUD stays
// readable under the win panel.

export function playArea(layout: TableLayout): Rect {
  const top = layout.stats.y + layout.stats.h;
  const b = layout.buttons;
  if (!layout.buttonsVertical) return { x: 0, y: top, w: layout.width, h: b.y - top };
  const left = b.x === 0 ? b.w : 0;
  return { x: left, y: top, w: layout.width - b.w, h: layout.height - top };
}
