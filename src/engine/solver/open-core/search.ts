import type { State } from '../../state';
import type { FlavourSearch } from '../flavour-search';
import type { Weights } from '../heuristic';
import { CELL0 } from '../packed';
import type { SearchLimits, SearchStatus } from '../search';
import { CoreBoard, cmCard, cmFrom, cmTo, HOME, isSafeNextHome } from './board';
import { packedLine } from './line';
import { coreMoves } from './moves';
import { ScoreQueue } from './queue';
import { CoreScorer, scaled } from './score';
import { SeenSet } from './seen-set';
import { keepSpare, takeSpare } from './spares';
import { coreTablesFor } from './tables';

// The open core's best-first search: best-first.ts's pruned search for the open one-deck games
// (FreeCell, Baker's Game, Seahaven Towers: Plan.openCore), over the same moves, auto-moves and
// heuristic, in typed arrays laid out for these games (a FreeCell-only prototype measured how
// much that saves: docs/solver-tuning.md, "A lean core for FreeCell alone"). It knows positions
// by a 64-bit hash, so its running dry proves nothing (ranDry): searches that must prove stay
// best-first.ts's, by exact keys.
//
// A node is (parent, move); an expanded node saves its layout, and its children are rebuilt by
// loading it and making one move. Most children are scored and hashed without making their move
// (no auto-move follows it): only the one or two columns it touches are tallied. The best child of
// the node just expanded, when it beats the queue, is expanded next with no trip through the heap.

/** Each node's ints: parent, move (the core's), depth, hash, its move's source and target column terms, its layout. */
const PARENT = 0;
const MOVE = 1;
const DEPTH = 2;
const LO = 3;
const HI = 4;
const T_FROM = 5;
const T_TO = 6;
const LAYOUT = 7;
const NODE_INTS = 8;
/**
 * T_FROM where cards went home on the child's way (its move made to score it): its columns keep
 * their parent's terms only where untouched and holding no card of a suit that went home.
 */
const FULL = -2147483648;
/** Room for one position's moves. */
const MAX_MOVES = 1024;

/** Nodes there is room for at first (an easy FreeCell deal makes a few thousand). */
const START_NODES = 1 << 12;
/** A released search's arrays (release): empty, shared, as new ones cost a solve more than their bytes. */
const NO_INTS = new Int32Array(0);

export class OpenCore implements FlavourSearch {
  readonly prune = true;
  ranDry = false;
  private readonly board: CoreBoard;
  private readonly scorer: CoreScorer;
  private readonly depthCost: number;
  private nodes: Int32Array;
  private nNodes = 0;
  /** Each saved layout's column terms, then its columns' ids (CoreScorer.ids). */
  private lTerms: Int32Array;
  private nLayouts = 0;
  private readonly queue: ScoreQueue;
  /** The expanded positions' hashes. */
  private readonly seen: SeenSet;
  private moves: Int32Array;
  private readonly colTerm: Int32Array;
  /** The node whose position is on the board. */
  private cur = 0;
  /** The best child of the last expansion, expanded next (its parent still on the board), or -1. */
  private held = -1;
  /** The held child's score (for queued()). */
  private heldScore = 0;
  /** fullChild's child's score, and whether its position is won. */
  private fullScore = 0;
  private fullWon = false;
  /** How many auto-moves followed the move of the node nextNode put on the board (on the board's autoStack from 0). */
  private nAutos = 0;
  /** The root is expanded first. */
  private rootDue = true;
  private outcome: SearchStatus | null = null;
  private solution: number[] = [];
  /** The position searched, and the auto-moves made before the root (the core's moves). */
  private readonly state: State;
  private readonly rootAutos: number[] = [];
  private released = false;

  constructor(state: State, depthCost: number, weights: Weights) {
    const spare = takeSpare();
    const b = new CoreBoard(coreTablesFor(state), state, spare);
    this.board = b;
    this.scorer = new CoreScorer(b, weights, spare);
    this.depthCost = scaled(depthCost, 'depthCost');
    this.colTerm = new Int32Array(b.nCols);
    this.moves = spare?.moves ?? new Int32Array(MAX_MOVES);
    this.nodes = spare?.nodes ?? new Int32Array(START_NODES * NODE_INTS);
    this.queue = new ScoreQueue(spare?.heap ?? new Int32Array(2 * START_NODES));
    // Two ints a column a layout (its term, then its id): room for the board's first 256 layouts.
    this.lTerms = spare?.lTerms ?? new Int32Array(512 * b.nCols);
    this.seen = new SeenSet(spare?.seen);
    this.state = state;
    for (let a = b.nextAuto(); a >= 0; a = b.nextAuto()) {
      this.rootAutos.push(a);
      b.make(a);
    }
    if (b.isWon()) {
      this.solution = this.packedLine([]);
      this.outcome = 'solved';
      return;
    }
    const root = this.nNodes++;
    const n = this.nodes;
    n[root * NODE_INTS + PARENT] = -1;
    n[root * NODE_INTS + MOVE] = 0;
    n[root * NODE_INTS + DEPTH] = 0;
    n[root * NODE_INTS + LO] = b.hashLo;
    n[root * NODE_INTS + HI] = b.hashHi;
    n[root * NODE_INTS + T_FROM] = FULL;
    this.seen.add(b.hashLo, b.hashHi);
    this.saveLayout(root);
  }

  /** Positions expanded (the root included), as best-first.ts counts its visited set. */
  get states(): number {
    return this.seen.count;
  }

  get status(): SearchStatus | null {
    return this.outcome;
  }

  get winningLine(): readonly number[] {
    return this.solution;
  }

  resume(): void {
    if (this.outcome === 'unknown' && !this.released && !this.ranDry) this.outcome = null;
  }

  release(): void {
    if (this.released) return;
    this.giveUp();
    this.released = true;
    keepSpare({
      nodes: this.nodes,
      heap: this.queue.heap,
      lTerms: this.lTerms,
      seen: this.seen.slots,
      mem: this.board.mem,
      autoStack: this.board.autoStack,
      moves: this.moves,
      pref: this.scorer.pref,
      tallies: this.scorer.tallies,
    });
    // Its arrays are the next search's now: one empty array of each kind in their place.
    this.nodes = NO_INTS;
    this.queue.heap = NO_INTS;
    this.lTerms = NO_INTS;
    this.seen.slots = NO_INTS;
    this.board.detach();
    this.moves = NO_INTS;
    this.scorer.pref = NO_INTS;
    this.scorer.tallies = NO_INTS;
  }

  giveUp(): SearchStatus {
    this.outcome ??= 'unknown';
    return this.outcome;
  }

  step(expansions: number, limits: SearchLimits): SearchStatus | null {
    if (this.outcome) return this.outcome;
    const b = this.board;
    const sc = this.scorer;
    for (let work = 0; work < expansions; work++) {
      // The held child stays held (its parent on the board) for a resumed turn: the heap keeps its
      // order, so a search run in turns takes the positions one run straight through takes.
      if (this.seen.count >= limits.maxStates) return this.end('unknown');
      let node = 0;
      if (this.rootDue) this.rootDue = false;
      else {
        node = this.nextNode();
        if (node < 0) {
          this.ranDry = true;
          return this.end('unknown');
        }
      }
      // Room for this expansion's children.
      if ((this.nNodes + MAX_MOVES) * NODE_INTS > this.nodes.length) this.nodes = grown(this.nodes);
      this.queue.ensure(MAX_MOVES);
      const won = this.expand(node, b, sc);
      if (won >= 0) {
        this.finishWith(won);
        return 'solved';
      }
    }
    return null;
  }

  private end(status: SearchStatus): SearchStatus {
    this.outcome = status;
    return status;
  }

  /**
   * The next node to expand, its position put on the board (and saved): the held child, else the
   * queue's best not expanded before; -1 when the queue is empty.
   */
  private nextNode(): number {
    const n = this.nodes;
    let next = -1;
    for (;;) {
      if (this.held >= 0) {
        next = this.held;
        this.held = -1;
      } else {
        if (this.queue.size === 0) return -1;
        next = this.queue.pop();
      }
      if (this.seen.add(n[next * NODE_INTS + LO] as number, n[next * NODE_INTS + HI] as number)) break;
    }
    const b = this.board;
    const parent = n[next * NODE_INTS + PARENT] as number;
    if (this.cur !== parent) this.loadLayout(parent);
    const m = n[next * NODE_INTS + MOVE] as number;
    b.make(m);
    // Its auto-moves stay on autoStack (from 0) for expand. A node scored without making its move
    // has none (that is what let it be so scored).
    this.nAutos = n[next * NODE_INTS + T_FROM] === FULL ? b.autos(m) : 0;
    b.autoSp = 0;
    this.saveLayout(next);
    this.cur = next;
    return next;
  }

  /** Scores and queues the children of `node` (on the board); a won child's node, else -1. */
  private expand(node: number, b: CoreBoard, sc: CoreScorer): number {
    const n = this.nodes;
    const at = node * NODE_INTS;
    const end = coreMoves(b, this.moves, true);
    const depth = (n[at + DEPTH] as number) + 1;
    const colTerm = this.colTerm;
    const nCols = b.nCols;
    const colSum = n[at + T_FROM] === FULL ? this.fullNodeTerms(node, b, sc) : this.nodeTerms(node, sc);
    const base = sc.base();
    const cols = b.mem;
    const stride = b.stride;
    let best = -1;
    let bestScore = -2147483648;
    const depthCost = depth * this.depthCost;
    // Which suits' next cards go home safely here (board.ts's safeHome, asked once).
    const safe = b.ct.safeNext(b.heightsIndex);
    const order = b.ct.t.foundationOrder;
    const height = b.height;
    for (let i = 0; i < end; i++) {
      const m = this.moves[i] as number;
      const from = m & 63;
      const to = (m >> 6) & 63;
      const cnt = (m >> 12) & 63;
      const c = m >>> 18;
      // A move to no foundation after which no auto-move follows (the card it uncovers does not
      // go home): scored and hashed without making it.
      let quick = to !== HOME;
      let l = 0;
      if (quick && from < nCols) {
        l = b.len[from] as number;
        const u = l > cnt ? (cols[from * stride + l - cnt - 1] as number) : -1;
        if (u >= 0 && isSafeNextHome(order, height, safe, u)) quick = false;
      }
      let score: number;
      let child: number;
      if (quick) {
        const lo = b.hashAfter(m);
        const hi = b.afterHi;
        if (this.seen.has(lo, hi)) continue;
        child = this.nNodes++;
        n[child * NODE_INTS + LO] = lo;
        n[child * NODE_INTS + HI] = hi;
        score = colSum + base;
        if (from < nCols) {
          const t = sc.cutTerm(from, l - cnt);
          n[child * NODE_INTS + T_FROM] = t;
          score += t - (colTerm[from] as number);
        } else {
          n[child * NODE_INTS + T_FROM] = 0;
          score += sc.free;
        }
        if (to < nCols) {
          const t = sc.grownTerm(to, from, cnt, c);
          n[child * NODE_INTS + T_TO] = t;
          score += t - (colTerm[to] as number);
        } else score -= sc.free;
      } else {
        child = this.fullChild(m, b, sc);
        if (child < 0) continue;
        score = this.fullScore;
      }
      n[child * NODE_INTS + PARENT] = node;
      n[child * NODE_INTS + MOVE] = m;
      n[child * NODE_INTS + DEPTH] = depth;
      if (!quick && this.fullWon) return child;
      score -= depthCost;
      if (score > bestScore) {
        if (best >= 0) this.queue.push(bestScore, best);
        best = child;
        bestScore = score;
      } else this.queue.push(score, child);
    }
    if (best >= 0) {
      if (this.queue.size === 0 || bestScore > this.queue.topScore()) {
        this.held = best;
        this.heldScore = bestScore;
      } else this.queue.push(bestScore, best);
    }
    return -1;
  }

  /**
   * The terms and ids of the columns of `node` (a FULL one, on the board with its auto-moves on
   * autoStack), kept with its layout and in colTerm; returns their sum.
   */
  private fullNodeTerms(node: number, b: CoreBoard, sc: CoreScorer): number {
    const n = this.nodes;
    const at = node * NODE_INTS;
    const nCols = b.nCols;
    const lt = this.lTerms;
    const colTerm = this.colTerm;
    const ids = sc.ids;
    // The node's layout's terms, then its columns' ids (score.ts's CoreScorer.ids).
    const mine = (n[at + LAYOUT] as number) * 2 * nCols;
    let colSum = 0;
    // Cards went home. A column that keeps its term (CoreScorer.keepsTerm, as evaluateAfter found
    // when the node was scored) keeps its parent's term and id; the rest are new (all of the
    // root's): tallied whole (cutTerm's tallies), so that the children's cut and grown columns go
    // on from them.
    const parent = n[at + PARENT] as number;
    const theirs = parent >= 0 ? (n[parent * NODE_INTS + LAYOUT] as number) * 2 * nCols : -1;
    const mv = n[at + MOVE] as number;
    const touched = parent >= 0 ? touchedBy(mv, b.autoStack, 0, this.nAutos) : -1;
    const suits = homeSuits(mv, b.autoStack, 0, this.nAutos);
    for (let i = 0; i < nCols; i++) {
      let t: number;
      if (sc.keepsTerm(i, touched, suits)) {
        t = lt[theirs + i] as number;
        ids[i] = lt[theirs + nCols + i] as number;
      } else {
        ids[i] = sc.freshId();
        t = sc.cutTerm(i, b.len[i] as number);
      }
      colTerm[i] = t;
      lt[mine + i] = t;
      lt[mine + nCols + i] = ids[i] as number;
      colSum += t;
    }
    return colSum;
  }

  /** The same for a node scored without making its move: its parent's but for the move's two columns. */
  private nodeTerms(node: number, sc: CoreScorer): number {
    const n = this.nodes;
    const at = node * NODE_INTS;
    const nCols = this.board.nCols;
    const lt = this.lTerms;
    const colTerm = this.colTerm;
    const ids = sc.ids;
    const mine = (n[at + LAYOUT] as number) * 2 * nCols;
    let colSum = 0;
    // The parent's terms and ids but for the columns the move touched (scored with the child):
    // the tallies kept of a column that keeps its id still hold (often the last expansion's).
    const theirs = (n[(n[at + PARENT] as number) * NODE_INTS + LAYOUT] as number) * 2 * nCols;
    const mv = n[at + MOVE] as number;
    const from = cmFrom(mv);
    const to = cmTo(mv);
    for (let i = 0; i < nCols; i++) {
      const touched = i === from || i === to;
      const t = touched ? (n[at + (i === from ? T_FROM : T_TO)] as number) : (lt[theirs + i] as number);
      const id = touched ? sc.freshId() : (lt[theirs + nCols + i] as number);
      colTerm[i] = t;
      ids[i] = id;
      lt[mine + i] = t;
      lt[mine + nCols + i] = id;
      colSum += t;
    }
    return colSum;
  }

  /**
   * A child whose move is made to be scored (FULL: it goes home, or auto-moves follow it), then
   * undone; its node (parent, move and depth still to be written), its score in fullScore and
   * whether it wins in fullWon; -1 if its position was expanded before. Apart from expand, whose
   * loop is mostly the quick children's.
   */
  private fullChild(m: number, b: CoreBoard, sc: CoreScorer): number {
    b.make(m);
    const nAuto = b.autos(m);
    const lo = b.hashLo;
    const hi = b.hashHi;
    const won = b.isWon();
    if (!won && this.seen.has(lo, hi)) {
      b.undoAutos(nAuto);
      b.undo(m);
      return -1;
    }
    const child = this.nNodes++;
    const n = this.nodes;
    n[child * NODE_INTS + LO] = lo;
    n[child * NODE_INTS + HI] = hi;
    n[child * NODE_INTS + T_FROM] = FULL;
    const autos = b.autoStack;
    this.fullScore = won
      ? 0
      : sc.evaluateAfter(
          this.colTerm,
          touchedBy(m, autos, b.autoSp - nAuto, b.autoSp),
          homeSuits(m, autos, b.autoSp - nAuto, b.autoSp),
        );
    this.fullWon = won;
    b.undoAutos(nAuto);
    b.undo(m);
    return child;
  }

  /** The won line to `node`. */
  private finishWith(node: number): void {
    this.solution = this.packedLine(this.chainTo(node));
    this.outcome = 'solved';
  }

  /**
   * Each child waiting (the held one and the queue's), with the score the search gave it, its depth
   * and its line from the root. For tests, between steps: it plays every line again.
   */
  queued(): { score: number; depth: number; line: number[] }[] {
    const waiting: [number, number][] = [];
    if (this.held >= 0) waiting.push([this.heldScore, this.held]);
    const h = this.queue.heap;
    for (let i = 0; i < this.queue.size; i++) waiting.push([h[2 * i] as number, h[2 * i + 1] as number]);
    return waiting.map(([score, node]) => ({
      score,
      depth: this.nodes[node * NODE_INTS + DEPTH] as number,
      line: this.packedLine(this.chainTo(node)),
    }));
  }

  /** The moves from the root to `node`. */
  private chainTo(node: number): number[] {
    const chain: number[] = [];
    for (let k = node; k > 0; k = this.nodes[k * NODE_INTS + PARENT] as number) {
      chain.push(this.nodes[k * NODE_INTS + MOVE] as number);
    }
    return chain.reverse();
  }

  /** The line to the node `chain` leads to (packedLine), the board put at the root for it. */
  private packedLine(chain: readonly number[]): number[] {
    if (chain.length > 0) this.loadLayout(0);
    this.cur = -1;
    return packedLine(this.state, this.rootAutos, chain, this.board);
  }

  private saveLayout(node: number): void {
    const idx = this.nLayouts++;
    const b = this.board;
    b.ensureLayouts(this.nLayouts);
    if (this.nLayouts * 2 * b.nCols > this.lTerms.length) this.lTerms = grown(this.lTerms);
    b.save(idx);
    this.nodes[node * NODE_INTS + LAYOUT] = idx;
  }

  private loadLayout(node: number): void {
    const at = node * NODE_INTS;
    this.board.restore(this.nodes[at + LAYOUT] as number, this.nodes[at + LO] as number, this.nodes[at + HI] as number);
    this.cur = node;
  }
}

/** The columns (a bit each) that move `m` and the auto-moves after it (autos[from..to)) took cards from or put cards on. */
function touchedBy(m: number, autos: Int32Array, from: number, to: number): number {
  let cols = columnBit(cmFrom(m)) | columnBit(cmTo(m));
  for (let k = from; k < to; k++) cols |= columnBit(cmFrom(autos[k] as number));
  return cols;
}

/** Pile p's bit if it is a column (columns are 0..CELL0-1), else none. */
function columnBit(p: number): number {
  return p < CELL0 ? 1 << p : 0;
}

/** The suits (a bit each) whose foundations move `m` and the auto-moves after it (autos[from..to), all home) raised. */
function homeSuits(m: number, autos: Int32Array, from: number, to: number): number {
  let suits = cmTo(m) === HOME ? 1 << (cmCard(m) & 3) : 0;
  for (let k = from; k < to; k++) suits |= 1 << (cmCard(autos[k] as number) & 3);
  return suits;
}

function grown(a: Int32Array): Int32Array {
  const next = new Int32Array(a.length * 2);
  next.set(a);
  return next;
}
