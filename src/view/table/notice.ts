import type * as Phaser from 'phaser';
import { UI_FONT } from '../ui/button';

/** A brief message in words near the bottom of the table: a refused move's reason, a bad URL parameter. */
export class Notice {
  private readonly box: Phaser.GameObjects.Rectangle;
  private readonly text: Phaser.GameObjects.Text;
  private hide: Phaser.Time.TimerEvent | null = null;
  /** The last message shown (for tests and the automation API). */
  last = '';

  constructor(private readonly scene: Phaser.Scene) {
    this.box = scene.add.rectangle(0, 0, 1, 1, 0x101010, 0.85).setDepth(6000).setVisible(false);
    this.text = scene.add
      .text(0, 0, '', { fontFamily: UI_FONT, color: '#ffffff', align: 'center' })
      .setOrigin(0.5, 0.5)
      .setDepth(6001)
      .setVisible(false);
  }

  show(message: string, ms = 2600): void {
    const { width, height } = this.scene.scale;
    const dpr = window.devicePixelRatio || 1;
    this.last = message;
    this.text.setText(message).setFontSize(Math.round(16 * dpr));
    this.text.setWordWrapWidth(Math.min(width * 0.86, 560 * dpr));
    const pad = 12 * dpr;
    const w = this.text.width + 2 * pad;
    const h = this.text.height + 1.4 * pad;
    const y = height * 0.72;
    this.box
      .setPosition(width / 2, y)
      .setSize(w, h)
      .setVisible(true)
      .setAlpha(1);
    this.text
      .setPosition(width / 2, y)
      .setVisible(true)
      .setAlpha(1);
    this.scene.tweens.killTweensOf([this.box, this.text]);
    this.hide?.remove(false);
    this.hide = this.scene.time.delayedCall(ms, () => {
      this.scene.tweens.add({
        targets: [this.box, this.text],
        alpha: 0,
        duration: 300,
        onComplete: () => {
          this.box.setVisible(false);
          this.text.setVisible(false);
        },
      });
    });
  }
}
