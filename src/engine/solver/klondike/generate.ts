import type { Layout } from './layout';
import {
  apply,
  buildsOnCard,
  F2T,
  FOUND,
  goesHome,
  make,
  PAIR,
  rankOfCard,
  reachable,
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
const usePlaces: number[] = [];

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
      const rank = rankOfCard(card);
      for (let d = 0; d < n; d++) {
        if (d === c) continue;
        const t = tops[d] as number;
        let sc: number;
        if (t < 0) {
          // A king-headed run into the first space, unless it is already the whole column.
          if (d !== firstEmpty || rank !== 13 || empties) continue;
          sc = uncovers ? 80 + down : 5;
        } else if (buildsOnCard(card, t)) sc = uncovers ? 80 + down : empties ? 60 : 10;
        else continue;
        const m = make(T2T, c, i, d);
        if (waits) withUses(L, b, m, c, d, true, !pruned, sc, out, score);
        else {
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
    for (let d = 0; d < n; d++) {
      const t = tops[d] as number;
      if (t < 0 ? d !== firstEmpty || rankOfCard(card) !== 13 : !buildsOnCard(card, t)) continue;
      const m = make(TAL, q, d, 0, redeal);
      if (talonWaits) withUses(L, b, m, -1, d, false, !pruned, 8, out, score);
      else {
        out.push(m);
        score.push(8);
      }
    }
  }

  if (L.comeBack && !pruned) backAndUse(L, b, out, score, pairs);
}

/**
 * `first` (a run moved from column `from` to `to`, or a talon card to `to`) together with each
 * move that uses what it made: a card onto the new top of `from` (or, `fromHome`, that card going
 * home) for a run; a card onto the talon card for a talon move. Rules 6 and 7: a winning line that
 * plays `first` can wait with it until that use, every move between unchanged but for where the
 * moved cards lie, or leave it out where no use comes; so some winning line plays each such move
 * just before its use. A run from `to` back onto `from` is the move undone, left out.
 */
function withUses(
  L: Layout,
  b: Uint8Array,
  first: number,
  from: number,
  to: number,
  fromHome: boolean,
  twice: boolean,
  sc: number,
  out: number[],
  score: number[],
): void {
  const a = after.subarray(0, L.size);
  a.set(b.subarray(0, L.size));
  apply(L, a, first);
  const x = from >= 0 ? from : to;
  const len = a[L.len + x] as number;
  const card = a[x * L.slot + len - 1] as number;
  uses.length = 0;
  if (fromHome && goesHome(L, a, card)) uses.push(make(T2F, x, 0, 0));
  coverings(L, a, x, to, card, from >= 0 ? places : talonPlaces(L, a), (m) => uses.push(m));
  if (L.comeBack) {
    for (let s = 0; s < 4; s++) {
      const h = a[L.found + s] as number;
      if (h > 0 && !staysHome(L, a, s) && buildsOnCard((h - 1) * 4 + s, card)) uses.push(make(F2T, s, x, 0));
    }
    if (twice) {
      const empty = columnTops(L, a, pairTops);
      backTwice(L, a, x, card, true, empty, (m) => uses.push(m));
    }
  }
  for (const use of uses) {
    out.push(first + use * PAIR);
    score.push(sc);
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
  const firstEmpty = (): number => {
    for (let d = 0; d < n; d++) if ((b[L.len + d] as number) === 0) return d;
    return -1;
  };
  const empty = firstEmpty();
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
      usesOf(L, a, x, s, card, keepHome, (use) => {
        out.push(back + use * PAIR);
        score.push(1);
      });
    }
  }
}

/** The moves of `a` (just after `card` came back to column x) that use it; `keepHome`: none brings back a card that stays home. */
function usesOf(
  L: Layout,
  a: Uint8Array,
  x: number,
  suit: number,
  card: number,
  keepHome: boolean,
  use: (m: number) => void,
): void {
  const n = L.nCols;
  const empty = columnTops(L, a, pairTops);
  coverings(L, a, x, -1, card, places, use);
  for (let s = 0; s < 4; s++) {
    const h = a[L.found + s] as number;
    if (h === 0 || (keepHome && staysHome(L, a, s))) continue;
    const top = (h - 1) * 4 + s;
    // Another foundation's card onto it; or the card below it on its own foundation back too.
    if (s !== suit && buildsOnCard(top, card)) use(make(F2T, s, x, 0));
    if (s !== suit) continue;
    for (let d = 0; d < n; d++) {
      const t = pairTops[d] as number;
      if (t < 0 ? d === empty && rankOfCard(top) === 13 : buildsOnCard(top, t)) use(make(F2T, s, d, 0));
    }
  }
  backTwice(L, a, x, card, keepHome, empty, use);
}

/**
 * The uses of `card` (column x's top in `a`, just made by a move that waits) that also use a
 * second waiting move: a foundation's top card c back to a column z, then the card below it onto
 * `card`, as one move (F2T with its second column). That next card's move is the first use of
 * both, so they cannot each come just before it (docs/solver-tuning.md, Klondike, rules 5 to 7:
 * two waiting moves and their common use). `pairTops`: the column tops of `a`; `empty` its first
 * empty column.
 */
function backTwice(
  L: Layout,
  a: Uint8Array,
  x: number,
  card: number,
  keepHome: boolean,
  empty: number,
  use: (m: number) => void,
): void {
  for (let s = 0; s < 4; s++) {
    const h = a[L.found + s] as number;
    if (h < 2 || !buildsOnCard((h - 2) * 4 + s, card)) continue;
    if (keepHome && (staysHome(L, a, s) || staysHome(L, a, s, h - 1))) continue;
    const top = (h - 1) * 4 + s;
    for (let z = 0; z < L.nCols; z++) {
      const t = pairTops[z] as number;
      if (t < 0 ? z === empty && rankOfCard(top) === 13 : buildsOnCard(top, t)) use(make(F2T, s, z, x + 1));
    }
  }
}

/** The talon places of `a` (reachable), into a list of its own. */
function talonPlaces(L: Layout, a: Uint8Array): number[] {
  usePlaces.length = 0;
  reachable(L, a, usePlaces);
  return usePlaces;
}

/** Each column's top card into `into`, or -1 when empty (a face-down top cannot be: it turns up); returns the first empty column, or -1. */
function columnTops(L: Layout, b: Uint8Array, into: Int16Array): number {
  let firstEmpty = -1;
  for (let c = 0; c < L.nCols; c++) {
    const len = b[L.len + c] as number;
    into[c] = len === 0 ? -1 : (b[c * L.slot + len - 1] as number);
    if (len === 0 && firstEmpty < 0) firstEmpty = c;
  }
  return firstEmpty;
}

/**
 * The moves of `a` that put a card on `card`, the top of column x: a run from another column (not
 * `skip`), or a talon card (`talon`: the talon places of `a`, as `reachable` lists them).
 */
function coverings(
  L: Layout,
  a: Uint8Array,
  x: number,
  skip: number,
  card: number,
  talon: readonly number[],
  use: (m: number) => void,
): void {
  for (let c = 0; c < L.nCols; c++) {
    const len = a[L.len + c] as number;
    if (c === x || c === skip || len === 0) continue;
    for (let i = runStart(L, a, c); i < len; i++) {
      if (buildsOnCard(a[c * L.slot + i] as number, card)) use(make(T2T, c, i, x));
    }
  }
  for (const place of talon) {
    const q = place & 63;
    if (buildsOnCard(a[L.talon + q - 1] as number, card)) use(make(TAL, q, x, 0, place >= 64));
  }
}
