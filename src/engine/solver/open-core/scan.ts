import type { State } from '../../state';
import { type DiveStatus, insertByKey, MAX_MOVES } from '../dive';
import { doubled } from '../doubled';
import { FrameStack } from '../frame-stack';
import { CELL0, FOUND0 } from '../packed';
import type { SearchLimits } from '../search';
import { type BoardSpare, CoreBoard, cmCount, cmFrom, cmTo, HOME, isNextHome } from './board';
import { packedMoves } from './line';
import { coreMoves } from './moves';
import { SeenSet, START_SEEN_BITS } from './seen-set';
import { type CoreTables, coreTablesFor } from './tables';

// A depth-first scan on the open core: coreMoves' pruned set, the safe auto-moves after every
// move, no move that takes the last one back, positions known by the core's 64-bit hash (so its
// running dry proves nothing). What tells scans apart is the order they try a position's moves
// in, by kind (ScanOrder), as Freecell Solver's soft threads differ by their "tests order": a
// portfolio of them in turns (portfolio.ts) wins the deals a best-first search finds hard for
// fewer positions than more best-first searches do (docs/solver-tuning.md, "A portfolio of
// depth-first scans beside Freecell Solver's"). In Dive's order (diveOrder) it is dive.ts's Dive
// on the core's board: the same positions in the same order (test/solver/open-core-scan.test.ts).

/**
 * The kinds of move, by the letter a ScanOrder names them with (fc-solve's test numbers where one
 * matches). Every move coreMoves lists (pruned) is of one kind.
 */
const KIND_LETTERS = {
  /** A column's top card home. */
  '0': 0,
  /** A cell's card home. */
  '1': 1,
  /** A cell's card onto a column. */
  '2': 2,
  /** A column's top run (or as much of it as leaves no card on its parent) onto another column. */
  '4': 3,
  /** A column's run into a space. */
  '6': 4,
  /** A cell's card into a space. */
  '7': 5,
  /** Part of a run onto another column: a card taken off its parent (a split). */
  '8': 6,
  /** A column's top card into a cell. */
  c: 7,
} as const;
type KindLetter = keyof typeof KIND_LETTERS;
const KINDS = Object.keys(KIND_LETTERS).length;
const K_COL_HOME = KIND_LETTERS['0'];
const K_CELL_HOME = KIND_LETTERS['1'];
const K_CELL_COL = KIND_LETTERS['2'];
const K_COL_COL = KIND_LETTERS['4'];
const K_COL_SPACE = KIND_LETTERS['6'];
const K_CELL_SPACE = KIND_LETTERS['7'];
const K_SPLIT = KIND_LETTERS['8'];
const K_COL_CELL = KIND_LETTERS.c;

/**
 * The order a scan tries a position's moves in: `kinds` from the start, and from each depth of
 * `deeper` on its order (fc-solve's -dto2). An order is a string of groups tried one after
 * another: a kind's letter alone, or `{..}` kinds sorted together, each by Dive's key (the
 * column emptied first, then the fewer cards above the card its foundation takes next; kinds of
 * one key in the group's order); `[..]` kinds shuffled together by the scan's seed; `(..)` kinds
 * together as coreMoves lists them. Kinds not named are left out.
 */
export interface ScanOrder {
  readonly kinds: string;
  readonly deeper?: readonly (readonly [depth: number, kinds: string])[];
  /** Seeds the shuffles of `[..]` groups (default 1). */
  readonly seed?: number;
}

/** How a group's moves are ordered among themselves. */
const BY_KEY = 0;
const SHUFFLED = 1;
const LISTED = 2;

/** One order of kinds parsed: each kind's group (-1: left out) and place in it, each group's ties. */
interface KindOrder {
  readonly fromDepth: number;
  readonly group: Int8Array;
  readonly place: Int8Array;
  readonly ties: Uint8Array;
}

/** Parses one order (ScanOrder.kinds); throws on a letter that is no kind. */
function parseKinds(text: string, fromDepth: number): KindOrder {
  const group = new Int8Array(KINDS).fill(-1);
  const place = new Int8Array(KINDS);
  const ties: number[] = [];
  let inGroup = false;
  let p = 0;
  for (const ch of text) {
    const open = { '{': BY_KEY, '[': SHUFFLED, '(': LISTED }[ch];
    if (open !== undefined) {
      ties.push(open);
      inGroup = true;
      p = 0;
    } else if (ch === '}' || ch === ']' || ch === ')') inGroup = false;
    else {
      if (!(ch in KIND_LETTERS)) throw new Error(`scan: '${ch}' is no kind of move (in ${text})`);
      if (!inGroup) {
        ties.push(BY_KEY);
        p = 0;
      }
      const kind = KIND_LETTERS[ch as KindLetter];
      group[kind] = ties.length - 1;
      place[kind] = p++;
    }
  }
  return { fromDepth, group, place, ties: Uint8Array.from(ties) };
}

/** Orders parsed, by the plan's object (plans are kept: profiles.ts). */
const parsed = new WeakMap<ScanOrder, readonly KindOrder[]>();

/** An order's kinds parsed, each with the depth it starts at. */
function parseOrder(order: ScanOrder): readonly KindOrder[] {
  let orders = parsed.get(order);
  if (!orders) {
    orders = [parseKinds(order.kinds, 0), ...(order.deeper ?? []).map(([d, kinds]) => parseKinds(kinds, d))];
    parsed.set(order, orders);
  }
  return orders;
}

/**
 * Does a scan in this order try every kind of move at every depth? Then its running dry means the
 * pruned moves reach no more positions (as a best-first search's running dry does); a scan that
 * leaves a kind out somewhere says nothing by running dry.
 */
export function triesEveryKind(order: ScanOrder): boolean {
  return parseOrder(order).every((o) => o.group.every((g) => g >= 0));
}

const DIVE_ORDER: ScanOrder = { kinds: '(10)4267c' };
const DIVE_SPLITS_LAST: ScanOrder = { kinds: '(10)4267c(8)' };

/** dive.ts's Dive's order (DIVE_KEYS): splits left out, or (`splits`) tried last. */
export function diveOrder(splits: boolean): ScanOrder {
  return splits ? DIVE_SPLITS_LAST : DIVE_ORDER;
}

/** move-gen.ts's takesBack, for core moves (the experiment's scan reads it too). */
export function takesBack(m: number, prev: number): boolean {
  const back = cmFrom(prev);
  if (back >= FOUND0 || cmCount(m) !== cmCount(prev) || cmFrom(m) !== cmTo(prev)) return false;
  const to = cmTo(m);
  return to === back || (to >= CELL0 && to < FOUND0 && back >= CELL0);
}

/** A released scan's arrays (release), for the next scan: a portfolio starts a dozen per deal. */
interface ScanSpare extends BoardSpare {
  readonly frames: FrameStack;
  readonly log: Int32Array<ArrayBuffer>;
  readonly moves: Int32Array;
  readonly keys: Int32Array;
  /** Its own set's array, at its first size (else none: a grown one is not worth zeroing). */
  readonly seen: Int32Array | undefined;
}
const spares: ScanSpare[] = [];
/** Scans' arrays kept at most: a portfolio's scans (plans.ts, FREECELL_SCANS) and a few more. */
const SPARES = 16;
/** The longest line log kept (ints). */
const SPARE_LOG = 1 << 16;

export class Scan {
  private readonly state: State;
  private readonly b: CoreBoard;
  /** The positions seen: its own, or one shared with other scans that try every kind of move (portfolio.ts). */
  private readonly seen: SeenSet;
  private readonly ownSeen: boolean;
  /** Positions this scan added to `seen`: the positions it reached first. */
  private added = 0;
  /** Core moves played from the start, auto-moves included. */
  private log: Int32Array<ArrayBuffer>;
  private logLen = 0;
  private readonly frames: FrameStack;
  private readonly moves: Int32Array;
  private readonly keys: Int32Array;
  /** Per column: reachOf, found (lazily) in the frame reachAt says. */
  private readonly reach = new Int32Array(16);
  private readonly reachAt = new Int32Array(16);
  private frame = 0;
  private readonly builds: Uint8Array;
  private readonly foundationOrder: Int8Array;
  private readonly orders: readonly KindOrder[];
  private rng: number;
  private outcome: DiveStatus | null = null;
  private solution: number[] = [];
  private released = false;
  /** It ended unknown because no position was left to try (not for the budget). */
  ranDry = false;

  /**
   * `shared`: a set of positions seen by other scans too, only sound where every scan that shares
   * it tries every kind of move (portfolio.ts says why).
   */
  constructor(state: State, order: ScanOrder, ct: CoreTables = coreTablesFor(state), shared?: SeenSet) {
    this.state = state;
    const spare = spares.pop();
    this.b = new CoreBoard(ct, state, spare);
    this.ownSeen = shared === undefined;
    this.seen = shared ?? new SeenSet(spare?.seen);
    this.frames = spare?.frames ?? new FrameStack(256, 1 << 12);
    this.frames.clear();
    this.log = spare?.log ?? new Int32Array(1024);
    this.moves = spare?.moves ?? new Int32Array(MAX_MOVES);
    this.keys = spare?.keys ?? new Int32Array(MAX_MOVES);
    this.builds = ct.t.builds;
    this.foundationOrder = ct.t.foundationOrder;
    this.orders = parseOrder(order);
    // xorshift's state (the experiment's seeding, so its fitted schedule's scans are these).
    this.rng = (order.seed ?? 1) * 2654435761 || 1;
    for (let a = this.b.nextAuto(); a >= 0; a = this.b.nextAuto()) this.play(a);
    // The start: counted by the scan that adds it first (a shared set holds it once).
    if (this.seen.add(this.b.hashLo, this.b.hashHi)) this.added++;
    if (this.b.isWon()) this.win();
    else this.openFrame(-1);
  }

  /** Distinct positions this scan reached first, the start included if it did. */
  get states(): number {
    return this.added;
  }

  get status(): DiveStatus | null {
    return this.outcome;
  }

  /** The packed moves of the win, safe auto-moves included. */
  get winningLine(): readonly number[] {
    return this.solution;
  }

  giveUp(): DiveStatus {
    this.outcome ??= 'unknown';
    return this.outcome;
  }

  /** Ends the scan for good; its arrays go to the next scan made. */
  release(): void {
    this.giveUp();
    if (this.released) return;
    this.released = true;
    if (spares.length >= SPARES || this.log.length > SPARE_LOG) return;
    // A shared set's array is not this scan's to lend.
    const slots = this.seen.slots;
    const seen = this.ownSeen && slots.length === 2 << START_SEEN_BITS ? slots : undefined;
    const { frames, log, moves, keys } = this;
    spares.push({ mem: this.b.mem, autoStack: this.b.autoStack, frames, log, moves, keys, seen });
    // The board's arrays are the next scan's now.
    this.b.detach();
  }

  /** Up to `expansions` new positions: the outcome once there is one, else null. */
  step(expansions: number, limits: SearchLimits): DiveStatus | null {
    if (this.outcome) return this.outcome;
    // A scan begun with the budget spent (its start counted) takes no more.
    if (this.states >= limits.maxStates) return this.giveUp();
    const b = this.b;
    const frames = this.frames;
    for (let work = 0; work < expansions; ) {
      const next = frames.take();
      if (next < 0) {
        this.ranDry = true;
        return this.giveUp();
      }
      const mark = frames.markOfTaken;
      while (this.logLen > mark) b.undo(this.log[--this.logLen] as number);
      const m = frames.moves[next] as number;
      this.play(m);
      const autos = b.autos(m);
      for (let k = 0; k < autos; k++) this.push(b.autoStack[k] as number);
      b.autoSp = 0;
      if (!this.seen.add(b.hashLo, b.hashHi)) continue;
      this.added++;
      work++;
      if (b.isWon()) return this.win();
      if (this.states >= limits.maxStates) return this.giveUp();
      this.openFrame(autos === 0 ? m : -1);
    }
    return null;
  }

  private win(): DiveStatus {
    this.solution = packedMoves(this.state, this.log.subarray(0, this.logLen));
    this.outcome = 'solved';
    return this.outcome;
  }

  private push(m: number): void {
    if (this.logLen === this.log.length) this.log = doubled(this.log);
    this.log[this.logLen++] = m;
  }

  private play(m: number): void {
    this.b.make(m);
    this.push(m);
  }

  /** The next of the seeded shuffle's numbers, 0..1023 (xorshift32). */
  private random(): number {
    let x = this.rng;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.rng = x;
    return (x >>> 0) & 1023;
  }

  /** Pushes the frame of the position on the board: its moves in the order of its depth's kinds. */
  private openFrame(arrivedBy: number): void {
    const frames = this.frames;
    const depth = frames.size;
    let order = this.orders[0] as KindOrder;
    for (let i = 1; i < this.orders.length; i++) {
      const o = this.orders[i] as KindOrder;
      if (depth >= o.fromDepth) order = o;
    }
    const start = frames.begin(MAX_MOVES);
    const out = frames.moves;
    const moves = this.moves;
    const keys = this.keys;
    const end = coreMoves(this.b, moves, true);
    this.frame++;
    let k = start;
    for (let i = 0; i < end; i++) {
      const m = moves[i] as number;
      if (arrivedBy >= 0 && takesBack(m, arrivedBy)) continue;
      const kind = this.kindOf(m);
      const g = order.group[kind] as number;
      if (g < 0) continue;
      const ties = order.ties[g] as number;
      // A group's keys: below 16384, so groups never mix (within: up to 999, place: up to 7).
      const within =
        ties === SHUFFLED ? this.random() : ties === LISTED ? 0 : this.within(m) * 8 + (order.place[kind] as number);
      insertByKey(out, keys, start, k, m, g * 16384 + within);
      k++;
    }
    frames.push(k, this.logLen);
  }

  /** The kind of a move coreMoves listed (pruned: only a move onto a column can split a run). */
  private kindOf(m: number): number {
    const from = cmFrom(m);
    const to = cmTo(m);
    const b = this.b;
    if (from >= CELL0) {
      if (to === HOME) return K_CELL_HOME;
      return (b.len[to] as number) > 0 ? K_CELL_COL : K_CELL_SPACE;
    }
    if (to === HOME) return K_COL_HOME;
    if (to >= CELL0) return K_COL_CELL;
    if ((b.len[to] as number) === 0) return K_COL_SPACE;
    const n = cmCount(m);
    const len = b.len[from] as number;
    if (len > n) {
      const base = from * b.stride;
      const moved = b.mem[base + len - n] as number;
      const below = b.mem[base + len - n - 1] as number;
      if (this.builds[moved * 52 + below] === 1) return K_SPLIT;
    }
    return K_COL_COL;
  }

  /**
   * Dive's key within a kind: 0 for a move that empties its column (and for cells' and home
   * moves), else 1 + the cards left above the card its foundation takes next.
   */
  private within(m: number): number {
    const from = cmFrom(m);
    if (from >= CELL0 || cmTo(m) === HOME) return 0;
    const n = cmCount(m);
    const len = this.b.len[from] as number;
    if (len <= n) return 0;
    if (this.reachAt[from] !== this.frame) {
      this.reachAt[from] = this.frame;
      this.reach[from] = this.reachOf(from);
    }
    return 1 + Math.min(998, Math.max(0, (this.reach[from] as number) - n));
  }

  /** The cards above column i's first card (from the top) that its foundation takes next. */
  private reachOf(i: number): number {
    const b = this.b;
    const len = b.len[i] as number;
    const base = i * b.stride;
    for (let k = len - 1; k >= 0; k--) {
      if (isNextHome(this.foundationOrder, b.height, b.mem[base + k] as number)) return len - 1 - k;
    }
    return len;
  }
}
