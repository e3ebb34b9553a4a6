import { type Card, fullDeck } from '../../cards';
import type { Rules } from '../../games';
import { checkMove, type Move } from '../../moves';
import { type Pile, type State, WASTE } from '../../state';

// Drawing one with unlimited passes, the turn-up search (turn-up.ts) plays the waste top of every
// cut of the stock at every position. Building every cut as a State there, and asking checkMove of
// each cut's top against each pile, once cost most of the search. The cuts only change when a card
// leaves the talon, so they are kept per talon (TalonCuts); and whether the waste's top may go onto
// a pile is asked of the engine once per pile as checkMove reads it (WasteTakers), for every card at
// once. Each move found is still checked by the engine on its own cut before it is played.

/** The text of a card in a key: one character (cards are below 128, so one byte). */
function cardChar(c: Card): string {
  return CARD_CHARS[c] as string;
}

/** The text of cards in a key, a character each (cardChar). */
export function cardsText(cards: readonly Card[]): string {
  let text = '';
  for (const c of cards) text += cardChar(c);
  return text;
}

const CARD_CHARS = Array.from({ length: 128 }, (_, c) => String.fromCharCode(0x80 + c));

/**
 * A talon (the waste, then the stock in the order its cards come onto the waste) and its cuts: the
 * positions of the stock that draws and turns alone reach, each `k` cards on the waste.
 */
export class TalonCuts {
  /** Each card's first place in `cards`, -1 where it is not there (a card value is below 128). */
  private readonly firstAt = new Int16Array(128).fill(-1);
  /** The next place of the same card after each place, -1 after its last (two decks hold each twice). */
  private readonly nextAt: Int16Array;
  private readonly cuts: ({ readonly waste: readonly Card[]; readonly stock: readonly Card[] } | undefined)[] = [];

  constructor(
    readonly cards: readonly Card[],
    /** One for each text of the cache's. */
    readonly id: number,
    /** The cards' characters in order: the talon's part of a position's key. */
    readonly text: string,
    private readonly all: TalonCache,
  ) {
    this.nextAt = new Int16Array(cards.length).fill(-1);
    for (let i = cards.length - 1; i >= 0; i--) {
      const c = cards[i] as Card;
      this.nextAt[i] = this.firstAt[c] as number;
      this.firstAt[c] = i;
    }
  }

  /** The first place of `c` in the talon, or -1. */
  placeOf(c: Card): number {
    return this.firstAt[c] as number;
  }

  /** The next place of the card at `i`, or -1. */
  nextPlace(i: number): number {
    return this.nextAt[i] as number;
  }

  /** The stock and waste with `k` cards on the waste. */
  cut(k: number): { readonly waste: readonly Card[]; readonly stock: readonly Card[] } {
    let cut = this.cuts[k];
    if (!cut) {
      cut = { waste: this.cards.slice(0, k), stock: this.cards.slice(k).reverse() };
      this.cuts[k] = cut;
    }
    return cut;
  }

  /** The talon once the card at place `i` has left it (played from the waste's top). */
  without(i: number): TalonCuts {
    return this.all.of(this.text.slice(0, i) + this.text.slice(i + 1), () => [
      ...this.cards.slice(0, i),
      ...this.cards.slice(i + 1),
    ]);
  }
}

/** Every talon a search has met, by its text. */
export class TalonCache {
  private readonly byText = new Map<string, TalonCuts>();

  of(text: string, cards: () => readonly Card[]): TalonCuts {
    let talon = this.byText.get(text);
    if (!talon) {
      talon = new TalonCuts(cards(), this.byText.size, text, this);
      this.byText.set(text, talon);
    }
    return talon;
  }

  /** The talon of `s`: its waste, then its stock from the top down. */
  ofState(s: State): TalonCuts {
    const cards = [...s.waste, ...s.stock.slice().reverse()];
    return this.of(cardsText(cards), () => cards);
  }
}

const takersByRules = new WeakMap<Rules, WasteTakers>();

/** Every card value once (a second deck's cards have the same values). */
const CARD_VALUES = fullDeck(1);

/**
 * The cards the waste's top may be, for a move of it onto a pile to pass checkMove. A move of one
 * card from the waste reads, besides the rules, only its target: a foundation's length and top
 * card (foundationNeeds), a column's top card or its being empty; so the answer is worked out once
 * per pile, length and top card, by asking checkMove of every card. (A property test holds the
 * moves so found to every cut's checked one by one.)
 */
export class WasteTakers {
  private readonly byPile = new Map<number, readonly Card[]>();

  /**
   * The one kept for `rules`, shared by every search (most searches are short, and would
   * otherwise spend much of their time asking the same piles again; there are at most a few
   * thousand piles to keep, a column's length and top card).
   */
  static of(rules: Rules): WasteTakers {
    let takers = takersByRules.get(rules);
    if (!takers) {
      takers = new WasteTakers();
      takersByRules.set(rules, takers);
    }
    return takers;
  }

  /** The cards `to` (the `slot`th pile of its kind: foundations first, then columns) takes from the waste in `s`. */
  takenBy(s: State, to: Pile, slot: number, pile: readonly Card[]): readonly Card[] {
    const top = pile.length === 0 ? 127 : (pile[pile.length - 1] as Card);
    const key = (slot * 128 + pile.length) * 128 + top;
    let cards = this.byPile.get(key);
    if (!cards) {
      const taken: Card[] = [];
      const move: Move = { from: WASTE, to, n: 1 };
      for (const c of CARD_VALUES) if (checkMove({ ...s, waste: [c], stock: [] }, move).ok) taken.push(c);
      cards = taken;
      this.byPile.set(key, cards);
    }
    return cards;
  }
}
