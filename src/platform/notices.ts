// Messages the player should see once (a save set aside, storage refused). The platform finds
// these out at moments with nothing on screen to show them, so it queues them here and whichever
// scene is showing takes them and displays them.

export class Notices {
  private queue: string[] = [];
  private readonly listeners = new Set<() => void>();

  push(text: string): void {
    if (this.queue.includes(text)) return;
    this.queue.push(text);
    for (const listener of this.listeners) listener();
  }

  /** Every waiting notice, oldest first; they are shown once, so taking them empties the queue. */
  take(): string[] {
    const out = this.queue;
    this.queue = [];
    return out;
  }

  get size(): number {
    return this.queue.length;
  }

  /** Called when a notice arrives; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
