import type { Card } from './cards';
import { applyMove, legalMoves, type Move } from './moves';
import { buildOf, buildsOn, columnGroupOf } from './rules';
import { cardsOf, type State } from './state';

// A one-move look at which legal move is most useful: the table's answer when the solver's worker
// is missing or slow, and a Klondike hint's when no sample is won. This only ranks moves the
// engine has declared legal; it decides nothing about legality.

function score(state: State, m: Move): number {
  const to = m.to.kind;
  const from = m.from.kind;
  if (to === 'foundation') return 100;
  // A card taken back off a foundation (Klondike) helps only with the move that follows it, which
  // this one-move look does not see: it comes last, after dealing or turning the waste.
  if (from === 'foundation') return 2;
  if (from === 'stock') return 20;
  if (to === 'stock') return 10;
  if (to === 'cell') return 5;
  const target = cardsOf(state, m.to);
  const source = cardsOf(state, m.from);
  if (from === 'cell' || from === 'waste') return target.length ? 80 : 40;
  // A run that already sits on a card it builds on gains nothing by moving to an equal parent. A
  // face-down card under it is read only as that (Klondike): moving turns it up, and which card it
  // is must not weigh in the choice, or the hint would tell it.
  const at = source.length - m.n - 1;
  const hidden = at >= 0 && m.from.kind === 'tableau' && at < (state.faceDown[m.from.index] ?? 0);
  const below = hidden ? undefined : source[at];
  const pointless = sitsOnItsParent(state, m);
  const uncovers = below === undefined;
  if (target.length === 0) return pointless || (uncovers && !hidden) ? 1 : 30;
  // Off one parent onto another: after dealing or turning the waste, or a long run's move would
  // outrank both and the hints would carry it back and forth.
  if (pointless) return 3;
  return 60 + m.n + (uncovers ? 10 : 0);
}

/**
 * Does `m` move a column's run off a face-up card it already builds on? Such a move gains a place
 * to build only by giving one up, unless the card it uncovers is used next.
 */
export function sitsOnItsParent(state: State, m: Move): boolean {
  if (m.from.kind !== 'tableau') return false;
  const source = cardsOf(state, m.from);
  const at = source.length - m.n - 1;
  if (at < (state.faceDown[m.from.index] ?? 0)) return false;
  return buildsOn(buildOf(state.rules, m.from.index), source[source.length - m.n] as Card, source[at] as Card);
}

/**
 * The position as the player weighs it: which empty cell a card went to, or which column of a
 * tableau group a pile lies in, makes no difference to what can be played.
 */
function positionKey(s: State): string {
  const columns = s.tableau.map((c, i) => `${columnGroupOf(s.rules, i)}/${s.faceDown[i] ?? 0}/${c.join(',')}`).sort();
  const cells = s.cells.filter((c) => c !== null).sort((a, b) => a - b);
  return JSON.stringify([columns, cells, s.foundations, s.stock, s.waste, s.pass]);
}

/** Does `m` only take back the step that led from `before` to `state` (the card straight back where it was)? */
export function takesBack(state: State, m: Move, before: State): boolean {
  return positionKey(applyMove(state, m)) === positionKey(before);
}

/**
 * The most useful legal move of a position, or null when there is none. `before`, the position
 * before the last step: a move that only takes that step back is no suggestion (it scores well,
 * as a card from a cell onto a column, but the player just chose otherwise).
 */
export function bestMove(state: State, before: State | null = null): Move | null {
  let best: Move | null = null;
  let bestScore = -1;
  for (const m of legalMoves(state)) {
    const s = score(state, m);
    if (s > bestScore && !(before && takesBack(state, m, before))) {
      best = m;
      bestScore = s;
    }
  }
  return best;
}
