import type { BoardSpare } from './board';
import type { ScorerSpare } from './score';
import { START_SEEN_BITS } from './seen-set';

// Arrays of released searches, for the next ones: most solves run a search or three of a few
// hundred positions, and new arrays (zeroed, then collected) cost more than the search itself.

/** One released search's arrays (search.ts's names), its board's and its scorer's. */
export interface Spare extends BoardSpare, ScorerSpare {
  readonly nodes: Int32Array;
  readonly heap: Int32Array;
  readonly lTerms: Int32Array;
  readonly seen: Int32Array;
  readonly moves: Int32Array;
}

const spares: Spare[] = [];
/** Searches' arrays kept at most. */
const SPARES = 4;
/** The most ints an array kept may hold (the board's bytes: four times as many). */
const SPARE_INTS = 1 << 20;

/** A released search's arrays, if any are kept. */
export function takeSpare(): Spare | undefined {
  return spares.pop();
}

/** Keeps a released search's arrays while there is room and they are not big; the expanded set only at its first size (it must be zeroed). */
export function keepSpare(s: Spare): void {
  const small = (a: { length: number }): boolean => a.length <= SPARE_INTS;
  if (spares.length >= SPARES || s.seen.length !== 2 << START_SEEN_BITS) return;
  if (small(s.nodes) && small(s.heap) && small(s.lTerms) && s.mem.length <= 4 * SPARE_INTS) spares.push(s);
}
