import type { PackedState } from './packed';
import type { WasteCheck } from './waste-cover';

// The buried waste's proof carried over the deals no line can avoid (docs/solver-tuning.md, "Why
// Eights Down's two lost deals take so long to prove"). Where the waste's top card cannot leave
// before the next deal, every winning line deals onto it (or turns the waste over, with the stock
// out in a pass before the last): the waste must empty, and nothing else changes it. Until then
// the columns only lose cards (home, or to one another: no card joins them from the waste or the
// stock), the piles only grow and the room only shrinks (no move makes a split; a split can go).
// So the positions just before each of those deals read, for buriedWasteLost, as the one this look
// ahead makes (this waste and stock, dealt on; these cards in play, these pile heights, this room)
// but with as many cards home or more and no more room, which only makes its relaxed game harder
// (each suit's home counts lie between those home and the same reach, a narrower range; fewer
// runs fit). Where the check proves the position at the end of the unavoidable deals lost, every
// line from here is lost.
//
// "Cannot leave before the next deal" is decided on what stays true until then, so that it holds
// for every line, not only for the columns as they lie (leave(), spaceable()): the top card goes
// home only where a pile of its suit can reach it with the columns' cards alone; onto a column only
// onto a card the columns hold (anywhere: they may be moved off it); into a space only where one
// can come, which takes a column's bottom card (fixed until the column empties) going home or onto
// another card the columns hold. Only for games with no cells (Eights Down; a cell takes any card).
//
// Where the top card may leave, both ways are followed: it leaves (into play: the tests above
// then count it among the columns' cards, the check in play) or it stays under the next deal; the
// position is lost where both are. The checks on the way are the check's own, kept in its verdict
// table (WasteCheck.lostOf): a position here reads as a real one with that stock, waste, pile
// heights and room. Giving up after maxNodes positions proves nothing, which is always sound.

/** The check's verdict table's keys for the look ahead start with this byte; the check's own with the stock's length (under 255). */
export const AHEAD_KEY = 255;

export class WasteAhead {
  private waste = new Uint8Array(256);
  private stock = new Uint8Array(256);
  /** Each suit's pile heights, `heights[s * decks + k]`, as buriedWasteLostOf reads them. */
  private readonly heights: Int8Array;
  /** The columns' cards by suit * 13 + place in the foundation order, and by card. */
  private readonly inColumns = new Int8Array(52);
  private readonly byCard = new Int8Array(52);
  /** Positions proved lost here that the check itself did not (the measurements read it). */
  gained = 0;

  /** `maxNodes`: the positions lostAhead looks at before it gives up. */
  constructor(
    private readonly decks: number,
    private readonly maxNodes = 1024,
  ) {
    this.heights = new Int8Array(4 * decks);
  }

  /** Does the look ahead apply: no cells, and a waste whose top card cannot leave before the next deal? */
  applies(p: PackedState): boolean {
    if (p.nCells > 0 || p.wasteLen === 0) return false;
    this.countColumns(p);
    return !this.spaceable(p) && !this.leaves(p, p.waste[p.wasteLen - 1] as number);
  }

  /**
   * After applies(p): is `p` lost once the deals no line avoids are made? Deals on copies while the
   * top card cannot leave, turning the waste over where the stock is out before the last pass;
   * where it can leave, both ways are followed (it leaves, into the columns or home; it stays under
   * the next deal), and the position is lost where both are. Gives up (not lost) after maxNodes.
   */
  lostAhead(p: PackedState, room: number, check: WasteCheck): boolean {
    const n = p.wasteLen + p.stockLen;
    if (this.waste.length < n) {
      this.waste = new Uint8Array(2 * n);
      this.stock = new Uint8Array(2 * n);
      this.left = new Uint8Array(2 * n);
    }
    this.waste.set(p.waste.subarray(0, p.wasteLen));
    this.stock.set(p.stock.subarray(0, p.stockLen));
    this.heightsOf(p);
    this.p = p;
    this.room = room;
    this.nodes = 0;
    this.nLeft = 0;
    this.check = check;
    const lost = this.lostFrom(p.wasteLen, p.stockLen, p.pass, false);
    if (lost) this.gained++;
    return lost;
  }

  private p: PackedState | null = null;
  private check: WasteCheck | null = null;
  private room = 0;
  private nodes = 0;
  /** The cards that left the waste on the way here, now in play (lostFrom). */
  private left = new Uint8Array(256);
  private nLeft = 0;

  /**
   * Is every line from the waste's first `w` cards and the stock's first `s` (in pass `pass`) lost,
   * the left cards in play? `free`: the top card may leave here (checked by the caller).
   */
  private lostFrom(w: number, s: number, pass: number, free: boolean): boolean {
    const p = this.p as PackedState;
    if (++this.nodes > this.maxNodes) return false;
    const waste = this.waste;
    const stock = this.stock;
    // Where the top card may leave, the deals that no line avoids have ended: the check, then both ways.
    if (free) {
      const check = this.check as WasteCheck;
      if (pass === p.passes && check.lostOf(p.t, this.inColumns, this.heights, waste, w, stock, s, this.room))
        return true;
      const c = waste[w - 1] as number;
      const lost = this.addLeft(p, c) && this.lostFrom(w - 1, s, pass, w > 1 && this.leaves(p, waste[w - 2] as number));
      this.removeLeft(p);
      if (!lost) return false;
    }
    if (s > 0) {
      // Each step puts back what it wrote: a deeper step may deal into a slot below this one.
      const under = waste[w] as number;
      waste[w] = stock[s - 1] as number;
      const lost = this.lostFrom(w + 1, s - 1, pass, this.leaves(p, waste[w] as number));
      waste[w] = under;
      return lost;
    }
    if (pass < p.passes && w > 0) {
      // The waste turned over is the next pass's stock, its bottom card dealt first; the waste,
      // empty, changes next by that deal.
      const saved = stock.slice(0, w);
      for (let k = 0; k < w; k++) stock[k] = waste[w - 1 - k] as number;
      const lost = this.lostFrom(0, w, pass + 1, false);
      stock.set(saved);
      return lost;
    }
    // The last pass's stock is out (or every card is): a top card that stays never leaves.
    return w > 0;
  }

  /**
   * Card `c` leaves the waste into play: counted among the columns' cards (where it may lie; home
   * it is no more use to the tests than there). False where a space may then come: give up.
   */
  private addLeft(p: PackedState, c: number): boolean {
    const at = (c & 3) * 13 + (p.t.foundationOrder[c] as number);
    this.inColumns[at] = (this.inColumns[at] as number) + 1;
    this.byCard[c] = (this.byCard[c] as number) + 1;
    this.left[this.nLeft++] = c;
    for (let i = 0; i < p.nCols; i++) {
      const bottom = p.cols[i * p.cap] as number;
      if (p.t.builds[bottom * 52 + c] !== 0 || this.canGoHome(p, bottom)) return false;
    }
    return true;
  }

  private removeLeft(p: PackedState): void {
    const c = this.left[--this.nLeft] as number;
    const at = (c & 3) * 13 + (p.t.foundationOrder[c] as number);
    this.inColumns[at] = (this.inColumns[at] as number) - 1;
    this.byCard[c] = (this.byCard[c] as number) - 1;
  }

  /** Fills inColumns (and heights) from `p`. */
  private countColumns(p: PackedState): void {
    const order = p.t.foundationOrder;
    const inColumns = this.inColumns;
    const byCard = this.byCard;
    inColumns.fill(0);
    byCard.fill(0);
    for (let i = 0; i < p.nCols; i++) {
      const base = i * p.cap;
      for (let k = 0, len = p.colLen[i] as number; k < len; k++) {
        const c = p.cols[base + k] as number;
        const at = (c & 3) * 13 + (order[c] as number);
        inColumns[at] = (inColumns[at] as number) + 1;
        byCard[c] = (byCard[c] as number) + 1;
      }
    }
  }

  /** buriedWasteLostOf's pile heights. */
  private heightsOf(p: PackedState): void {
    const heights = this.heights;
    heights.fill(0);
    const decks = this.decks;
    for (let s = 0; s < 4; s++) {
      let k = 0;
      for (let f = 0; f < p.nFound; f++) if (p.fSuit[f] === s) heights[s * decks + k++] = p.fLen[f] as number;
    }
  }

  /**
   * Can card `c` (out of the columns) leave before the next deal on any line: home, or onto a card
   * the columns hold (anywhere in them: the cards on it may be moved off)? A space is spaceable's.
   * Over every line, so true where unsure. The game has one build (wasteCheckApplies): t.parents.
   */
  private leaves(p: PackedState, c: number): boolean {
    return this.canGoHome(p, c) || this.ontoColumns(p, c, -1);
  }

  /** Is a card `c` may go on in the columns, but for one copy of `not` (-1: none)? */
  private ontoColumns(p: PackedState, c: number, not: number): boolean {
    const t = p.t;
    for (let k = t.parentsAt[c] as number, end = t.parentsAt[c + 1] as number; k < end; k++) {
      const x = t.parents[k] as number;
      if ((this.byCard[x] as number) > (x === not ? 1 : 0)) return true;
    }
    return false;
  }

  /**
   * Can card `c` go home before the next deal on any line? A pile takes it only once built up to
   * its place, and until the next deal only the columns' cards can go home (the waste's top card
   * is stuck, the stock's not dealt): a pile of its suit (or one not started) under its place, with
   * every place between in the columns. Each place counted once: one pile is enough.
   */
  private canGoHome(p: PackedState, c: number): boolean {
    const s = c & 3;
    const q = p.t.foundationOrder[c] as number;
    for (let f = 0; f < p.nFound; f++) {
      const suit = p.fSuit[f] as number;
      if (suit !== s && suit >= 0) continue;
      let h = p.fLen[f] as number;
      while (h < q && (this.inColumns[s * 13 + h] as number) > 0) h++;
      if (h === q) return true;
    }
    return false;
  }

  /**
   * Can a space come before the next deal on any line? One is there, or a column's bottom card
   * (which stays its bottom until the column empties) can go home or onto another column card.
   */
  private spaceable(p: PackedState): boolean {
    for (let i = 0; i < p.nCols; i++) {
      if (p.colLen[i] === 0) return true;
      const bottom = p.cols[i * p.cap] as number;
      // Not onto itself, nor onto a card above it in its own column: only onto another column's.
      if (this.canGoHome(p, bottom) || this.ontoOtherColumns(p, i, bottom)) return true;
    }
    return false;
  }

  /** Does another column than `i` hold a card `c` may go on? */
  private ontoOtherColumns(p: PackedState, i: number, c: number): boolean {
    if (!this.ontoColumns(p, c, c)) return false;
    const t = p.t;
    for (let m = 0; m < p.nCols; m++) {
      if (m === i) continue;
      const base = m * p.cap;
      for (let k = 0, len = p.colLen[m] as number; k < len; k++)
        if (t.builds[c * 52 + (p.cols[base + k] as number)] !== 0) return true;
    }
    return false;
  }
}
