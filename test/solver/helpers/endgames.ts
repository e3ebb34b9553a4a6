import { foundationRank, type Rules, readPosition, rulesFor, type State } from '../../../src/engine/index';
import { mulberry32 } from './exhaustive';

// Random endgames of a small FreeCell and of the two-deck games, for the tests that check the solver against an exhaustive
// search (a plain search is quick with four columns, and lost positions are common).

const RANKS = 'A23456789TJQK';

export function smallFreeCell(cells: number): Rules {
  const r = rulesFor('freecell');
  if (!r.ok) throw new Error(r.error);
  return { ...r.rules, layout: { columns: [1, 1, 1, 1], cellsDealt: [] }, cells };
}

/**
 * Foundations from a base (`low` to `low + 3`) up to `spread - 1` above it, the rest shuffled into
 * the columns, `filled` cells taken.
 */
export function randomEndgame(rules: Rules, seed: number, low: number, spread: number, filled: number): State {
  const rnd = mulberry32(seed);
  const below = (n: number): number => Math.floor(rnd() * n);
  const cards: string[] = [];
  const piles: string[] = [];
  const base = low + below(4);
  for (const suit of ['H', 'C', 'D', 'S']) {
    const h = Math.min(12, base + below(spread));
    piles.push(`${suit}-${RANKS[h - 1]}`);
    for (let k = h; k < 13; k++) cards.push(`${RANKS[k]}${suit}`);
  }
  for (let i = cards.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [cards[i], cards[j]] = [cards[j] as string, cards[i] as string];
  }
  const cells: string[] = Array.from({ length: rules.cells }, () => '-');
  const columns: string[][] = rules.layout.columns.map(() => []);
  cards.forEach((c, i) => {
    if (i < filled) cells[i] = c;
    else (columns[below(columns.length)] as string[]).push(c);
  });
  const text = [
    `Foundations: ${piles.join(' ')}`,
    `Freecells: ${cells.join(' ')}`,
    ...columns.map((col) => (col.length ? `: ${col.join(' ')}` : ':')),
  ].join('\n');
  const p = readPosition(rules, `${text}\n`);
  if (!p.ok) throw new Error(`${p.error}\n${text}`);
  return p.state;
}

/**
 * A random endgame of a two-deck game with a stock (Eights Down, the Busy Aces family): every suit
 * in play, its two piles at heights `from`..12 (often one apart, where the two-deck rule fires), the
 * cards left shuffled into the columns (one each first) and the waste (each card after the first
 * row as likely as `waste` columns together), no stock, any pass, the cells empty. Crowded columns,
 * or a deep waste in one pass, make lost positions common.
 */
export function twoDeckEndgame(rules: Rules, seed: number, from = 7, waste = 1): State {
  const rnd = mulberry32(seed);
  const below = (n: number): number => Math.floor(rnd() * n);
  /** The rank letter a pile of height h shows on top, from the game's own foundation order. */
  const order = Array.from({ length: 13 }, (_, h) => RANKS[foundationRank(rules.foundations, h) - 1] as string);
  const cards: string[] = [];
  const piles: string[] = [];
  for (const suit of ['H', 'S', 'C', 'D']) {
    const low = from + below(3);
    const high = Math.min(12, low + below(3));
    for (const h of [low, high]) {
      piles.push(`${suit}-${order[h - 1]}`);
      for (let k = h; k < 13; k++) cards.push(`${order[k]}${suit}`);
    }
  }
  for (let i = cards.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [cards[i], cards[j]] = [cards[j] as string, cards[i] as string];
  }
  const columns: string[][] = rules.layout.columns.map(() => []);
  const wasteCards: string[] = [];
  cards.forEach((c, i) => {
    const at = i < columns.length ? i : below(columns.length + waste);
    if (at < columns.length) (columns[at] as string[]).push(c);
    else wasteCards.push(c);
  });
  const passes = rules.stock?.passes;
  if (typeof passes !== 'number') throw new Error('twoDeckEndgame: a game with a limited stock');
  const text = [
    `Foundations: ${piles.join(' ')}`,
    ...(rules.cells > 0 ? [`Freecells:${' -'.repeat(rules.cells)}`] : []),
    ...columns.map((col) => (col.length ? `: ${col.join(' ')}` : ':')),
    'Stock:',
    `Waste:${wasteCards.map((c) => ` ${c}`).join('')}`,
    `Pass: ${passes > 1 ? 1 + below(passes) : 1}/${passes}`,
  ].join('\n');
  const p = readPosition(rules, `${text}\n`);
  if (!p.ok) throw new Error(`${p.error}\n${text}`);
  return p.state;
}
