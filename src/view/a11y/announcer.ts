import type * as Phaser from 'phaser';
import { liveRegion } from '../ui/live-region';

// The table's voice for a screen reader: one polite live region that says what a sighted player
// sees change (each move, a refusal and its reason, a hint, the status line, a question, the win).

export class Announcer {
  private readonly live: HTMLDivElement;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** What was said last (tests and the automation API). */
  last = '';

  constructor(scene: Phaser.Scene) {
    this.live = liveRegion('table-live');
    scene.events.once('shutdown', () => {
      if (this.timer !== null) clearTimeout(this.timer);
      this.live.remove();
    });
  }

  say(text: string): void {
    if (text === '') return;
    // Words said while others still wait join them: a move and the question or offer it brings
    // come together when cards move at once (no animation), and the move must not go unsaid.
    const words = this.timer !== null ? `${this.last} ${text}` : text;
    this.last = words;
    // Emptied first and filled a moment later, so the same words twice are read twice.
    this.live.textContent = '';
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.live.textContent = words;
      this.timer = null;
    }, 50);
  }
}
