import type { Layout } from './layout';
import { rankOfCard, redSuit } from './moves';

// A deadlock: cards that can never move, so the game is lost (docs/solver-tuning.md, Klondike,
// "A deadlock"). A card that is face down, the lowest face-up card of its column, or in the talon
// has no face-up card below it, so it can only move as the head of what moves (carrying its run): home, or
// onto a column's top of the rank above in the other colour (a king into a space: kings are never
// taken to be stuck). Take a set S of such cards, none home, and U the cards lying below a card of
// S in its column (all face down, which the argument needs). If every card of S has its way home barred (a lower card of its suit, not home,
// is in S or U) and both of its targets barred (in U; in the talon and in S; or home where cards
// do not come back), no card of S ever moves: at the first move of one, the card it needs would
// have had a card of S move before it. So the game cannot be won. The largest such S is found by
// starting from every candidate and dropping those not barred until none is dropped.

const inS = new Uint8Array(52);
/** Per column, the index of its highest card in S, or -1: the cards below it are in U. */
const cover = new Int8Array(16);
/** Per card: its column, or -1 in the talon, or -2 home; and its index in the column. */
const colOf = new Int8Array(52);
const indexOf = new Int8Array(52);

/** Does the position hold a set of cards of which none can ever move (so it is lost)? */
export function deadlocked(L: Layout, b: Uint8Array): boolean {
  inS.fill(0);
  colOf.fill(-2);
  for (let c = 0; c < L.nCols; c++) {
    const len = b[L.len + c] as number;
    const down = b[L.down + c] as number;
    for (let i = 0; i < len; i++) {
      const card = b[c * L.slot + i] as number;
      colOf[card] = c;
      indexOf[card] = i;
      if (i <= down) inS[card] = 1;
    }
  }
  const tn = b[L.tn] as number;
  for (let q = 0; q < tn; q++) {
    const card = b[L.talon + q] as number;
    colOf[card] = -1;
    inS[card] = 1;
  }
  for (let changed = true; changed; ) {
    changed = false;
    cover.fill(-1);
    for (let card = 0; card < 52; card++) {
      const c = colOf[card] as number;
      if (inS[card] && c >= 0 && (indexOf[card] as number) > (cover[c] as number)) cover[c] = indexOf[card] as number;
    }
    for (let card = 0; card < 52; card++) {
      if (inS[card] && !barred(L, b, card)) {
        inS[card] = 0;
        changed = true;
      }
    }
  }
  return inS.includes(1);
}

/** Is `card` (of S) barred from every move, given S and U as they stand? */
function barred(L: Layout, b: Uint8Array, card: number): boolean {
  const r = rankOfCard(card);
  // A king may go to a space, and one can always be made (as far as this test knows).
  if (r === 13) return false;
  const s = card & 3;
  let homeBarred = false;
  for (let k = (b[L.found + s] as number) + 1; k < r && !homeBarred; k++) homeBarred = held(k, s);
  if (!homeBarred) return false;
  const red = redSuit(s);
  for (const t of red ? [0, 3] : [1, 2]) {
    const target = r * 4 + t;
    const home = (b[L.found + t] as number) > r;
    if (home ? L.comeBack : !underS(target) && !(colOf[target] === -1 && inS[target])) return false;
  }
  return true;
}

/** Is the card of rank k and suit s in S or U? */
function held(k: number, s: number): boolean {
  const card = (k - 1) * 4 + s;
  return inS[card] === 1 || underS(card);
}

function underS(card: number): boolean {
  const c = colOf[card] as number;
  return c >= 0 && (indexOf[card] as number) < (cover[c] as number);
}
