// Typed arrays laid out one after another in one ArrayBuffer. Every search starts with a dozen
// arrays of a few kilobytes, and V8 spends far more on each buffer than on its bytes (measured:
// thirteen arrays of a best-first search and its visited set, 27 us one by one, 5 us from one
// buffer); a solve of an easy deal is over in a few hundred microseconds. An array that outgrows
// its room is replaced by one of its own, as before.

export class Slab {
  private readonly buffer: ArrayBuffer;
  private used = 0;

  /** Room for `bytes` bytes of arrays (each array starts at a multiple of its element size). */
  constructor(bytes: number) {
    this.buffer = new ArrayBuffer(bytes);
  }

  int32(length: number): Int32Array<ArrayBuffer> {
    return new Int32Array(this.buffer, this.take(length, 4), length);
  }

  float64(length: number): Float64Array<ArrayBuffer> {
    return new Float64Array(this.buffer, this.take(length, 8), length);
  }

  uint8(length: number): Uint8Array<ArrayBuffer> {
    return new Uint8Array(this.buffer, this.take(length, 1), length);
  }

  /** Where the next array of `length` elements of `size` bytes starts. */
  private take(length: number, size: number): number {
    const at = Math.ceil(this.used / size) * size;
    const end = at + length * size;
    if (end > this.buffer.byteLength) throw new Error(`Slab: ${end} bytes asked of ${this.buffer.byteLength}`);
    this.used = end;
    return at;
  }
}
