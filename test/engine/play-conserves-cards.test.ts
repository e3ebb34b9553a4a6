import fc from 'fast-check';
import { describe, it } from 'vitest';
import { checkCards, checkMove, currentState, legalMoves, play, statusOf } from '../../src/engine';
import { autoModeArb, dealArb, picksArb, playPick, start, VARIANTS } from './helpers/random-play';

// Random legal play: no card is ever lost or doubled, and every move legalMoves lists is one that
// checkMove and play() accept. A position with no listed move is stuck (or won).

describe.each(VARIANTS)('$name: random legal play', ({ rules }) => {
  it('never loses or duplicates a card, and every listed move is accepted', () => {
    fc.assert(
      fc.property(dealArb, autoModeArb, picksArb(60), (deal, mode, picks) => {
        let s = start(rules, deal, mode);
        for (const pick of picks) {
          const state = currentState(s);
          const problem = checkCards(state);
          if (problem) throw new Error(problem);
          const moves = legalMoves(state);
          for (const m of moves) {
            if (!checkMove(state, m).ok) throw new Error(`checkMove refuses a listed move ${JSON.stringify(m)}`);
            if (!play(s, m).ok) throw new Error(`play refuses a listed move ${JSON.stringify(m)}`);
          }
          const status = statusOf(state);
          if ((moves.length === 0) !== (status !== 'playing'))
            throw new Error(`status ${status} with ${moves.length} moves`);
          s = playPick(s, pick);
        }
        const problem = checkCards(currentState(s));
        if (problem) throw new Error(problem);
      }),
      { numRuns: 15 },
    );
  });
});
