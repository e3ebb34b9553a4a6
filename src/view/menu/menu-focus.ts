import type * as Phaser from 'phaser';
import { drawFocusRing } from '../ui/focus-ring';

// Keyboard focus for the menu's buttons: Tab and Shift+Tab (or the arrow keys) move it through the
// buttons in the order they were drawn, Enter or Space press the focused one. A ring shows where it
// is, as soon as the keyboard is used and until the pointer is (focus-visible, as browsers do it).
// The canvas has no buttons a screen reader could find, so the focused label is also written to a
// polite live region.

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

const RING_DEPTH = 1100;

export class MenuFocus {
  private entries: Focusable[] = [];
  private index = -1;
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
    this.live = document.createElement('div');
    this.live.dataset.menuFocus = '';
    this.live.setAttribute('role', 'status');
    this.live.setAttribute('aria-live', 'polite');
    // Visually hidden, still read: the usual "sr-only" rules.
    Object.assign(this.live.style, {
      position: 'fixed',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    });
    document.body.appendChild(this.live);
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
    this.entries = [];
    this.ring.setVisible(false);
  }

  add(entry: Focusable): void {
    this.entries.push(entry);
  }

  /** A new page: focus its first button if the keyboard brought us here, else none. */
  startPage(): void {
    this.index = this.visible ? 0 : -1;
  }

  /** After drawing: the ring on the focused button (the same place in the order, after a redraw). */
  show(): void {
    if (this.index >= this.entries.length) this.index = this.entries.length - 1;
    const e = this.entries[this.index];
    if (!this.visible || !e) {
      this.ring.setVisible(false);
      return;
    }
    drawFocusRing(this.ring, e.x, e.y, e.w, e.h, this.unit());
    this.ring.setScrollFactor(e.fixed ? 0 : 1).setVisible(true);
    if (!e.fixed) this.reveal(e.y, e.y + e.h);
    this.live.textContent = e.selected ? `${e.label} ✓` : e.label;
  }

  /** Moves the focus by `step` buttons, wrapping around (from none: to the first, or the last). */
  move(step: 1 | -1): void {
    const n = this.entries.length;
    if (n === 0) return;
    this.visible = true;
    this.index = this.index < 0 ? (step > 0 ? 0 : n - 1) : (this.index + step + n) % n;
    this.show();
  }

  /** Presses the focused button; false when none is focused. */
  press(): boolean {
    const e = this.visible ? this.entries[this.index] : undefined;
    if (!e) return false;
    e.press();
    return true;
  }

  private hide(): void {
    this.visible = false;
    this.ring.setVisible(false);
  }
}
