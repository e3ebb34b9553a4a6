import { allPiles, type Card, cardsOf, pileName, type State } from '../../engine';

/** One card's place in a position: which pile, how far up, face up or down. */
export interface Placed {
  readonly card: Card;
  readonly pile: string;
  readonly index: number;
  readonly count: number;
  readonly faceUp: boolean;
}

/** Every card of a position in its place, pile by pile, bottom first. */
export function placeCards(state: State): Placed[] {
  const out: Placed[] = [];
  for (const p of allPiles(state)) {
    const name = pileName(p);
    const cards = cardsOf(state, p);
    const down = p.kind === 'tableau' ? (state.faceDown[p.index] ?? 0) : p.kind === 'stock' ? cards.length : 0;
    cards.forEach((card, index) => {
      out.push({ card, pile: name, index, count: cards.length, faceUp: index >= down });
    });
  }
  return out;
}
