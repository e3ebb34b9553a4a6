import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameId, State } from '../../src/engine/index';
import type { Weights } from '../../src/engine/solver/heuristic';
import type { CoreBoard } from '../../src/engine/solver/open-core/board';
import { CoreScorer } from '../../src/engine/solver/open-core/score';
import { OpenCore } from '../../src/engine/solver/open-core/search';
import { PackedState } from '../../src/engine/solver/packed';
import { flavoursFor } from '../../src/engine/solver/profiles';
import { rulesOf, walk, walkArb } from './helpers/open-core';

// The open core keeps a column's tallies while the column keeps its content id (score.ts): the
// same id in the same column must mean the same cards, each as far from its foundation as when
// they were tallied. A search run in slices (and asked for its queue between them, which loads
// other layouts) is stopped after each slice and its scorer held to a fresh one on the position
// it last expanded: every column's term, and every kept tally and cut within the top run.

/** What the check reads of a search and its scorer (their private parts, read here alone). */
interface SearchInside {
  readonly board: CoreBoard;
  readonly scorer: CoreScorer;
  readonly colTerm: Int32Array;
}
interface ScorerInside {
  readonly tIds: Int32Array;
  tally(i: number): void;
}
/** A column's tallies: score.ts's SLOT ints. */
const SLOT = 8;

const GAMES: GameId[] = ['freecell', 'bakers-game', 'seahaven-towers'];

/** How many kept columns a fresh scorer confirmed, after each slice of `core`'s search. */
function checkSlices(core: OpenCore, weights: Weights, slice: number, peek: boolean): number {
  const inside = core as unknown as SearchInside;
  let kept = 0;
  for (let k = 0; k < 60; k++) {
    if (core.step(slice, { maxStates: 400 }) !== null) break;
    const b = inside.board;
    const sc = inside.scorer;
    const fresh = new CoreScorer(b, weights);
    fresh.next();
    for (let i = 0; i < b.nCols; i++) {
      // `| 0`: a term of nothing is -0, which an Int32Array keeps as 0.
      expect(inside.colTerm[i], `column ${i}'s term`).toBe(fresh.term(i) | 0);
      if ((sc as unknown as ScorerInside).tIds[i] !== sc.ids[i]) continue;
      (fresh as unknown as ScorerInside).tally(i);
      const slot = (t: Int32Array) => Array.from(t.subarray(i * SLOT, (i + 1) * SLOT));
      expect(slot(sc.tallies), `column ${i}'s kept tallies`).toEqual(slot(fresh.tallies));
      const l = b.len[i] as number;
      const p0 = i * (b.stride + 1);
      for (let d = l - (b.runs[i] as number); d <= l; d++) {
        expect(sc.pref[p0 + d], `column ${i} cut to ${d} cards`).toBe(fresh.pref[p0 + d]);
      }
      kept++;
    }
    if (peek) core.queued();
  }
  return kept;
}

describe("the open core's columns kept by content id", () => {
  for (const game of GAMES) {
    it(`keeps a column's tallies only while its cards and their suits' heights stay (${game})`, () => {
      let kept = 0;
      fc.assert(
        fc.property(walkArb, fc.integer({ min: 1, max: 7 }), fc.boolean(), (w, slice, peek) => {
          const states = walk(rulesOf(game), w);
          for (const s of [states[0], states[states.length - 1]] as State[]) {
            const f = flavoursFor(new PackedState(s)).find((x) => x.noise === undefined);
            if (!f) throw new Error('no flavour without noise');
            const core = new OpenCore(s, f.depthCost, f.weights);
            kept += checkSlices(core, f.weights, slice, peek);
            core.release();
          }
        }),
        { numRuns: 25 },
      );
      // The check saw kept tallies, not only fresh ones.
      expect(kept).toBeGreaterThan(100);
    });
  }
});
