import type * as Phaser from 'phaser';
import { drawNextFrame } from '../draw-on-demand';
import { UI_FONT } from '../ui/button';
import { uiUnit } from '../ui/ui-scale';

/** A brief message in words near the bottom of the table: a refused move's reason, a bad URL parameter. */
export class Notice {
  /** Made at the first message: most games start without one, and a text costs start-up time. */
  private parts: { box: Phaser.GameObjects.Rectangle; text: Phaser.GameObjects.Text } | null = null;
  private hide: Phaser.Time.TimerEvent | null = null;
  /** The last message shown (for tests and the automation API). */
  last = '';

  constructor(
    private readonly scene: Phaser.Scene,
    /** Says it for a screen reader too. */
    private readonly say: (text: string) => void = () => {},
  ) {}

  show(message: string, ms = 2600): void {
    const { width, height } = this.scene.scale;
    const u = uiUnit(this.scene);
    this.last = message;
    this.say(message);
    const { box, text } = this.made(Math.round(16 * u));
    text.setText(message).setFontSize(Math.round(16 * u));
    // Advanced wrapping breaks a word wider than the line, as a copied link is: wrapped at spaces
    // alone, it ran off both edges of a phone.
    text.setWordWrapWidth(Math.min(width * 0.86, 560 * u), true);
    const pad = 12 * u;
    const w = text.width + 2 * pad;
    const h = text.height + 1.4 * pad;
    const y = height * 0.72;
    box
      .setPosition(width / 2, y)
      .setSize(w, h)
      .setVisible(true)
      .setAlpha(1);
    text
      .setPosition(width / 2, y)
      .setVisible(true)
      .setAlpha(1);
    this.scene.tweens.killTweensOf([box, text]);
    // A notice may come with no input to wake the drawing (a solver's answer, a copied link).
    drawNextFrame();
    this.hide?.remove(false);
    this.hide = this.scene.time.delayedCall(ms, () => {
      this.scene.tweens.add({
        targets: [box, text],
        alpha: 0,
        duration: 300,
        onComplete: () => {
          box.setVisible(false);
          text.setVisible(false);
        },
      });
    });
  }

  private made(fontPx: number): { box: Phaser.GameObjects.Rectangle; text: Phaser.GameObjects.Text } {
    if (this.parts) return this.parts;
    const box = this.scene.add.rectangle(0, 0, 1, 1, 0x101010, 0.85).setDepth(6000);
    const text = this.scene.add
      .text(0, 0, '', { fontFamily: UI_FONT, fontSize: fontPx, color: '#ffffff', align: 'center' })
      .setOrigin(0.5, 0.5)
      .setDepth(6001);
    this.parts = { box, text };
    return this.parts;
  }
}
