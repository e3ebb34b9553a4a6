import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, currentState, dealPosition, moveCount, restart, type State, undo } from '../../src/engine';
import { act, actionsArb, autoModeArb, dealArb, picksArb, playPick, start, VARIANTS } from './helpers/random-play';

// The history: undo goes back exactly one step (the move with its auto-moves), redo replays it,
// restart goes back to the start of the game (the deal, its opening auto-moves played) with the steps kept for redo; a new move after undo drops the redo.

describe.each(VARIANTS)('$name: undo, redo and restart', ({ rules }) => {
  it('undo after any sequence restores each earlier state exactly; redo replays them', () => {
    fc.assert(
      fc.property(dealArb, autoModeArb, picksArb(40), (deal, mode, picks) => {
        let s = start(rules, deal, mode);
        const seen: State[] = [currentState(s)];
        const counts: number[] = [0];
        for (const pick of picks) {
          const next = playPick(s, pick);
          if (next === s) break;
          s = next;
          seen.push(currentState(s));
          counts.push(moveCount(s));
        }
        const end = s;
        for (let i = seen.length - 1; i > 0; i--) {
          expect(currentState(s)).toEqual(seen[i]);
          expect(moveCount(s)).toBe(counts[i]);
          s = undo(s);
        }
        expect(currentState(s)).toEqual(seen[0]);
        expect(canUndo(s)).toBe(false);
        expect(undo(s)).toBe(s);
        for (let i = 1; i < seen.length; i++) {
          s = act(s, { kind: 'redo' });
          expect(currentState(s)).toEqual(seen[i]);
        }
        expect(canRedo(s)).toBe(false);
        expect(s).toEqual(end);
      }),
      { numRuns: 10 },
    );
  });

  it('any mix of moves, undo, redo and restart agrees with a simple model of the history', () => {
    fc.assert(
      fc.property(dealArb, autoModeArb, actionsArb(60), (deal, mode, actions) => {
        let s = start(rules, deal, mode);
        const d = dealPosition(rules, deal);
        if (!d.ok) throw new Error(d.error);
        // The game starts at the deal, or after the auto-moves due at the deal (see opening.test.ts).
        expect(s.opening?.dealt ?? s.initial).toEqual(d.state);
        const begin = currentState(s);
        // The model: every state of the history, and which one is current.
        let history: State[] = [begin];
        let cursor = 0;
        for (const a of actions) {
          const before = s;
          s = act(s, a);
          if (a.kind === 'play' && s !== before) {
            history = [...history.slice(0, cursor + 1), currentState(s)];
            cursor++;
          } else if (a.kind === 'undo') cursor = Math.max(0, cursor - 1);
          else if (a.kind === 'redo') cursor = Math.min(history.length - 1, cursor + 1);
          else if (a.kind === 'restart') cursor = 0;
          expect(s.cursor).toBe(cursor);
          expect(s.steps.length).toBe(history.length - 1);
          expect(currentState(s)).toEqual(history[cursor]);
        }
        expect(currentState(restart(s))).toEqual(begin);
        expect(moveCount(restart(s))).toBe(0);
      }),
      { numRuns: 10 },
    );
  });
});
