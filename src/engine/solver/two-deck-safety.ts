import { isSafeHome } from './move-gen';
import type { PackedState } from './packed';

// A stronger safe auto-move for two-deck games whose tableau builds in suit the opposite way to
// the foundations (Eights Down): there a card's tableau children (the cards that could be built on
// it) are exactly the cards its foundation takes just before it, so a child waiting for the
// foundation may never need the parent in play.
//
// The rule: card c, the top of a column and either alone in it or on its own tableau parent (the
// card it builds on), goes onto foundation pile B (B waits for c's rank) while the other pile A
// of c's suit waits for the rank just before c's (one below B). Then of c's two
// children one is home on B and the other, d, is the very card A waits for (nothing else fits A),
// and nothing can ever be built on d (its children are home on both piles). Why a win from the
// position before the move gives one after it (copies of a card are interchangeable):
// - In the win, c in play only ever matters as a base for d (runs on c are c alone or c plus d;
//   c alone in a column is worth no more than the space). Where the win puts d on c, put d home
//   on A instead: that is legal (A waits for d alone) and loses nothing, as nothing goes on d.
// - Then follow the win without c. If c reaches a foundation before its twin c', nothing differs
//   but that c went up earlier. If c' goes up first (onto B while A still waits for d), c is still
//   where the win left it: the top of a column, on its tableau parent or alone in a column (it
//   started so; c moves alone only onto a parent or into a space, and a run carrying c keeps it
//   on its parent; it cannot be in the waste: cards never go back there). So instead move c'
//   there: onto that parent, or into that column, now empty. The two positions are then the
//   same but for which copy is where, and the win goes on unchanged.
// A card on some other card gets no such rule: if the win leaves it there while its twin goes up
// (found by the test on a random endgame: a king of clubs dealt onto a ten), c' has nowhere to
// stand in for it. Nor does a waste card: the twin could leave it buried in the waste.

/**
 * May `c`, the top of column `col`, go home onto pile `f` (its foundation pile) safely? True where
 * isSafeHome says so, and in the two-deck case above.
 */
export function isSafeHomeFromColumn(p: PackedState, col: number, c: number, f: number): boolean {
  if (isSafeHome(p, c)) return true;
  const t = p.t;
  // Not for foundation groups (Penta, Sixes and Sevens): this argument is about Eights Down's one group in suit.
  if (t.decks !== 2 || t.grouped) return false;
  const len = p.colLen[col] as number;
  if (len > 1 && t.builds[c * 52 + (p.cols[col * p.cap + len - 2] as number)] !== 1) return false;
  const sc = t.safeChildren;
  const d = sc[c * 4] as number;
  const suit = c & 3;
  const order = t.foundationOrder[c] as number;
  // Exactly one child, of c's suit, going home just before c (same-suit builds, opposite ways).
  if (d < 0 || sc[c * 4 + 1] !== -1 || (d & 3) !== suit || t.foundationOrder[d] !== order - 1) return false;
  // Nothing may ever need to be built on d: every copy of its own children is home.
  if (!isSafeHome(p, d)) return false;
  for (let i = 0; i < p.nFound; i++) {
    if (i !== f && p.fSuit[i] === suit && p.fLen[i] === order - 1) return true;
  }
  return false;
}
