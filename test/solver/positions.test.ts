import { describe, expect, it } from 'vitest';
import type { GameId } from '../../src/engine/index';
import { bestGuess, hint, solve, stillWinnable, verifyLine } from '../../src/engine/solver/index';
import { positionOf as position } from './helpers/position';

// Small hand-made positions whose outcome is known, per game: one move from a win (the move is a
// real decision, then auto-moves finish) and provably stuck.

const RED_STUCK_COLUMNS = `
: AH 4H 5H
: AD 4D 5D
: 6H 7H 8H
: 6D 7D 8D
: 9H TH JH
: 9D TD JD
: QH KH
: QD KD`;

const cases: { game: GameId; win: string; stuck: string }[] = [
  {
    game: 'freecell',
    win: 'Foundations: H-J C-K D-K S-K\nFreecells: - - - -\n: QH KH\n:\n:\n:\n:\n:\n:\n:',
    // Only red cards are left: nothing builds (alternate colours), the cells are full, aces buried.
    stuck: `Foundations: H-0 C-K D-0 S-K\nFreecells: 2H 3H 2D 3D${RED_STUCK_COLUMNS}`,
  },
  {
    game: 'bakers-game',
    win: 'Foundations: H-J C-K D-K S-K\nFreecells: - - - -\n: QH KH\n:\n:\n:\n:\n:\n:\n:',
    stuck: `Foundations: H-0 C-K D-0 S-K\nFreecells: 2H 3H 2D 3D${RED_STUCK_COLUMNS}`,
  },
  {
    game: 'eight-off',
    // The king must go to a cell: kings only fill spaces, and there are no other columns to use.
    win: 'Foundations: H-J C-K D-K S-K\nFreecells: - - - - - - - -\n: QH KH\n:\n:\n:\n:\n:\n:\n:',
    stuck:
      'Foundations: H-0 C-K D-0 S-K\nFreecells: 2H 3H 2D 3D 6H 6D 9H 9D\n' +
      ': AH 4H 5H\n: AD 4D 5D\n: 7H 8H\n: 7D 8D\n: TH JH\n: TD JD\n: QH KH\n: QD KD',
  },
  {
    game: 'seahaven-towers',
    win: 'Foundations: H-J C-K D-K S-K\nFreecells: - - - -\n: QH KH\n:\n:\n:\n:\n:\n:\n:\n:\n:',
    stuck:
      'Foundations: H-0 C-K D-0 S-K\nFreecells: 2H 3H 2D 3D\n' +
      ': AH 4H 5H\n: AD 4D 5D\n: 6H 7H\n: 6D 7D\n: 8H 9H\n: 8D 9D\n: TH JH\n: TD JD\n: QH KH\n: QD KD',
  },
  {
    game: 'eights-down',
    // The 9 sits on the 10 it must follow home: it moves to a space first.
    win: 'Foundations: H-J H-9 C-9 C-9 D-9 D-9 S-9 S-9\n: TH 9H\n:\n:\n:\n:\n:\nStock:\nWaste:\nPass: 1/2',
    // Both 7s of hearts are buried; no top builds on another, no space, the stock is spent.
    stuck:
      'Foundations: H-8 H-8 C-9 C-9 D-9 D-9 S-9 S-9\n' +
      ': 7H AH 3H 2H\n: 7H 5H QH 4H\n: AH 3H TH 6H\n: 5H QH JH 9H\n: 2H TH KH JH\n: 4H 6H 9H KH\n' +
      'Stock:\nWaste:\nPass: 2/2',
  },
];

describe.each(cases)('$game', ({ game, win, stuck }) => {
  it('solves a position one decision from a win, auto-moves listed', () => {
    const state = position(game, win);
    const r = solve(state, { maxMs: 5000 });
    expect(r.status).toBe('solved');
    expect(r.moves.length).toBe(3);
    verifyLine(state, r.moves);
    expect(stillWinnable(state)).toBe('yes');
    const h = hint(state);
    expect(h.kind).toBe('winning');
  });

  it('proves a stuck position unsolvable', () => {
    const state = position(game, stuck);
    const r = solve(state, { maxMs: 5000 });
    expect(r.status).toBe('unsolvable');
    expect(r.moves).toEqual([]);
    expect(stillWinnable(state)).toBe('no');
    expect(hint(state).kind).toBe('lost');
    expect(bestGuess(state)).toBeNull();
  });
});

describe('eights-down stock', () => {
  it('deals the last card from the stock and sends it home', () => {
    const state = position(
      'eights-down',
      'Foundations: H-T H-9 C-9 C-9 D-9 D-9 S-9 S-9\n:\n:\n:\n:\n:\n:\nStock: 9H\nWaste:\nPass: 1/2',
    );
    const r = solve(state);
    expect(r.status).toBe('solved');
    expect(r.moves.map((m) => `${m.from.kind}>${m.to.kind}`)).toEqual(['stock>waste', 'waste>foundation']);
  });
});
