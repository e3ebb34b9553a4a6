// The game's clock. It waits for the game's first move, then runs while the player can play:
// a dialog, a paused or hidden page stops it (`setRunning`), and the win stops it for good, so the
// win panel and the statistics read the time the HUD showed. A resumed game goes on from the
// seconds it had played.

export class GameClock {
  private carried = 0;
  /** When the current running stretch began, or null while the clock stands. */
  private since: number | null = null;
  private started = false;
  private finished = false;

  constructor(private readonly now: () => number) {}

  /** Ready for a game with `carried` seconds already played; `underway` runs it at once (a resumed game). */
  reset(carried = 0, underway = false): void {
    this.carried = carried;
    this.since = null;
    this.started = false;
    this.finished = false;
    if (underway) this.begin();
  }

  /** The game's first move: from now on the clock runs whenever nothing pauses it. */
  begin(): void {
    if (this.started || this.finished) return;
    this.started = true;
    this.since = this.now();
  }

  /** Pauses (false) or resumes (true) a clock that has begun; nothing before the first move or after the win. */
  setRunning(on: boolean): void {
    if (!this.started || this.finished) return;
    if (on && this.since === null) this.since = this.now();
    else if (!on && this.since !== null) {
      this.carried += (this.now() - this.since) / 1000;
      this.since = null;
    }
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
    return this.carried + (this.since === null ? 0 : (this.now() - this.since) / 1000);
  }
}
