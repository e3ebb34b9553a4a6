import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChildScorer, evaluate } from '../../src/engine/solver/heuristic';
import { generateMoves, nextSafeAutoMove, nextSafeAutoMoveAfter } from '../../src/engine/solver/move-gen';
import { PackedState } from '../../src/engine/solver/packed';
import { flavoursFor } from '../../src/engine/solver/profiles';
import { deal } from '../engine/helpers/board';
import { OPEN_GAME_IDS } from '../engine/helpers/random-play';

// The best-first search scores every child with ChildScorer, which rescores only the columns a
// move touched (going on from the parent's tallies), most of them before the move is even made.
// Both ways must give exactly the score a fresh evaluation of the child gives, for every
// flavour's weights and every kind of move; and the way before the move only where no auto-move
// follows it.

describe('ChildScorer', () => {
  for (const game of OPEN_GAME_IDS) {
    it(`scores every child of random ${game} positions as evaluate does`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 5000 }), fc.array(fc.nat(), { maxLength: 60 }), (n, picks) => {
          const p = new PackedState(deal(game, n));
          const moves = new Int32Array(2048);
          const autos: number[] = [];
          const playAutos = (first: number): void => {
            for (let a = first; a >= 0; a = nextSafeAutoMove(p)) {
              p.apply(a);
              autos.push(a);
            }
          };
          playAutos(nextSafeAutoMove(p));
          const scorers = flavoursFor(p).map((f) => ({ f, s: new ChildScorer(f.weights) }));
          // Walk a random line; at every position compare each child's two scores.
          for (const pick of [...picks, 0]) {
            const end = generateMoves(p, moves, 0);
            if (end === 0) break;
            for (const { s } of scorers) s.prepare(p);
            for (let i = 0; i < end; i++) {
              const m = moves[i] as number;
              const before = scorers.map(({ s }) => s.scoreBefore(p, m));
              p.apply(m);
              const had = autos.length;
              playAutos(nextSafeAutoMoveAfter(p, m));
              const nAuto = autos.length - had;
              scorers.forEach(({ f, s }, k) => {
                const fresh = evaluate(p, f.weights);
                expect(s.score(p, m, nAuto)).toBeCloseTo(fresh, 9);
                // Scored before the move is made: only where no auto-move follows, and the same.
                const quick = before[k] as number;
                if (!Number.isNaN(quick)) {
                  expect(nAuto).toBe(0);
                  expect(quick).toBeCloseTo(fresh, 9);
                }
              });
              while (autos.length > had) p.undo(autos.pop() as number);
              p.undo(m);
            }
            const m = moves[pick % end] as number;
            p.apply(m);
            playAutos(nextSafeAutoMoveAfter(p, m));
          }
        }),
        { numRuns: 25 },
      );
    });
  }
});
