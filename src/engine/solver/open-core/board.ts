import type { State } from '../../state';
import { CELL0, FOUND0, type PackedState, packMove } from '../packed';
import { randomTable, zobristNumbers } from '../position-hash';
import { type CoreTables, SUIT_POW } from './tables';

// The open core's position: the columns in one byte array (a fixed stride a column), the cells,
// each suit's foundation height, made and undone in place, with an incremental 64-bit hash.
//
// The hash treats the columns and the cells as sets, as the generic search's (position-hash.ts)
// does: each column card adds Z[card][card below it] (52 below a column's bottom card), each cell
// card Zc[card]; the foundations are what is left of the deck. So a move changes two or three
// terms, and positions that differ by which column or cell holds what hash alike.
//
// Moves: from | to << 6 | n << 12 | card << 18, piles numbered as packed.ts numbers them (columns
// from 0, cells from CELL0) and every foundation FOUND0: the card says which. `packedOf` names the
// pile in a PackedState of the same position, by its foundationFor (the board keeps no piles);
// a won line's moves are named by line.ts's packedMoves, which follows the suits' piles alone.

/** A core move's parts. */
export const cmFrom = (m: number): number => m & 63;
export const cmTo = (m: number): number => (m >> 6) & 63;
export const cmCount = (m: number): number => (m >> 12) & 63;
export const cmCard = (m: number): number => m >>> 18;
export const coreMove = (from: number, to: number, n: number, card: number): number =>
  from | (to << 6) | (n << 12) | (card << 18);
/** The core's one foundation target. */
export const HOME = FOUND0;

/** Move `m` as packed.ts writes it, `p` holding the position before it (foundationFor names the pile). */
export function packedOf(p: PackedState, m: number): number {
  const to = cmTo(m);
  return packMove(cmFrom(m), to === HOME ? FOUND0 + p.foundationFor(cmCard(m)) : to, cmCount(m));
}

/** Does card c go home next (its place in its suit's order is the suit's height)? The core's one statement of it. */
export function isNextHome(order: Int8Array, height: Int32Array, c: number): boolean {
  return order[c] === height[c & 3];
}

/** The same, and safely: `safe` is CoreTables.safeNext at these heights (a bit a suit). */
export function isSafeNextHome(order: Int8Array, height: Int32Array, safe: number, c: number): boolean {
  return isNextHome(order, height, c) && ((safe >> (c & 3)) & 1) === 1;
}

// Zobrist tables: position-hash.ts's numbers, from a seed of their own.
const next = zobristNumbers(0x51ed270b);
export const ZLO = randomTable(52 * 53, next);
export const ZHI = randomTable(52 * 53, next);
export const ZCELL_LO = randomTable(52, next);
export const ZCELL_HI = randomTable(52, next);
/** Below a column's bottom card. */
const FLOOR = 52;

/** The arrays a board may take over from an earlier one (CoreBoard's constructor). */
export interface BoardSpare {
  readonly mem: Uint8Array;
  readonly autoStack: Int32Array;
}

/** A detached board's arrays (detach): empty, shared. */
const NO_BYTES = new Uint8Array(0);
const NO_INTS = new Int32Array(0);

export class CoreBoard {
  readonly ct: CoreTables;
  readonly nCols: number;
  readonly nCells: number;
  /** Room a column. */
  readonly stride: number;
  /**
   * The columns: the first stride * nCols bytes of `mem`, then each column's length and top run
   * (`len` and `runs`, views of those bytes); saved layouts follow (save, restore). So a layout's
   * columns, lengths and runs are saved and loaded by one copy, not a loop over the columns.
   * Set by useMem (empty until the constructor does).
   */
  mem: Uint8Array = NO_BYTES;
  /** Each column's length (in `mem`: a new view when useMem moves it). */
  len: Uint8Array = NO_BYTES;
  /** Each column's top run (cards in build order from the top), kept by make and undo (in `mem` too). */
  runs: Uint8Array = NO_BYTES;
  /** A card or -1. */
  readonly cells: Int32Array;
  /** Each suit's foundation height. */
  readonly height = new Int32Array(4);
  /** sum of height[s] * 14^s: CoreTables.safeNext's index. */
  heightsIndex = 0;
  home = 0;
  hashLo = 0;
  hashHi = 0;
  /** hashAfter's high half. */
  afterHi = 0;
  /** The auto-moves made (a stack shared by every make, taken back in order). */
  autoStack: Int32Array;
  autoSp = 0;
  /** Bytes of one saved layout: the columns, lengths, runs, cells, heights. */
  readonly layoutBytes: number;
  private readonly colsBytes: number;
  /** The columns, lengths and runs: mem's first bytes, before the saved layouts. */
  private readonly liveBytes: number;
  private readonly builds: Uint8Array;
  private readonly order: Int8Array;

  /**
   * The position `state` (one the core plays: coreFits), read from the state itself, not packed
   * first (packing cost a solve of an easy deal a few microseconds). `spare`: an earlier board's
   * arrays (search.ts's pool, spares.ts): its buffer for the columns and layouts, if big enough,
   * and its auto-moves' stack.
   */
  constructor(ct: CoreTables, state: State, spare?: BoardSpare) {
    this.ct = ct;
    this.builds = ct.t.builds;
    this.order = ct.t.foundationOrder;
    this.nCols = state.tableau.length;
    this.nCells = state.cells.length;
    let longest = 0;
    for (const col of state.tableau) longest = Math.max(longest, col.length);
    this.stride = Math.min(52, longest + ct.chain);
    this.colsBytes = this.stride * this.nCols;
    this.liveBytes = this.colsBytes + 2 * this.nCols;
    this.layoutBytes = this.liveBytes + this.nCells + 4;
    const bytes = this.liveBytes + 256 * this.layoutBytes;
    this.useMem(spare && spare.mem.length >= bytes ? spare.mem : new Uint8Array(bytes));
    this.autoStack = spare?.autoStack ?? new Int32Array(256);
    this.cells = new Int32Array(this.nCells);
    for (let i = 0; i < this.nCols; i++) {
      const col = state.tableau[i] as readonly number[];
      for (let k = 0; k < col.length; k++) this.mem[i * this.stride + k] = col[k] as number;
      this.len[i] = col.length;
    }
    for (let i = 0; i < this.nCells; i++) this.cells[i] = state.cells[i] ?? -1;
    for (const f of state.foundations) {
      if (f.length === 0) continue;
      // A pile's suit is its first card's (one deck, each pile in suit: coreFits).
      const s = (f[0] as number) & 3;
      this.height[s] = f.length;
      this.home += f.length;
      this.heightsIndex += f.length * (SUIT_POW[s] as number);
    }
    this.rehash();
  }

  /** The hash and the top runs from scratch. */
  rehash(): void {
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < this.nCols; i++) {
      let below = FLOOR;
      for (let k = 0; k < (this.len[i] as number); k++) {
        const c = this.mem[i * this.stride + k] as number;
        lo ^= ZLO[c * 53 + below] as number;
        hi ^= ZHI[c * 53 + below] as number;
        below = c;
      }
      this.runs[i] = this.scanRun(i);
    }
    for (let i = 0; i < this.nCells; i++) {
      const c = this.cells[i] as number;
      if (c < 0) continue;
      lo ^= ZCELL_LO[c] as number;
      hi ^= ZCELL_HI[c] as number;
    }
    this.hashLo = lo;
    this.hashHi = hi;
  }

  /** The top run of column i, counted afresh (as move-gen.ts's runLength counts it). */
  scanRun(i: number): number {
    const l = this.len[i] as number;
    if (l === 0) return 0;
    const cols = this.mem;
    const base = i * this.stride;
    let above = cols[base + l - 1] as number;
    let r = 1;
    for (let q = base + l - 2; q >= base; q--) {
      const below = cols[q] as number;
      if (this.builds[above * 52 + below] === 0) break;
      above = below;
      r++;
    }
    return r;
  }

  isWon(): boolean {
    return this.home === 52;
  }

  /** Does `c` go home now, safely (move-gen.ts's isSafeHome, through CoreTables.safeNext)? */
  safeHome(c: number): boolean {
    return isSafeNextHome(this.order, this.height, this.ct.safeNext(this.heightsIndex), c);
  }

  /**
   * The hash after move `m`, made or not (returned: the low half; afterHi the high): the card leaves
   * the pair with the card below it, or its cell, and makes one with the card it goes onto, or its
   * cell. Asked in the position before the move, or after it for the hash before (XOR undoes XOR).
   */
  hashAfter(m: number): number {
    const from = m & 63;
    const to = (m >> 6) & 63;
    const c = m >>> 18;
    let lo = this.hashLo;
    let hi = this.hashHi;
    if (from < CELL0) {
      const l = (this.len[from] as number) - ((m >> 12) & 63);
      const z = c * 53 + (l > 0 ? (this.mem[from * this.stride + l - 1] as number) : FLOOR);
      lo ^= ZLO[z] as number;
      hi ^= ZHI[z] as number;
    } else {
      lo ^= ZCELL_LO[c] as number;
      hi ^= ZCELL_HI[c] as number;
    }
    if (to < CELL0) {
      const tl = this.len[to] as number;
      const z = c * 53 + (tl > 0 ? (this.mem[to * this.stride + tl - 1] as number) : FLOOR);
      lo ^= ZLO[z] as number;
      hi ^= ZHI[z] as number;
    } else if (to !== HOME) {
      lo ^= ZCELL_LO[c] as number;
      hi ^= ZCELL_HI[c] as number;
    }
    this.afterHi = hi;
    return lo;
  }

  make(m: number): void {
    const from = m & 63;
    const to = (m >> 6) & 63;
    const n = (m >> 12) & 63;
    const c = m >>> 18;
    const cols = this.mem;
    const stride = this.stride;
    this.hashLo = this.hashAfter(m);
    this.hashHi = this.afterHi;
    if (from < CELL0) {
      const l = (this.len[from] as number) - n;
      this.len[from] = l;
      const r = (this.runs[from] as number) - n;
      this.runs[from] = r > 0 ? r : l > 0 ? this.scanRun(from) : 0;
      if (to < CELL0) {
        const tl = this.len[to] as number;
        copyCards(cols, from * stride + l, to * stride + tl, n);
        this.len[to] = tl + n;
        this.runs[to] = tl > 0 ? (this.runs[to] as number) + n : n;
      } else if (to === HOME) this.goHome(c);
      else this.cells[to - CELL0] = c;
    } else {
      this.cells[from - CELL0] = -1;
      if (to < CELL0) {
        const tl = this.len[to] as number;
        cols[to * stride + tl] = c;
        this.len[to] = tl + 1;
        this.runs[to] = tl > 0 ? (this.runs[to] as number) + 1 : 1;
      } else if (to === HOME) this.goHome(c);
      // Cell to cell: generateMoves lists none, but the engine's lines may hold one.
      else this.cells[to - CELL0] = c;
    }
  }

  undo(m: number): void {
    const from = m & 63;
    const to = (m >> 6) & 63;
    const n = (m >> 12) & 63;
    const c = m >>> 18;
    const cols = this.mem;
    const stride = this.stride;
    if (from < CELL0) {
      const l = this.len[from] as number;
      if (to < CELL0) {
        const tl = (this.len[to] as number) - n;
        this.len[to] = tl;
        copyCards(cols, to * stride + tl, from * stride + l, n);
        this.runs[to] = tl > 0 ? (this.runs[to] as number) - n : 0;
      } else {
        if (to === HOME) this.leaveHome(c);
        else this.cells[to - CELL0] = -1;
        cols[from * stride + l] = c;
      }
      // The cards put back are a run (a move takes them off the top run), on the card below if they build on it.
      this.runs[from] =
        l > 0 && this.builds[c * 52 + (cols[from * stride + l - 1] as number)] === 1
          ? (this.runs[from] as number) + n
          : n;
      this.len[from] = l + n;
    } else {
      this.cells[from - CELL0] = c;
      if (to < CELL0) {
        const tl = (this.len[to] as number) - 1;
        this.len[to] = tl;
        this.runs[to] = tl > 0 ? (this.runs[to] as number) - 1 : 0;
      } else if (to === HOME) this.leaveHome(c);
      else this.cells[to - CELL0] = -1;
    }
    // The position before the move is back: the move's hash terms taken out again.
    this.hashLo = this.hashAfter(m);
    this.hashHi = this.afterHi;
  }

  private goHome(c: number): void {
    const s = c & 3;
    this.height[s] = (this.height[s] as number) + 1;
    this.heightsIndex += SUIT_POW[s] as number;
    this.home++;
  }

  private leaveHome(c: number): void {
    const s = c & 3;
    this.height[s] = (this.height[s] as number) - 1;
    this.heightsIndex -= SUIT_POW[s] as number;
    this.home--;
  }

  /** The next safe auto-move, as move-gen.ts's nextSafeAutoMove picks it (columns, then cells), or -1. */
  nextAuto(): number {
    const safe = this.ct.safeNext(this.heightsIndex);
    if (safe === 0) return -1;
    const order = this.order;
    const height = this.height;
    for (let i = 0; i < this.nCols; i++) {
      const l = this.len[i] as number;
      if (l === 0) continue;
      const c = this.mem[i * this.stride + l - 1] as number;
      if (isSafeNextHome(order, height, safe, c)) return coreMove(i, HOME, 1, c);
    }
    for (let i = 0; i < this.nCells; i++) {
      const c = this.cells[i] as number;
      if (c >= 0 && isSafeNextHome(order, height, safe, c)) return coreMove(CELL0 + i, HOME, 1, c);
    }
    return -1;
  }

  /**
   * Makes the safe auto-moves after move `m` (made, in a position that had none due), as
   * move-gen.ts's nextSafeAutoMoveAfter then nextSafeAutoMove find them; returns how many (on
   * autoStack).
   */
  autos(m: number): number {
    let a = cmTo(m) === HOME ? this.firstAutoAfterHome(m) : this.topHome(cmFrom(m));
    let n = 0;
    while (a >= 0) {
      if (this.autoSp === this.autoStack.length) this.growAutoStack();
      this.make(a);
      this.autoStack[this.autoSp++] = a;
      n++;
      a = this.nextAuto();
    }
    return n;
  }

  /**
   * nextAuto after move `m` home (made, in a position that had no auto-move due). The suits whose
   * next card could go before it could not (none was on top or in a cell): only the top card `m`
   * uncovered can go now, unless a suit's next card may go that could not before (m's own suit's
   * new next card, or a suit whose next card m made safe). Then every pile is looked at.
   */
  private firstAutoAfterHome(m: number): number {
    const s = cmCard(m) & 3;
    const safe = this.ct.safeNext(this.heightsIndex);
    const before = this.ct.safeNext(this.heightsIndex - (SUIT_POW[s] as number));
    if ((safe & (~before | (1 << s))) !== 0) return this.nextAuto();
    return this.topHome(cmFrom(m));
  }

  /** The auto-move of pile p's top card (a column's), if it goes home safely; else -1. */
  private topHome(p: number): number {
    const l = p < CELL0 ? (this.len[p] as number) : 0;
    if (l === 0) return -1;
    const c = this.mem[p * this.stride + l - 1] as number;
    return this.safeHome(c) ? coreMove(p, HOME, 1, c) : -1;
  }

  /** Room for twice as many auto-moves (apart from autos: seldom run). */
  private growAutoStack(): void {
    const next = new Int32Array(this.autoSp * 2);
    next.set(this.autoStack);
    this.autoStack = next;
  }

  undoAutos(n: number): void {
    for (let k = n; k > 0; k--) this.undo(this.autoStack[--this.autoSp] as number);
  }

  /**
   * Gives up the board's arrays (its search released them to the next search, spares.ts): empty
   * ones in their place, `len` and `runs` too, since they are views of `mem`, so a stray write
   * through a released board reaches no live search's columns.
   */
  detach(): void {
    this.mem = NO_BYTES;
    this.len = NO_BYTES;
    this.runs = NO_BYTES;
    this.autoStack = NO_INTS;
  }

  /** `mem` from now on, `len` and `runs` views of its bytes after the columns. */
  private useMem(mem: Uint8Array): void {
    this.mem = mem;
    this.len = new Uint8Array(mem.buffer, mem.byteOffset + this.colsBytes, this.nCols);
    this.runs = new Uint8Array(mem.buffer, mem.byteOffset + this.colsBytes + this.nCols, this.nCols);
  }

  /** Room for saved layouts 0..count-1 (layout i at liveBytes + i * layoutBytes). */
  ensureLayouts(count: number): void {
    const need = this.liveBytes + count * this.layoutBytes;
    if (need <= this.mem.length) return;
    const next = new Uint8Array(Math.max(need, this.mem.length * 2));
    next.set(this.mem);
    this.useMem(next);
  }

  /** Saves the position as layout `idx` (its room made by ensureLayouts); the hash is the caller's to keep. */
  save(idx: number): void {
    const off = this.liveBytes + idx * this.layoutBytes;
    const m = this.mem;
    m.copyWithin(off, 0, this.liveBytes);
    let k = off + this.liveBytes;
    for (let i = 0; i < this.nCells; i++) m[k++] = (this.cells[i] as number) + 1;
    for (let s = 0; s < 4; s++) m[k++] = this.height[s] as number;
  }

  /** Loads layout `idx`, whose hash is lo, hi. */
  restore(idx: number, lo: number, hi: number): void {
    const off = this.liveBytes + idx * this.layoutBytes;
    const m = this.mem;
    m.copyWithin(0, off, off + this.liveBytes);
    let k = off + this.liveBytes;
    for (let i = 0; i < this.nCells; i++) this.cells[i] = (m[k++] as number) - 1;
    let home = 0;
    let index = 0;
    for (let s = 0; s < 4; s++) {
      const h = m[k++] as number;
      this.height[s] = h;
      home += h;
      index += h * (SUIT_POW[s] as number);
    }
    this.home = home;
    this.heightsIndex = index;
    this.hashLo = lo;
    this.hashHi = hi;
  }
}

/** Copies a move's n cards within `mem` from `from` to `to` (two columns' rooms): a loop, as a move's cards are few and copyWithin's call costs more. */
function copyCards(mem: Uint8Array, from: number, to: number, n: number): void {
  for (let k = 0; k < n; k++) mem[to + k] = mem[from + k] as number;
}
