import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScoreHeap } from '../../src/engine/solver/score-heap';

describe("the best-first searches' heap", () => {
  it('gives every node back, highest score first, growing past its first room; -1 when empty', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 300 }), (scores) => {
        const heap = new ScoreHeap(new Float64Array(4), new Int32Array(4));
        for (const [node, s] of scores.entries()) heap.push(s, node);
        const out: number[] = [];
        for (let n = heap.pop(); n >= 0; n = heap.pop()) out.push(n);
        expect([...out].sort((a, b) => a - b)).toEqual(scores.map((_, i) => i));
        const popped = out.map((n) => scores[n] as number);
        expect(popped).toEqual([...popped].sort((a, b) => b - a));
        expect(heap.size).toBe(0);
      }),
    );
  });
});
