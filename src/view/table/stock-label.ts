import type * as Phaser from 'phaser';
import { anotherPass, canTurnWaste, type State } from '../../engine';
import { t } from '../../platform';
import { UI_FONT } from '../ui/button';
import type { TableLayout } from './layout';

// What the stock says about itself, on a small dark label at its foot: how many cards are left and
// which pass through them this is, and once it is empty, what a tap will do (turn the waste over
// for the next pass) or that no pass is left.

/** Above cards at rest, below cards in flight (CardBoard's depths). */
const DEPTH = 950;

/** The smallest text the label draws, in CSS px, where a single word does not have to shrink. */
const MIN_CSS_PX = 10;
/** A line too long shrinks to stay on one line down to this size (CSS px); below it, it wraps. */
const ONE_LINE_CSS_PX = 12;

/**
 * Where the stock stands, as its label and the screen reader say it: cards left (in a pass); empty,
 * a tap turning the waste over for the next pass; empty with nothing to turn over but passes to
 * come (every waste card played; Klondike's passes never end); or empty with no pass left.
 */
export type StockStatus =
  | { readonly kind: 'cards'; readonly cards: number; readonly pass: number }
  | { readonly kind: 'turn-over'; readonly pass: number }
  | { readonly kind: 'empty'; readonly pass: number }
  | { readonly kind: 'done'; readonly pass: number };

/** The stock's status in a position, or null in a game without a stock. */
export function stockStatus(state: State): StockStatus | null {
  if (!state.rules.stock) return null;
  const pass = state.pass;
  if (state.stock.length > 0) return { kind: 'cards', cards: state.stock.length, pass };
  if (canTurnWaste(state)) return { kind: 'turn-over', pass: pass + 1 };
  return anotherPass(state.rules, pass) ? { kind: 'empty', pass } : { kind: 'done', pass };
}

/**
 * The label's two lines for a position: the count (or what a tap does) and the pass. `compact`, for
 * a stock too narrow for the words at a legible size: the pass as a loop and numbers ("↻ 1/2").
 */
export function stockLines(state: State, compact = false): [string, string] | null {
  const status = stockStatus(state);
  const passes = state.rules.stock?.passes;
  if (!status || passes === undefined) return null;
  const passLine = compact ? passShort(status.pass, passes) : passText(status.pass, passes);
  switch (status.kind) {
    case 'cards':
      return [String(status.cards), passLine];
    case 'turn-over':
      return [t('table.stock.turnOver'), passLine];
    case 'empty':
      return [t('table.stock.empty'), passLine];
    case 'done':
      return [t('table.stock.empty'), compact ? passLine : t('table.stock.noPass')];
  }
}

/** "Pass 1 of 2", or "Pass 3" when the passes are unlimited. */
export function passText(pass: number, passes: number | 'unlimited'): string {
  return passes === 'unlimited' ? t('table.stock.passOpen', { pass }) : t('table.stock.pass', { pass, passes });
}

/** "↻ 1/2", or "↻ 3" when the passes are unlimited: the same in every language. */
function passShort(pass: number, passes: number | 'unlimited'): string {
  return passes === 'unlimited' ? `↻ ${pass}` : `↻ ${pass}/${passes}`;
}

export class StockLabel {
  private box: Phaser.GameObjects.Graphics | null = null;
  private text: Phaser.GameObjects.Text | null = null;

  constructor(private readonly scene: Phaser.Scene) {}

  /** Shows the label for `state` on the stock's slot; nothing in games without a stock. */
  show(state: State, layout: TableLayout): void {
    const slot = layout.slots.get('s');
    const lines = stockLines(state);
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
    const room = slot.w * 0.9;
    const minPx = MIN_CSS_PX * layout.dpr;
    const fontPx = Math.max(minPx, Math.round(11 * u));
    // Legible first: a line too long shrinks while it stays comfortably large (on a desktop's
    // wide cards it stays one line and leaves most of the back in view); on a narrow stock
    // ("Durchgang 1 von 2" on a phone, or beside Busy Aces' twelve columns) it breaks between its
    // words. Where a word is still wider than the card at a legible size, the pass is said in the
    // compact form; an empty stock's word then gives way; only then does the text shrink to fit.
    const text = this.text;
    const setLines = (shown: readonly string[]) => {
      text.setText(shown.join('\n')).setFontSize(fontPx).setWordWrapWidth(null).setLineSpacing(0).setScale(1);
      if (text.width > room && (fontPx * room) / text.width < ONE_LINE_CSS_PX * layout.dpr) text.setWordWrapWidth(room);
      if (text.width > room) text.setScale(room / text.width);
    };
    setLines(lines);
    if (fontPx * text.scaleY < minPx) {
      const compact = stockLines(state, true) ?? lines;
      setLines(compact);
      // A word still too wide for the card at a legible size ("Umdrehen" on a German phone's
      // Klondike stock, drawn at 7.3 px): the label keeps the pass alone, since the empty slot
      // under it already shows what a tap does (its loop: turn the waste over; its cross: no pass).
      if (fontPx * text.scaleY < minPx && state.stock.length === 0) setLines(compact.slice(1));
    }
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
