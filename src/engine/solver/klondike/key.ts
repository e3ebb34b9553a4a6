import type { Layout } from './layout';

// The table of positions seen, exact: each position's canonical bytes are stored and compared on
// a hash hit, so a proof cannot be spoilt by two positions sharing a hash. Canonical: columns are
// sorted, as swapping two columns changes nothing that matters. The waste's place p is left out
// with draw one and unlimited passes: there every card of the talon can be reached from any p and
// playing the q-th leaves p = q - 1, so positions that differ only in p have the same moves to
// the same positions. The pass counts only where passes are limited.

const order = new Int8Array(16);
const sortKey = new Int32Array(16);

/** Writes the position's canonical bytes into `out`; returns how many. */
export function canonicalBytes(L: Layout, b: Uint8Array, out: Uint8Array): number {
  const nc = L.nCols;
  // Columns by face-down count, then first card (an empty column first): with one deck no two
  // columns that hold cards share their first card, so this orders every column but the empty
  // ones, which are alike.
  for (let c = 0; c < nc; c++) {
    const key = (b[L.down + c] as number) * 64 + ((b[L.len + c] as number) > 0 ? (b[c * L.slot] as number) + 1 : 0);
    sortKey[c] = key;
    // Insertion sort: seven columns.
    let at = c;
    while (at > 0 && (sortKey[order[at - 1] as number] as number) > key) {
      order[at] = order[at - 1] as number;
      at--;
    }
    order[at] = c;
  }
  let n = 0;
  for (let k = 0; k < nc; k++) {
    const c = order[k] as number;
    out[n++] = 200 + (b[L.down + c] as number);
    const base = c * L.slot;
    const len = b[L.len + c] as number;
    for (let i = 0; i < len; i++) out[n++] = b[base + i] as number;
  }
  for (let s = 0; s < 4; s++) out[n++] = b[L.found + s] as number;
  const tn = b[L.tn] as number;
  out[n++] = 100 + tn;
  for (let i = 0; i < tn; i++) out[n++] = b[L.talon + i] as number;
  if (L.draw > 1 || L.passes > 0) out[n++] = b[L.p] as number;
  if (L.passes > 0) out[n++] = b[L.pass] as number;
  return n;
}

/**
 * A set of positions by their canonical bytes: open addressing over an arena of the bytes. The
 * bytes are hashed and compared four at a time: each entry starts on a word of the arena (its
 * length, then its bytes padded with zeros to a whole word), and each slot keeps its entry's hash
 * beside the offset, so bytes are compared only on equal hashes and growing the table hashes
 * nothing again.
 */
export class SeenTable {
  /** Per slot: the entry's word offset in the arena (-1: empty), then its hash. */
  private slots = new Int32Array(2 << 16).fill(-1);
  private arena = new Int32Array(1 << 18);
  /** Words of the arena in use. */
  private used = 0;
  size = 0;
  private readonly scratch = new Uint8Array(256);
  private readonly words = new Int32Array(this.scratch.buffer);

  constructor(private readonly L: Layout) {}

  /** Adds the position; false when it was there already. */
  add(b: Uint8Array): boolean {
    const key = this.scratch;
    const n = canonicalBytes(this.L, b, key);
    const nw = (n + 3) >> 2;
    for (let i = n; i < nw * 4; i++) key[i] = 0;
    const h = hashOf(this.words, nw);
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    for (let at = h & mask; ; at = (at + 1) & mask) {
      const off = slots[2 * at] as number;
      if (off < 0) {
        this.store(at, h, n, nw);
        return true;
      }
      if ((slots[2 * at + 1] as number) === h && this.same(off, n, nw)) return false;
    }
  }

  /** Lets the memory go. */
  clear(): void {
    this.slots = new Int32Array(0);
    this.arena = new Int32Array(0);
  }

  private same(off: number, n: number, nw: number): boolean {
    const a = this.arena;
    const w = this.words;
    if ((a[off] as number) !== n) return false;
    for (let i = 0; i < nw; i++) if ((a[off + 1 + i] as number) !== (w[i] as number)) return false;
    return true;
  }

  private store(at: number, h: number, n: number, nw: number): void {
    if (this.used + nw + 1 > this.arena.length) {
      const grown = new Int32Array(this.arena.length * 2);
      grown.set(this.arena);
      this.arena = grown;
    }
    this.arena[this.used] = n;
    this.arena.set(this.words.subarray(0, nw), this.used + 1);
    this.slots[2 * at] = this.used;
    this.slots[2 * at + 1] = h;
    this.used += nw + 1;
    this.size++;
    if (this.size * 4 > this.slots.length) this.rehash();
  }

  private rehash(): void {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2).fill(-1);
    const mask = (slots.length >> 1) - 1;
    for (let k = 0; k < old.length; k += 2) {
      const off = old[k] as number;
      if (off < 0) continue;
      const h = old[k + 1] as number;
      let at = h & mask;
      while ((slots[2 * at] as number) >= 0) at = (at + 1) & mask;
      slots[2 * at] = off;
      slots[2 * at + 1] = h;
    }
    this.slots = slots;
  }
}

/** Murmur3's 32-bit hash over `n` words (without its length step: lengths are compared anyway). */
function hashOf(words: Int32Array, n: number): number {
  let h = 0x9747b28c;
  for (let i = 0; i < n; i++) {
    let k = Math.imul(words[i] as number, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}
