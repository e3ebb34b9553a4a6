import { doubled } from './doubled';

/**
 * The stack of a depth-first search (search.ts, run-count.ts, guided.ts): a frame per position on
 * the line, each a stretch of `moves` (the position's moves, in the order they are tried), the
 * next one to try, and the length of the search's log of played moves to rewind to before each.
 * The frames and the moves grow by doubling: a depth limit would leave positions seen but never
 * expanded, and a search that ran dry would then prove nothing.
 */
export class FrameStack {
  /** Every frame's moves, one stretch after another; read it after `begin`, which may replace it. */
  moves: Int32Array<ArrayBuffer>;
  private end: Int32Array<ArrayBuffer>;
  private next: Int32Array<ArrayBuffer>;
  private mark: Int32Array<ArrayBuffer>;
  private depth = -1;

  constructor(frames: number, moves: number) {
    this.moves = new Int32Array(moves);
    this.end = new Int32Array(frames);
    this.next = new Int32Array(frames);
    this.mark = new Int32Array(frames);
  }

  /** Where the next frame's moves start, with room after it for `room` of them. */
  begin(room: number): number {
    const d = this.depth + 1;
    if (d === this.end.length) {
      this.end = doubled(this.end);
      this.next = doubled(this.next);
      this.mark = doubled(this.mark);
    }
    const start = d === 0 ? 0 : (this.end[d - 1] as number);
    while (start + room > this.moves.length) this.moves = doubled(this.moves);
    return start;
  }

  /** Pushes the frame begun: its moves run from `begin`'s start to `end`, each tried from log length `mark`. */
  push(end: number, mark: number): void {
    const d = this.depth + 1;
    // Moves written past the array were dropped (a typed array ignores them): a frame that counted
    // them would try moves that are not there, and a search that then ran dry would claim a proof.
    if (end > this.moves.length || d >= this.end.length) throw new Error('FrameStack: push without begin room');
    this.next[d] = d === 0 ? 0 : (this.end[d - 1] as number);
    this.end[d] = end;
    this.mark[d] = mark;
    this.depth = d;
  }

  /** The index in `moves` of the next move to try, popping the frames tried in full; -1 when none is left. */
  take(): number {
    for (let d = this.depth; d >= 0; d--) {
      const i = this.next[d] as number;
      if (i < (this.end[d] as number)) {
        this.next[d] = i + 1;
        this.depth = d;
        return i;
      }
    }
    this.depth = -1;
    return -1;
  }

  /** Frames on the stack: the depth of the next frame pushed. */
  get size(): number {
    return this.depth + 1;
  }

  /** Empties the stack (its arrays kept), for another search. */
  clear(): void {
    this.depth = -1;
  }

  /** The log length to rewind to before the move `take` gave. */
  get markOfTaken(): number {
    return this.mark[this.depth] as number;
  }
}
