import { type DiveStatus, insertByKey, MAX_MOVES } from '../../src/engine/solver/dive';
import { doubled } from '../../src/engine/solver/doubled';
import { FrameStack } from '../../src/engine/solver/frame-stack';
import { generateMoves, nextSafeAutoMove, nextSafeAutoMoveAfter, takesBack } from '../../src/engine/solver/move-gen';
import { CELL0, FOUND0, moveCount, moveFrom, moveTo, PackedState, STOCK_ID } from '../../src/engine/solver/packed';
import { HashSet } from '../../src/engine/solver/position-hash';
import type { SearchLimits } from '../../src/engine/solver/search';
import { type WasteCheck, wasteCheckFor } from '../../src/engine/solver/waste-cover';
import type { State } from '../../src/engine/state';

// A depth-first scan on the generic packed board (Eights Down is a stock game, not an open-core
// one), as dive.ts's Dive walks it, with the order of the moves' kinds a parameter and the buried
// waste's check (waste-cover.ts) pruning positions proven lost once dealt to, as search.ts does.
// Throwaway: see README.md.

/** Kinds of move, by letter. */
export const KIND_LETTERS = {
  /** A card home (a column's, the waste's or a cell's). */
  h: 0,
  /** The waste's (or a cell's) card onto a column. */
  w: 1,
  /** The waste's (or a cell's) card into a space. */
  e: 2,
  /** A column's run onto another column. */
  r: 3,
  /** A column's run into a space. */
  s: 4,
  /** Part of a run onto a column (a split; pruned sets mostly leave them out). */
  p: 5,
  /** A column's card into a cell. */
  c: 6,
  /** The stock's move: deal, or turn the waste over. */
  d: 7,
} as const;
type KindLetter = keyof typeof KIND_LETTERS;
const KINDS = 8;
const BY_KEY = 0;
const SHUFFLED = 1;

export interface EdScanOrder {
  /** Groups of kinds: a letter alone (by Dive's key), `{..}` by Dive's key, `[..]` shuffled by the seed. */
  readonly kinds: string;
  readonly seed: number;
  /** Start afresh (its positions forgotten, the next seed) every so many positions. */
  readonly restart?: number;
}

interface KindOrder {
  readonly group: Int8Array;
  readonly place: Int8Array;
  readonly ties: Uint8Array;
}

export function parseKinds(text: string): KindOrder {
  const group = new Int8Array(KINDS).fill(-1);
  const place = new Int8Array(KINDS);
  const ties: number[] = [];
  let inGroup = false;
  let p = 0;
  for (const ch of text) {
    if (ch === '{' || ch === '[') {
      ties.push(ch === '{' ? BY_KEY : SHUFFLED);
      inGroup = true;
      p = 0;
    } else if (ch === '}' || ch === ']') inGroup = false;
    else {
      if (!(ch in KIND_LETTERS)) throw new Error(`no kind '${ch}' in ${text}`);
      if (!inGroup) {
        ties.push(BY_KEY);
        p = 0;
      }
      const kind = KIND_LETTERS[ch as KindLetter];
      group[kind] = ties.length - 1;
      place[kind] = p++;
    }
  }
  return { group, place, ties: Uint8Array.from(ties) };
}

/** Tries every kind generateMoves (pruned) lists: may share a visited set. */
export function triesEveryKind(order: EdScanOrder): boolean {
  const o = parseKinds(order.kinds);
  return (
    order.restart === undefined &&
    ['h', 'w', 'e', 'r', 's', 'p', 'c', 'd'].every((k) => (o.group[KIND_LETTERS[k as KindLetter]] as number) >= 0)
  );
}

export class EdScan {
  readonly p: PackedState;
  private visited: HashSet;
  private readonly ownSet: boolean;
  /** Positions this scan added (its probes' before this one included). */
  private added = 0;
  private log = new Int32Array(1024);
  private logLen = 0;
  private frames = new FrameStack(256, 1 << 12);
  private readonly moves = new Int32Array(MAX_MOVES);
  private readonly keys = new Int32Array(MAX_MOVES);
  private readonly reach = new Int32Array(16);
  private readonly order: KindOrder;
  private readonly restart: number;
  private probeStart = 0;
  private seed: number;
  private rng: number;
  private readonly check: WasteCheck | null;
  private outcome: DiveStatus | null = null;
  private solution: number[] = [];
  ranDry = false;
  deadEnds = 0;
  probes = 0;

  constructor(state: State, order: EdScanOrder, shared?: HashSet) {
    this.p = new PackedState(state);
    this.p.startHashing();
    this.order = parseKinds(order.kinds);
    this.restart = order.restart ?? Number.POSITIVE_INFINITY;
    this.ownSet = shared === undefined;
    this.visited = shared ?? new HashSet(1 << 12);
    this.check = wasteCheckFor(state);
    this.seed = order.seed;
    this.rng = (order.seed * 2654435761) | 0 || 1;
    this.begin();
  }

  private begin(): void {
    this.probes++;
    for (let a = nextSafeAutoMove(this.p); a >= 0; a = nextSafeAutoMove(this.p)) this.play(a);
    if (this.visited.add(this.p)) this.added++;
    if (this.p.isWon()) this.win();
    else this.openFrame(-1);
  }

  private again(): void {
    while (this.logLen > 0) this.p.undo(this.log[--this.logLen] as number);
    this.visited.release();
    this.visited = new HashSet(1 << 12);
    this.frames = new FrameStack(256, 1 << 12);
    this.seed += 7919;
    this.rng = (this.seed * 2654435761) | 0 || 1;
    this.probeStart = this.added;
    this.begin();
  }

  get states(): number {
    return this.added;
  }
  get status(): DiveStatus | null {
    return this.outcome;
  }
  get winningLine(): readonly number[] {
    return this.solution;
  }
  giveUp(): DiveStatus {
    this.outcome ??= 'unknown';
    return this.outcome;
  }
  release(): void {
    this.giveUp();
    if (this.ownSet) this.visited.release();
  }

  step(expansions: number, limits: SearchLimits): DiveStatus | null {
    if (this.outcome) return this.outcome;
    const p = this.p;
    for (let work = 0; work < expansions; ) {
      const frames = this.frames;
      const next = frames.take();
      if (next < 0) {
        if (this.restart === Number.POSITIVE_INFINITY) {
          this.ranDry = true;
          return this.giveUp();
        }
        this.again();
        if (this.outcome) return this.outcome;
        continue;
      }
      const mark = frames.markOfTaken;
      while (this.logLen > mark) p.undo(this.log[--this.logLen] as number);
      const m = frames.moves[next] as number;
      this.play(m);
      const before = this.logLen;
      for (let a = nextSafeAutoMoveAfter(p, m); a >= 0; a = nextSafeAutoMove(p)) this.play(a);
      if (!this.visited.add(p)) continue;
      this.added++;
      work++;
      if (p.isWon()) return this.win();
      if (this.added >= limits.maxStates) return this.giveUp();
      if (this.check?.dealtIntoLoss(p, m)) {
        this.deadEnds++;
        continue;
      }
      if (this.added - this.probeStart >= this.restart) {
        this.again();
        if (this.outcome) return this.outcome;
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

  private random(): number {
    let x = this.rng;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.rng = x;
    return (x >>> 0) & 1023;
  }

  private openFrame(arrivedBy: number): void {
    const start = this.frames.begin(MAX_MOVES);
    const out = this.frames.moves;
    const moves = this.moves;
    const keys = this.keys;
    const end = generateMoves(this.p, moves, 0, true);
    this.findReach();
    const order = this.order;
    let k = start;
    for (let i = 0; i < end; i++) {
      const m = moves[i] as number;
      if (arrivedBy >= 0 && takesBack(m, arrivedBy)) continue;
      const kind = this.kindOf(m);
      const g = order.group[kind] as number;
      if (g < 0) continue;
      const within = order.ties[g] === SHUFFLED ? this.random() : this.within(m) * 8 + (order.place[kind] as number);
      insertByKey(out, keys, start, k, m, g * 16384 + within);
      k++;
    }
    this.frames.push(k, this.logLen);
  }

  private kindOf(m: number): number {
    const p = this.p;
    const from = moveFrom(m);
    const to = moveTo(m);
    if (from === STOCK_ID || to === STOCK_ID) return KIND_LETTERS.d;
    if (to >= FOUND0) return KIND_LETTERS.h;
    if (from >= CELL0)
      return to >= CELL0 ? KIND_LETTERS.c : (p.colLen[to] as number) > 0 ? KIND_LETTERS.w : KIND_LETTERS.e;
    if (to >= CELL0) return KIND_LETTERS.c;
    const n = moveCount(m);
    const len = p.colLen[from] as number;
    if (len > n) {
      const moved = p.cols[from * p.cap + len - n] as number;
      const below = p.cols[from * p.cap + len - n - 1] as number;
      if ((p.t.columnBuilds[from] as Uint8Array)[moved * 52 + below] === 1) return KIND_LETTERS.p;
    }
    return (p.colLen[to] as number) > 0 ? KIND_LETTERS.r : KIND_LETTERS.s;
  }

  /** Dive's key within a kind: the column emptied first, then the fewer cards above the card wanted soonest. */
  private within(m: number): number {
    const from = moveFrom(m);
    if (from >= CELL0 || moveTo(m) >= FOUND0) return 0;
    const n = moveCount(m);
    const len = this.p.colLen[from] as number;
    return len === n ? 0 : 1 + Math.min(998, Math.max(0, (this.reach[from] as number) - n));
  }

  private findReach(): void {
    const p = this.p;
    const order = p.t.foundationOrder;
    const cols = p.cols;
    for (let i = 0; i < p.nCols; i++) {
      const len = p.colLen[i] as number;
      const base = i * p.cap;
      let reach = len;
      for (let k = len - 1; k >= 0; k--) {
        const c = cols[base + k] as number;
        if (order[c] === p.suitHeight(c & 3)) {
          reach = len - 1 - k;
          break;
        }
      }
      this.reach[i] = reach;
    }
  }
}
