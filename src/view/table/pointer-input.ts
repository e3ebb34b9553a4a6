import type * as Phaser from 'phaser';
import { checkLift, type Move, type Pile, parsePileName, type Refusal, type State } from '../../engine';
import { mainButton, mouseLetGo } from '../ui/main-button';
import type { TapPoint } from '../ui/tap-guard';
import type { CardBoard, CardSprite } from './card-board';
import type { Rect } from './layout';

// Mouse and touch on the table: press a card and move to drag it (with the cards above it), or
// release without moving to tap it. Cards are not interactive objects; the board's geometry
// answers what is under the pointer, so drag and tap share one path.

export interface PointerHost {
  /** A dialog is open or the table is not ready: ignore the table. */
  blocked(): boolean;
  /**
   * May the tap beginning with this pointer event play? Not the second tap of a double tap on a
   * button that just dealt or closed a dialog (tap-guard.ts): it would play a card the player
   * never aimed at.
   */
  tapAllowed(at: TapPoint): boolean;
  /** Finish any animation before the press is read. */
  settle(): void;
  state(): State;
  /** Plays a dropped move; false (after showing why) if refused. */
  drop(move: Move): boolean;
  tap(sprite: CardSprite, x: number, y: number): void;
  tapStock(): void;
  refuse(refusal: Refusal): void;
  /** Cards were lifted from a pile: the sound, and where they may go. */
  pickedUp(from: Pile, n: number): void;
  /** While dragging: the move a drop here would make (null: over no other pile); `held` false once let go. */
  hover(move: Move | null, held?: boolean): void;
}

interface Press {
  /** The pointer (finger) that holds the cards; other fingers are ignored meanwhile. */
  readonly pointerId: number;
  readonly sprite: CardSprite;
  readonly run: CardSprite[];
  readonly x: number;
  readonly y: number;
  readonly offsets: { dx: number; dy: number }[];
  dragging: boolean;
  /** Begun while taps were not allowed: released as a tap, it does nothing (a drag still plays). */
  readonly early: boolean;
}

export class PointerInput {
  private press: Press | null = null;

  constructor(
    scene: Phaser.Scene,
    private readonly board: CardBoard,
    private readonly host: PointerHost,
  ) {
    scene.input.on('pointerdown', this.down, this);
    scene.input.on('pointermove', this.move, this);
    scene.input.on('pointerup', this.up, this);
    scene.input.on('pointerupoutside', this.up, this);
  }

  /** True while cards are in the hand (a drag in progress). */
  get holding(): boolean {
    return this.press?.dragging === true;
  }

  /**
   * True from a press on a card until its release: a drag not yet past its first few pixels
   * counts too, so a change of layout (which drops the press) waits for the finger to lift.
   */
  get pressed(): boolean {
    return this.press !== null;
  }

  /** Drops a drag in progress back where it came from (on resize, say). */
  cancel(): void {
    if (!this.press) return;
    this.press = null;
    this.host.hover(null, false);
    this.board.settle();
  }

  private down(pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    if (over.length > 0 || this.host.blocked() || !mainButton(pointer)) return;
    if (this.press) {
      // Another finger while one holds the cards is ignored; a press whose end never came is not
      // kept, or it would hold the table (and its layout) until a release that will not come.
      if (!endMissed(this.press, pointer)) return;
      this.dropBack(this.press);
    }
    const early = !this.host.tapAllowed(pointer);
    this.host.settle();
    // The animation just finished may have won the game (or asked a question): the press is dropped.
    if (this.host.blocked()) return;
    const sprite = this.board.cardAt(pointer.x, pointer.y);
    if (!sprite) {
      const stock = this.board.tableLayout.slots.get('s');
      if (stock && inside(stock, pointer.x, pointer.y) && !early) this.host.tapStock();
      return;
    }
    if (sprite.pile === 's') {
      if (!early) this.host.tapStock();
      return;
    }
    const run = this.board.pileSprites(sprite.pile).filter((s) => s.index >= sprite.index);
    const offsets = run.map((s) => ({ dx: s.img.x - pointer.x, dy: s.img.y - pointer.y }));
    this.press = { pointerId: pointer.id, sprite, run, x: pointer.x, y: pointer.y, offsets, dragging: false, early };
  }

  private move(pointer: Phaser.Input.Pointer): void {
    const p = this.press;
    if (!p || p.pointerId !== pointer.id) return;
    // A mouse moving with no button held was let go where the game did not hear it (outside a
    // portal's frame of another origin): as a release off the table, the cards go back.
    if (mouseLetGo(pointer)) {
      this.dropBack(p);
      return;
    }
    if (!p.dragging) {
      const dpr = window.devicePixelRatio || 1;
      if (Math.hypot(pointer.x - p.x, pointer.y - p.y) < 8 * dpr) return;
      if (!this.canLift(p)) {
        this.press = null;
        return;
      }
      p.dragging = true;
      // Under a finger the cards ride a little above the touch, so the finger does not hide them.
      if (pointer.wasTouch) {
        const up = this.board.tableLayout.cardH * 0.25;
        for (const o of p.offsets) o.dy -= up;
      }
      this.board.lift(p.run);
      const from = parsePileName(p.sprite.pile, this.host.state());
      if (from) this.host.pickedUp(from, p.run.length);
    }
    p.run.forEach((s, i) => {
      const o = p.offsets[i] as { dx: number; dy: number };
      s.img.setPosition(pointer.x + o.dx, pointer.y + o.dy);
    });
    this.board.followLift();
    this.host.hover(this.dropMove(p));
  }

  /** The move a drop here would make, or null when the cards are over no other pile. */
  private dropMove(p: Press): Move | null {
    const target = this.targetPile(p);
    const state = this.host.state();
    const from = parsePileName(p.sprite.pile, state);
    const to = target && target !== p.sprite.pile ? parsePileName(target, state) : null;
    return from && to ? { from, to, n: p.run.length } : null;
  }

  private up(pointer: Phaser.Input.Pointer): void {
    const p = this.press;
    if (!p || p.pointerId !== pointer.id || !mainButton(pointer)) return;
    // The system took the touch away (an edge swipe, a call): the finger meant no tap and no drop.
    if (pointer.wasCanceled) {
      this.dropBack(p);
      return;
    }
    this.press = null;
    if (!p.dragging) {
      if (!p.early) this.host.tap(p.sprite, pointer.x, pointer.y);
      return;
    }
    this.host.hover(null, false);
    const move = this.dropMove(p);
    if (!move) {
      this.board.show(this.host.state(), 180);
      return;
    }
    if (!this.host.drop(move)) this.board.show(this.host.state(), 260);
  }

  /** Ends a press with no tap and no drop: cards lifted go back to their pile. */
  private dropBack(p: Press): void {
    this.press = null;
    if (!p.dragging) return;
    this.host.hover(null, false);
    this.board.show(this.host.state(), 180);
  }

  /**
   * The cards lift when the engine lets them leave their pile together; else it says why not: a
   * column's cards that are no run, a card under the waste's top (its fan shows a strip of it), a
   * foundation's card that may not come back.
   */
  private canLift(p: Press): boolean {
    const state = this.host.state();
    const from = parsePileName(p.sprite.pile, state);
    if (!from) return false;
    const verdict = checkLift(state, from, p.run.length);
    if (!verdict.ok) this.host.refuse(verdict.refusal);
    return verdict.ok;
  }

  /**
   * The pile the dragged cards overlap most (the lead card's rectangle against each pile's area).
   * A column touched counts as reaching down past its last card, to the held card's foot: columns
   * are weighed by how much of the card lies across them, so a long column overlapping a short one
   * (a phone's side-by-side columns) does not take a card held over the short one by its length.
   */
  private targetPile(p: Press): string | null {
    const lead = p.run[0]?.img;
    if (!lead) return null;
    const { cardW, cardH } = this.board.tableLayout;
    let best: string | null = null;
    let bestArea = 0;
    for (const name of this.board.pileNames()) {
      if (name === 's' || name === 'w') continue;
      const area = this.board.pileArea(name);
      if (!area) continue;
      const w = Math.min(lead.x + cardW, area.x + area.w) - Math.max(lead.x, area.x);
      const h = Math.min(lead.y + cardH, area.y + area.h) - Math.max(lead.y, area.y);
      if (w <= 0 || h <= 0) continue;
      const reach = name.startsWith('t') ? lead.y + cardH - Math.max(lead.y, area.y) : h;
      if (w * reach > bestArea) {
        bestArea = w * reach;
        best = name;
      }
    }
    return best;
  }
}

/**
 * Whether a new press shows that the press in hand ended unheard: the same pointer down again (a
 * mouse let go outside the frame), or the pointer that pressed let go of by lost-touches.ts, which
 * at each touchstart, before this hears it, frees the pointer of a finger off the screen or given
 * to the new finger (its touchend lost, as some systems do when they take a gesture over).
 */
function endMissed(p: Press, pointer: Phaser.Input.Pointer): boolean {
  return pointer.id === p.pointerId || pointer.manager.pointers[p.pointerId]?.active !== true;
}

function inside(r: Rect, x: number, y: number): boolean {
  return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
}
