import { isSafeHome, runLength } from './move-gen';
import { CELL0, FOUND0, moveCount, moveFrom, moveTo, type PackedState, STOCK_ID } from './packed';
import type { RuleTables } from './tables';

// How promising a position looks, higher is better. It only orders the search (which child to try
// first), so it may be wrong without harm to correctness; it is tuned to reach wins in few states.

/**
 * Foundation heights as the terms read them: heights[suit] for a game of one group in suit; in a
 * game of foundation groups heights[RANK_WAIT + rank], how many cards the nearest pile that takes
 * the rank still wants first (Penta's 8 waits 3 on an up pile at 5, 10 on a down one).
 */
export const HEIGHTS = 18;
const RANK_WAIT = 4;
const suitHeight = new Int32Array(HEIGHTS);
const wasteHeights = new Int32Array(HEIGHTS);

/** How long card `c` waits for its foundation, for foundations at `heights` (see HEIGHTS). */
export function waitOf(t: RuleTables, c: number, heights: Int32Array): number {
  if (t.grouped) return heights[RANK_WAIT + (c >> 2) + 1] as number;
  return (t.foundationOrder[c] as number) - (heights[c & 3] as number);
}

/** Per game weights: an empty column is worth less where only kings may fill it. */
export interface Weights {
  readonly home: number;
  readonly freeCell: number;
  readonly emptyColumn: number;
  readonly buried: number;
  readonly disorder: number;
  readonly blocking: number;
  /** Per card above the column's bottom run (the cards in build order up from the bottom): each must move. */
  readonly unplaced: number;
  /** Per card lying on a card the foundations take next (as Heineman's staged-deepening heuristic counts). */
  readonly overNext: number;
  /** Per card waiting in the waste (stock games) before the last pass through the stock. */
  readonly waste?: number;
  /** Per card in the waste in the last pass, in place of `waste`: it is reached from the top only, for good. */
  readonly finalWaste?: number;
  /** Per waste card lying above a card that goes home sooner. */
  readonly wasteBlocking?: number;
}

/**
 * What the weights and the plan depend on: the game's rules and cell count (a PackedState has
 * them; a solve asks before it packs a position).
 */
export type GameShape = Pick<PackedState, 't' | 'nCells' | 'hasStock'>;

export function weightsFor(p: GameShape): Weights {
  const hit = baseWeights.get(p.t);
  if (hit && hit.nCells === p.nCells) return hit.weights;
  const weights = buildWeights(p);
  baseWeights.set(p.t, { nCells: p.nCells, weights });
  return weights;
}

/** The base weights by the rules' tables, as plans are kept (planFor): one object per game, so a scorer can be shared. */
const baseWeights = new WeakMap<RuleTables, { readonly nCells: number; readonly weights: Weights }>();

function buildWeights(p: GameShape): Weights {
  const kingsOnly = p.t.rules.space === 'top';
  return {
    home: 40,
    freeCell: p.nCells > 4 ? 4 : 6,
    emptyColumn: kingsOnly ? 8 : 12,
    buried: 5,
    disorder: 8,
    blocking: 0,
    unplaced: 0,
    overNext: 0,
  };
}

/** A move off a foundation (Rules.foundations.comeBack) changes the heights every term reads. */
const isOffFoundation = (pile: number): boolean => pile >= FOUND0 && pile < STOCK_ID;

/** Fills `heights` with the height every suit's foundation has reached (the lower pile with two decks). */
export function suitHeights(p: PackedState, heights: Int32Array): void {
  const twoDecks = p.t.decks === 2;
  // A loop, not fill(): this runs for every child scored afresh, and the builtin's call costs more.
  for (let s = 0; s < 4; s++) heights[s] = twoDecks ? 99 : 0;
  for (let i = 0; i < p.nFound; i++) {
    const s = p.fSuit[i] as number;
    if (s < 0) continue;
    const h = p.fLen[i] as number;
    heights[s] = twoDecks ? Math.min(heights[s] as number, h) : h;
  }
  if (twoDecks) for (let s = 0; s < 4; s++) if (heights[s] === 99) heights[s] = 0;
  if (p.t.grouped) rankWaits(p, heights);
}

/** Grouped games: heights[RANK_WAIT + rank] for every rank (see HEIGHTS); 0 where no pile takes it any more. */
function rankWaits(p: PackedState, heights: Int32Array): void {
  const t = p.t;
  for (let r = 1; r <= 13; r++) {
    let best = 99;
    for (let i = 0; i < p.nFound; i++) {
      const h = t.groupOrder[(t.pileGroup[i] as number) * 14 + r] as number;
      const wait = h - (p.fLen[i] as number);
      if (h >= 0 && wait >= 0 && wait < best) best = wait;
    }
    heights[RANK_WAIT + r] = best === 99 ? 0 : best;
  }
}

/** Home cards, free cells and (stock games) the waste: the part of the score outside the columns. */
export function baseTerm(p: PackedState, w: Weights): number {
  let free = 0;
  for (let i = 0; i < p.nCells; i++) if (p.cells[i] === -1) free++;
  const score = p.home * w.home + free * w.freeCell;
  return p.hasStock ? score - wasteCost(p, w) : score;
}

/** What the waste costs: its cards (in the last pass, or every pass), and those above sooner ones. */
function wasteCost(p: PackedState, w: Weights): number {
  const perCard = p.pass >= p.passes ? (w.finalWaste ?? w.waste ?? 0) : (w.waste ?? 0);
  let cost = p.wasteLen * perCard;
  const wb = w.wasteBlocking ?? 0;
  if (wb !== 0 && p.wasteLen > 1) cost += wb * wasteBlockers(p);
  return cost;
}

/** Waste cards above a card that goes home sooner (each must find a place before that one is reached). */
function wasteBlockers(p: PackedState): number {
  suitHeights(p, wasteHeights);
  let best = 99;
  let blocking = 0;
  for (let k = 0; k < p.wasteLen; k++) {
    const c = p.waste[k] as number;
    const wait = waitOf(p.t, c, wasteHeights);
    if (wait > best) blocking++;
    else best = wait;
  }
  return blocking;
}

/**
 * One column's tallies, bottom card first: what its part of the score is made of. A column is
 * tallied card by card, so a column with cards put on top goes on from its tallies.
 */
class ColumnTally {
  len = 0;
  /** The card on top so far. */
  private top = 0;
  /** How long the card that goes home soonest waits, and where it lies: cards above it must move first. */
  private best = 99;
  private bestAt = 0;
  /** Cards above a card that goes home sooner. */
  private blocking = 0;
  /** Places where a card does not build on the one below it, and the first of them. */
  private breaks = 0;
  private firstBreak = 0;
  /** Cards the foundations take next, and the sum of their places from the bottom. */
  private nextCount = 0;
  private nextAtSum = 0;

  reset(): void {
    this.len = 0;
    this.best = 99;
    this.bestAt = 0;
    this.blocking = 0;
    this.breaks = 0;
    this.firstBreak = 0;
    this.nextCount = 0;
    this.nextAtSum = 0;
  }

  copy(o: ColumnTally): void {
    this.len = o.len;
    this.top = o.top;
    this.best = o.best;
    this.bestAt = o.bestAt;
    this.blocking = o.blocking;
    this.breaks = o.breaks;
    this.firstBreak = o.firstBreak;
    this.nextCount = o.nextCount;
    this.nextAtSum = o.nextAtSum;
  }

  /** Puts card `c` on top, for foundations at `heights`, in a column that builds by `builds` (RuleTables.columnBuilds). */
  add(t: RuleTables, c: number, heights: Int32Array, builds: Uint8Array): void {
    const k = this.len++;
    const wait = waitOf(t, c, heights);
    if (wait === 0) {
      this.nextCount++;
      this.nextAtSum += k;
    }
    if (wait > this.best) this.blocking++;
    if (wait < this.best) {
      this.best = wait;
      this.bestAt = k;
    }
    if (k > 0 && builds[c * 52 + this.top] === 0) {
      if (this.breaks === 0) this.firstBreak = k;
      this.breaks++;
    }
    this.top = c;
  }

  term(w: Weights): number {
    const len = this.len;
    if (len === 0) return w.emptyColumn;
    // The bottom run: the cards from the bottom up in build order.
    const placed = this.breaks === 0 ? len : this.firstBreak;
    // Every card above a card the foundations take next lies over it.
    const overNext = this.nextCount * (len - 1) - this.nextAtSum;
    return -(
      (len - 1 - this.bestAt) * w.buried +
      this.breaks * w.disorder +
      this.blocking * w.blocking +
      (len - placed) * w.unplaced +
      overNext * w.overNext
    );
  }
}

const tally = new ColumnTally();
const scorers = new WeakMap<Weights, ChildScorer>();

/** One column's part of the score (of its bottom `len` cards, all by default), for foundations at `heights`. */
export function columnTerm(
  p: PackedState,
  i: number,
  w: Weights,
  heights: Int32Array,
  len = p.colLen[i] as number,
): number {
  tally.reset();
  const base = i * p.cap;
  const builds = p.t.columnBuilds[i] as Uint8Array;
  for (let k = 0; k < len; k++) tally.add(p.t, p.cols[base + k] as number, heights, builds);
  return tally.term(w);
}

export function evaluate(p: PackedState, w: Weights): number {
  suitHeights(p, suitHeight);
  let score = baseTerm(p, w);
  for (let i = 0; i < p.nCols; i++) score += columnTerm(p, i, w, suitHeight);
  return score;
}

/**
 * The weights as an object of one fixed shape: flavours built by spreading differ in the order
 * and set of their fields, and V8 reads a field of differently shaped objects far more slowly.
 */
function sameShape(w: Weights): Weights {
  return {
    home: w.home,
    freeCell: w.freeCell,
    emptyColumn: w.emptyColumn,
    buried: w.buried,
    disorder: w.disorder,
    blocking: w.blocking,
    unplaced: w.unplaced,
    overNext: w.overNext,
    waste: w.waste ?? 0,
    finalWaste: w.finalWaste ?? w.waste ?? 0,
    wasteBlocking: w.wasteBlocking ?? 0,
  };
}

function sameHeights(a: Int32Array, b: Int32Array, grouped: boolean): boolean {
  if (!(a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3])) return false;
  if (grouped) for (let i = RANK_WAIT; i < HEIGHTS; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Scores the children of one position quickly. A child that sent nothing home (no auto-move, no
 * move to a foundation) has the parent's foundations, so only the one or two columns its move
 * touched change: the column it left is one of the parent's columns cut short (each column's
 * score at every height is kept), the column it went to goes on from the parent's tallies.
 */
export class ChildScorer {
  private readonly heights = new Int32Array(HEIGHTS);
  private readonly colTerms = new Float64Array(16);
  /**
   * cutTerms[col * stride + h]: column `col` cut down to its bottom h cards, for h from
   * cutFrom[col] (where the column's top run starts: a move takes its cards from the top run) up.
   */
  private cutTerms = new Float64Array(0);
  private stride = 0;
  private readonly cutFrom = new Int32Array(16);
  private readonly tallies = Array.from({ length: 16 }, () => new ColumnTally());
  private readonly grown = new ColumnTally();
  private colSum = 0;
  /** The parent's score outside the columns (home cards, free cells, the waste): a move between columns keeps it. */
  private base = 0;
  /**
   * Whether children can be scored before their move is made: in one-deck games without a stock
   * (two decks have more auto-moves, two-deck-safety.ts; stock games score the waste too).
   */
  private before = false;
  /**
   * safeHome[card] is 1 when the card would go home at once as a safe auto-move in the parent
   * (where scoreBefore can score), for the few cards listed in safeCards.
   */
  private readonly safeHome = new Int8Array(52);
  private readonly safeCards = new Int16Array(64);
  private nSafe = 0;
  /** safeHome is for the heights in lastHeights (it depends on the foundations alone). */
  private safeKnown = false;

  /** The columns (and their lengths, -1 for none) and heights the terms above were last tallied for. */
  private lastCols = new Uint8Array(0);
  private readonly lastLen = new Int32Array(16).fill(-1);
  /**
   * The columns' hash sums when they were tallied from a position that keeps them
   * (PackedState.columnsHashed), else 0: such a position's columns are told apart by these three
   * words rather than card by card (a position's columns are compared on every expansion).
   */
  private readonly lastLo = new Int32Array(16);
  private readonly lastHi = new Int32Array(16);
  private readonly lastHeights = new Int32Array(HEIGHTS);
  private lastTables: RuleTables | null = null;

  private readonly w: Weights;

  constructor(w: Weights) {
    this.w = sameShape(w);
  }

  /**
   * One scorer per weights object, shared by every search that orders by them (a plan's weights
   * live as long as the plan): a scorer's arrays cost more to make than an easy deal's search.
   * Sharing is sound because `prepare` checks everything it kept from the last position against
   * the position it is given, and a search scores a position's children straight after it.
   */
  static for(w: Weights): ChildScorer {
    let s = scorers.get(w);
    if (!s) {
      s = new ChildScorer(w);
      scorers.set(w, s);
    }
    return s;
  }

  /** Call with the parent position before scoring its children. */
  prepare(p: PackedState): void {
    const w = this.w;
    if (this.stride !== p.cap + 1) {
      this.stride = p.cap + 1;
      this.cutTerms = new Float64Array(16 * this.stride);
      this.lastCols = new Uint8Array(16 * p.cap);
      this.lastLen.fill(-1);
    }
    // A column's terms depend on its cards and the foundations' heights only (for one game): the
    // next parent is mostly the last one's child, so most columns keep theirs.
    suitHeights(p, this.heights);
    if (p.t !== this.lastTables || !sameHeights(this.heights, this.lastHeights, p.t.grouped)) {
      this.lastTables = p.t;
      // Loops, not set() and fill(): the heights change for about every other parent, and the
      // builtins' calls cost more than a few stores.
      for (let i = 0; i < HEIGHTS; i++) this.lastHeights[i] = this.heights[i] as number;
      for (let c = 0; c < 16; c++) this.lastLen[c] = -1;
      this.safeKnown = false;
    }
    this.before = !p.hasStock && p.t.decks === 1;
    this.base = baseTerm(p, w);
    if (this.before && !this.safeKnown) this.markSafeHome(p);
    this.colSum = 0;
    const hashed = p.columnsHashed;
    for (let c = 0; c < p.nCols; c++) {
      if (!(hashed ? this.sameHashedColumn(p, c) : this.sameColumn(p, c))) this.scoreColumn(p, c, hashed);
      this.colSum += this.colTerms[c] as number;
    }
  }

  /** Is column `c` the one scored last (and the heights the same: prepare forgets them otherwise)? */
  private sameColumn(p: PackedState, c: number): boolean {
    const len = p.colLen[c] as number;
    if (this.lastLen[c] !== len) return false;
    const at = c * p.cap;
    for (let k = 0; k < len; k++) if (p.cols[at + k] !== this.lastCols[at + k]) return false;
    return true;
  }

  /**
   * sameColumn by the column's hash sums (PackedState.columnsHashed). A column tallied from a
   * position without them has sums 0 here, which only an empty column has (and the lengths tell).
   */
  private sameHashedColumn(p: PackedState, c: number): boolean {
    const len = p.colLen[c] as number;
    return this.lastLen[c] === len && this.lastLo[c] === p.colLo[c] && this.lastHi[c] === p.colHi[c];
  }

  /** Tallies column `c`: its term, and its terms cut down within its top run (`hashed`: PackedState.columnsHashed). */
  private scoreColumn(p: PackedState, c: number, hashed: boolean): void {
    const w = this.w;
    const t = p.t;
    const tl = this.tallies[c] as ColumnTally;
    tl.reset();
    const at = c * p.cap;
    const cut = c * this.stride;
    const len = p.colLen[c] as number;
    // The column cut down below its top run is never asked for by today's moves (cutChange
    // scores it afresh if it is): most columns' top runs are short, so most terms are skipped.
    const from = len - runLength(p, c);
    this.cutFrom[c] = from;
    for (let k = 0; k < len; k++) {
      const card = p.cols[at + k] as number;
      if (k >= from) this.cutTerms[cut + k] = tl.term(w);
      tl.add(t, card, this.heights, t.columnBuilds[c] as Uint8Array);
      this.lastCols[at + k] = card;
    }
    const term = tl.term(w);
    this.cutTerms[cut + len] = term;
    this.colTerms[c] = term;
    this.lastLen[c] = len;
    this.lastLo[c] = hashed ? (p.colLo[c] as number) : 0;
    this.lastHi[c] = hashed ? (p.colHi[c] as number) : 0;
  }

  /**
   * The score of the child reached by move `m` from the parent in `p`, without making the move;
   * NaN when the child needs the move made (the move or an auto-move after it changes the
   * foundations, or the game has two decks or a stock): then make it and use `score`.
   */
  scoreBefore(p: PackedState, m: number): number {
    const to = moveTo(m);
    if (to >= FOUND0 || !this.before || isOffFoundation(moveFrom(m))) return Number.NaN;
    const from = moveFrom(m);
    const n = moveCount(m);
    const w = this.w;
    let score = this.base + this.colSum;
    if (from < CELL0) {
      const left = (p.colLen[from] as number) - n;
      // The card the move uncovers may go home at once (as nextSafeAutoMoveAfter finds it).
      const c = left > 0 ? (p.cols[from * p.cap + left - 1] as number) : -1;
      if (c >= 0 && this.safeHome[c] === 1) return Number.NaN;
      score += this.cutChange(p, from, left);
    } else score += w.freeCell;
    if (to < CELL0) {
      const g = this.grown;
      g.copy(this.tallies[to] as ColumnTally);
      if (from < CELL0) {
        const at = from * p.cap + (p.colLen[from] as number) - n;
        const builds = p.t.columnBuilds[to] as Uint8Array;
        for (let k = 0; k < n; k++) g.add(p.t, p.cols[at + k] as number, this.heights, builds);
      } else g.add(p.t, p.cells[from - CELL0] as number, this.heights, p.t.columnBuilds[to] as Uint8Array);
      score += g.term(w) - (this.colTerms[to] as number);
    } else score -= w.freeCell;
    return score;
  }

  /**
   * Which cards a move could uncover and send home at once (as nextSafeAutoMoveAfter finds them):
   * the few the foundations take next, found once per parent rather than once per child.
   */
  private markSafeHome(p: PackedState): void {
    const home = this.safeHome;
    const cards = this.safeCards;
    for (let i = 0; i < this.nSafe; i++) home[cards[i] as number] = 0;
    // markHomeCards marks (with 1 + its foundation) every card foundationFor finds a home for.
    const n = p.markHomeCards(home, cards);
    for (let i = 0; i < n; i++) {
      const c = cards[i] as number;
      home[c] = isSafeHome(p, c) ? 1 : 0;
    }
    this.nSafe = n;
    this.safeKnown = true;
  }

  /** How the score changes when column `col` of the parent is cut down to its bottom `h` cards. */
  private cutChange(p: PackedState, col: number, h: number): number {
    // Below the column's top run the cut-down column is scored afresh (see prepare).
    const cut =
      h >= (this.cutFrom[col] as number)
        ? (this.cutTerms[col * this.stride + h] as number)
        : columnTerm(p, col, this.w, this.heights, h);
    return cut - (this.colTerms[col] as number);
  }

  /** The score of the child reached by move `m` (and `autos` auto-moves after it), as it stands in `p`. */
  score(p: PackedState, m: number, autos: number): number {
    const to = moveTo(m);
    if (autos > 0 || to >= FOUND0 || isOffFoundation(moveFrom(m))) return evaluate(p, this.w);
    const w = this.w;
    const from = moveFrom(m);
    // Stock games: the waste's cost takes a walk through the waste, once per parent is enough.
    let score = (from < CELL0 && to < CELL0 ? this.base : baseTerm(p, w)) + this.colSum;
    if (from < CELL0) score += this.cutChange(p, from, p.colLen[from] as number);
    if (to < CELL0) score += columnTerm(p, to, w, this.heights) - (this.colTerms[to] as number);
    return score;
  }
}
