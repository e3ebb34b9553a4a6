import { type Card, fullDeck, rankOf } from './cards';
import { type Rules, rulesWithBase } from './games';
import { isDealNumber, MAX_DEAL, microsoftDealOrder, seededShuffle } from './random';
import { foundationCount, foundationGroups } from './rules';
import type { State } from './state';

export type DealResult = { readonly ok: true; readonly state: State } | { readonly ok: false; readonly error: string };

/** The starting position of a numbered deal: the same cards in the same places on every machine. */
export function dealPosition(rules: Rules, deal: number): DealResult {
  if (!isDealNumber(deal)) return { ok: false, error: `deal must be a whole number from 1 to ${MAX_DEAL}` };
  let deck: Card[];
  const foundations: Card[][] = Array.from({ length: foundationCount(rules) }, () => []);
  if (rules.shuffle === 'microsoft') {
    deck = microsoftDealOrder(deal);
  } else {
    let cards = fullDeck(rules.decks);
    let first = 0;
    for (const group of foundationGroups(rules)) {
      if (group.baseDealt) {
        // The group's base cards start its piles, in suit order; the rest are shuffled.
        const bases = cards.filter((c) => rankOf(c) === group.base).sort((a, b) => a - b);
        bases.forEach((c, i) => {
          (foundations[first + i] as Card[]).push(c);
        });
        cards = cards.filter((c) => rankOf(c) !== group.base);
      }
      first += group.count;
    }
    deck = seededShuffle(cards, rules.id, deal);
  }
  if (rules.layout.beak) return { ok: true, state: beakDeal(rules, deck) };
  return { ok: true, state: layOut(rules, deck, foundations) };
}

/**
 * Penguin's deal (family.md): the first card is the beak, at the bottom of column 1, and its rank
 * is the deal's base. The deal goes on a row at a time; each other card of the beak's rank goes to
 * the next foundation as the deal reaches it, and the next card takes its place. So the deal ends
 * with seven columns of seven, three foundations of one card, and the fourth waiting for the beak.
 */
export function beakDeal(game: Rules, deck: readonly Card[]): State {
  const beak = deck[0] as Card;
  const rules = rulesWithBase(game, rankOf(beak));
  const foundations: Card[][] = Array.from({ length: foundationCount(rules) }, () => []);
  let home = 0;
  const rest: Card[] = [beak];
  for (const c of deck.slice(1)) {
    if (rankOf(c) === rankOf(beak)) (foundations[home++] as Card[]).push(c);
    else rest.push(c);
  }
  return layOut(rules, rest, foundations);
}

/** Deals `deck` (first card first) a row at a time across the columns, then into cells, then stock. */
export function layOut(rules: Rules, deck: readonly Card[], foundations: Card[][]): State {
  const cols = rules.layout.columns;
  const tableau: Card[][] = cols.map(() => []);
  let next = 0;
  const rows = Math.max(...cols);
  for (let row = 0; row < rows; row++) {
    for (let c = 0; c < cols.length; c++) {
      if (row < (cols[c] as number)) (tableau[c] as Card[]).push(deck[next++] as Card);
    }
  }
  const cells: (Card | null)[] = Array.from({ length: rules.cells }, () => null);
  for (const i of rules.layout.cellsDealt) cells[i] = deck[next++] as Card;
  // The rest is the stock, its first card dealt on top.
  const stock = deck.slice(next).reverse();
  return {
    rules,
    tableau,
    faceDown: cols.map((_, i) => rules.layout.faceDown?.[i] ?? 0),
    cells,
    foundations,
    stock,
    waste: [],
    pass: 1,
  };
}
