// A double tap on a button that changes what is under the finger (a new page, a dialog, a new
// deal) lands its second tap on whatever came there: the menu's dialog's "New deal", a card of the
// new deal. A fast double tap (or double click) is a common hurried habit, and the canvas takes no
// browser double-tap gesture, so the second tap arrives as an ordinary tap. For a moment after
// such a change, a tap where the one that made it was is dropped; a tap elsewhere is aimed.
// "A moment" is counted between the taps as the browser stamped them (the pointer's `time`, its
// last event's timeStamp), not as the game got round to them: on a busy phone the page drawn by
// the first tap can hold the second one back longer than a double tap lasts.

/** Longer than the gap between the two taps of a double tap (Android's timeout is 300 ms). */
export const DOUBLE_TAP_MS = 350;
/** How far apart (CSS px) the two taps of a double tap may land: about a fingertip. */
export const DOUBLE_TAP_SLOP = 40;

/** Where and when a pointer was last seen: a Phaser pointer is one (its `time` is its last event's timeStamp). */
export interface TapPoint {
  readonly x: number;
  readonly y: number;
  /** The event's timeStamp in ms (compared only with another event's); 0 before any event. */
  readonly time: number;
}

export class TapGuard {
  private changedAt = Number.NEGATIVE_INFINITY;
  private where = { x: Number.NaN, y: Number.NaN };

  constructor(
    /** Pixels per CSS px of the points given (a canvas's device pixel ratio). */
    private readonly scale: number = 1,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * What is under the finger changed just now (a page drawn from the top, a dialog opened or
   * closed, a table built), after the pointer's last event: the tap that did it, if a tap did.
   * A change a key made long after the pointer's last event guards nothing.
   */
  changed(pointer: TapPoint): void {
    // Never later than now: in a frame of the same origin, Phaser hears the portal page's own
    // clicks too (its listeners are on window.top), stamped by that page's clock, which began
    // earlier and so reads later than this page's. Capped, such a change guards for a double tap
    // from now, as a guard by the clock alone did.
    this.changedAt = Math.min(pointer.time, this.now());
    this.where = { x: pointer.x, y: pointer.y };
  }

  /** May the tap that begins with this event press what is under it? Not the second half of the tap that made the change. */
  allows(at: TapPoint): boolean {
    if (at.time - this.changedAt >= DOUBLE_TAP_MS) return true;
    return Math.hypot(at.x - this.where.x, at.y - this.where.y) >= DOUBLE_TAP_SLOP * this.scale;
  }
}
