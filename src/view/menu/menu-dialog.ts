import type * as Phaser from 'phaser';
import type { TapGuard } from '../ui/tap-guard';
import type { MenuFocus } from './menu-focus';
import { EDGE } from './menu-page';
import { BUTTON_HEIGHT, MENU_COLOURS, MenuUi } from './menu-ui';

// A modal question drawn by the menu: a shade over the page that swallows every tap, and a panel
// with the question and two buttons. The safe choice (keep what there is) comes first, in the
// accent colour, and is what Enter presses before the focus moves and what Esc does; the
// destructive one comes second in red. While it is open only its buttons take the focus and the
// page neither scrolls nor takes taps. It is drawn again for a new screen size or language.

export interface MenuQuestion {
  readonly message: string;
  /** The safe choice: it closes the dialog and changes nothing. */
  readonly keepLabel: string;
  /** The choice that throws something away. */
  readonly goLabel: string;
  readonly go: () => void;
}

/** Above the page (0..), its fixed header and the notice banner (1000..2010); below the focus ring. */
const DIALOG_DEPTH = 3000;
const PAD = 20;
/** Narrower than this, the two buttons are stacked (the safe one on top). */
const SIDE_BY_SIDE = 380;

export class MenuDialog {
  private readonly ui: MenuUi;
  /** Builds the question in the current language; null when closed. */
  private asked: (() => MenuQuestion) | null = null;
  private message = '';

  constructor(
    scene: Phaser.Scene,
    devicePixelRatio: number,
    private readonly focus: MenuFocus,
    /** Told when the dialog opens or closes (the page stops scrolling meanwhile). */
    private readonly onOpen: (open: boolean) => void,
    guard: TapGuard | null = null,
  ) {
    this.ui = new MenuUi(scene, devicePixelRatio, focus.modalSink, DIALOG_DEPTH, guard);
  }

  get open(): boolean {
    return this.asked !== null;
  }

  /** The question on screen, or null (for the automation API). */
  question(): string | null {
    return this.asked ? this.message : null;
  }

  ask(question: () => MenuQuestion): void {
    this.asked = question;
    this.focus.openModal(question().message);
    this.relayout();
    // After the buttons are there: the HTML layer for the keyboard takes them at once (menu-scene.ts).
    this.onOpen(true);
  }

  /** Esc, or the safe button: closes the dialog, nothing else. */
  cancel(): void {
    this.close();
  }

  /** Draws the open dialog again (a new screen size, a new language); nothing when closed. */
  relayout(): void {
    if (!this.asked) return;
    const q = this.asked();
    this.message = q.message;
    const ui = this.ui;
    ui.clear();
    ui.box(0, 0, ui.width, ui.height, 0x000000, 0.6, 0, true);
    const w = Math.min(ui.width - 2 * EDGE, 480);
    const x = (ui.width - w) / 2;
    const text = ui.text(ui.width / 2, 0, q.message, 18, {
      wrap: w - 2 * PAD,
      originX: 0.5,
      align: 'center',
      fixed: true,
    });
    const stacked = w < SIDE_BY_SIDE;
    const gap = 10;
    const bh = BUTTON_HEIGHT + 4;
    const buttonsH = stacked ? 2 * bh + gap : bh;
    const h = PAD + ui.heightOf(text) + PAD + buttonsH + PAD;
    const y = Math.max(EDGE, (ui.height - h) / 2);
    ui.box(x, y, w, h, 0x0e2f22, 0.98, 14, true);
    ui.outline(x, y, w, h, 0xffffff, 1.5, 14, true);
    text.setY((y + PAD) * ui.dpr);
    const bw = stacked ? w - 2 * PAD : (w - 2 * PAD - gap) / 2;
    const by = y + h - PAD - buttonsH;
    const keep = () => this.close();
    const go = () => {
      this.close();
      q.go();
    };
    ui.button(x + PAD, by, bw, bh, q.keepLabel, keep, { fixed: true, primary: true, fontSize: 17 });
    const gx = stacked ? x + PAD : x + PAD + bw + gap;
    const gy = stacked ? by + bh + gap : by;
    ui.button(gx, gy, bw, bh, q.goLabel, go, { fixed: true, fill: MENU_COLOURS.destructive, fontSize: 17 });
    this.focus.show();
  }

  private close(): void {
    if (!this.asked) return;
    this.asked = null;
    this.ui.clear();
    this.focus.closeModal();
    this.onOpen(false);
  }
}
