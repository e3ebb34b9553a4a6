import type * as Phaser from 'phaser';
import { Button, UI_FONT } from '../ui/button';

export interface DialogChoice {
  readonly label: string;
  readonly action: () => void;
}

/** A modal question over the table: a message and a few buttons; the table takes no input meanwhile. */
export class Dialog {
  private parts: { destroy(): void }[] = [];
  private asked: { message: string; choices: readonly DialogChoice[] } | null = null;

  constructor(private readonly scene: Phaser.Scene) {}

  get open(): boolean {
    return this.parts.length > 0;
  }

  ask(message: string, choices: readonly DialogChoice[]): void {
    this.close();
    this.asked = { message, choices };
    const { width, height } = this.scene.scale;
    const dpr = window.devicePixelRatio || 1;
    const shade = this.scene.add.rectangle(0, 0, width, height, 0x000000, 0.45).setOrigin(0, 0).setDepth(7000);
    shade.setInteractive();
    const panelW = Math.min(width * 0.9, 440 * dpr);
    const text = this.scene.add
      .text(width / 2, 0, message, {
        fontFamily: UI_FONT,
        color: '#ffffff',
        align: 'center',
        fontSize: `${Math.round(18 * dpr)}px`,
        wordWrap: { width: panelW - 32 * dpr },
      })
      .setOrigin(0.5, 0)
      .setDepth(7002);
    const bh = 52 * dpr;
    const gap = 10 * dpr;
    const stacked = choices.length > 3;
    const rows = stacked ? choices.length : 1;
    const panelH = text.height + rows * bh + (rows - 1) * gap + 56 * dpr;
    const top = (height - panelH) / 2;
    const panel = this.scene.add.graphics().setDepth(7001);
    panel.fillStyle(0x0e2f22, 0.97);
    panel.fillRoundedRect((width - panelW) / 2, top, panelW, panelH, 14 * dpr);
    panel.lineStyle(2 * dpr, 0xffffff, 0.3);
    panel.strokeRoundedRect((width - panelW) / 2, top, panelW, panelH, 14 * dpr);
    text.setY(top + 20 * dpr);
    this.parts.push(shade, panel, text);
    const inner = panelW - 32 * dpr;
    const bw = stacked ? inner : (inner - gap * (choices.length - 1)) / choices.length;
    const firstY = top + panelH - rows * bh - (rows - 1) * gap - 16 * dpr;
    choices.forEach((c, i) => {
      const b = new Button(
        this.scene,
        c.label,
        () => {
          this.close();
          c.action();
        },
        7003,
        i === 0 ? 0x2a6e4d : 0x3a3a3a,
      );
      const x = (width - panelW) / 2 + 16 * dpr + (stacked ? 0 : i * (bw + gap));
      const y = firstY + (stacked ? i * (bh + gap) : 0);
      b.place(x, y, bw, bh, Math.round(16 * dpr));
      this.parts.push(b);
    });
  }

  close(): void {
    for (const p of this.parts) p.destroy();
    this.parts = [];
    this.asked = null;
  }

  /** Draws an open dialog again for a new screen size. */
  relayout(): void {
    if (this.asked) this.ask(this.asked.message, this.asked.choices);
  }
}
