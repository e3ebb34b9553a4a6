import { type Card, card } from './cards';
import { applyMove, foundationFor, type Move } from './moves';
import { childrenOf } from './rules';
import { cardsOf, cell, type Pile, type State, tableau, WASTE } from './state';

export const AUTO_MODES = ['off', 'safe', 'all'] as const;
export type AutoMode = (typeof AUTO_MODES)[number];

/** How many of each card (rank and suit) are already on the foundations. */
function onFoundations(state: State): Map<number, number> {
  const seen = new Map<number, number>();
  for (const f of state.foundations) for (const c of f) seen.set(c, (seen.get(c) ?? 0) + 1);
  return seen;
}

/**
 * A card may go up safely when no card still in play could need it: every card that could be
 * built onto it in the tableau (its possible children in any column, every copy of them) is on a
 * foundation. A child of the foundations' base rank (an ace in FreeCell) needs no parent: it can
 * always go up (in a game of one foundation group; with more, a base card may have to wait).
 * Where nothing builds (Sixes and Sevens) a card is nobody's parent. Only a card with one home
 * goes up by itself (foundationFor): where piles of two groups take it, the player chooses.
 */
export function isSafeToFoundation(state: State, c: Card, seen = onFoundations(state)): boolean {
  const oneGroup = !state.rules.moreFoundations;
  for (const children of childrenOf(state.rules, c)) {
    if (oneGroup && children.rank === state.rules.foundations.base) continue;
    for (const s of children.suits) {
      if ((seen.get(card(children.rank, s)) ?? 0) < state.rules.decks) return false;
    }
  }
  return true;
}

function exposedPiles(state: State): Pile[] {
  const out: Pile[] = [];
  state.tableau.forEach((col, i) => {
    if (col.length > (state.faceDown[i] ?? 0)) out.push(tableau(i));
  });
  state.cells.forEach((c, i) => {
    if (c !== null) out.push(cell(i));
  });
  if (state.waste.length > 0) out.push(WASTE);
  return out;
}

/** One auto-move for this mode, or null: the first exposed card (columns, cells, waste) that may go up. */
export function nextAutoMove(state: State, mode: AutoMode): Move | null {
  if (mode === 'off') return null;
  const seen = onFoundations(state);
  for (const from of exposedPiles(state)) {
    const pile = cardsOf(state, from);
    const top = pile[pile.length - 1] as Card;
    const f = foundationFor(state, top);
    if (f === null) continue;
    if (mode === 'all' || isSafeToFoundation(state, top, seen))
      return { from, to: { kind: 'foundation', index: f }, n: 1 };
  }
  return null;
}

/** Every auto-move in turn until none is left, with the position after them. */
export function autoMoves(state: State, mode: AutoMode): { moves: Move[]; state: State } {
  const moves: Move[] = [];
  let s = state;
  for (let m = nextAutoMove(s, mode); m; m = nextAutoMove(s, mode)) {
    moves.push(m);
    s = applyMove(s, m);
  }
  return { moves, state: s };
}

/** The safe auto-moves from a position, in the order they would be played. */
export function safeAutoMoves(state: State): Move[] {
  return autoMoves(state, 'safe').moves;
}
