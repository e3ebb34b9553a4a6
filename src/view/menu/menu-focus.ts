import type * as Phaser from 'phaser';
import { drawFocusRing } from '../ui/focus-ring';
import { liveRegion } from '../ui/live-region';

// Keyboard focus for the menu's buttons: Tab and Shift+Tab (or the arrow keys) move it through the
// buttons in the order they were drawn, Enter or Space press the focused one. A ring shows where it
// is, as soon as the keyboard is used and until the pointer is (focus-visible, as browsers do it).
// The canvas has no buttons a screen reader could find, so the focused label is also written to a
// polite live region. A modal dialog has its own list: while it is open only its buttons take the
// focus, and the page's place in its own list waits for the dialog to close.

export interface Focusable {
  /** Where the button is, in canvas px (scrolling with the page unless `fixed`). */
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly fixed: boolean;
  readonly label: string;
  readonly selected: boolean;
  readonly press: () => void;
}

/** Where a MenuUi registers the buttons it draws. */
export interface FocusSink {
  add(entry: Focusable): void;
  /** The buttons are drawn again: they will register anew, in order. */
  clear(): void;
}

/** Above everything the menu draws, the dialog included. */
const RING_DEPTH = 5000;

interface FocusList {
  entries: Focusable[];
  index: number;
}

export class MenuFocus implements FocusSink {
  private readonly page: FocusList = { entries: [], index: -1 };
  /** The open dialog's buttons, or null. */
  private modal: FocusList | null = null;
  /** Said once with the first focused button of a dialog (its question). */
  private announce = '';
  private visible = false;
  private readonly ring: Phaser.GameObjects.Graphics;
  private readonly live: HTMLDivElement;

  constructor(
    scene: Phaser.Scene,
    /** Canvas px per CSS px. */
    private readonly unit: () => number,
    /** Scrolls the page so a button (canvas px, page coordinates) is in view. */
    private readonly reveal: (top: number, bottom: number) => void,
  ) {
    this.ring = scene.add.graphics().setDepth(RING_DEPTH).setVisible(false);
    this.live = liveRegion('menu-focus');
    // Any press of the pointer hides the ring: the player has left the keyboard.
    const onPointer = () => this.hide();
    scene.input.on('pointerdown', onPointer);
    scene.events.once('shutdown', () => {
      scene.input.off('pointerdown', onPointer);
      this.live.remove();
    });
  }

  /** The page is drawn again: its buttons will register anew, in order. */
  clear(): void {
    this.page.entries = [];
    if (!this.modal) this.ring.setVisible(false);
  }

  add(entry: Focusable): void {
    this.page.entries.push(entry);
  }

  /** Where the open dialog's buttons register (between openModal and closeModal). */
  readonly modalSink: FocusSink = {
    add: (entry) => this.modal?.entries.push(entry),
    clear: () => {
      if (this.modal) this.modal.entries = [];
      this.ring.setVisible(false);
    },
  };

  /** A dialog opens: only its buttons take the focus, its first (the safe choice) focused; `question` is read with it. */
  openModal(question: string): void {
    this.modal = { entries: [], index: 0 };
    this.announce = question;
  }

  /** The dialog closed: the focus is back where it was on the page. */
  closeModal(): void {
    this.modal = null;
    this.announce = '';
    this.show();
  }

  /** The buttons that take the focus now (the dialog's while one is open), in order. */
  buttons(): readonly Focusable[] {
    return this.active().entries;
  }

  private active(): FocusList {
    return this.modal ?? this.page;
  }

  /**
   * A new page: focus its first button if the keyboard brought us here, else none. A page to read
   * (a game's rules, the statistics) starts with none either way, as a web page does: Space scrolls
   * it rather than pressing its Back, and Tab goes to its first button.
   */
  startPage(reading: boolean): void {
    this.page.index = this.visible && !reading ? 0 : -1;
  }

  /** The page's focused button's place in the order (-1: none), to come back to it later. */
  get pagePlace(): number {
    return this.page.index;
  }

  /** Back on a page left for another (the games, from a game's rules): the focus where it was. */
  returnTo(place: number): void {
    this.page.index = place;
    this.show();
  }

  /** After drawing: the ring on the focused button (the same place in the order, after a redraw). */
  show(): void {
    const list = this.active();
    if (list.index >= list.entries.length) list.index = list.entries.length - 1;
    const e = list.entries[list.index];
    this.ring.setVisible(false);
    if (!e) return;
    // A dialog is read out however it was opened; the page's focus only once the keyboard is used.
    const label = e.selected ? `${e.label} ✓` : e.label;
    if (this.visible || this.modal) this.live.textContent = this.announce ? `${this.announce} ${label}` : label;
    if (!this.visible) return;
    drawFocusRing(this.ring, e.x, e.y, e.w, e.h, this.unit());
    this.ring.setScrollFactor(e.fixed ? 0 : 1).setVisible(true);
    if (!e.fixed) this.reveal(e.y, e.y + e.h);
  }

  /** The focused button's place in the order, or -1. */
  get index(): number {
    return this.visible || this.modal ? this.active().index : -1;
  }

  /** A dialog's buttons alone take the focus now. */
  get modalOpen(): boolean {
    return this.modal !== null;
  }

  /** Focuses a button by its place in the order (the DOM layer's focus went there): ring, scroll, words. */
  focusAt(index: number): void {
    const list = this.active();
    if (index < 0 || index >= list.entries.length) return;
    // Already there (a dialog's first button, focused as it opens, its question still to be read).
    if (list.index === index && (this.visible || this.modal)) return;
    this.visible = true;
    this.announce = '';
    list.index = index;
    this.show();
  }

  /** Moves the focus by `step` buttons, wrapping around (from none: to the first, or the last). */
  move(step: 1 | -1): void {
    const list = this.active();
    const n = list.entries.length;
    if (n === 0) return;
    this.visible = true;
    this.announce = '';
    list.index = list.index < 0 ? (step > 0 ? 0 : n - 1) : (list.index + step + n) % n;
    this.show();
  }

  /**
   * Presses the focused button; false when none is focused. A dialog always has one (its safe
   * choice at first), ring or not, as a browser's dialog has a default button.
   */
  press(): boolean {
    const list = this.active();
    const e = this.visible || this.modal ? list.entries[list.index] : undefined;
    if (!e) return false;
    e.press();
    return true;
  }

  private hide(): void {
    this.visible = false;
    this.ring.setVisible(false);
  }
}
