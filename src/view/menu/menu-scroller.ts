import type * as Phaser from 'phaser';
import { mouseLetGo } from '../ui/main-button';

// Scrolls a menu page that is taller than the screen: drag anywhere (touch or mouse) or use the
// wheel. The page scrolls by moving the camera, so buttons keep working wherever they are; fixed
// headers have scroll factor 0 and stay put. It is locked while a dialog is open over the page.

/** A drag shorter than this (CSS px) may still be a tap on a button. */
const DRAG_START = 10;

export class MenuScroller {
  private contentHeight = 0;
  private dragFrom: { pointerY: number; scrollY: number } | null = null;
  private dragging = false;
  /** While true (a dialog is open) neither drags nor the wheel nor the keys scroll. */
  locked = false;

  constructor(
    private readonly scene: Phaser.Scene,
    /** Canvas pixels per menu unit (it changes with the screen size). */
    private readonly unit: () => number,
  ) {
    const input = scene.input;
    input.on('pointerdown', this.onDown, this);
    input.on('pointermove', this.onMove, this);
    input.on('pointerup', this.onUp, this);
    input.on('pointerupoutside', this.onUp, this);
    input.on('wheel', this.onWheel, this);
    scene.events.once('shutdown', () => {
      input.off('pointerdown', this.onDown, this);
      input.off('pointermove', this.onMove, this);
      input.off('pointerup', this.onUp, this);
      input.off('pointerupoutside', this.onUp, this);
      input.off('wheel', this.onWheel, this);
    });
  }

  /** The page's height in menu units; the scroll is kept inside it. */
  setContentHeight(cssHeight: number): void {
    this.contentHeight = cssHeight;
    this.scrollTo(this.scene.cameras.main.scrollY);
  }

  /** How far the page is scrolled (camera px), to come back to it later. */
  get scrollY(): number {
    return this.scene.cameras.main.scrollY;
  }

  /** Back to where a page was scrolled (kept inside its height). */
  restore(scrollY: number): void {
    this.scrollTo(scrollY);
  }

  reset(): void {
    this.dragFrom = null;
    this.dragging = false;
    this.scene.cameras.main.setScroll(0, 0);
  }

  private maxScroll(): number {
    return Math.max(0, this.contentHeight * this.unit() - this.scene.scale.height);
  }

  private scrollTo(y: number): void {
    this.scene.cameras.main.setScroll(0, Math.round(Math.min(this.maxScroll(), Math.max(0, y))));
  }

  private onDown(pointer: Phaser.Input.Pointer): void {
    if (this.locked) return;
    this.dragFrom = { pointerY: pointer.y, scrollY: this.scene.cameras.main.scrollY };
    this.dragging = false;
  }

  private onMove(pointer: Phaser.Input.Pointer): void {
    if (!this.dragFrom || !pointer.isDown || this.locked) return;
    // Let go where the game did not hear it: the drag ended there.
    if (mouseLetGo(pointer)) {
      this.onUp();
      return;
    }
    const dy = pointer.y - this.dragFrom.pointerY;
    if (!this.dragging && Math.abs(dy) < DRAG_START * this.unit()) return;
    this.dragging = true;
    this.scrollTo(this.dragFrom.scrollY - dy);
  }

  private onUp(): void {
    this.dragFrom = null;
    this.dragging = false;
  }

  private onWheel(_pointer: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number): void {
    if (this.locked) return;
    this.scrollTo(this.scene.cameras.main.scrollY + dy * this.unit());
  }

  /** Scrolls as little as brings a span of the page (canvas px) into view below a fixed header of `inset` canvas px. */
  reveal(top: number, bottom: number, inset: number): void {
    const y = this.scene.cameras.main.scrollY;
    const margin = 8 * this.unit();
    if (top - margin < y + inset) this.scrollTo(top - margin - inset);
    else if (bottom + margin > y + this.scene.scale.height) this.scrollTo(bottom + margin - this.scene.scale.height);
  }

  /** Scrolls by a number of menu units (keyboard paging). */
  scrollBy(cssDy: number): void {
    if (this.locked) return;
    this.scrollTo(this.scene.cameras.main.scrollY + cssDy * this.unit());
  }
}
