import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentState, type GameId, type State } from '../../src/engine/index';
import { BestFirst } from '../../src/engine/solver/best-first';
import { evaluate } from '../../src/engine/solver/heuristic';
import { SCALE } from '../../src/engine/solver/open-core/score';
import { OpenCore } from '../../src/engine/solver/open-core/search';
import { PackedState } from '../../src/engine/solver/packed';
import { flavoursFor } from '../../src/engine/solver/profiles';
import { usesOpenCore } from '../../src/engine/solver/solve';
import { start } from '../engine/helpers/random-play';
import { rulesOf, walk, walkArb } from './helpers/open-core';

// The open core's search is best-first.ts's pruned search over its own position: the same moves,
// the same scores, so the same positions. Where both run dry, each has expanded every position
// the pruned moves reach, and the counts must agree (one wrong move, auto-move, hash or child's
// score is enough to change them); and every child it queues must carry evaluate's score less its
// depth's cost, as best-first.ts scores it, whether scored whole or from its parent's terms.

/** The games whose plans give their pruned searches to the core. */
const SEARCHED: readonly GameId[] = ['freecell', 'bakers-game', 'seahaven-towers'];

/** A position late in a random walk, and its flavours without noise (the core's searches). */
function lateInWalk(
  game: GameId,
  w: Parameters<typeof walk>[1],
): { s: State; flavours: ReturnType<typeof flavoursFor> } {
  const states = walk(rulesOf(game), w);
  const s = states[states.length - 1] as State;
  return { s, flavours: flavoursFor(new PackedState(s)).filter((f) => f.noise === undefined) };
}

describe("the open core's search, beside best-first.ts's pruned search", () => {
  const BUDGET = 2000;
  for (const game of SEARCHED) {
    it(`runs dry after as many positions, from ${game} positions in mid-game`, () => {
      let dry = 0;
      fc.assert(
        fc.property(walkArb, (w) => {
          const { s, flavours } = lateInWalk(game, w);
          for (const f of flavours) {
            const bf = new BestFirst(s, f.depthCost, f.weights, undefined, true);
            bf.step(1_000_000, { maxStates: BUDGET });
            const core = new OpenCore(s, f.depthCost, f.weights);
            core.step(1_000_000, { maxStates: BUDGET });
            core.release();
            bf.release();
            if (!bf.ranDry && !core.ranDry) continue;
            dry++;
            expect([core.ranDry, core.states]).toEqual([bf.ranDry, bf.states]);
          }
        }),
        { numRuns: 120 },
      );
      // Else the test held nothing. (About one FreeCell walk in seven ends where the searches run
      // dry: at 40 walks, none did about one run in 700; at 120, about one in 300 million.)
      expect(dry).toBeGreaterThan(0);
    });

    it(`queues each child at SCALE x evaluate less depth x depthCost, in ${game}`, () => {
      let checked = 0;
      fc.assert(
        fc.property(walkArb, fc.integer({ min: 1, max: 25 }), (w, steps) => {
          const { s, flavours } = lateInWalk(game, w);
          for (const f of flavours) {
            const core = new OpenCore(s, f.depthCost, f.weights);
            core.step(steps, { maxStates: 1_000_000 });
            if (core.status !== null) continue;
            const cost = Math.round(SCALE * f.depthCost);
            for (const q of core.queued()) {
              const p = new PackedState(s);
              for (const m of q.line) p.apply(m);
              expect(q.score).toBe(Math.round(SCALE * evaluate(p, f.weights)) - q.depth * cost);
              checked++;
            }
            core.release();
          }
        }),
        { numRuns: 6 },
      );
      expect(checked).toBeGreaterThan(0);
    });
  }
});

describe('solve() and the open core', () => {
  // The verdict tests (open-core.test.ts) pass with the core or without it: this one says which.
  it("gives it the pruned searches of FreeCell, Baker's Game and Seahaven Towers, and of no other game", () => {
    const games: GameId[] = [...SEARCHED, 'eight-off', 'penguin'];
    const using = games.filter((g) => usesOpenCore(currentState(start(rulesOf(g), 1, 'off'))));
    expect(using).toEqual(SEARCHED);
  });
});
