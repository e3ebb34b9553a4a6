import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPiles, cardsOf, checkMove, currentState, legalMoves, type Move, type State } from '../../src/engine';
import { act, actionsArb, autoModeArb, dealArb, start, VARIANTS } from './helpers/random-play';

// legalMoves leaves nothing out: every move checkMove accepts is listed, up to which empty cell,
// empty column or accepting foundation it uses, except moves that change nothing (a card from
// one cell to another, a whole column into an empty column).

function changesNothing(state: State, m: Move): boolean {
  if (m.from.kind === 'cell' && m.to.kind === 'cell') return true;
  return (
    m.from.kind === 'tableau' &&
    m.to.kind === 'tableau' &&
    cardsOf(state, m.to).length === 0 &&
    cardsOf(state, m.from).length === m.n
  );
}

/** Two moves are the same choice if they differ at most in which interchangeable pile they use. */
function sameChoice(state: State, a: Move, b: Move): boolean {
  if (a.n !== b.n || a.from.kind !== b.from.kind || a.to.kind !== b.to.kind) return false;
  if ('index' in a.from && 'index' in b.from && a.from.index !== b.from.index) return false;
  if (a.to.kind === 'cell' || a.to.kind === 'foundation') return true;
  if (a.to.kind === 'tableau' && cardsOf(state, a.to).length === 0) return cardsOf(state, b.to).length === 0;
  return JSON.stringify(a.to) === JSON.stringify(b.to);
}

describe.each(VARIANTS)('$name: legalMoves is complete', ({ rules }) => {
  it('every move checkMove accepts is listed', () => {
    fc.assert(
      fc.property(dealArb, autoModeArb, actionsArb(40), (deal, mode, actions) => {
        let s = start(rules, deal, mode);
        for (const a of actions) s = act(s, a);
        const state = currentState(s);
        const listed = legalMoves(state);
        const piles = allPiles(state);
        for (const from of piles) {
          const most = Math.max(1, cardsOf(state, from).length);
          for (const to of piles) {
            for (let n = 1; n <= most; n++) {
              const m = { from, to, n };
              if (!checkMove(state, m).ok || changesNothing(state, m)) continue;
              expect(
                listed.some((l) => sameChoice(state, m, l)),
                JSON.stringify(m),
              ).toBe(true);
            }
          }
        }
      }),
      { numRuns: 8 },
    );
  });
});
