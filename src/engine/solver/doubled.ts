/**
 * A copy of `a` twice as long: the depth-first searches' stacks (frames, listed moves, the line
 * played) start small and grow by doubling, which is rare enough to cost nothing in the hot loop.
 */
export function doubled(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const next = new Int32Array(a.length * 2);
  next.set(a);
  return next;
}
