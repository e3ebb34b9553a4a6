import type { Rules } from '../games';
import { buildOf, foundationGroups } from '../rules';
import type { State } from '../state';
import { doubled } from './doubled';
import { HEIGHTS, suitHeights, waitOf } from './heuristic';
import { generateMoves, nextSafeAutoMove, nextSafeAutoMoveAfter, stockMove } from './move-gen';
import { Noise } from './noise';
import { moveFrom, moveTo, PackedState, STOCK_ID } from './packed';
import { HashSet } from './position-hash';
import type { SearchLimits } from './search';
import { type WasteCheck, wasteCheckFor } from './waste-cover';

// A beam search in layers by the stock, for the games of one pass (or two) through a stock of one
// card at a time (the Busy Aces family, Eights Down). A layer holds positions with the same cards
// dealt. Its closure is every position they reach without touching the stock (moves home, the
// waste's top into play, moves between columns and cells), searched breadth first so that each is
// reached the shortest way; the `width` best of those by the heuristic are dealt to (or have the
// waste turned over), and make the next layer. The stock fixes what every deal brings, so positions
// at the same point of it are compared like with like, where a best-first search over single
// moves weighs a position with ten cards dealt against one with forty. A beam that ends without a
// win proves nothing (it kept `width` positions of each layer): the next one is twice as wide,
// unless it left nothing out (it kept every candidate of every layer, and every closure ran to its
// end), when a wider one would be the same search: then the beam has no more to say.

export type BeamStatus = 'solved' | 'unknown';

/** A move that deals from the stock or turns the waste over: a layer ends with it. */
const isStockMove = (m: number): boolean => moveFrom(m) === STOCK_ID || moveTo(m) === STOCK_ID;

/** Moves a position has at most. */
const MAX_MOVES = 2048;
/**
 * Bytes the positions of one layer's closures may take (layouts of a few hundred bytes): a very
 * wide beam looks at no more of a layer than this, so that its memory stays bounded in a worker.
 */
const MAX_LAYER_BYTES = 64 << 20;

/**
 * What the beam's score counts (higher is better). A card's wait is how many cards its foundation
 * must take before it (waitOf). The columns of these games are built runs whose top card goes home
 * first, so a column is charged its top card's wait for each of its cards.
 */
export interface BeamWeights {
  /** Per card home. */
  readonly home: number;
  /** Per card in the waste, and per card of wait of each. */
  readonly waste: number;
  readonly wasteWait: number;
  /** Per card of a column, per card its top card waits. */
  readonly columnWait: number;
  /** Per empty column, per empty cell. */
  readonly space: number;
  readonly freeCell: number;
}

/** How a beam search runs: its first beam's width, its score, how far one closure goes. */
export interface BeamOptions {
  /** Positions each layer keeps in the first beam; each later beam keeps twice as many. */
  readonly width: number;
  readonly weights: BeamWeights;
  /** Leave out the moves generateMoves' `pruned` leaves out (a search shortcut). */
  readonly pruned: boolean;
  /**
   * Positions one layer position's closure may add (the closures of a layer share what they have
   * seen): where runs move freely the arrangements of the columns are many, and most are alike.
   */
  readonly closure: number;
  /**
   * Random tie-breaks: each closure position's score gains this much times a number in [0, 1)
   * from one seeded source for the whole search, so each wider beam keeps a different choice.
   * Where the plain beam's choice of positions goes wrong early in the stock, another choice may
   * not (Plan.noisyBeam).
   */
  readonly noise?: number;
  /** Added to a noisy beam's seed, so that noisy beams beside each other draw differently. */
  readonly seed?: number;
  /**
   * Drop a candidate that the buried waste's check (waste-cover.ts) proves lost once dealt to, and
   * keep the next best in its place, where the check applies to the game: a beam's width is then
   * spent on positions that may still win.
   */
  readonly wasteCheck?: boolean;
}

const heights = new Int32Array(HEIGHTS);
/** The seed of a noisy beam's source: the same search every run. */
const BEAM_SEED = 0x5eed_beaf;

/**
 * For each column, the foundation groups it unloads onto, as bits: those that build the other way
 * (a column built down gives up its cards lowest first, as piles built up take them). One group
 * in most games; Penta's left columns feed its up piles, its right columns its down piles.
 */
export function feedsOf(rules: Rules, nCols: number): Uint8Array {
  const groups = foundationGroups(rules);
  const feeds = new Uint8Array(nCols);
  for (let i = 0; i < nCols; i++) {
    const build = buildOf(rules, i).direction;
    groups.forEach((g, k) => {
      if (g.direction !== build) feeds[i] = (feeds[i] as number) | (1 << k);
    });
  }
  return feeds;
}

/** How long card `c`, the top of column `col`, waits for a pile of a group the column feeds. */
function columnWait(p: PackedState, feeds: Uint8Array, col: number, c: number): number {
  const t = p.t;
  if (!t.grouped) return waitOf(t, c, heights);
  const rank = (c >> 2) + 1;
  let best = 13;
  for (let f = 0; f < p.nFound; f++) {
    const g = t.pileGroup[f] as number;
    if (((feeds[col] as number) & (1 << g)) === 0) continue;
    if (t.groupAnySuit[g] === 0 && p.fSuit[f] !== -1 && p.fSuit[f] !== (c & 3)) continue;
    const at = t.groupOrder[g * 14 + rank] as number;
    const wait = at - (p.fLen[f] as number);
    if (at >= 0 && wait >= 0 && wait < best) best = wait;
  }
  return best;
}

/** The beam's score of a position (BeamWeights); `feeds` is feedsOf the game. */
export function beamScore(p: PackedState, w: BeamWeights, feeds: Uint8Array): number {
  suitHeights(p, heights);
  const t = p.t;
  let score = p.home * w.home - p.wasteLen * w.waste;
  let wait = 0;
  for (let k = 0; k < p.wasteLen; k++) wait += waitOf(t, p.waste[k] as number, heights);
  score -= wait * w.wasteWait;
  let columns = 0;
  for (let i = 0; i < p.nCols; i++) {
    const len = p.colLen[i] as number;
    if (len === 0) score += w.space;
    else columns += columnWait(p, feeds, i, p.cols[i * p.cap + len - 1] as number) * len;
  }
  for (let i = 0; i < p.nCells; i++) if (p.cells[i] === -1) score += w.freeCell;
  return score - columns * w.columnWait;
}

/** Growable stretches of moves: stretch i is moves[at[i]] .. moves[end[i]]. */
class MoveStretches {
  moves = new Int32Array(1 << 12);
  at = new Int32Array(1 << 10);
  end = new Int32Array(1 << 10);
  used = 0;

  /** Begins stretch `i`: its moves are then written with `push` and it is ended with `close`. */
  open(i: number): void {
    while (i >= this.at.length) {
      this.at = doubled(this.at);
      this.end = doubled(this.end);
    }
    this.at[i] = this.used;
  }

  push(m: number): void {
    if (this.used === this.moves.length) this.moves = doubled(this.moves);
    this.moves[this.used++] = m;
  }

  close(i: number): void {
    this.end[i] = this.used;
  }

  /** Appends stretch `i`'s moves to `out`. */
  appendTo(i: number, out: number[]): void {
    for (let k = this.at[i] as number, e = this.end[i] as number; k < e; k++) out.push(this.moves[k] as number);
  }
}

export class BeamSearch {
  readonly p: PackedState;
  /** Positions looked at: every position of every closure. */
  states = 0;
  private readonly options: BeamOptions;
  private readonly feeds: Uint8Array;
  /** options.noise and its source (null without it). */
  private readonly noise: { readonly amount: number; readonly source: Noise } | null;
  private width: number;
  /** The beam under way has left something out: a layer's candidates past its width, or a closure's past its room. */
  private cut = false;
  /** Bytes of a saved layout (PackedState.save). */
  private readonly size: number;
  private readonly start: Uint8Array;
  /** The safe auto-moves of the starting position: every line begins with them. */
  private readonly opening: number[] = [];

  /** The layer: saved layouts, and each one's node in the tree of lines. */
  private layer = new Uint8Array(0);
  private layerNode = new Int32Array(0);
  private layerLength = 0;
  /** The next of the layer's positions to open a closure from. */
  private layerAt = 0;
  /**
   * What the layer's closures have seen, by hash: a beam proves nothing by running dry, so a
   * collision (position-hash.ts) could only hide a position from it.
   */
  private seen = new HashSet(1 << 12);

  /**
   * The layer's closures, breadth first: every position's layout, score (-Infinity where it has
   * no stock move), parent, and moves from the parent (a move and its auto-moves). A layer
   * position has no parent there: its parent is -1 - its node in the tree.
   */
  private arena = new Uint8Array(0);
  private score = new Float64Array(1 << 10);
  private parent = new Int32Array(1 << 10);
  private readonly steps = new MoveStretches();
  private length = 0;
  /** The next closure position to expand, and the first of the closure under way. */
  private at = 0;
  private closureStart = 0;
  /** The closure position `p` holds, or -1: a sibling or child of it is reached by moves, not loaded. */
  private inHand = -1;

  /** The tree of the kept positions: each node's parent and its moves from there (node 0: the start). */
  private nodeParent = new Int32Array(1 << 10);
  private readonly nodeMoves = new MoveStretches();
  private nodes = 0;

  private readonly moves = new Int32Array(MAX_MOVES);
  /** The move being looked at and its auto-moves. */
  private readonly played = new Int32Array(MAX_MOVES);
  private playedLength = 0;
  private outcome: BeamStatus | null = null;
  private solution: number[] = [];
  /** With options.wasteCheck, where buriedWasteLost applies to the game: its check (waste-cover.ts). */
  private readonly wasteCheck: WasteCheck | null;
  /** Candidates dropped as proven lost. */
  deadEnds = 0;

  constructor(state: State, options: BeamOptions) {
    this.options = options;
    this.noise = options.noise ? { amount: options.noise, source: new Noise(BEAM_SEED + (options.seed ?? 0)) } : null;
    this.wasteCheck = options.wasteCheck ? wasteCheckFor(state) : null;
    this.width = options.width;
    const p = new PackedState(state);
    this.p = p;
    this.size = p.layoutSize();
    this.feeds = feedsOf(state.rules, p.nCols);
    p.startHashing();
    for (let a = nextSafeAutoMove(p); a >= 0; a = nextSafeAutoMove(p)) {
      p.apply(a);
      this.opening.push(a);
    }
    this.start = new Uint8Array(this.size);
    p.save(this.start, 0);
    if (p.isWon()) {
      this.solution = [...this.opening];
      this.outcome = 'solved';
      return;
    }
    this.beginBeam();
  }

  get status(): BeamStatus | null {
    return this.outcome;
  }

  get winningLine(): readonly number[] {
    return this.solution;
  }

  /** The width of the beam under way. */
  get beamWidth(): number {
    return this.width;
  }

  giveUp(): BeamStatus {
    this.outcome ??= 'unknown';
    return this.outcome;
  }

  release(): void {
    this.giveUp();
    this.seen.release();
  }

  /**
   * Searches until `expansions` positions have been looked at, a win is found, or `limits` are hit
   * (unknown). A beam that ends without a win begins the next, twice as wide; one that left
   * nothing out ends the search (unknown, within the limits: it has no more to say). Null: go on.
   */
  step(expansions: number, limits: SearchLimits): BeamStatus | null {
    if (this.outcome) return this.outcome;
    const p = this.p;
    let work = 0;
    while (work < expansions) {
      if (this.states >= limits.maxStates) return this.end('unknown');
      if (this.at === this.length) {
        if (this.layerAt < this.layerLength) {
          work++;
          if (this.openClosure()) return this.win(this.length - 1, false);
        } else {
          const ended = this.nextLayer();
          if (ended) return ended;
        }
        continue;
      }
      const at = this.at++;
      this.bring(at);
      const n = generateMoves(p, this.moves, 0, this.options.pruned);
      const full =
        this.length - this.closureStart >= this.options.closure || (this.length + 1) * this.size > MAX_LAYER_BYTES;
      let dealable = false;
      for (let i = 0; i < n; i++) {
        const m = this.moves[i] as number;
        if (isStockMove(m)) {
          dealable = true;
          continue;
        }
        if (full) {
          this.cut = true;
          continue;
        }
        this.play(m);
        if (p.isWon()) return this.win(at, true);
        if (this.seen.add(p)) {
          // The budget is exact: a solve that gives up has used every position, no more.
          if (this.states >= limits.maxStates) {
            this.unplay();
            return this.end('unknown');
          }
          work++;
          this.keep(at);
        }
        this.unplay();
      }
      // Only a position the stock can move on from is a candidate for the next layer.
      if (!dealable) this.score[at] = Number.NEGATIVE_INFINITY;
    }
    return null;
  }

  /**
   * Puts closure position `c` in `p`. Breadth first, the next position to expand is most often a
   * sibling of the one in hand (the children of a position are kept together): its moves taken
   * back and the sibling's made cost less than loading the sibling's layout.
   */
  private bring(c: number): void {
    const hand = this.inHand;
    // A layer position is expanded just after openClosure put it in `p`: nothing to bring.
    if (c === hand) return;
    this.inHand = c;
    const up = this.parent[c] as number;
    if (hand >= 0 && up >= 0) {
      const steps = this.steps;
      if (up === hand) {
        for (let q = steps.at[c] as number, e = steps.end[c] as number; q < e; q++)
          this.p.apply(steps.moves[q] as number);
        return;
      }
      if (this.parent[hand] === up) {
        for (let q = (steps.end[hand] as number) - 1, s = steps.at[hand] as number; q >= s; q--)
          this.p.undo(steps.moves[q] as number);
        for (let q = steps.at[c] as number, e = steps.end[c] as number; q < e; q++)
          this.p.apply(steps.moves[q] as number);
        return;
      }
    }
    this.p.load(this.arena, c * this.size);
  }

  private end(status: BeamStatus): BeamStatus {
    this.outcome = status;
    return status;
  }

  /** Plays `m` and the safe auto-moves after it, into `played`. */
  private play(m: number): void {
    const p = this.p;
    p.apply(m);
    this.played[0] = m;
    this.playedLength = 1;
    for (let a = nextSafeAutoMoveAfter(p, m); a >= 0; a = nextSafeAutoMove(p)) {
      p.apply(a);
      this.played[this.playedLength++] = a;
    }
  }

  private unplay(): void {
    for (let k = this.playedLength - 1; k >= 0; k--) this.p.undo(this.played[k] as number);
  }

  /** The win: the line to closure position `at`, and (`withPlayed`) the moves just played from it. */
  private win(at: number, withPlayed: boolean): BeamStatus {
    const line = this.lineTo(at);
    if (withPlayed) for (let k = 0; k < this.playedLength; k++) line.push(this.played[k] as number);
    this.solution = line;
    return this.end('solved');
  }

  /** The moves from the start to closure position `at`. */
  private lineTo(at: number): number[] {
    const chain: number[] = [];
    let c = at;
    for (; (this.parent[c] as number) >= 0; c = this.parent[c] as number) chain.push(c);
    const nodes: number[] = [];
    for (let node = -1 - (this.parent[c] as number); node > 0; node = this.nodeParent[node] as number) nodes.push(node);
    const line = [...this.opening];
    for (let k = nodes.length - 1; k >= 0; k--) this.nodeMoves.appendTo(nodes[k] as number, line);
    for (let k = chain.length - 1; k >= 0; k--) this.steps.appendTo(chain[k] as number, line);
    return line;
  }

  /** A beam from the start: its first layer is the starting position alone, node 0. */
  private beginBeam(): void {
    this.cut = false;
    this.layer = this.start.slice();
    this.layerNode = new Int32Array(1);
    this.layerLength = 1;
    this.layerAt = 0;
    this.nodes = 1;
    this.nodeMoves.used = 0;
    this.clearClosures();
  }

  private clearClosures(): void {
    this.inHand = -1;
    this.length = 0;
    this.at = 0;
    this.closureStart = 0;
    this.steps.used = 0;
    this.seen.release();
    this.seen = new HashSet(1 << 12);
  }

  /**
   * Starts the closure of the layer's next position (none where another's closure has seen it).
   * True when the position is won.
   */
  private openClosure(): boolean {
    const k = this.layerAt++;
    this.p.load(this.layer, k * this.size);
    this.inHand = -1;
    if (!this.seen.add(this.p)) return false;
    this.closureStart = this.length;
    this.keep(-1 - (this.layerNode[k] as number));
    this.inHand = this.length - 1;
    return this.p.isWon();
  }

  /**
   * Keeps the position in `p` in the closures, reached by `played` from closure position `parent`
   * (a layer position: -1 - its node in the tree).
   */
  private keep(parent: number): void {
    const i = this.length++;
    this.states++;
    if ((i + 1) * this.size > this.arena.length) {
      const arena = new Uint8Array(Math.max(256 * this.size, this.arena.length * 2));
      arena.set(this.arena);
      this.arena = arena;
    }
    if (i === this.parent.length) {
      this.parent = doubled(this.parent);
      const score = new Float64Array(this.parent.length);
      score.set(this.score);
      this.score = score;
    }
    this.p.save(this.arena, i * this.size);
    const noise = this.noise ? this.noise.amount * this.noise.source.next() : 0;
    this.score[i] = beamScore(this.p, this.options.weights, this.feeds) + noise;
    this.parent[i] = parent;
    const steps = this.steps;
    steps.open(i);
    if (parent >= 0) for (let k = 0; k < this.playedLength; k++) steps.push(this.played[k] as number);
    steps.close(i);
  }

  /**
   * The layer's closures are done: the best `width` of their positions, each moved on by the
   * stock, make the next layer; with none, the next beam begins, twice as wide (or, where this one
   * left nothing out, the search ends). Returns the outcome where it ends here (a deal's auto-moves
   * won the game, or the search ran dry), else null.
   */
  private nextLayer(): BeamStatus | null {
    const score = this.score;
    const order: number[] = [];
    for (let i = 0; i < this.length; i++) if (score[i] !== Number.NEGATIVE_INFINITY) order.push(i);
    if (order.length === 0) {
      if (!this.cut) return this.end('unknown');
      this.width *= 2;
      this.beginBeam();
      return null;
    }
    order.sort((a, b) => (score[b] as number) - (score[a] as number));
    const room = Math.min(order.length, this.width);
    const p = this.p;
    this.inHand = -1;
    const layer = new Uint8Array(room * this.size);
    const layerNode = new Int32Array(room);
    let kept = 0;
    let j = 0;
    for (; j < order.length && kept < room; j++) {
      const c = order[j] as number;
      p.load(this.arena, c * this.size);
      // A candidate has a stock move (step scored the others -Infinity).
      const deal = stockMove(p);
      this.play(deal);
      if (p.isWon()) return this.win(c, true);
      // Proven lost (waste-cover.ts): the next candidate takes its place.
      if (this.wasteCheck?.dealtIntoLoss(p, deal)) {
        this.deadEnds++;
        continue;
      }
      p.save(layer, kept * this.size);
      layerNode[kept++] = this.addNode(c);
    }
    if (j < order.length) this.cut = true;
    // Every candidate proven lost: as a layer with none (a beam that left nothing out proves the
    // position lost, but says only unknown, as the beam always does).
    if (kept === 0) {
      if (!this.cut) return this.end('unknown');
      this.width *= 2;
      this.beginBeam();
      return null;
    }
    this.layer = layer;
    this.layerNode = layerNode;
    this.layerLength = kept;
    this.layerAt = 0;
    this.clearClosures();
    return null;
  }

  /** Keeps closure position `c`, moved on by `played`, in the tree of lines; returns its node. */
  private addNode(c: number): number {
    const chain: number[] = [];
    let r = c;
    for (; (this.parent[r] as number) >= 0; r = this.parent[r] as number) chain.push(r);
    const node = this.nodes++;
    if (node === this.nodeParent.length) this.nodeParent = doubled(this.nodeParent);
    this.nodeParent[node] = -1 - (this.parent[r] as number);
    const moves = this.nodeMoves;
    moves.open(node);
    for (let k = chain.length - 1; k >= 0; k--) {
      const s = chain[k] as number;
      for (let q = this.steps.at[s] as number, e = this.steps.end[s] as number; q < e; q++)
        moves.push(this.steps.moves[q] as number);
    }
    for (let k = 0; k < this.playedLength; k++) moves.push(this.played[k] as number);
    moves.close(node);
    return node;
  }
}
