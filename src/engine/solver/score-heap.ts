// The best-first searches' queue: a binary max-heap of (score, node), in typed arrays that double
// as it grows. Equal scores come out in no promised order, but always the same one for the same
// pushes and pops, so a search replays exactly.

export class ScoreHeap {
  private scores: Float64Array<ArrayBuffer>;
  private nodes: Int32Array<ArrayBuffer>;
  /** Entries in the heap. */
  size = 0;

  /** `scores` and `nodes`: its first room, of one length (a search may carve them from its slab). */
  constructor(
    scores: Float64Array<ArrayBuffer> = new Float64Array(64),
    nodes: Int32Array<ArrayBuffer> = new Int32Array(64),
  ) {
    this.scores = scores;
    this.nodes = nodes;
  }

  /** The highest score in the heap (undefined meaning when empty). */
  get topScore(): number {
    return this.scores[0] as number;
  }

  push(score: number, node: number): void {
    if (this.size === this.nodes.length) {
      const room = this.size * 2;
      const s = new Float64Array(room);
      s.set(this.scores);
      this.scores = s;
      const n = new Int32Array(room);
      n.set(this.nodes);
      this.nodes = n;
    }
    const hs = this.scores;
    const hn = this.nodes;
    let i = this.size++;
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

  /** Takes the node of the highest score out; -1 when the heap is empty. */
  pop(): number {
    if (this.size === 0) return -1;
    const hs = this.scores;
    const hn = this.nodes;
    const top = hn[0] as number;
    const last = --this.size;
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
