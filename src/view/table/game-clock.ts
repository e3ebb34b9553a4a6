// The game's clock. It waits for the game's first move, then runs while the player can play:
// a dialog, a paused or hidden page stops it (`setRunning`), and the win stops it for good, so the
// win panel and the statistics read the time the HUD showed. A resumed game goes on from the
// seconds it had played.
//
// A sleeping device may send no visibilitychange (a laptop lid closed on a visible tab): the game
// loop simply stops, and its next frame's time has jumped by the whole sleep. The table calls
// `setRunning` every frame, so a stretch with no call for longer than FRAME_GAP_MS was not play:
// the clock counts up to the last frame before it and goes on from the first one after.

/** Longer than any frame of a running page (a slow frame is a fraction of a second). */
export const FRAME_GAP_MS = 5000;

export class GameClock {
  private carried = 0;
  /** When the current running stretch began, or null while the clock stands. */
  private since: number | null = null;
  /** The last time the table said the clock may run (every frame while it does). */
  private seen = 0;
  private started = false;
  private finished = false;

  constructor(private readonly now: () => number) {}

  /**
   * Ready for a game with `carried` seconds already played; `underway` (a resumed game) runs it
   * from the first frame's setRunning(true): the time read before it is the last frame the scene
   * saw, which may be seconds old (the menu's time in between).
   */
  reset(carried = 0, underway = false): void {
    this.carried = carried;
    this.since = null;
    this.started = underway;
    this.finished = false;
  }

  /** The game's first move: from now on the clock runs whenever nothing pauses it. */
  begin(): void {
    if (this.started || this.finished) return;
    this.started = true;
    this.since = this.now();
    this.seen = this.since;
  }

  /** Pauses (false) or resumes (true) a clock that has begun; nothing before the first move or after the win. */
  setRunning(on: boolean): void {
    if (!this.started || this.finished) return;
    const now = this.now();
    if (this.since !== null && now - this.seen > FRAME_GAP_MS) {
      // No frame for that long: the device slept. Count up to the last frame, not through the gap.
      this.carried += (this.seen - this.since) / 1000;
      this.since = on ? now : null;
    } else if (on && this.since === null) this.since = now;
    else if (!on && this.since !== null) {
      this.carried += (now - this.since) / 1000;
      this.since = null;
    }
    this.seen = now;
  }

  /** The win: the time stands from here on. */
  stop(): void {
    this.setRunning(false);
    this.finished = true;
  }

  get stopped(): boolean {
    return this.finished;
  }

  get running(): boolean {
    return this.since !== null;
  }

  /** Whole seconds, as every place that shows or records the time reads them. */
  seconds(): number {
    return Math.floor(this.exact());
  }

  /** To the millisecond, for keeping beside the save (a resumed game loses no fraction). */
  exact(): number {
    if (this.since === null) return this.carried;
    // Read after a sleep but before the next frame (a save on page hide): the gap is not counted.
    const now = this.now();
    const end = now - this.seen > FRAME_GAP_MS ? this.seen : now;
    return this.carried + (end - this.since) / 1000;
  }
}
