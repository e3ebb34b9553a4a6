import { Slab } from './slab';

// Keys of bytes, each kept whole and compared word for word, in an open-addressed table of typed
// arrays: the visited positions of a search (visited.ts, by the million) and the buried waste's
// verdicts (waste-cover.ts). A hash collision can cost time but never answer for another key. A
// key is written into the table's own buffer (keyBytes, or keyWords: the same memory) and looked
// for there, so that finding it builds nothing. A table made `withValues` keeps a number beside
// each key; one without keeps only the keys (a visited set's millions of them need no word more).

/** find: the key is not in the table. */
export const ABSENT = 0;
/** Bytes of the key buffer (keyBytes): a key may take all but its last word. */
export const KEY_BYTES = 1024;

const EMPTY = 0;

export class KeyTable {
  /** Slot -> the entry there, 0 when free (an entry: the index + 1 of its key's length in the arena). */
  private slots: Int32Array;
  /** Slot -> its key's hash, compared before the key is. */
  private hashes: Int32Array;
  private mask: number;
  /** Entries one after another: the value (withValues), the key's length in bytes, its bytes four to a word. */
  private arena: Int32Array;
  private used = 0;
  /** Words before an entry's length: 1 withValues, else 0. */
  private readonly valueWords: number;
  /** Entries kept. */
  size = 0;
  /** The key to find or add; zero-padded to a whole word (keys are hashed and compared by words). */
  readonly keyBytes: Uint8Array;
  /** keyBytes as words. */
  readonly keyWords: Int32Array;
  /** Where find last looked in vain: the key's hash and the empty slot that ended its search. */
  private lastHash = 0;
  private lastSlot = 0;
  private readonly slab: Slab;

  /** Room for about `expected` keys to start with (it grows as needed). */
  constructor(expected: number, withValues = false) {
    let cap = 16;
    while (cap < expected * 2) cap <<= 1;
    this.valueWords = withValues ? 1 : 0;
    const arena = Math.max(64, expected * (12 + this.valueWords));
    // The arrays start in one buffer (see slab.ts); each grows on its own.
    const slab = new Slab((2 * cap + arena + KEY_BYTES / 4) * 4);
    this.slab = slab;
    this.keyWords = slab.int32(KEY_BYTES / 4);
    this.keyBytes = new Uint8Array(this.keyWords.buffer, this.keyWords.byteOffset, KEY_BYTES);
    this.slots = slab.int32(cap);
    this.hashes = slab.int32(cap);
    this.mask = cap - 1;
    this.arena = slab.int32(arena);
  }

  /** Gives the starting arrays' memory back for later tables (slab.ts): this one must not be used after. */
  release(): void {
    this.slab.release();
  }

  /** Bytes held, for the memory budget. */
  bytes(): number {
    return this.arena.byteLength + this.slots.byteLength * 2;
  }

  /** Copies `len` bytes of `bytes` into keyBytes, zero-padded to a word. */
  setKey(bytes: Uint8Array, len: number): void {
    if (len > KEY_BYTES - 4) throw new Error('solver: a key longer than the key buffer');
    const key = this.keyBytes;
    // A loop, not key.set(bytes.subarray(...)): keys are short, and a subarray is an object made.
    for (let i = 0; i < len; i++) key[i] = bytes[i] as number;
    for (let i = len; (i & 3) !== 0; i++) key[i] = 0;
  }

  /** The hash of the key in keyBytes, `len` bytes zero-padded to a word. */
  hash(len: number): number {
    return hashWords(this.keyWords, (len + 3) >> 2);
  }

  /** Adds the key in keyBytes (`len` bytes, zero-padded to a word); false when it was there. */
  insert(len: number): boolean {
    if (this.find(len) !== ABSENT) return false;
    this.add(len, 0);
    return true;
  }

  /**
   * The entry of the key in keyBytes (`len` bytes, zero-padded to a word), or ABSENT; then it
   * remembers where the key would go, for `add`.
   */
  find(len: number): number {
    const words = (len + 3) >> 2;
    const h = hashWords(this.keyWords, words);
    const slots = this.slots;
    const mask = this.mask;
    let s = h & mask;
    for (;;) {
      const at = slots[s] as number;
      if (at === EMPTY) break;
      if (this.hashes[s] === h && this.sameKey(at - 1, len, words)) return at;
      s = (s + 1) & mask;
    }
    this.lastHash = h;
    this.lastSlot = s;
    return ABSENT;
  }

  /** The value kept with an entry `find` gave (withValues). */
  valueAt(entry: number): number {
    return this.arena[entry - 2] as number;
  }

  /**
   * Adds the key in keyBytes, which `find` has just not found, with `value` (withValues; else
   * not kept). Nothing may come between the two but clear().
   */
  add(len: number, value: number): void {
    const words = (len + 3) >> 2;
    const need = this.valueWords + 1 + words;
    if (this.used + need > this.arena.length) this.growArena(need);
    const arena = this.arena;
    let off = this.used;
    if (this.valueWords !== 0) arena[off++] = value;
    arena[off] = len;
    const key = this.keyWords;
    for (let i = 0; i < words; i++) arena[off + 1 + i] = key[i] as number;
    this.used = off + 1 + words;
    const s = this.lastSlot;
    this.slots[s] = off + 1;
    this.hashes[s] = this.lastHash;
    this.size++;
    if (this.size * 2 > this.mask) this.growSlots();
  }

  /**
   * Forgets every key; the arrays are kept, at the size they grew to. A key `find` has just not
   * found may still be added: it goes where its search starts, every slot being empty.
   */
  clear(): void {
    this.slots.fill(EMPTY);
    this.size = 0;
    this.used = 0;
    this.lastSlot = this.lastHash & this.mask;
  }

  private sameKey(off: number, len: number, words: number): boolean {
    const a = this.arena;
    if (a[off] !== len) return false;
    const key = this.keyWords;
    for (let i = 0; i < words; i++) if (a[off + 1 + i] !== key[i]) return false;
    return true;
  }

  private growArena(need: number): void {
    const next = new Int32Array(Math.max(this.arena.length * 2, this.used + need));
    next.set(this.arena.subarray(0, this.used));
    this.arena = next;
  }

  /** Twice the slots, the entries laid out again (their hashes kept, so no key is read). */
  private growSlots(): void {
    const oldSlots = this.slots;
    const oldHashes = this.hashes;
    const cap = oldSlots.length * 2;
    this.slots = new Int32Array(cap);
    this.hashes = new Int32Array(cap);
    this.mask = cap - 1;
    for (let i = 0; i < oldSlots.length; i++) {
      const at = oldSlots[i] as number;
      if (at === EMPTY) continue;
      const h = oldHashes[i] as number;
      let s = h & this.mask;
      while (this.slots[s] !== EMPTY) s = (s + 1) & this.mask;
      this.slots[s] = at;
      this.hashes[s] = h;
    }
  }
}

function hashWords(key: Int32Array, words: number): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < words; i++) {
    h = Math.imul(h ^ (key[i] as number), 0x9e3779b1);
    h ^= h >>> 15;
  }
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h;
}
