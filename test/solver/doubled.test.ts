import { describe, expect, it } from 'vitest';
import { doubled } from '../../src/engine/solver/doubled';

describe("the solver's stacks grow by doubling", () => {
  it('keep every entry and twice the room', () => {
    const a = Int32Array.from([3, -1, 7]);
    const b = doubled(a);
    expect(Array.from(b)).toEqual([3, -1, 7, 0, 0, 0]);
    b[0] = 9;
    expect(a[0]).toBe(3);
  });
});
