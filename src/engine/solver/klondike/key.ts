import type { Layout } from './layout';

// A position's key for the table of positions seen: exact (a string, not a hash, so a proof
// cannot be spoilt by a collision). Columns are sorted, as swapping two columns changes nothing
// that matters. The waste's place p is left out with draw one and unlimited passes: there every
// card of the talon can be reached from any p and playing the q-th leaves p = q - 1, so positions
// that differ only in p have the same moves to the same positions. The pass counts only where
// passes are limited.

const bytes = new Uint16Array(256);
const order: number[] = [];

/** Compares columns x and y of `b` by face-down count, then card by card (shorter first on a tie). */
function compareColumns(L: Layout, b: Uint8Array, x: number, y: number): number {
  const dx = b[L.down + x] as number;
  const dy = b[L.down + y] as number;
  if (dx !== dy) return dx - dy;
  const lx = b[L.len + x] as number;
  const ly = b[L.len + y] as number;
  const n = Math.min(lx, ly);
  for (let i = 0; i < n; i++) {
    const d = (b[x * L.slot + i] as number) - (b[y * L.slot + i] as number);
    if (d !== 0) return d;
  }
  return lx - ly;
}

export function positionKey(L: Layout, b: Uint8Array): string {
  order.length = 0;
  for (let c = 0; c < L.nCols; c++) {
    // Insertion sort: seven columns.
    let at = order.length;
    while (at > 0 && compareColumns(L, b, order[at - 1] as number, c) > 0) at--;
    order.splice(at, 0, c);
  }
  let n = 0;
  for (const c of order) {
    bytes[n++] = 200 + (b[L.down + c] as number);
    const base = c * L.slot;
    const len = b[L.len + c] as number;
    for (let i = 0; i < len; i++) bytes[n++] = 48 + (b[base + i] as number);
  }
  for (let s = 0; s < 4; s++) bytes[n++] = 120 + (b[L.found + s] as number);
  const tn = b[L.tn] as number;
  for (let i = 0; i < tn; i++) bytes[n++] = 48 + (b[L.talon + i] as number);
  if (L.draw > 1 || L.passes > 0) bytes[n++] = 140 + (b[L.p] as number);
  if (L.passes > 0) bytes[n++] = 300 + (b[L.pass] as number);
  return String.fromCharCode.apply(null, bytes.subarray(0, n) as unknown as number[]);
}
