import type { State } from '../../state';
import { ScoreHeap } from '../score-heap';
import type { SearchStatus } from '../search';
import { deadlocked } from './deadlock';
import { generate, type MovePlan } from './generate';
import { SeenTable } from './key';
import { homeCount, type Layout, layoutFor, pack } from './layout';
import { apply, FOUND, goesHome, make, safeMove, T2F, TAL } from './moves';
import type { KlondikeLine } from './search';

// A greedy best-first search for a quick win: it expands the most promising position seen so far
// (cards turned up count most, then cards home), among the moves wins usually need. It keeps every
// position (about 200 bytes each), so it runs on a small share of the budget; running dry proves
// nothing, as it leaves moves out and sends every card home that can go.

export class KlondikeBestFirst {
  readonly L: Layout;
  status: SearchStatus | null = null;
  line: KlondikeLine | null = null;
  private readonly seen: SeenTable;
  private nodes: Uint8Array;
  private parent: Int32Array;
  /** The move into each node: a Float64Array, as a pair of moves (generate.ts) passes 2^31. */
  private via: Float64Array;
  private count = 0;
  /** Positions found deadlocked: counted, not kept. */
  private dead = 0;
  /** Node indices by score, highest first. */
  private readonly heap = new ScoreHeap();
  private readonly moves: number[] = [];
  private readonly moveScores: number[] = [];
  private readonly tmp: Uint8Array;

  constructor(
    private readonly state: State,
    readonly plan: MovePlan = 'quick',
  ) {
    this.L = layoutFor(state);
    this.seen = new SeenTable(this.L);
    this.nodes = new Uint8Array(this.L.size * 1024);
    this.parent = new Int32Array(1024);
    this.via = new Float64Array(1024);
    this.tmp = new Uint8Array(this.L.size);
    const b = pack(this.L, state);
    settle(this.L, b);
    this.seen.add(b);
    this.add(b, -1, -1);
  }

  get states(): number {
    return this.count + this.dead;
  }

  step(maxStates: number, slice = 512): SearchStatus | null {
    if (this.status) return this.status;
    const L = this.L;
    for (let n = 0; n < slice; n++) {
      const at = this.heap.pop();
      if (at < 0) return this.end('unsolvable');
      const b = this.nodes.subarray(at * L.size, (at + 1) * L.size);
      generate(L, b, this.moves, this.moveScores, this.plan);
      for (const m of this.moves) {
        const child = this.tmp;
        child.set(b);
        apply(L, child, m);
        settle(L, child);
        if (this.states >= maxStates) return this.end('unknown');
        if (!this.seen.add(child)) continue;
        if (homeCount(L, child) === 52) return this.win(this.add(child, at, m));
        // A deadlocked position is lost (deadlock.ts): counted, never expanded.
        if (deadlocked(L, child)) this.dead++;
        else this.add(child, at, m);
      }
    }
    return null;
  }

  giveUp(): void {
    this.end('unknown');
  }

  private end(status: SearchStatus): SearchStatus {
    this.status = status;
    this.seen.clear();
    this.nodes = new Uint8Array(0);
    return status;
  }

  /** The line to node `i`: its moves from the root, each with the safe moves it led to, replayed. */
  private win(i: number): SearchStatus {
    const path: number[] = [];
    for (let k = i; this.parent[k] !== -1; k = this.parent[k] as number) path.push(this.via[k] as number);
    path.reverse();
    const b = pack(this.L, this.state);
    const start = settle(this.L, b);
    const steps = path.map((move) => {
      apply(this.L, b, move);
      return { move, safe: settle(this.L, b) };
    });
    this.line = { start, steps };
    return this.end('solved');
  }

  private add(b: Uint8Array, parent: number, move: number): number {
    const L = this.L;
    const i = this.count++;
    if ((i + 1) * L.size > this.nodes.length) {
      const grown = new Uint8Array(this.nodes.length * 2);
      grown.set(this.nodes);
      this.nodes = grown;
      const p = new Int32Array(this.parent.length * 2);
      p.set(this.parent);
      this.parent = p;
      const v = new Float64Array(this.via.length * 2);
      v.set(this.via);
      this.via = v;
    }
    this.nodes.set(b, i * L.size);
    this.parent[i] = parent;
    this.via[i] = move;
    this.heap.push(score(L, b), i);
    return i;
  }
}

/**
 * Plays the safe moves due and, as Solvitaire's streamliner does, every other card that can go
 * home (a column's top, the waste's): a win seldom needs one kept out, and this search proves
 * nothing when it runs dry. Returns them.
 */
function settle(L: Layout, b: Uint8Array): number[] {
  const out: number[] = [];
  for (;;) {
    const safe = safeMove(L, b);
    const m = safe >= 0 ? safe : homeMove(L, b);
    if (m < 0) return out;
    apply(L, b, m);
    out.push(m);
  }
}

/** A move of a card home from a column's top or the waste's, or -1. */
function homeMove(L: Layout, b: Uint8Array): number {
  for (let c = 0; c < L.nCols; c++) {
    const len = b[L.len + c] as number;
    if (len > (b[L.down + c] as number) && goesHome(L, b, b[c * L.slot + len - 1] as number)) return make(T2F, c, 0, 0);
  }
  const p = b[L.p] as number;
  return p > 0 && goesHome(L, b, b[L.talon + p - 1] as number) ? make(TAL, p, FOUND, 0) : -1;
}

/** How promising a position is: face-down cards left cost most, then cards not home, then the talon's. */
function score(L: Layout, b: Uint8Array): number {
  let down = 0;
  let empty = 0;
  for (let c = 0; c < L.nCols; c++) {
    down += b[L.down + c] as number;
    if ((b[L.len + c] as number) === 0) empty++;
  }
  return 4 * homeCount(L, b) - 12 * down - (b[L.tn] as number) + 2 * empty;
}
