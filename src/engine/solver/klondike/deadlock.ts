import type { Layout } from './layout';
import { rankOfCard, redSuit } from './moves';

// A deadlock: cards that can never leave what they lie on, so they never go home and the game is
// lost (docs/solver-tuning.md, Klondike, "A deadlock"). A card's *support* is the card directly
// under it in its column (face up or down), the column's floor, or the talon. A card leaves its
// support only by going home, by moving onto one of its two targets (a column's top one rank
// higher in the other colour) as the head of what moves, or (a king) into a space; a face-down
// card first has to turn up, which needs the card on it gone. Take a set S of cards not home and
// call a card *held* when the card directly on it is in S. A card of S is *barred* when it is face
// down and held, or when its way home is barred (it is held, or a lower card of its suit, not
// home, is in S or held) and so is each target but its support (a target is barred when it is
// held, in the talon and in S, or home where cards do not come back); a face-up king never is
// (it may go to a space). If every card of S is barred, no card of S ever leaves its support: at
// the first move of one, what that move needs (itself or a target a column's top, or a lower card
// of its suit gone home) would have needed a card of S to leave its support before it. So no card
// of S ever goes home. The largest such S is found by starting from every card not home and
// dropping those not barred until none is dropped (being barred only gets easier as S grows).

const inS = new Uint8Array(52);
/** Per card: its column, or -1 in the talon, or -2 home. */
const colOf = new Int8Array(52);
/** Per card: the card directly on it and the card directly under it in its column, or -1. */
const onIt = new Int8Array(52);
const under = new Int8Array(52);
const faceDown = new Uint8Array(52);
/** Per suit: the lowest rank not home whose card is in S or held (14: none), as of the sweep's start. */
const blockedFrom = new Int8Array(4);

/** Does the position hold a set of cards of which none can ever go home (so it is lost)? */
export function deadlocked(L: Layout, b: Uint8Array): boolean {
  colOf.fill(-2);
  onIt.fill(-1);
  under.fill(-1);
  faceDown.fill(0);
  inS.fill(0);
  for (let c = 0; c < L.nCols; c++) {
    const len = b[L.len + c] as number;
    const down = b[L.down + c] as number;
    let prev = -1;
    for (let i = 0; i < len; i++) {
      const card = b[c * L.slot + i] as number;
      colOf[card] = c;
      if (i < down) faceDown[card] = 1;
      under[card] = prev;
      if (prev >= 0) onIt[prev] = card;
      prev = card;
      inS[card] = 1;
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
    for (let s = 0; s < 4; s++) {
      let k = (b[L.found + s] as number) + 1;
      while (k <= 13 && !inS[(k - 1) * 4 + s] && !held((k - 1) * 4 + s)) k++;
      blockedFrom[s] = k;
    }
    for (let card = 0; card < 52; card++) {
      if (inS[card] && !barred(L, card)) {
        inS[card] = 0;
        changed = true;
      }
    }
  }
  return inS.includes(1);
}

/** Is the card directly on `card` in S? */
function held(card: number): boolean {
  const on = onIt[card] as number;
  return on >= 0 && inS[on] === 1;
}

/** Is `card` (of S) barred from leaving its support, given S as it stands? */
function barred(L: Layout, card: number): boolean {
  if (faceDown[card] && held(card)) return true;
  const r = rankOfCard(card);
  // A king may go to a space, and one can always be made (as far as this test knows).
  if (r === 13) return false;
  const s = card & 3;
  if (!held(card) && (blockedFrom[s] as number) >= r) return false;
  // The targets: rank r + 1 (index r) in the other colour's two suits (clubs 0 and spades 3, or diamonds 1 and hearts 2).
  const red = redSuit(s);
  return targetBarred(L, r * 4 + (red ? 0 : 1), card) && targetBarred(L, r * 4 + (red ? 3 : 2), card);
}

/** Is `target` barred for `card` (never a column's top it could go to), given S as it stands? */
function targetBarred(L: Layout, target: number, card: number): boolean {
  if (target === under[card]) return true;
  const at = colOf[target] as number;
  return at === -2 ? !L.comeBack : at === -1 ? inS[target] === 1 : held(target);
}
