// The game's clock: it runs from the table's start, goes on from the seconds a resumed game had
// already played, and stops at the win so the win scene and statistics read the winning time.

export class GameClock {
  private startedAt = 0;
  private stoppedAt: number | null = null;
  private carried = 0;

  constructor(private readonly now: () => number) {}

  /** Starts (again) with `carried` seconds already played. */
  start(carried = 0): void {
    this.carried = carried;
    this.startedAt = this.now();
    this.stoppedAt = null;
  }

  stop(): void {
    if (this.stoppedAt === null) this.stoppedAt = this.now();
  }

  get stopped(): boolean {
    return this.stoppedAt !== null;
  }

  seconds(): number {
    return this.carried + ((this.stoppedAt ?? this.now()) - this.startedAt) / 1000;
  }
}
