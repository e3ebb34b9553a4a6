import { type Card, isRed, type Rank, rankOf, type Suit, suitOf } from './cards';
import type { BuildRule, FoundationGroup, Rules } from './games';

// The card-level rules, each in one place. Moves, hints and the solver all ask these.

/** The foundations' groups in pile order: the first group's piles, then each further group's. */
export function foundationGroups(rules: Rules): readonly FoundationGroup[] {
  let hit = groupLists.get(rules);
  if (!hit) {
    hit = [rules.foundations, ...(rules.moreFoundations ?? [])];
    groupLists.set(rules, hit);
  }
  return hit;
}

const groupLists = new WeakMap<Rules, readonly FoundationGroup[]>();

/** How many foundation piles the game has, over all its groups. */
export function foundationCount(rules: Rules): number {
  let n = rules.foundations.count;
  for (const g of rules.moreFoundations ?? []) n += g.count;
  return n;
}

/** Which group (its place in foundationGroups) foundation pile `index` belongs to. */
export function foundationGroupIndex(rules: Rules, index: number): number {
  if (!rules.moreFoundations) return 0;
  const groups = foundationGroups(rules);
  let end = 0;
  for (let g = 0; g < groups.length; g++) {
    end += (groups[g] as FoundationGroup).count;
    if (index < end) return g;
  }
  return groups.length - 1;
}

/** The group foundation pile `index` belongs to. */
export function foundationGroupOf(rules: Rules, index: number): FoundationGroup {
  if (!rules.moreFoundations) return rules.foundations;
  return foundationGroups(rules)[foundationGroupIndex(rules, index)] as FoundationGroup;
}

/** Cards that complete a pile of the group: the whole order, 13, unless the game says fewer. */
export function groupLength(group: FoundationGroup): number {
  return group.length ?? 13;
}

/**
 * The rank a foundation of `group` holds at `height` (0 = its base). A foundation runs through
 * the order from its base, round the corner from king to ace where the base asks for it (Eights
 * Down: 8 7 ... A K ... 9; Penguin's 10 beak: 10 J Q K A ... 9; Penta's down piles 5 4 ... A K ... 6).
 */
export function foundationRank(group: FoundationGroup, height: number): Rank {
  const step = group.direction === 'up' ? height : -height;
  return (((((group.base - 1 + step) % 13) + 13) % 13) + 1) as Rank;
}

/** How column `index` builds: the build of the last tableau group that starts at or before it. */
export function buildOf(rules: Rules, index: number): BuildRule {
  let build = rules.build;
  for (const g of rules.moreBuilds ?? []) if (g.fromColumn <= index) build = g.build;
  return build;
}

/** Every build rule the game's columns use (one, or one per tableau group). */
export function buildsOf(rules: Rules): readonly BuildRule[] {
  return rules.moreBuilds ? [rules.build, ...rules.moreBuilds.map((g) => g.build)] : [rules.build];
}

/**
 * Column `index`'s tableau group: its build's place in buildsOf (0 in every game but where columns
 * build their own ways). Columns of one group are alike; two spaces of two groups are not (a card
 * in Penta's left space builds down, in its right space up).
 */
export function columnGroupOf(rules: Rules, index: number): number {
  return buildsOf(rules).indexOf(buildOf(rules, index));
}

/**
 * The rank one step up (+1) or down (-1) in a build order that starts at `lowest`; null off either
 * end, or always where nothing builds. An order that wraps has no ends (Penta: K on A, A on K).
 */
export function buildStep(build: BuildRule, rank: Rank, step: 1 | -1): Rank | null {
  if (build.direction === 'none') return null;
  const position = (rank - build.lowest + 13) % 13;
  const next = position + step;
  if (!build.wraps && (next < 0 || next > 12)) return null;
  return (((((next + build.lowest - 1) % 13) + 13) % 13) + 1) as Rank;
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
// Only the first build's order says the top rank: no game with tableau groups fills spaces by rank.
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

/**
 * The card foundation pile `index` wants next, as rank and suit (null: any suit, as an empty pile
 * or a pile built regardless of suit takes), or 'full'.
 */
export function foundationNeeds(
  rules: Rules,
  index: number,
  pile: readonly Card[],
): { readonly rank: Rank; readonly suit: Suit | null } | 'full' {
  const group = foundationGroupOf(rules, index);
  if (pile.length === 0) return { rank: group.base, suit: null };
  if (pile.length >= groupLength(group)) return 'full';
  const suit = group.anySuit ? null : suitOf(pile[pile.length - 1] as Card);
  return { rank: foundationRank(group, pile.length), suit };
}

/** May `card` go onto foundation pile `index`, which holds `pile`? */
export function foundationAccepts(rules: Rules, index: number, pile: readonly Card[], card: Card): boolean {
  const need = foundationNeeds(rules, index, pile);
  return need !== 'full' && need.rank === rankOf(card) && (need.suit === null || need.suit === suitOf(card));
}

/**
 * The cards that could be built onto `card` in any column of the game (its possible children):
 * one entry per build rule that has a child for it.
 */
export function childrenOf(rules: Rules, card: Card): { rank: Rank; suits: Suit[] }[] {
  const out: { rank: Rank; suits: Suit[] }[] = [];
  for (const b of buildsOf(rules)) {
    const c = cardsBuildingOn(b, card);
    if (c) out.push(c);
  }
  return out;
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
 * The longest column the table plans for: the longest dealt column with a whole run of the build
 * order on top (13 ranks, so 12 cards follow one in order); Eights Down's one-card columns make 13.
 * The table keeps every card of such a column readable. A build that wraps round the corner
 * (Penta's) can grow a column past that; the table then shrinks its cards for the longest column it
 * shows (layoutTable's `readable`).
 */
export function longestColumn(rules: Rules): number {
  const builds = buildsOf(rules).some((b) => b.direction !== 'none');
  return Math.max(...rules.layout.columns) + (builds ? 12 : 0);
}
