import type { Weights } from '../heuristic';
import { CELL0 } from '../packed';
import type { CoreBoard } from './board';

// The open core's heuristic: heuristic.ts's evaluate, term for term (home cards, free cells, and
// each column's buried, disorder, blocking, unplaced and overNext terms), in integers: the
// weights times SCALE, rounded (the flavours' weights are tenths and thirds: plans.ts), so that sums are exact
// and cheap. A column's tallies are kept for the position being expanded (an epoch each), so a
// child's score changes only the one or two columns its move touched, as ChildScorer's does.

/** The weights' scale: every open flavour's weight is a whole number of thirtieths (tenths, and thirds: Eight Off's free cell is 4 x 14/3). */
export const SCALE = 30;

/**
 * `x` times SCALE, which must be a whole number (up to rounding error): a weight that is not would
 * make the core's scores differ from evaluate's, and so its search from best-first.ts's.
 */
export function scaled(x: number, name: string): number {
  const v = Math.round(x * SCALE);
  if (Math.abs(v - x * SCALE) > 1e-6) throw new Error(`open core: ${name} (${x}) times ${SCALE} is not a whole number`);
  return v;
}

export class CoreScorer {
  readonly home: number;
  readonly free: number;
  readonly empty: number;
  readonly buried: number;
  readonly disorder: number;
  readonly blocking: number;
  readonly unplaced: number;
  readonly overNext: number;
  private readonly b: CoreBoard;
  /** Per expansion: which columns' tallies are for the position on the board. */
  private epoch = 1;
  private readonly tEpoch: Int32Array;
  /** pref[col * (stride + 1) + k]: column col's term cut down to its bottom k cards (k within its top run). */
  private readonly pref: Int32Array;
  private readonly tBest: Int32Array;
  private readonly tBestAt: Int32Array;
  private readonly tBlocking: Int32Array;
  private readonly tBreaks: Int32Array;
  private readonly tFirstBreak: Int32Array;
  private readonly tNextCount: Int32Array;
  private readonly tNextAtSum: Int32Array;

  constructor(b: CoreBoard, w: Weights) {
    this.b = b;
    this.home = scaled(w.home, 'home');
    this.free = scaled(w.freeCell, 'freeCell');
    this.empty = scaled(w.emptyColumn, 'emptyColumn');
    this.buried = scaled(w.buried, 'buried');
    this.disorder = scaled(w.disorder, 'disorder');
    this.blocking = scaled(w.blocking, 'blocking');
    this.unplaced = scaled(w.unplaced, 'unplaced');
    this.overNext = scaled(w.overNext, 'overNext');
    const n = b.nCols;
    this.tEpoch = new Int32Array(n);
    this.pref = new Int32Array(n * (b.stride + 1));
    this.tBest = new Int32Array(n);
    this.tBestAt = new Int32Array(n);
    this.tBlocking = new Int32Array(n);
    this.tBreaks = new Int32Array(n);
    this.tFirstBreak = new Int32Array(n);
    this.tNextCount = new Int32Array(n);
    this.tNextAtSum = new Int32Array(n);
  }

  /** The position on the board changed: every kept tally is forgotten. */
  next(): void {
    this.epoch++;
  }

  /** Home cards and free cells: the score outside the columns. */
  base(): number {
    const b = this.b;
    let free = 0;
    for (let i = 0; i < b.nCells; i++) if (b.cells[i] === -1) free++;
    return b.home * this.home + free * this.free;
  }

  /** The whole score of the position on the board (heuristic.ts's evaluate, times SCALE). */
  evaluate(): number {
    let score = this.base();
    for (let i = 0; i < this.b.nCols; i++) score += this.term(i);
    return score;
  }

  private termOf(
    l: number,
    bestAt: number,
    blocking: number,
    breaks: number,
    firstBreak: number,
    nextCount: number,
    nextAtSum: number,
  ): number {
    if (l === 0) return this.empty;
    const placed = breaks === 0 ? l : firstBreak;
    return -(
      (l - 1 - bestAt) * this.buried +
      breaks * this.disorder +
      blocking * this.blocking +
      (l - placed) * this.unplaced +
      (nextCount * (l - 1) - nextAtSum) * this.overNext
    );
  }

  /** Column i's term, tallied afresh. */
  term(i: number): number {
    const b = this.b;
    const l = b.len[i] as number;
    if (l === 0) return this.empty;
    const cols = b.mem;
    const order = b.ct.t.foundationOrder;
    const builds = b.ct.t.builds;
    const height = b.height;
    const base = i * b.stride;
    let best = 99;
    let bestAt = 0;
    let blocking = 0;
    let breaks = 0;
    let firstBreak = 0;
    let nextCount = 0;
    let nextAtSum = 0;
    let top = 0;
    for (let k = 0; k < l; k++) {
      const c = cols[base + k] as number;
      const wait = (order[c] as number) - (height[c & 3] as number);
      if (wait === 0) {
        nextCount++;
        nextAtSum += k;
      }
      if (wait > best) blocking++;
      if (wait < best) {
        best = wait;
        bestAt = k;
      }
      if (k > 0 && builds[c * 52 + top] === 0) {
        if (breaks === 0) firstBreak = k;
        breaks++;
      }
      top = c;
    }
    return this.termOf(l, bestAt, blocking, breaks, firstBreak, nextCount, nextAtSum);
  }

  /** One pass over column i: its terms cut within its top run, and the tallies at its top. */
  private tally(i: number): void {
    const b = this.b;
    const l = b.len[i] as number;
    const cols = b.mem;
    const order = b.ct.t.foundationOrder;
    const builds = b.ct.t.builds;
    const height = b.height;
    const base = i * b.stride;
    const pref = this.pref;
    const p0 = i * (b.stride + 1);
    pref[p0] = this.empty;
    const from = l - (b.runs[i] as number);
    let best = 99;
    let bestAt = 0;
    let blocking = 0;
    let breaks = 0;
    let firstBreak = 0;
    let nextCount = 0;
    let nextAtSum = 0;
    let top = 0;
    for (let k = 0; k < l; k++) {
      const c = cols[base + k] as number;
      const wait = (order[c] as number) - (height[c & 3] as number);
      if (wait === 0) {
        nextCount++;
        nextAtSum += k;
      }
      if (wait > best) blocking++;
      if (wait < best) {
        best = wait;
        bestAt = k;
      }
      if (k > 0 && builds[c * 52 + top] === 0) {
        if (breaks === 0) firstBreak = k;
        breaks++;
      }
      top = c;
      // Only cuts within the top run are asked for: a move takes its cards off the top run.
      if (k + 1 >= from)
        pref[p0 + k + 1] = this.termOf(k + 1, bestAt, blocking, breaks, firstBreak, nextCount, nextAtSum);
    }
    this.tBest[i] = best;
    this.tBestAt[i] = bestAt;
    this.tBlocking[i] = blocking;
    this.tBreaks[i] = breaks;
    this.tFirstBreak[i] = firstBreak;
    this.tNextCount[i] = nextCount;
    this.tNextAtSum[i] = nextAtSum;
    this.tEpoch[i] = this.epoch;
  }

  /** Column i's term cut down to its bottom k cards (k within its top run). */
  cutTerm(i: number, k: number): number {
    if (this.tEpoch[i] !== this.epoch) this.tally(i);
    return this.pref[i * (this.b.stride + 1) + k] as number;
  }

  /** Column `to`'s term with the n cards from `from` (the lowest c; a cell's one card) put on it. */
  grownTerm(to: number, from: number, n: number, c0: number): number {
    const b = this.b;
    const tl = b.len[to] as number;
    let best = 99;
    let bestAt = 0;
    let blocking = 0;
    let breaks = 0;
    let firstBreak = 0;
    let nextCount = 0;
    let nextAtSum = 0;
    let top = 0;
    const cols = b.mem;
    if (tl > 0) {
      if (this.tEpoch[to] !== this.epoch) this.tally(to);
      best = this.tBest[to] as number;
      bestAt = this.tBestAt[to] as number;
      blocking = this.tBlocking[to] as number;
      breaks = this.tBreaks[to] as number;
      firstBreak = this.tFirstBreak[to] as number;
      nextCount = this.tNextCount[to] as number;
      nextAtSum = this.tNextAtSum[to] as number;
      top = cols[to * b.stride + tl - 1] as number;
    }
    const order = b.ct.t.foundationOrder;
    const builds = b.ct.t.builds;
    const height = b.height;
    const src = from < CELL0 ? from * b.stride + (b.len[from] as number) - n : -1;
    for (let j = 0; j < n; j++) {
      const c = src >= 0 ? (cols[src + j] as number) : c0;
      const k = tl + j;
      const wait = (order[c] as number) - (height[c & 3] as number);
      if (wait === 0) {
        nextCount++;
        nextAtSum += k;
      }
      if (wait > best) blocking++;
      if (wait < best) {
        best = wait;
        bestAt = k;
      }
      if (k > 0 && builds[c * 52 + top] === 0) {
        if (breaks === 0) firstBreak = k;
        breaks++;
      }
      top = c;
    }
    return this.termOf(tl + n, bestAt, blocking, breaks, firstBreak, nextCount, nextAtSum);
  }
}
