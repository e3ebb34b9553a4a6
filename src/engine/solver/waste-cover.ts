import type { Rules } from '../games';
import type { State } from '../state';
import { ABSENT, KeyTable } from './key-table';
import { moveFrom, type PackedState, STOCK_ID } from './packed';
import type { RuleTables } from './tables';

// A proof that a position is lost, for the stock games whose columns are runs in suit (the Busy
// Aces family but Fours Up and Penta): a card buried in the waste of the last pass can leave only
// from the top, and by then every card dealt since, and every card taken off the waste before it,
// must lie in the tableau or go home. A column holds one run (its cards follow the build order
// down in suit), so the cards out of the waste and not home must split into at most as many runs
// as there are columns and cells. `buriedWasteLost` checks that in a relaxed game where every card
// out of the waste is free to go home at any time; docs/solver-tuning.md ("Runs in suit") says
// why a position it calls lost is lost. The slot games have the same relaxation with slots for
// runs (slots.ts, deadWaste).

/**
 * Can `rules` be checked here: a stock dealt one card at a time, one foundation group in suit
 * built up from its base with no card coming back, and one build rule, down in suit or regardless
 * of suit (Fours Up), in the foundations' own order and not wrapping (so that a run is a stretch
 * of the foundation order: of one suit's cards, or of any suits').
 */
export function wasteCoverApplies(rules: Rules): boolean {
  const b = rules.build;
  const f = rules.foundations;
  return (
    oneSuitGroupOneBuild(rules) &&
    f.direction === 'up' &&
    b.direction === 'down' &&
    (b.suit === 'same-suit' || b.suit === 'any-suit')
  );
}

/**
 * wasteCoverApplies, or its mirror: foundations built down from a base whose every card starts
 * home (Eights Down: all eight 8s), columns built up in suit from that base. In the foundations'
 * order (place 0 the base, 7 place 1, ... 9 place 12) a column's card then lies on the card one
 * place after it, as in the family's games; the one build that would wrap (a 9 on an 8) never
 * happens, since no base card is in play. The buried waste's check holds there as it is.
 */
export function wasteCheckApplies(rules: Rules): boolean {
  if (wasteCoverApplies(rules)) return true;
  const b = rules.build;
  const f = rules.foundations;
  return (
    oneSuitGroupOneBuild(rules) &&
    f.direction === 'down' &&
    f.baseDealt === true &&
    f.count === 4 * rules.decks &&
    b.direction === 'up' &&
    b.suit === 'same-suit'
  );
}

/**
 * What both ways round ask: a stock dealt one card at a time, one foundation group in suit that
 * keeps its cards and has no set length, and one build rule from the foundations' base, not wrapping.
 */
function oneSuitGroupOneBuild(rules: Rules): boolean {
  const b = rules.build;
  const f = rules.foundations;
  return (
    rules.stock !== null &&
    rules.stock.draw === 1 &&
    rules.moreFoundations === undefined &&
    rules.moreBuilds === undefined &&
    f.anySuit !== true &&
    f.length === undefined &&
    !f.comeBack &&
    b.wraps !== true &&
    b.lowest === f.base
  );
}

/**
 * Per suit and place in the foundation order (suit * 13 + place): cards out of the waste, home
 * now, home at most. Exported with suitRuns, newCounts and addToPool for their tests.
 */
export const pool = new Int8Array(52);
export const homeNow = new Int8Array(52);
export const reach = new Int8Array(52);
/** Each suit's fewest runs (suitRuns), kept while the pool grows. */
const runs = new Int32Array(4);
/** Per suit: 1 where suitRuns last found nothing more of it could go home. */
export const fixedSuit = new Uint8Array(4);
/** A count of runs no way of laying the cards reaches. */
export const INF = 1 << 20;

/**
 * The searches' check (search.ts, best-first.ts), one per starting position: is the position a
 * move just reached proven lost by buriedWasteLost? Asked after a deal only: the waste grows
 * deeper then, and skipping the check elsewhere only proves less.
 *
 * Its verdicts are kept by what buriedWasteLost reads, which is much less than the position: the
 * stock's length, the waste, each suit's pile heights and the room (columns, cells and splits).
 * The columns' and cells' cards are not needed, being every card not in the stock, the waste or
 * home. In the last pass the stock only ever loses its end, so from a start in the last pass every
 * position's stock is the starting stock cut to its length. The keys are whole (a hash finds
 * them, the whole key is compared): a verdict kept is the verdict the check would give. Cast Out
 * Nines deal 1 (a search of every move, 150,000 positions): the check was more than half the time.
 */
export class WasteCheck {
  /** Verdicts by key; cleared when full (memory bound). */
  private readonly verdicts = new VerdictTable();
  /** The key of the position being checked: its first `keyLength` bytes. */
  private keyCodes = new Uint8Array(256);
  private keyLength = 0;
  private readonly heights = new Int32Array(8);
  /** Verdicts given from the kept ones (the tests and measurements read it). */
  hits = 0;

  /**
   * From a start before the last pass (Eights Down's first), the last pass's stock is what the
   * waste held when it was turned over, which differs from line to line: the keys hold it whole.
   */
  private readonly withStock: boolean;

  constructor(lastPass: boolean) {
    this.withStock = !lastPass;
  }

  dealtIntoLoss(p: PackedState, move: number): boolean {
    if (moveFrom(move) !== STOCK_ID) return false;
    if (p.wasteLen === 0 || p.pass !== p.passes) return false;
    // Counted once, for the key and (on a miss) for the check itself.
    const room = roomOf(p);
    this.key(p, room);
    const verdicts = this.verdicts;
    const known = verdicts.get(this.keyCodes, this.keyLength);
    if (known !== UNKNOWN) {
      this.hits++;
      return known === LOST;
    }
    const lost = buriedWasteLost(p, room);
    verdicts.add(this.keyLength, lost);
    return lost;
  }

  /**
   * Writes the key into keyCodes: the stock's length, the room, each suit's pile heights (highest
   * first, each suit's ended by 255), the waste's cards (and, withStock, 255 and the stock's
   * cards). Every code is a byte: cards, lengths and the room are under 255.
   */
  private key(p: PackedState, room: number): void {
    const most = 3 + 4 * (p.nFound + 1) + p.wasteLen + p.stockLen;
    if (this.keyCodes.length < most) this.keyCodes = new Uint8Array(most);
    const codes = this.keyCodes;
    let n = 0;
    codes[n++] = p.stockLen;
    codes[n++] = room;
    const h = this.heights;
    for (let s = 0; s < 4; s++) {
      let m = 0;
      for (let f = 0; f < p.nFound; f++) {
        if (p.fSuit[f] !== s) continue;
        // Insertion, highest first: which pile of a suit is which does not matter.
        let j = m++;
        const len = p.fLen[f] as number;
        while (j > 0 && (h[j - 1] as number) < len) {
          h[j] = h[j - 1] as number;
          j--;
        }
        h[j] = len;
      }
      for (let k = 0; k < m; k++) codes[n++] = h[k] as number;
      codes[n++] = 255;
    }
    for (let k = 0; k < p.wasteLen; k++) codes[n++] = p.waste[k] as number;
    if (this.withStock) {
      codes[n++] = 255;
      for (let k = 0; k < p.stockLen; k++) codes[n++] = p.stock[k] as number;
    }
    this.keyLength = n;
  }
}

/** Verdicts a WasteCheck keeps at most (about 100 bytes each). */
const MAX_VERDICTS = 1 << 18;

/** VerdictTable.get: no verdict kept for the key. */
const UNKNOWN = -1;
const LOST = 1;
const NOT_LOST = 0;

/**
 * Verdicts by whole key (a string of bytes), in a KeyTable (key-table.ts) with a value per key. A
 * Map of strings did the same at about twice the cost of a check answered from it (each key a new
 * string to build and hash, each entry an object for the collector), where the beam's checks are
 * answered one time in ten. Cleared when MAX_VERDICTS are kept, as the Map was.
 */
export class VerdictTable {
  /** Starts small and grows as verdicts are kept: most solves check few positions. */
  private readonly table = new KeyTable(1 << 6, true);

  /** Entries kept. */
  get size(): number {
    return this.table.size;
  }

  /** The verdict kept for the key `codes[0 .. n)`: LOST, NOT_LOST or UNKNOWN. */
  get(codes: Uint8Array, n: number): number {
    const table = this.table;
    table.setKey(codes, n);
    const entry = table.find(n);
    return entry === ABSENT ? UNKNOWN : table.valueAt(entry);
  }

  /** Keeps a verdict for the key `get` has just not found (its `n` bytes). */
  add(n: number, lost: boolean): void {
    const table = this.table;
    if (table.size >= MAX_VERDICTS) table.clear();
    table.add(n, lost ? LOST : NOT_LOST);
  }

  /** The emptied table keeps its arrays: they grew to what the searches needed. */
  clear(): void {
    this.table.clear();
  }
}

const checks = new WeakMap<State, WasteCheck>();

/**
 * The check for the searches from `state`, shared by all of them (a solve runs several on one
 * position), or null where buriedWasteLost does not apply to the game.
 */
export function wasteCheckFor(state: State): WasteCheck | null {
  if (!wasteCheckApplies(state.rules)) return null;
  let check = checks.get(state);
  if (!check) {
    check = new WasteCheck(state.pass === (state.rules.stock?.passes ?? 1));
    checks.set(state, check);
  }
  return check;
}

/**
 * The runs the columns and cells can hold (buriedWasteLost): one a column and a cell, and one more
 * for each card of a column not on its parent (such a column holds one more run, for good).
 */
export function roomOf(p: PackedState): number {
  let room = p.nCols + p.nCells;
  const t = p.t;
  for (let i = 0; i < p.nCols; i++) {
    const len = p.colLen[i] as number;
    const base = i * p.cap;
    const b = t.columnBuilds[i] as Uint8Array;
    for (let k = 1; k < len; k++)
      if (b[(p.cols[base + k] as number) * 52 + (p.cols[base + k - 1] as number)] === 0) room++;
  }
  return room;
}

/**
 * Is the position (of a game wasteCoverApplies to, in its last pass) lost because the waste cannot
 * be emptied? The relaxed game: the cards of the columns and cells, of the stock as far as it has
 * been dealt, and of the waste as far as it has been taken off (the pool) go home freely in any
 * order; the waste's cards leave from the top only, each one home or else only if the pool's cards
 * not home can then still split into at most columns + cells runs (plus the splits the columns
 * have now: a column that is not one run stays so). Dealing is free. Lost when even the whole
 * stock dealt leaves a waste card unable to leave. `roomKnown`: roomOf(p), where the caller has it.
 */
export function buriedWasteLost(p: PackedState, roomKnown?: number): boolean {
  if (p.wasteLen === 0 || p.pass !== p.passes) return false;
  const order = p.t.foundationOrder;
  pool.fill(0);
  homeNow.fill(0);
  const room = roomKnown ?? roomOf(p);
  for (let i = 0; i < p.nCols; i++) {
    const base = i * p.cap;
    for (let k = 0, len = p.colLen[i] as number; k < len; k++) {
      const c = p.cols[base + k] as number;
      add(pool, (c & 3) * 13 + (order[c] as number), 1);
    }
  }
  for (let i = 0; i < p.nCells; i++) {
    const c = p.cells[i] as number;
    if (c >= 0) add(pool, (c & 3) * 13 + (order[c] as number), 1);
  }
  for (let f = 0; f < p.nFound; f++) {
    const s = p.fSuit[f] as number;
    if (s < 0) continue;
    for (let h = 0, len = p.fLen[f] as number; h < len; h++) add(homeNow, s * 13 + h, 1);
  }
  return wasteLost(p.t, p.waste, p.wasteLen, p.stock, p.stockLen, room);
}

/**
 * buriedWasteLost of a position given by what it reads (the run-count game's, run-count.ts):
 * the cards in play by suit * 13 + place in the foundation order, each suit's pile heights
 * (`heights[s * decks + k]`), the waste, the stock (dealt from its end) and the room.
 */
export function buriedWasteLostOf(
  t: RuleTables,
  inPlay: Int8Array,
  heights: Int8Array,
  waste: Uint8Array,
  wasteLen: number,
  stock: Uint8Array,
  stockLen: number,
  room: number,
): boolean {
  if (wasteLen === 0) return false;
  pool.set(inPlay);
  homeNow.fill(0);
  const decks = t.decks;
  for (let s = 0; s < 4; s++)
    for (let k = 0; k < decks; k++)
      for (let h = 0, len = heights[s * decks + k] as number; h < len; h++) add(homeNow, s * 13 + h, 1);
  return wasteLost(t, waste, wasteLen, stock, stockLen, room);
}

/** buriedWasteLost once `pool` and `homeNow` are filled. */
function wasteLost(
  t: RuleTables,
  waste: Uint8Array,
  wasteLen: number,
  stock: Uint8Array,
  stockLen: number,
  room: number,
): boolean {
  const order = t.foundationOrder;
  const decks = t.decks;
  // The pool and home counts are new: every suit's rows are to be worked out.
  newCounts();
  for (let s = 0; s < 4; s++) runs[s] = suitRuns(s, decks);
  // Built regardless of suit (Fours Up), a run takes any suits' cards: the runs are counted over
  // all suits together (anySuitRuns), each suit's reach still its own.
  const anySuit = t.rules.build.suit === 'any-suit';
  let w = wasteLen;
  let dealt = 0;
  // The waste's top card's last try that failed, kept while its suit's pool is unchanged (in suit
  // only): it could not go home, nor can it until its suit changes, and its suit's runs with it
  // out of the waste are still `triedRuns`; only the other suits' runs can let it leave.
  let tried = -1;
  let triedRuns = 0;
  let staleAll = 0;
  stale.fill(0);
  for (;;) {
    while (w > 0) {
      const c = waste[w - 1] as number;
      const s = c & 3;
      const at = s * 13 + (order[c] as number);
      if (tried === w && total(s, triedRuns) - staleAll > room) break;
      staleAll = freshen(decks);
      const homeBefore = reach[at] as number;
      const q = at - s * 13;
      // Where nothing of its suit can go home and it would not either, its runs change by its rises alone.
      const settled = !anySuit && fixedSuit[s] === 1 && takesNone(s, q, decks);
      addToPool(at, 1);
      // Its suit's runs with it out of the waste (free), and the runs as it leaves (onTop): where
      // no copy of it can go home (reach there is what is home now), it goes onto a column's top
      // or into a space, so nothing lies on it yet and it starts a run (rise's `ends`).
      // onTop is read only where it cannot go home (its suit's reach there unchanged).
      let free: number;
      let onTop = 0;
      if (settled) {
        free = (runs[s] as number) + riseAdded(at);
        onTop = free + (q > 0 && (pool[at - 1] as number) >= (pool[at] as number) ? 1 : 0);
      } else {
        free = suitRuns(s, decks);
        if (reach[at] === homeBefore) {
          const out = reach[at] === homeNow[at];
          if (anySuit) onTop = anySuitRuns(decks, out ? q : -1, room);
          else onTop = out ? suitRuns(s, decks, q) : free;
        }
      }
      // It leaves home (the relaxed foundations take it), or into the tableau if the runs fit.
      if (reach[at] === homeBefore && (anySuit ? onTop : total(s, onTop)) > room) {
        addToPool(at, -1);
        if (!anySuit) {
          tried = w;
          triedRuns = onTop;
        }
        break;
      }
      runs[s] = free;
      tried = -1;
      w--;
    }
    if (w === 0) return false;
    if (dealt === stockLen) return true;
    const c = stock[stockLen - 1 - dealt++] as number;
    const s = c & 3;
    const q = order[c] as number;
    const none = !anySuit && takesNone(s, q, decks);
    addToPool(s * 13 + q, 1);
    // A card the relaxed foundations do not take leaves its suit's reach as it is, so its suit's
    // fewest runs change by one at most (for every home count alike): counted stale, and worked
    // out only when a lower bound no longer settles the try (in suit; any suit is worked out now).
    if (none) {
      if (fixedSuit[s] === 1) runs[s] = (runs[s] as number) + riseAdded(s * 13 + q);
      else {
        stale[s] = (stale[s] as number) + 1;
        staleAll++;
      }
    } else {
      runs[s] = suitRuns(s, decks);
      staleAll -= stale[s] as number;
      stale[s] = 0;
    }
    if (s === ((waste[w - 1] as number) & 3)) tried = -1;
  }
}

/**
 * Would one more card of suit `s` at place `q` leave the suit's reach as it is (call before adding
 * it)? Reach at q is the least of the place before's and the cards there; one more raises it only
 * where the cards there were the lesser, and the places after follow from q's.
 */
function takesNone(s: number, q: number, decks: number): boolean {
  return (reach[s * 13 + q] as number) === (q === 0 ? decks : (reach[s * 13 + q - 1] as number));
}

/**
 * Where a suit's home counts are known (fixedSuit: nothing more can go home), its fewest runs are
 * the rises of the pool alone; the change to them from the card just added at `at`.
 */
function riseAdded(at: number): number {
  const q = at % 13;
  const now = pool[at] as number;
  const before = q === 0 ? 0 : (pool[at - 1] as number);
  let d = Math.max(0, now - before) - Math.max(0, now - 1 - before);
  if (q < 12) {
    const after = pool[at + 1] as number;
    d += Math.max(0, after - now) - Math.max(0, after - now + 1);
  }
  return d;
}

/** Per suit: cards added since its runs were worked out, each of which may have changed them by one. */
const stale = new Int32Array(4);

/** Works out the runs of every stale suit again; returns 0 (no suit stale now). */
function freshen(decks: number): number {
  for (let s = 0; s < 4; s++) {
    if (stale[s] === 0) continue;
    runs[s] = suitRuns(s, decks);
    stale[s] = 0;
  }
  return 0;
}

function add(counts: Int8Array, at: number, n: number): void {
  counts[at] = (counts[at] as number) + n;
}

/** The runs of every suit, with suit `s`'s taken as `r`. */
function total(s: number, r: number): number {
  let n = r;
  for (let k = 0; k < 4; k++) if (k !== s) n += runs[k] as number;
  return n;
}

/** Each place's home counts of all suits together, at least and at most, and cards in play (anySuitRuns). */
const homeLo = new Int8Array(13);
const homeHi = new Int8Array(13);
const inPlayAt = new Int8Array(13);
/** The fewest rises so far with h cards home at the place just done (h up to 8), and the next place's. */
const risesBefore = new Int32Array(9);
const risesNext = new Int32Array(9);

/**
 * Regardless of suit: the fewest runs the pool's cards not home can form, where a run is a stretch
 * of the order in any suits. With H cards home at a place (all suits together), the cards out
 * there are those in play less H, and the fewest runs are the sum of each place's rise over the
 * place before it. H lies between the sums of homeNow and reach and never rises along the order
 * (no suit's count does), and the fewest rises over every such H is at most the real runs: the
 * real home counts are one such H (its suits' staircases are left out, which only lowers the bound).
 * Call after suitRuns has set each suit's reach. With `endsAt`, as in suitRuns (-1: none). Its
 * callers ask only whether the runs exceed `atMost`: no count falls from one place to the next, so
 * once every count at a place exceeds it, that place's least is returned (itself over `atMost`).
 */
function anySuitRuns(decks: number, endsAt: number, atMost: number): number {
  let fixed = true;
  for (let k = 0; k < 13; k++) {
    let lo = 0;
    let hi = 0;
    let inPlay = 0;
    for (let s = 0; s < 4; s++) {
      const at = s * 13 + k;
      lo += homeNow[at] as number;
      hi += reach[at] as number;
      inPlay += (homeNow[at] as number) + (pool[at] as number);
    }
    homeLo[k] = lo;
    homeHi[k] = hi;
    inPlayAt[k] = inPlay;
    if (lo !== hi) fixed = false;
  }
  if (fixed) {
    let rises = 0;
    for (let k = 0, before = 0; k < 13; k++) {
      const out = (inPlayAt[k] as number) - (homeLo[k] as number);
      rises = rise(rises, before, out, k === endsAt);
      before = out;
    }
    return rises;
  }
  const most = 4 * decks;
  // Before the first place, as if every card were home there (any count may follow), none out.
  risesBefore[most] = 0;
  let loBefore = most;
  let hiBefore = most;
  let inPlayBefore = most;
  for (let k = 0; k < 13; k++) {
    const inPlay = inPlayAt[k] as number;
    const lo = homeLo[k] as number;
    const hi = homeHi[k] as number;
    for (let h = lo; h <= hi; h++) {
      const out = inPlay - h;
      let best = INF;
      // Only counts between the place before's bounds were possible there.
      for (let before = Math.max(h, loBefore); before <= hiBefore; before++) {
        const r = rise(risesBefore[before] as number, inPlayBefore - before, out, k === endsAt);
        if (r < best) best = r;
      }
      risesNext[h] = best;
    }
    let least = INF;
    for (let h = lo; h <= hi; h++) {
      const r = risesNext[h] as number;
      risesBefore[h] = r;
      if (r < least) least = r;
    }
    if (least > atMost) return least;
    loBefore = lo;
    hiBefore = hi;
    inPlayBefore = inPlay;
  }
  let best = INF;
  for (let h = loBefore; h <= hiBefore; h++) best = Math.min(best, risesBefore[h] as number);
  return best;
}

/**
 * The fewest runs `before` plus the rise from a place with `outBefore` cards out to one with `out`:
 * the runs that start there, as each card out before can carry one card here. With `ends`, one
 * card here (the waste's card as it leaves) has nothing on it yet, so it starts a run whatever the
 * place before holds, and it is out.
 */
function rise(before: number, outBefore: number, out: number, ends = false): number {
  if (before >= INF) return INF;
  if (!ends) return before + (out > outBefore ? out - outBefore : 0);
  return out < 1 ? INF : before + out - Math.min(outBefore, out - 1);
}

/**
 * rise without `ends`, for the rows: no test for a way not open, which (INF or more) only grows
 * and so stays shut; the test in rise cost the rows a tenth of their time.
 */
function up(before: number, outBefore: number, out: number): number {
  return before + (out > outBefore ? out - outBefore : 0);
}

// Each suit's rows. The checks ask suitRuns again and again while the pool grows a card at a
// time, so each suit's working is kept and worked out again only from the places that changed.
// (In a module of its own, read through imports, this ran a tenth slower under tsx.)

/**
 * Per suit and place (suit * 13 + place, times 3): the fewest rises of the pool's cards not home
 * over that suit's places up to this one, with 0, 1 or 2 copies home at it (suitRuns); INF or
 * more where that many cannot be home. Kept while the pool grows, worked out again where it changed.
 */
const rows = new Int32Array(52 * 3);
/** Per suit: a bit for each place whose pool changed since its rows and reach were worked out. */
const changed = new Int32Array(4);
const ALL_PLACES = (1 << 13) - 1;
/** Per suit: the first place where more copies could go home than are home, 13 where none can. */
const firstOpen = new Int8Array(4);

/** The pool and home counts are filled anew: every suit's rows are to be worked out. */
export function newCounts(): void {
  changed.fill(ALL_PLACES);
}

/** A card more (n = 1) or less (-1) in the pool: its suit's rows are out of date at its place. */
export function addToPool(at: number, n: number): void {
  pool[at] = (pool[at] as number) + n;
  const s = (at / 13) | 0;
  changed[s] = (changed[s] as number) | (1 << (at - s * 13));
}

/**
 * Suit `s`: sets reach (each place's copies home at most, the greedy closure: a place takes as many
 * as the place before it has and the pool and home hold), then returns the fewest runs the pool's
 * cards not home can form, over every way home counts between homeNow and reach could stand (the
 * real ones are among them). Runs are stretches of the order, so n cards at each place need the sum
 * of each place's rise over the place before it. With `endsAt`, one card out at that place has
 * nothing on it (rise's `ends`).
 */
export function suitRuns(s: number, decks: number, endsAt = -1): number {
  const o = s * 13;
  if (changed[s] !== 0) updateRows(s, decks);
  return endsAt < 0 ? keptRuns(o) : endingRuns(o, decks, endsAt);
}

/**
 * The rows and reach of suit `s` worked out again where its pool changed. A place reads only the
 * place before it (its row, reach and cards in play) and its own pool, so from a place whose pool
 * did not change and whose row came out as it was, every place up to the next change is as it was:
 * the work skips there. (A row shows its place's reach: the ways open are home now up to it.)
 */
function updateRows(s: number, decks: number): void {
  const o = s * 13;
  let todo = changed[s] as number;
  changed[s] = 0;
  const first = 31 - Math.clz32(todo & -todo);
  let k = first;
  let b0 = INF;
  let b1 = decks === 1 ? 0 : INF;
  let b2 = decks === 2 ? 0 : INF;
  let o0 = 0;
  let o1 = 0;
  let o2 = 0;
  let prevReach = decks;
  // Before place 0, as if every copy were home (any count may follow); else from the row before k.
  for (;;) {
    if (k > 0) {
      const r = (o + k - 1) * 3;
      b0 = rows[r] as number;
      b1 = rows[r + 1] as number;
      b2 = rows[r + 2] as number;
      const inPlay = (pool[o + k - 1] as number) + (homeNow[o + k - 1] as number);
      o0 = inPlay;
      o1 = inPlay - 1;
      o2 = inPlay - 2;
      prevReach = reach[o + k - 1] as number;
    }
    let skipTo = 13;
    for (; k < 13; k++) {
      const lo = homeNow[o + k] as number;
      const inPlay = (pool[o + k] as number) + lo;
      const hi = Math.min(prevReach, inPlay);
      reach[o + k] = hi;
      prevReach = hi;
      // With h home here, from a place before with at least h home.
      const n0 = lo === 0 ? Math.min(up(b0, o0, inPlay), up(b1, o1, inPlay), up(b2, o2, inPlay)) : INF;
      const n1 = lo <= 1 && hi >= 1 ? Math.min(up(b1, o1, inPlay - 1), up(b2, o2, inPlay - 1)) : INF;
      const n2 = hi >= 2 ? up(b2, o2, inPlay - 2) : INF;
      const r = (o + k) * 3;
      const rowKept = rows[r] === n0 && rows[r + 1] === n1 && rows[r + 2] === n2;
      rows[r] = n0;
      rows[r + 1] = n1;
      rows[r + 2] = n2;
      const bit = 1 << k;
      const mine = (todo & bit) !== 0;
      todo &= ~bit;
      if (rowKept && !mine) {
        skipTo = todo === 0 ? 13 : 31 - Math.clz32(todo & -todo);
        break;
      }
      b0 = n0;
      b1 = n1;
      b2 = n2;
      o0 = inPlay;
      o1 = inPlay - 1;
      o2 = inPlay - 2;
    }
    if (skipTo >= 13) break;
    k = skipTo;
  }
  // The first place open to more copies home: before the first change it is as it was.
  let open = (firstOpen[s] as number) < first ? (firstOpen[s] as number) : 13;
  if (open === 13)
    for (let j = first; j < 13; j++)
      if (reach[o + j] !== homeNow[o + j]) {
        open = j;
        break;
      }
  firstOpen[s] = open;
  fixedSuit[s] = open === 13 ? 1 : 0;
}

/**
 * The fewest runs of the suit whose places start at `o` (its rows up to date) with one card out at
 * place `endsAt` required to end its run: the rows from there on with rise's `ends` at that place.
 * Where a row comes out as kept, the rest is as kept too.
 */
function endingRuns(o: number, decks: number, endsAt: number): number {
  let b0 = INF;
  let b1 = decks === 1 ? 0 : INF;
  let b2 = decks === 2 ? 0 : INF;
  let o0 = 0;
  let o1 = 0;
  let o2 = 0;
  if (endsAt > 0) {
    const r = (o + endsAt - 1) * 3;
    b0 = rows[r] as number;
    b1 = rows[r + 1] as number;
    b2 = rows[r + 2] as number;
    const inPlay = (pool[o + endsAt - 1] as number) + (homeNow[o + endsAt - 1] as number);
    o0 = inPlay;
    o1 = inPlay - 1;
    o2 = inPlay - 2;
  }
  // The card's place, with rise's `ends`.
  const lo = homeNow[o + endsAt] as number;
  const hi = reach[o + endsAt] as number;
  const inPlay = (pool[o + endsAt] as number) + lo;
  const n0 =
    lo === 0 ? Math.min(rise(b0, o0, inPlay, true), rise(b1, o1, inPlay, true), rise(b2, o2, inPlay, true)) : INF;
  const n1 = lo <= 1 && hi >= 1 ? Math.min(rise(b1, o1, inPlay - 1, true), rise(b2, o2, inPlay - 1, true)) : INF;
  const n2 = hi >= 2 ? rise(b2, o2, inPlay - 2, true) : INF;
  b0 = n0;
  b1 = n1;
  b2 = n2;
  o0 = inPlay;
  o1 = inPlay - 1;
  o2 = inPlay - 2;
  // The places after it, as in updateRows, until a row comes out as kept.
  for (let k = endsAt + 1; k < 13; k++) {
    const lo = homeNow[o + k] as number;
    const hi = reach[o + k] as number;
    const inPlay = (pool[o + k] as number) + lo;
    const n0 = lo === 0 ? Math.min(up(b0, o0, inPlay), up(b1, o1, inPlay), up(b2, o2, inPlay)) : INF;
    const n1 = lo <= 1 && hi >= 1 ? Math.min(up(b1, o1, inPlay - 1), up(b2, o2, inPlay - 1)) : INF;
    const n2 = hi >= 2 ? up(b2, o2, inPlay - 2) : INF;
    const r = (o + k) * 3;
    if (rows[r] === n0 && rows[r + 1] === n1 && rows[r + 2] === n2) return keptRuns(o);
    b0 = n0;
    b1 = n1;
    b2 = n2;
    o0 = inPlay;
    o1 = inPlay - 1;
    o2 = inPlay - 2;
  }
  return Math.min(b0, b1, b2, INF);
}

/** The fewest runs of the suit whose places start at `o`, from its rows (up to date): INF where no way is open. */
function keptRuns(o: number): number {
  const last = (o + 12) * 3;
  return Math.min(rows[last] as number, rows[last + 1] as number, rows[last + 2] as number, INF);
}
