import type { Move } from '../moves';
import { cell, faceDownCount, foundation, type Pile, STOCK, type State, tableau, WASTE } from '../state';
import { mixHi, mixLo, Z } from './position-hash';
import { Slab } from './slab';
import { type RuleTables, tablesFor } from './tables';

// The search's own mutable position: typed arrays changed in place and changed back (make/unmake),
// so a search allocates nothing per state. Piles keep the engine's indices, so a packed move maps
// one to one onto an engine Move.

/** Pile ids inside a packed move: columns 0..15, cells 16..31, foundations 32..47, stock, waste. */
export const CELL0 = 16;
export const FOUND0 = 32;
export const STOCK_ID = 48;
export const WASTE_ID = 49;

/** A packed move: from | to << 6 | n << 12. */
export function packMove(from: number, to: number, n: number): number {
  return from | (to << 6) | (n << 12);
}
export const moveFrom = (m: number): number => m & 63;
export const moveTo = (m: number): number => (m >> 6) & 63;
export const moveCount = (m: number): number => m >> 12;

export class PackedState {
  readonly t: RuleTables;
  readonly nCols: number;
  readonly nCells: number;
  readonly nFound: number;
  /** Room per column: every card of the game. */
  readonly cap: number;
  readonly cols: Uint8Array;
  readonly colLen: Int32Array;
  /** A card or -1. */
  readonly cells: Int16Array;
  /** Suit of each foundation pile (-1 while empty) and its height. */
  readonly fSuit: Int8Array;
  readonly fLen: Int32Array;
  /**
   * Grouped games (RuleTables.grouped): each foundation's cards, fCards[pile * 13 + k], since a
   * pile built regardless of suit does not say its cards by its suit and height.
   */
  private readonly fCards: Uint8Array;
  /** One deck: the foundation each suit has started, or -1 (foundationFor's shortcut). */
  private readonly suitFound: Int8Array;
  private readonly oneDeck: boolean;
  readonly stock: Uint8Array;
  stockLen = 0;
  readonly waste: Uint8Array;
  wasteLen = 0;
  pass: number;
  readonly passes: number;
  /**
   * The pass a search starts in, and the stock then: in that pass cards only leave the stock from
   * its end (and come back to it, taken back), so the stock is always the starting stock cut
   * short, and a saved layout keeps only its length. `stockIsStart` is false once the stock
   * array holds a later pass's cards.
   */
  private readonly startPass: number;
  private readonly startStock: Uint8Array;
  private stockIsStart = true;
  /** With hashing: the starting stock's hash sums by length (its first k cards: index k). */
  private startStockLo: Int32Array | null = null;
  private startStockHi: Int32Array | null = null;
  readonly hasStock: boolean;
  /** Cards on the foundations, and every card of the game. */
  home = 0;
  readonly total: number;
  /**
   * The position's 64-bit hash (position-hash.ts), set by hash(). Its parts are kept up to date
   * move by move only after startHashing: each column's sums, and the cells', stock's and waste's.
   */
  hashLo = 0;
  hashHi = 0;
  private hashing = false;
  /**
   * What the hash reads of a card, as a mask: the whole card, or where no rule asks a suit
   * (Penta) its rank alone, as the exact key does (visited.ts).
   */
  private readonly hashCard: number;
  /** Each column's tableau group, as a number added to its sums before they are mixed (0 for the first group). */
  private readonly groupSalt: Int32Array;
  /** Each column's hash sums (kept only after startHashing): the child scorer tells columns apart by them. */
  readonly colLo: Int32Array;
  readonly colHi: Int32Array;
  private cellLo = 0;
  private cellHi = 0;
  private stockLo = 0;
  private stockHi = 0;
  private wasteLo = 0;
  private wasteHi = 0;
  /** What hash() found: each column's mixed parts, and the sums before the last step (for hashAfter). */
  private readonly mixedLo: Int32Array;
  private readonly mixedHi: Int32Array;
  private sumLo = 0;
  private sumHi = 0;
  /** The hash hashAfter found (hashLo's form: odd). */
  afterLo = 0;
  afterHi = 0;

  constructor(state: State) {
    this.t = tablesFor(state.rules);
    if (faceDownCount(state) > 0) throw new Error('solver: face-down cards are not supported');
    const nCols = state.tableau.length;
    const nCells = state.cells.length;
    const nFound = state.foundations.length;
    const total = state.rules.decks * 52;
    this.nCols = nCols;
    this.nCells = nCells;
    this.nFound = nFound;
    this.total = total;
    this.cap = total;
    // Every array in one buffer (slab.ts): a solve packs a position or two, and a dozen buffers
    // cost more than the rest of packing it (6.2 us -> 1.4 us). The columns come first, so that
    // their rows start on a word (visited.ts copies them a word at a time).
    const grouped = this.t.grouped;
    const slab = new Slab(
      nCols * total + 24 * nCols + 4 * nFound + 2 * nCells + nFound + 4 + 3 * total + (grouped ? nFound * 13 : 0) + 16,
    );
    this.cols = slab.uint8(nCols * total);
    this.colLen = slab.int32(nCols);
    this.colLo = slab.int32(nCols);
    this.colHi = slab.int32(nCols);
    this.mixedLo = slab.int32(nCols);
    this.mixedHi = slab.int32(nCols);
    this.groupSalt = slab.int32(nCols);
    this.fLen = slab.int32(nFound);
    this.cells = slab.int16(nCells);
    this.fSuit = slab.int8(nFound);
    this.suitFound = slab.int8(4);
    this.stock = slab.uint8(total);
    this.waste = slab.uint8(total);
    this.startStock = slab.uint8(total);
    this.fCards = slab.uint8(grouped ? nFound * 13 : 0);
    for (let i = 0; i < nCols; i++) {
      const col = state.tableau[i] as readonly number[];
      for (let k = 0; k < col.length; k++) this.cols[i * total + k] = col[k] as number;
      this.colLen[i] = col.length;
    }
    for (let i = 0; i < nCells; i++) this.cells[i] = state.cells[i] ?? -1;
    for (let i = 0; i < nFound; i++) {
      const f = state.foundations[i] as readonly number[];
      this.fSuit[i] = f.length ? (f[0] as number) & 3 : -1;
      this.fLen[i] = f.length;
      this.home += f.length;
      if (this.t.grouped) for (let k = 0; k < f.length; k++) this.fCards[i * 13 + k] = f[k] as number;
    }
    this.oneDeck = state.rules.decks === 1;
    this.hashCard = this.t.suitless ? ~3 : ~0;
    for (let i = 0; i < nCols; i++) this.groupSalt[i] = Math.imul(this.t.columnGroup[i] as number, 0x5bd1e995);
    this.suitFound.fill(-1);
    this.findSuits();
    for (let k = 0; k < state.stock.length; k++) this.stock[k] = state.stock[k] as number;
    for (let k = 0; k < state.waste.length; k++) this.waste[k] = state.waste[k] as number;
    this.startStock.set(this.stock);
    this.stockLen = state.stock.length;
    this.wasteLen = state.waste.length;
    this.pass = state.pass;
    this.startPass = state.pass;
    const passes = state.rules.stock?.passes ?? 1;
    // The pass is a byte of every saved layout and an index of the hash's keys: a bounded count.
    if (passes === 'unlimited') throw new Error('solver: unlimited passes through the stock are not supported');
    this.passes = passes;
    this.hasStock = state.rules.stock !== null;
  }

  /**
   * Whether colLo and colHi are kept, and tell a column's cards apart exactly (short of a 64-bit
   * collision): hashing, and the hash reads every card whole (not Penta's ranks alone).
   */
  get columnsHashed(): boolean {
    return this.hashing && this.hashCard === ~0;
  }

  /** Keeps the hash's parts from now on (a cost on every move): for searches that use hash(). */
  startHashing(): void {
    this.hashing = true;
    if (this.hasStock) this.sumStartStock();
    this.rehash();
  }

  private sumStartStock(): void {
    // The starting stock's sums for every length it can be cut to, for rehashPiles (a search
    // loads positions often, and in the starting pass the stock is always the start cut short).
    const lo = new Int32Array(this.startStock.length + 1);
    const hi = new Int32Array(this.startStock.length + 1);
    for (let k = 0; k < this.startStock.length; k++) {
      const z = k * 52 + ((this.startStock[k] as number) & this.hashCard);
      lo[k + 1] = ((lo[k] as number) + (Z.stockLo[z] as number)) | 0;
      hi[k + 1] = ((hi[k] as number) + (Z.stockHi[z] as number)) | 0;
    }
    this.startStockLo = lo;
    this.startStockHi = hi;
  }

  /**
   * Sets hashLo (odd: never 0) and hashHi to the position's hash (after startHashing), and keeps
   * what hashAfter needs to hash the position's children without making their moves: each
   * column's mixed parts and the sums.
   */
  hash(): void {
    let lo = (this.cellLo + this.stockLo + this.wasteLo + (Z.passLo[this.pass] as number)) | 0;
    let hi = (this.cellHi + this.stockHi + this.wasteHi + (Z.passHi[this.pass] as number)) | 0;
    for (let i = 0; i < this.nCols; i++) {
      const colHi = this.colHi[i] as number;
      const mixed = mixLo(((this.colLo[i] as number) + (this.groupSalt[i] as number)) | 0, colHi);
      const mixedHi = mixHi(mixed, colHi);
      this.mixedLo[i] = mixed;
      this.mixedHi[i] = mixedHi;
      lo = (lo + mixed) | 0;
      hi = (hi + mixedHi) | 0;
    }
    // Which pile of which group holds the cards home (visited.ts says why only grouped games).
    if (this.t.grouped) {
      for (let i = 0; i < this.nFound; i++) {
        const z = (this.t.pileGroup[i] as number) * 14 + (this.fLen[i] as number);
        lo = (lo + (Z.foundLo[z] as number)) | 0;
        hi = (hi + (Z.foundHi[z] as number)) | 0;
      }
    }
    this.sumLo = lo;
    this.sumHi = hi;
    this.hashLo = lo | 1;
    this.hashHi = hi;
  }

  /**
   * The hash of the position after move `m` (into afterLo and afterHi), without making it, from
   * what the last hash() of this position found: the moved cards' parts leave one pile and join the
   * other. Only for moves between columns and cells in a game without foundation groups (whose
   * hash has a part by pile height); false, with nothing set, for any other move.
   */
  hashAfter(m: number): boolean {
    const from = moveFrom(m);
    const to = moveTo(m);
    if (from >= FOUND0 || to >= FOUND0 || this.t.grouped) return false;
    const n = moveCount(m);
    const cols = this.cols;
    let lo = this.sumLo;
    let hi = this.sumHi;
    // The moved cards' first place in `cols`, or -1 for a cell's card.
    let src = -1;
    let card = -1;
    if (from < CELL0) {
      const len = this.colLen[from] as number;
      src = from * this.cap + len - n;
      let cLo = this.colLo[from] as number;
      let cHi = this.colHi[from] as number;
      for (let k = 0; k < n; k++) {
        const z = (len - n + k) * 52 + (cols[src + k] as number);
        cLo = (cLo - (ZCOL_LO[z] as number)) | 0;
        cHi = (cHi - (ZCOL_HI[z] as number)) | 0;
      }
      const mixed = mixLo(cLo, cHi);
      lo = (lo - (this.mixedLo[from] as number) + mixed) | 0;
      hi = (hi - (this.mixedHi[from] as number) + mixHi(mixed, cHi)) | 0;
      card = cols[src] as number;
    } else {
      card = this.cells[from - CELL0] as number;
      lo = (lo - (ZCELL_LO[card] as number)) | 0;
      hi = (hi - (ZCELL_HI[card] as number)) | 0;
    }
    if (to < CELL0) {
      const at = this.colLen[to] as number;
      let cLo = this.colLo[to] as number;
      let cHi = this.colHi[to] as number;
      for (let k = 0; k < n; k++) {
        const z = (at + k) * 52 + (src < 0 ? card : (cols[src + k] as number));
        cLo = (cLo + (ZCOL_LO[z] as number)) | 0;
        cHi = (cHi + (ZCOL_HI[z] as number)) | 0;
      }
      const mixed = mixLo(cLo, cHi);
      lo = (lo - (this.mixedLo[to] as number) + mixed) | 0;
      hi = (hi - (this.mixedHi[to] as number) + mixHi(mixed, cHi)) | 0;
    } else {
      lo = (lo + (ZCELL_LO[card] as number)) | 0;
      hi = (hi + (ZCELL_HI[card] as number)) | 0;
    }
    this.afterLo = lo | 1;
    this.afterHi = hi;
    return true;
  }

  /** The hash's parts from scratch. */
  private rehash(): void {
    this.rehashColumns();
    this.rehashPiles();
  }

  private rehashColumns(): void {
    for (let i = 0; i < this.nCols; i++) {
      let lo = 0;
      let hi = 0;
      const base = i * this.cap;
      for (let k = 0, len = this.colLen[i] as number; k < len; k++) {
        const z = k * 52 + ((this.cols[base + k] as number) & this.hashCard);
        lo = (lo + (Z.colLo[z] as number)) | 0;
        hi = (hi + (Z.colHi[z] as number)) | 0;
      }
      this.colLo[i] = lo;
      this.colHi[i] = hi;
    }
  }

  /** The cells', stock's and waste's parts from scratch. */
  private rehashPiles(): void {
    this.rehashCells();
    this.stockLo = 0;
    this.stockHi = 0;
    if (this.stockIsStart) this.startStockSums();
    else for (let k = 0; k < this.stockLen; k++) this.stockHash(k, this.stock[k] as number, 1);
    this.wasteLo = 0;
    this.wasteHi = 0;
    for (let k = 0; k < this.wasteLen; k++) this.wasteHash(k, this.waste[k] as number, 1);
  }

  private rehashCells(): void {
    // Through locals (cellHash's sums): every load runs this.
    const cells = this.cells;
    const hashCard = this.hashCard;
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < this.nCells; i++) {
      const c = cells[i] as number;
      if (c < 0) continue;
      lo = (lo + (ZCELL_LO[c & hashCard] as number)) | 0;
      hi = (hi + (ZCELL_HI[c & hashCard] as number)) | 0;
    }
    this.cellLo = lo;
    this.cellHi = hi;
  }

  /** The starting stock cut short: its sums are kept by length (startHashing). */
  private startStockSums(): void {
    // Without a stock (no sums kept: startHashing) its sums are 0.
    if (!this.startStockLo) {
      this.stockLo = 0;
      this.stockHi = 0;
      return;
    }
    this.stockLo = (this.startStockLo as Int32Array)[this.stockLen] as number;
    this.stockHi = (this.startStockHi as Int32Array)[this.stockLen] as number;
  }

  /** Adds (sign 1) or takes away (-1) card `c` at depth `k` of column `col` in the hash's parts. */
  private columnHash(col: number, k: number, c: number, sign: number): void {
    const z = k * 52 + (c & this.hashCard);
    this.colLo[col] = ((this.colLo[col] as number) + sign * (Z.colLo[z] as number)) | 0;
    this.colHi[col] = ((this.colHi[col] as number) + sign * (Z.colHi[z] as number)) | 0;
  }

  private stockHash(k: number, c: number, sign: number): void {
    const z = k * 52 + (c & this.hashCard);
    this.stockLo = (this.stockLo + sign * (Z.stockLo[z] as number)) | 0;
    this.stockHi = (this.stockHi + sign * (Z.stockHi[z] as number)) | 0;
  }

  private wasteHash(k: number, c: number, sign: number): void {
    const z = k * 52 + (c & this.hashCard);
    this.wasteLo = (this.wasteLo + sign * (Z.wasteLo[z] as number)) | 0;
    this.wasteHi = (this.wasteHi + sign * (Z.wasteHi[z] as number)) | 0;
  }

  private cellHash(card: number, sign: number): void {
    const c = card & this.hashCard;
    this.cellLo = (this.cellLo + sign * (Z.cellLo[c] as number)) | 0;
    this.cellHi = (this.cellHi + sign * (Z.cellHi[c] as number)) | 0;
  }

  isWon(): boolean {
    return this.home === this.total;
  }

  top(col: number): number {
    const n = this.colLen[col] as number;
    return n === 0 ? -1 : (this.cols[col * this.cap + n - 1] as number);
  }

  freeCells(): number {
    let n = 0;
    for (let i = 0; i < this.nCells; i++) if (this.cells[i] === -1) n++;
    return n;
  }

  emptyColumns(): number {
    let n = 0;
    for (let i = 0; i < this.nCols; i++) if (this.colLen[i] === 0) n++;
    return n;
  }

  /** The foundation that takes `c`, as the engine's foundationFor picks it: a started one, else the first empty. */
  foundationFor(c: number): number {
    const t = this.t;
    if (t.grouped) return this.groupedFoundationFor(c);
    const suit = c & 3;
    if (this.oneDeck) {
      const f = this.suitFound[suit] as number;
      if (f >= 0) {
        const len = this.fLen[f] as number;
        return len < t.foundationFull && t.foundationSeq[suit * 13 + len] === c ? f : -1;
      }
      if (c >> 2 !== t.baseRank - 1) return -1;
      for (let i = 0; i < this.nFound; i++) if (this.fLen[i] === 0) return i;
      return -1;
    }
    let empty = -1;
    for (let i = 0; i < this.nFound; i++) {
      const len = this.fLen[i] as number;
      if (len === 0) {
        if (empty < 0 && c >> 2 === t.baseRank - 1) empty = i;
      } else if (this.fSuit[i] === suit && len < t.foundationFull && t.foundationSeq[suit * 13 + len] === c) {
        return i;
      }
    }
    return empty;
  }

  /**
   * Grouped: the pile `choices` would offer for `c` when only one group takes it, else -1. Its own
   * loop, not `choices`: the auto-moves ask it of every exposed card after every move (a tenth of
   * Penta's time through `choices`). The first pile that takes `c` is its group's choice: an empty
   * pile takes only its group's base rank, which no started pile of the group takes again.
   */
  private groupedFoundationFor(c: number): number {
    const t = this.t;
    let pick = -1;
    for (let i = 0; i < this.nFound; i++) {
      if (!this.accepts(i, c)) continue;
      if (pick < 0) pick = i;
      // Two groups take it: a move there must name its pile.
      else if (t.pileGroup[i] !== t.pileGroup[pick]) return -1;
    }
    return pick;
  }

  /** The top card of foundation pile `i` (not empty). */
  foundationTop(i: number): number {
    const len = (this.fLen[i] as number) - 1;
    if (this.t.grouped) return this.fCards[i * 13 + len] as number;
    return this.t.foundationSeq[(this.fSuit[i] as number) * 13 + len] as number;
  }

  /** Grouped: may pile `i` take card `c` now (its group's next rank, and its suit unless any suit goes)? */
  accepts(i: number, c: number): boolean {
    const t = this.t;
    const g = t.pileGroup[i] as number;
    const len = this.fLen[i] as number;
    if (len >= (t.groupLength[g] as number) || t.groupRank[g * 13 + len] !== (c >> 2) + 1) return false;
    return len === 0 || t.groupAnySuit[g] === 1 || this.fSuit[i] === (c & 3);
  }

  /**
   * Grouped: the foundations that take `c`, as the engine's foundationChoices names them (one per
   * group that takes it: a started pile, else the first empty one): writes a move of `c` from
   * pile `from` to each at `out[at..]` and returns the new end.
   */
  choices(c: number, from: number, out: Int32Array, at: number): number {
    const t = this.t;
    let k = at;
    let group = -1;
    let empty = -1;
    let found = false;
    for (let i = 0; i <= this.nFound; i++) {
      const g = i < this.nFound ? (t.pileGroup[i] as number) : -1;
      if (g !== group) {
        if (!found && empty >= 0) out[k++] = packMove(from, FOUND0 + empty, 1);
        group = g;
        empty = -1;
        found = false;
      }
      if (i === this.nFound || found || !this.accepts(i, c)) continue;
      if ((this.fLen[i] as number) > 0) {
        found = true;
        out[k++] = packMove(from, FOUND0 + i, 1);
      } else if (empty < 0) empty = i;
    }
    return k;
  }

  /**
   * foundationFor for every card at once: sets into[card] to 1 + the foundation that takes the
   * card now (a started one first, else the first empty one for a base card), lists the cards it
   * set in `marked` and returns how many, so the caller can clear them again.
   */
  markHomeCards(into: Int8Array, marked: Int16Array): number {
    const t = this.t;
    let n = 0;
    // Grouped (only the heuristic asks): each card some pile takes, marked with the first such pile.
    if (t.grouped) {
      for (let c = 0; c < 52; c++) {
        for (let i = 0; i < this.nFound; i++) {
          if (!this.accepts(i, c)) continue;
          into[c] = i + 1;
          marked[n++] = c;
          break;
        }
      }
      return n;
    }
    let firstEmpty = -1;
    for (let i = 0; i < this.nFound; i++) {
      const len = this.fLen[i] as number;
      if (len === 0) {
        if (firstEmpty < 0) firstEmpty = i;
      } else if (len < t.foundationFull) {
        const c = t.foundationSeq[(this.fSuit[i] as number) * 13 + len] as number;
        if (into[c] === 0) {
          into[c] = i + 1;
          marked[n++] = c;
        }
      }
    }
    if (firstEmpty >= 0) {
      for (let s = 0; s < 4; s++) {
        const c = t.foundationSeq[s * 13] as number;
        if (into[c] === 0) {
          into[c] = firstEmpty + 1;
          marked[n++] = c;
        }
      }
    }
    return n;
  }

  /** One deck: the height of `suit`'s foundation (0 when it has not started). */
  suitHeight(suit: number): number {
    const f = this.suitFound[suit] as number;
    return f < 0 ? 0 : (this.fLen[f] as number);
  }

  private findSuits(): void {
    if (!this.oneDeck) return;
    // Four stores, not fill(): every load runs this, and the builtin's call costs more.
    const found = this.suitFound;
    found[0] = -1;
    found[1] = -1;
    found[2] = -1;
    found[3] = -1;
    for (let i = 0; i < this.nFound; i++) {
      const suit = this.fSuit[i] as number;
      if (suit >= 0) this.suitFound[suit] = i;
    }
  }

  /** Bytes `save` may write at most. */
  layoutSize(): number {
    return this.nCols + this.total + this.nCells + 2 * this.nFound + 8 + (this.t.grouped ? this.total : 0) + 16;
  }

  /** Writes the whole position (piles in place, not canonical) at `off`; returns the end. */
  save(buf: Uint8Array, off: number): number {
    let k = off;
    // The columns through locals: a field read in the loop is read again for every card.
    const cols = this.cols;
    const cap = this.cap;
    for (let i = 0; i < this.nCols; i++) {
      const len = this.colLen[i] as number;
      buf[k++] = len;
      for (let j = i * cap, end = j + len; j < end; j++) buf[k++] = cols[j] as number;
    }
    for (let i = 0; i < this.nCells; i++) buf[k++] = (this.cells[i] as number) & 255;
    for (let i = 0; i < this.nFound; i++) {
      buf[k++] = (this.fSuit[i] as number) & 255;
      buf[k++] = this.fLen[i] as number;
      if (this.t.grouped)
        for (let j = 0, len = this.fLen[i] as number; j < len; j++) buf[k++] = this.fCards[i * 13 + j] as number;
    }
    if (this.hasStock) {
      buf[k++] = this.pass;
      buf[k++] = this.stockLen;
      // In the starting pass the stock is the starting stock cut short: its length is enough.
      if (this.pass !== this.startPass) for (let j = 0; j < this.stockLen; j++) buf[k++] = this.stock[j] as number;
      buf[k++] = this.wasteLen;
      for (let j = 0; j < this.wasteLen; j++) buf[k++] = this.waste[j] as number;
      // With hashing, the stock's and waste's hash sums too: summing them card by card on every
      // load was most of a stock game's loads (both piles run to dozens of cards).
      if (this.hashing) {
        k = writeInt32(buf, k, this.wasteLo);
        k = writeInt32(buf, k, this.wasteHi);
        if (this.pass !== this.startPass) {
          k = writeInt32(buf, k, this.stockLo);
          k = writeInt32(buf, k, this.stockHi);
        }
      }
    }
    return k;
  }

  /** Reads back a position written by `save` for the same game. */
  load(buf: Uint8Array, off: number): void {
    let k = off;
    const hashing = this.hashing;
    const cols = this.cols;
    const hashCard = this.hashCard;
    for (let i = 0; i < this.nCols; i++) {
      const len = buf[k++] as number;
      const base = i * this.cap;
      this.colLen[i] = len;
      if (!hashing) {
        for (let j = 0; j < len; j++) cols[base + j] = buf[k++] as number;
        continue;
      }
      // The column's hash parts summed on the way (see rehash).
      let lo = 0;
      let hi = 0;
      for (let j = 0; j < len; j++) {
        const c = buf[k++] as number;
        cols[base + j] = c;
        const z = j * 52 + (c & hashCard);
        lo = (lo + (ZCOL_LO[z] as number)) | 0;
        hi = (hi + (ZCOL_HI[z] as number)) | 0;
      }
      this.colLo[i] = lo;
      this.colHi[i] = hi;
    }
    for (let i = 0; i < this.nCells; i++) {
      const c = buf[k++] as number;
      this.cells[i] = c === 255 ? -1 : c;
    }
    this.home = 0;
    for (let i = 0; i < this.nFound; i++) {
      const s = buf[k++] as number;
      this.fSuit[i] = s === 255 ? -1 : s;
      this.fLen[i] = buf[k++] as number;
      this.home += this.fLen[i] as number;
      if (this.t.grouped)
        for (let j = 0, len = this.fLen[i] as number; j < len; j++) this.fCards[i * 13 + j] = buf[k++] as number;
    }
    this.findSuits();
    if (this.hasStock) {
      this.pass = buf[k++] as number;
      this.stockLen = buf[k++] as number;
      if (this.pass !== this.startPass) {
        for (let j = 0; j < this.stockLen; j++) this.stock[j] = buf[k++] as number;
        this.stockIsStart = false;
      } else if (!this.stockIsStart) {
        this.stock.set(this.startStock);
        this.stockIsStart = true;
      }
      this.wasteLen = buf[k++] as number;
      for (let j = 0; j < this.wasteLen; j++) this.waste[j] = buf[k++] as number;
      if (hashing) {
        this.wasteLo = readInt32(buf, k);
        this.wasteHi = readInt32(buf, k + 4);
        k += 8;
        if (this.stockIsStart) this.startStockSums();
        else {
          this.stockLo = readInt32(buf, k);
          this.stockHi = readInt32(buf, k + 4);
        }
      }
    }
    if (hashing) this.rehashCells();
  }

  /** The top card of a pile id, or -1. */
  topOf(pile: number): number {
    if (pile < CELL0) return this.top(pile);
    if (pile < FOUND0) return this.cells[pile - CELL0] as number;
    if (pile === WASTE_ID) return this.wasteLen ? (this.waste[this.wasteLen - 1] as number) : -1;
    return -1;
  }

  /** Plays a packed move known to be legal. */
  apply(m: number): void {
    const from = moveFrom(m);
    const to = moveTo(m);
    const n = moveCount(m);
    if (from >= STOCK_ID && to >= STOCK_ID) {
      this.transferOneByOne(from, to, n);
      if (to === STOCK_ID) {
        this.pass++;
        this.stockIsStart = false;
      }
      return;
    }
    this.transferBlock(from, to, n);
  }

  /** Takes a move back: the exact inverse of apply. */
  undo(m: number): void {
    const from = moveFrom(m);
    const to = moveTo(m);
    const n = moveCount(m);
    if (from >= STOCK_ID && to >= STOCK_ID) {
      if (to === STOCK_ID) this.pass--;
      this.transferOneByOne(to, from, n);
      return;
    }
    this.transferBlock(to, from, n);
  }

  /** Stock and waste hand cards over one at a time, which reverses their order (as dealing does). */
  private transferOneByOne(from: number, to: number, n: number): void {
    for (let k = 0; k < n; k++) {
      const c = from === STOCK_ID ? (this.stock[--this.stockLen] as number) : (this.waste[--this.wasteLen] as number);
      if (this.hashing) {
        if (from === STOCK_ID) this.stockHash(this.stockLen, c, -1);
        else this.wasteHash(this.wasteLen, c, -1);
        if (to === STOCK_ID) this.stockHash(this.stockLen, c, 1);
        else this.wasteHash(this.wasteLen, c, 1);
      }
      if (to === STOCK_ID) this.stock[this.stockLen++] = c;
      else this.waste[this.wasteLen++] = c;
    }
  }

  /** Tableau, cells and foundations keep a moved run's order. */
  private transferBlock(from: number, to: number, n: number): void {
    if (from < CELL0 && to < CELL0) {
      // Through locals, the hash sums too (columnHash's arithmetic): every move of a run is made
      // and taken back here.
      const cols = this.cols;
      const colLen = this.colLen;
      const at = from * this.cap + (colLen[from] as number) - n;
      const fl = (colLen[from] as number) - n;
      const lt = colLen[to] as number;
      const dst = to * this.cap + lt;
      if (this.hashing) {
        const hashCard = this.hashCard;
        let fromLo = this.colLo[from] as number;
        let fromHi = this.colHi[from] as number;
        let toLo = this.colLo[to] as number;
        let toHi = this.colHi[to] as number;
        for (let k = 0; k < n; k++) {
          const c = cols[at + k] as number;
          cols[dst + k] = c;
          const zFrom = (fl + k) * 52 + (c & hashCard);
          const zTo = (lt + k) * 52 + (c & hashCard);
          fromLo = (fromLo - (ZCOL_LO[zFrom] as number)) | 0;
          fromHi = (fromHi - (ZCOL_HI[zFrom] as number)) | 0;
          toLo = (toLo + (ZCOL_LO[zTo] as number)) | 0;
          toHi = (toHi + (ZCOL_HI[zTo] as number)) | 0;
        }
        this.colLo[from] = fromLo;
        this.colHi[from] = fromHi;
        this.colLo[to] = toLo;
        this.colHi[to] = toHi;
      } else for (let k = 0; k < n; k++) cols[dst + k] = cols[at + k] as number;
      colLen[from] = fl;
      colLen[to] = lt + n;
      return;
    }
    // Every other transfer is a single card.
    const c = this.pop(from);
    this.push(to, c);
  }

  private pop(pile: number): number {
    if (pile < CELL0) {
      const len = (this.colLen[pile] as number) - 1;
      this.colLen[pile] = len;
      const c = this.cols[pile * this.cap + len] as number;
      if (this.hashing) this.columnHash(pile, len, c, -1);
      return c;
    }
    if (pile < FOUND0) {
      const c = this.cells[pile - CELL0] as number;
      this.cells[pile - CELL0] = -1;
      if (this.hashing) this.cellHash(c, -1);
      return c;
    }
    if (pile === WASTE_ID) {
      const c = this.waste[--this.wasteLen] as number;
      if (this.hashing) this.wasteHash(this.wasteLen, c, -1);
      return c;
    }
    // Off a foundation (only when a move to it is taken back).
    const i = pile - FOUND0;
    const len = (this.fLen[i] as number) - 1;
    this.fLen[i] = len;
    this.home--;
    const c = this.t.grouped
      ? (this.fCards[i * 13 + len] as number)
      : (this.t.foundationSeq[(this.fSuit[i] as number) * 13 + len] as number);
    if (len === 0) {
      this.fSuit[i] = -1;
      if (this.oneDeck) this.suitFound[c & 3] = -1;
    }
    return c;
  }

  private push(pile: number, c: number): void {
    if (pile < CELL0) {
      const len = this.colLen[pile] as number;
      this.cols[pile * this.cap + len] = c;
      this.colLen[pile] = len + 1;
      if (this.hashing) this.columnHash(pile, len, c, 1);
    } else if (pile < FOUND0) {
      this.cells[pile - CELL0] = c;
      if (this.hashing) this.cellHash(c, 1);
    } else if (pile === WASTE_ID) {
      if (this.hashing) this.wasteHash(this.wasteLen, c, 1);
      this.waste[this.wasteLen++] = c;
    } else {
      const i = pile - FOUND0;
      const len = this.fLen[i] as number;
      // The pile's suit is its base card's (a pile regardless of suit keeps it, unread).
      if (len === 0 || !this.t.grouped) this.fSuit[i] = c & 3;
      if (this.t.grouped) this.fCards[i * 13 + len] = c;
      if (this.oneDeck) this.suitFound[c & 3] = i;
      this.fLen[i] = len + 1;
      this.home++;
    }
  }
}

/** The hash's tables hashAfter reads, as constants (a field of Z is looked up on every read). */
const ZCOL_LO = Z.colLo;
const ZCOL_HI = Z.colHi;
const ZCELL_LO = Z.cellLo;
const ZCELL_HI = Z.cellHi;

function pileOf(id: number): Pile {
  if (id < CELL0) return tableau(id);
  if (id < FOUND0) return cell(id - CELL0);
  if (id < STOCK_ID) return foundation(id - FOUND0);
  return id === STOCK_ID ? STOCK : WASTE;
}

/**
 * Every pile id's Pile, made once: the moves of every line share them (a Pile is never changed),
 * so that a line of ninety moves makes ninety objects rather than three times as many.
 */
const PILES: readonly Pile[] = Array.from({ length: WASTE_ID + 1 }, (_, id) => pileOf(id));

export function pileId(p: Pile): number {
  switch (p.kind) {
    case 'tableau':
      return p.index;
    case 'cell':
      return CELL0 + p.index;
    case 'foundation':
      return FOUND0 + p.index;
    case 'stock':
      return STOCK_ID;
    case 'waste':
      return WASTE_ID;
  }
}

export function toEngineMove(m: number): Move {
  return { from: PILES[moveFrom(m)] as Pile, to: PILES[moveTo(m)] as Pile, n: moveCount(m) };
}

export function fromEngineMove(m: Move): number {
  return packMove(pileId(m.from), pileId(m.to), m.n);
}

/** Writes `v` at `k` as 4 bytes (little-endian); returns the end. */
function writeInt32(buf: Uint8Array, k: number, v: number): number {
  buf[k] = v;
  buf[k + 1] = v >>> 8;
  buf[k + 2] = v >>> 16;
  buf[k + 3] = v >>> 24;
  return k + 4;
}

function readInt32(buf: Uint8Array, k: number): number {
  return (
    (buf[k] as number) | ((buf[k + 1] as number) << 8) | ((buf[k + 2] as number) << 16) | ((buf[k + 3] as number) << 24)
  );
}
