import { describe, expect, it } from 'vitest';
import { applyMove, checkMove, moveToPileText, type State } from '../../../src/engine';
import { generate } from '../../../src/engine/solver/klondike/generate';
import { layoutFor, pack } from '../../../src/engine/solver/klondike/layout';
import { engineMoves } from '../../../src/engine/solver/klondike/line';
import { board, rules } from '../../engine/helpers/board';

// One move may be the first use of two moves that wait for their use (docs/solver-tuning.md,
// Klondike, rules 5 to 7): a card made a column's top (a run moved off it, a waste card put on a
// column, a card back from a foundation) and a foundation's top card back, when the card below
// that one then comes onto the first. Neither can stand just before the use with the other after
// it, so the solver lists the three as one move; without it a winning line of that shape is lost.

/** Every solver move of the position as the engine moves it stands for, each checked legal, in pile text. */
function listed(s: State): string[] {
  const L = layoutFor(s);
  const b = pack(L, s);
  const moves: number[] = [];
  generate(L, b, moves, [], 'full');
  return moves.map((m) => {
    let t = s;
    return engineMoves(L, s, b, m)
      .map((mv) => {
        expect(checkMove(t, mv).ok, moveToPileText(mv)).toBe(true);
        t = applyMove(t, mv);
        return moveToPileText(mv);
      })
      .join(' ; ');
  });
}

describe('two waiting moves with one use come as one move', () => {
  it.each([
    {
      why: 'a run off the 7H, the 7S back onto the 8D, the 6S onto the 7H',
      text: 'Foundations: H-5 C-4 D-4 S-7\nStock:\nWaste:\n: 7H 6C\n: 7D\n: 8D',
      first: 't1-t2',
      triple: 't1-t2 ; f4-t3 ; f4-t1',
    },
    {
      why: 'the 7S back onto the 8H, the 7D back onto the 8C, the 6D onto the 7S',
      text: 'Foundations: H-5 C-4 D-7 S-7\nStock:\nWaste:\n: 8C\n: 8H',
      first: 'f4-t2',
      triple: 'f4-t2 ; f3-t1 ; f3-t2',
    },
    {
      why: 'the 7H from the waste onto the 8C, the 7S back onto the 8D, the 6S onto the 7H',
      text: 'Foundations: H-6 C-4 D-4 S-7\nStock:\nWaste: 7H\n: 8C\n: 8D',
      first: 'w-t1',
      triple: 'w-t1 ; f4-t2 ; f4-t1',
    },
  ])('$why', ({ text, first, triple }) => {
    const moves = listed(board(rules('klondike'), text));
    expect(moves, moves.join('\n')).toContain(triple);
    // The first move waits: never listed alone.
    expect(moves).not.toContain(first);
  });

  it('not when the card below would stay home once the top card is out (rule 2)', () => {
    // With the 7S out, the 6S would be safe to send home (hearts at 5, diamonds at 6, clubs at 4).
    const moves = listed(board(rules('klondike'), 'Foundations: H-5 C-4 D-7 S-7\nStock:\nWaste:\n: 8C\n: 8H'));
    expect(moves.filter((m) => m.startsWith('f3-t1 ; f4'))).toEqual([]);
  });
});
