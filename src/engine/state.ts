import type { Card } from './cards';
import type { Rules } from './games';

/** A position. Immutable to every caller: moves make new states that share unchanged piles. */
export interface State {
  /** The rules this deal is played by: the game's, with the base rank the deal fixed (rulesWithBase). */
  readonly rules: Rules;
  /** Tableau columns, bottom card first, the exposed card last. */
  readonly tableau: readonly (readonly Card[])[];
  /** How many cards at the bottom of each column are face down (zero in the open games). */
  readonly faceDown: readonly number[];
  /** One card or null per cell. */
  readonly cells: readonly (Card | null)[];
  /** Each foundation's cards, bottom first. */
  readonly foundations: readonly (readonly Card[])[];
  /** Stock and waste, top card last. */
  readonly stock: readonly Card[];
  readonly waste: readonly Card[];
  /** Which pass through the stock this is, from 1. */
  readonly pass: number;
}

/** A pile of the table, by kind and index (0-based). */
export type Pile =
  | { readonly kind: 'tableau'; readonly index: number }
  | { readonly kind: 'cell'; readonly index: number }
  | { readonly kind: 'foundation'; readonly index: number }
  | { readonly kind: 'stock' }
  | { readonly kind: 'waste' };

export const tableau = (index: number): Pile => ({ kind: 'tableau', index });
export const cell = (index: number): Pile => ({ kind: 'cell', index });
export const foundation = (index: number): Pile => ({ kind: 'foundation', index });
export const STOCK: Pile = { kind: 'stock' };
export const WASTE: Pile = { kind: 'waste' };

/** The pile names of the CLI and the automation API: t1.., c1.., f1.., s, w. */
export function pileName(p: Pile): string {
  switch (p.kind) {
    case 'tableau':
      return `t${p.index + 1}`;
    case 'cell':
      return `c${p.index + 1}`;
    case 'foundation':
      return `f${p.index + 1}`;
    case 'stock':
      return 's';
    case 'waste':
      return 'w';
  }
}

/** Reads a pile name; `f` alone (any foundation) is left to the caller. Null if not a pile. */
export function parsePileName(name: string, state: State): Pile | null {
  if (name === 's') return state.rules.stock ? STOCK : null;
  if (name === 'w') return state.rules.stock ? WASTE : null;
  const m = /^([tcf])([1-9][0-9]?)$/.exec(name);
  if (!m) return null;
  const index = Number(m[2]) - 1;
  const count = { t: state.tableau.length, c: state.cells.length, f: state.foundations.length }[
    m[1] as 't' | 'c' | 'f'
  ];
  if (index >= count) return null;
  return m[1] === 't' ? tableau(index) : m[1] === 'c' ? cell(index) : foundation(index);
}

export function samePile(a: Pile, b: Pile): boolean {
  return a.kind === b.kind && ('index' in a ? a.index === (b as { index: number }).index : true);
}

/** The cards of a pile, bottom first (a cell is a pile of zero or one card). */
export function cardsOf(state: State, p: Pile): readonly Card[] {
  switch (p.kind) {
    case 'tableau':
      return state.tableau[p.index] ?? [];
    case 'cell': {
      const c = state.cells[p.index];
      return c === null || c === undefined ? [] : [c];
    }
    case 'foundation':
      return state.foundations[p.index] ?? [];
    case 'stock':
      return state.stock;
    case 'waste':
      return state.waste;
  }
}

/** Every pile of the position, in display order: tableau, cells, foundations, stock, waste. */
export function allPiles(state: State): Pile[] {
  const out: Pile[] = [];
  out.push(...state.tableau.map((_, i) => tableau(i)));
  out.push(...state.cells.map((_, i) => cell(i)));
  out.push(...state.foundations.map((_, i) => foundation(i)));
  if (state.rules.stock) out.push(STOCK, WASTE);
  return out;
}

export function freeCellCount(state: State): number {
  let n = 0;
  for (const c of state.cells) if (c === null) n++;
  return n;
}

export function emptyColumnCount(state: State): number {
  let n = 0;
  for (const col of state.tableau) if (col.length === 0) n++;
  return n;
}

/** Cards face down in the columns (Klondike's; none in the open games). */
export function faceDownCount(state: State): number {
  let n = 0;
  for (const d of state.faceDown) n += d;
  return n;
}

export function foundationCardCount(state: State): number {
  let n = 0;
  for (const f of state.foundations) n += f.length;
  return n;
}

/**
 * Are cards hidden from the player: face down in a column, or in the stock of a game that deals
 * face down (Klondike) before its first pass is through (stockUnseen)? While they are, a Klondike
 * hint reads samples of them, a best guess.
 */
export function cardsHidden(state: State): boolean {
  return faceDownCount(state) > 0 || stockUnseen(state);
}

/**
 * Does the stock of a game that deals face down (Klondike) hold cards the player has not seen?
 * Only in the first pass: every card of a later pass's stock was turned onto the waste (face up,
 * fanned by three where three are drawn) in the pass before, in the order it comes round again.
 */
export function stockUnseen(state: State): boolean {
  return state.rules.layout.faceDown !== undefined && state.stock.length > 0 && state.pass === 1;
}

export function isWon(state: State): boolean {
  return foundationCardCount(state) === state.rules.decks * 52;
}
