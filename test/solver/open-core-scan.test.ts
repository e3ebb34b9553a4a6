import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameId, State } from '../../src/engine/index';
import { Dive } from '../../src/engine/solver/dive';
import { diveOrder, Scan } from '../../src/engine/solver/open-core/scan';
import { usesOpenCore } from '../../src/engine/solver/solve';
import { rulesOf, walk, walkArb } from './helpers/open-core';

// The core's scan (open-core/scan.ts) in Dive's order (diveOrder) is dive.ts's Dive on the core's board:
// slice by slice it must reach as many positions, and end as Dive ends, by the same line. A move
// tried out of Dive's order, a move left out or let in, a wrong auto-move or take-back, changes
// the counts.

const SEARCHED: readonly GameId[] = ['freecell', 'bakers-game', 'seahaven-towers'];

describe("the open core's scan in Dive's order, beside dive.ts's Dive", () => {
  const BUDGET = 3000;
  for (const game of SEARCHED) {
    it(`reaches the same positions and ends alike, from ${game} deals and mid-game positions`, () => {
      const outcomes = { solved: 0, unknown: 0 };
      fc.assert(
        fc.property(walkArb, (w) => {
          const states = walk(rulesOf(game), w);
          for (const s of [states[0], states[states.length >> 1], states[states.length - 1]] as State[]) {
            if (!usesOpenCore(s)) continue;
            for (const splits of [false, true]) {
              const d = new Dive(s, splits);
              const c = new Scan(s, diveOrder(splits));
              const trail: number[][] = [];
              const coreTrail: number[][] = [];
              while (d.status === null || c.status === null) {
                d.step(37, { maxStates: BUDGET });
                c.step(37, { maxStates: BUDGET });
                trail.push([d.states]);
                coreTrail.push([c.states]);
              }
              expect(coreTrail).toEqual(trail);
              expect(c.status).toBe(d.status);
              expect(c.winningLine).toEqual(d.winningLine);
              outcomes[d.status] = outcomes[d.status] + 1;
              d.release();
              c.release();
            }
          }
        }),
        { numRuns: 40 },
      );
      // Both outcomes met, else the test held less than it says.
      expect(outcomes.solved).toBeGreaterThan(0);
      expect(outcomes.unknown).toBeGreaterThan(0);
    });
  }
});
