import { allPiles, type Card, cardsOf, type Pile, pileName, type State } from '../../engine';

/** One card's place in a position: which pile, how far up, face up or down. */
export interface Placed {
  readonly card: Card;
  readonly pile: string;
  readonly index: number;
  readonly count: number;
  /** How many cards of its pile lie face down below the rest (a Klondike column's). */
  readonly down: number;
  readonly faceUp: boolean;
}

/** How many cards of a pile lie face down at its bottom: a column's face-down cards; the whole stock. */
export function faceDownIn(state: State, pile: Pile): number {
  if (pile.kind === 'tableau') return state.faceDown[pile.index] ?? 0;
  return pile.kind === 'stock' ? cardsOf(state, pile).length : 0;
}

/** Every card of a position in its place, pile by pile, bottom first. */
export function placeCards(state: State): Placed[] {
  const out: Placed[] = [];
  for (const p of allPiles(state)) {
    const name = pileName(p);
    const cards = cardsOf(state, p);
    const down = faceDownIn(state, p);
    cards.forEach((card, index) => {
      out.push({ card, pile: name, index, count: cards.length, down, faceUp: index >= down });
    });
  }
  return out;
}
