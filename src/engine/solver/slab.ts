// Typed arrays laid out one after another in one ArrayBuffer. Every search starts with a dozen
// arrays of a few kilobytes, and V8 spends far more on each buffer than on its bytes (measured:
// thirteen arrays of a best-first search and its visited set, 27 us one by one, 5 us from one
// buffer); a solve of an easy deal is over in a few hundred microseconds. An array that outgrows
// its room is replaced by one of its own, as before.

/**
 * Buffers of slabs given back (release) for new slabs of the same size, up to SPARE_BYTES: most
 * solves need one best-first search, and zeroing a spare buffer costs less than a new one (FreeCell
 * deals under 120 positions: ~372 -> ~365 us a deal).
 */
const spare: ArrayBuffer[] = [];
let spareBytes = 0;
const SPARE_BYTES = 1 << 20;

export class Slab {
  private readonly buffer: ArrayBuffer;
  private used = 0;
  private released = false;

  /** Room for `bytes` bytes of arrays, zeroed (each array starts at a multiple of its element size). */
  constructor(bytes: number) {
    this.buffer = reuse(bytes) ?? new ArrayBuffer(bytes);
  }

  /** Gives the buffer back for a later slab: only once no array carved from it is used again. */
  release(): void {
    if (this.released) return;
    this.released = true;
    if (spareBytes + this.buffer.byteLength > SPARE_BYTES) return;
    spare.push(this.buffer);
    spareBytes += this.buffer.byteLength;
  }

  int32(length: number): Int32Array<ArrayBuffer> {
    return new Int32Array(this.buffer, this.take(length, 4), length);
  }

  float64(length: number): Float64Array<ArrayBuffer> {
    return new Float64Array(this.buffer, this.take(length, 8), length);
  }

  int16(length: number): Int16Array<ArrayBuffer> {
    return new Int16Array(this.buffer, this.take(length, 2), length);
  }

  int8(length: number): Int8Array<ArrayBuffer> {
    return new Int8Array(this.buffer, this.take(length, 1), length);
  }

  uint8(length: number): Uint8Array<ArrayBuffer> {
    return new Uint8Array(this.buffer, this.take(length, 1), length);
  }

  /** Where the next array of `length` elements of `size` bytes starts. */
  private take(length: number, size: number): number {
    if (this.released) throw new Error('Slab: released');
    const at = Math.ceil(this.used / size) * size;
    const end = at + length * size;
    if (end > this.buffer.byteLength) throw new Error(`Slab: ${end} bytes asked of ${this.buffer.byteLength}`);
    this.used = end;
    return at;
  }
}

/** A spare buffer of `bytes` bytes, zeroed as a new one is, or null. */
function reuse(bytes: number): ArrayBuffer | null {
  const i = spare.findIndex((b) => b.byteLength === bytes);
  if (i < 0) return null;
  const buffer = spare[i] as ArrayBuffer;
  spare.splice(i, 1);
  spareBytes -= bytes;
  new Uint8Array(buffer).fill(0);
  return buffer;
}
