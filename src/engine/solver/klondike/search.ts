import type { State } from '../../state';
import type { SearchStatus } from '../search';
import { deadlocked } from './deadlock';
import { generate, type MovePlan } from './generate';
import { SeenTable } from './key';
import { homeCount, type Layout, layoutFor, pack } from './layout';
import { apply, safeMove } from './moves';

// A depth-first search of every move of the thoughtful game (every card known), best moves
// first, with a table of the positions seen. Its only pruning is provably safe (moves.ts
// safeMove; moves that change nothing; the first empty column standing for all; a talon place
// listed once; generate.ts's moves that wait for their use; key.ts's equal positions), so a
// search that runs dry is a proof that the position is lost. A position with a deadlock
// (deadlock.ts) is lost, so none is expanded: at the start that is a proof at once.

/** The moves from the start to the win: each search move, and after it the safe moves it led to. */
export interface KlondikeLine {
  readonly start: readonly number[];
  readonly steps: readonly { readonly move: number; readonly safe: readonly number[] }[];
}

interface Frame {
  readonly b: Uint8Array;
  readonly moves: number[];
  readonly scores: number[];
  next: number;
  /** The move that led here and the safe moves after it. */
  move: number;
  readonly safe: number[];
}

const SLICE = 1024;

export class KlondikeSearch {
  readonly L: Layout;
  status: SearchStatus | null = null;
  line: KlondikeLine | null = null;
  private readonly seen: SeenTable;
  private readonly frames: Frame[] = [];
  private depth = 0;
  private counted: number | null = null;

  /** `plan`: which moves it tries (generate.ts); a `quick` search running dry proves nothing. */
  constructor(
    state: State,
    readonly plan: MovePlan = 'full',
  ) {
    this.L = layoutFor(state);
    this.seen = new SeenTable(this.L);
    const root = this.frame(0);
    root.b.set(pack(this.L, state));
    root.safe.length = 0;
    this.settle(root);
    if (homeCount(this.L, root.b) === 52) this.win();
    else if (plan === 'full' && deadlocked(this.L, root.b)) this.end('unsolvable');
    else {
      this.seen.add(root.b);
      this.expand(root);
    }
  }

  /** Distinct positions seen (kept when the table is let go at the end). */
  get states(): number {
    return this.counted ?? this.seen.size;
  }

  /** Searches `slice` positions at most, or until `maxStates` have been seen; the status once decided. */
  step(maxStates: number, slice = SLICE): SearchStatus | null {
    if (this.status) return this.status;
    const L = this.L;
    for (let n = 0; n < slice; n++) {
      const f = this.frames[this.depth] as Frame;
      if (f.next >= f.moves.length) {
        if (this.depth === 0) return this.end('unsolvable');
        this.depth--;
        continue;
      }
      const m = f.moves[f.next++] as number;
      const child = this.frame(this.depth + 1);
      child.b.set(f.b);
      apply(L, child.b, m);
      child.move = m;
      this.settle(child);
      if (homeCount(L, child.b) === 52) {
        this.depth++;
        return this.win();
      }
      if (this.seen.size >= maxStates) return this.end('unknown');
      if (!this.seen.add(child.b)) continue;
      // A deadlocked position is lost (deadlock.ts): nothing below it can win. The plain search,
      // which the tests hold the others to, never looks.
      if (this.plan !== 'plain' && deadlocked(L, child.b)) continue;
      this.depth++;
      this.expand(child);
    }
    return null;
  }

  /** Ends the search undecided (a budget of time spent). */
  giveUp(): void {
    this.end('unknown');
  }

  private end(status: SearchStatus): SearchStatus {
    this.status = status;
    this.counted = this.seen.size;
    this.seen.clear();
    return status;
  }

  private win(): SearchStatus {
    const steps = [];
    for (let d = 1; d <= this.depth; d++) {
      const f = this.frames[d] as Frame;
      steps.push({ move: f.move, safe: f.safe.slice() });
    }
    this.line = { start: (this.frames[0] as Frame).safe.slice(), steps };
    return this.end('solved');
  }

  /** Plays the safe foundation moves due, noting them. */
  private settle(f: Frame): void {
    // Setting a length is a call into the runtime: most children have no safe move to clear.
    if (f.safe.length > 0) f.safe.length = 0;
    for (let m = safeMove(this.L, f.b); m >= 0; m = safeMove(this.L, f.b)) {
      apply(this.L, f.b, m);
      f.safe.push(m);
    }
  }

  /** Lists a position's moves, best first (a stable sort by score). */
  private expand(f: Frame): void {
    generate(this.L, f.b, f.moves, f.scores, this.plan);
    const { moves, scores } = f;
    // Insertion sort, higher scores first, equal ones in the order generated: a few dozen moves.
    for (let i = 1; i < moves.length; i++) {
      const m = moves[i] as number;
      const sc = scores[i] as number;
      let j = i;
      while (j > 0 && (scores[j - 1] as number) < sc) {
        moves[j] = moves[j - 1] as number;
        scores[j] = scores[j - 1] as number;
        j--;
      }
      moves[j] = m;
      scores[j] = sc;
    }
    f.next = 0;
  }

  private frame(d: number): Frame {
    let f = this.frames[d];
    if (!f) {
      f = { b: new Uint8Array(this.L.size), moves: [], scores: [], next: 0, move: -1, safe: [] };
      this.frames[d] = f;
    }
    return f;
  }
}
