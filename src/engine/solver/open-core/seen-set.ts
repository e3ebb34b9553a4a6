// The open core's expanded positions, by 64-bit hash (board.ts): open addressing in one Int32Array,
// pairs (lo | 1, hi), 0 an empty slot. No key is kept, so two positions of one hash are one: a
// pruned search may skip a position so (position-hash.ts says why that is safe), never more.

/** Slots at first, as a power of two: an easy deal's set stays in the cache. */
export const START_SEEN_BITS = 12;

export class SeenSet {
  /** The slots (its first array is lent back to search.ts's pool when the search ends). */
  slots: Int32Array;
  count = 0;
  private bits = START_SEEN_BITS;

  /** `spare`: an earlier set's first array, zeroed here. */
  constructor(spare?: Int32Array) {
    if (spare) spare.fill(0);
    this.slots = spare ?? new Int32Array(2 << START_SEEN_BITS);
  }

  /** Adds a hash; false if it was there. */
  add(lo0: number, hi: number): boolean {
    const lo = lo0 | 1;
    const i = this.slotOf(lo, hi);
    if (this.slots[2 * i] !== 0) return false;
    this.slots[2 * i] = lo;
    this.slots[2 * i + 1] = hi;
    if (++this.count * 2 > (1 << this.bits) - 1) this.grow();
    return true;
  }

  has(lo0: number, hi: number): boolean {
    const lo = lo0 | 1;
    return this.slots[2 * this.slotOf(lo, hi)] !== 0;
  }

  /** The slot holding (lo, hi) (lo odd), else the empty slot where it would go. */
  private slotOf(lo: number, hi: number): number {
    const mask = (1 << this.bits) - 1;
    const slots = this.slots;
    let i = (lo ^ (hi >>> 7)) & mask;
    for (;;) {
      const a = slots[2 * i] as number;
      if (a === 0 || (a === lo && slots[2 * i + 1] === hi)) return i;
      i = (i + 1) & mask;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.bits++;
    this.slots = new Int32Array(2 << this.bits);
    for (let j = 0; j < old.length; j += 2) {
      const lo = old[j] as number;
      if (lo === 0) continue;
      const hi = old[j + 1] as number;
      const i = this.slotOf(lo, hi);
      this.slots[2 * i] = lo;
      this.slots[2 * i + 1] = hi;
    }
  }
}
