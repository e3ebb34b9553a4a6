import type { State } from '../state';
import { ChildScorer, type Weights, weightsFor } from './heuristic';
import { generateMoves, nextSafeAutoMove, nextSafeAutoMoveAfter } from './move-gen';
import { Noise } from './noise';
import { PackedState } from './packed';
import type { SearchLimits, SearchStatus } from './search';
import { VisitedSet } from './visited';

// Best-first search: always expand the most promising position seen so far (by the heuristic,
// less a little for every move made, which keeps lines short). It finds wins in far fewer
// positions than a depth-first search, at the price of keeping every open position in memory.
// Over the real move set with only repeats pruned, an emptied queue is still a proof.

export class BestFirst {
  readonly p: PackedState;
  readonly visited: VisitedSet;
  private readonly depthCost: number;
  private arena: Uint8Array;
  private used = 0;
  private nodeOff = new Int32Array(1 << 11);
  private nodeParent = new Int32Array(1 << 11);
  private nodeMove = new Int32Array(1 << 11);
  private nodeDepth = new Int32Array(1 << 11);
  private nodes = 0;
  private heapScore = new Float64Array(1 << 11);
  private heapNode = new Int32Array(1 << 11);
  private heapSize = 0;
  private readonly moves = new Int32Array(2048);
  private readonly autos = new Int32Array(256);
  private readonly scorer: ChildScorer;
  private readonly initial: State;
  private outcome: SearchStatus | null = null;
  private solution: number[] = [];
  /** Added to every score, times a random number in [0, 1): see Flavour.noise. */
  private readonly noiseAmount: number;
  private readonly noise: Noise | null;

  constructor(
    state: State,
    depthCost = 5,
    weights?: Weights,
    noise?: { readonly seed: number; readonly amount: number },
  ) {
    this.initial = state;
    this.p = new PackedState(state);
    this.visited = new VisitedSet(1 << 9);
    this.scorer = new ChildScorer(weights ?? weightsFor(this.p));
    this.depthCost = depthCost;
    this.noise = noise ? new Noise(noise.seed) : null;
    this.noiseAmount = noise?.amount ?? 0;
    this.arena = new Uint8Array(1 << 14);
    for (let m = nextSafeAutoMove(this.p); m >= 0; m = nextSafeAutoMove(this.p)) this.p.apply(m);
    this.visited.add(this.p);
    if (this.p.isWon()) {
      this.finishWith(0);
      return;
    }
    this.addNode(-1, 0, 0);
    this.saveLayout(0);
    this.push(0, 0);
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
    if (this.outcome === 'unknown') this.outcome = null;
  }

  giveUp(): SearchStatus {
    this.outcome ??= 'unknown';
    return this.outcome;
  }

  step(expansions: number, limits: SearchLimits): SearchStatus | null {
    if (this.outcome) return this.outcome;
    const p = this.p;
    const autos = this.autos;
    for (let work = 0; work < expansions; work++) {
      if (this.heapSize === 0) return this.end('unsolvable');
      const node = this.pop();
      // A queued node is its parent plus one move: rebuild it, skip it if it was reached before
      // (repeats are only checked here, so children that are never expanded cost no key), and
      // keep it for its own children.
      const parent = this.nodeParent[node] as number;
      if (parent >= 0) {
        p.load(this.arena, this.nodeOff[parent] as number);
        const m = this.nodeMove[node] as number;
        p.apply(m);
        for (let a = nextSafeAutoMoveAfter(p, m); a >= 0; a = nextSafeAutoMove(p)) p.apply(a);
        if (!this.visited.add(p)) {
          work--;
          continue;
        }
        if (p.isWon()) {
          this.finishWith(node);
          return 'solved';
        }
        this.saveLayout(node);
      }
      const end = generateMoves(p, this.moves, 0);
      const depth = (this.nodeDepth[node] as number) + 1;
      this.scorer.prepare(p);
      for (let i = 0; i < end; i++) {
        const m = this.moves[i] as number;
        p.apply(m);
        let nAuto = 0;
        for (let a = nextSafeAutoMoveAfter(p, m); a >= 0; a = nextSafeAutoMove(p)) {
          p.apply(a);
          autos[nAuto++] = a;
        }
        const child = this.addNode(node, m, depth);
        // A win goes to the front of the queue.
        const score = p.isWon() ? Number.POSITIVE_INFINITY : this.scorer.score(p, m, nAuto);
        const noise = this.noise ? this.noise.next() * this.noiseAmount : 0;
        this.push(score - depth * this.depthCost + noise, child);
        while (nAuto > 0) p.undo(autos[--nAuto] as number);
        p.undo(m);
      }
      if (this.visited.size >= limits.maxStates) return this.end('unknown');
    }
    return null;
  }

  private end(status: SearchStatus): SearchStatus {
    this.outcome = status;
    return status;
  }

  /** Replays the line to `node` from the start, recording the auto-moves that follow each move. */
  private finishWith(node: number): void {
    const chain: number[] = [];
    for (let n = node; n > 0; n = this.nodeParent[n] as number) chain.push(this.nodeMove[n] as number);
    chain.reverse();
    const p = new PackedState(this.initial);
    const line: number[] = [];
    const autos = (): void => {
      for (let a = nextSafeAutoMove(p); a >= 0; a = nextSafeAutoMove(p)) {
        p.apply(a);
        line.push(a);
      }
    };
    autos();
    for (const m of chain) {
      p.apply(m);
      line.push(m);
      autos();
    }
    this.solution = line;
    this.outcome = 'solved';
  }

  private addNode(parent: number, move: number, depth: number): number {
    const n = this.nodes++;
    if (n === this.nodeOff.length) {
      const size = n * 2;
      this.nodeOff = grow(this.nodeOff, size);
      this.nodeParent = grow(this.nodeParent, size);
      this.nodeMove = grow(this.nodeMove, size);
      this.nodeDepth = grow(this.nodeDepth, size);
    }
    this.nodeParent[n] = parent;
    this.nodeMove[n] = move;
    this.nodeDepth[n] = depth;
    return n;
  }

  /** Stores the current position as the layout of `node` (done when the node is expanded). */
  private saveLayout(node: number): void {
    const need = this.p.layoutSize();
    if (this.used + need > this.arena.length) {
      const next = new Uint8Array(this.arena.length * 2);
      next.set(this.arena.subarray(0, this.used));
      this.arena = next;
    }
    this.nodeOff[node] = this.used;
    this.used = this.p.save(this.arena, this.used);
  }

  // A binary max-heap of (score, node).
  private push(score: number, node: number): void {
    if (this.heapSize === this.heapNode.length) {
      const size = this.heapSize * 2;
      const s = new Float64Array(size);
      s.set(this.heapScore);
      this.heapScore = s;
      this.heapNode = grow(this.heapNode, size);
    }
    const hs = this.heapScore;
    const hn = this.heapNode;
    let i = this.heapSize++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if ((hs[up] as number) >= score) break;
      hs[i] = hs[up] as number;
      hn[i] = hn[up] as number;
      i = up;
    }
    hs[i] = score;
    hn[i] = node;
  }

  private pop(): number {
    const hs = this.heapScore;
    const hn = this.heapNode;
    const top = hn[0] as number;
    const last = --this.heapSize;
    const score = hs[last] as number;
    const node = hn[last] as number;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= last) break;
      if (c + 1 < last && (hs[c + 1] as number) > (hs[c] as number)) c++;
      if ((hs[c] as number) <= score) break;
      hs[i] = hs[c] as number;
      hn[i] = hn[c] as number;
      i = c;
    }
    hs[i] = score;
    hn[i] = node;
    return top;
  }
}

function grow(a: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(size);
  next.set(a);
  return next;
}
