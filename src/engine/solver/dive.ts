import type { State } from '../state';
import { doubled } from './doubled';
import { FrameStack } from './frame-stack';
import { generateMoves, nextSafeAutoMove, nextSafeAutoMoveAfter, takesBack } from './move-gen';
import { Noise } from './noise';
import { CELL0, FOUND0, moveCount, moveFrom, moveTo, PackedState, STOCK_ID } from './packed';
import { HashSet } from './position-hash';
import type { SearchLimits } from './search';

// A depth-first search that tries each position's moves in a fixed order and scores none, as
// Freecell Solver's scans do: a card home first; then a run onto another column, a cell's card
// onto a column, a run into a space, a cell's card into a space, a card into a cell; the stock's
// move (deal, or turn the waste over) last, so that it plays what it can before each deal. Within a
// kind, a move that empties its column comes first, then those that leave fewer cards above the
// column's next card for the foundations. A position costs it about half what a best-first
// search's does (no child is scored), and it wins many of the deals the best-first flavours take
// long over (FreeCell deals 1..32000 that took the solver over 1,000 positions: it won half of them
// in 1,000 positions of its own; docs/solver-tuning.md, issue 17's third round). It leaves out the
// moves the pruned searches leave out (generateMoves' `pruned`) and, unless told to try them last,
// those that take a card off the card it is built on (splitting a run); it knows positions by
// hash. So it finds wins, and running dry proves nothing.

export type DiveStatus = 'solved' | 'unknown';

/**
 * A dive that probes (Plan.diveProbe): its first descent is what wins, where it wins at all (in a
 * game of one pass through a stock, a wrong turn early is not undone by backtracking near the
 * end), so after `states` positions it starts again from the start, forgetting what it saw, with
 * each move's place in the order moved by up to `jitter` (a key's unit: see keyOf) at random, the
 * seed one more each time.
 */
export interface DiveProbe {
  readonly states: number;
  readonly jitter: number;
}

/** Room for one position's moves. */
export const MAX_MOVES = 2048;
/**
 * The kinds of move in the order tried (a key's thousands); the rest of a key orders within a kind.
 * The open core's scan in Dive's order (open-core/scan.ts, diveOrder) orders by the same keys.
 */
export const DIVE_KEYS = {
  HOME: 0,
  ONTO_COLUMN: 1000,
  CELL_ONTO_COLUMN: 2000,
  INTO_SPACE: 3000,
  CELL_INTO_SPACE: 3500,
  INTO_CELL: 4000,
  /** A move that takes a card off the card it is built on (splits a run): tried last, or left out. */
  SPLIT: 5000,
  /** The stock's move (deal, or turn the waste over): in a stock game, tried after every other move. */
  STOCK: 6000,
  LEFT_OUT: -1,
} as const;
const { HOME, ONTO_COLUMN, CELL_ONTO_COLUMN, INTO_SPACE, CELL_INTO_SPACE, INTO_CELL, SPLIT, STOCK, LEFT_OUT } =
  DIVE_KEYS;

/**
 * Puts move `m` with `key` among the frame's moves out[start .. k) kept in order of keys
 * (keys[0 .. k - start)), after those of equal key: a position has a dozen moves or so.
 */
export function insertByKey(out: Int32Array, keys: Int32Array, start: number, k: number, m: number, key: number): void {
  let j = k - 1;
  while (j >= start && (keys[j - start] as number) > key) {
    out[j + 1] = out[j] as number;
    keys[j + 1 - start] = keys[j - start] as number;
    j--;
  }
  out[j + 1] = m;
  keys[j + 1 - start] = key;
}

export class Dive {
  readonly p: PackedState;
  private visited = new HashSet(1 << 10);
  /** Moves played from the start, auto-moves included. */
  private log = new Int32Array(1024);
  private logLen = 0;
  private frames = new FrameStack(256, 1 << 12);
  private readonly moves = new Int32Array(MAX_MOVES);
  private readonly keys = new Int32Array(MAX_MOVES);
  /** Per column: the cards above its first card (from the top) that its foundation takes next. */
  private readonly reach = new Int32Array(16);
  private outcome: DiveStatus | null = null;
  private solution: number[] = [];

  /** Whether moves that take a card off the card it is built on are tried (last), or left out. */
  private readonly splits: boolean;
  private readonly probe: DiveProbe | undefined;
  /** With a probe: its random source, its seed, and the positions of the probes before this one. */
  private noise: Noise | null = null;
  private seed = 0;
  private spent = 0;

  constructor(state: State, splits = false, probe?: DiveProbe) {
    this.splits = splits;
    this.probe = probe;
    this.p = new PackedState(state);
    this.p.startHashing();
    this.begin();
  }

  get states(): number {
    return this.spent + this.visited.size;
  }

  /** Starts the search from the start (the first time, or a probe's next). */
  private begin(): void {
    if (this.probe) this.noise = new Noise(++this.seed);
    this.playAutoMoves(nextSafeAutoMove(this.p));
    this.visited.add(this.p);
    if (this.p.isWon()) this.win();
    else this.openFrame(-1);
  }

  /**
   * A probe's end: back to the start, its positions counted and forgotten. Returns the outcome
   * where the start itself ends the search (it is won, or the new probe's first position reaches
   * `limits`), else null.
   */
  private again(limits: SearchLimits): DiveStatus | null {
    while (this.logLen > 0) this.p.undo(this.log[--this.logLen] as number);
    this.spent += this.visited.size;
    this.visited.release();
    this.visited = new HashSet(1 << 10);
    this.frames = new FrameStack(256, 1 << 12);
    this.begin();
    if (this.outcome) return this.outcome;
    return this.states >= limits.maxStates ? this.giveUp() : null;
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

  release(): void {
    this.giveUp();
    this.visited.release();
  }

  /**
   * Searches until `expansions` positions have been reached, the search ends or `limits` are hit:
   * the outcome once there is one ('unknown' when it ran dry or hit the limit), else null.
   */
  step(expansions: number, limits: SearchLimits): DiveStatus | null {
    if (this.outcome) return this.outcome;
    const p = this.p;
    for (let work = 0; work < expansions; ) {
      const frames = this.frames;
      const next = frames.take();
      if (next < 0) {
        if (!this.probe) return this.giveUp();
        const ended = this.again(limits);
        if (ended) return ended;
        continue;
      }
      const mark = frames.markOfTaken;
      while (this.logLen > mark) p.undo(this.log[--this.logLen] as number);
      const m = frames.moves[next] as number;
      this.play(m);
      const before = this.logLen;
      this.playAutoMoves(nextSafeAutoMoveAfter(p, m));
      if (!this.visited.add(p)) continue;
      work++;
      if (p.isWon()) return this.win();
      if (this.states >= limits.maxStates) return this.giveUp();
      if (this.probe && this.visited.size >= this.probe.states) {
        const ended = this.again(limits);
        if (ended) return ended;
        continue;
      }
      this.openFrame(this.logLen === before ? m : -1);
    }
    return null;
  }

  private win(): DiveStatus {
    this.solution = Array.from(this.log.subarray(0, this.logLen));
    this.outcome = 'solved';
    return this.outcome;
  }

  private play(m: number): void {
    if (this.logLen === this.log.length) this.log = doubled(this.log);
    this.p.apply(m);
    this.log[this.logLen++] = m;
  }

  private playAutoMoves(first: number): void {
    for (let a = first; a >= 0; a = nextSafeAutoMove(this.p)) this.play(a);
  }

  /** The position's moves in the order to try them, as a new frame (`arrivedBy`: see Search.openFrame). */
  private openFrame(arrivedBy: number): void {
    const start = this.frames.begin(MAX_MOVES);
    const out = this.frames.moves;
    const moves = this.moves;
    const keys = this.keys;
    const end = generateMoves(this.p, moves, 0, true);
    this.findReach();
    let k = start;
    for (let i = 0; i < end; i++) {
      const m = moves[i] as number;
      if (arrivedBy >= 0 && takesBack(m, arrivedBy)) continue;
      let key = this.keyOf(m);
      if (key === LEFT_OUT) continue;
      if (this.noise && this.probe) key += Math.floor(this.noise.next() * this.probe.jitter);
      insertByKey(out, keys, start, k, m, key);
      k++;
    }
    this.frames.push(k, this.logLen);
  }

  /** Fills `reach`: how many cards lie above each column's first card (from the top) that its foundation takes next. */
  private findReach(): void {
    const p = this.p;
    const order = p.t.foundationOrder;
    const h0 = p.suitHeight(0);
    const h1 = p.suitHeight(1);
    const h2 = p.suitHeight(2);
    const h3 = p.suitHeight(3);
    const cols = p.cols;
    for (let i = 0; i < p.nCols; i++) {
      const len = p.colLen[i] as number;
      const base = i * p.cap;
      let reach = len;
      for (let k = len - 1; k >= 0; k--) {
        const c = cols[base + k] as number;
        const s = c & 3;
        const h = s === 0 ? h0 : s === 1 ? h1 : s === 2 ? h2 : h3;
        if (order[c] === h) {
          reach = len - 1 - k;
          break;
        }
      }
      this.reach[i] = reach;
    }
  }

  /** The order in which to try move `m`: lower first; LEFT_OUT to leave it out. */
  private keyOf(m: number): number {
    const p = this.p;
    const from = moveFrom(m);
    const to = moveTo(m);
    // Not a card home, though its pile's number is above the foundations'.
    if (from === STOCK_ID || to === STOCK_ID) return STOCK;
    if (to >= FOUND0) return HOME;
    // A cell's card (or the waste's).
    if (from >= CELL0)
      return to >= CELL0 ? INTO_CELL : (p.colLen[to] as number) > 0 ? CELL_ONTO_COLUMN : CELL_INTO_SPACE;
    const n = moveCount(m);
    const len = p.colLen[from] as number;
    const base = from * p.cap;
    if (len > n) {
      const moved = p.cols[base + len - n] as number;
      const below = p.cols[base + len - n - 1] as number;
      if ((p.t.columnBuilds[from] as Uint8Array)[moved * 52 + below] === 1) return this.splits ? SPLIT : LEFT_OUT;
    }
    // Emptying the column first, then the fewer cards left above the card wanted soonest.
    const within = len === n ? 0 : 1 + Math.min(998, Math.max(0, (this.reach[from] as number) - n));
    if (to >= CELL0) return INTO_CELL + within;
    return ((p.colLen[to] as number) > 0 ? ONTO_COLUMN : INTO_SPACE) + within;
  }
}
