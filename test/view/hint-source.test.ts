import { describe, expect, it, vi } from 'vitest';
import { applyMove, type Move, type State, tableau, writePosition } from '../../src/engine';
import type { Hint } from '../../src/engine/solver';
import { board, rules } from '../engine/helpers/board';

// The hint right after a move. When the solver finds no win in time it guesses, by how the position
// after each move looks; the position the player just left can look best, and "take it back" is
// no hint. (A winning line that begins so is a win, and is shown.)

let answer: Hint = { kind: 'won' };
vi.mock('../../src/worker/solver-client', () => ({
  SolverClient: class {
    hint() {
      return { promise: Promise.resolve(answer), cancel: () => {} };
    }
  },
}));

const { HintSource } = await import('../../src/view/table/hint-source');

const freecell = rules('freecell');
// The 8 of hearts has just gone from the 9 of clubs into the empty column 5.
const before = board(freecell, ': 9C 8H\n: *\n: *\n: *\n:\n: *\n: *\n: *');
const after = applyMove(before, { from: tableau(0), to: tableau(4), n: 1 });
const back: Move = { from: tableau(4), to: tableau(0), n: 1 };

function hintFor(state: State, previous: State): Promise<Move | null> {
  return new Promise((resolve) => {
    new HintSource().request(state, (a) => resolve(a.kind === 'none' ? null : a.move), previous);
  });
}

describe('the hint right after a move', () => {
  it('is not a guess that takes the move straight back', async () => {
    answer = { kind: 'guess', move: back };
    const m = await hintFor(after, before);
    expect(m).not.toBeNull();
    expect(writePosition(applyMove(after, m as Move))).not.toBe(writePosition(before));
  });

  it('is a winning line, even one that begins by taking it back', async () => {
    answer = { kind: 'winning', move: back, line: [back] };
    expect(await hintFor(after, before)).toEqual(back);
  });
});
