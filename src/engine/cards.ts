// Cards are small integers so that piles are plain arrays and the solver can pack them.
// The encoding is Microsoft's: (rank - 1) * 4 + suit, with suits in the order clubs, diamonds,
// hearts, spades. Two-deck games simply hold each value twice.

export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type SuitLetter = (typeof SUITS)[number];
export type Suit = 0 | 1 | 2 | 3;

export const RANK_LETTERS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export const ACE: Rank = 1;
export const KING: Rank = 13;

declare const cardBrand: unique symbol;
/** A card: made only by `card()` or `parseCard()`, so an arbitrary number cannot pose as one. */
export type Card = number & { readonly [cardBrand]: true };

export function card(rank: Rank, suit: Suit): Card {
  return ((rank - 1) * 4 + suit) as Card;
}

export function rankOf(c: Card): Rank {
  return ((c >> 2) + 1) as Rank;
}

export function suitOf(c: Card): Suit {
  return (c & 3) as Suit;
}

export function isRed(c: Card): boolean {
  const s = suitOf(c);
  return s === 1 || s === 2;
}

/** Board text of a card: rank letter then suit letter, as Freecell Solver writes it ("TD", "6C"). */
export function cardText(c: Card): string {
  return RANK_LETTERS[rankOf(c) - 1] + SUITS[suitOf(c)];
}

export function rankFromText(text: string): Rank | null {
  const t = text.toUpperCase();
  if (t === '10') return 10;
  if (t === '1') return 1;
  if (t === '0') return null;
  const i = (RANK_LETTERS as readonly string[]).indexOf(t);
  return i < 0 ? null : ((i + 1) as Rank);
}

export function suitFromText(text: string): Suit | null {
  const i = (SUITS as readonly string[]).indexOf(text.toUpperCase());
  return i < 0 ? null : (i as Suit);
}

/** Reads "TD", "10D", "6c"; null when the text is not a card. */
export function parseCard(text: string): Card | null {
  const t = text.trim();
  if (t.length < 2 || t.length > 3) return null;
  const rank = rankFromText(t.slice(0, -1));
  const suit = suitFromText(t.slice(-1));
  return rank === null || suit === null ? null : card(rank, suit);
}

/** Every card of `decks` full decks, in a fixed order (Microsoft's: AC AD AH AS 2C ...). */
export function fullDeck(decks: number): Card[] {
  const out: Card[] = [];
  for (let d = 0; d < decks; d++) for (let i = 0; i < 52; i++) out.push(i as Card);
  return out;
}
