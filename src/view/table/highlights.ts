import type * as Phaser from 'phaser';
import type { Rect } from './layout';

/** Glowing outlines on the table: the hint's card and destination, the keyboard's chosen pile. */
export class Highlights {
  private readonly g: Phaser.GameObjects.Graphics;
  private fade: Phaser.Time.TimerEvent | null = null;

  constructor(private readonly scene: Phaser.Scene) {
    // Above cards at rest, below cards in flight or in the hand.
    this.g = scene.add.graphics().setDepth(900);
  }

  show(rects: readonly { rect: Rect; colour: number }[], ms = 0): void {
    this.fade?.remove(false);
    this.fade = null;
    this.scene.tweens.killTweensOf(this.g);
    const g = this.g.clear().setAlpha(1);
    const dpr = window.devicePixelRatio || 1;
    for (const { rect, colour } of rects) {
      g.lineStyle(4 * dpr, colour, 1);
      const r = Math.min(rect.w, rect.h) * 0.08;
      g.strokeRoundedRect(rect.x - 2 * dpr, rect.y - 2 * dpr, rect.w + 4 * dpr, rect.h + 4 * dpr, r);
      g.fillStyle(colour, 0.16);
      g.fillRoundedRect(rect.x, rect.y, rect.w, rect.h, r);
    }
    if (ms > 0) {
      this.fade = this.scene.time.delayedCall(ms, () => {
        this.scene.tweens.add({ targets: this.g, alpha: 0, duration: 400, onComplete: () => this.g.clear() });
      });
    }
  }

  clear(): void {
    this.fade?.remove(false);
    this.fade = null;
    this.g.clear();
  }
}
