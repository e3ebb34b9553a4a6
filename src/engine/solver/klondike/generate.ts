import type { Layout } from './layout';
import {
  apply,
  buildsOnCard,
  F2T,
  FOUND,
  goesHome,
  make,
  moveA,
  moveB,
  moveRedeal,
  pair,
  rankOfCard,
  reachable,
  redSuit,
  runStart,
  staysHome,
  T2F,
  T2T,
  TAL,
} from './moves';

// The moves the search tries from a packed position. Three kinds of move change nothing a win
// needs until a later move uses what they made, so each comes only together with its use, as one
// move (docs/solver-tuning.md, Klondike, rules 5 to 7): a card back from a foundation; a run moved
// off a face-up card that it was built on (rule 6: the card it leaves on top is the one made
// useful); and, with draw one and unlimited passes, a talon card put on a column (rule 7).

const places: number[] = [];
const tops = new Int16Array(64);
const after = new Uint8Array(1024);
const pairTops = new Int16Array(64);
const uses: number[] = [];
// Where each card lies in the position being listed, for the moves that put a card on a given
// one (`coverings`: only two cards can): in a column's top run as column * 64 + index, or -1; its
// talon place as `reachable` lists it (with the turn flag), or -1, and that place's rank in the
// list; its place in the talon (1-based), or 0.
const inRun = new Int16Array(52);
const atPlace = new Int16Array(52);
const placeRank = new Int16Array(52);
const inTalon = new Uint8Array(52);
/** The column each card is the top of, or -1; and the columns a card may go to (`destinations`). */
const topAt = new Int8Array(52);
const dests = new Int8Array(2);
/** The talon's length and the pass in the position listed. */
let inTalonCount = 0;
let passNow = 0;

/**
 * Which moves a search tries. `full`: every move, those of rules 5 to 7 only with their use.
 * `quick`: only moves wins usually need (no run moved off a face-up card that cannot go home then,
 * no foundation card coming back), rules 6 and 7 too, for a quick search for a win whose running
 * dry proves nothing.
 * `plain`: as `full` without rules 6 and 7 and without leaving out the cards that stay home
 * (moves.ts staysHome), to hold them to in tests.
 */
export type MovePlan = 'full' | 'quick' | 'plain';

/** Every move of the position by `plan`, into `out` (cleared first). Scores for the move order go to `score`. */
export function generate(L: Layout, b: Uint8Array, out: number[], score: number[], plan: MovePlan = 'full'): void {
  const pruned = plan === 'quick';
  const pairs = plan !== 'plain';
  out.length = 0;
  score.length = 0;
  const n = L.nCols;
  const firstEmpty = columnTops(L, b, tops);
  // The talon's places, for the talon moves and for the uses of column and foundation moves
  // (which leave the talon as it is).
  places.length = 0;
  reachable(L, b, places);
  locate(L, b);
  // Rule 7 holds where every talon card can be had at any time: draw one, unlimited passes.
  const talonWaits = pairs && L.draw === 1 && L.passes === 0;

  for (let c = 0; c < n; c++) {
    const len = b[L.len + c] as number;
    const down = b[L.down + c] as number;
    if (len === 0 || len === down) continue;
    const base = c * L.slot;
    const top = tops[c] as number;
    // Turning up a face-down card is what Klondike is about: those moves first.
    if (goesHome(L, b, top)) {
      out.push(make(T2F, c, 0, 0));
      score.push(100 + (len - 1 === down && down > 0 ? 60 : 0));
    }
    const start = runStart(L, b, c);
    for (let i = start; i < len; i++) {
      if (pruned && i > down && !goesHome(L, b, b[base + i - 1] as number)) continue;
      const card = b[base + i] as number;
      const uncovers = i === down && down > 0;
      const empties = i === 0;
      // Off a card it is built on (rule 6): only with a use of the card it leaves on top.
      const waits = pairs && i > start;
      let listed = false;
      const count = destinations(card, c, firstEmpty, empties);
      for (let k = 0; k < count; k++) {
        const d = dests[k] as number;
        const sc = uncovers ? 80 + down : (tops[d] as number) < 0 ? 5 : empties ? 60 : 10;
        const m = make(T2T, c, i, d);
        if (waits) {
          if (!listed) runUses(L, b, c, b[base + i - 1] as number);
          listed = true;
          pairRun(L, b, m, c, d, !pruned, sc, out, score);
        } else {
          out.push(m);
          score.push(sc);
        }
      }
    }
  }

  for (const place of places) {
    const q = place & 63;
    const redeal = place >= 64;
    const card = b[L.talon + q - 1] as number;
    if (goesHome(L, b, card)) {
      out.push(make(TAL, q, FOUND, 0, redeal));
      score.push(90);
    }
    const count = destinations(card, -1, firstEmpty, false);
    for (let k = 0; k < count; k++) {
      const d = dests[k] as number;
      const m = make(TAL, q, d, 0, redeal);
      if (talonWaits) talonUses(L, b, m, d, !pruned, out, score);
      else {
        out.push(m);
        score.push(8);
      }
    }
  }

  if (L.comeBack && !pruned) backAndUse(L, b, out, score, pairs);
}

/**
 * The uses of card X, column c's card just under its top run's part that moves (rule 6), into
 * `uses`: X going home, a card onto it from another column or the talon, a foundation's card onto
 * it. They are the same whichever column the run goes to, so they are listed once for all: the
 * column it goes to holds no card that builds on X (its top run is of higher ranks than the run's
 * head, which is X's rank less one; so the move undone is never among them), and the talon and
 * the foundations do not change.
 */
function runUses(L: Layout, b: Uint8Array, c: number, x: number): void {
  uses.length = 0;
  if (goesHome(L, b, x)) uses.push(make(T2F, c, 0, 0));
  coverings(L, c, x, uses);
  if (L.comeBack) foundationCovers(L, b, c, x, uses);
}

/** Each foundation's top card (none that stays home) that builds on `card`, column x's top, onto it. */
function foundationCovers(L: Layout, a: Uint8Array, x: number, card: number, into: number[]): void {
  for (let s = 0; s < 4; s++) {
    const h = a[L.found + s] as number;
    if (h > 0 && !staysHome(L, a, s) && buildsOnCard((h - 1) * 4 + s, card)) into.push(make(F2T, s, x, 0));
  }
}

/**
 * The run move `first` (column c's run off its card X, which is `uses`' card, onto column d's top)
 * with each of `uses`, and (`twice`) with a foundation's top card back and the one below it onto
 * X. The column tops after the move are `tops` with X on c and c's old top on d.
 */
function pairRun(
  L: Layout,
  b: Uint8Array,
  first: number,
  c: number,
  d: number,
  twice: boolean,
  sc: number,
  out: number[],
  score: number[],
): void {
  for (const use of uses) {
    out.push(pair(first, use));
    score.push(sc);
  }
  if (!twice || !L.comeBack) return;
  const len = b[L.len + c] as number;
  const x = b[c * L.slot + moveB(first) - 1] as number;
  pairTops.set(tops);
  pairTops[c] = x;
  pairTops[d] = b[c * L.slot + len - 1] as number;
  const from = out.length;
  backTwice(L, b, c, x, true, firstEmptyOf(L, pairTops), out);
  for (let k = from; k < out.length; k++) {
    out[k] = pair(first, out[k] as number);
    score.push(sc);
  }
}

/**
 * The talon move `first` (a card W onto column x; rule 7, draw one and unlimited passes) with
 * each move that uses W: a card onto it from another column, the talon or a foundation, or
 * (`twice`) a foundation's top card back and the one below it onto W. A winning line that plays
 * `first` can leave W in the talon until that use, every move between unchanged but for where W
 * lies, or leave it out where no use comes (docs/solver-tuning.md, Klondike, rule 7).
 */
function talonUses(
  L: Layout,
  b: Uint8Array,
  first: number,
  x: number,
  twice: boolean,
  out: number[],
  score: number[],
): void {
  // The position after `first` differs from b only in x's top (W) and the talon, whose places
  // coverings works out from the old ones: no copy of it is needed.
  const card = b[L.talon + moveA(first) - 1] as number;
  uses.length = 0;
  coverings(L, x, card, uses, first);
  if (L.comeBack) {
    foundationCovers(L, b, x, card, uses);
    if (twice) {
      pairTops.set(tops);
      pairTops[x] = card;
      backTwice(L, b, x, card, true, firstEmptyOf(L, pairTops), uses);
    }
  }
  for (const use of uses) {
    out.push(pair(first, use));
    score.push(8);
  }
}

/**
 * A card c comes back from a foundation only together with its use, as one move: a card built on
 * it, or the card below it on its foundation coming back too. A winning line that brings c back
 * and never uses it so wins as well with c left home; and one that uses it can bring it back just
 * before the use, the moves between not touching c, its column's top or its foundation
 * (docs/solver-tuning.md, Klondike, rule 5). So every line has a form where each card back is
 * used by the next move.
 */
function backAndUse(L: Layout, b: Uint8Array, out: number[], score: number[], keepHome: boolean): void {
  const n = L.nCols;
  const empty = firstEmptyOf(L, tops);
  for (let s = 0; s < 4; s++) {
    const h = b[L.found + s] as number;
    if (h === 0 || (keepHome && staysHome(L, b, s))) continue;
    const card = (h - 1) * 4 + s;
    for (let x = 0; x < n; x++) {
      const t = tops[x] as number;
      if (t < 0 ? x !== empty || rankOfCard(card) !== 13 : !buildsOnCard(card, t)) continue;
      const back = make(F2T, s, x, 0);
      const a = after.subarray(0, L.size);
      a.set(b.subarray(0, L.size));
      apply(L, a, back);
      pairTops.set(tops);
      pairTops[x] = card;
      uses.length = 0;
      usesOf(L, a, x, s, card, keepHome, uses);
      for (const use of uses) {
        out.push(pair(back, use));
        score.push(1);
      }
    }
  }
}

/**
 * The moves of `a` (just after `card` came back to column x; `pairTops` its column tops) that use
 * it, into `into`; `keepHome`: none brings back a card that stays home.
 */
function usesOf(
  L: Layout,
  a: Uint8Array,
  x: number,
  suit: number,
  card: number,
  keepHome: boolean,
  into: number[],
): void {
  const n = L.nCols;
  const empty = firstEmptyOf(L, pairTops);
  // The columns but x and the talon are as in the position listed: its cards' places hold.
  coverings(L, x, card, into);
  for (let s = 0; s < 4; s++) {
    const h = a[L.found + s] as number;
    if (h === 0 || (keepHome && staysHome(L, a, s))) continue;
    const top = (h - 1) * 4 + s;
    // Another foundation's card onto it; or the card below it on its own foundation back too.
    if (s !== suit && buildsOnCard(top, card)) into.push(make(F2T, s, x, 0));
    if (s !== suit) continue;
    for (let d = 0; d < n; d++) {
      const t = pairTops[d] as number;
      if (t < 0 ? d === empty && rankOfCard(top) === 13 : buildsOnCard(top, t)) into.push(make(F2T, s, d, 0));
    }
  }
  backTwice(L, a, x, card, keepHome, empty, into);
}

/**
 * The uses of `card` (column x's top in `a`, just made by a move that waits) that also use a
 * second waiting move: a foundation's top card c back to a column z, then the card below it onto
 * `card`, as one move (F2T with its second column), into `into`. That next card's move is the
 * first use of both, so they cannot each come just before it (docs/solver-tuning.md, Klondike,
 * rules 5 to 7: two waiting moves and their common use). `pairTops`: the column tops of `a`;
 * `empty` its first empty column.
 */
function backTwice(
  L: Layout,
  a: Uint8Array,
  x: number,
  card: number,
  keepHome: boolean,
  empty: number,
  into: number[],
): void {
  for (let s = 0; s < 4; s++) {
    const h = a[L.found + s] as number;
    if (h < 2 || !buildsOnCard((h - 2) * 4 + s, card)) continue;
    if (keepHome && (staysHome(L, a, s) || staysHome(L, a, s, h - 1))) continue;
    const top = (h - 1) * 4 + s;
    for (let z = 0; z < L.nCols; z++) {
      const t = pairTops[z] as number;
      if (t < 0 ? z === empty && rankOfCard(top) === 13 : buildsOnCard(top, t)) into.push(make(F2T, s, z, x + 1));
    }
  }
}

/** Each column's top card into `into`, or -1 when empty (a face-down top cannot be: it turns up); returns the first empty column, or -1. */
function columnTops(L: Layout, b: Uint8Array, into: Int16Array): number {
  for (let c = 0; c < L.nCols; c++) {
    const len = b[L.len + c] as number;
    into[c] = len === 0 ? -1 : (b[c * L.slot + len - 1] as number);
  }
  return firstEmptyOf(L, into);
}

function firstEmptyOf(L: Layout, columnTops: Int16Array): number {
  for (let c = 0; c < L.nCols; c++) if ((columnTops[c] as number) < 0) return c;
  return -1;
}

/** Fills `inRun`, `atPlace`, `placeRank` and `inTalon` for position `b` (whose talon places are `places`). */
function locate(L: Layout, b: Uint8Array): void {
  inRun.fill(-1);
  topAt.fill(-1);
  for (let c = 0; c < L.nCols; c++) if ((tops[c] as number) >= 0) topAt[tops[c] as number] = c;
  atPlace.fill(-1);
  inTalon.fill(0);
  for (let c = 0; c < L.nCols; c++) {
    const len = b[L.len + c] as number;
    if (len === 0) continue;
    for (let i = runStart(L, b, c); i < len; i++) inRun[b[c * L.slot + i] as number] = c * 64 + i;
  }
  const tn = b[L.tn] as number;
  inTalonCount = tn;
  passNow = b[L.pass] as number;
  for (let q = 1; q <= tn; q++) inTalon[b[L.talon + q - 1] as number] = q;
  for (let k = 0; k < places.length; k++) {
    const place = places[k] as number;
    const card = b[L.talon + (place & 63) - 1] as number;
    atPlace[card] = place;
    placeRank[card] = k;
  }
}

/**
 * The moves that put a card on `card`, column x's top, into `into`: a run from another column's
 * top run, or a talon card, in the order of a scan of the columns and then of the talon places.
 * Only two cards build on it (one rank lower, the other colour's two suits). The columns but x
 * are as in the position listed (`locate`); the talon too, unless `played` is a talon move that
 * put its card on x (rule 7): then the talon's places are those after it.
 */
function coverings(L: Layout, x: number, card: number, into: number[], played = -1): void {
  const r = rankOfCard(card);
  if (r === 1) return;
  const red = redSuit(card & 3);
  const one = (r - 2) * 4 + (red ? 0 : 1);
  const two = (r - 2) * 4 + (red ? 3 : 2);
  const w1 = inRun[one] as number;
  const w2 = inRun[two] as number;
  const c1 = w1 >= 0 && w1 >> 6 !== x ? w1 : -1;
  const c2 = w2 >= 0 && w2 >> 6 !== x ? w2 : -1;
  const [first, second] = c2 >= 0 && (c1 < 0 || c2 < c1) ? [c2, c1] : [c1, c2];
  if (first >= 0) into.push(make(T2T, first >> 6, first & 63, x));
  if (second >= 0) into.push(make(T2T, second >> 6, second & 63, x));
  const p1 = played >= 0 ? placeAfter(L, played, inTalon[one] as number) : placeNow(one);
  const p2 = played >= 0 ? placeAfter(L, played, inTalon[two] as number) : placeNow(two);
  const [t1, t2] = p2 >= 0 && (p1 < 0 || p2 >> 7 < p1 >> 7) ? [p2, p1] : [p1, p2];
  if (t1 >= 0) into.push(make(TAL, t1 & 63, x, 0, (t1 & 64) !== 0));
  if (t2 >= 0) into.push(make(TAL, t2 & 63, x, 0, (t2 & 64) !== 0));
}

/**
 * The columns, not `from`, that `card` may go to, in order, into `dests`; returns how many: the
 * columns whose top is one of the two cards it builds on, or for a king the first empty column
 * (unless `whole`: the king heads its whole column already, and that move would change nothing).
 */
function destinations(card: number, from: number, firstEmpty: number, whole: boolean): number {
  const r = rankOfCard(card);
  if (r === 13) {
    if (firstEmpty < 0 || whole) return 0;
    dests[0] = firstEmpty;
    return 1;
  }
  const red = redSuit(card & 3);
  const a = topAt[r * 4 + (red ? 0 : 1)] as number;
  const z = topAt[r * 4 + (red ? 3 : 2)] as number;
  const d1 = a === from ? -1 : a;
  const d2 = z === from ? -1 : z;
  let count = 0;
  if (d1 >= 0 && (d2 < 0 || d1 < d2)) {
    dests[count++] = d1;
    if (d2 >= 0) dests[count++] = d2;
  } else if (d2 >= 0) {
    dests[count++] = d2;
    if (d1 >= 0) dests[count++] = d1;
  }
  return count;
}

/** A card's talon place in the position listed, with its rank in the list above bit 7; or -1. */
function placeNow(card: number): number {
  const place = atPlace[card] as number;
  return place < 0 ? -1 : place | ((placeRank[card] as number) << 7);
}

/**
 * The place, after the talon move `played` of the position listed, of the card at place k of the
 * position listed (0: not in the talon), as `reachable` would list it there, with its rank in that
 * list above bit 7; or -1. After the move the talon is one shorter and the waste's place is just
 * below the card played; places come in the order reachable lists them: those reached by
 * drawing, upwards, then those after a turn of the waste, upwards.
 */
function placeAfter(L: Layout, played: number, k: number): number {
  const q = moveA(played);
  if (k === 0 || k === q) return -1;
  const tn = inTalonCount - 1;
  const p = q - 1;
  const at = k < q ? k : k - 1;
  const drawn = (at === p && p > 0) || (at > p && ((at - p) % L.draw === 0 || at === tn));
  if (drawn) return at | (at << 7);
  const pass = passNow + (moveRedeal(played) ? 1 : 0);
  if (at % L.draw !== 0 || at >= tn || (L.passes > 0 && pass >= L.passes)) return -1;
  return at | 64 | ((64 + at) << 7);
}
