// A small seeded random source (xorshift32), so that a search ordered with noise is the same
// search every run: the same seed gives the same positions, and a solve stays reproducible.

export class Noise {
  private s: number;

  constructor(seed: number) {
    // xorshift32 never leaves zero, so a zero seed is mapped to a fixed non-zero one.
    this.s = seed | 0 || 0x9e3779b9;
  }

  /** The next number in [0, 1). */
  next(): number {
    let s = this.s;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    this.s = s;
    return (s >>> 0) / 4294967296;
  }
}
