// The open core's queue: nodes by score, a max-heap of pairs (score, node) in one Int32Array, so
// that a search's queue costs no object a node.

export class ScoreQueue {
  /** The pairs (its array is lent back to search.ts's pool when the search ends). */
  heap: Int32Array;
  size = 0;

  constructor(heap: Int32Array) {
    this.heap = heap;
  }

  /** The best score queued (size > 0). */
  topScore(): number {
    return this.heap[0] as number;
  }

  /** Room for `more` pushes. */
  ensure(more: number): void {
    if (2 * (this.size + more) <= this.heap.length) return;
    const next = new Int32Array(Math.max(this.heap.length * 2, 2 * (this.size + more)));
    next.set(this.heap);
    this.heap = next;
  }

  push(score: number, node: number): void {
    const h = this.heap;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const ps = h[2 * p] as number;
      if (ps >= score) break;
      h[2 * i] = ps;
      h[2 * i + 1] = h[2 * p + 1] as number;
      i = p;
    }
    h[2 * i] = score;
    h[2 * i + 1] = node;
  }

  /** Takes the best node off (size > 0). */
  pop(): number {
    const h = this.heap;
    const top = h[1] as number;
    const n = --this.size;
    const score = h[2 * n] as number;
    const node = h[2 * n + 1] as number;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && (h[2 * c + 2] as number) > (h[2 * c] as number)) c++;
      if ((h[2 * c] as number) <= score) break;
      h[2 * i] = h[2 * c] as number;
      h[2 * i + 1] = h[2 * c + 1] as number;
      i = c;
    }
    h[2 * i] = score;
    h[2 * i + 1] = node;
    return top;
  }
}
