import { type Card, isRed, type Rank, rankOf, type Suit, suitOf } from './cards';
import type { BuildRule, Rules } from './games';

// The card-level rules, each in one place. Moves, hints and the solver all ask these.

/**
 * The rank a foundation holds at `height` (0 = its base). A foundation runs through the whole
 * order from its base, 13 cards, round the corner from king to ace where the base asks for it
 * (Eights Down: 8 7 ... A K ... 9; Penguin's 10 beak: 10 J Q K A ... 9).
 */
export function foundationRank(rules: Rules, height: number): Rank {
  const f = rules.foundations;
  const step = f.direction === 'up' ? height : -height;
  return (((((f.base - 1 + step) % 13) + 13) % 13) + 1) as Rank;
}

/** The rank one step up (+1) or down (-1) in a build order that starts at `lowest`; null off either end. */
export function buildStep(build: BuildRule, rank: Rank, step: 1 | -1): Rank | null {
  const position = (rank - build.lowest + 13) % 13;
  const next = position + step;
  if (next < 0 || next > 12) return null;
  return (((next + build.lowest - 1) % 13) + 1) as Rank;
}

export type SuitMismatch = 'same-suit' | 'alternate-colour';

/** Why `card` may not go on `onto` in the tableau, or null when it may. */
export function buildRefusal(
  build: BuildRule,
  card: Card,
  onto: Card,
): { readonly rank: Rank | null } | { readonly suit: SuitMismatch } | null {
  const wanted = buildStep(build, rankOf(onto), build.direction === 'down' ? -1 : 1);
  if (wanted !== rankOf(card)) return { rank: wanted };
  if (build.suit === 'same-suit' && suitOf(card) !== suitOf(onto)) return { suit: 'same-suit' };
  if (build.suit === 'alternate-colour' && isRed(card) === isRed(onto)) return { suit: 'alternate-colour' };
  return null;
}

/** May `card` be placed on `onto` in a tableau column? */
export function buildsOn(build: BuildRule, card: Card, onto: Card): boolean {
  return buildRefusal(build, card, onto) === null;
}

/** Is `cards` (bottom first) a run the game lets move together: each card builds on the one below? */
export function isRun(build: BuildRule, cards: readonly Card[], from = 0): boolean {
  for (let i = from + 1; i < cards.length; i++) {
    if (!buildsOn(build, cards[i] as Card, cards[i - 1] as Card)) return false;
  }
  return true;
}

/** How many cards at the end of `column` form a run. */
export function runLength(build: BuildRule, column: readonly Card[], faceDown = 0): number {
  let n = column.length > faceDown ? 1 : 0;
  for (let i = column.length - 1; i > faceDown; i--) {
    if (!buildsOn(build, column[i] as Card, column[i - 1] as Card)) break;
    n++;
  }
  return n;
}

/** The top rank of a build order: the one below its lowest (the king where the order starts at the ace). */
export function topRank(build: BuildRule): Rank {
  return (((build.lowest + 11) % 13) + 1) as Rank;
}

/** The one rank that may fill an empty column, null when any card may, 'none' when no card may. */
export function spaceRank(rules: Rules): Rank | null | 'none' {
  switch (rules.space) {
    case 'any':
      return null;
    case 'top':
      return topRank(rules.build);
    case 'none':
      return 'none';
  }
}

/** May `card` fill an empty tableau column? */
export function canFillSpace(rules: Rules, card: Card): boolean {
  const rank = spaceRank(rules);
  return rank === null || rank === rankOf(card);
}

/**
 * The most cards one run move may carry. `freeCells` and `emptyColumns` are counted before the
 * move; `toEmpty` says the target is itself an empty column (which then cannot serve as a space).
 */
export function runCapacity(rules: Rules, freeCells: number, emptyColumns: number, toEmpty: boolean): number {
  switch (rules.runs) {
    case 'single':
      return 1;
    case 'cells':
      return freeCells + 1;
    case 'capacity':
      return (freeCells + 1) * 2 ** Math.max(0, emptyColumns - (toEmpty ? 1 : 0));
    case 'unlimited':
      return Number.POSITIVE_INFINITY;
  }
}

/** The card a foundation wants next, as rank and suit (empty: the base rank, any suit), or 'full'. */
export function foundationNeeds(
  rules: Rules,
  pile: readonly Card[],
): { readonly rank: Rank; readonly suit: Suit | null } | 'full' {
  if (pile.length === 0) return { rank: rules.foundations.base, suit: null };
  if (pile.length >= 13) return 'full';
  return { rank: foundationRank(rules, pile.length), suit: suitOf(pile[pile.length - 1] as Card) };
}

/** May `card` go onto this foundation pile? */
export function foundationAccepts(rules: Rules, pile: readonly Card[], card: Card): boolean {
  const need = foundationNeeds(rules, pile);
  return need !== 'full' && need.rank === rankOf(card) && (need.suit === null || need.suit === suitOf(card));
}

/** The cards that could be built onto `card` in the tableau (its possible children), as rank and suits. */
export function cardsBuildingOn(build: BuildRule, card: Card): { rank: Rank; suits: Suit[] } | null {
  const rank = buildStep(build, rankOf(card), build.direction === 'down' ? -1 : 1);
  if (rank === null) return null;
  const s = suitOf(card);
  const all: Suit[] = [0, 1, 2, 3];
  const suits =
    build.suit === 'same-suit'
      ? [s]
      : build.suit === 'any-suit'
        ? all
        : all.filter((x) => (x === 1 || x === 2) !== isRed(card));
  return { rank, suits };
}

/** May the waste turn over again after pass `pass` (counting from 1)? Always, with unlimited passes. */
export function anotherPass(rules: Rules, pass: number): boolean {
  const passes = rules.stock?.passes ?? 1;
  return passes === 'unlimited' || pass < passes;
}

/**
 * The longest column a game can hold: its longest dealt column with a whole run built on top (the
 * build order has 13 ranks, so at most 12 cards follow one in order); Eights Down's one-card columns
 * make 13. The table keeps every card of such a column readable.
 */
export function longestColumn(rules: Rules): number {
  return Math.max(...rules.layout.columns) + 12;
}
