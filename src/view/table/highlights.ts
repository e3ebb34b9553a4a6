import type * as Phaser from 'phaser';
import { drawNextFrame } from '../draw-on-demand';
import { HELD_DEPTH } from './card-board';
import type { Rect } from './layout';

/**
 * How an outline looks: `glow` a bright outline with a light fill (a hint, the keyboard's chosen
 * pile, the pile a held card would land on); `target` a quiet outline (every pile a held card may go
 * to); `refuse` a red outline with a cross (the pile under a held card that will not take it).
 */
export type HighlightStyle = 'glow' | 'target' | 'refuse';

export interface Highlight {
  readonly rect: Rect;
  readonly colour: number;
  readonly style?: HighlightStyle;
  /** For `refuse`: where the cross goes (the held card's corner), drawn above the cards in the hand. */
  readonly mark?: { readonly x: number; readonly y: number };
}

export const REFUSE_COLOUR = 0xff5a4e;

/** Glowing outlines on the table: the hint's card and destination, the keyboard's chosen pile, drop targets. */
export class Highlights {
  private readonly g: Phaser.GameObjects.Graphics;
  /** The refusal's cross, above everything on the table (the cards in the hand would hide it). */
  private readonly top: Phaser.GameObjects.Graphics;
  private fade: Phaser.Time.TimerEvent | null = null;

  constructor(private readonly scene: Phaser.Scene) {
    // Above cards at rest, below cards in flight or in the hand.
    this.g = scene.add.graphics().setDepth(900);
    this.top = scene.add.graphics().setDepth(HELD_DEPTH + 200);
  }

  show(rects: readonly Highlight[], ms = 0): void {
    this.fade?.remove(false);
    this.fade = null;
    this.scene.tweens.killTweensOf(this.g);
    const g = this.g.clear().setAlpha(1);
    this.top.clear();
    const dpr = window.devicePixelRatio || 1;
    for (const { rect, colour, style = 'glow', mark } of rects) {
      const r = Math.min(rect.w, rect.h) * 0.08;
      const line = (style === 'target' ? 3 : 4) * dpr;
      g.lineStyle(line, colour, style === 'target' ? 0.75 : 1);
      g.strokeRoundedRect(rect.x - 2 * dpr, rect.y - 2 * dpr, rect.w + 4 * dpr, rect.h + 4 * dpr, r);
      g.fillStyle(colour, style === 'target' ? 0.1 : 0.16);
      g.fillRoundedRect(rect.x, rect.y, rect.w, rect.h, r);
      if (style === 'refuse') cross(this.top, mark ?? { x: rect.x + rect.w / 2, y: rect.y }, rect.w, colour, dpr);
    }
    // A hint's outline comes when the solver answers, with no input to wake the drawing.
    drawNextFrame();
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
    this.top.clear();
  }
}

/** A "no" sign centred on `at`, sized for a card `cardW` wide: a red disc with a white cross. */
function cross(
  g: Phaser.GameObjects.Graphics,
  at: { x: number; y: number },
  cardW: number,
  colour: number,
  dpr: number,
): void {
  const size = Math.max(18 * dpr, Math.min(cardW * 0.42, 40 * dpr));
  const [cx, cy] = [at.x, at.y];
  g.fillStyle(0xffffff, 1).fillCircle(cx, cy, size / 2 + 2 * dpr);
  g.fillStyle(colour, 1).fillCircle(cx, cy, size / 2);
  const a = size * 0.2;
  g.lineStyle(Math.max(2, size * 0.12), 0xffffff, 1);
  g.lineBetween(cx - a, cy - a, cx + a, cy + a);
  g.lineBetween(cx - a, cy + a, cx + a, cy - a);
}
