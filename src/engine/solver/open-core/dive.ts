import type { State } from '../../state';
import { DIVE_KEYS, type DiveStatus, insertByKey, MAX_MOVES } from '../dive';
import { doubled } from '../doubled';
import { FrameStack } from '../frame-stack';
import { CELL0, FOUND0 } from '../packed';
import type { SearchLimits } from '../search';
import { CoreBoard, cmCount, cmFrom, cmTo, HOME, isNextHome } from './board';
import { packedMoves } from './line';
import { coreMoves } from './moves';
import { SeenSet } from './seen-set';
import { coreTablesFor } from './tables';

// dive.ts's Dive (without a probe) on the open core's board: the same moves (coreMoves lists
// generateMoves' pruned set in its order), the same keys, the same auto-moves, positions known by
// the core's hash; so the same positions in the same order (test/solver/open-core-dive.test.ts),
// at less CPU a position. solve.ts makes it where the core plays the position (usesOpenCore).

const {
  HOME: HOME_KEY,
  ONTO_COLUMN,
  CELL_ONTO_COLUMN,
  INTO_SPACE,
  CELL_INTO_SPACE,
  INTO_CELL,
  SPLIT,
  LEFT_OUT,
} = DIVE_KEYS;

/** move-gen.ts's takesBack, for core moves. */
function takesBack(m: number, prev: number): boolean {
  const back = cmFrom(prev);
  if (back >= FOUND0 || cmCount(m) !== cmCount(prev) || cmFrom(m) !== cmTo(prev)) return false;
  const to = cmTo(m);
  return to === back || (to >= CELL0 && to < FOUND0 && back >= CELL0);
}

export class CoreDive {
  private readonly state: State;
  private readonly b: CoreBoard;
  private readonly visited = new SeenSet();
  /** Core moves played from the start, auto-moves included. */
  private log = new Int32Array(1024);
  private logLen = 0;
  private readonly frames = new FrameStack(256, 1 << 12);
  private readonly moves = new Int32Array(MAX_MOVES);
  private readonly keys = new Int32Array(MAX_MOVES);
  /** Per column: reachOf, found (lazily) in the frame reachAt says. */
  private readonly reach = new Int32Array(16);
  private readonly reachAt = new Int32Array(16);
  private frame = 0;
  private readonly builds: Uint8Array;
  private readonly order: Int8Array;
  private outcome: DiveStatus | null = null;
  private solution: number[] = [];
  private readonly splits: boolean;

  constructor(state: State, splits = false) {
    this.state = state;
    this.splits = splits;
    this.b = new CoreBoard(coreTablesFor(state), state);
    this.builds = this.b.ct.t.builds;
    this.order = this.b.ct.t.foundationOrder;
    for (let a = this.b.nextAuto(); a >= 0; a = this.b.nextAuto()) this.play(a);
    this.visited.add(this.b.hashLo, this.b.hashHi);
    if (this.b.isWon()) this.win();
    else this.openFrame(-1);
  }

  get states(): number {
    return this.visited.count;
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
  }

  /** As Dive.step. */
  step(expansions: number, limits: SearchLimits): DiveStatus | null {
    if (this.outcome) return this.outcome;
    const b = this.b;
    const frames = this.frames;
    for (let work = 0; work < expansions; ) {
      const next = frames.take();
      if (next < 0) return this.giveUp();
      const mark = frames.markOfTaken;
      while (this.logLen > mark) b.undo(this.log[--this.logLen] as number);
      const m = frames.moves[next] as number;
      this.play(m);
      const autos = b.autos(m);
      for (let k = 0; k < autos; k++) this.push(b.autoStack[k] as number);
      b.autoSp = 0;
      if (!this.visited.add(b.hashLo, b.hashHi)) continue;
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

  private openFrame(arrivedBy: number): void {
    const start = this.frames.begin(MAX_MOVES);
    const out = this.frames.moves;
    const moves = this.moves;
    const keys = this.keys;
    const end = coreMoves(this.b, moves, true);
    this.frame++;
    let k = start;
    for (let i = 0; i < end; i++) {
      const m = moves[i] as number;
      if (arrivedBy >= 0 && takesBack(m, arrivedBy)) continue;
      const key = this.keyOf(m);
      if (key === LEFT_OUT) continue;
      insertByKey(out, keys, start, k, m, key);
      k++;
    }
    this.frames.push(k, this.logLen);
  }

  /** As Dive's findReach, for column i alone: the cards above its first card (from the top) that its foundation takes next. */
  private reachOf(i: number): number {
    const b = this.b;
    const order = this.order;
    const height = b.height;
    const cols = b.mem;
    const len = b.len[i] as number;
    const base = i * b.stride;
    for (let k = len - 1; k >= 0; k--) {
      const c = cols[base + k] as number;
      if (isNextHome(order, height, c)) return len - 1 - k;
    }
    return len;
  }

  /** As Dive's keyOf (no stock in the core's games). */
  private keyOf(m: number): number {
    const b = this.b;
    const from = cmFrom(m);
    const to = cmTo(m);
    if (to === HOME) return HOME_KEY;
    if (from >= CELL0) return to >= CELL0 ? INTO_CELL : (b.len[to] as number) > 0 ? CELL_ONTO_COLUMN : CELL_INTO_SPACE;
    const n = cmCount(m);
    const len = b.len[from] as number;
    const base = from * b.stride;
    // Emptying the column first, then the fewer cards left above the card wanted soonest.
    let within = 0;
    if (len > n) {
      const moved = b.mem[base + len - n] as number;
      const below = b.mem[base + len - n - 1] as number;
      if (this.builds[moved * 52 + below] === 1) return this.splits ? SPLIT : LEFT_OUT;
      if (this.reachAt[from] !== this.frame) {
        this.reachAt[from] = this.frame;
        this.reach[from] = this.reachOf(from);
      }
      within = 1 + Math.min(998, Math.max(0, (this.reach[from] as number) - n));
    }
    if (to >= CELL0) return INTO_CELL + within;
    return ((b.len[to] as number) > 0 ? ONTO_COLUMN : INTO_SPACE) + within;
  }
}
