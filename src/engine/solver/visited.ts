import { KeyTable } from './key-table';
import type { PackedState } from './packed';

// The positions a search has seen, by canonical key: columns in a fixed order of their own (the
// order of the table does not matter to the game, so positions that differ only by it are one; but
// where columns build their own ways, as Penta's left (down) and right (up), only within each way),
// cells sorted, the foundations left out (they hold exactly the cards not in play; but in games of
// foundation groups each group's pile heights, sorted: which pile holds a card home is not told
// by the cards in play where piles take a rank regardless of suit, as Penta's 5 up or down), and for stock
// games the stock, the waste and the pass. In the pass a search starts in, the stock is only ever
// dealt from, so it is the same first cards of the starting stock in every position: its length
// stands for it (a pass is never come back to, and the pass ends the key, so the two forms of key
// never meet). Keys are stored whole and compared byte for byte, so a
// hash collision can cost time but never prune a position wrongly: an exhausted search is a proof.
// Where no rule asks a suit (Penta), cards are keyed by rank: positions alike but for the suits
// are the same game.

const COL_END = 255;
const CELLS_END = 254;
const STOCK_END = 253;
const FOUNDATIONS_END = 252;
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

export class VisitedSet {
  /** The keys (key-table.ts); positions are keyed in its key buffer. */
  private readonly table: KeyTable;
  /** The key being built, as bytes and (the same memory) as words: the table's key buffer. */
  private readonly scratch: Uint8Array;
  private readonly scratchWords: Int32Array;
  private readonly order = new Int32Array(16);
  private readonly sortKey = new Int32Array(16);
  /** The column rows last keyed, and the same memory as words (see columnWords). */
  private wordsOf: Uint8Array | null = null;
  private words: Int32Array | null = null;
  /** The pass of the first position keyed (stock games): the search's starting pass. */
  private firstPass = -1;

  constructor(expected = 1 << 16) {
    // At least 1,024 slots: a search of a few hundred positions never lays its keys out again.
    this.table = new KeyTable(Math.max(expected, 1 << 9));
    this.scratch = this.table.keyBytes;
    this.scratchWords = this.table.keyWords;
  }

  /** Keys kept. */
  get size(): number {
    return this.table.size;
  }

  /** Gives the starting arrays' memory back for later sets (slab.ts): this set must not be used after. */
  release(): void {
    this.table.release();
  }

  /** Bytes held, for the memory budget. */
  bytes(): number {
    return this.table.bytes();
  }

  /** Adds the position's key; false when it was already there. */
  add(p: PackedState): boolean {
    return this.table.insert(this.encode(p));
  }

  /**
   * Adds a key made elsewhere (the run-count game's, run-count.ts): `len` bytes of `bytes`, at
   * most KEY_BYTES - 4. False when it was already there. Keys of positions and these are never mixed.
   */
  addBytes(bytes: Uint8Array, len: number): boolean {
    this.table.setKey(bytes, len);
    return this.table.insert(len);
  }

  /** The hash of a position's canonical key, and (lazily) the key as text, for the same position. */
  keyHash(p: PackedState): number {
    this.lastLength = this.encode(p);
    return this.table.hash(this.lastLength);
  }

  /** The key text of the position last given to keyHash. */
  lastKeyText(): string {
    return this.scratchText(this.lastLength);
  }

  private lastLength = 0;

  private scratchText(len: number): string {
    let text = '';
    for (let i = 0; i < len; i++) text += String.fromCharCode(this.scratch[i] as number);
    return text;
  }

  /**
   * Writes the columns into the key in the order `order`, each its cards, COL_END, and zeros to
   * the end of the word (so each column starts on a word); returns the key's length so far.
   * Column rows in p.cols start on a word too: they are copied a word at a time where the
   * platform allows (far faster than byte by byte), keeping only the bytes below the top.
   */
  private encodeColumns(p: PackedState): number {
    const order = this.order;
    const words = this.columnWords(p);
    if (words === null) {
      const key = this.scratch;
      let k = 0;
      for (let i = 0; i < p.nCols; i++) {
        const col = order[i] as number;
        const len = p.colLen[col] as number;
        const base = col * p.cap;
        for (let j = 0; j < len; j++) key[k++] = p.cols[base + j] as number;
        key[k++] = COL_END;
        while ((k & 3) !== 0) key[k++] = 0;
      }
      return k;
    }
    const key = this.scratchWords;
    let w = 0;
    for (let i = 0; i < p.nCols; i++) {
      const col = order[i] as number;
      const len = p.colLen[col] as number;
      const at = (col * p.cap) >> 2;
      const whole = len >> 2;
      for (let j = 0; j < whole; j++) key[w++] = words[at + j] as number;
      // The last word: the cards left (little-endian: the low bytes), COL_END, then zeros.
      const bits = (len & 3) * 8;
      const rest = bits === 0 ? 0 : (words[at + whole] as number) & ((1 << bits) - 1);
      key[w++] = rest | (COL_END << bits);
    }
    return w * 4;
  }

  /** p.cols as words, when rows start on a word and the platform is little-endian; else null. */
  private columnWords(p: PackedState): Int32Array | null {
    if (p.cols !== this.wordsOf) {
      const cols = p.cols;
      this.wordsOf = cols;
      const aligned = (p.cap & 3) === 0 && (cols.byteOffset & 3) === 0 && (cols.byteLength & 3) === 0;
      this.words = aligned && LITTLE_ENDIAN ? new Int32Array(cols.buffer, cols.byteOffset, cols.byteLength >> 2) : null;
    }
    return this.words;
  }

  /**
   * Grouped games: each group's pile heights as a sorted list, then FOUNDATIONS_END; returns the
   * new length. Sorted, since piles of a group that hold the same cards are alike (in suit, the
   * suit is told by the cards in play).
   */
  private encodeGroups(p: PackedState, at: number): number {
    const key = this.scratch;
    let k = at;
    const t = p.t;
    for (let g = 0; g < t.groupLength.length; g++) {
      const start = k;
      for (let i = 0; i < p.nFound; i++) {
        if (t.pileGroup[i] !== g) continue;
        k = insertSorted(key, start, k, p.fLen[i] as number);
      }
      key[k++] = FOUNDATIONS_END;
    }
    return k;
  }

  /**
   * The key of a game where no rule asks a suit (RuleTables.suitless): the same as encode's with
   * every card written as its rank (0..12), columns sorted by their ranks.
   */
  private encodeSuitless(p: PackedState): number {
    const key = this.scratch;
    const order = this.order;
    const n = p.nCols;
    for (let i = 0; i < n; i++) order[i] = i;
    for (let i = 1; i < n; i++) {
      const x = order[i] as number;
      let j = i - 1;
      for (; j >= 0 && rankColumnAfter(p, order[j] as number, x); j--) order[j + 1] = order[j] as number;
      order[j + 1] = x;
    }
    let k = 0;
    for (let i = 0; i < n; i++) {
      const col = order[i] as number;
      const base = col * p.cap;
      for (let j = 0, len = p.colLen[col] as number; j < len; j++) key[k++] = (p.cols[base + j] as number) >> 2;
      key[k++] = COL_END;
    }
    return this.encodeRest(p, k, 2);
  }

  /** Writes the canonical key into the scratch buffer; returns its length. */
  private encode(p: PackedState): number {
    if (p.t.suitless) return this.encodeSuitless(p);
    const order = this.order;
    const n = p.nCols;
    // Columns sorted by their build (one for most games), then their bottom card (spaces last);
    // only equal bottoms (two decks, or two spaces) need the whole columns compared.
    const sortKey = this.sortKey;
    const group = p.t.columnGroup;
    for (let i = 0; i < n; i++) {
      order[i] = i;
      const len = p.colLen[i] as number;
      sortKey[i] = (group[i] as number) * 2048 + (len === 0 ? 1000 : (p.cols[i * p.cap] as number));
    }
    for (let i = 1; i < n; i++) {
      const x = order[i] as number;
      const kx = sortKey[x] as number;
      let j = i - 1;
      for (; j >= 0; j--) {
        const y = order[j] as number;
        const ky = sortKey[y] as number;
        if (ky < kx || (ky === kx && compareColumns(p, y, x) <= 0)) break;
        order[j + 1] = y;
      }
      order[j + 1] = x;
    }
    return this.encodeRest(p, this.encodeColumns(p), 0);
  }

  /**
   * Writes what follows the columns at `at`: the cells, the groups' heights, stock, waste and pass;
   * each card as `card >> shift` (0: the card; 2: its rank, encodeSuitless). Returns the key's length.
   */
  private encodeRest(p: PackedState, at: number, shift: number): number {
    const key = this.scratch;
    let k = at;
    // Cells as a sorted set (insertion into the key).
    const start = k;
    for (let i = 0; i < p.nCells; i++) {
      const c = p.cells[i] as number;
      if (c < 0) continue;
      k = insertSorted(key, start, k, c >> shift);
    }
    key[k++] = CELLS_END;
    if (p.t.grouped) k = this.encodeGroups(p, k);
    if (p.hasStock) {
      if (this.firstPass < 0) this.firstPass = p.pass;
      if (p.pass === this.firstPass) key[k++] = p.stockLen;
      else {
        for (let i = 0; i < p.stockLen; i++) key[k++] = (p.stock[i] as number) >> shift;
        key[k++] = STOCK_END;
      }
      for (let i = 0; i < p.wasteLen; i++) key[k++] = (p.waste[i] as number) >> shift;
      key[k++] = p.pass;
    }
    // Zero the rest of the last word: keys are hashed and compared a word at a time.
    for (let i = k; (i & 3) !== 0; i++) key[i] = 0;
    return k;
  }
}

/** Puts `v` into the sorted run key[start..end) (insertion); returns the run's new end. */
function insertSorted(key: Uint8Array, start: number, end: number, v: number): number {
  let j = end;
  while (j > start && (key[j - 1] as number) > v) {
    key[j] = key[j - 1] as number;
    j--;
  }
  key[j] = v;
  return end + 1;
}

/**
 * Whether column `y` comes after column `x` in encodeSuitless's order: by tableau group, then by
 * ranks. A function of the module, not a closure made in every encode: tsx (the win-rate runs)
 * names each closure as it is made, which cost Penta's solves a sixth of their time.
 */
function rankColumnAfter(p: PackedState, y: number, x: number): boolean {
  const group = p.t.columnGroup;
  const gy = group[y] as number;
  const gx = group[x] as number;
  return gy !== gx ? gy > gx : compareColumns(p, y, x, 2) > 0;
}

/** Columns in the key's order, bottom first (spaces last); by ranks with `shift` 2 (encodeSuitless). */
function compareColumns(p: PackedState, a: number, b: number, shift = 0): number {
  const la = p.colLen[a] as number;
  const lb = p.colLen[b] as number;
  if (la === 0 || lb === 0) return la === 0 ? (lb === 0 ? 0 : 1) : -1;
  const ba = a * p.cap;
  const bb = b * p.cap;
  const m = Math.min(la, lb);
  for (let i = 0; i < m; i++) {
    const d = ((p.cols[ba + i] as number) >> shift) - ((p.cols[bb + i] as number) >> shift);
    if (d !== 0) return d;
  }
  return la - lb;
}
