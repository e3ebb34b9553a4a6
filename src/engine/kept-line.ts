import { autoMoves } from './auto-moves';
import type { Card } from './cards';
import { applyMove, checkMove, type Move } from './moves';
import { cardsOf, isWon, type State } from './state';

// A winning line kept from one hint to the next. The solver answers each press with a line from
// the position as it is, and a fresh solve may find a line that begins by taking the last move
// back: pressed again and again, two winning lines could carry the game back and forth for good
// (Dimes deal 1 did). So a line shown is kept, and the next press, where the player played its
// first move, goes on with it rather than solving again.

/** Every pile of a position, in order: two positions are the same when these are. */
function piles(s: State): string {
  return JSON.stringify([s.tableau, s.faceDown, s.cells, s.foundations, s.stock, s.waste, s.pass]);
}

/** How many of each card lie on the foundations (two decks have two of each). */
function homeCounts(s: State): Map<Card, number> {
  const counts = new Map<Card, number>();
  for (const f of s.foundations) for (const c of f) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}

/**
 * The rest of `line`, a winning line from `from`, where `now` is `from` with the line's first move
 * played and the auto-moves after it (of any setting): the line's later moves, less those sending
 * home a card the auto-moves sent already, checked to be legal one by one and to win. Null where
 * `now` is not so reached, or the rest does not win: with every card that can go home sent there
 * (auto-moves "all"), often a card the line builds on later, and the next hint is a fresh solve.
 */
export function keptLine(from: State, line: readonly Move[], now: State): Move[] | null {
  const first = line[0];
  if (!first) return null;
  const moved = applyMove(from, first);
  const target = piles(now);
  const reached = [moved, autoMoves(moved, 'safe').state, autoMoves(moved, 'all').state].some(
    (s) => piles(s) === target,
  );
  if (!reached) return null;
  // The cards the auto-moves sent home: the line sends them later, in its own order.
  const sent = homeCounts(now);
  for (const [c, n] of homeCounts(moved)) sent.set(c, (sent.get(c) ?? 0) - n);
  const rest: Move[] = [];
  let s = moved;
  for (const m of line.slice(1)) {
    const card = cardsOf(s, m.from).at(-1);
    const already = m.to.kind === 'foundation' && m.n === 1 && card !== undefined && (sent.get(card) ?? 0) > 0;
    if (already) sent.set(card, (sent.get(card) ?? 0) - 1);
    else rest.push(m);
    s = applyMove(s, m);
  }
  return wins(now, rest) ? rest : null;
}

/** Does `line` play legally from `s` to a won position? */
function wins(s: State, line: readonly Move[]): boolean {
  let at = s;
  for (const m of line) {
    if (!checkMove(at, m).ok) return false;
    at = applyMove(at, m);
  }
  return line.length > 0 && isWon(at);
}
