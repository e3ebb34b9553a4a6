import type * as Phaser from 'phaser';
import { type MessageKey, t } from '../../platform';
import { drawNextFrame } from '../draw-on-demand';
import { formatTime } from '../format-time';
import { Button, type ButtonInfo, UI_FONT } from '../ui/button';
import type { IconName } from '../ui/icons';
import { pageTextRegion } from '../ui/live-region';
import { mainButton } from '../ui/main-button';
import type { TableLayout } from './layout';

// The counters line and the button bar of the table (part of the table scene, fed by `update`).
// Every button has an icon over a short label, and everything is sized in the layout's UI unit,
// so a desktop's HUD is as legible beside its large cards as a phone's.

export const HUD_BUTTONS = ['menu', 'undo', 'redo', 'hint', 'newDeal', 'restart', 'sound'] as const;
export type HudButton = (typeof HUD_BUTTONS)[number];

/** Each button's label; short, so seven buttons fit a phone's width. */
const LABELS = {
  menu: 'table.menu',
  undo: 'table.undo',
  redo: 'table.redo',
  hint: 'table.hint',
  newDeal: 'table.new',
  restart: 'table.restart',
  sound: 'table.sound',
} as const satisfies Record<HudButton, MessageKey>;

const ICON_OF = {
  menu: 'menu',
  undo: 'undo',
  redo: 'redo',
  hint: 'hint',
  newDeal: 'newDeal',
  restart: 'restart',
  sound: 'soundOn',
} as const satisfies Record<HudButton, IconName>;

export interface HudInfo {
  readonly title: string;
  /** The game's name alone: the title a bar too narrow for the deal number shows. */
  readonly name: string;
  readonly moves: number;
  /** Free cells and all cells, or null in games without cells. */
  readonly cells: readonly [number, number] | null;
  readonly home: readonly [number, number];
  readonly stock: number | null;
  readonly seconds: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly muted: boolean;
  /**
   * The game is won and over: the win panel holds the ways on, and the table takes no command, so
   * its buttons but Sound show so (they looked as ever and did nothing, the Menu one included).
   */
  readonly finished: boolean;
}

export class Hud {
  private readonly buttons = new Map<HudButton, Button>();
  private readonly left: Phaser.GameObjects.Text;
  private readonly right: Phaser.GameObjects.Text;
  private readonly bar: Phaser.GameObjects.Rectangle;
  private layout: TableLayout | null = null;
  /** The counters of the last update, joined as wide as the bar allows (fit). */
  private counters: string[] = [];
  private readonly onTitle: () => void;
  private readonly titleZone: Phaser.GameObjects.Zone;
  private title = '';
  private name = '';
  /** The counters in the page, under the title, for a screen reader to read when it goes there. */
  private readonly words: ReturnType<typeof pageTextRegion>;

  /**
   * Placed for `layout` at once, its texts made at their font size (a text measures its font
   * when made and again when the size changes). `onTitle`: the title (game and deal number) is a
   * control too: it opens the deal choices.
   */
  constructor(
    scene: Phaser.Scene,
    layout: TableLayout,
    onTitle: () => void,
    handlers: Readonly<Record<HudButton, () => void>>,
  ) {
    this.bar = scene.add.rectangle(0, 0, 1, 1, 0x000000, 0.22).setOrigin(0, 0).setDepth(4000);
    const style = { fontFamily: UI_FONT, fontSize: countersFont(layout), color: '#f2f7f2' };
    this.left = scene.add.text(0, 0, '', style).setDepth(4001).setOrigin(0, 0.5);
    // The title's target: the bar's height, the title's width and a margin (a finger, not the
    // text's 16 px); a press that began on it (a drag let go over it, to a cell at the top left, is a drop).
    this.titleZone = scene.add.zone(0, 0, 1, 1).setOrigin(0, 0).setDepth(4002);
    let pressed = false;
    this.titleZone
      .setInteractive({ useHandCursor: true })
      .on('pointerdown', (pointer: Phaser.Input.Pointer) => {
        pressed = mainButton(pointer);
      })
      .on('pointerout', () => {
        pressed = false;
      })
      .on('pointerup', (pointer: Phaser.Input.Pointer) => {
        if (!mainButton(pointer)) return;
        if (pressed) onTitle();
        pressed = false;
      });
    this.onTitle = onTitle;
    this.right = scene.add.text(0, 0, '', style).setDepth(4001).setOrigin(1, 0.5);
    this.words = pageTextRegion('table-counters');
    scene.events.once('shutdown', () => this.words.remove());
    for (const id of HUD_BUTTONS) {
      this.buttons.set(id, new Button(scene, t(LABELS[id]), handlers[id], 5000, 'plain', ICON_OF[id]));
    }
    this.place(layout);
  }

  /** The title as a button for the keyboard and the screen reader (dom-layer.ts): the deal choices. */
  titleButton(): ButtonInfo {
    const z = this.titleZone;
    return {
      label: t('table.dealChoices', { title: this.title }),
      x: z.x,
      y: z.y,
      w: z.width,
      h: z.height,
      enabled: true,
      depth: z.depth,
      press: this.onTitle,
    };
  }

  place(layout: TableLayout): void {
    this.layout = layout;
    const { stats, buttons, unit: u } = layout;
    this.bar.setPosition(stats.x, stats.y).setSize(stats.w, stats.h);
    const font = countersFont(layout);
    const pad = 8 * u;
    this.left.setFontSize(font).setPosition(stats.x + pad, stats.y + stats.h / 2);
    this.right.setFontSize(font).setPosition(stats.x + stats.w - pad, stats.y + stats.h / 2);
    const n = HUD_BUTTONS.length;
    const gap = 6 * u;
    const label = Math.round(12 * u);
    HUD_BUTTONS.forEach((id, i) => {
      const b = this.buttons.get(id) as Button;
      b.setLabel(t(LABELS[id]));
      if (layout.buttonsVertical) {
        const h = Math.min((buttons.h - gap * (n + 1)) / n, 64 * u);
        const top = buttons.y + (buttons.h - (h * n + gap * (n - 1))) / 2;
        b.place(buttons.x + gap, top + i * (h + gap), buttons.w - 2 * gap, h, Math.round(11 * u));
      } else {
        const w = Math.min((buttons.w - gap * (n + 1)) / n, 120 * u);
        const left = buttons.x + (buttons.w - (w * n + gap * (n - 1))) / 2;
        b.place(left + i * (w + gap), buttons.y + gap, w, buttons.h - 2 * gap, label);
      }
    });
    this.fit();
  }

  update(info: HudInfo): void {
    this.title = info.title;
    this.name = info.name;
    const parts = [t('table.hud.moves', { moves: info.moves })];
    if (info.cells) parts.push(t('table.hud.free', { free: info.cells[0], cells: info.cells[1] }));
    parts.push(t('table.hud.home', { home: info.home[0], total: info.home[1] }));
    if (info.stock !== null) parts.push(t('table.hud.stock', { stock: info.stock }));
    parts.push(formatTime(info.seconds));
    // The clock's second, on time: a still table is drawn only every IDLE_MS otherwise.
    if (parts.join() !== this.counters.join()) drawNextFrame();
    this.counters = parts;
    this.words.show({ title: info.title, lines: parts });
    const open = !info.finished;
    this.buttons.get('menu')?.setEnabled(open);
    this.buttons.get('undo')?.setEnabled(open && info.canUndo);
    this.buttons.get('redo')?.setEnabled(open && info.canRedo);
    this.buttons.get('hint')?.setEnabled(open);
    this.buttons.get('newDeal')?.setEnabled(open);
    this.buttons.get('restart')?.setEnabled(open && info.canUndo);
    const sound = this.buttons.get('sound');
    sound?.setIcon(info.muted ? 'soundOff' : 'soundOn');
    sound?.setLabel(t(info.muted ? 'table.muted' : 'table.sound'));
    this.fit();
  }

  /**
   * On a narrow screen the counters first close up (one space around each dot rather than two);
   * where the line would still shrink below a legible size, the title leaves out the deal number
   * (a seven-digit one, as New deals, took Jacks in the Box's line down to 8.6 px on a 360 px
   * phone; the deal choices the title opens still name it); then the line shrinks rather than
   * overlap itself.
   */
  private fit(): void {
    const l = this.layout;
    if (!l) return;
    this.left.setScale(1).setText(`${this.title} ▾`);
    this.right.setScale(1).setText(this.counters.join('  ·  '));
    const room = l.stats.w - 24 * l.unit;
    if (this.left.width + this.right.width > room) this.right.setText(this.counters.join(' · '));
    const legible = (MIN_COUNTERS_CSS_PX * l.dpr) / countersFont(l);
    if (room / (this.left.width + this.right.width) < legible) this.left.setText(`${this.name} ▾`);
    const total = this.left.width + this.right.width;
    if (total > room) {
      const s = room / total;
      this.left.setScale(s);
      this.right.setScale(s);
    }
    const pad = 8 * l.unit;
    const w = this.left.width * this.left.scaleX + 2 * pad;
    this.titleZone.setPosition(l.stats.x, l.stats.y).setSize(w, l.stats.h);
    if (this.titleZone.input) this.titleZone.input.hitArea.setTo(0, 0, w, l.stats.h);
  }
}

/**
 * The least size (CSS px) the counters line shrinks to before the title gives up its deal number:
 * the stock label's least too (stock-label.ts).
 */
const MIN_COUNTERS_CSS_PX = 10;

/** The font size of the counters line, in canvas pixels. */
function countersFont(layout: TableLayout): number {
  return Math.round(14 * layout.unit);
}
