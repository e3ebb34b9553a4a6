// Where something drawn on the canvas is on the page: the automation APIs (the table's and the
// menu's) hand tests and portal QA rectangles in CSS pixels, ready for a mouse or a finger.

export interface CssRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A rectangle of the canvas (canvas px) in CSS pixels of the page. */
export function toPage(canvas: HTMLCanvasElement, r: CssRect): CssRect {
  const page = canvas.getBoundingClientRect();
  const sx = page.width / canvas.width;
  const sy = page.height / canvas.height;
  return { x: page.left + r.x * sx, y: page.top + r.y * sy, w: r.w * sx, h: r.h * sy };
}
