import { type Card, card, type Rank, type Suit } from '../cards';
import type { Rules } from '../games';
import { buildsOn, canFillSpace, cardsBuildingOn, foundationNeeds, runCapacity } from '../rules';

// The rules of one game turned into lookup tables for the search. Every entry is computed by asking
// the engine's rule primitives (rules.ts) once per card or card pair, so the rules stay in one place
// and the search only reads arrays.

/** Rules as tables: built once per Rules object and cached. */
export interface RuleTables {
  readonly rules: Rules;
  /** builds[card * 52 + onto] is 1 when `card` may go on `onto` in the tableau. */
  readonly builds: Uint8Array;
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

function buildTables(rules: Rules): RuleTables {
  const builds = new Uint8Array(52 * 52);
  const fillsSpace = new Uint8Array(52);
  for (let c = 0; c < 52; c++) {
    fillsSpace[c] = canFillSpace(rules, c as Card) ? 1 : 0;
    for (let o = 0; o < 52; o++) builds[c * 52 + o] = buildsOn(rules.build, c as Card, o as Card) ? 1 : 0;
  }
  const parentsAt = new Int16Array(53);
  const parentList: number[] = [];
  for (let c = 0; c < 52; c++) {
    parentsAt[c] = parentList.length;
    for (let o = 0; o < 52; o++) if (builds[c * 52 + o] === 1) parentList.push(o);
  }
  parentsAt[52] = parentList.length;
  const parentBits = new Int32Array(52 * 2);
  for (let c = 0; c < 52; c++) {
    for (let o = 0; o < 52; o++)
      if (builds[c * 52 + o] === 1)
        parentBits[c * 2 + (o >> 5)] = (parentBits[c * 2 + (o >> 5)] as number) | (1 << (o & 31));
  }
  // Walk each suit's foundation from empty to full with the engine's own foundationNeeds.
  const base = rules.foundations.base;
  const foundationSeq = new Int16Array(4 * 13).fill(-1);
  const foundationOrder = new Int8Array(52).fill(-1);
  let full = 0;
  for (let s = 0; s < 4; s++) {
    const pile: Card[] = [];
    for (;;) {
      const need = foundationNeeds(rules, pile);
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
  return {
    rules,
    builds,
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
