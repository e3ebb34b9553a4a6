import { foundationRank, type GameId, type Rules, readPosition, rulesFor, type State } from '../../../src/engine/index';
import { mulberry32 } from './exhaustive';

// Small endgames of the games waste-cover.ts and run-count.ts apply to, for the tests that hold
// their proofs to an exhaustive search: piles part built, a few cards in the columns and cells,
// the waste roughly in reverse of need, a short stock, one pass.

const RANKS = 'A23456789TJQK';
const SUITS = ['H', 'S', 'C', 'D'];

export const rulesOf = (id: GameId): Rules => {
  const r = rulesFor(id);
  if (!r.ok) throw new Error(r.error);
  return r.rules;
};

/**
 * A small endgame of game `id`, played on fewer columns (two to four) and at most one cell, so that
 * the tableau's room runs out with few cards left and a plain search still ends.
 */
export function wasteEndgame(id: GameId, seed: number): State {
  const game = rulesOf(id);
  const rules: Rules = {
    ...game,
    layout: { ...game.layout, columns: Array.from({ length: 2 + (seed % 3) }, () => 1) },
    cells: Math.min(game.cells, 1),
  };
  const rnd = mulberry32(seed);
  const below = (n: number): number => Math.floor(rnd() * n);
  const order = Array.from({ length: 13 }, (_, h) => RANKS[foundationRank(rules.foundations, h) - 1] as string);
  const piles: string[] = [];
  const cards: { card: string; need: number }[] = [];
  // The cards left come from a few suits' piles, in long stretches.
  for (const suit of SUITS) {
    for (let copy = 0; copy < 2; copy++) {
      const h = rnd() < 0.4 ? 13 : 8 + below(5);
      piles.push(`${suit}-${order[h - 1]}`);
      for (let k = h; k < 13; k++) cards.push({ card: `${order[k]}${suit}`, need: k + rnd() * 3 });
    }
  }
  for (let i = cards.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [cards[i], cards[j]] = [cards[j] as (typeof cards)[0], cards[i] as (typeof cards)[0]];
  }
  const nCols = rules.layout.columns.length;
  const columns: string[][] = Array.from({ length: nCols }, () => []);
  const filled = below(nCols + 1);
  for (let i = 0; i < filled && cards.length > 0; i++)
    (columns[i] as string[]).push((cards.pop() as (typeof cards)[0]).card);
  const cells = Array.from({ length: rules.cells }, () =>
    rnd() < 0.5 && cards.length > 0 ? (cards.pop() as (typeof cards)[0]).card : '-',
  );
  // The waste with the cards needed last nearest its top, more or less; the stock the rest.
  const waste = cards.splice(0, Math.ceil(cards.length * (0.5 + rnd() * 0.5))).sort((a, b) => a.need - b.need);
  const text = [
    `Foundations: ${piles.join(' ')}`,
    ...(rules.cells > 0 ? [`Freecells: ${cells.join(' ')}`] : []),
    ...columns.map((col) => (col.length ? `: ${col.join(' ')}` : ':')),
    `Stock:${cards.map((c) => ` ${c.card}`).join('')}`,
    `Waste:${waste.map((c) => ` ${c.card}`).join('')}`,
    'Pass: 1/1',
  ].join('\n');
  const p = readPosition(rules, `${text}\n`);
  if (!p.ok) throw new Error(`${p.error}\n${text}`);
  return p.state;
}

/**
 * A larger endgame than wasteEndgame's, where the runs in play are what decides (the run-count
 * game's tests): two or three columns, piles from height 5, each card's place in the waste
 * only loosely by need (up to six places off), more of the cards left in the stock.
 */
export function tightWasteEndgame(id: GameId, seed: number): State {
  const game = rulesOf(id);
  const rules: Rules = {
    ...game,
    layout: { ...game.layout, columns: Array.from({ length: 2 + (seed % 2) }, () => 1) },
    cells: Math.min(game.cells, 1),
  };
  const rnd = mulberry32(seed);
  const below = (n: number): number => Math.floor(rnd() * n);
  const order = Array.from({ length: 13 }, (_, h) => RANKS[foundationRank(rules.foundations, h) - 1] as string);
  const piles: string[] = [];
  const cards: { card: string; need: number }[] = [];
  for (const suit of SUITS) {
    for (let copy = 0; copy < 2; copy++) {
      const h = rnd() < 0.3 ? 13 : 5 + below(8);
      piles.push(`${suit}-${order[h - 1]}`);
      for (let k = h; k < 13; k++) cards.push({ card: `${order[k]}${suit}`, need: k + rnd() * 6 });
    }
  }
  for (let i = cards.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [cards[i], cards[j]] = [cards[j] as (typeof cards)[0], cards[i] as (typeof cards)[0]];
  }
  const columns: string[][] = rules.layout.columns.map(() => []);
  for (const col of columns) if (rnd() < 0.7 && cards.length > 0) col.push((cards.pop() as (typeof cards)[0]).card);
  const cells = Array.from({ length: rules.cells }, () =>
    rnd() < 0.5 && cards.length > 0 ? (cards.pop() as (typeof cards)[0]).card : '-',
  );
  const waste = cards.splice(0, Math.ceil(cards.length * (0.3 + rnd() * 0.5))).sort((a, b) => a.need - b.need);
  const text = [
    `Foundations: ${piles.join(' ')}`,
    ...(rules.cells > 0 ? [`Freecells: ${cells.join(' ')}`] : []),
    ...columns.map((col) => (col.length ? `: ${col.join(' ')}` : ':')),
    `Stock:${cards.map((c) => ` ${c.card}`).join('')}`,
    `Waste:${waste.map((c) => ` ${c.card}`).join('')}`,
    'Pass: 1/1',
  ].join('\n');
  const p = readPosition(rules, `${text}\n`);
  if (!p.ok) throw new Error(`${p.error}\n${text}`);
  return p.state;
}
