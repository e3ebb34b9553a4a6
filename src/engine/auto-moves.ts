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
  // Where foundation cards may come back (Klondike), a child home may come back onto this card
  // and take its own children with it: those must be home too (the Klondike solver's rule 2).
  return allHome(state, c, seen, state.rules.foundations.comeBack ? 2 : 1);
}

/** Are the cards that could be built onto `c`, `depth` generations down (children, grandchildren), all home? */
function allHome(state: State, c: Card, seen: Map<number, number>, depth: number): boolean {
  const oneGroup = !state.rules.moreFoundations;
  for (const children of childrenOf(state.rules, c)) {
    if (oneGroup && children.rank === state.rules.foundations.base) continue;
    for (const s of children.suits) {
      const child = card(children.rank, s);
      if ((seen.get(child) ?? 0) < state.rules.decks) return false;
      if (depth > 1 && !allHome(state, child, seen, depth - 1)) return false;
    }
  }
  return true;
}

/**
 * The piles whose top card may go up by itself. Not the waste where the stock deals more than one
 * card at a time: taking a card out of it moves the later cards' places in the deal (which card
 * comes up where), and so may lose a game (the Klondike solver's rule, solver/klondike/moves.ts).
 */
function exposedPiles(state: State): Pile[] {
  const out: Pile[] = [];
  state.tableau.forEach((col, i) => {
    if (col.length > (state.faceDown[i] ?? 0)) out.push(tableau(i));
  });
  state.cells.forEach((c, i) => {
    if (c !== null) out.push(cell(i));
  });
  if (state.waste.length > 0 && (state.rules.stock?.draw ?? 1) === 1) out.push(WASTE);
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
