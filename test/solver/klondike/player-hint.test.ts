import { describe, expect, it } from 'vitest';
import { type Card, checkMove, currentState, type State } from '../../../src/engine';
import { hint, stillWinnable } from '../../../src/engine/solver';
import { board, deal, rules } from '../../engine/helpers/board';
import { playPick, start } from '../../engine/helpers/random-play';

// A Klondike player's hint and "still winnable?" use only what the player sees: face-down cards
// and the stock's cards are unknown to them.

const BUDGET = { maxStates: 40_000, maxMs: 60_000 };

/** The same position with two hidden cards (face down in a column, or in the stock) swapped. */
function swapHidden(state: State, x: number, y: number): State {
  const places: { col: number; i: number }[] = [];
  state.tableau.forEach((_, c) => {
    for (let i = 0; i < (state.faceDown[c] ?? 0); i++) places.push({ col: c, i });
  });
  state.stock.forEach((_, i) => {
    places.push({ col: -1, i });
  });
  const tableau = state.tableau.map((c) => c.slice());
  const stock = state.stock.slice();
  const get = (p: { col: number; i: number }): Card => (p.col < 0 ? stock[p.i] : tableau[p.col]?.[p.i]) as Card;
  const set = (p: { col: number; i: number }, c: Card): void => {
    if (p.col < 0) stock[p.i] = c;
    else (tableau[p.col] as Card[])[p.i] = c;
  };
  const a = places[x % places.length] as { col: number; i: number };
  const b = places[y % places.length] as { col: number; i: number };
  const ca = get(a);
  set(a, get(b));
  set(b, ca);
  return { ...state, tableau, stock };
}

describe("the Klondike player's hint", () => {
  it.each([1, 2, 3])('deal %i: positions that differ only in hidden cards get the same hint', (n) => {
    let s = start(rules('klondike'), n, 'safe');
    for (const pick of [0, 3, 1]) {
      const state = currentState(s);
      const h = hint(state, BUDGET);
      expect(h.kind).toBe('guess');
      if (h.kind !== 'guess') return;
      expect(checkMove(state, h.move).ok).toBe(true);
      for (const [x, y] of [
        [0, 5],
        [2, 19],
        [7, 30],
      ] as const) {
        expect(hint(swapHidden(state, x, y), BUDGET)).toEqual(h);
      }
      s = playPick(s, pick);
    }
  });

  it('says neither winnable nor lost while cards are hidden', () => {
    expect(stillWinnable(deal('klondike', 1), BUDGET)).toBe('unknown');
    expect(stillWinnable(deal('klondike', 18), BUDGET)).toBe('unknown');
  });

  it('decides once every card is seen', () => {
    const k = rules('klondike');
    expect(stillWinnable(board(k, 'Foundations: H-0 C-K D-K S-K\n: [AH] 3H\n: [2H] 4H'), BUDGET)).toBe('unknown');
    expect(stillWinnable(board(k, 'Foundations: H-0 C-K D-K S-K\n: 3H AH\n: 2H 4H'), BUDGET)).toBe('no');
    expect(stillWinnable(board(k, 'Foundations: H-J C-K D-K S-K\n: KH QH\n:\n:\n:\n:\n:\n:'), BUDGET)).toBe('yes');
  });
});
