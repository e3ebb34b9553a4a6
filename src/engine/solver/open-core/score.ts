import type { Weights } from '../heuristic';
import { CELL0 } from '../packed';
import type { CoreBoard } from './board';

// The open core's heuristic: heuristic.ts's evaluate, term for term (home cards, free cells, and
// each column's buried, disorder, blocking, unplaced and overNext terms), in integers: the
// weights times SCALE, rounded (the flavours' weights are twentieths and thirds: plans.ts), so that
// sums are exact and cheap. A column's tallies are kept while its content stays (an id each), so a
// child's score changes only the one or two columns its move touched, as ChildScorer's does.
// Two loops tally cards: scan, onto a column's tallies for a term asked once (a column afresh, or
// cards put on it), and keep, a column's own kept with its cuts (apart, so that each is lean).

/**
 * The weights' scale: every open flavour's weight is a whole number of sixtieths (twentieths:
 * FreeCell's disorder 19.25 and cost a move 11.65; and thirds: Eight Off's free cell is 4 x 14/3).
 */
export const SCALE = 60;

/**
 * `x` times SCALE, which must be a whole number (up to rounding error): a weight that is not would
 * make the core's scores differ from evaluate's, and so its search from best-first.ts's.
 */
export function scaled(x: number, name: string): number {
  const v = Math.round(x * SCALE);
  if (Math.abs(v - x * SCALE) > 1e-6) throw new Error(`open core: ${name} (${x}) times ${SCALE} is not a whole number`);
  return v;
}

/** A column's tallies: SLOT ints, at slot * SLOT. */
const BEST = 0;
const BEST_AT = 1;
const BLOCKING = 2;
const BREAKS = 3;
const FIRST_BREAK = 4;
const NEXT_COUNT = 5;
const NEXT_AT_SUM = 6;
/** The column's top card (the one the next card is built on). */
const TOP = 7;
const SLOT = 8;
/** scan from no tallies: a column from its bottom card. */
const FRESH = -1;

/** The arrays a scorer may take over from an earlier one (CoreScorer's constructor). */
export interface ScorerSpare {
  readonly pref: Int32Array;
  readonly tallies: Int32Array;
}

/** `spare` zeroed, as a new array is, if it holds `length` ints; else a new array. */
function zeroed(spare: Int32Array | undefined, length: number): Int32Array {
  if (!spare || spare.length < length) return new Int32Array(length);
  spare.fill(0);
  return spare;
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
  /**
   * Each column's content, named by an id: a column given a new id may hold other cards, or cards
   * whose suits' heights changed; a column that keeps its id holds the same cards, each as far from
   * its foundation as before (which is all its tallies read). search.ts gives each expanded node's
   * columns its parent's ids but for those its moves touched, or whose suits went home.
   */
  readonly ids: Int32Array;
  /** The last id given. */
  private lastId = 0;
  /** The id of the content each column's kept tallies were tallied from (-1: none). */
  private readonly tIds: Int32Array;
  /** pref[col * (stride + 1) + k]: column col's term cut down to its bottom k cards (k within its top run). */
  pref: Int32Array;
  /** Each column's tallies at its top. */
  tallies: Int32Array;
  /** A cell's card, as scan reads cards. */
  private readonly one = new Uint8Array(1);

  /** `spare`: an earlier scorer's arrays, taken over (zeroed) where big enough (search.ts's pool, spares.ts). */
  constructor(b: CoreBoard, w: Weights, spare?: ScorerSpare) {
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
    this.ids = new Int32Array(n);
    this.tIds = new Int32Array(n).fill(-1);
    this.next();
    this.pref = zeroed(spare?.pref, n * (b.stride + 1));
    this.tallies = zeroed(spare?.tallies, n * SLOT);
  }

  /** The position on the board changed: every column gets a new id (its kept tallies forgotten). */
  next(): void {
    for (let i = 0; i < this.b.nCols; i++) this.ids[i] = this.freshId();
  }

  /** An id no column's content had before. */
  freshId(): number {
    return ++this.lastId;
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

  /**
   * evaluate's score after a move and its auto-moves, the position before them scored column by
   * column in `terms`: a column they left alone (not in `touched`, a bit a column) that holds no card
   * of a suit they took home (`suits`, a bit a suit) has the cards and the waits it had, so its term
   * is terms[i]; the rest are tallied afresh. About a third of the columns are so kept.
   */
  evaluateAfter(terms: Int32Array, touched: number, suits: number): number {
    let score = this.base();
    for (let i = 0; i < this.b.nCols; i++) {
      score += this.keepsTerm(i, touched, suits) ? (terms[i] as number) : this.term(i);
    }
    return score;
  }

  /**
   * Does column i keep its term (and its content id) through moves that touched the columns in
   * `touched` (a bit a column) and took home cards of the suits in `suits` (a bit a suit)? Where
   * they left it alone and it holds no card of those suits: its cards, and how far each waits for
   * its foundation, are as before. evaluateAfter's rule, and search.ts's for a FULL node's columns.
   */
  keepsTerm(i: number, touched: number, suits: number): boolean {
    return ((touched >> i) & 1) === 0 && this.holdsNone(i, suits);
  }

  /** Does column i hold no card of the suits in `suits` (a bit a suit)? */
  private holdsNone(i: number, suits: number): boolean {
    const b = this.b;
    const cols = b.mem;
    for (let q = i * b.stride, end = q + (b.len[i] as number); q < end; q++) {
      if (((suits >> ((cols[q] as number) & 3)) & 1) === 1) return false;
    }
    return true;
  }

  /** Column i's term, tallied afresh (its kept tallies untouched). */
  term(i: number): number {
    const b = this.b;
    const l = b.len[i] as number;
    return this.scan(FRESH, b.mem, i * b.stride, l, 0);
  }

  /** Column i's term cut down to its bottom k cards (k within its top run). */
  cutTerm(i: number, k: number): number {
    if (this.tIds[i] !== this.ids[i]) this.tally(i);
    return this.pref[i * (this.b.stride + 1) + k] as number;
  }

  /** Column `to`'s term with the n cards from `from` (the lowest c; a cell's one card) put on it. */
  grownTerm(to: number, from: number, n: number, c0: number): number {
    const b = this.b;
    const tl = b.len[to] as number;
    let onto = FRESH;
    if (tl > 0) {
      if (this.tIds[to] !== this.ids[to]) this.tally(to);
      onto = to;
    }
    if (from < CELL0) return this.scan(onto, b.mem, from * b.stride + (b.len[from] as number) - n, n, tl);
    this.one[0] = c0;
    return this.scan(onto, this.one, 0, 1, tl);
  }

  /** Column i's tallies afresh, at its top and cut within its top run (pref), kept for its id. */
  private tally(i: number): void {
    const b = this.b;
    const l = b.len[i] as number;
    const p0 = i * (b.stride + 1);
    this.pref[p0] = this.empty;
    // Only cuts within the top run are asked for: a move takes its cards off the top run.
    this.keep(i, p0, l - (b.runs[i] as number));
    this.tIds[i] = this.ids[i] as number;
  }

  /**
   * The term of the column made by the n cards of `cards` from `at` put on a column whose tallies
   * are slot `onto`'s (k0 cards; FRESH: none): how far each card waits for the foundation, the
   * cards it buries, and where builds break, tallied onto those and kept nowhere (a term asked once
   * needs no trip through the tallies). keep does the same for a column kept, with its cuts.
   */
  private scan(onto: number, cards: Uint8Array, at: number, n: number, k0: number): number {
    const t = this.tallies;
    const order = this.b.ct.t.foundationOrder;
    const builds = this.b.ct.t.builds;
    const height = this.b.height;
    let best = 99;
    let bestAt = 0;
    let blocking = 0;
    let breaks = 0;
    let firstBreak = 0;
    let nextCount = 0;
    let nextAtSum = 0;
    let top = 0;
    if (onto !== FRESH) {
      const o = onto * SLOT;
      best = t[o + BEST] as number;
      bestAt = t[o + BEST_AT] as number;
      blocking = t[o + BLOCKING] as number;
      breaks = t[o + BREAKS] as number;
      firstBreak = t[o + FIRST_BREAK] as number;
      nextCount = t[o + NEXT_COUNT] as number;
      nextAtSum = t[o + NEXT_AT_SUM] as number;
      top = t[o + TOP] as number;
    }
    for (let j = 0; j < n; j++) {
      const c = cards[at + j] as number;
      const k = k0 + j;
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
    return this.termOf(k0 + n, bestAt, blocking, breaks, firstBreak, nextCount, nextAtSum);
  }

  /**
   * scan's tallies of column i, from its bottom card, kept in its slot; the term cut at each depth
   * d from prefFrom on is written to pref[prefAt + d]. Its loop is scan's, card for card: two
   * loops, so that neither tests the other's branches on every card (docs/solver-tuning.md, "The
   * open core's hot functions split"); test/solver/open-core-search.test.ts and
   * open-core-ids.test.ts hold both to heuristic.ts's evaluate.
   */
  private keep(i: number, prefAt: number, prefFrom: number): void {
    const b = this.b;
    const cards = b.mem;
    const at = i * b.stride;
    const n = b.len[i] as number;
    const order = b.ct.t.foundationOrder;
    const builds = b.ct.t.builds;
    const height = b.height;
    const pref = this.pref;
    let best = 99;
    let bestAt = 0;
    let blocking = 0;
    let breaks = 0;
    let firstBreak = 0;
    let nextCount = 0;
    let nextAtSum = 0;
    let top = 0;
    for (let k = 0; k < n; k++) {
      const c = cards[at + k] as number;
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
      if (k + 1 >= prefFrom)
        pref[prefAt + k + 1] = this.termOf(k + 1, bestAt, blocking, breaks, firstBreak, nextCount, nextAtSum);
    }
    const t = this.tallies;
    const o = i * SLOT;
    t[o + BEST] = best;
    t[o + BEST_AT] = bestAt;
    t[o + BLOCKING] = blocking;
    t[o + BREAKS] = breaks;
    t[o + FIRST_BREAK] = firstBreak;
    t[o + NEXT_COUNT] = nextCount;
    t[o + NEXT_AT_SUM] = nextAtSum;
    t[o + TOP] = top;
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
}
