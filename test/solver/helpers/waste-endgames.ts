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

/** Game `id` played on `columns` columns and `cells` cells, so that small endgames stay small. */
function narrowed(id: GameId, columns: number, cells: number): Rules {
  const game = rulesOf(id);
  return { ...game, layout: { ...game.layout, columns: Array.from({ length: columns }, () => 1) }, cells };
}

/** Shuffles `a` in place (Fisher-Yates), drawing from `below`. */
function shuffle<T>(a: T[], below: (n: number) => number): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
}

/** The foundations' ranks from the bottom up, as the position text writes them. */
const orderOf = (rules: Rules): string[] =>
  Array.from({ length: 13 }, (_, h) => RANKS[foundationRank(rules.foundations, h) - 1] as string);

const passesOf = (rules: Rules): number => {
  const passes = rules.stock?.passes ?? 1;
  return passes === 'unlimited' ? 1 : passes;
};

/** Reads the endgame laid out (cells '-' where empty) as a position of `rules`, in its last pass. */
function endgame(
  rules: Rules,
  laid: { piles: string[]; cells: string[]; columns: string[][]; stock: string[]; waste: string[] },
): State {
  const text = [
    `Foundations: ${laid.piles.join(' ')}`,
    ...(rules.cells > 0 ? [`Freecells: ${laid.cells.join(' ')}`] : []),
    ...laid.columns.map((col) => (col.length ? `: ${col.join(' ')}` : ':')),
    `Stock:${laid.stock.map((c) => ` ${c}`).join('')}`,
    `Waste:${laid.waste.map((c) => ` ${c}`).join('')}`,
    `Pass: ${passesOf(rules)}/${passesOf(rules)}`,
  ].join('\n');
  const p = readPosition(rules, `${text}\n`);
  if (!p.ok) throw new Error(`${p.error}\n${text}`);
  return p.state;
}

/**
 * A small endgame of game `id`, played on fewer columns (two to four) and at most one cell, so that
 * the tableau's room runs out with few cards left and a plain search still ends.
 */
export function wasteEndgame(id: GameId, seed: number): State {
  const rules = narrowed(id, 2 + (seed % 3), Math.min(rulesOf(id).cells, 1));
  const rnd = mulberry32(seed);
  const below = (n: number): number => Math.floor(rnd() * n);
  const order = orderOf(rules);
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
  shuffle(cards, below);
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
  const card = (c: { card: string }): string => c.card;
  return endgame(rules, { piles, cells, columns, stock: cards.map(card), waste: waste.map(card) });
}

/**
 * A larger endgame than wasteEndgame's, where the runs in play are what decides (the run-count
 * game's tests): two or three columns, piles from height 5, each card's place in the waste
 * only loosely by need (up to six places off), more of the cards left in the stock.
 */
export function tightWasteEndgame(id: GameId, seed: number): State {
  const rules = narrowed(id, 2 + (seed % 2), Math.min(rulesOf(id).cells, 1));
  const rnd = mulberry32(seed);
  const below = (n: number): number => Math.floor(rnd() * n);
  const order = orderOf(rules);
  const piles: string[] = [];
  const cards: { card: string; need: number }[] = [];
  for (const suit of SUITS) {
    for (let copy = 0; copy < 2; copy++) {
      const h = rnd() < 0.3 ? 13 : 5 + below(8);
      piles.push(`${suit}-${order[h - 1]}`);
      for (let k = h; k < 13; k++) cards.push({ card: `${order[k]}${suit}`, need: k + rnd() * 6 });
    }
  }
  shuffle(cards, below);
  const columns: string[][] = rules.layout.columns.map(() => []);
  for (const col of columns) if (rnd() < 0.7 && cards.length > 0) col.push((cards.pop() as (typeof cards)[0]).card);
  const cells = Array.from({ length: rules.cells }, () =>
    rnd() < 0.5 && cards.length > 0 ? (cards.pop() as (typeof cards)[0]).card : '-',
  );
  const waste = cards.splice(0, Math.ceil(cards.length * (0.3 + rnd() * 0.5))).sort((a, b) => a.need - b.need);
  const card = (c: { card: string }): string => c.card;
  return endgame(rules, { piles, cells, columns, stock: cards.map(card), waste: waste.map(card) });
}

/**
 * An endgame with what the two above leave out, for the run-count game's soundness: columns of
 * several cards (runs, and now and then a card off its parent, so the room counts splits), any
 * number of the game's own cells (Jacks in the Box's four), one to three columns, and where the
 * foundations start empty (Busy Aces, Cast Out Nines, Dimes), piles not yet started, their base
 * cards out. The waste is sorted by need with a noise of up to eight places.
 */
export function builtWasteEndgame(id: GameId, seed: number): State {
  const game = rulesOf(id);
  const rnd = mulberry32(seed * 7919 + 13);
  const below = (n: number): number => Math.floor(rnd() * n);
  const nCols = 1 + below(Math.min(game.layout.columns.length, 3));
  const rules = narrowed(id, nCols, below(game.cells + 1));
  const order = orderOf(rules);
  // The piles: at least the base where it is dealt, else now and then one not started; 10 to 26
  // cards left.
  const lowest = rules.foundations.baseDealt ? 1 : 0;
  const empty = lowest === 0 && rnd() < 0.3 ? below(8) : -1;
  let heights: number[] = [];
  for (;;) {
    const least = lowest + below(12 - lowest);
    heights = Array.from({ length: 8 }, (_, k) => (k === empty ? 0 : rnd() < 0.35 ? 13 : least + below(13 - least)));
    const left = heights.reduce((n, h) => n + 13 - h, 0);
    if (left >= 10 && left <= 26) break;
  }
  const piles: string[] = [];
  const cards: { card: string; place: number; suit: string; need: number }[] = [];
  heights.forEach((h, k) => {
    const suit = SUITS[k % 4] as string;
    piles.push(`${suit}-${h === 0 ? '0' : order[h - 1]}`);
    const noise = 1 + below(8);
    for (let q = h; q < 13; q++) cards.push({ card: `${order[q]}${suit}`, place: q, suit, need: q + rnd() * noise });
  });
  shuffle(cards, below);
  type Left = (typeof cards)[0];
  const take = (fits?: (c: Left) => boolean): Left | null => {
    const i = fits ? cards.findIndex(fits) : cards.length - 1;
    return i < 0 ? null : (cards.splice(i, 1)[0] as Left);
  };
  const anySuit = rules.build.suit === 'any-suit';
  const toPlace = Math.floor(cards.length * (0.2 + rnd() * 0.5));
  let placed = 0;
  const cells = Array.from({ length: rules.cells }, () => {
    if (placed >= toPlace || rnd() >= 0.6) return '-';
    placed++;
    return (take() as Left).card;
  });
  const columns: Left[][] = Array.from({ length: nCols }, () => []);
  for (let tries = 0; tries < 40 && placed < toPlace; tries++) {
    const col = columns[below(nCols)] as Left[];
    const top = col[col.length - 1];
    // Mostly a card on its parent (one place lower, of its suit or any), sometimes any card: a split.
    let c: Left | null = null;
    if (top && rnd() < 0.8) c = take((x) => x.place === top.place - 1 && (anySuit || x.suit === top.suit));
    if (!c && (!top || rnd() < 0.3)) c = take();
    if (!c) continue;
    col.push(c);
    placed++;
  }
  const waste = cards.splice(0, Math.ceil(cards.length * (0.3 + rnd() * 0.7))).sort((a, b) => a.need - b.need);
  const card = (c: Left): string => c.card;
  return endgame(rules, {
    piles,
    cells,
    columns: columns.map((col) => col.map(card)),
    stock: cards.map(card),
    waste: waste.map(card),
  });
}
