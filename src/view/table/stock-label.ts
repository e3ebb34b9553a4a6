import type * as Phaser from 'phaser';
import { canTurnWaste, type State } from '../../engine';
import { t } from '../../platform';
import { UI_FONT } from '../ui/button';
import type { TableLayout } from './layout';

// What the stock says about itself, on a small dark label at its foot: how many cards are left and
// which pass through them this is, and once it is empty, what a tap will do (turn the waste over
// for the next pass) or that no pass is left.

/** Above cards at rest, below cards in flight (CardBoard's depths). */
const DEPTH = 950;

/** The label's two lines for a position: the count (or what a tap does) and the pass. */
export function stockLines(state: State): [string, string] | null {
  const stock = state.rules.stock;
  if (!stock) return null;
  const pass = state.pass;
  if (state.stock.length > 0) return [String(state.stock.length), passText(pass, stock.passes)];
  if (canTurnWaste(state)) return [t('table.stock.turnOver'), passText(pass + 1, stock.passes)];
  return [t('table.stock.empty'), t('table.stock.noPass')];
}

/** "Pass 1 of 2", or "Pass 3" when the passes are unlimited. */
export function passText(pass: number, passes: number | 'unlimited'): string {
  return passes === 'unlimited' ? t('table.stock.passOpen', { pass }) : t('table.stock.pass', { pass, passes });
}

export class StockLabel {
  private box: Phaser.GameObjects.Graphics | null = null;
  private text: Phaser.GameObjects.Text | null = null;

  constructor(private readonly scene: Phaser.Scene) {}

  /** Shows the label for `state` on the stock's slot; nothing in games without a stock. */
  show(state: State, layout: TableLayout): void {
    const lines = stockLines(state);
    const slot = layout.slots.get('s');
    if (!lines || !slot) {
      this.destroy();
      return;
    }
    const u = layout.cardW / 60;
    this.box ??= this.scene.add.graphics().setDepth(DEPTH);
    this.text ??= this.scene.add
      .text(0, 0, '', { fontFamily: UI_FONT, color: '#ffffff', align: 'center', fontStyle: 'bold' })
      .setOrigin(0.5, 1)
      .setDepth(DEPTH + 1);
    const text = this.text.setText(lines.join('\n')).setFontSize(Math.max(9 * layout.dpr, Math.round(11 * u)));
    text.setLineSpacing(0).setScale(1);
    const room = slot.w * 0.9;
    if (text.width > room) text.setScale(room / text.width);
    const w = Math.min(slot.w - 4 * u, text.width * text.scaleX + 10 * u);
    const h = text.height * text.scaleY + 4 * u;
    const x = slot.x + (slot.w - w) / 2;
    const y = slot.y + slot.h - h - 4 * u;
    text.setPosition(slot.x + slot.w / 2, y + h - 2 * u);
    this.box
      .clear()
      .fillStyle(0x0a1f15, 0.82)
      .fillRoundedRect(x, y, w, h, Math.min(h / 2, 8 * u));
  }

  destroy(): void {
    this.box?.destroy();
    this.text?.destroy();
    this.box = null;
    this.text = null;
  }
}
