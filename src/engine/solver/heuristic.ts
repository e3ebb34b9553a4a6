import { isSafeHome, runLength } from './move-gen';
import { CELL0, FOUND0, moveCount, moveFrom, moveTo, type PackedState, STOCK_ID } from './packed';
import type { RuleTables } from './tables';

// How promising a position looks, higher is better. It only orders the search (which child to try
// first), so it may be wrong without harm to correctness; it is tuned to reach wins in few states.

const suitHeight = new Int32Array(4);
const wasteHeights = new Int32Array(4);

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

/** A way to order a best-first search: the weights, and what each move made costs. */
export interface Flavour {
  readonly weights: Weights;
  readonly depthCost: number;
  /**
   * Its budget in a round, as a share of the round's (default 1): the size its search may reach;
   * with freshAfter, the positions its turn spends.
   */
  readonly share?: number;
  /** Random tie-breaks: each score gains this much times a random number in [0, 1) (see Restarts). */
  readonly noise?: number;
  /**
   * With noise: its search is replaced by a fresh one with a new seed whenever it holds this many
   * positions (a noisy search that has not won by then mostly never does; another seed may), and
   * its turn in a round spends `share` of the round's budget, in as many searches as that takes.
   */
  readonly freshAfter?: number;
}

/** How the solver shares its effort out: see solve.ts. */
export interface Plan {
  readonly flavours: readonly Flavour[];
  /** Positions each best-first search has in the first round (doubled every round). */
  readonly firstRound: number;
  /** Positions each best-first search has in the last round; the depth-first search has the rest. */
  readonly lastRound: number;
  /** The depth-first search's effort per round, as a share of the best-first searches'. */
  readonly dfsShare: number;
  /**
   * A best-first search goes on where it left off in the next round (rather than afresh) while the
   * kept searches hold fewer positions than this together; past it they are dropped (and start
   * afresh), which bounds the memory all of them hold.
   */
  readonly keptStates: number;
  /** Short best-first searches with random tie-breaks, started afresh every time (solve.ts). */
  readonly restarts?: Restarts;
  /**
   * The best-first searches leave out moves that are seldom part of a win (generateMoves in
   * move-gen.ts) until one runs dry; then its flavour tries every move. The depth-first search
   * always does.
   */
  readonly prune?: boolean;
}

/**
 * Each round, after the flavours, fresh best-first searches of `flavours` in turn, each with
 * its own seed for the noise added to its scores, until they have spent `share` of the round's
 * best-first budget; each has the round's budget, but at most `states` positions.
 */
export interface Restarts {
  readonly flavours: readonly Flavour[];
  readonly states: number;
  readonly share: number;
  /** Each score gains this much times a random number in [0, 1). */
  readonly noise: number;
}

/** The kept best-first searches' bound for the games without a stock (Plan.keptStates). */
const KEPT_STATES = 400_000;

/**
 * Measured on deals 1..1000 (FreeCell), 1..200 (Baker's Game, Seahaven Towers) and 1..120 at 1 s
 * (Eights Down), in positions: FreeCell deals are nearly all won, and best-first finds them
 * (a quarter share: 1.30M -> 1.19M; with today's flavours a twentieth does better, deals
 * 1..2000: 0.68M -> 0.64M, and the proof of 11982 still takes 1 s); in the same-suit games many
 * deals are lost and the depth-first search proves them, and wins the hardest (an eightfold share
 * from a smaller first round:
 * Baker's Game 1.32M -> 0.71M, Seahaven Towers 2.33M -> 1.41M, its deals 730, 833, 885 at 3M
 * positions: 2.26M -> 1.94M with a double share; Eight Off 0.25M -> 0.27M); Eights Down's
 * depth-first search wanders in a deep space and proves nothing within budget (a twentieth:
 * 16 -> 5 deals unknown), and its best-first searches
 * need long last rounds (deals 1..80 at 10 s: 8.57M -> 7.69M positions, 2 -> 1 unknown) and
 * gain from a bigger first one (deals 1..100 at 400,000 positions: 3.52M -> 3.33M).
 */
export function planFor(p: GameShape): Plan {
  const hit = plans.get(p.t);
  if (hit && hit.nCells === p.nCells) return hit.plan;
  const plan = buildPlan(p);
  plans.set(p.t, { nCells: p.nCells, plan });
  return plan;
}

/**
 * Plans by the rules' tables (tablesFor keeps one per Rules object): every solve asks for one, and
 * building it afresh (a dozen weight objects) was a measurable part of solving an easy deal. A
 * plan is read only, so solves of one game share it.
 */
const plans = new WeakMap<RuleTables, { readonly nCells: number; readonly plan: Plan }>();

function buildPlan(p: GameShape): Plan {
  // Pruning (Plan.prune; docs/solver-tuning.md): leaving out the moves that split a run took
  // FreeCell deals 1..8000 from 1.79M positions to 1.57M, Eights Down 1..1000 at 2M positions from
  // 45.1M to 23.3M; keeping the cells as well, FreeCell 1.55M to 1.49M. Where runs move one card
  // at a time (Eight Off), moving a card off its parent is how a run moves: nothing to prune.
  const prune = !p.t.singleOnly;
  if (p.hasStock) return { ...stockPlan(p), prune };
  const flavours = flavoursFor(p);
  if (p.t.rules.build.suit === 'same-suit') {
    return { flavours, firstRound: 250, lastRound: 200_000, dfsShare: 8, keptStates: KEPT_STATES, prune };
  }
  return { flavours, firstRound: 1000, lastRound: 200_000, dfsShare: 0.05, keptStates: KEPT_STATES, prune };
}

function stockPlan(p: GameShape): Plan {
  // Eights Down's hard deals are won by luck of the order as much as by budget: a flavour with
  // random tie-breaks wins, for some seeds, deals that every flavour without noise fails at 10 s.
  // So five best-first searches are kept from round to round however big (the budget bounds them
  // all), each round also runs short fresh searches with noise (restarts, dropped after, which
  // bounds the memory held), and one kept flavour is noisy and starts afresh with a new seed
  // whenever it reaches 150,000 positions (Flavour.freshAfter), spending three rounds' budget in
  // its turn. Deals 1..1000 at 2M positions (about what 10 s gives with two deals solved at once):
  // 6 unknown (56.8M positions) with six kept flavours and none noisy; 1 unknown (35), 45.1M, now.
  // Every step and what was tried beside it: docs/solver-tuning.md.
  const { kept, restartOrder } = stockFlavours(weightsFor(p));
  return {
    flavours: kept,
    firstRound: 4000,
    lastRound: 800_000,
    dfsShare: 0.05,
    keptStates: Number.POSITIVE_INFINITY,
    restarts: { flavours: restartOrder, states: 8000, share: 0.75, noise: 10 },
  };
}

/**
 * Several orderings that fail on different deals (measured on FreeCell deals 1..500: the deals one
 * of them finds hard, another mostly solves at once). The solver runs them in turn with growing
 * budgets, as Freecell Solver's "flares" do.
 */
export function flavoursFor(p: GameShape): Flavour[] {
  const base = weightsFor(p);
  if (p.hasStock) return stockFlavours(base).kept;
  // Chosen in rounds from 13, 19 and 18 candidates, each run alone on FreeCell deals 1..2000 (up
  // to 30,000 positions), by simulating this schedule over subsets of them, then checked with the
  // whole solver: FreeCell 1..3000 took 2.62M positions with the five flavours used before, and
  // 1.08M, 0.84M, 0.80M after each round (on 1..2000 the schedule simulated with these needs
  // 0.50M, and 0.18M if one knew the best flavour for each deal);
  // Eight Off 1..300 0.35M -> 0.20M, Baker's Game 1.12M -> 1.03M, Seahaven Towers 1.76M -> 1.82M.
  // What made the difference: free cells and spaces worth 3-8 times the base weights, the cards
  // above each column's bottom run, and (most) the cards lying on a card the foundations take next.
  // The order and the third's quarter share were simulated likewise (0.51M -> 0.47M on 1..2000),
  // then checked: FreeCell 2001..6000 1.17M -> 1.11M positions, Eight Off 1..300 199k -> 185k,
  // Baker's Game 1.03M -> 0.99M, Seahaven Towers 1.76M -> 1.83M.
  const roomy = (k: number): Weights => ({
    ...base,
    home: 30,
    buried: 8,
    disorder: 12,
    unplaced: 2,
    freeCell: base.freeCell * k,
    emptyColumn: base.emptyColumn * k,
  });
  const nextFirst = (k: number): Weights => ({ ...roomy(k), buried: 4, overNext: 6 });
  // Tuned on FreeCell deals 1..1500 by trying each weight 0.7 and 1.4 times over, the whole
  // solver's positions deciding: 1..1500 365k -> 304k, and on deals it was not tuned on, 3001..5000
  // 561k -> 482k (another pass and a finer step: 304k -> 285k, but 3001..5000 no better). In the
  // same-suit games it did worse (Seahaven Towers 1..300 1.83M -> 2.07M), so they keep the weights
  // it started from. The same search on deals 1..3000 found nothing 1% better for the other two
  // (each weight 0.5, 0.85, 1.18 and 2 times over), nor in the first round (700, 1400, 2000), the
  // depth-first share (0.02, 0.1) or the third's share (0, 0.125, 0.5).
  // With pruning (Plan.prune), the first flavour's disorder went from 16 to 19 for FreeCell: deals
  // 1..16000 3.51M -> 3.45M positions, 16001..32000 3.07M -> 2.93M. With the cells kept too,
  // overNext 6 -> 4.2 and buried 3 -> 2.1 (each 0.7 times, the pair chosen on 1..8000): 6.09M ->
  // 5.82M on 1..32000; in tuning, fewer in each quarter (1..8000 -4%, then -10%, -4%, -0.5%).
  const sameSuitGreedy = { ...nextFirst(14 / 3), disorder: 16 };
  const greedy = {
    ...sameSuitGreedy,
    home: 15,
    emptyColumn: (base.emptyColumn * 10) / 3,
    buried: 2.1,
    unplaced: 1.5,
    disorder: 19,
    overNext: 4.2,
  };
  return [
    // Nearly greedy, disorder dear: wins most deals first.
    { weights: p.t.rules.build.suit === 'same-suit' ? sameSuitGreedy : greedy, depthCost: 11 },
    // Room worth most: the fewest failures on the hard deals (1 of 2000 beyond 30,000 positions).
    { weights: { ...nextFirst(8), overNext: 11 }, depthCost: 13 },
    // Without the new terms: easy where the others are not, on a quarter of the budget.
    { weights: { ...base, home: 30, buried: 8, disorder: 12 }, depthCost: 5, share: 0.25 },
  ];
}

/** Eights Down's flavours: those kept from round to round, and those the restarts take in turn. */
function stockFlavours(base: Weights): { kept: Flavour[]; restartOrder: Flavour[] } {
  // Eights Down (tuned on deals 1..24): keep soon-needed cards out of the waste, and go home
  // eagerly (a tableau built up in suit unloads onto foundations built down). The first, greedy
  // for home cards, alone wins deals 10, 14 and 62 in under 200,000 positions, where the others
  // fail at 300,000. Fewer is better: dropping three more (wary at home 160, waste blocking 20,
  // plain) took deals 1..100 at 400,000 positions from 4.50M positions and 4 unknown to 3.52M
  // and 2, and deals 122, 129, 137 at 10 s from 2 unknown to 1.
  // The third, fifth and sixth charge the waste in the last pass only, where its cards can only
  // be reached from the top for good (before it they come round again). In place of the last
  // three of the five above (home 80 at depth cost 1, waste 10 at 2, waste 20) they took the 24
  // deals unknown at 10 s (22 of the 31 unknown of 1..1000, and 133, 222) at 1M positions from
  // 24 unknown to 12, and deals 1..300 from 19.9M positions and 9 unknown to 16.3M and 8; but
  // deals 1..1000 at 10 s only from 31 unknown to 29 (17 others lost). Kept beside the first
  // three of the five, the 48 deals unknown either way: 29 unknown -> 23. All charging the last
  // pass only did as well on the 24 but lost on 1..300 (28.1M positions, 14 unknown); charging
  // the first pass a quarter or half as much, or waste blocking only in the last pass, did worse
  // on the 24 (14, 16, 19 unknown).
  const wary = { ...base, waste: 10, wasteBlocking: 10 };
  const lastPass = { ...base, wasteBlocking: 10, finalWaste: 50 };
  const greedy = { weights: { ...base, home: 400, waste: 5, wasteBlocking: 5 }, depthCost: 0 };
  const waryGreedy = { weights: { ...wary, home: 300 }, depthCost: 0 };
  const lastPassGreedy = { weights: { ...lastPass, home: 300 }, depthCost: 0 };
  const waryDeep = { weights: { ...wary, home: 80 }, depthCost: 1 };
  const lastPassDeep = { weights: { ...lastPass, home: 80 }, depthCost: 1 };
  const plainLastPass = { weights: { ...base, finalWaste: 80 }, depthCost: 0 };
  // Which of them are kept, and the noisy one, were measured with the schedule: see
  // docs/solver-tuning.md.
  return {
    kept: [
      greedy,
      waryGreedy,
      lastPassDeep,
      plainLastPass,
      { ...plainLastPass, noise: 40, freshAfter: 150_000, share: 3 },
    ],
    restartOrder: [greedy, waryGreedy, lastPassGreedy, waryDeep, lastPassDeep, plainLastPass],
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
  const order = p.t.foundationOrder;
  suitHeights(p, wasteHeights);
  let best = 99;
  let blocking = 0;
  for (let k = 0; k < p.wasteLen; k++) {
    const c = p.waste[k] as number;
    const wait = (order[c] as number) - (wasteHeights[c & 3] as number);
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

  /** Puts card `c` on top, for foundations at `heights`. */
  add(t: RuleTables, c: number, heights: Int32Array): void {
    const k = this.len++;
    const wait = (t.foundationOrder[c] as number) - (heights[c & 3] as number);
    if (wait === 0) {
      this.nextCount++;
      this.nextAtSum += k;
    }
    if (wait > this.best) this.blocking++;
    if (wait < this.best) {
      this.best = wait;
      this.bestAt = k;
    }
    if (k > 0 && t.builds[c * 52 + this.top] === 0) {
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
  for (let k = 0; k < len; k++) tally.add(p.t, p.cols[base + k] as number, heights);
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

function sameHeights(a: Int32Array, b: Int32Array): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}

/**
 * Scores the children of one position quickly. A child that sent nothing home (no auto-move, no
 * move to a foundation) has the parent's foundations, so only the one or two columns its move
 * touched change: the column it left is one of the parent's columns cut short (each column's
 * score at every height is kept), the column it went to goes on from the parent's tallies.
 */
export class ChildScorer {
  private readonly heights = new Int32Array(4);
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

  /** The columns (and their lengths, -1 for none) and heights the terms above were last tallied for. */
  private lastCols = new Uint8Array(0);
  private readonly lastLen = new Int32Array(16).fill(-1);
  private readonly lastHeights = new Int32Array(4);
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
    if (p.t !== this.lastTables || !sameHeights(this.heights, this.lastHeights)) {
      this.lastTables = p.t;
      this.lastHeights.set(this.heights);
      this.lastLen.fill(-1);
    }
    this.before = !p.hasStock && p.t.decks === 1;
    this.base = baseTerm(p, w);
    if (this.before) this.markSafeHome(p);
    this.colSum = 0;
    for (let c = 0; c < p.nCols; c++) {
      if (!this.sameColumn(p, c)) this.scoreColumn(p, c);
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

  /** Tallies column `c`: its term, and its terms cut down within its top run. */
  private scoreColumn(p: PackedState, c: number): void {
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
      tl.add(t, card, this.heights);
      this.lastCols[at + k] = card;
    }
    const term = tl.term(w);
    this.cutTerms[cut + len] = term;
    this.colTerms[c] = term;
    this.lastLen[c] = len;
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
        for (let k = 0; k < n; k++) g.add(p.t, p.cols[at + k] as number, this.heights);
      } else g.add(p.t, p.cells[from - CELL0] as number, this.heights);
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
