import { type Rules, readPosition, rulesFor, type State } from '../../../src/engine/index';
import { mulberry32 } from './exhaustive';

// Random endgames of a small FreeCell, for the tests that check the solver against an exhaustive
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
