import type * as Phaser from 'phaser';
import { drawFocusRing } from '../ui/focus-ring';
import { fillSoon, liveRegion } from '../ui/live-region';

// Keyboard focus on the win panel's buttons. The primary button (New deal) holds the focus from the
// start, as a dialog's default button does, but shows no ring until the keyboard is used: the first
// Tab or arrow key only shows the ring on it (so the player sees where they are before anything
// moves), later ones move it (Tab, Right and Down forwards; Shift+Tab, Left and Up back; wrapping).
// Enter or Space press the focused button, so Enter alone is New deal. A press of the pointer hides
// the ring again. The focused label is written to a polite live region for screen readers (the
// canvas has no buttons they could find), which first says the win itself.

export interface FocusButton {
  /** Where the button is, in canvas px. */
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly label: string;
  readonly press: () => void;
}

const RING_DEPTH = 300;

export class PanelFocus {
  private buttons: readonly FocusButton[] = [];
  private index = 0;
  private shown = false;
  private readonly ring: Phaser.GameObjects.Graphics;
  private readonly live: HTMLDivElement;

  constructor(scene: Phaser.Scene, announcement: string) {
    this.ring = scene.add.graphics().setDepth(RING_DEPTH).setVisible(false);
    this.live = liveRegion('win-focus');
    fillSoon(this.live, announcement);
    const onPointer = () => {
      this.shown = false;
      this.draw();
    };
    scene.input.on('pointerdown', onPointer);
    scene.events.once('shutdown', () => {
      scene.input.off('pointerdown', onPointer);
      this.live.remove();
    });
  }

  /** The buttons as now placed, in focus order; the focus stays on the same one after a relayout. */
  setButtons(buttons: readonly FocusButton[]): void {
    this.buttons = buttons;
    this.index = Math.min(this.index, buttons.length - 1);
    this.draw();
  }

  /** Handles a key; true if it was the panel's (Tab, arrows, Enter, Space). */
  key(e: KeyboardEvent): boolean {
    if (e.ctrlKey || e.metaKey || e.altKey || this.buttons.length === 0) return false;
    const next = e.key === 'ArrowDown' || e.key === 'ArrowRight' || (e.key === 'Tab' && !e.shiftKey);
    const previous = e.key === 'ArrowUp' || e.key === 'ArrowLeft' || (e.key === 'Tab' && e.shiftKey);
    if (next || previous) {
      // Tab would leave the canvas for the browser's own controls; arrows would scroll the page.
      e.preventDefault();
      if (this.shown) {
        const n = this.buttons.length;
        this.index = (this.index + (next ? 1 : -1) + n) % n;
      }
      this.shown = true;
      this.draw();
      return true;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      // A key still held from the winning move (Enter sends a card home) must not press anything.
      if (e.repeat) return true;
      this.buttons[this.index]?.press();
      return true;
    }
    return false;
  }

  private draw(): void {
    const b = this.buttons[this.index];
    if (!this.shown || !b) {
      this.ring.setVisible(false);
      return;
    }
    drawFocusRing(this.ring, b.x, b.y, b.w, b.h, window.devicePixelRatio || 1);
    this.ring.setVisible(true);
    this.live.dataset.winFocus = b.label;
    this.live.textContent = b.label;
  }
}
