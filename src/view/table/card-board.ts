import type * as Phaser from 'phaser';
import {
  allPiles,
  type Card,
  canTurnWaste,
  foundationGroupIndex,
  parsePileName,
  pileName,
  type State,
} from '../../engine';
import type { CardFrame, CardTextures } from './card-textures';
import { cardPosition, type Rect, type TableLayout } from './layout';
import { faceDownIn, type Placed, placeCards } from './pile-cards';
import type { SlotKind } from './slot-art';
import { StockLabel } from './stock-label';

// The card sprites of the table. `show(state)` moves every sprite to its place in a position,
// chessground-style: the sprites of the position before are matched to the cards of the position
// after (same pile and index first, then same card in the same pile, then the same card anywhere,
// which keeps the two copies of a card apart in two-deck games), and only what changed tweens.

export interface CardSprite {
  readonly img: Phaser.GameObjects.Image;
  readonly card: Card;
  pile: string;
  index: number;
  faceUp: boolean;
  /** The turn-up running on this card, if one is. */
  turn?: Phaser.Tweens.Tween;
}

const BASE_DEPTH = 10;
const FLYING_DEPTH = 1000;
/** Cards in the hand ride above everything on the table, the HUD's bars and buttons too (4000-5003). */
export const HELD_DEPTH = 5500;

/** Depth per column: room for the longest column a game can build (19) under the next column's cards. */
const COLUMN_LAYER = 24;

function columnLayer(pile: string): number {
  return pile.startsWith('t') ? Number(pile.slice(1)) * COLUMN_LAYER : 0;
}

export class CardBoard {
  private sprites: CardSprite[] = [];
  private readonly slots = new Map<string, Phaser.GameObjects.Image>();
  private readonly stockLabel: StockLabel;
  private state: State | null = null;
  /** While cards are dragged: the shadow under them, and the card it follows. */
  private shadow: Phaser.GameObjects.Graphics | null = null;
  private lifted: CardSprite | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly textures: CardTextures,
    private layout: TableLayout,
  ) {
    this.stockLabel = new StockLabel(scene);
  }

  get current(): State | null {
    return this.state;
  }

  /** The sprites of a pile, bottom first. */
  pileSprites(pile: string): CardSprite[] {
    return this.sprites.filter((s) => s.pile === pile).sort((a, b) => a.index - b.index);
  }

  /** Is any card still flying or turning over (its tween not yet done)? */
  moving(): boolean {
    return this.sprites.some((s) => s.turn !== undefined || this.scene.tweens.isTweening(s.img));
  }

  /** Every card sprite on the table, for the automation API's audit of the picture. */
  allSprites(): readonly CardSprite[] {
    return this.sprites;
  }

  /** Moves every card to its place in `state`; returns how long the slowest tween takes (ms). */
  show(state: State, duration: number): number {
    this.state = state;
    this.dropShadow();
    this.drawSlots(state);
    this.stockLabel.show(state, this.layout);
    const placed = placeCards(state);
    const assigned = this.match(placed);
    let longest = 0;
    placed.forEach((p, i) => {
      const s = assigned[i] as CardSprite;
      const moved = s.pile !== p.pile || s.index !== p.index;
      // A face-down card that stays where it is and is now face up turns over (in Klondike, the
      // card a move uncovers); anything else just shows its new picture.
      const turning = !s.faceUp && p.faceUp && !moved && duration > 0;
      s.turn?.stop();
      s.turn = undefined;
      s.pile = p.pile;
      s.index = p.index;
      s.faceUp = p.faceUp;
      const picture = p.faceUp ? this.textures.face(p.card) : this.textures.back();
      const to = cardPosition(this.layout, p.pile, p.index, p.count, p.down);
      if (turning) {
        longest = Math.max(longest, this.turnUp(s, picture, to, duration));
        return;
      }
      s.img.setTexture(picture.key, picture.frame);
      s.img.setDisplaySize(this.layout.cardW, this.layout.cardH).setVisible(true);
      // A column lies over the one to its left: where columns overlap side by side (a portrait
      // phone), each card shows its left part and the pointer finds the card it sees.
      const depth = BASE_DEPTH + columnLayer(p.pile) + p.index;
      this.scene.tweens.killTweensOf(s.img);
      const far = Math.hypot(s.img.x - to.x, s.img.y - to.y);
      if (duration <= 0 || far < 1) {
        s.img.setPosition(to.x, to.y).setDepth(depth);
        return;
      }
      // Cards that change pile fly above the rest; a column that only re-fans slides in place.
      const time = moved ? duration : Math.min(duration, 150);
      longest = Math.max(longest, time);
      if (moved) s.img.setDepth(FLYING_DEPTH + p.index);
      this.scene.tweens.add({
        targets: s.img,
        x: to.x,
        y: to.y,
        duration: time,
        ease: 'Cubic.easeOut',
        onComplete: () => s.img.setDepth(depth),
      });
    });
    return longest;
  }

  /**
   * Turns a card face up where it lies: its back narrows to an edge, its face widens out of it,
   * about the card's middle. Returns the time (ms). Stopped by the next show(), which draws the
   * card whole.
   */
  private turnUp(s: CardSprite, face: CardFrame, at: { x: number; y: number }, duration: number): number {
    const { cardW, cardH } = this.layout;
    const back = this.textures.back();
    const img = s.img.setTexture(back.key, back.frame).setDisplaySize(cardW, cardH).setVisible(true);
    this.scene.tweens.killTweensOf(img);
    img.setPosition(at.x, at.y);
    const full = { back: img.scaleX, face: 0 };
    const turn = { t: 0 };
    let showingFace = false;
    const time = Math.max(120, duration);
    s.turn = this.scene.tweens.add({
      targets: turn,
      t: 1,
      duration: time,
      ease: 'Sine.easeInOut',
      onUpdate: () => {
        if (!showingFace && turn.t >= 0.5) {
          showingFace = true;
          img.setTexture(face.key, face.frame).setDisplaySize(cardW, cardH);
          full.face = img.scaleX;
        }
        // 1 -> 0 -> 1: the width of the side that shows.
        const width = Math.max(0.02, Math.abs(1 - 2 * turn.t));
        img.setScale((showingFace ? full.face : full.back) * width, img.scaleY);
        img.setX(at.x + (cardW * (1 - width)) / 2);
      },
      onComplete: () => {
        img.setTexture(face.key, face.frame).setDisplaySize(cardW, cardH).setPosition(at.x, at.y);
        s.turn = undefined;
      },
    });
    return time;
  }

  /** Deals a position: every card flies from `from` to its place, one after another; returns the time (ms). */
  dealIn(state: State, from: { x: number; y: number }, step: number, flight: number): number {
    this.show(state, 0);
    if (flight <= 0) return 0;
    // Row by row across the columns, as a dealer lays them out.
    // Plain string order for the piles: localeCompare's collation is far slower, and this is start-up.
    const order = this.sprites
      .slice()
      .sort((a, b) => a.index - b.index || (a.pile < b.pile ? -1 : a.pile > b.pile ? 1 : 0));
    order.forEach((s, i) => {
      const to = { x: s.img.x, y: s.img.y };
      const depth = s.img.depth;
      // Hidden until its flight starts: waiting below the table it cannot be seen, yet drawing it
      // would cost every frame of the deal (the very first one most).
      s.img
        .setPosition(from.x, from.y)
        .setDepth(FLYING_DEPTH + i)
        .setVisible(false);
      this.scene.tweens.add({
        targets: s.img,
        x: to.x,
        y: to.y,
        delay: i * step,
        duration: flight,
        ease: 'Cubic.easeOut',
        onStart: () => s.img.setVisible(true),
        onComplete: () => s.img.setDepth(depth),
      });
    });
    return order.length * step + flight;
  }

  /** Jumps every card to its place at once (ends running tweens). */
  settle(): void {
    if (this.state) this.show(this.state, 0);
  }

  setLayout(layout: TableLayout): void {
    this.layout = layout;
    for (const img of this.slots.values()) img.destroy();
    this.slots.clear();
    this.settle();
  }

  get tableLayout(): TableLayout {
    return this.layout;
  }

  /** The topmost card under a point, if any, that is not flying. */
  cardAt(x: number, y: number): CardSprite | null {
    let best: CardSprite | null = null;
    for (const s of this.sprites) {
      const b = s.img;
      if (x < b.x || x >= b.x + this.layout.cardW || y < b.y || y >= b.y + this.layout.cardH) continue;
      if (!best || s.img.depth > best.img.depth) best = s;
    }
    return best;
  }

  /** A pile's screen area: its slot, and for columns everything down to the last card. */
  pileArea(pile: string): Rect | null {
    const slot = this.layout.slots.get(pile);
    if (!slot) return null;
    const last = this.pileSprites(pile).at(-1);
    if (!pile.startsWith('t') || !last) return slot;
    const bottom = this.placeOf(pile, last.index).y;
    return { x: slot.x, y: slot.y, w: slot.w, h: bottom + this.layout.cardH - slot.y };
  }

  /** Where cards dropped on a pile land: its top card (a column's last), or its empty slot. */
  dropRect(pile: string): Rect | null {
    const slot = this.layout.slots.get(pile);
    if (!slot) return null;
    const sprites = this.pileSprites(pile);
    if (!pile.startsWith('t') || sprites.length === 0) return slot;
    const at = this.placeOf(pile, sprites.length - 1);
    return { x: at.x, y: at.y, w: this.layout.cardW, h: this.layout.cardH };
  }

  /**
   * Where the card at `index` of `pile` sits in the position shown: the pile's sprites counted, its
   * face-down cards fanned tighter (layout.ts cardPosition).
   */
  placeOf(pile: string, index: number): { x: number; y: number } {
    const p = this.state ? parsePileName(pile, this.state) : null;
    const down = this.state && p ? faceDownIn(this.state, p) : 0;
    return cardPosition(this.layout, pile, index, this.pileSprites(pile).length, down);
  }

  /** Every pile name of the position on the table. */
  pileNames(): string[] {
    return this.state ? allPiles(this.state).map(pileName) : [];
  }

  private match(placed: readonly Placed[]): CardSprite[] {
    const free = new Set(this.sprites);
    const out: (CardSprite | undefined)[] = new Array(placed.length);
    const take = (i: number, ok: (s: CardSprite) => boolean) => {
      if (out[i]) return;
      const p = placed[i] as Placed;
      for (const s of free) {
        if (s.card === p.card && ok(s)) {
          out[i] = s;
          free.delete(s);
          return;
        }
      }
    };
    placed.forEach((p, i) => {
      take(i, (s) => s.pile === p.pile && s.index === p.index);
    });
    placed.forEach((p, i) => {
      take(i, (s) => s.pile === p.pile);
    });
    placed.forEach((_, i) => {
      take(i, () => true);
    });
    for (const s of free) s.img.destroy();
    this.sprites = this.sprites.filter((s) => !free.has(s));
    return placed.map((p, i) => out[i] ?? this.create(p));
  }

  private create(p: Placed): CardSprite {
    const at = cardPosition(this.layout, p.pile, p.index, p.count, p.down);
    const back = this.textures.back();
    const img = this.scene.add.image(at.x, at.y, back.key, back.frame).setOrigin(0, 0);
    const s: CardSprite = { img, card: p.card, pile: p.pile, index: p.index, faceUp: p.faceUp };
    this.sprites.push(s);
    return s;
  }

  private drawSlots(state: State): void {
    for (const p of allPiles(state)) {
      const name = pileName(p);
      const slot = this.layout.slots.get(name);
      if (!slot) continue;
      let kind: SlotKind = p.kind === 'tableau' ? 'space' : 'cell';
      if (p.kind === 'foundation') kind = 'foundation';
      if (p.kind === 'stock') kind = canTurnWaste(state) ? 'stock' : 'stock-done';
      const group = p.kind === 'foundation' ? foundationGroupIndex(state.rules, p.index) : 0;
      const picture = this.textures.slot(kind, group);
      let img = this.slots.get(name);
      if (!img) {
        img = this.scene.add.image(slot.x, slot.y, picture.key, picture.frame).setOrigin(0, 0).setDepth(1);
        this.slots.set(name, img);
      }
      img.setTexture(picture.key, picture.frame).setPosition(slot.x, slot.y).setDisplaySize(slot.w, slot.h);
    }
  }

  /** Lifts sprites above everything (while dragged), with a soft shadow under them. */
  lift(sprites: readonly CardSprite[]): void {
    sprites.forEach((s, i) => {
      this.scene.tweens.killTweensOf(s.img);
      // Lifted: a touch larger, about the grip, so the finger sees what it holds.
      s.img.setDepth(HELD_DEPTH + i).setScale(s.img.scaleX * 1.04, s.img.scaleY * 1.04);
    });
    const first = sprites[0];
    const last = sprites.at(-1);
    if (!first || !last) return;
    const { cardW, cardH, dpr } = this.layout;
    const w = cardW * 1.04;
    const h = last.img.y - first.img.y + cardH * 1.04;
    const r = cardW * 0.09;
    const g = this.shadow ?? this.scene.add.graphics();
    this.shadow = g.clear().setDepth(HELD_DEPTH - 1);
    // A few widening layers of faint black make a soft edge without a blur filter.
    for (let k = 3; k >= 0; k--) {
      const grow = k * 3 * dpr;
      g.fillStyle(0x000000, 0.1).fillRoundedRect(-grow, -grow, w + 2 * grow, h + 2 * grow, r + grow);
    }
    this.lifted = first;
    this.followLift();
  }

  /** Moves the shadow with the lifted cards (after the pointer moved them). */
  followLift(): void {
    const lead = this.lifted?.img;
    if (!lead || !this.shadow) return;
    const off = this.layout.cardW * 0.06;
    this.shadow.setPosition(lead.x + off * 0.5, lead.y + off);
  }

  /** Where the lead card in the hand is now (canvas px), or null when nothing is held. */
  liftedAt(): { x: number; y: number } | null {
    const lead = this.lifted?.img;
    return lead ? { x: lead.x, y: lead.y } : null;
  }

  private dropShadow(): void {
    this.shadow?.destroy();
    this.shadow = null;
    this.lifted = null;
  }

  destroy(): void {
    this.dropShadow();
    this.stockLabel.destroy();
    for (const s of this.sprites) s.img.destroy();
    for (const img of this.slots.values()) img.destroy();
    this.sprites = [];
    this.slots.clear();
  }
}
