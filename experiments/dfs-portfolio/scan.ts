import { insertByKey } from '../../src/engine/solver/dive';
import { doubled } from '../../src/engine/solver/doubled';
import { FrameStack } from '../../src/engine/solver/frame-stack';
import {
  type BoardSpare,
  CoreBoard,
  cmCount,
  cmFrom,
  cmTo,
  coreMove,
  HOME,
  isNextHome,
} from '../../src/engine/solver/open-core/board';
import { coreMoves } from '../../src/engine/solver/open-core/moves';
import { takesBack } from '../../src/engine/solver/open-core/scan';
import type { SeenSet } from '../../src/engine/solver/open-core/seen-set';
import { type CoreTables, coreTablesFor } from '../../src/engine/solver/open-core/tables';
import { CELL0 } from '../../src/engine/solver/packed';
import type { State } from '../../src/engine/state';

// A depth-first scan on the open core (CoreBoard, coreMoves' pruned set, the safe auto-moves after
// every move, a 64-bit hash visited set), like open-core/dive.ts's CoreDive, but with the order of
// the moves' kinds as a parameter (fc-solve's "tests order"): groups of kinds tried in turn, each
// group in a fixed order, shuffled by the scan's seed, or sorted by CoreDive's key, and orders that
// change with the depth (fc-solve's -dto2). Throwaway: experiments/dfs-portfolio/README.md.

/**
 * The kinds of move, by letter (fc-solve's test numbers where one matches):
 * 0 a column's top card home, 1 a cell's card home, 2 a cell's card onto a column, 4 a column's top
 * run (or part of it that leaves no card off its parent) onto another column, 6 a column's run into
 * a space, 7 a cell's card into a space, 8 part of a run onto another column (a card taken off its
 * parent: CoreDive's "split"), c a column's top card into a cell; compound moves, each one step
 * (one position, the end one): h the k cards above a column's card parked in free cells, then the
 * card home; p the same, then the card onto a parent on another column (none where a card
 * uncovered on the way would go home safely, so no auto-move falls between).
 */
export const KIND_LETTERS = '0124768chp';
const K_COL_HOME = 0;
const K_CELL_HOME = 1;
const K_CELL_COL = 2;
const K_COL_COL = 3;
const K_CELL_SPACE = 4;
const K_COL_SPACE = 5;
const K_SPLIT = 6;
const K_COL_CELL = 7;
/** Compound moves (fc-solve's 3 and 4 with cells): the k cards above a column's card parked in cells, then the card home ('h') or onto a parent ('p'). */
const K_PARK_HOME = 8;
const K_PARK_PARENT = 9;
const N_KINDS = 10;

const GROUP_FIXED = 0;
const GROUP_RAND = 1;
const GROUP_KEY = 2;

/** One order: each kind's group (-1: left out), its place within the group, each group's mode. */
interface Order {
  readonly minDepth: number;
  readonly group: Int32Array;
  readonly place: Int32Array;
  readonly mode: Int32Array;
}

/**
 * Parses an order: kinds' letters (KIND_LETTERS); "[..]" a group shuffled by the seed, "{..}" a group
 * sorted by CoreDive's key (the column emptied first, then the fewer cards above the card wanted
 * soonest; kinds within it by their place); a letter alone a group of its own (CoreDive's key within).
 */
export function parseOrder(text: string, minDepth: number): Order {
  const group = new Int32Array(N_KINDS).fill(-1);
  const place = new Int32Array(N_KINDS);
  const modes: number[] = [];
  let g = -1;
  let inGroup = false;
  let p = 0;
  for (const ch of text) {
    if (ch === '[' || ch === '{') {
      g++;
      modes.push(ch === '[' ? GROUP_RAND : GROUP_KEY);
      inGroup = true;
      p = 0;
      continue;
    }
    if (ch === ']' || ch === '}') {
      inGroup = false;
      continue;
    }
    const k = KIND_LETTERS.indexOf(ch);
    if (k < 0) throw new Error(`scan: unknown kind '${ch}' in ${text}`);
    if (!inGroup) {
      g++;
      modes.push(GROUP_FIXED);
      p = 0;
    }
    group[k] = g;
    place[k] = p++;
  }
  return { minDepth, group, place, mode: Int32Array.from(modes) };
}

export interface ScanSpec {
  readonly name: string;
  /** The order from depth 0, then [depth, order] pairs (fc-solve's -to, then -dto2). */
  readonly order: string;
  readonly deeper?: readonly (readonly [number, string])[];
  /** Seeds the shuffles of "[..]" groups. */
  readonly seed?: number;
}

const MAX_MOVES = 1024;

/** Released scans' arrays (Scan.free): new ones, zeroed, cost an easy deal's scan more than its search. */
const scanSpares: { frames: FrameStack; log: Int32Array<ArrayBuffer>; moves: Int32Array; keys: Int32Array }[] = [];

export type ScanStatus = 'solved' | 'dry' | null;

export class Scan {
  readonly spec: ScanSpec;
  readonly b: CoreBoard;
  private readonly seen: SeenSet;
  /** Positions this scan added to `seen` (its own count, whether the set is shared or not). */
  visited = 0;
  log: Int32Array<ArrayBuffer>;
  logLen = 0;
  private readonly frames: FrameStack;
  private readonly moves: Int32Array;
  private readonly keys: Int32Array;
  private readonly reach = new Int32Array(16);
  private readonly reachAt = new Int32Array(16);
  private frameNo = 0;
  /** Compound moves of the frames on the stack: k, k parking moves, the last move; a frame's entry -(offset + 1). */
  private comp = new Int32Array(1024);
  private compLen = 0;
  private compEnd = new Int32Array(256);
  private readonly orders: readonly Order[];
  private readonly builds: Uint8Array;
  private readonly foundationOrder: Int8Array;
  private rng: number;
  status: ScanStatus = null;

  constructor(state: State, spec: ScanSpec, seen: SeenSet, ct: CoreTables = coreTablesFor(state), spare?: BoardSpare) {
    this.spec = spec;
    this.seen = seen;
    // A released scan's arrays (free), else new ones.
    const mem = scanSpares.pop();
    this.frames = mem?.frames ?? new FrameStack(256, 1 << 12);
    this.frames.clear();
    this.log = mem?.log ?? new Int32Array(1024);
    this.moves = mem?.moves ?? new Int32Array(MAX_MOVES);
    this.keys = mem?.keys ?? new Int32Array(MAX_MOVES);
    this.b = new CoreBoard(ct, state, spare);
    this.builds = ct.t.builds;
    this.foundationOrder = ct.t.foundationOrder;
    this.orders = [parseOrder(spec.order, 0), ...(spec.deeper ?? []).map(([d, o]) => parseOrder(o, d))];
    this.rng = (spec.seed ?? 1) * 2654435761 || 1;
    for (let a = this.b.nextAuto(); a >= 0; a = this.b.nextAuto()) this.play(a);
    // The root: counted once by whichever scan adds it (a shared set holds it once).
    if (seen.add(this.b.hashLo, this.b.hashHi)) this.visited++;
    if (this.b.isWon()) this.status = 'solved';
    else this.openFrame(-1);
  }

  /** Gives the scan's arrays to the next scan made (the scan is not used after). */
  free(): void {
    if (scanSpares.length < 32)
      scanSpares.push({ frames: this.frames, log: this.log, moves: this.moves, keys: this.keys });
  }

  /** Runs until `quota` new positions, a win, or the scan runs dry. */
  run(quota: number): ScanStatus {
    if (this.status) return this.status;
    const b = this.b;
    const frames = this.frames;
    const seen = this.seen;
    const target = this.visited + quota;
    while (this.visited < target) {
      const next = frames.take();
      if (next < 0) {
        this.status = 'dry';
        return this.status;
      }
      const mark = frames.markOfTaken;
      while (this.logLen > mark) b.undo(this.log[--this.logLen] as number);
      let m = frames.moves[next] as number;
      if (m < 0) {
        const off = -m - 1;
        const k = this.comp[off] as number;
        for (let j = 1; j <= k; j++) this.play(this.comp[off + j] as number);
        m = this.comp[off + k + 1] as number;
      }
      this.play(m);
      const autos = b.autos(m);
      for (let k = 0; k < autos; k++) this.push(b.autoStack[k] as number);
      b.autoSp = 0;
      if (!seen.add(b.hashLo, b.hashHi)) continue;
      this.visited++;
      if (b.isWon()) {
        this.status = 'solved';
        return this.status;
      }
      this.openFrame(autos === 0 ? m : -1);
    }
    return null;
  }

  private push(m: number): void {
    if (this.logLen === this.log.length) this.log = doubled(this.log);
    this.log[this.logLen++] = m;
  }

  private play(m: number): void {
    this.b.make(m);
    this.push(m);
  }

  private random(): number {
    let x = this.rng;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.rng = x;
    return (x >>> 0) & 1023;
  }

  private openFrame(arrivedBy: number): void {
    const frames = this.frames;
    const depth = frames.size;
    let order = this.orders[0] as Order;
    for (let i = 1; i < this.orders.length; i++) {
      const o = this.orders[i] as Order;
      if (depth >= o.minDepth) order = o;
    }
    const start = frames.begin(MAX_MOVES);
    const out = frames.moves;
    const moves = this.moves;
    const keys = this.keys;
    const end = coreMoves(this.b, moves, true);
    this.frameNo++;
    let k = start;
    for (let i = 0; i < end; i++) {
      const m = moves[i] as number;
      if (arrivedBy >= 0 && takesBack(m, arrivedBy)) continue;
      const kind = this.kindOf(m);
      const g = order.group[kind] as number;
      if (g < 0) continue;
      const mode = order.mode[g] as number;
      let sub: number;
      if (mode === GROUP_RAND) sub = this.random();
      else if (mode === GROUP_FIXED) sub = this.within(m);
      else sub = this.within(m) * 8 + (order.place[kind] as number);
      insertByKey(out, keys, start, k, m, g * 16384 + sub);
      k++;
    }
    if (depth >= this.compEnd.length) this.compEnd = doubled(this.compEnd);
    this.compLen = depth === 0 ? 0 : (this.compEnd[depth - 1] as number);
    if ((order.group[K_PARK_HOME] as number) >= 0 || (order.group[K_PARK_PARENT] as number) >= 0)
      k = this.compounds(order, out, keys, start, k);
    this.compEnd[depth] = this.compLen;
    frames.push(k, this.logLen);
  }

  /** Lists the compound moves (h, p) the order takes into out[start..k); returns the new k. */
  private compounds(order: Order, out: Int32Array, keys: Int32Array, start: number, k0: number): number {
    const b = this.b;
    let k = k0;
    const free: number[] = [];
    for (let i = 0; i < b.nCells; i++) if (b.cells[i] === -1) free.push(i);
    if (free.length === 0) return k;
    const gHome = order.group[K_PARK_HOME] as number;
    const gParent = order.group[K_PARK_PARENT] as number;
    const stride = b.stride;
    for (let i = 0; i < b.nCols; i++) {
      const l = b.len[i] as number;
      const base = i * stride;
      for (let n = 1; n <= free.length && n < l; n++) {
        // The n cards above card c parked; the card each parking uncovers must not go home safely (an auto-move).
        const uncovered = b.mem[base + l - 1 - n] as number;
        const c = uncovered;
        const safe = b.safeHome(c);
        const targets: number[] = [];
        if (gHome >= 0 && isNextHome(this.foundationOrder, b.height, c)) targets.push(HOME);
        if (gParent >= 0 && !safe) {
          for (let j = 0; j < b.nCols; j++) {
            const tl = b.len[j] as number;
            if (j === i || tl === 0) continue;
            if (this.builds[c * 52 + (b.mem[j * stride + tl - 1] as number)] === 1) targets.push(j);
          }
        }
        for (const to of targets) {
          const kind = to === HOME ? K_PARK_HOME : K_PARK_PARENT;
          const g = order.group[kind] as number;
          const mode = order.mode[g] as number;
          const sub = mode === GROUP_RAND ? this.random() : n * 8 + (order.place[kind] as number);
          if (this.compLen + n + 2 > this.comp.length) this.comp = doubled(this.comp);
          const off = this.compLen;
          this.comp[off] = n;
          for (let q = 0; q < n; q++) {
            const card = b.mem[base + l - 1 - q] as number;
            this.comp[off + 1 + q] = coreMove(i, CELL0 + (free[q] as number), 1, card);
          }
          this.comp[off + n + 1] = coreMove(i, to, 1, c);
          this.compLen = off + n + 2;
          insertByKey(out, keys, start, k, -(off + 1), g * 16384 + sub);
          k++;
        }
        if (safe) break;
      }
    }
    return k;
  }

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

  /** CoreDive's key within a kind: 0 for the column emptied (and for cells), else 1 + the cards above the card wanted soonest not moved. */
  private within(m: number): number {
    const from = cmFrom(m);
    if (from >= CELL0 || cmTo(m) === HOME) return 0;
    const b = this.b;
    const n = cmCount(m);
    const len = b.len[from] as number;
    if (len <= n) return 0;
    if (this.reachAt[from] !== this.frameNo) {
      this.reachAt[from] = this.frameNo;
      this.reach[from] = this.reachOf(from);
    }
    return 1 + Math.min(998, Math.max(0, (this.reach[from] as number) - n));
  }

  private reachOf(i: number): number {
    const b = this.b;
    const len = b.len[i] as number;
    const base = i * b.stride;
    for (let k = len - 1; k >= 0; k--) {
      const c = b.mem[base + k] as number;
      if (isNextHome(this.foundationOrder, b.height, c)) return len - 1 - k;
    }
    return len;
  }
}
