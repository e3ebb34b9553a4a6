// A lean, FreeCell-only best-first solver: an experiment (issue 17), not part of the engine.
//
// Position: 8 columns of Uint8Array(8 * CAP) with lengths, 4 cells (-1 empty), foundations by
// suit (heights). Moves are made and undone in place. A 2 x 32-bit Zobrist hash of the canonical
// position is kept incrementally: each tableau card contributes Z[card][card below it] (52 = the
// column's bottom), each cell card Zc[card]; foundations are implied by the rest. So columns are
// a set (the pairs say which card lies on which, whatever the column) and cells are a set.
//
// Search: best-first over the expanded positions' hashes (a pruned search knows positions by
// hash, as the solver's does). A node is (parent, move); an expanded node keeps its layout (64
// bytes) so its children can be rebuilt by loading it and making one move. The best child of the
// node just expanded, when it beats the queue, is expanded next without a trip through the heap
// (the board still holds its parent).

export const CAP = 20; // column stride (a column holds at most 19 cards)
const FOUND = 12; // move target: the foundation
const COLS = 8 * CAP;
/** A saved layout: the columns as the board holds them (copied whole), then 8 lengths, 4 cells, 4 foundations. */
const LAYOUT = COLS + 24;

// Cards: (rank - 1) * 4 + suit, suits C D H S (the engine's). Red: D, H.
const isRed = (c: number): boolean => (c & 3) === 1 || (c & 3) === 2;
/** stack[a * 52 + b]: card a may lie on card b in a column. */
export const stack = new Uint8Array(52 * 52);
for (let a = 0; a < 52; a++)
  for (let b = 0; b < 52; b++) if (b >> 2 === (a >> 2) + 1 && isRed(a) !== isRed(b)) stack[a * 52 + b] = 1;
/** The two cards of opposite colour one rank lower (what may be built on c), -1 for aces. */
const kids = new Int8Array(52 * 2).fill(-1);
/** parents[c*2..]: the two cards c may lie on, -1 for kings. */
const parents = new Int8Array(52 * 2).fill(-1);
for (let c = 0; c < 52; c++) {
  let k = 0;
  let q = 0;
  for (let d = 0; d < 52; d++) {
    if (stack[d * 52 + c]) kids[c * 2 + k++] = d;
    if (stack[c * 52 + d]) parents[c * 2 + q++] = d;
  }
}

// Zobrist tables from a fixed xorshift.
let seed = 0x9e3779b9 | 0;
function rnd(): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed | 0;
}
const ZLO = new Int32Array(52 * 53);
const ZHI = new Int32Array(52 * 53);
const ZCLO = new Int32Array(52);
const ZCHI = new Int32Array(52);
for (let i = 0; i < ZLO.length; i++) {
  ZLO[i] = rnd();
  ZHI[i] = rnd();
}
for (let i = 0; i < 52; i++) {
  ZCLO[i] = rnd();
  ZCHI[i] = rnd();
}

/** Heuristic weights (x10), as the solver's FreeCell flavours (plans.ts). */
export interface LeanWeights {
  home: number;
  free: number;
  empty: number;
  buried: number;
  disorder: number;
  unplaced: number;
  overNext: number;
  depthCost: number;
}
/** The solver's three FreeCell flavours: "alternating", room worth most, and the plain one. */
export const FLAVOURS: LeanWeights[] = [
  { home: 150, free: 280, empty: 400, buried: 21, disorder: 190, unplaced: 15, overNext: 42, depthCost: 110 },
  { home: 300, free: 480, empty: 960, buried: 40, disorder: 120, unplaced: 20, overNext: 110, depthCost: 130 },
  { home: 300, free: 60, empty: 120, buried: 80, disorder: 120, unplaced: 0, overNext: 0, depthCost: 50 },
];

export const mFrom = (m: number): number => m & 15;
export const mTo = (m: number): number => (m >> 4) & 15;
export const mN = (m: number): number => (m >> 8) & 31;
export const mCard = (m: number): number => (m >> 16) & 63;
const pack = (from: number, to: number, n: number, card: number): number => from | (to << 4) | (n << 8) | (card << 16);

export class Lean {
  /** The board's columns: the first slot of `layouts`, so that a layout is saved and restored by copyWithin. */
  cols: Uint8Array;
  readonly len = new Int32Array(8);
  readonly cells = new Int32Array(4);
  readonly found = new Int32Array(4);
  /** Each column's top run (cards in build order from the top), kept by make and undo. */
  readonly runs = new Int32Array(8);
  home = 0;
  hlo = 0;
  hhi = 0;

  // Auto-moves made (a stack shared by every make, taken back in order).
  readonly autoStack = new Int32Array(4096);
  autoSp = 0;

  // Search storage.
  maxNodes: number;
  /**
   * The nodes, 8 ints each: parent, move, depth, hash lo, hash hi, the child's new column terms
   * (of its move's source and target columns; FULL where every column must be tallied again),
   * its saved layout.
   */
  N: Int32Array;
  /** Each saved layout's 8 column terms. */
  lTerms: Int32Array;
  layouts: Uint8Array;
  nNodes = 0;
  nLayouts = 0;
  /** The heap: pairs score, node. */
  H: Int32Array;
  heapSize = 0;
  // Visited: open addressing, 2 x 32 bits, 0/0 empty; used slots listed for a cheap clear.
  vBits: number;
  /** Pairs lo, hi. */
  V: Int32Array;
  vUsed: Int32Array;
  vCount = 0;

  readonly moveBuf = new Int32Array(8 * 256);
  readonly colTerm = new Int32Array(8);

  /** The position currently on the board: which node (-1 none). */
  private cur = -1;
  expanded = 0;

  nodeCap: number;
  layoutCap: number;

  private growNodes(): void {
    const n = this.nodeCap * 2;
    const g32 = (a: Int32Array): Int32Array => {
      const b = new Int32Array(2 * n);
      b.set(a);
      return b;
    };
    const nodes = new Int32Array(n * 8);
    nodes.set(this.N);
    this.N = nodes;
    this.H = g32(this.H);
    this.nodeCap = n;
  }

  private growLayouts(): void {
    const n = this.layoutCap * 2;
    const t = new Int32Array((n + 1) * 8);
    t.set(this.lTerms);
    this.lTerms = t;
    const l = new Uint8Array((n + 1) * LAYOUT);
    l.set(this.layouts);
    this.layouts = l;
    this.cols = l;
    this.layoutCap = n;
  }

  W_HOME: number;
  W_FREE: number;
  W_EMPTY: number;
  W_BURIED: number;
  W_DISORDER: number;
  W_UNPLACED: number;
  W_OVERNEXT: number;
  DEPTH_COST: number;

  constructor(maxPositions: number, w: LeanWeights = FLAVOURS[0] as LeanWeights) {
    this.W_HOME = w.home;
    this.W_FREE = w.free;
    this.W_EMPTY = w.empty;
    this.W_BURIED = w.buried;
    this.W_DISORDER = w.disorder;
    this.W_UNPLACED = w.unplaced;
    this.W_OVERNEXT = w.overNext;
    this.DEPTH_COST = w.depthCost;
    this.maxNodes = maxPositions * 12 + 64;
    // Small at first, grown as a hard deal needs (a big allocation's pages cost CPU when first touched).
    const n = 1 << 15;
    this.nodeCap = n;
    this.layoutCap = 1 << 13;
    this.lTerms = new Int32Array((this.layoutCap + 1) * 8);
    this.layouts = new Uint8Array((this.layoutCap + 1) * LAYOUT);
    this.cols = this.layouts;
    this.N = new Int32Array(n * 8);
    this.H = new Int32Array(2 * n);
    // Small at first (an easy deal's set stays in the cache), doubled as it fills.
    this.vBits = 12;
    this.V = new Int32Array(2 << 12);
    this.vUsed = new Int32Array(maxPositions + 2);
  }

  /** Loads a deal: columns bottom first (engine cards), all cells empty, nothing home. */
  load(columns: readonly (readonly number[])[]): void {
    this.len.fill(0);
    this.cells.fill(-1);
    this.found.fill(0);
    this.home = 0;
    this.hlo = 0;
    this.hhi = 0;
    for (let i = 0; i < 8; i++) {
      const col = columns[i] as readonly number[];
      let below = 52;
      for (let k = 0; k < col.length; k++) {
        const c = col[k] as number;
        this.cols[i * CAP + k] = c;
        this.hlo ^= ZLO[c * 53 + below] as number;
        this.hhi ^= ZHI[c * 53 + below] as number;
        below = c;
      }
      this.len[i] = col.length;
      this.runs[i] = this.scanRun(i);
    }
  }

  /** The top run of column i, counted afresh. */
  scanRun(i: number): number {
    const l = this.len[i] as number;
    if (l === 0) return 0;
    const cols = this.cols;
    const base = i * CAP;
    let above = cols[base + l - 1] as number;
    let r = 1;
    for (let q = base + l - 2; q >= base; q--) {
      const below = cols[q] as number;
      if (stack[above * 52 + below] === 0) break;
      above = below;
      r++;
    }
    return r;
  }

  // ---- moves made and undone in place ----

  make(m: number): void {
    const from = m & 15;
    const to = (m >> 4) & 15;
    const n = (m >> 8) & 31;
    const c = (m >> 16) & 63;
    const cols = this.cols;
    let lo = this.hlo;
    let hi = this.hhi;
    // Take from the source.
    if (from < 8) {
      const l = (this.len[from] as number) - n;
      this.len[from] = l;
      const r = (this.runs[from] as number) - n;
      this.runs[from] = r > 0 ? r : l > 0 ? this.scanRun(from) : 0;
      const below = l > 0 ? (cols[from * CAP + l - 1] as number) : 52;
      lo ^= ZLO[c * 53 + below] as number;
      hi ^= ZHI[c * 53 + below] as number;
      if (to < 8) {
        const tl = this.len[to] as number;
        const onto = tl > 0 ? (cols[to * CAP + tl - 1] as number) : 52;
        lo ^= ZLO[c * 53 + onto] as number;
        hi ^= ZHI[c * 53 + onto] as number;
        const src = from * CAP + l;
        const dst = to * CAP + tl;
        for (let k = 0; k < n; k++) cols[dst + k] = cols[src + k] as number;
        this.len[to] = tl + n;
        this.runs[to] = tl > 0 ? (this.runs[to] as number) + n : n;
      } else if (to === FOUND) {
        this.found[c & 3] = (this.found[c & 3] as number) + 1;
        this.home++;
      } else {
        this.cells[to - 8] = c;
        lo ^= ZCLO[c] as number;
        hi ^= ZCHI[c] as number;
      }
    } else {
      // From a cell (one card).
      this.cells[from - 8] = -1;
      lo ^= ZCLO[c] as number;
      hi ^= ZCHI[c] as number;
      if (to < 8) {
        const tl = this.len[to] as number;
        const onto = tl > 0 ? (cols[to * CAP + tl - 1] as number) : 52;
        lo ^= ZLO[c * 53 + onto] as number;
        hi ^= ZHI[c * 53 + onto] as number;
        cols[to * CAP + tl] = c;
        this.len[to] = tl + 1;
        this.runs[to] = tl > 0 ? (this.runs[to] as number) + 1 : 1;
      } else {
        this.found[c & 3] = (this.found[c & 3] as number) + 1;
        this.home++;
      }
    }
    this.hlo = lo;
    this.hhi = hi;
  }

  undo(m: number): void {
    const from = m & 15;
    const to = (m >> 4) & 15;
    const n = (m >> 8) & 31;
    const c = (m >> 16) & 63;
    const cols = this.cols;
    let lo = this.hlo;
    let hi = this.hhi;
    if (from < 8) {
      const l = this.len[from] as number;
      const below = l > 0 ? (cols[from * CAP + l - 1] as number) : 52;
      lo ^= ZLO[c * 53 + below] as number;
      hi ^= ZHI[c * 53 + below] as number;
      if (to < 8) {
        const tl = (this.len[to] as number) - n;
        this.len[to] = tl;
        const onto = tl > 0 ? (cols[to * CAP + tl - 1] as number) : 52;
        lo ^= ZLO[c * 53 + onto] as number;
        hi ^= ZHI[c * 53 + onto] as number;
        const src = to * CAP + tl;
        const dst = from * CAP + l;
        for (let k = 0; k < n; k++) cols[dst + k] = cols[src + k] as number;
        this.runs[to] = tl > 0 ? (this.runs[to] as number) - n : 0;
      } else if (to === FOUND) {
        this.found[c & 3] = (this.found[c & 3] as number) - 1;
        this.home--;
        cols[from * CAP + l] = c;
      } else {
        this.cells[to - 8] = -1;
        lo ^= ZCLO[c] as number;
        hi ^= ZCHI[c] as number;
        cols[from * CAP + l] = c;
      }
      this.runs[from] =
        l > 0 && stack[c * 52 + (cols[from * CAP + l - 1] as number)] === 1 ? (this.runs[from] as number) + n : n;
      this.len[from] = l + n;
    } else {
      this.cells[from - 8] = c;
      lo ^= ZCLO[c] as number;
      hi ^= ZCHI[c] as number;
      if (to < 8) {
        const tl = (this.len[to] as number) - 1;
        this.len[to] = tl;
        this.runs[to] = tl > 0 ? (this.runs[to] as number) - 1 : 0;
        const onto = tl > 0 ? (cols[to * CAP + tl - 1] as number) : 52;
        lo ^= ZLO[c * 53 + onto] as number;
        hi ^= ZHI[c * 53 + onto] as number;
      } else {
        this.found[c & 3] = (this.found[c & 3] as number) - 1;
        this.home--;
      }
    }
    this.hlo = lo;
    this.hhi = hi;
  }

  /** May c go home safely (as move-gen.ts isSafeHome, one deck): every card that could lie on it is home, or next home and itself safe. */
  safe(c: number): boolean {
    const a = kids[c * 2] as number;
    if (a < 0) return true;
    const f = this.found;
    const ha = (f[a & 3] as number) - (a >> 2); // > 0 home, 0 next
    if (ha < 0 || (ha === 0 && !this.safe(a))) return false;
    const b = kids[c * 2 + 1] as number;
    const hb = (f[b & 3] as number) - (b >> 2);
    return !(hb < 0 || (hb === 0 && !this.safe(b)));
  }

  /** The next safe auto-move (columns first, then cells, as nextSafeAutoMove), or -1. */
  nextAuto(): number {
    const f = this.found;
    for (let i = 0; i < 8; i++) {
      const l = this.len[i] as number;
      if (l === 0) continue;
      const c = this.cols[i * CAP + l - 1] as number;
      if ((f[c & 3] as number) === c >> 2 && this.safe(c)) return pack(i, FOUND, 1, c);
    }
    for (let i = 0; i < 4; i++) {
      const c = this.cells[i] as number;
      if (c >= 0 && (f[c & 3] as number) === c >> 2 && this.safe(c)) return pack(8 + i, FOUND, 1, c);
    }
    return -1;
  }

  /** Makes the safe auto-moves after move m (in a position that had none due); returns how many (on autoStack). */
  autos(m: number): number {
    let n = 0;
    let a = -1;
    if (((m >> 4) & 15) === FOUND) a = this.nextAuto();
    else {
      const from = m & 15;
      if (from < 8) {
        const l = this.len[from] as number;
        if (l > 0) {
          const c = this.cols[from * CAP + l - 1] as number;
          if ((this.found[c & 3] as number) === c >> 2 && this.safe(c)) a = pack(from, FOUND, 1, c);
        }
      }
    }
    while (a >= 0) {
      if (STATS) stats.autoMoves++;
      this.make(a);
      this.autoStack[this.autoSp++] = a;
      n++;
      a = this.nextAuto();
    }
    return n;
  }

  undoAutos(n: number): void {
    while (n-- > 0) this.undo(this.autoStack[--this.autoSp] as number);
  }

  // ---- move generation (the solver's pruned set, or every move) ----

  gen(pruned: boolean): number {
    const out = this.moveBuf;
    const cols = this.cols;
    const len = this.len;
    const f = this.found;
    let k = 0;
    let firstCell = -1;
    let free = 0;
    for (let i = 0; i < 4; i++) {
      if (this.cells[i] !== -1) continue;
      if (free++ === 0) firstCell = i;
    }
    let space = -1;
    let empties = 0;
    for (let i = 0; i < 8; i++) {
      const l = len[i] as number;
      if (l === 0) {
        empties++;
        if (space < 0) space = i;
      } else topAt[cols[i * CAP + l - 1] as number] = i + 1;
    }
    const capToCard = (free + 1) << empties;
    const capToSpace = empties > 0 ? (free + 1) << (empties - 1) : 0;

    // Cells: home, onto a column, into a space.
    for (let s = 0; s < 4; s++) {
      const c = this.cells[s] as number;
      if (c < 0) continue;
      if ((f[c & 3] as number) === c >> 2) out[k++] = pack(8 + s, FOUND, 1, c);
      k = this.onto(c, 8 + s, 1, k);
      if (space >= 0) out[k++] = pack(8 + s, space, 1, c);
    }
    // Columns.
    for (let i = 0; i < 8; i++) {
      const l = len[i] as number;
      if (l === 0) continue;
      const base = i * CAP;
      const c = cols[base + l - 1] as number;
      if ((f[c & 3] as number) === c >> 2) out[k++] = pack(i, FOUND, 1, c);
      // The top run (kept by make and undo).
      const run = this.runs[i] as number;
      if (CHECK && run !== this.scanRun(i)) throw new Error(`run of column ${i}: ${run}, scanned ${this.scanRun(i)}`);
      this.runLen[i] = run;
      const whole = pruned ? run : 1;
      const listed = k;
      const max = Math.min(run, capToCard);
      for (let n = 1; n <= max; n++) k = this.onto(cols[base + l - n] as number, i, n, k);
      const toCell = whole === 1 && !(pruned && k > listed);
      if (firstCell >= 0 && toCell) out[k++] = pack(i, 8 + firstCell, 1, c);
      if (space >= 0) {
        let toSpace = Math.min(run, capToSpace);
        if (toSpace > l - 1) toSpace = l - 1;
        for (let n = whole; n <= toSpace; n++) out[k++] = pack(i, space, n, cols[base + l - n] as number);
      }
    }
    for (let i = 0; i < 8; i++) {
      const l = len[i] as number;
      if (l > 0) topAt[cols[i * CAP + l - 1] as number] = 0;
    }
    return k;
  }

  /** Moves of n cards (the lowest c) from `from` onto each column whose top c lies on (topAt: 1 + the column a card tops). */
  private onto(c: number, from: number, n: number, at: number): number {
    let k = at;
    const p0 = parents[c * 2] as number;
    if (p0 < 0) return k;
    const j0 = (topAt[p0] as number) - 1;
    if (j0 >= 0 && j0 !== from) this.moveBuf[k++] = pack(from, j0, n, c);
    const j1 = (topAt[parents[c * 2 + 1] as number] as number) - 1;
    if (j1 >= 0 && j1 !== from) this.moveBuf[k++] = pack(from, j1, n, c);
    return k;
  }

  // ---- heuristic ----

  term(i: number): number {
    const l = this.len[i] as number;
    if (l === 0) return this.W_EMPTY;
    const cols = this.cols;
    const f = this.found;
    const base = i * CAP;
    let best = 99;
    let bestAt = 0;
    let breaks = 0;
    let firstBreak = 0;
    let nextCount = 0;
    let nextAtSum = 0;
    let top = -1;
    for (let k = 0; k < l; k++) {
      const c = cols[base + k] as number;
      const wait = (c >> 2) - (f[c & 3] as number);
      if (wait === 0) {
        nextCount++;
        nextAtSum += k;
      }
      if (wait < best) {
        best = wait;
        bestAt = k;
      }
      if (k > 0 && stack[c * 52 + top] === 0) {
        if (breaks === 0) firstBreak = k;
        breaks++;
      }
      top = c;
    }
    const placed = breaks === 0 ? l : firstBreak;
    const overNext = nextCount * (l - 1) - nextAtSum;
    return -(
      (l - 1 - bestAt) * this.W_BURIED +
      breaks * this.W_DISORDER +
      (l - placed) * this.W_UNPLACED +
      overNext * this.W_OVERNEXT
    );
  }

  /** Per expansion: which columns' tallies (pref, t*) are for the position on the board. */
  epoch = 0;
  private readonly tEpoch = new Int32Array(8);
  /** Each column's top run, as gen found it for the position on the board. */
  private readonly runLen = new Int32Array(8);
  /** pref[col * 21 + k]: the term of column col cut down to its bottom k cards. */
  private readonly pref = new Int32Array(8 * 21);
  private readonly tBest = new Int32Array(8);
  private readonly tBestAt = new Int32Array(8);
  private readonly tBreaks = new Int32Array(8);
  private readonly tFirstBreak = new Int32Array(8);
  private readonly tNextCount = new Int32Array(8);
  private readonly tNextAtSum = new Int32Array(8);

  private termOf(
    l: number,
    bestAt: number,
    breaks: number,
    firstBreak: number,
    nextCount: number,
    nextAtSum: number,
  ): number {
    if (l === 0) return this.W_EMPTY;
    const placed = breaks === 0 ? l : firstBreak;
    return -(
      (l - 1 - bestAt) * this.W_BURIED +
      breaks * this.W_DISORDER +
      (l - placed) * this.W_UNPLACED +
      (nextCount * (l - 1) - nextAtSum) * this.W_OVERNEXT
    );
  }

  /** One pass over column i: every prefix's term, and the tallies at its top. */
  private tally(i: number): void {
    if (STATS) stats.tallies++;
    const l = this.len[i] as number;
    const cols = this.cols;
    const f = this.found;
    const base = i * CAP;
    const pref = this.pref;
    const p0 = i * 21;
    pref[p0] = this.W_EMPTY;
    const from = l - (this.runLen[i] as number);
    let best = 99;
    let bestAt = 0;
    let breaks = 0;
    let firstBreak = 0;
    let nextCount = 0;
    let nextAtSum = 0;
    let top = -1;
    for (let k = 0; k < l; k++) {
      const c = cols[base + k] as number;
      const wait = (c >> 2) - (f[c & 3] as number);
      if (wait === 0) {
        nextCount++;
        nextAtSum += k;
      }
      if (wait < best) {
        best = wait;
        bestAt = k;
      }
      if (k > 0 && stack[c * 52 + top] === 0) {
        if (breaks === 0) firstBreak = k;
        breaks++;
      }
      top = c;
      // Only cuts within the top run are asked for (a move takes cards off the top run).
      if (k + 1 >= from) pref[p0 + k + 1] = this.termOf(k + 1, bestAt, breaks, firstBreak, nextCount, nextAtSum);
    }
    this.tBest[i] = best;
    this.tBestAt[i] = bestAt;
    this.tBreaks[i] = breaks;
    this.tFirstBreak[i] = firstBreak;
    this.tNextCount[i] = nextCount;
    this.tNextAtSum[i] = nextAtSum;
    this.tEpoch[i] = this.epoch;
  }

  private prefixTerm(i: number, k: number): number {
    if (this.tEpoch[i] !== this.epoch) this.tally(i);
    return this.pref[i * 21 + k] as number;
  }

  /** Column `to`'s term with the n cards from `from` (the lowest c; a cell's one card) put on it. */
  private extendTerm(to: number, from: number, n: number, c0: number): number {
    const tl = this.len[to] as number;
    let best = 99;
    let bestAt = 0;
    let breaks = 0;
    let firstBreak = 0;
    let nextCount = 0;
    let nextAtSum = 0;
    let top = -1;
    if (tl > 0) {
      if (this.tEpoch[to] !== this.epoch) this.tally(to);
      best = this.tBest[to] as number;
      bestAt = this.tBestAt[to] as number;
      breaks = this.tBreaks[to] as number;
      firstBreak = this.tFirstBreak[to] as number;
      nextCount = this.tNextCount[to] as number;
      nextAtSum = this.tNextAtSum[to] as number;
      top = this.cols[to * CAP + tl - 1] as number;
    }
    const f = this.found;
    const src = from < 8 ? from * CAP + (this.len[from] as number) - n : -1;
    for (let j = 0; j < n; j++) {
      const c = src >= 0 ? (this.cols[src + j] as number) : c0;
      const k = tl + j;
      const wait = (c >> 2) - (f[c & 3] as number);
      if (wait === 0) {
        nextCount++;
        nextAtSum += k;
      }
      if (wait < best) {
        best = wait;
        bestAt = k;
      }
      if (k > 0 && stack[c * 52 + top] === 0) {
        if (breaks === 0) firstBreak = k;
        breaks++;
      }
      top = c;
    }
    return this.termOf(tl + n, bestAt, breaks, firstBreak, nextCount, nextAtSum);
  }

  baseScore(): number {
    let free = 0;
    for (let i = 0; i < 4; i++) if (this.cells[i] === -1) free++;
    return this.home * this.W_HOME + free * this.W_FREE;
  }

  // ---- saved layouts ----

  private save(node: number): void {
    const idx = ++this.nLayouts;
    const off = idx * LAYOUT;
    const L = this.layouts;
    L.copyWithin(off, 0, COLS);
    const m = off + COLS;
    for (let i = 0; i < 8; i++) {
      L[m + i] = this.len[i] as number;
      L[m + 16 + i] = this.runs[i] as number;
    }
    for (let i = 0; i < 4; i++) {
      L[m + 8 + i] = (this.cells[i] as number) + 1;
      L[m + 12 + i] = this.found[i] as number;
    }
    this.N[node * 8 + 7] = idx;
  }

  private restore(node: number): void {
    const off = (this.N[node * 8 + 7] as number) * LAYOUT;
    const L = this.layouts;
    L.copyWithin(0, off, off + COLS);
    const m = off + COLS;
    for (let i = 0; i < 8; i++) {
      this.len[i] = L[m + i] as number;
      this.runs[i] = L[m + 16 + i] as number;
    }
    let home = 0;
    for (let i = 0; i < 4; i++) {
      this.cells[i] = (L[m + 8 + i] as number) - 1;
      const h = L[m + 12 + i] as number;
      this.found[i] = h;
      home += h;
    }
    this.home = home;
    this.hlo = this.N[node * 8 + 3] as number;
    this.hhi = this.N[node * 8 + 4] as number;
  }

  // ---- visited set ----

  /** Adds a hash; false if it was there. */
  private vAdd(lo: number, hi: number): boolean {
    const mask = (1 << this.vBits) - 1;
    let i = (lo ^ (hi >>> 7)) & mask;
    const V = this.V;
    for (;;) {
      const a = V[2 * i] as number;
      const b = V[2 * i + 1] as number;
      if (a === 0 && b === 0) break;
      if (a === lo && b === hi) return false;
      i = (i + 1) & mask;
    }
    V[2 * i] = lo;
    V[2 * i + 1] = hi;
    this.vUsed[this.vCount++] = i;
    if (this.vCount * 2 > mask) this.vGrow();
    return true;
  }

  private vGrow(): void {
    const old = this.V;
    const n = this.vCount;
    const used = this.vUsed;
    this.vBits++;
    const size = 1 << this.vBits;
    const mask = size - 1;
    const V = new Int32Array(2 * size);
    for (let k = 0; k < n; k++) {
      const j = used[k] as number;
      const lo = old[2 * j] as number;
      const hi = old[2 * j + 1] as number;
      let i = (lo ^ (hi >>> 7)) & mask;
      while (V[2 * i] !== 0 || V[2 * i + 1] !== 0) i = (i + 1) & mask;
      V[2 * i] = lo;
      V[2 * i + 1] = hi;
      used[k] = i;
    }
    this.V = V;
  }

  private vHas(lo: number, hi: number): boolean {
    const mask = (1 << this.vBits) - 1;
    let i = (lo ^ (hi >>> 7)) & mask;
    const V = this.V;
    for (;;) {
      const a = V[2 * i] as number;
      const b = V[2 * i + 1] as number;
      if (a === lo && b === hi) return true;
      if (a === 0 && b === 0) return false;
      i = (i + 1) & mask;
    }
  }

  private vClear(): void {
    if (this.vBits > 14) {
      // A big set from a hard deal: back to a small one.
      this.vBits = 12;
      this.V = new Int32Array(2 << 12);
      this.vCount = 0;
      return;
    }
    const V = this.V;
    for (let k = 0; k < this.vCount; k++) {
      const i = this.vUsed[k] as number;
      V[2 * i] = 0;
      V[2 * i + 1] = 0;
    }
    this.vCount = 0;
  }

  // ---- heap (max-heap on score) ----

  private push(score: number, node: number): void {
    const H = this.H;
    let i = this.heapSize++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const ps = H[2 * p] as number;
      if (ps >= score) break;
      H[2 * i] = ps;
      H[2 * i + 1] = H[2 * p + 1] as number;
      i = p;
    }
    H[2 * i] = score;
    H[2 * i + 1] = node;
  }

  private pop(): number {
    const H = this.H;
    const top = H[1] as number;
    const n = --this.heapSize;
    const score = H[2 * n] as number;
    const node = H[2 * n + 1] as number;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && (H[2 * c + 2] as number) > (H[2 * c] as number)) c++;
      if ((H[2 * c] as number) <= score) break;
      H[2 * i] = H[2 * c] as number;
      H[2 * i + 1] = H[2 * c + 1] as number;
      i = c;
    }
    H[2 * i] = score;
    H[2 * i + 1] = node;
    return top;
  }

  // ---- the search ----

  /**
   * Best-first from the loaded deal. Returns the won node's index (its line: lineTo), -1 if the
   * search ran dry, -2 if the budget ran out. `expanded` counts the positions expanded.
   */
  solve(maxPositions: number, pruned = true): number {
    const r = this.start(pruned);
    return r === -3 ? this.run(maxPositions) : r;
  }

  private pruned = true;
  private held = -1;
  private node = 0;
  /** The won node once won, else -1. */
  won = -1;
  /** Ran dry (the queue empty). */
  dry = false;

  /** Starts a search of the loaded deal: the won root (0), or -3 (go on with run). */
  start(pruned: boolean): number {
    this.pruned = pruned;
    this.held = -1;
    this.won = -1;
    this.dry = false;
    this.nNodes = 0;
    this.nLayouts = 0;
    this.heapSize = 0;
    this.vClear();
    this.expanded = 0;
    this.autoSp = 0;
    // Root: the deal's own auto-moves are made first (and kept on the board as the root's layout).
    const root = this.nNodes++;
    this.N[root * 8 + 0] = -1;
    this.N[root * 8 + 1] = -1;
    this.N[root * 8 + 2] = 0;
    let a = this.nextAuto();
    const rootAutos: number[] = [];
    while (a >= 0) {
      this.make(a);
      rootAutos.push(a);
      a = this.nextAuto();
    }
    this.rootAutos = rootAutos;
    this.N[root * 8 + 3] = this.hlo;
    this.N[root * 8 + 4] = this.hhi;
    if (this.home === 52) {
      this.won = root;
      return root;
    }
    this.vAdd(this.hlo, this.hhi);
    this.expanded = 1;
    this.save(root);
    this.cur = root;
    this.N[root * 8 + 5] = FULL;
    this.node = root;
    this.fresh = true;
    return -3;
  }

  /** Expanding `node` is due first (a fresh search), else picking the next. */
  private fresh = false;

  /**
   * Goes on until `expanded` reaches maxPositions: the won node, -1 (ran dry), -2 (budget spent).
   * The board may have been used by nothing else in between (each search has its own board).
   */
  run(maxPositions: number): number {
    if (this.won >= 0) return this.won;
    if (this.dry) return -1;
    const pruned = this.pruned;
    let node = this.node;
    let held = this.held;
    let heldScore = 0;
    const colTerm = this.colTerm;
    let expandNow = this.fresh;
    this.fresh = false;
    for (;;) {
      if (!expandNow) {
        if (this.nNodes + 512 >= this.nodeCap && this.nodeCap < this.maxNodes) this.growNodes();
        if (this.nLayouts + 2 >= this.layoutCap) this.growLayouts();
        if (this.expanded >= maxPositions || this.nNodes + 512 >= this.nodeCap) {
          this.node = node;
          if (held >= 0) this.push(heldScore, held);
          this.held = -1;
          return -2;
        }
        // The next node: the held child (its parent on the board), else the queue's best.
        let next = -1;
        for (;;) {
          if (held >= 0) {
            next = held;
            held = -1;
          } else {
            if (this.heapSize === 0) {
              this.dry = true;
              return -1;
            }
            next = this.pop();
          }
          const lo = this.N[next * 8 + 3] as number;
          const hi = this.N[next * 8 + 4] as number;
          if (!this.vAdd(lo, hi)) {
            if (STATS) stats.dupPops++;
            continue;
          }
          break;
        }
        const parent = this.N[next * 8 + 0] as number;
        if (this.cur !== parent) {
          this.restore(parent);
          if (STATS) stats.restores++;
        }
        const m = this.N[next * 8 + 1] as number;
        this.make(m);
        this.autos(m);
        this.autoSp = 0;
        this.save(next);
        this.cur = next;
        this.expanded++;
        node = next;
      }
      expandNow = false;
      // Every column one run: won, each card going home in rank order (the lowest card left is
      // always a column's top or in a cell, and next for its suit). makeLine plays them.
      if (this.sortedWin && this.sorted()) {
        this.won = node;
        return node;
      }
      // Expand `node`, whose position is on the board.
      const end = this.gen(pruned);
      if (STATS) stats.gens++;
      if (STATS) stats.moves += end;
      const depth = (this.N[node * 8 + 2] as number) + 1;
      let colSum = 0;
      const lt = this.lTerms;
      const at8 = (this.N[node * 8 + 7] as number) * 8;
      if (this.N[node * 8 + 5] === FULL) {
        if (STATS) stats.fullExpand++;
        for (let i = 0; i < 8; i++) {
          const t = this.term(i);
          colTerm[i] = t;
          lt[at8 + i] = t;
          colSum += t;
        }
      } else {
        // The parent's terms but for the two columns the move touched (scored with the child).
        const p8 = (this.N[(this.N[node * 8 + 0] as number) * 8 + 7] as number) * 8;
        const mv = this.N[node * 8 + 1] as number;
        const from = mv & 15;
        const to = (mv >> 4) & 15;
        for (let i = 0; i < 8; i++) {
          const t =
            i === from
              ? (this.N[node * 8 + 5] as number)
              : i === to
                ? (this.N[node * 8 + 6] as number)
                : (lt[p8 + i] as number);
          colTerm[i] = t;
          lt[at8 + i] = t;
          colSum += t;
        }
      }
      const base = this.baseScore();
      let best = -1;
      let bestScore = -2147483648;
      this.epoch++;
      const cols = this.cols;
      const found = this.found;
      for (let i = 0; i < end; i++) {
        const m = this.moveBuf[i] as number;
        const from = m & 15;
        const to = (m >> 4) & 15;
        const n = (m >> 8) & 31;
        const c = (m >> 16) & 63;
        let score: number;
        let child: number;
        // A move to no foundation, after which no auto-move follows (the card it uncovers, if
        // any, does not go home): scored and hashed without making it.
        let quick = to !== FOUND;
        let l = 0;
        if (quick && from < 8) {
          l = this.len[from] as number;
          if (l > n) {
            const u = cols[from * CAP + l - n - 1] as number;
            if ((found[u & 3] as number) === u >> 2 && this.safe(u)) quick = false;
          }
        }
        if (quick) {
          let lo = this.hlo;
          let hi = this.hhi;
          if (from < 8) {
            const below = l > n ? (cols[from * CAP + l - n - 1] as number) : 52;
            lo ^= ZLO[c * 53 + below] as number;
            hi ^= ZHI[c * 53 + below] as number;
          } else {
            lo ^= ZCLO[c] as number;
            hi ^= ZCHI[c] as number;
          }
          if (to < 8) {
            const tl = this.len[to] as number;
            const onto = tl > 0 ? (cols[to * CAP + tl - 1] as number) : 52;
            lo ^= ZLO[c * 53 + onto] as number;
            hi ^= ZHI[c * 53 + onto] as number;
          } else {
            lo ^= ZCLO[c] as number;
            hi ^= ZCHI[c] as number;
          }
          if (this.vHas(lo, hi)) continue;
          child = this.nNodes++;
          this.N[child * 8 + 3] = lo;
          this.N[child * 8 + 4] = hi;
          score = colSum + base;
          if (from < 8) {
            const t = this.prefixTerm(from, l - n);
            this.N[child * 8 + 5] = t;
            score += t - (colTerm[from] as number);
          } else {
            this.N[child * 8 + 5] = 0;
            score += this.W_FREE;
          }
          if (to < 8) {
            const t = this.extendTerm(to, from, n, c);
            this.N[child * 8 + 6] = t;
            score += t - (colTerm[to] as number);
          } else score -= this.W_FREE;
        } else {
          this.make(m);
          const nAuto = this.autos(m);
          const lo = this.hlo;
          const hi = this.hhi;
          // (The won position's hash is 0/0, the visited set's empty mark: it is checked first.)
          if (this.home !== 52 && this.vHas(lo, hi)) {
            this.undoAutos(nAuto);
            this.undo(m);
            continue;
          }
          child = this.nNodes++;
          this.N[child * 8 + 3] = lo;
          this.N[child * 8 + 4] = hi;
          if (this.home === 52) {
            this.N[child * 8 + 0] = node;
            this.N[child * 8 + 1] = m;
            this.N[child * 8 + 2] = depth;
            this.undoAutos(nAuto);
            this.undo(m);
            this.won = child;
            return child;
          }
          score = this.baseScore();
          if (STALE) {
            // Only the columns the move and its auto-moves touched, the others as in the parent
            // (stale: the foundations' heights changed), an approximation.
            let mask = 0;
            if (from < 8) mask |= 1 << from;
            if (to < 8) mask |= 1 << to;
            for (let q = this.autoSp - nAuto; q < this.autoSp; q++) {
              const f = (this.autoStack[q] as number) & 15;
              if (f < 8) mask |= 1 << f;
            }
            let sum = colSum;
            for (let q = 0; q < 8; q++) if ((mask >> q) & 1) sum += this.term(q) - (colTerm[q] as number);
            score += sum;
          } else for (let q = 0; q < 8; q++) score += this.term(q);
          this.N[child * 8 + 5] = FULL;
          if (STATS) stats.fullScores++;
          this.undoAutos(nAuto);
          this.undo(m);
        }
        if (STATS) stats.children++;
        this.N[child * 8 + 0] = node;
        this.N[child * 8 + 1] = m;
        this.N[child * 8 + 2] = depth;
        this.N[child * 8 + 7] = -1;
        score -= depth * this.DEPTH_COST;
        if (score > bestScore) {
          if (best >= 0) this.push(bestScore, best);
          best = child;
          bestScore = score;
        } else this.push(score, child);
      }
      if (best >= 0) {
        if (this.heapSize === 0 || bestScore > (this.H[0] as number)) {
          held = best;
          heldScore = bestScore;
        } else this.push(bestScore, best);
      }
      void heldScore;
    }
  }

  rootAutos: number[] = [];

  /** The moves of the line to `node` (excluding auto-moves): replay them with makeLine. */
  pathTo(node: number): number[] {
    const out: number[] = [];
    for (let n = node; n > 0; n = this.N[n * 8 + 0] as number) out.push(this.N[n * 8 + 1] as number);
    return out.reverse();
  }

  /** From a freshly loaded deal: plays the path, returning every move made (auto-moves included). */
  // ---- a depth-first search in the heuristic's order (an experiment beside the best-first) ----

  private readonly dMoves = new Int32Array(400 * 64);
  private readonly dScores = new Int32Array(400 * 64);
  /** The line the depth-first search holds: its moves from the root, dPath[0..dLen). */
  readonly dPath = new Int32Array(400);
  dLen = 0;
  private dBudget = 0;

  /**
   * Depth-first from the loaded deal (its auto-moves made first), children tried best score
   * first, positions known by hash: true if won (the line: dPath), false (budget or dry).
   */
  dfsSolve(maxPositions: number, pruned = true): boolean {
    this.vClear();
    this.expanded = 0;
    this.autoSp = 0;
    this.dLen = 0;
    for (let a = this.nextAuto(); a >= 0; a = this.nextAuto()) this.make(a);
    if (this.home === 52) return true;
    this.vAdd(this.hlo, this.hhi);
    this.dBudget = maxPositions;
    return this.dfs(0, pruned) === 1;
  }

  /** 1 won, 0 no win below, -1 budget spent. */
  private dfs(depth: number, pruned: boolean): number {
    if (this.expanded >= this.dBudget || depth >= 399) return -1;
    this.expanded++;
    this.epoch++;
    const end = this.gen(pruned);
    let colSum = 0;
    const colTerm = this.colTerm;
    for (let i = 0; i < 8; i++) {
      const t = this.term(i);
      colTerm[i] = t;
      colSum += t;
    }
    const base = this.baseScore();
    const at = depth * 64;
    const dm = this.dMoves;
    const ds = this.dScores;
    let n = 0;
    const cols = this.cols;
    for (let i = 0; i < end; i++) {
      const m = this.moveBuf[i] as number;
      const from = m & 15;
      const to = (m >> 4) & 15;
      const cnt = (m >> 8) & 31;
      const c = (m >> 16) & 63;
      let score: number;
      let quick = to !== FOUND;
      const l = from < 8 ? (this.len[from] as number) : 0;
      if (quick && from < 8 && l > cnt) {
        const u = cols[from * CAP + l - cnt - 1] as number;
        if ((this.found[u & 3] as number) === u >> 2 && this.safe(u)) quick = false;
      }
      if (quick) {
        score = colSum + base;
        if (from < 8) score += this.prefixTerm(from, l - cnt) - (colTerm[from] as number);
        else score += this.W_FREE;
        if (to < 8) score += this.extendTerm(to, from, cnt, c) - (colTerm[to] as number);
        else score -= this.W_FREE;
      } else {
        this.make(m);
        const nAuto = this.autos(m);
        score = this.home === 52 ? 1 << 30 : this.baseScore();
        if (this.home !== 52) for (let q = 0; q < 8; q++) score += this.term(q);
        this.undoAutos(nAuto);
        this.undo(m);
      }
      // Insertion by score, best first.
      let j = n++;
      while (j > 0 && (ds[at + j - 1] as number) < score) {
        ds[at + j] = ds[at + j - 1] as number;
        dm[at + j] = dm[at + j - 1] as number;
        j--;
      }
      ds[at + j] = score;
      dm[at + j] = m;
    }
    for (let i = 0; i < n; i++) {
      const m = dm[at + i] as number;
      this.make(m);
      const nAuto = this.autos(m);
      if (this.home === 52) {
        this.dPath[depth] = m;
        this.dLen = depth + 1;
        return 1;
      }
      if (this.vAdd(this.hlo, this.hhi)) {
        const r = this.dfs(depth + 1, pruned);
        if (r === 1) {
          this.dPath[depth] = m;
          return 1;
        }
        if (r === -1) return -1;
      }
      this.undoAutos(nAuto);
      this.undo(m);
    }
    return 0;
  }

  /**
   * Stop at a position whose every column is a run (Lean.sorted): the rest is moves home. Off: on
   * deals 1..4000 it never fired before the win (the safe auto-moves and the search's last move
   * finish first), the same 758,922 positions.
   */
  sortedWin = false;

  /** Is every column one run? */
  sorted(): boolean {
    for (let i = 0; i < 8; i++) if (this.runs[i] !== this.len[i]) return false;
    return true;
  }

  makeLine(path: readonly number[]): number[] {
    const line: number[] = [];
    this.autoSp = 0;
    for (let a = this.nextAuto(); a >= 0; a = this.nextAuto()) {
      this.make(a);
      line.push(a);
    }
    for (const m of path) {
      this.make(m);
      line.push(m);
      const n = this.autos(m);
      for (let k = this.autoSp - n; k < this.autoSp; k++) line.push(this.autoStack[k] as number);
      this.autoSp = 0;
    }
    // The moves home left (a line that stopped at a sorted position): any card next for its suit.
    while (this.home < 52) {
      let m = -1;
      for (let i = 0; i < 8 && m < 0; i++) {
        const l = this.len[i] as number;
        if (l === 0) continue;
        const c = this.cols[i * CAP + l - 1] as number;
        if ((this.found[c & 3] as number) === c >> 2) m = pack(i, FOUND, 1, c);
      }
      for (let i = 0; i < 4 && m < 0; i++) {
        const c = this.cells[i] as number;
        if (c >= 0 && (this.found[c & 3] as number) === c >> 2) m = pack(8 + i, FOUND, 1, c);
      }
      if (m < 0) throw new Error('makeLine: the line does not end in a win');
      this.make(m);
      line.push(m);
    }
    return line;
  }
}

export const FOUNDATION_TARGET = FOUND;
const topAt = new Int8Array(53);
const FULL = -2147483648;

export const stats = {
  gens: 0,
  moves: 0,
  children: 0,
  restores: 0,
  dupPops: 0,
  fullScores: 0,
  fullExpand: 0,
  autoMoves: 0,
  tallies: 0,
};

/**
 * The solver's schedule in small: the three flavours in rounds, each going on where it left off,
 * with a budget that doubles every round (the third on a quarter); once a pruned search runs dry,
 * one search of every move has the rest of the budget.
 */
export class Portfolio {
  readonly searches: Lean[];
  readonly full: Lean;
  /** The search that won, and its won node. */
  winner: Lean | null = null;
  wonNode = -1;
  positions = 0;
  dry = false;

  constructor(
    readonly maxPositions: number,
    readonly firstRound = 1000,
    readonly shares: readonly number[] = [1, 1, 0.25],
  ) {
    this.searches = FLAVOURS.map((w) => new Lean(maxPositions, w));
    if (process.env.LEAN_SORTED === '1') for (const s of this.searches) s.sortedWin = true;
    this.full = this.searches[0] as Lean;
  }

  /** Solves the deal; true if won (winner, wonNode), false if the budget ran out or (unpruned) dry. */
  solve(columns: readonly (readonly number[])[]): boolean {
    this.winner = null;
    this.dry = false;
    const n = this.searches.length;
    for (const s of this.searches) {
      s.load(columns);
      const r = s.start(true);
      if (r >= 0) {
        this.winner = s;
        this.wonNode = r;
        this.positions = 0;
        return true;
      }
    }
    let round = this.firstRound;
    for (;;) {
      let spent = 0;
      for (let i = 0; i < n; i++) {
        const s = this.searches[i] as Lean;
        const cap = Math.min(Math.ceil(round * (this.shares[i] as number)), this.maxPositions);
        let r = s.run(cap);
        if (r === -1) {
          // Ran dry: every move, on what is left.
          this.dry = true;
          let used = 0;
          for (const t of this.searches) used += t.expanded;
          const f = this.full;
          f.load(columns);
          f.start(false);
          r = f.run(Math.max(1, this.maxPositions - used));
          this.positions = used + f.expanded;
          if (r >= 0) {
            this.winner = f;
            this.wonNode = r;
            return true;
          }
          return false;
        }
        if (r >= 0) {
          let used = 0;
          for (const t of this.searches) used += t.expanded;
          this.positions = used;
          this.winner = s;
          this.wonNode = r;
          return true;
        }
        spent += s.expanded;
      }
      if (spent >= this.maxPositions) {
        this.positions = spent;
        return false;
      }
      round *= 2;
    }
  }
}
const STATS = process.env.LEAN_STATS === '1';
const CHECK = process.env.LEAN_CHECK === '1';
const STALE = process.env.LEAN_STALE === '1';
