import type { State } from '../state';
import { doubled } from './doubled';
import type { FlavourSearch } from './flavour-search';
import { ChildScorer, type Weights, weightsFor } from './heuristic';
import { generateMoves, nextSafeAutoMove, nextSafeAutoMoveAfter, takesBack } from './move-gen';
import { Noise } from './noise';
import { PackedState } from './packed';
import { HashSet } from './position-hash';
import { ScoreHeap } from './score-heap';
import type { SearchLimits, SearchStatus } from './search';
import { Slab } from './slab';
import { VisitedSet } from './visited';
import { type WasteCheck, wasteCheckFor } from './waste-cover';

// Best-first search: always expand the most promising position seen so far (by the heuristic,
// less a little for every move made, which keeps lines short). It finds wins in far fewer
// positions than a depth-first search, at the price of keeping every open position in memory.
// Over the real move set with only repeats pruned, an emptied queue is still a proof (a move that
// takes back the one just made is left out as a repeat: it leads to the position expanded before).
// A search told to prune also leaves out moves that are seldom part of a win (generateMoves'
// `pruned`): it finds most wins sooner, but its emptied queue proves nothing, and it says so (ranDry).

/** Nodes (and queued nodes) there is room for at first. */
const START_NODES = 1 << 9;
/** Bytes of saved layouts there is room for at first. */
const START_ARENA = 1 << 14;
/** Room for one position's moves, and for the auto-moves after one move. */
const MAX_MOVES = 2048;
const MAX_AUTOS = 256;
/**
 * Each node's fields, one after another in one array (one array to grow, and a node's fields
 * side by side): its layout's offset in the arena once expanded, its parent, the move from the
 * parent, its depth, and (a pruned search) its hash when found without the move made, else 0
 * (hashes are odd). A node seen before is then skipped unloaded: nearly half the nodes taken from
 * the queue are positions reached before.
 */
const OFF = 0;
const PARENT = 1;
const MOVE = 2;
const DEPTH = 3;
const HASH_LO = 4;
const HASH_HI = 5;
const NODE_INTS = 6;
/** Room for the line `p` can go back along (see pathNodes): its nodes, and their moves. */
const START_PATH = 1 << 7;
const START_PATH_MOVES = 1 << 9;
/**
 * Bringing back a node on that line takes back at most this many moves (each about a
 * twentieth of a load's cost), else the node's layout is loaded.
 */
const UNDO_LIMIT = 16;
/** Nodes at a depth divisible by this save their layouts when expanded, the others only when needed (bring). */
const SAVE_EVERY = 4;
/** A node's OFF while its layout is not saved. */
const UNSAVED = -1;
/** The heap's scores and nodes, the nodes' fields, moves, autos, the line's arrays, the arena. */
const START_BYTES =
  START_NODES * (8 + 4 + NODE_INTS * 4) + (MAX_MOVES + MAX_AUTOS + 2 * START_PATH + START_PATH_MOVES) * 4 + START_ARENA;

export class BestFirst implements FlavourSearch {
  readonly p: PackedState;
  /** By exact key; a pruned search's by hash, which is enough where running dry proves nothing (position-hash.ts). */
  readonly visited: VisitedSet | HashSet;
  private readonly depthCost: number;
  private arena: Uint8Array;
  private used = 0;
  /** The nodes' fields, NODE_INTS a node (OFF, PARENT, ...). */
  private node: Int32Array<ArrayBuffer>;
  /** The visited set when it is by hash, else null. */
  private readonly hashes: HashSet | null;
  private nodes = 0;
  private readonly heap: ScoreHeap;
  private readonly moves: Int32Array<ArrayBuffer>;
  private readonly autos: Int32Array<ArrayBuffer>;
  /**
   * The line of nodes `p` can go back along by taking moves back: pathNodes[0] was loaded (or is
   * the root), each next one is a child of the one before, reached by the moves
   * pathMoves[pathEnd[i - 1]..pathEnd[i]) (its move, then its auto-moves), and `p` holds the
   * last one's position. A node taken from the queue is mostly a child of a node a few moves up
   * this line (the search backs up its last dive): that node is brought back by taking moves
   * back, not loaded.
   */
  private pathNodes: Int32Array<ArrayBuffer>;
  private pathEnd: Int32Array<ArrayBuffer>;
  private pathMoves: Int32Array<ArrayBuffer>;
  private pathLen = 0;
  /** The nodes bring plays its moves again through, nearest first. */
  private readonly chain = new Int32Array(SAVE_EVERY);
  private readonly scorer: ChildScorer;
  private readonly initial: State;
  private outcome: SearchStatus | null = null;
  private solution: number[] = [];
  /** The auto-moves before the first node: where every line starts (finishWith). */
  private readonly rootAutos: number[] = [];
  /** Added to every score, times a random number in [0, 1): see Plan.restarts. */
  private readonly noiseAmount: number;
  private readonly noise: Noise | null;
  private readonly slab: Slab;
  private released = false;
  /** Leave out the moves that are seldom part of a win (generateMoves' `pruned`). */
  readonly prune: boolean;
  /** A pruned search's queue emptied: it ended unknown, and only a search of every move can say more. */
  ranDry = false;
  /** Positions left unexpanded as proven lost by buriedWasteLost. */
  deadEnds = 0;
  /** Where the game is one buriedWasteLost can prove lost, its check (waste-cover.ts). */
  private readonly wasteCheck: WasteCheck | null;

  constructor(
    state: State,
    depthCost = 5,
    weights?: Weights,
    noise?: { readonly seed: number; readonly amount: number },
    prune = false,
  ) {
    this.initial = state;
    this.prune = prune;
    this.wasteCheck = wasteCheckFor(state);
    // The arrays start in one buffer (see slab.ts); each grows on its own by doubling.
    const slab = new Slab(START_BYTES);
    this.slab = slab;
    this.heap = new ScoreHeap(slab.float64(START_NODES), slab.int32(START_NODES));
    this.node = slab.int32(START_NODES * NODE_INTS);
    this.moves = slab.int32(MAX_MOVES);
    this.autos = slab.int32(MAX_AUTOS);
    this.pathNodes = slab.int32(START_PATH);
    this.pathEnd = slab.int32(START_PATH);
    this.pathMoves = slab.int32(START_PATH_MOVES);
    this.arena = slab.uint8(START_ARENA);
    this.p = new PackedState(state);
    if (prune) this.p.startHashing();
    this.hashes = prune ? new HashSet(1 << 9) : null;
    this.visited = this.hashes ?? new VisitedSet(1 << 9);
    this.scorer = ChildScorer.for(weights ?? weightsFor(this.p));
    this.depthCost = depthCost;
    this.noise = noise ? new Noise(noise.seed) : null;
    this.noiseAmount = noise?.amount ?? 0;
    for (let m = nextSafeAutoMove(this.p); m >= 0; m = nextSafeAutoMove(this.p)) {
      this.p.apply(m);
      this.rootAutos.push(m);
    }
    this.visited.add(this.p);
    if (this.p.isWon()) {
      this.finishWith(0);
      return;
    }
    this.addNode(-1, 0, 0, 0, 0);
    this.pathLen = 1;
    this.saveLayout(0);
    this.heap.push(0, 0);
  }

  get states(): number {
    return this.visited.size;
  }

  get status(): SearchStatus | null {
    return this.outcome;
  }

  /** The packed moves of the win, safe auto-moves included. */
  get winningLine(): readonly number[] {
    return this.solution;
  }

  /** After an 'unknown' for a spent budget: the search may go on with a bigger one. */
  resume(): void {
    if (this.outcome === 'unknown' && !this.released && !this.ranDry) this.outcome = null;
  }

  /**
   * Ends the search for good and gives its starting arrays' memory back for later searches
   * (slab.ts). Its outcome, states and winning line stay readable; `step` does nothing more.
   */
  release(): void {
    if (this.released) return;
    this.giveUp();
    this.released = true;
    this.visited.release();
    this.slab.release();
  }

  giveUp(): SearchStatus {
    this.outcome ??= 'unknown';
    return this.outcome;
  }

  step(expansions: number, limits: SearchLimits): SearchStatus | null {
    if (this.outcome) return this.outcome;
    const p = this.p;
    const autos = this.autos;
    // The best child of the node just expanded, when it beats everything queued: it is expanded
    // next without a trip through the queue, from the parent's position still in `p` (no reload).
    let held = -1;
    let heldScore = 0;
    for (let work = 0; work < expansions; work++) {
      let node = held;
      if (held >= 0) held = -1;
      else {
        if (this.heap.size === 0) {
          this.ranDry = this.prune;
          return this.end(this.prune ? 'unknown' : 'unsolvable');
        }
        node = this.heap.pop();
      }
      let lastMove = -1;
      // A queued node is its parent plus one move: rebuild it, skip it if it was reached before
      // (a search by exact keys checks repeats only here, so children that are never expanded
      // cost no key; a pruned one also checks each child's hash as it is scored, below), and
      // keep it for its own children.
      const at = node * NODE_INTS;
      const parent = this.node[at + PARENT] as number;
      if (parent >= 0) {
        const lo = this.node[at + HASH_LO] as number;
        if (lo !== 0 && this.hashes?.has(lo, this.node[at + HASH_HI] as number)) {
          work--;
          continue;
        }
        if (this.pathNodes[this.pathLen - 1] !== parent) this.bring(parent);
        const m = this.node[at + MOVE] as number;
        const nAuto = this.extendPath(node, m);
        // Taking `m` straight back leads to the parent, which has been expanded: no such child.
        if (nAuto === 0) lastMove = m;
        if (!this.visited.add(p)) {
          work--;
          continue;
        }
        if (p.isWon()) {
          this.finishWith(node);
          return 'solved';
        }
        // Proven lost (waste-cover.ts): no win passes through it, so leaving it unexpanded keeps
        // an emptied queue a proof.
        if (this.wasteCheck?.dealtIntoLoss(p, m)) {
          this.deadEnds++;
          // It is a position all the same: the budget counts it (nothing is held at this point).
          if (this.visited.size >= limits.maxStates) return this.end('unknown');
          continue;
        }
        // Most layouts are never read (FreeCell deals 1..2000: 100,000 of 360,000 ever loaded):
        // a node saves its layout at once only at every SAVE_EVERY-th depth, the others when first
        // needed (bring).
        if ((this.node[at + DEPTH] as number) % SAVE_EVERY === 0) this.saveLayout(node);
        else this.node[at + OFF] = UNSAVED;
      }
      // Scoring the children below makes and takes back moves: `p` holds this node's position after.
      const end = generateMoves(p, this.moves, 0, this.prune);
      const hashes = this.hashes;
      const depth = (this.node[at + DEPTH] as number) + 1;
      this.scorer.prepare(p);
      let best = -1;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < end; i++) {
        const m = this.moves[i] as number;
        if (lastMove >= 0 && takesBack(m, lastMove)) continue;
        // Most children are scored without making the move (no auto-move follows it, so the
        // child is not won); the others are made, with their auto-moves, and taken back.
        let score = this.scorer.scoreBefore(p, m);
        const unmade = !Number.isNaN(score);
        if (!unmade) {
          p.apply(m);
          let nAuto = 0;
          for (let a = nextSafeAutoMoveAfter(p, m); a >= 0; a = nextSafeAutoMove(p)) {
            p.apply(a);
            autos[nAuto++] = a;
          }
          // A win goes to the front of the queue.
          score = p.isWon() ? Number.POSITIVE_INFINITY : this.scorer.score(p, m, nAuto);
          while (nAuto > 0) p.undo(autos[--nAuto] as number);
          p.undo(m);
        }
        // A pruned search hashes the child it scored without its move, and leaves it out if it
        // was expanded before (it would be skipped when taken from the queue).
        let lo = 0;
        let hi = 0;
        if (hashes && unmade && p.hashAfter(m)) {
          lo = p.afterLo;
          hi = p.afterHi;
          if (hashes.has(lo, hi)) continue;
        }
        score += this.noisy() - depth * this.depthCost;
        const child = this.addNode(node, m, depth, lo, hi);
        if (score > bestScore) {
          if (best >= 0) this.heap.push(bestScore, best);
          best = child;
          bestScore = score;
        } else this.heap.push(score, child);
      }
      if (best >= 0) {
        if (this.heap.size === 0 || bestScore > this.heap.topScore) {
          held = best;
          heldScore = bestScore;
        } else this.heap.push(bestScore, best);
      }
      if (this.visited.size >= limits.maxStates) {
        if (held >= 0) this.heap.push(heldScore, held);
        return this.end('unknown');
      }
    }
    if (held >= 0) this.heap.push(heldScore, held);
    return null;
  }

  /** A random tie-break for a restart's search (see Plan.restarts), else 0. */
  private noisy(): number {
    return this.noise ? this.noise.next() * this.noiseAmount : 0;
  }

  private end(status: SearchStatus): SearchStatus {
    this.outcome = status;
    return status;
  }

  /**
   * The line to `node`: the auto-moves before the first node, then each move with the auto-moves
   * after it, as the search found them (in another order, two base cards could take the empty
   * foundations the other way round, and a later move home would name the wrong pile). Where the
   * line `p` holds (pathNodes) ends at `node`, its moves are read off, and only the moves to its
   * first node are played again from the start to find their auto-moves.
   */
  private finishWith(node: number): void {
    const last = this.pathLen - 1;
    const onPath = last >= 0 && this.pathNodes[last] === node;
    const chain: number[] = [];
    for (
      let n = onPath ? (this.pathNodes[0] as number) : node;
      n > 0;
      n = this.node[n * NODE_INTS + PARENT] as number
    ) {
      chain.push(this.node[n * NODE_INTS + MOVE] as number);
    }
    chain.reverse();
    const line = this.rootAutos.slice();
    if (chain.length > 0) {
      const p = new PackedState(this.initial);
      for (const a of this.rootAutos) p.apply(a);
      for (const m of chain) {
        p.apply(m);
        line.push(m);
        for (let a = nextSafeAutoMoveAfter(p, m); a >= 0; a = nextSafeAutoMove(p)) {
          p.apply(a);
          line.push(a);
        }
      }
    }
    if (onPath)
      for (let k = 0, end = this.pathEnd[last] as number; k < end; k++) line.push(this.pathMoves[k] as number);
    this.solution = line;
    this.outcome = 'solved';
  }

  private addNode(parent: number, move: number, depth: number, lo: number, hi: number): number {
    const n = this.nodes++;
    const at = n * NODE_INTS;
    if (at === this.node.length) {
      const next = new Int32Array(at * 2);
      next.set(this.node);
      this.node = next;
    }
    const fields = this.node;
    fields[at + PARENT] = parent;
    fields[at + MOVE] = move;
    fields[at + DEPTH] = depth;
    fields[at + HASH_LO] = lo;
    fields[at + HASH_HI] = hi;
    return n;
  }

  /**
   * Puts the position of `parent` (expanded) into `p`: by taking moves back where it is on the
   * line `p` holds (pathNodes) within UNDO_LIMIT moves, else from its layout.
   */
  private bring(parent: number): void {
    if (this.backTo(parent)) return;
    const fields = this.node;
    // Not saved (see step): from its nearest ancestor on the line or saved (at most SAVE_EVERY
    // - 1 up), its moves are played again with their auto-moves, found as the search found
    // them, and its layout is saved now that it is needed.
    const chain = this.chain;
    let n = 0;
    let a = parent;
    let held = false;
    while (!held && (fields[a * NODE_INTS + OFF] as number) < 0) {
      chain[n++] = a;
      a = fields[a * NODE_INTS + PARENT] as number;
      held = this.backTo(a);
    }
    if (!held) this.loadLine(a);
    if (n === 0) return;
    while (n > 0) {
      const c = chain[--n] as number;
      this.extendPath(c, fields[c * NODE_INTS + MOVE] as number);
    }
    this.saveLayout(parent);
  }

  /**
   * Takes moves back to `node` where it is on the line `p` holds (pathNodes) within UNDO_LIMIT
   * moves; false if it is not.
   */
  private backTo(node: number): boolean {
    const ends = this.pathEnd;
    const last = this.pathLen - 1;
    const top = ends[last] as number;
    if (this.pathNodes[last] === node) return true;
    for (let i = last - 1; i >= 0 && top - (ends[i] as number) <= UNDO_LIMIT; i--) {
      if (this.pathNodes[i] !== node) continue;
      const stop = ends[i] as number;
      for (let k = top - 1; k >= stop; k--) this.p.undo(this.pathMoves[k] as number);
      this.pathLen = i + 1;
      return true;
    }
    return false;
  }

  /** Loads the saved layout of `node`, which starts the line anew. */
  private loadLine(node: number): void {
    this.p.load(this.arena, this.node[node * NODE_INTS + OFF] as number);
    this.pathNodes[0] = node;
    this.pathEnd[0] = 0;
    this.pathLen = 1;
  }

  /** Plays move `m` and the auto-moves after it, from the last node on the line to `node`, its child; returns how many auto-moves. */
  private extendPath(node: number, m: number): number {
    if (this.pathLen === this.pathNodes.length) {
      this.pathNodes = doubled(this.pathNodes);
      this.pathEnd = doubled(this.pathEnd);
    }
    let k = this.pathEnd[this.pathLen - 1] as number;
    if (k + MAX_AUTOS + 1 > this.pathMoves.length) this.pathMoves = doubled(this.pathMoves);
    const p = this.p;
    const moves = this.pathMoves;
    p.apply(m);
    moves[k++] = m;
    let nAuto = 0;
    for (let a = nextSafeAutoMoveAfter(p, m); a >= 0; a = nextSafeAutoMove(p)) {
      p.apply(a);
      moves[k++] = a;
      nAuto++;
    }
    this.pathNodes[this.pathLen] = node;
    this.pathEnd[this.pathLen++] = k;
    return nAuto;
  }

  /** Stores the current position as the layout of `node` (done when the node is expanded). */
  private saveLayout(node: number): void {
    const need = this.p.layoutSize();
    if (this.used + need > this.arena.length) {
      const next = new Uint8Array(this.arena.length * 2);
      next.set(this.arena.subarray(0, this.used));
      this.arena = next;
    }
    this.node[node * NODE_INTS + OFF] = this.used;
    this.used = this.p.save(this.arena, this.used);
  }
}
