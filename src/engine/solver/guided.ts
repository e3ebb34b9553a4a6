import type { State } from '../state';
import { doubled } from './doubled';
import { FrameStack } from './frame-stack';
import { generateMoves, nextSafeAutoMove, nextSafeAutoMoveAfter } from './move-gen';
import { Noise } from './noise';
import { FOUND0, moveFrom, moveTo, PackedState, STOCK_ID, WASTE_ID } from './packed';
import type { SearchLimits } from './search';
import { VisitedSet } from './visited';
import { roomOf, type WasteCheck, wasteCheckFor } from './waste-cover';

// A search for wins led by the run-count game (run-count.ts): it steps from one position of that
// game to the next (a deal, the waste's top home or into play, a card in play home), and makes
// each step real by rearranging the columns first where the step needs it (a short breadth-first
// search of moves between columns and cells, until the waste's top has a place to go or the card
// to go home is exposed). The columns' arrangements, which the other searches spend most of their
// positions on where runs move freely (Fours Up: any descending run, in any suits), are left to
// that short search, and each position of the run-count game is expanded once, under the first
// arrangement that reached it. So it finds wins, and proves nothing by running dry.
//
// Where the plan asks (Plan.guidedRestarts), a second one takes turns with it (GuidedPair): it
// tries the steps of every position in a random order, and starts again from the deal every so
// often, its positions forgotten, in a new order. A search in one fixed order that went wrong early
// spends the rest of its budget under that choice, and another order often wins the same deal in
// a few thousand positions (docs/solver-tuning.md, "Fours Up's guided search restarts").

export type GuidedStatus = 'solved' | 'unknown';

/** Steps of the run-count game (step & 3); the card is step >> 2. */
const HOME_FROM_PLAY = 0;
const HOME_FROM_WASTE = 1;
const INTO_PLAY = 2;
const DEAL = 3;

/** Positions a step's rearranging may look at. */
const REARRANGE = 400;
/** Moves a position has at most, and auto-moves after one move. */
const MAX_MOVES = 2048;

/** Restarts of the guided search (Plan.guidedRestarts). */
export interface GuidedRestarts {
  /** Positions the first search looks at before the first restart. */
  readonly first: number;
  /** Each later search's positions, as a multiple of the one before's. */
  readonly growth: number;
}

export class GuidedSearch {
  readonly p: PackedState;
  /** The run-count game's positions expanded (their keys as RunCountSearch makes them). */
  private seen = new VisitedSet(1 << 12);
  private readonly keyBytes = new Uint8Array(256);
  private readonly wasteCheck: WasteCheck | null;
  private readonly anySuit: boolean;
  /** Real moves from the start, auto-moves included. */
  private log = new Int32Array(1024);
  private logLen = 0;
  /** The run-count game's steps of every open position, stacked. */
  private frames = new FrameStack(256, 4096);
  private outcome: GuidedStatus | null = null;
  private solution: number[] = [];
  /** Positions looked at: the steps' and the rearranging searches'. */
  states = 0;
  private readonly inPlay = new Int8Array(52);
  private readonly atPlace = new Int8Array(13);
  private readonly moveBuf = new Int32Array(MAX_MOVES);
  private readonly rearranging: Rearranging;
  private readonly restarts: GuidedRestarts | null;
  /** The log's length at the deal (its auto-moves played), where a restart begins. */
  private readonly startMark: number;
  /** The steps' random order of the search under way; null for the run-count game's order. */
  private noise: Noise | null;
  private restartsDone = 0;
  /** `states` when the search under way began, and the positions it may look at. */
  private runStart = 0;
  private runLimit = Number.POSITIVE_INFINITY;

  /** With `restarts`, the steps in random orders, the search started again as they say; else in the run-count game's order. */
  constructor(state: State, restarts?: GuidedRestarts) {
    this.p = new PackedState(state);
    this.wasteCheck = wasteCheckFor(state);
    this.anySuit = state.rules.build.suit === 'any-suit';
    this.rearranging = new Rearranging(this.p);
    this.restarts = restarts ?? null;
    this.noise = restarts ? orderNoise(0) : null;
    if (restarts) this.runLimit = restarts.first;
    this.playAutoMoves(nextSafeAutoMove(this.p));
    this.startMark = this.logLen;
    this.seen.addBytes(this.keyBytes, this.key());
    this.states = 1;
    if (this.p.isWon()) this.win();
    else this.openFrame();
  }

  get status(): GuidedStatus | null {
    return this.outcome;
  }

  get winningLine(): readonly number[] {
    return this.solution;
  }

  giveUp(): GuidedStatus {
    this.outcome ??= 'unknown';
    return this.outcome;
  }

  release(): void {
    this.giveUp();
    this.seen.release();
  }

  step(expansions: number, limits: SearchLimits): GuidedStatus | null {
    if (this.outcome) return this.outcome;
    const p = this.p;
    for (let work = 0; work < expansions; ) {
      if (this.states - this.runStart >= this.runLimit) this.restart();
      const next = this.frames.take();
      if (next < 0) return this.end('unknown');
      this.rewindTo(this.frames.markOfTaken);
      const s = this.frames.moves[next] as number;
      // The rearranging's positions and this step's own stay within the budget.
      const cap = limits.maxStates - this.states - 1;
      if (cap <= 0) return this.end('unknown');
      const real = this.realize(s, Math.min(REARRANGE, cap));
      if (real < 0) continue;
      if (!this.seen.addBytes(this.keyBytes, this.key())) continue;
      work++;
      this.states++;
      if (p.isWon()) return this.win();
      if (this.states >= limits.maxStates) return this.end('unknown');
      // Proven lost (waste-cover.ts): no win under it.
      if ((s & 3) === DEAL && this.wasteCheck?.dealtIntoLoss(p, real)) continue;
      this.openFrame();
    }
    return null;
  }

  /**
   * Starts again from the deal, with nothing seen and the steps in a new random order
   * (Plan.guidedRestarts); the positions looked at so far stay counted.
   */
  private restart(): void {
    const restarts = this.restarts;
    if (!restarts) return;
    this.rewindTo(this.startMark);
    this.seen.release();
    this.seen = new VisitedSet(1 << 12);
    this.seen.addBytes(this.keyBytes, this.key());
    this.frames = new FrameStack(256, 4096);
    this.restartsDone++;
    this.noise = orderNoise(this.restartsDone);
    this.runStart = this.states;
    this.runLimit *= restarts.growth;
    this.openFrame();
  }

  private end(status: GuidedStatus): GuidedStatus {
    this.outcome = status;
    return status;
  }

  private win(): GuidedStatus {
    this.solution = Array.from(this.log.subarray(0, this.logLen));
    return this.end('solved');
  }

  private play(m: number): void {
    if (this.logLen === this.log.length) {
      this.log = doubled(this.log);
    }
    this.p.apply(m);
    this.log[this.logLen++] = m;
  }

  private playAutoMoves(first: number): void {
    for (let a = first; a >= 0; a = nextSafeAutoMove(this.p)) this.play(a);
  }

  private rewindTo(mark: number): void {
    while (this.logLen > mark) this.p.undo(this.log[--this.logLen] as number);
  }

  /**
   * Makes step `s` real from the position in `p`: the moves that rearrange the columns for it
   * (looking at fewer than `cap` positions), its own move, the auto-moves after. Returns its own
   * move, or -1 where the rearranging found no way.
   */
  private realize(s: number, cap: number): number {
    const p = this.p;
    const kind = s & 3;
    let m = -1;
    if (kind === DEAL) m = this.findMove(STOCK_ID, -1);
    else if (kind === HOME_FROM_WASTE) m = this.findMove(WASTE_ID, -1);
    else {
      const path = this.rearranging.search(kind === INTO_PLAY ? WASTE_ID : -1, s >> 2, cap);
      this.states += this.rearranging.looked;
      if (path === null) return -1;
      for (const r of path.moves) this.play(r);
      m = path.goal;
    }
    if (m < 0) return -1;
    this.play(m);
    this.playAutoMoves(nextSafeAutoMoveAfter(p, m));
    return m;
  }

  /** The legal move from `from` (the stock: a deal; the waste: home), or -1. */
  private findMove(from: number, card: number): number {
    const n = generateMoves(this.p, this.moveBuf, 0);
    for (let i = 0; i < n; i++) {
      const m = this.moveBuf[i] as number;
      if (moveFrom(m) !== from) continue;
      if (from === STOCK_ID || (moveTo(m) >= FOUND0 && moveTo(m) < STOCK_ID && card < 0)) return m;
    }
    return -1;
  }

  /** The run-count game's key of the position: the stock's length, each suit's heights, the waste. */
  private key(): number {
    const p = this.p;
    const key = this.keyBytes;
    let k = 0;
    key[k++] = p.stockLen;
    for (let s = 0; s < 4; s++) {
      const start = k;
      for (let f = 0; f < p.nFound; f++) {
        if (p.fSuit[f] !== s) continue;
        // Insertion, highest first.
        let j = k++;
        const len = p.fLen[f] as number;
        while (j > start && (key[j - 1] as number) < len) {
          key[j] = key[j - 1] as number;
          j--;
        }
        key[j] = len;
      }
      key[k++] = 255;
    }
    for (let i = 0; i < p.wasteLen; i++) key[k++] = p.waste[i] as number;
    return k;
  }

  /**
   * Lists the run-count game's steps from the position as a new frame, in the order its search
   * finds wins soonest: cards in play home, the waste's top home, into play, a deal.
   */
  private openFrame(): void {
    const start = this.frames.begin(64);
    const p = this.p;
    const t = p.t;
    const order = t.foundationOrder;
    const room = roomOf(p);
    this.inPlay.fill(0);
    this.atPlace.fill(0);
    const count = (c: number): void => {
      const at = (c & 3) * 13 + (order[c] as number);
      this.inPlay[at] = (this.inPlay[at] as number) + 1;
      this.atPlace[at % 13] = (this.atPlace[at % 13] as number) + 1;
    };
    for (let i = 0; i < p.nCols; i++)
      for (let k = 0, len = p.colLen[i] as number; k < len; k++) count(p.cols[i * p.cap + k] as number);
    for (let i = 0; i < p.nCells; i++) if ((p.cells[i] as number) >= 0) count(p.cells[i] as number);
    const runs = this.runs();
    const out = this.frames.moves;
    let end = start;
    for (let at = 0; at < 52; at++) {
      if (this.inPlay[at] === 0) continue;
      const c = t.foundationSeq[at] as number;
      if (p.foundationFor(c) >= 0 && runs + this.endsAt(at) <= room) out[end++] = HOME_FROM_PLAY | (c << 2);
    }
    if (p.wasteLen > 0) {
      const c = p.waste[p.wasteLen - 1] as number;
      if (p.foundationFor(c) >= 0) out[end++] = HOME_FROM_WASTE | (c << 2);
      count(c);
      if (this.runs() + this.endsAt((c & 3) * 13 + (order[c] as number)) <= room) out[end++] = INTO_PLAY | (c << 2);
    }
    if (p.stockLen > 0) out[end++] = DEAL;
    const noise = this.noise;
    if (noise)
      for (let i = end - 1; i > start; i--) {
        const j = start + Math.floor(noise.next() * (i - start + 1));
        const step = out[i] as number;
        out[i] = out[j] as number;
        out[j] = step;
      }
    this.frames.push(end, this.logLen);
  }

  /** The fewest runs the cards counted in play form (run-count.ts). */
  private runs(): number {
    let runs = 0;
    const n = this.anySuit ? this.atPlace : this.inPlay;
    for (let i = 0; i < n.length; i++) {
      const below = i % 13 === 0 ? 0 : (n[i - 1] as number);
      runs += Math.max(0, (n[i] as number) - below);
    }
    return runs;
  }

  /** One more run where a card at `at` must be the last of its run (run-count.ts, runsEndingAt). */
  private endsAt(at: number): number {
    const n = this.anySuit ? this.atPlace : this.inPlay;
    const q = at % 13;
    const i = this.anySuit ? q : at;
    const below = q === 0 ? 0 : (n[i - 1] as number);
    return below >= (n[i] as number) ? 1 : 0;
  }
}

/** The random order of the `k`th search (from 0): seeds far apart, since xorshift's first numbers from a small seed are small too. */
function orderNoise(k: number): Noise {
  return new Noise(Math.imul(k + 1, 0x9e3779b9));
}

/**
 * The guided search in the run-count game's order and one that restarts in random orders
 * (Plan.guidedRestarts), taking turns so that each has looked at about as many positions: the
 * first wins most deals soonest, the second many of those the first goes wrong on early. Either's
 * win ends it; so does the first running dry (it has met every position of the run-count game it
 * could make real, and a lost deal's other searches then have the turns), or the second.
 */
export class GuidedPair {
  private readonly ordered: GuidedSearch;
  private readonly restarting: GuidedSearch;
  private outcome: GuidedStatus | null = null;
  private solution: readonly number[] = [];

  constructor(state: State, restarts: GuidedRestarts) {
    this.ordered = new GuidedSearch(state);
    this.restarting = new GuidedSearch(state, restarts);
  }

  get states(): number {
    return this.ordered.states + this.restarting.states;
  }

  get status(): GuidedStatus | null {
    return this.outcome;
  }

  get winningLine(): readonly number[] {
    return this.solution;
  }

  giveUp(): GuidedStatus {
    this.outcome ??= 'unknown';
    this.ordered.giveUp();
    this.restarting.giveUp();
    return this.outcome;
  }

  release(): void {
    this.giveUp();
    this.ordered.release();
    this.restarting.release();
  }

  step(expansions: number, limits: SearchLimits): GuidedStatus | null {
    if (this.outcome) return this.outcome;
    const turn = this.ordered.states <= this.restarting.states ? this.ordered : this.restarting;
    const other = turn === this.ordered ? this.restarting : this.ordered;
    // Both searches' positions together stay within the budget.
    const status = turn.step(expansions, { maxStates: limits.maxStates - other.states });
    if (status === 'solved') this.solution = turn.winningLine;
    if (status !== null) this.outcome = status;
    return this.outcome;
  }
}

/**
 * The short breadth-first search that makes a step real: moves between columns and cells only,
 * until the waste's top can go into play, or a given card in play can go home.
 */
class Rearranging {
  private readonly p: PackedState;
  /** Each position's parent, the move from it, and how many moves from the start it lies. */
  private readonly parent = new Int32Array(REARRANGE);
  private readonly move = new Int32Array(REARRANGE);
  private readonly depth = new Int32Array(REARRANGE);
  /** The moves down to a position (goTo), deepest first. */
  private readonly path = new Int32Array(REARRANGE);
  private readonly moves = new Int32Array(MAX_MOVES);
  private readonly seen = new StampedSet(REARRANGE * 4);
  /** Positions the last search looked at. */
  looked = 0;

  constructor(p: PackedState) {
    this.p = p;
    p.startHashing();
  }

  /**
   * From `from` (the waste) into play, or (from -1) `card` home: the moves that get there and the
   * step's own move, with `p` back where it was; or null. It looks at fewer than `cap` positions.
   * The positions are a few moves apart: it goes from one to the next by taking moves back and
   * making others (goTo), which costs less than saving and loading each.
   */
  search(from: number, card: number, cap: number): { moves: number[]; goal: number } | null {
    const p = this.p;
    this.seen.clear();
    this.parent[0] = -1;
    this.depth[0] = 0;
    p.hash();
    this.seen.add(p.hashLo, p.hashHi);
    let nodes = 1;
    let here = 0;
    this.looked = 0;
    for (let at = 0; at < nodes; at++) {
      this.goTo(here, at);
      here = at;
      const n = generateMoves(p, this.moves, 0);
      const goal = this.goal(n, from, card);
      if (goal >= 0) {
        const path: number[] = [];
        for (let k = at; k > 0; k = this.parent[k] as number) path.push(this.move[k] as number);
        path.reverse();
        this.goTo(here, 0);
        return { moves: path, goal };
      }
      for (let i = 0; i < n && nodes < cap; i++) {
        const m = this.moves[i] as number;
        if (moveFrom(m) >= FOUND0 || moveTo(m) >= FOUND0) continue;
        p.apply(m);
        p.hash();
        if (this.seen.add(p.hashLo, p.hashHi)) {
          this.looked++;
          this.parent[nodes] = at;
          this.move[nodes] = m;
          this.depth[nodes] = (this.depth[at] as number) + 1;
          nodes++;
        }
        p.undo(m);
      }
    }
    this.goTo(here, 0);
    return null;
  }

  /** From position `here` to position `target`: back to their common ancestor, then down. */
  private goTo(here: number, target: number): void {
    const p = this.p;
    let a = here;
    let b = target;
    let len = 0;
    while ((this.depth[a] as number) > (this.depth[b] as number)) {
      p.undo(this.move[a] as number);
      a = this.parent[a] as number;
    }
    while ((this.depth[b] as number) > (this.depth[a] as number)) {
      this.path[len++] = this.move[b] as number;
      b = this.parent[b] as number;
    }
    while (a !== b) {
      p.undo(this.move[a] as number);
      a = this.parent[a] as number;
      this.path[len++] = this.move[b] as number;
      b = this.parent[b] as number;
    }
    while (len > 0) p.apply(this.path[--len] as number);
  }

  /** Among the `n` moves listed, the step's own: onto a card before a space, a space before a cell. */
  private goal(n: number, from: number, card: number): number {
    const p = this.p;
    let best = -1;
    let bestRank = 9;
    for (let i = 0; i < n; i++) {
      const m = this.moves[i] as number;
      const f = moveFrom(m);
      const to = moveTo(m);
      if (from === WASTE_ID) {
        if (f !== WASTE_ID || to >= FOUND0) continue;
        const rank = to >= 16 ? 2 : p.colLen[to] === 0 ? 1 : 0;
        if (rank < bestRank) {
          best = m;
          bestRank = rank;
        }
      } else if (f < FOUND0 && to >= FOUND0 && to < STOCK_ID && p.topOf(f) === card) return m;
    }
    return best;
  }
}

/** A set of 64-bit hashes cleared at once (a generation stamp per slot), for the short searches. */
class StampedSet {
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  private readonly stamp: Int32Array;
  private readonly mask: number;
  private generation = 1;

  constructor(expected: number) {
    let cap = 16;
    while (cap < expected * 2) cap <<= 1;
    this.lo = new Int32Array(cap);
    this.hi = new Int32Array(cap);
    this.stamp = new Int32Array(cap);
    this.mask = cap - 1;
  }

  clear(): void {
    this.generation++;
  }

  /** False when the hash was there. */
  add(lo: number, hi: number): boolean {
    let s = (lo ^ (hi >>> 9)) & this.mask;
    for (;;) {
      if (this.stamp[s] !== this.generation) {
        this.stamp[s] = this.generation;
        this.lo[s] = lo;
        this.hi[s] = hi;
        return true;
      }
      if (this.lo[s] === lo && this.hi[s] === hi) return false;
      s = (s + 1) & this.mask;
    }
  }
}
