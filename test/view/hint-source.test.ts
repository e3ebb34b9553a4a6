import { describe, expect, it, vi } from 'vitest';
import { applyMove, foundation, type Move, type State, tableau, writePosition } from '../../src/engine';
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

function hintFor(state: State, previous: State | null, source = new HintSource()): Promise<Move | null> {
  return new Promise((resolve) => {
    source.request(state, (a) => resolve(a.kind === 'none' ? null : a.move), previous);
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

describe('the hint after a winning line was shown', () => {
  // Four kings to go home, each its own move.
  const start = board(freecell, ': KH\n: KC\n: KD\n: KS\n:\n:\n:\n:\nFoundations: H-Q C-Q D-Q S-Q');
  const home = (col: number): Move => ({ from: tableau(col), to: foundation(col), n: 1 });
  const line = [home(0), home(1), home(2), home(3)];

  it('goes on with that line once its first move is played, whatever a new solve would say', async () => {
    // A fresh solve could begin elsewhere (here, with the last king): two lines pressed in turn
    // could carry a game back and forth. The kept line's next move is the answer.
    const source = new HintSource();
    answer = { kind: 'winning', move: home(0), line };
    expect(await hintFor(start, null, source)).toEqual(home(0));
    answer = { kind: 'winning', move: home(3), line: [home(3), home(1), home(2)] };
    const played = applyMove(start, home(0));
    expect(await hintFor(played, start, source)).toEqual(home(1));
    expect(await hintFor(applyMove(played, home(1)), played, source)).toEqual(home(2));
  });

  it('solves afresh where the kept line cannot be replayed, rather than throw', async () => {
    const source = new HintSource();
    // A line whose second move takes three cards from an empty column: no such line should come
    // from the solver, but a bug there must not break every later press.
    const broken: Move = { from: tableau(5), to: tableau(6), n: 3 };
    answer = { kind: 'winning', move: home(0), line: [home(0), broken] };
    await hintFor(start, null, source);
    answer = { kind: 'winning', move: home(1), line: [home(1), home(2), home(3)] };
    expect(await hintFor(applyMove(start, home(0)), start, source)).toEqual(home(1));
  });

  it('solves afresh where the player left the line', async () => {
    const source = new HintSource();
    answer = { kind: 'winning', move: home(0), line };
    await hintFor(start, null, source);
    answer = { kind: 'winning', move: home(3), line: [home(3), home(0), home(1)] };
    const elsewhere = applyMove(start, home(2));
    expect(await hintFor(elsewhere, start, source)).toEqual(home(3));
  });
});
