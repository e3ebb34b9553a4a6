import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyMove, checkMove, isWon, type State } from '../../../src/engine';
import { solve } from '../../../src/engine/solver';
import { board, deal, rules } from '../../engine/helpers/board';

// Klondike's solver, every card known (the thoughtful game): each line it returns replays
// through the engine to a win; a position with no way out is proven lost; the budget holds.

function replayed(start: State, moves: ReturnType<typeof solve>['moves']): State {
  let s = start;
  for (const m of moves) {
    expect(checkMove(s, m).ok).toBe(true);
    s = applyMove(s, m);
  }
  return s;
}

describe('the thoughtful Klondike solver', () => {
  // What each deal is, as the solver finds it; every win replayed move by move through the engine.
  it.each([
    { options: [], deals: [1, 2, 4, 6], status: 'solved' },
    // Proven lost in 37,319 positions since safe cards go home from anywhere in the talon (220,070 before).
    { options: [], deals: [9], status: 'unsolvable', maxStates: 60_000 },
    { options: ['draw-3'], deals: [1, 2, 4], status: 'solved' },
    { options: ['limited-passes'], deals: [3, 4, 7, 9], status: 'unsolvable' },
    { options: ['one-way-foundations'], deals: [1, 2, 4], status: 'solved' },
  ])('klondike $options deals $deals: $status', ({ options, deals, status, maxStates = 300_000 }) => {
    for (const n of deals) {
      const start = deal('klondike', n, options);
      const r = solve(start, { maxStates, maxMs: 120_000 });
      expect(r.status, `deal ${n}`).toBe(status);
      if (r.status === 'solved') expect(isWon(replayed(start, r.moves))).toBe(true);
    }
  });

  describe('a budget of time', () => {
    afterEach(() => vi.restoreAllMocks());

    // A clock that moves one tick a reading, so time is in proportion to work and runs repeat.
    // Draw one skips the looser game; its share of the time must not go with it, or the quick
    // searches take the whole time and the search that proves a loss gets none (the bug a review
    // of 2026-12-02 found: deals 7 and 18 unknown rather than proven lost at 60 ticks).
    it.each([7, 18])('leaves the proof its time where the looser game is skipped (deal %i)', (n) => {
      let tick = 0;
      vi.spyOn(Date, 'now').mockImplementation(() => tick++);
      const r = solve(deal('klondike', n), { maxStates: 1e9, maxMs: 60 });
      expect(r.status).toBe('unsolvable');
    });
  });

  it.each([[[]], [['one-way-foundations']]])('proves a blocked position lost (options %j)', (options) => {
    // Both face-up hearts want a black 4, and every black card is home: no move helps.
    const text = 'Foundations: H-0 C-K D-K S-K\n: [AH] 3H\n: [2H] 4H';
    const r = solve(board(rules('klondike', options), text), { maxStates: 100_000 });
    expect(r.status).toBe('unsolvable');
    expect(r.moves).toEqual([]);
  });

  it('wins a position with one card to play from deep in the stock', () => {
    const s = board(
      rules('klondike', ['draw-3']),
      'Foundations: H-J C-K D-K S-K\nStock: KH QH\nWaste:\n:\n:\n:\n:\n:\n:\n:',
    );
    const r = solve(s);
    expect(r.status).toBe('solved');
    expect(isWon(replayed(s, r.moves))).toBe(true);
  });

  it('gives up within its budget of positions', () => {
    for (const maxStates of [10, 500]) {
      const r = solve(deal('klondike', 3), { maxStates, maxMs: 60_000 });
      expect(r.states).toBeLessThanOrEqual(maxStates);
      if (r.status === 'unknown') expect(r.states).toBe(maxStates);
    }
  });
});
