import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPiles, checkMove, currentState, type Move, type Pile, play, type Session } from '../../src/engine';
import { explain } from '../../src/platform/refusal-words';
import { act, actionsArb, autoModeArb, dealArb, start, VARIANTS } from './helpers/random-play';

// Any move at all, from any pile to any pile with any count: either it is legal and play() makes
// it, or it is refused with a reason the player can read (English and German) and play() leaves
// the game exactly as it was.

describe.each(VARIANTS)('$name: random moves', ({ rules }) => {
  it('a refused move says why and changes nothing', () => {
    fc.assert(
      fc.property(
        dealArb,
        autoModeArb,
        actionsArb(30),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 14 })), { minLength: 1, maxLength: 20 }),
        (deal, mode, actions, tries) => {
          let s: Session = start(rules, deal, mode);
          for (const a of actions) s = act(s, a);
          const state = currentState(s);
          const piles = allPiles(state);
          const snapshot = structuredClone(s);
          for (const [f, t, n] of tries) {
            const move: Move = { from: piles[f % piles.length] as Pile, to: piles[t % piles.length] as Pile, n };
            const verdict = checkMove(state, move);
            const result = play(s, move);
            if (verdict.ok) {
              expect(result.ok).toBe(true);
              continue;
            }
            expect(explain(verdict.refusal).length).toBeGreaterThan(0);
            expect(explain(verdict.refusal, 'de').length).toBeGreaterThan(0);
            expect(result).toEqual({ ok: false, refusal: verdict.refusal });
            expect(s).toEqual(snapshot);
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('moves to and from piles the game does not have are refused', () => {
    const s = start(rules, 1, 'off');
    const state = currentState(s);
    const t1 = { kind: 'tableau', index: 0 } as const;
    for (const missing of [
      { kind: 'tableau', index: state.tableau.length },
      { kind: 'cell', index: state.cells.length },
      { kind: 'foundation', index: state.foundations.length },
      { kind: 'tableau', index: -1 },
      { kind: 'tableau', index: 0.5 },
    ] as const) {
      for (const move of [
        { from: missing, to: t1, n: 1 },
        { from: t1, to: missing, n: 1 },
      ]) {
        const v = checkMove(state, move);
        expect(v.ok ? 'legal' : explain(v.refusal)).toBe('There is no such pile in this game.');
      }
    }
  });
});
