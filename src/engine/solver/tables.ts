import { type Card, card, type Rank, type Suit } from '../cards';
import type { BuildRule, FoundationGroup, Rules } from '../games';
import {
  buildOf,
  buildsOf,
  buildsOn,
  canFillSpace,
  cardsBuildingOn,
  childrenOf,
  columnGroupOf,
  foundationCount,
  foundationGroupIndex,
  foundationGroups,
  foundationNeeds,
  foundationRank,
  groupLength,
  runCapacity,
} from '../rules';

// The rules of one game turned into lookup tables for the search. Every entry is computed by asking
// the engine's rule primitives (rules.ts) once per card or card pair, so the rules stay in one place
// and the search only reads arrays.

/** Rules as tables: built once per Rules object and cached. */
export interface RuleTables {
  readonly rules: Rules;
  /** builds[card * 52 + onto] is 1 when `card` may go on `onto` in the tableau (the first columns' build). */
  readonly builds: Uint8Array;
  /** Each column's builds table: the same `builds` for every column, unless columns build their own ways (Penta). */
  readonly columnBuilds: readonly Uint8Array[];
  /** Columns build more than one way (Rules.moreBuilds): a move onto a column asks that column's table. */
  readonly tableauGroups: boolean;
  /**
   * Each column's build, as its index in buildsOf (0 for every column but where columns build their
   * own ways): columns of one build are interchangeable, columns of two are not (Penta's left and right).
   */
  readonly columnGroup: Uint8Array;
  /** How many column groups there are (1 but in Penta). */
  readonly columnGroupCount: number;
  /**
   * More than one foundation group, or piles built regardless of suit (Penta, Sixes and Sevens):
   * the searches then ask the group tables below, not foundationSeq and safeChildren, which
   * describe one group of piles in suit.
   */
  readonly grouped: boolean;
  /**
   * No rule asks a card's suit (Penta: columns and foundations regardless of suit): positions that
   * differ only by which suit lies where are one, and the exact key (visited.ts) writes ranks.
   */
  readonly suitless: boolean;
  /** Grouped: the group of each foundation pile. */
  readonly pileGroup: Int8Array;
  /** Grouped: groupRank[g * 13 + h], the rank (1..13) pile of group g holds at height h; groupLength[g] cards in all. */
  readonly groupRank: Int8Array;
  readonly groupLength: Int8Array;
  /** Grouped: groupOrder[g * 14 + rank], the height at which group g takes `rank`, -1 if never. */
  readonly groupOrder: Int8Array;
  /** Grouped: the group builds regardless of suit (1) or in suit (0). */
  readonly groupAnySuit: Uint8Array;
  /** Grouped: a card's tableau children in every column's build, children[childrenAt[c] .. childrenAt[c + 1]). */
  readonly children: Int16Array;
  readonly childrenAt: Int16Array;
  /** fillsSpace[card] is 1 when `card` may fill an empty column. */
  readonly fillsSpace: Uint8Array;
  /** The cards `card` may go on: parents[parentsAt[card] .. parentsAt[card + 1]) (builds turned round). */
  readonly parents: Uint8Array;
  readonly parentsAt: Int16Array;
  /** The same as bits: parentBits[card * 2 + (parent >> 5)] has bit (parent & 31) set for each parent. */
  readonly parentBits: Int32Array;
  /** foundationSeq[suit * 13 + i]: the rank (as a card of that suit) a foundation of `suit` holds at height i. */
  readonly foundationSeq: Int16Array;
  /** How many cards complete a foundation. */
  readonly foundationFull: number;
  /** The rank that starts an empty foundation. */
  readonly baseRank: Rank;
  /**
   * safeChildren[card * 4 + k]: the cards that could be built on `card` (its tableau children), -1
   * past the end; a card may go up safely once every copy of its children is home. -2 in slot 0
   * means "always safe" (the children are the foundations' base rank, which needs no parent).
   */
  readonly safeChildren: Int16Array;
  /** Where each card stands in its suit's foundation order (0 = the base). */
  readonly foundationOrder: Int8Array;
  readonly decks: number;
  /** Run moves are limited to one card in the search (single, or runs played out as single moves). */
  readonly singleOnly: boolean;
  /** A foundation's top card may come back to a column (Rules.foundations.comeBack). */
  readonly comeBack: boolean;
  /**
   * How many cards a run move may carry, from the engine's capacity rule, by
   * runCap[(freeCells * CAP_COLUMNS + emptyColumns) * 2 + (toEmpty ? 1 : 0)] (at most 255).
   */
  readonly runCap: Uint8Array;
}

/** Empty-column counts the runCap table covers (0..16). */
export const CAP_COLUMNS = 17;
/** Free-cell counts the runCap table covers (0..16). */
const CAP_CELLS = 17;

const cache = new WeakMap<Rules, RuleTables>();

export function tablesFor(rules: Rules): RuleTables {
  const hit = cache.get(rules);
  if (hit) return hit;
  const t = buildTables(rules);
  cache.set(rules, t);
  return t;
}

function buildsTable(build: BuildRule): Uint8Array {
  const builds = new Uint8Array(52 * 52);
  for (let c = 0; c < 52; c++) {
    for (let o = 0; o < 52; o++) builds[c * 52 + o] = buildsOn(build, c as Card, o as Card) ? 1 : 0;
  }
  return builds;
}

function buildTables(rules: Rules): RuleTables {
  const builds = buildsTable(rules.build);
  const fillsSpace = new Uint8Array(52);
  for (let c = 0; c < 52; c++) fillsSpace[c] = canFillSpace(rules, c as Card) ? 1 : 0;
  const tableauGroups = rules.moreBuilds !== undefined;
  const byBuild = new Map<BuildRule, Uint8Array>([[rules.build, builds]]);
  for (const b of buildsOf(rules)) if (!byBuild.has(b)) byBuild.set(b, buildsTable(b));
  const columnBuilds = rules.layout.columns.map((_, i) => byBuild.get(buildOf(rules, i)) as Uint8Array);
  const columnGroup = Uint8Array.from(rules.layout.columns, (_, i) => columnGroupOf(rules, i));
  // A card's parents in any column (for columns that build their own ways, each column checks its own).
  const parentsAt = new Int16Array(53);
  const parentList: number[] = [];
  const anyBuilds = (c: number, o: number): boolean => {
    for (const b of byBuild.values()) if (b[c * 52 + o] === 1) return true;
    return false;
  };
  for (let c = 0; c < 52; c++) {
    parentsAt[c] = parentList.length;
    for (let o = 0; o < 52; o++) if (anyBuilds(c, o)) parentList.push(o);
  }
  parentsAt[52] = parentList.length;
  const parentBits = new Int32Array(52 * 2);
  for (let c = 0; c < 52; c++) {
    for (let o = 0; o < 52; o++)
      if (anyBuilds(c, o)) parentBits[c * 2 + (o >> 5)] = (parentBits[c * 2 + (o >> 5)] as number) | (1 << (o & 31));
  }
  // Walk each suit's foundation from empty to full with the engine's own foundationNeeds.
  const base = rules.foundations.base;
  const foundationSeq = new Int16Array(4 * 13).fill(-1);
  const foundationOrder = new Int8Array(52).fill(-1);
  let full = 0;
  for (let s = 0; s < 4; s++) {
    const pile: Card[] = [];
    for (;;) {
      const need = foundationNeeds(rules, 0, pile);
      if (need === 'full' || pile.length >= 13) break;
      const next = card(need.rank, s as Suit);
      foundationSeq[s * 13 + pile.length] = next;
      foundationOrder[next] = pile.length;
      pile.push(next);
    }
    full = pile.length;
  }
  const safeChildren = new Int16Array(52 * 4).fill(-1);
  for (let c = 0; c < 52; c++) {
    const children = cardsBuildingOn(rules.build, c as Card);
    if (!children || children.rank === base) {
      safeChildren[c * 4] = -2;
      continue;
    }
    children.suits.forEach((s, k) => {
      safeChildren[c * 4 + k] = card(children.rank, s);
    });
  }
  const singleOnly = rules.runs === 'single' || rules.runsAsSingleMoves;
  const groups = groupTables(rules);
  const suitless =
    foundationGroups(rules).every((g) => g.anySuit) && buildsOf(rules).every((b) => b.suit === 'any-suit');
  // Grouped, a card's place in the foundations for the heuristic: its lowest height in any group.
  if (groups.grouped) {
    for (let c = 0; c < 52; c++) {
      let best = 99;
      for (let g = 0; g < groups.groupLength.length; g++) {
        const h = groups.groupOrder[g * 14 + (c >> 2) + 1] as number;
        if (h >= 0 && h < best) best = h;
      }
      foundationOrder[c] = best === 99 ? 0 : best;
    }
  }
  return {
    rules,
    builds,
    columnBuilds,
    tableauGroups,
    columnGroup,
    columnGroupCount: Math.max(...columnGroup) + 1,
    suitless,
    ...groups,
    fillsSpace,
    parents: Uint8Array.from(parentList),
    parentsAt,
    parentBits,
    foundationSeq,
    foundationFull: full,
    baseRank: base,
    safeChildren,
    foundationOrder,
    decks: rules.decks,
    singleOnly,
    comeBack: rules.foundations.comeBack,
    runCap: capacityTable(rules, singleOnly),
  };
}

/** The foundation groups as tables (every field empty in a game of one group in suit). */
function groupTables(
  rules: Rules,
): Pick<
  RuleTables,
  'grouped' | 'pileGroup' | 'groupRank' | 'groupLength' | 'groupOrder' | 'groupAnySuit' | 'children' | 'childrenAt'
> {
  const list = foundationGroups(rules);
  const grouped = list.length > 1 || list.some((g) => g.anySuit);
  const n = grouped ? list.length : 0;
  const pileGroup = new Int8Array(grouped ? foundationCount(rules) : 0);
  for (let i = 0; i < pileGroup.length; i++) pileGroup[i] = foundationGroupIndex(rules, i);
  const groupRank = new Int8Array(n * 13);
  const groupLen = new Int8Array(n);
  const groupOrder = new Int8Array(n * 14).fill(-1);
  const groupAnySuit = new Uint8Array(n);
  const kinds = new Map<number, boolean>();
  for (let g = 0; g < n; g++) {
    const group = list[g] as FoundationGroup;
    groupLen[g] = groupLength(group);
    groupAnySuit[g] = group.anySuit ? 1 : 0;
    for (let h = 0; h < groupLength(group); h++) {
      const r = foundationRank(group, h);
      groupRank[g * 13 + h] = r;
      groupOrder[g * 14 + r] = h;
      // homeCount counts a rank's copies where its groups build regardless of suit, a card's where
      // in suit: a rank must not go to groups of both kinds.
      if (kinds.get(r) === !group.anySuit)
        throw new Error('solver: a rank goes to groups in suit and regardless of suit');
      kinds.set(r, group.anySuit === true);
    }
  }
  const childrenAt = new Int16Array(grouped ? 53 : 0);
  const childList: number[] = [];
  if (grouped) {
    for (let c = 0; c < 52; c++) {
      childrenAt[c] = childList.length;
      const mine = new Set<number>();
      for (const ch of childrenOf(rules, c as Card)) for (const s of ch.suits) mine.add(card(ch.rank, s));
      childList.push(...mine);
    }
    childrenAt[52] = childList.length;
  }
  return {
    grouped,
    pileGroup,
    groupRank,
    groupLength: groupLen,
    groupOrder,
    groupAnySuit,
    children: Int16Array.from(childList),
    childrenAt,
  };
}

function capacityTable(rules: Rules, singleOnly: boolean): Uint8Array {
  const table = new Uint8Array(CAP_CELLS * CAP_COLUMNS * 2);
  for (let free = 0; free < CAP_CELLS; free++) {
    for (let empty = 0; empty < CAP_COLUMNS; empty++) {
      for (const toEmpty of [false, true]) {
        const n = singleOnly ? 1 : runCapacity(rules, free, empty, toEmpty);
        table[(free * CAP_COLUMNS + empty) * 2 + (toEmpty ? 1 : 0)] = Math.min(255, n);
      }
    }
  }
  return table;
}
