import type { State } from '../state';
import { doubled } from './doubled';
import { FrameStack } from './frame-stack';
import { ChildScorer, weightsFor } from './heuristic';
import { generateMoves, nextSafeAutoMove, nextSafeAutoMoveAfter, takesBack } from './move-gen';
import { PackedState } from './packed';
import { VisitedSet } from './visited';
import { type WasteCheck, wasteCheckFor } from './waste-cover';

// A depth-first search over the real move set with a table of the positions already seen. The
// children of a position are tried best first (by the heuristic), which finds wins quickly; since
// nothing is pruned but repeated positions (a move taking back the one before among them) and the
// safe auto-moves (forced, which is sound), a search that runs out of moves has proved the
// position lost. The search is resumable: `step` does a slice of work and returns, so a worker
// can check for a cancel message between slices.

export type SearchStatus = 'solved' | 'unsolvable' | 'unknown';

export interface SearchLimits {
  /** Stop (unknown) after this many distinct positions. */
  readonly maxStates: number;
}

export class Search {
  readonly p: PackedState;
  readonly visited: VisitedSet;
  private readonly scorer: ChildScorer;
  /** Moves played from the start (the path to the current node), safe auto-moves included. */
  private log = new Int32Array(1024);
  private logLen = 0;
  /**
   * Children of every open node, best first, stacked. The line grows as deep as it needs (Eight
   * Off deal 2757 went 4096 moves deep in 146,000 positions).
   */
  private readonly frames = new FrameStack(1024, 1 << 16);
  private scores = new Float64Array(512);
  private outcome: SearchStatus | null = null;
  private solution: number[] = [];

  /** Positions left unexpanded as proven lost by buriedWasteLost. */
  deadEnds = 0;
  /** Where the game is one buriedWasteLost can prove lost, its check (waste-cover.ts). */
  private readonly wasteCheck: WasteCheck | null;

  constructor(state: State, expectedStates = 1 << 14) {
    this.wasteCheck = wasteCheckFor(state);
    this.p = new PackedState(state);
    this.visited = new VisitedSet(expectedStates);
    this.scorer = ChildScorer.for(weightsFor(this.p));
    this.playAutoMoves();
    this.visited.add(this.p);
    if (this.p.isWon()) {
      // Won by the safe auto-moves alone: they are the line.
      this.solution = Array.from(this.log.subarray(0, this.logLen));
      this.finish('solved');
      return;
    }
    this.openFrame(-1);
  }

  get states(): number {
    return this.visited.size;
  }

  /** The result once the search has ended, else null. */
  get status(): SearchStatus | null {
    return this.outcome;
  }

  /** The packed moves of the win, safe auto-moves included (after a solved outcome). */
  get winningLine(): readonly number[] {
    return this.solution;
  }

  /**
   * Searches until `expansions` positions have been expanded, the search ends, or `limits` are hit.
   * Returns the outcome once there is one, else null (call again to go on).
   */
  step(expansions: number, limits: SearchLimits): SearchStatus | null {
    if (this.outcome) return this.outcome;
    const p = this.p;
    const frames = this.frames;
    for (let work = 0; work < expansions; ) {
      const next = frames.take();
      if (next < 0) return this.finish('unsolvable');
      this.rewindTo(frames.markOfTaken);
      const m = frames.moves[next] as number;
      this.play(m);
      const before = this.logLen;
      this.playAutoMovesAfter(m);
      if (!this.visited.add(p)) continue;
      work++;
      if (p.isWon()) {
        this.solution = Array.from(this.log.subarray(0, this.logLen));
        return this.finish('solved');
      }
      if (this.visited.size >= limits.maxStates) return this.finish('unknown');
      // Proven lost (waste-cover.ts): nothing under it to search.
      if (this.wasteCheck?.dealtIntoLoss(p, m)) {
        this.deadEnds++;
        continue;
      }
      this.openFrame(this.logLen === before ? m : -1);
    }
    return null;
  }

  /** Ends the search as unknown (budget spent elsewhere: time, cancel). */
  giveUp(): SearchStatus {
    return this.outcome ?? this.finish('unknown');
  }

  private finish(status: SearchStatus): SearchStatus {
    this.outcome = status;
    return status;
  }

  private play(m: number): void {
    if (this.logLen === this.log.length) {
      this.log = doubled(this.log);
    }
    this.p.apply(m);
    this.log[this.logLen++] = m;
  }

  private playAutoMoves(): void {
    for (let m = nextSafeAutoMove(this.p); m >= 0; m = nextSafeAutoMove(this.p)) this.play(m);
  }

  /** The auto-moves due after move `m` (see nextSafeAutoMoveAfter). */
  private playAutoMovesAfter(m: number): void {
    for (let a = nextSafeAutoMoveAfter(this.p, m); a >= 0; a = nextSafeAutoMove(this.p)) this.play(a);
  }

  private rewindTo(mark: number): void {
    while (this.logLen > mark) this.p.undo(this.log[--this.logLen] as number);
  }

  /**
   * Lists the current node's moves, best first, as a new frame on top of the stack. `arrivedBy`
   * is the move that led here when no auto-move followed it (else -1): taking it back would lead
   * to the position before, already seen, so that move is left out.
   */
  private openFrame(arrivedBy: number): void {
    const start = this.frames.begin(1024);
    const mv = this.frames.moves;
    const listed = generateMoves(this.p, mv, start);
    const mark = this.logLen;
    if (listed - start > this.scores.length) this.scores = new Float64Array(2 * (listed - start));
    const scores = this.scores;
    this.scorer.prepare(this.p);
    let end = start;
    for (let i = start; i < listed; i++) {
      const m = mv[i] as number;
      if (arrivedBy >= 0 && takesBack(m, arrivedBy)) continue;
      mv[end] = m;
      const quick = this.scorer.scoreBefore(this.p, m);
      if (!Number.isNaN(quick)) {
        scores[end++ - start] = quick;
        continue;
      }
      this.play(m);
      this.playAutoMovesAfter(m);
      scores[end++ - start] = this.scorer.score(this.p, m, this.logLen - mark - 1);
      this.rewindTo(mark);
    }
    // Insertion sort, best first: frames are short.
    for (let i = start + 1; i < end; i++) {
      const m = mv[i] as number;
      const s = scores[i - start] as number;
      let j = i - 1;
      while (j >= start && (scores[j - start] as number) < s) {
        mv[j + 1] = mv[j] as number;
        scores[j + 1 - start] = scores[j - start] as number;
        j--;
      }
      mv[j + 1] = m;
      scores[j + 1 - start] = s;
    }
    this.frames.push(end, mark);
  }
}
