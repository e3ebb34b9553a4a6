// The colours of the card faces: the paper, and the suits in the two- and four-colour decks.

export const PAPER = '#fdfdf8';

/** Suits in the engine's order: clubs, diamonds, hearts, spades. */
const TWO_COLOUR = ['#111111', '#c8102e', '#c8102e', '#111111'];
const FOUR_COLOUR = ['#1b7a2c', '#1f5fc4', '#c8102e', '#111111'];

export function suitColour(suit: number, fourColour: boolean): string {
  return (fourColour ? FOUR_COLOUR : TWO_COLOUR)[suit] ?? '#111111';
}
