import type { FoundationGroup, Rules } from '../games';
import { foundationGroupOf, foundationRank, groupLength } from '../rules';
import type { State } from '../state';
import { FOUND0, packMove, STOCK_ID, WASTE_ID } from './packed';
import type { SearchLimits, SearchStatus } from './search';

// An exact search for the slot games: columns that hold one card each and build nothing, any card
// into a space, no cells, foundations in suit that are all started, and a stock dealt one card at a
// time in its last pass (Sixes and Sevens). There a position is only where the stock has got to,
// which dealt cards are still in the waste (a stack of them in the order dealt), and which cards
// lie in the slots: the foundations hold the rest. The only choices are to deal, or to move the
// waste's top card into a space; every move home is forced. The search is depth-first, memoised on
// that key, and leaves out the positions a relaxation proves lost (deadWaste). Every rule it relies
// on, and why it is sound, is in docs/solver-tuning.md ("Slot games"); the test
// (test/solver/slots.test.ts) holds it to a plain search of the engine's moves.

/** Can `rules` be searched here at all (the position must also be in its last pass: slotsSearchable)? */
export function isSlotGame(rules: Rules): boolean {
  const stock = rules.stock;
  const groups = [rules.foundations, ...(rules.moreFoundations ?? [])];
  return (
    stock !== null &&
    stock.draw === 1 &&
    rules.build.direction === 'none' &&
    rules.moreBuilds === undefined &&
    rules.space === 'any' &&
    rules.cells === 0 &&
    !rules.foundations.comeBack &&
    groups.every((g) => g.anySuit !== true) &&
    ranksApart(groups)
  );
}

/** Does each rank belong to one group's piles at most (so that a card home has one pile, up to piles alike)? */
function ranksApart(groups: readonly FoundationGroup[]): boolean {
  const seen = new Set<number>();
  for (const g of groups) {
    for (let h = 0; h < groupLength(g); h++) {
      const rank = foundationRank(g, h);
      if (seen.has(rank)) return false;
      seen.add(rank);
    }
  }
  return true;
}

/** May this position be searched here: a slot game in its last pass, one card at most to a column, every pile started. */
export function slotsSearchable(state: State): boolean {
  const passes = state.rules.stock?.passes;
  return (
    isSlotGame(state.rules) &&
    passes === state.pass &&
    state.tableau.every((c) => c.length <= 1) &&
    state.foundations.every((f) => f.length > 0) &&
    state.faceDown.every((d) => d === 0)
  );
}

/** What the log records: a deal, the waste's top into slot s, the waste's top home onto pile f, slot s's card home onto f. */
const DEAL = 0;
const TO_SLOT = 1;
const WASTE_HOME = 2;
const SLOT_HOME = 3;

export class SlotsSearch {
  /** The cards in the order they reach the waste: the waste's at the start (bottom first), then the stock's. */
  private readonly seq: Uint8Array;
  /** How many of seq have been dealt. */
  private dealt: number;
  /** The waste as indices into seq, bottom first. */
  private readonly waste: Int16Array;
  private wasteLen: number;
  /** Each slot's card, -1 when empty. */
  private readonly slots: Int16Array;
  private readonly nSlots: number;
  private readonly nPiles: number;
  /** Each pile's suit and height; pileRank[f * 14 + h]: the rank it takes at height h, 0 when full. */
  private readonly pileSuit: Int8Array;
  private readonly height: Int32Array;
  private readonly pileRank: Int8Array;
  /** Cards in play (slots, waste, stock). */
  private inPlay: number;
  /** The position's key: the waste as bits of seq, then the slot cards as two-bit counts per card, the deal count in the last word's top byte. */
  private readonly key: Int32Array;
  private readonly wasteWords: number;
  private readonly seen: KeySet;
  /** Moves from the start, forced ones included (log[k] = kind | slot << 2 | pile << 7 | seq index << 13). */
  private log = new Int32Array(512);
  private logLen = 0;
  /** Each open frame's log length before the move that reached it, and its next choice. */
  private frameStart = new Int32Array(256);
  private frameNext = new Int8Array(256);
  private depth = -1;
  private outcome: SearchStatus | null = null;
  private line: number[] = [];
  /** Positions left out as proven lost by the relaxation (deadWaste). */
  deadEnds = 0;
  private readonly useDead: boolean;
  private readonly free = new Int8Array(52);
  private readonly heightCopy: Int32Array;

  private readonly dealFirst: boolean;

  /**
   * `order`: which choice each position tries first (the wins each finds fast differ: solve.ts
   * runs one of each). `useDead` false leaves the relaxation out (for measuring it, and the test).
   */
  constructor(state: State, order: 'space-first' | 'deal-first' = 'space-first', useDead = true) {
    if (!slotsSearchable(state)) throw new Error('solver: not a slot game position');
    const rules = state.rules;
    this.useDead = useDead;
    this.dealFirst = order === 'deal-first';
    const stock = [...state.stock].reverse();
    this.seq = Uint8Array.from([...state.waste, ...stock]);
    this.dealt = state.waste.length;
    this.waste = new Int16Array(this.seq.length);
    this.wasteLen = state.waste.length;
    for (let k = 0; k < this.wasteLen; k++) this.waste[k] = k;
    this.nSlots = state.tableau.length;
    this.slots = Int16Array.from(state.tableau, (c) => (c.length ? (c[0] as number) : -1));
    this.nPiles = state.foundations.length;
    this.pileSuit = new Int8Array(this.nPiles);
    this.height = new Int32Array(this.nPiles);
    this.heightCopy = new Int32Array(this.nPiles);
    this.pileRank = new Int8Array(this.nPiles * 14);
    for (let f = 0; f < this.nPiles; f++) {
      const pile = state.foundations[f] as readonly number[];
      const group = foundationGroupOf(rules, f);
      this.pileSuit[f] = (pile[0] as number) & 3;
      this.height[f] = pile.length;
      for (let h = 0; h < groupLength(group); h++) this.pileRank[f * 14 + h] = foundationRank(group, h);
    }
    this.inPlay = this.seq.length + this.slots.filter((c) => c >= 0).length;
    this.wasteWords = (this.seq.length + 31) >> 5;
    this.key = new Int32Array(this.wasteWords + 4);
    for (let k = 0; k < this.wasteLen; k++) this.flipWaste(k);
    for (const c of this.slots) if (c >= 0) this.countSlot(c, 1);
    this.seen = new KeySet(this.key.length);
    this.enter(0);
  }

  get states(): number {
    return this.seen.size;
  }

  get status(): SearchStatus | null {
    return this.outcome;
  }

  /** The packed moves of the win, forced moves home included (after a solved outcome). */
  get winningLine(): readonly number[] {
    return this.line;
  }

  giveUp(): SearchStatus {
    this.outcome ??= 'unknown';
    return this.outcome;
  }

  /** Searches until `expansions` positions were tried, the search ends, or the limits are hit. */
  step(expansions: number, limits: SearchLimits): SearchStatus | null {
    for (let work = 0; work < expansions && this.outcome === null; work++) {
      if (this.depth < 0) return this.end('unsolvable');
      const d = this.depth;
      const next = this.frameNext[d] as number;
      this.frameNext[d] = next + 1;
      // Choice 0 puts the waste's top into a space, 1 deals; deal-first searches try them the other way round.
      const choice = next < 2 && this.dealFirst ? 1 - next : next;
      if (choice === 0) {
        // The waste's top into the first space (spaces are alike).
        const slot = this.slots.indexOf(-1);
        if (this.wasteLen === 0 || slot < 0) continue;
        const mark = this.logLen;
        this.toSlot(slot);
        this.enter(mark);
      } else if (choice === 1) {
        if (this.dealt === this.seq.length) continue;
        const mark = this.logLen;
        this.deal();
        this.enter(mark);
      } else {
        this.undoTo(this.frameStart[d] as number);
        this.depth--;
      }
      if (this.seen.size >= limits.maxStates && this.outcome === null) return this.end('unknown');
    }
    return this.outcome;
  }

  private end(status: SearchStatus): SearchStatus {
    this.outcome = status;
    return status;
  }

  /** After the move that began at log length `mark`: the forced moves, then a frame unless the position is seen, lost or won. */
  private enter(mark: number): void {
    this.playHome();
    if (this.inPlay === 0) {
      this.line = Array.from(this.log.subarray(0, this.logLen), toPacked);
      this.end('solved');
      return;
    }
    if (!this.seen.add(this.key) || (this.useDead && this.deadWaste())) {
      this.undoTo(mark);
      return;
    }
    const d = ++this.depth;
    if (d === this.frameStart.length) {
      this.frameStart = growInt32(this.frameStart);
      const next = new Int8Array(d * 2);
      next.set(this.frameNext);
      this.frameNext = next;
    }
    this.frameStart[d] = mark;
    this.frameNext[d] = 0;
  }

  /** Every card that can go home does (forced: docs/solver-tuning.md), slots first, then the waste's top. */
  private playHome(): void {
    for (let again = true; again; ) {
      again = false;
      for (let s = 0; s < this.nSlots; s++) {
        const c = this.slots[s] as number;
        if (c < 0) continue;
        const f = this.pileFor(c, this.height);
        if (f < 0) continue;
        this.slots[s] = -1;
        this.countSlot(c, -1);
        this.home(f);
        this.record(SLOT_HOME, s, f, 0);
        again = true;
      }
      while (this.wasteLen > 0) {
        const at = this.waste[this.wasteLen - 1] as number;
        const f = this.pileFor(this.seq[at] as number, this.height);
        if (f < 0) break;
        this.wasteLen--;
        this.flipWaste(at);
        this.home(f);
        this.record(WASTE_HOME, 0, f, at);
        again = true;
      }
    }
  }

  /** The pile that takes card `c` now, or -1 (two piles alike take it on the first: either would do). */
  private pileFor(c: number, height: Int32Array): number {
    const rank = (c >> 2) + 1;
    const suit = c & 3;
    for (let f = 0; f < this.nPiles; f++) {
      if (this.pileSuit[f] === suit && this.pileRank[f * 14 + (height[f] as number)] === rank) return f;
    }
    return -1;
  }

  private home(f: number): void {
    this.height[f] = (this.height[f] as number) + 1;
    this.inPlay--;
  }

  private toSlot(s: number): void {
    const at = this.waste[--this.wasteLen] as number;
    const c = this.seq[at] as number;
    this.flipWaste(at);
    this.slots[s] = c;
    this.countSlot(c, 1);
    this.record(TO_SLOT, s, 0, at);
  }

  private deal(): void {
    const at = this.dealt++;
    this.waste[this.wasteLen++] = at;
    this.flipWaste(at);
    this.setDealt();
    this.record(DEAL, 0, 0, 0);
  }

  private record(kind: number, slot: number, pile: number, at: number): void {
    if (this.logLen === this.log.length) this.log = growInt32(this.log);
    this.log[this.logLen++] = kind | (slot << 2) | (pile << 7) | (at << 13);
  }

  /** Takes moves back until the log is `mark` long. */
  private undoTo(mark: number): void {
    while (this.logLen > mark) {
      const e = this.log[--this.logLen] as number;
      const kind = e & 3;
      const slot = (e >> 2) & 31;
      const f = (e >> 7) & 63;
      const at = e >> 13;
      if (kind === DEAL) {
        this.dealt--;
        this.wasteLen--;
        this.flipWaste(this.dealt);
        this.setDealt();
      } else if (kind === TO_SLOT) {
        const c = this.slots[slot] as number;
        this.slots[slot] = -1;
        this.countSlot(c, -1);
        this.waste[this.wasteLen++] = at;
        this.flipWaste(at);
      } else {
        this.height[f] = (this.height[f] as number) - 1;
        this.inPlay++;
        const rank = this.pileRank[f * 14 + (this.height[f] as number)] as number;
        const c = (rank - 1) * 4 + (this.pileSuit[f] as number);
        if (kind === SLOT_HOME) {
          this.slots[slot] = c;
          this.countSlot(c, 1);
        } else {
          this.waste[this.wasteLen++] = at;
          this.flipWaste(at);
        }
      }
    }
  }

  private flipWaste(at: number): void {
    this.key[at >> 5] = (this.key[at >> 5] as number) ^ (1 << (at & 31));
  }

  private countSlot(c: number, n: number): void {
    const w = this.wasteWords + (c >> 4);
    this.key[w] = ((this.key[w] as number) + n * (1 << ((c & 15) * 2))) | 0;
  }

  /** The deal count in the top byte of the key's last word (the slot counts use its low 8 bits: 52 cards). */
  private setDealt(): void {
    const w = this.key.length - 1;
    this.key[w] = ((this.key[w] as number) & 0xffffff) | (this.dealt << 24);
  }

  /**
   * Is the position lost by a relaxation (docs/solver-tuning.md, "Slot games")? The waste's cards
   * still leave only from its top, in order; everything else is eased. A card of the slots, of the
   * stock dealt so far, or taken off the waste is a pool card, free to go home at any time; each
   * time a waste card leaves, every pool card not home must fit in the slots (in the real game the
   * cards dealt since lie above it until they go home or into a slot). Dealing is free. Moves home
   * only help, so the relaxed game is decided by dealing only when the waste's top cannot leave:
   * if the waste's last card cannot leave even with the whole stock dealt, the position is lost.
   */
  private deadWaste(): boolean {
    if (this.wasteLen === 0) return false;
    const free = this.free;
    free.fill(0);
    let pool = 0;
    for (let s = 0; s < this.nSlots; s++) {
      const c = this.slots[s] as number;
      if (c < 0) continue;
      free[c] = (free[c] as number) + 1;
      pool++;
    }
    const h = this.heightCopy;
    h.set(this.height);
    let w = this.wasteLen;
    let next = this.dealt;
    for (;;) {
      pool -= this.closeHome(h);
      // The top leaves home, or into a slot when the pool with it fits the slots (letting it go
      // home whatever the pool only eases the game further).
      while (w > 0) {
        const c = this.seq[this.waste[w - 1] as number] as number;
        if (this.pileFor(c, h) < 0 && pool + 1 > this.nSlots) break;
        free[c] = (free[c] as number) + 1;
        pool += 1 - this.closeHome(h);
        w--;
      }
      if (w === 0) return false;
      if (next === this.seq.length) {
        this.deadEnds++;
        return true;
      }
      const dealt = this.seq[next++] as number;
      free[dealt] = (free[dealt] as number) + 1;
      pool++;
    }
  }

  /** Plays pool cards home onto heights `h` while any pile takes one; returns how many went. */
  private closeHome(h: Int32Array): number {
    const free = this.free;
    let homed = 0;
    for (let progress = true; progress; ) {
      progress = false;
      for (let f = 0; f < this.nPiles; f++) {
        for (;;) {
          const rank = this.pileRank[f * 14 + (h[f] as number)] as number;
          if (rank === 0) break;
          const c = (rank - 1) * 4 + (this.pileSuit[f] as number);
          if ((free[c] as number) === 0) break;
          free[c] = (free[c] as number) - 1;
          h[f] = (h[f] as number) + 1;
          homed++;
          progress = true;
        }
      }
    }
    return homed;
  }
}

/** A log entry as the packed move it stands for. */
function toPacked(e: number): number {
  const kind = e & 3;
  const slot = (e >> 2) & 31;
  const f = (e >> 7) & 63;
  switch (kind) {
    case DEAL:
      return packMove(STOCK_ID, WASTE_ID, 1);
    case TO_SLOT:
      return packMove(WASTE_ID, slot, 1);
    case WASTE_HOME:
      return packMove(WASTE_ID, FOUND0 + f, 1);
    default:
      return packMove(slot, FOUND0 + f, 1);
  }
}

function growInt32(a: Int32Array): Int32Array<ArrayBuffer> {
  const next = new Int32Array(a.length * 2);
  next.set(a);
  return next;
}

/** A set of fixed-length keys of Int32 words (open addressing; keys stored whole, so no false hits). */
class KeySet {
  private readonly words: number;
  private slots: Int32Array;
  private arena: Int32Array;
  private mask: number;
  size = 0;

  constructor(words: number) {
    this.words = words;
    this.slots = new Int32Array(1 << 12);
    this.mask = this.slots.length - 1;
    this.arena = new Int32Array((1 << 11) * words);
  }

  /** Adds the key; false when it was there already. */
  add(key: Int32Array): boolean {
    const h = hash(key);
    const w = this.words;
    for (let s = h & this.mask; ; s = (s + 1) & this.mask) {
      const at = this.slots[s] as number;
      if (at === 0) {
        if ((this.size + 1) * w > this.arena.length) {
          const next = new Int32Array(this.arena.length * 2);
          next.set(this.arena);
          this.arena = next;
        }
        this.arena.set(key, this.size * w);
        this.slots[s] = ++this.size;
        if (this.size * 2 > this.mask) this.grow();
        return true;
      }
      const off = (at - 1) * w;
      let same = true;
      for (let i = 0; i < w && same; i++) same = this.arena[off + i] === key[i];
      if (same) return false;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.mask = this.slots.length - 1;
    const w = this.words;
    for (const at of old) {
      if (at === 0) continue;
      let s = hash(this.arena.subarray((at - 1) * w, at * w)) & this.mask;
      while (this.slots[s] !== 0) s = (s + 1) & this.mask;
      this.slots[s] = at;
    }
  }
}

function hash(key: Int32Array): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < key.length; i++) {
    h = Math.imul(h ^ (key[i] as number), 0x9e3779b1);
    h ^= h >>> 15;
  }
  return Math.imul(h, 0x2c1b3c6d) ^ (h >>> 12);
}
