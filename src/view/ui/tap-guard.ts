// A double tap on a button that changes what is under the finger (a new page, a dialog, a new
// deal) lands its second tap on whatever came there: the menu's dialog's "New deal", a card of the
// new deal. A fast double tap (or double click) is a common hurried habit, and the canvas takes no
// browser double-tap gesture, so the second tap arrives as an ordinary tap. For a moment after
// such a change, a tap where the one that made it was is dropped; a tap elsewhere is aimed.

/** Longer than the gap between the two taps of a double tap (Android's timeout is 300 ms). */
export const DOUBLE_TAP_MS = 350;
/** How far apart (CSS px) the two taps of a double tap may land: about a fingertip. */
export const DOUBLE_TAP_SLOP = 40;

export interface TapPoint {
  readonly x: number;
  readonly y: number;
}

export class TapGuard {
  private changedAt = Number.NEGATIVE_INFINITY;
  private where: TapPoint = { x: Number.NaN, y: Number.NaN };

  constructor(
    /** Pixels per CSS px of the points given (a canvas's device pixel ratio). */
    private readonly scale: number = 1,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * What is under the finger changed just now (a page drawn from the top, a dialog opened or
   * closed, a table built), at the pointer's last place (where the tap that did it was).
   */
  changed(pointer: TapPoint): void {
    this.changedAt = this.now();
    this.where = { x: pointer.x, y: pointer.y };
  }

  /** May a tap that begins now at this point press what is under it? Not the second half of the tap that made the change. */
  allows(at: TapPoint): boolean {
    if (this.now() - this.changedAt >= DOUBLE_TAP_MS) return true;
    return Math.hypot(at.x - this.where.x, at.y - this.where.y) >= DOUBLE_TAP_SLOP * this.scale;
  }
}
