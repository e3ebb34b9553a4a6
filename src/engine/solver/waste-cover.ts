import type { Rules } from '../games';
import type { PackedState } from './packed';

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
 * built up from its base with no card coming back, and one build rule, down in suit, in the
 * foundations' own order and not wrapping (so that a run is a stretch of a suit's foundation order).
 */
export function wasteCoverApplies(rules: Rules): boolean {
  const b = rules.build;
  const f = rules.foundations;
  return (
    rules.stock !== null &&
    rules.stock.draw === 1 &&
    rules.moreFoundations === undefined &&
    rules.moreBuilds === undefined &&
    f.direction === 'up' &&
    f.anySuit !== true &&
    f.length === undefined &&
    !f.comeBack &&
    b.direction === 'down' &&
    b.suit === 'same-suit' &&
    b.wraps !== true &&
    b.lowest === f.base
  );
}

/** Per suit and place in the foundation order (suit * 13 + place): cards out of the waste, home now, home at most. */
const pool = new Int8Array(52);
const homeNow = new Int8Array(52);
const reach = new Int8Array(52);
/** Each suit's fewest runs (suitRuns), kept while the pool grows. */
const runs = new Int32Array(4);
/** suitRuns' table: the fewest runs up to a place, by how many copies are home there. */
const best = new Int32Array(3);
const nextBest = new Int32Array(3);
const outNow = new Int32Array(3);
const outBefore = new Int32Array(3);
const INF = 1 << 20;

/**
 * Is the position (of a game wasteCoverApplies to, in its last pass) lost because the waste cannot
 * be emptied? The relaxed game: the cards of the columns and cells, of the stock as far as it has
 * been dealt, and of the waste as far as it has been taken off (the pool) go home freely in any
 * order; the waste's cards leave from the top only, each one home or else only if the pool's cards
 * not home can then still split into at most columns + cells runs (plus the splits the columns
 * have now: a column that is not one run stays so). Dealing is free. Lost when even the whole
 * stock dealt leaves a waste card unable to leave.
 */
export function buriedWasteLost(p: PackedState): boolean {
  if (p.wasteLen === 0 || p.pass !== p.passes) return false;
  const t = p.t;
  const order = t.foundationOrder;
  const decks = t.decks;
  pool.fill(0);
  homeNow.fill(0);
  let room = p.nCols;
  for (let i = 0; i < p.nCols; i++) {
    const len = p.colLen[i] as number;
    const base = i * p.cap;
    const b = t.columnBuilds[i] as Uint8Array;
    for (let k = 0; k < len; k++) {
      const c = p.cols[base + k] as number;
      add(pool, (c & 3) * 13 + (order[c] as number), 1);
      // A card not on its parent: the column holds one more run than one, for good.
      if (k > 0 && b[c * 52 + (p.cols[base + k - 1] as number)] === 0) room++;
    }
  }
  for (let i = 0; i < p.nCells; i++) {
    const c = p.cells[i] as number;
    room++;
    if (c >= 0) add(pool, (c & 3) * 13 + (order[c] as number), 1);
  }
  for (let f = 0; f < p.nFound; f++) {
    const s = p.fSuit[f] as number;
    if (s < 0) continue;
    for (let h = 0, len = p.fLen[f] as number; h < len; h++) add(homeNow, s * 13 + h, 1);
  }
  for (let s = 0; s < 4; s++) runs[s] = suitRuns(s, decks);
  let w = p.wasteLen;
  let dealt = 0;
  for (;;) {
    while (w > 0) {
      const c = p.waste[w - 1] as number;
      const s = c & 3;
      const at = s * 13 + (order[c] as number);
      const homeBefore = reach[at] as number;
      add(pool, at, 1);
      const r = suitRuns(s, decks);
      // It leaves home (the relaxed foundations take it), or into the tableau if the runs fit.
      if (reach[at] === homeBefore && total(s, r) > room) {
        add(pool, at, -1);
        suitRuns(s, decks);
        break;
      }
      runs[s] = r;
      w--;
    }
    if (w === 0) return false;
    if (dealt === p.stockLen) return true;
    const c = p.stock[p.stockLen - 1 - dealt++] as number;
    const s = c & 3;
    add(pool, s * 13 + (order[c] as number), 1);
    runs[s] = suitRuns(s, decks);
  }
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

/**
 * Suit `s`: sets reach (each place's copies home at most, the greedy closure: a place takes as many
 * as the place before it has and the pool and home hold), then returns the fewest runs the pool's
 * cards not home can form, over every way home counts between homeNow and reach could stand (the
 * real ones are among them). Runs are stretches of the order, so n cards at each place need the sum
 * of each place's rise over the place before it.
 */
function suitRuns(s: number, decks: number): number {
  const o = s * 13;
  let prevReach = decks;
  for (let k = 0; k < 13; k++) {
    const have = (homeNow[o + k] as number) + (pool[o + k] as number);
    const r = Math.min(prevReach, have);
    reach[o + k] = r;
    prevReach = r;
  }
  // best[h]: the fewest rises so far with h copies home at the place just done (the places home
  // never rise along the order); outBefore[h]: that place's cards out of play then.
  best.fill(INF);
  for (let k = 0; k < 13; k++) {
    const lo = homeNow[o + k] as number;
    const hi = reach[o + k] as number;
    const inPlay = pool[o + k] as number;
    nextBest.fill(INF);
    for (let h = lo; h <= hi; h++) {
      const out = inPlay - (h - lo);
      outNow[h] = out;
      if (k === 0) {
        nextBest[h] = out;
        continue;
      }
      let b = INF;
      for (let hp = h; hp <= decks; hp++) {
        const before = best[hp] as number;
        if (before === INF) continue;
        const v = before + Math.max(0, out - (outBefore[hp] as number));
        if (v < b) b = v;
      }
      nextBest[h] = b;
    }
    best.set(nextBest);
    outBefore.set(outNow);
  }
  let m = INF;
  for (let h = 0; h <= decks; h++) if ((best[h] as number) < m) m = best[h] as number;
  return m;
}
