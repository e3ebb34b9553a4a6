import type { PackedState } from './packed';
import { Slab } from './slab';

// A 64-bit hash of a position, kept up to date move by move (Zobrist hashing), for the searches
// that need not tell positions apart exactly: a pruned best-first search proves nothing by running
// dry (Plan.prune), so it may take a position for one seen before on its hash alone. A collision,
// about one chance in 10^7 for a search of a million positions, could hide a position from it,
// never make a loss look proven or a wrong line look won (every line is replayed).
//
// The hash stands for the same thing as the exact key (visited.ts): each column is a sum of random
// numbers by card and depth, mixed (so that the sum over the columns is of whole columns, in any
// order); the cells are a sum by card (a set); stock and waste sums by card and depth; the pass;
// in games of foundation groups, a sum by each pile's group and height. Where columns build their
// own ways (Penta's left columns down, its right ones up), a column's sums are salted by its
// group before they are mixed, so that alike columns are alike only within a group; and where no
// rule asks a suit (Penta), cards are hashed by rank, as the exact key writes them.
// Two 32-bit halves, as JavaScript has no fast 64-bit integers.

/** Depths a pile can reach: two decks. */
const DEPTHS = 104;
const PASSES = 16;

/** `length` numbers from `next`. */
export function randomTable(length: number, next: () => number): Int32Array {
  const t = new Int32Array(length);
  for (let i = 0; i < length; i++) t[i] = next();
  return t;
}

/**
 * Fixed random numbers for Zobrist tables (mulberry32 from `start`), so that a hash is the same in
 * every run. Not a linear generator (xorshift is): with one, a table's high halves would be a
 * linear function of its low ones, and so would every XOR of them, leaving a 64-bit hash 32 bits.
 */
export function zobristNumbers(start: number): () => number {
  let seed = start;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let a = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    a = (a + Math.imul(a ^ (a >>> 7), 61 | a)) ^ a;
    return a ^ (a >>> 14);
  };
}
const next = zobristNumbers(0x2545f491);

/** By depth * 52 + card: a column's, the stock's and the waste's; a cell's by card; by pass. */
export const Z = {
  colLo: randomTable(DEPTHS * 52, next),
  colHi: randomTable(DEPTHS * 52, next),
  cellLo: randomTable(52, next),
  cellHi: randomTable(52, next),
  stockLo: randomTable(DEPTHS * 52, next),
  stockHi: randomTable(DEPTHS * 52, next),
  wasteLo: randomTable(DEPTHS * 52, next),
  wasteHi: randomTable(DEPTHS * 52, next),
  passLo: randomTable(PASSES, next),
  passHi: randomTable(PASSES, next),
  // Last, so that the tables above keep their numbers: grouped games' piles by group * 14 + height.
  foundLo: randomTable(16 * 14, next),
  foundHi: randomTable(16 * 14, next),
};

/** A 32-bit finaliser (MurmurHash3's): every bit of the input moves half the bits of the output. */
function fmix(x: number): number {
  let h = x;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A column's sums mixed: the low half, then the high half from it. */
export function mixLo(lo: number, hi: number): number {
  return fmix((lo + Math.imul(hi, 0x27d4eb2d)) | 0);
}
export function mixHi(mixedLo: number, hi: number): number {
  return fmix(hi ^ Math.imul(mixedLo, 0x165667b1));
}

const EMPTY = 0;

/**
 * The positions a search has seen, by 64-bit hash (PackedState.hash): two words a position, no
 * key built, for the searches that may skip a position on its hash alone (see above).
 */
export class HashSet {
  /** Low halves (odd, so 0 marks a free slot) and high halves. */
  private lo: Int32Array;
  private hi: Int32Array;
  private mask: number;
  size = 0;
  private readonly slab: Slab;

  constructor(expected = 1 << 10) {
    let cap = 1 << 10;
    while (cap < expected * 2) cap <<= 1;
    this.slab = new Slab(cap * 8);
    this.lo = this.slab.int32(cap);
    this.hi = this.slab.int32(cap);
    this.mask = cap - 1;
  }

  /** Adds the position (its hash); false when it was there. */
  add(p: PackedState): boolean {
    p.hash();
    const lo = p.hashLo;
    const hi = p.hashHi;
    const s = this.slotOf(lo, hi);
    if (this.lo[s] !== EMPTY) return false;
    this.lo[s] = lo;
    this.hi[s] = hi;
    this.size++;
    if (this.size * 2 > this.mask) this.grow();
    return true;
  }

  /** Is the hash (lo odd, as PackedState.hash sets it) in the set? */
  has(lo: number, hi: number): boolean {
    return this.lo[this.slotOf(lo, hi)] !== EMPTY;
  }

  /** The slot holding the hash, or the empty slot where it would go. */
  private slotOf(lo: number, hi: number): number {
    let s = (lo ^ (hi >>> 9)) & this.mask;
    for (;;) {
      const l = this.lo[s] as number;
      if (l === EMPTY || (l === lo && this.hi[s] === hi)) return s;
      s = (s + 1) & this.mask;
    }
  }

  /** Gives the starting arrays' memory back for later sets (slab.ts): this set must not be used after. */
  release(): void {
    this.slab.release();
  }

  private grow(): void {
    const oldLo = this.lo;
    const oldHi = this.hi;
    const cap = oldLo.length * 2;
    this.lo = new Int32Array(cap);
    this.hi = new Int32Array(cap);
    this.mask = cap - 1;
    for (let i = 0; i < oldLo.length; i++) {
      const lo = oldLo[i] as number;
      if (lo === EMPTY) continue;
      const hi = oldHi[i] as number;
      let s = (lo ^ (hi >>> 9)) & this.mask;
      while (this.lo[s] !== EMPTY) s = (s + 1) & this.mask;
      this.lo[s] = lo;
      this.hi[s] = hi;
    }
  }
}
