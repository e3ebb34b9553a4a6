import type * as Phaser from 'phaser';

export const UI_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', Arial, sans-serif";

/** A finger-sized rounded button: a background that takes the pointer, and a label. */
export class Button {
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly hit: Phaser.GameObjects.Zone;
  /** Made at the first place(), at its font size: made before, it would be measured twice. */
  private text: Phaser.GameObjects.Text | null = null;
  private w = 0;
  private h = 0;
  private enabled = true;
  private pressed = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private label: string,
    onPress: () => void,
    private readonly depth = 5000,
    private readonly colour = 0x123b2a,
  ) {
    this.bg = scene.add.graphics().setDepth(depth);
    this.hit = scene.add
      .zone(0, 0, 1, 1)
      .setOrigin(0, 0)
      .setDepth(depth + 2);
    this.hit.setInteractive({ useHandCursor: true });
    this.hit.on('pointerdown', () => {
      this.pressed = true;
      this.draw();
    });
    this.hit.on('pointerout', () => {
      this.pressed = false;
      this.draw();
    });
    this.hit.on('pointerup', () => {
      const was = this.pressed;
      this.pressed = false;
      this.draw();
      if (was && this.enabled) onPress();
    });
  }

  place(x: number, y: number, w: number, h: number, fontPx: number): void {
    this.w = w;
    this.h = h;
    this.bg.setPosition(x, y);
    this.hit.setPosition(x, y).setSize(w, h);
    if (this.hit.input) this.hit.input.hitArea.setTo(0, 0, w, h);
    const text = this.labelAt(fontPx).setPosition(x + w / 2, y + h / 2);
    const room = w * 0.92;
    text.setScale(1);
    if (text.width > room) text.setScale(room / text.width);
    this.draw();
  }

  setLabel(label: string): void {
    this.label = label;
    this.text?.setText(label);
  }

  setEnabled(on: boolean): void {
    if (on === this.enabled) return;
    this.enabled = on;
    this.text?.setAlpha(on ? 1 : 0.35);
    this.draw();
  }

  setVisible(on: boolean): void {
    this.bg.setVisible(on);
    this.text?.setVisible(on);
    this.hit.setVisible(on);
    if (on) this.hit.setInteractive();
    else this.hit.disableInteractive();
  }

  destroy(): void {
    this.bg.destroy();
    this.hit.destroy();
    this.text?.destroy();
  }

  /** The label at `fontPx`, made now if this is the first place(). */
  private labelAt(fontPx: number): Phaser.GameObjects.Text {
    if (this.text) return this.text.setFontSize(fontPx);
    this.text = this.scene.add
      .text(0, 0, this.label, {
        fontFamily: UI_FONT,
        fontSize: fontPx,
        color: '#ffffff',
        fontStyle: 'bold',
        align: 'center',
      })
      .setOrigin(0.5, 0.5)
      .setDepth(this.depth + 1)
      .setAlpha(this.enabled ? 1 : 0.35)
      .setVisible(this.bg.visible);
    return this.text;
  }

  private draw(): void {
    const g = this.bg;
    g.clear();
    g.fillStyle(this.pressed ? 0x2f7a57 : this.colour, this.enabled ? 0.95 : 0.5);
    g.fillRoundedRect(0, 0, this.w, this.h, Math.min(this.w, this.h) * 0.2);
    g.lineStyle(Math.max(1, this.h / 40), 0xffffff, 0.25);
    g.strokeRoundedRect(0, 0, this.w, this.h, Math.min(this.w, this.h) * 0.2);
    this.bg.setDepth(this.depth);
  }
}
