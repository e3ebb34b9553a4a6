import type { Card } from '../../cards';
import type { State } from '../../state';
import { isSafeHome } from '../move-gen';
import { CELL0, FOUND0, PackedState } from '../packed';
import { type RuleTables, tablesFor } from '../tables';

// What the open core (search.ts) reads of a game's rules, from the tables the generic search
// reads (tables.ts: builds, parents, which cards fill a space, run capacity, the foundations'
// order) and from move-gen.ts's isSafeHome: no rule is written here a second time.

/** The games the core plays: one deck, no stock, one group of foundations in suit, one build. */
export function coreFits(state: State): boolean {
  const t = tablesFor(state.rules);
  if (t.decks !== 1 || t.grouped || t.tableauGroups || t.comeBack || state.rules.stock !== null) return false;
  if (state.foundations.length !== 4 || t.foundationFull !== 13) return false;
  // The piles' numbering (packed.ts) leaves room for 16 columns (0..CELL0-1) and 16 cells
  // (CELL0..FOUND0-1); runCap covers as many (CAP_COLUMNS counts 0..16).
  if (state.cells.length > FOUND0 - CELL0 || state.tableau.length > CELL0) return false;
  if (state.stock.length > 0 || state.waste.length > 0) return false;
  return state.tableau.every((_, i) => (state.faceDown[i] ?? 0) === 0);
}

/** 14^s: a suit's height in heightsIndex (each suit's foundation holds 0..13 cards). */
export const SUIT_POW = Int32Array.of(1, 14, 196, 2744);
const HEIGHT_STATES = 14 ** 4;

/** The core's view of one game's rules (cached by its tables). */
export interface CoreTables {
  readonly t: RuleTables;
  /**
   * The most cards a column can come to hold above the cards it starts with: the longest chain of
   * cards each built on the next (every card put on a column builds on the one below it).
   */
  readonly chain: number;
  /**
   * safeNext(heightsIndex): a bit for each suit whose next card would go home safely at these
   * foundation heights (isSafeHome's answer, which reads the heights alone in a one-deck game),
   * asked of isSafeHome the first time a set of heights is met.
   */
  safeNext(heightsIndex: number): number;
  /**
   * Each card's parents (RuleTables.parents, in their order) in parentWidth slots from
   * card * parentWidth, the slots past its last holding NO_PARENT: coreMoves reads a card's parents
   * with no parentsAt look-up.
   */
  readonly parentSlots: Uint8Array;
  /** Slots a card: the most parents a card has, and at least 2. */
  readonly parentWidth: number;
}

/** An empty parent slot (parentSlots): past every card, so never on top. */
export const NO_PARENT = 52;

const cache = new WeakMap<RuleTables, CoreTables>();

export function coreTablesFor(state: State): CoreTables {
  const t = tablesFor(state.rules);
  const hit = cache.get(t);
  if (hit) return hit;
  const made = makeTables(state, t);
  cache.set(t, made);
  return made;
}

function makeTables(state: State, t: RuleTables): CoreTables {
  // A position with every suit's foundation started on its own pile (suit s on pile s), whose
  // heights are then set at will: isSafeHome asks nothing but the heights.
  const probe = new PackedState({
    rules: state.rules,
    tableau: state.tableau.map(() => []),
    faceDown: state.tableau.map(() => 0),
    cells: state.cells.map(() => null),
    foundations: [0, 1, 2, 3].map((s) => [t.foundationSeq[s * 13] as Card]),
    stock: [],
    waste: [],
    pass: state.pass,
  });
  const safe = new Int8Array(HEIGHT_STATES).fill(-1);
  const safeNext = (index: number): number => {
    const known = safe[index] as number;
    if (known >= 0) return known;
    let mask = 0;
    for (let s = 0; s < 4; s++) probe.fLen[s] = Math.floor(index / (SUIT_POW[s] as number)) % 14;
    for (let s = 0; s < 4; s++) {
      const h = probe.fLen[s] as number;
      if (h < 13 && isSafeHome(probe, t.foundationSeq[s * 13 + h] as number)) mask |= 1 << s;
    }
    safe[index] = mask;
    return mask;
  };
  const { slots, width } = parentSlotsOf(t);
  return { t, chain: longestChain(t), safeNext, parentSlots: slots, parentWidth: width };
}

/** CoreTables.parentSlots and parentWidth from t.parents: at least two slots (coreMoves' ontoTwo reads two). */
function parentSlotsOf(t: RuleTables): { slots: Uint8Array; width: number } {
  let width = 2;
  for (let c = 0; c < 52; c++) width = Math.max(width, (t.parentsAt[c + 1] as number) - (t.parentsAt[c] as number));
  const slots = new Uint8Array(52 * width).fill(NO_PARENT);
  for (let c = 0; c < 52; c++) {
    const first = t.parentsAt[c] as number;
    for (let q = first; q < (t.parentsAt[c + 1] as number); q++) slots[c * width + q - first] = t.parents[q] as number;
  }
  return { slots, width };
}

/** The most cards in a chain each built on the next (t.builds); 52 if builds go round in a circle. */
function longestChain(t: RuleTables): number {
  const depth = new Int8Array(52).fill(-1);
  const visiting = new Uint8Array(52);
  let circle = false;
  const walk = (c: number): number => {
    if ((depth[c] as number) >= 0) return depth[c] as number;
    if (visiting[c] === 1) {
      circle = true;
      return 0;
    }
    visiting[c] = 1;
    let best = 0;
    // Cards that may lie on c: c's children.
    for (let d = 0; d < 52; d++) if (t.builds[d * 52 + c] === 1) best = Math.max(best, walk(d));
    visiting[c] = 0;
    depth[c] = Math.min(52, best + 1);
    return depth[c] as number;
  };
  let longest = 0;
  for (let c = 0; c < 52; c++) longest = Math.max(longest, walk(c));
  return circle ? 52 : longest;
}
