import { describe, expect, it } from 'vitest';
import {
  type Card,
  checkMove,
  currentState,
  foundation,
  type Move,
  playOpening,
  STOCK,
  type State,
  startSession,
  tableau,
  WASTE,
} from '../../../src/engine';
import { hint, stillWinnable } from '../../../src/engine/solver';
import { openingMoves } from '../../../src/engine/solver/klondike/player-view';
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

  it('decides once every card is seen, or where no hidden card can ever turn up (turn-up.test.ts)', () => {
    const k = rules('klondike');
    // The 3 of hearts goes home and turns the 5 up: what the cards hidden are decides the game.
    expect(stillWinnable(board(k, 'Foundations: H-2 C-K D-K S-K\n: [5H] 3H\n: [4H] 6H'), BUDGET)).toBe('unknown');
    // Nothing can move (no black card is left to build on, no column empties): the aces stay hidden.
    expect(stillWinnable(board(k, 'Foundations: H-0 C-K D-K S-K\n: [AH] 3H\n: [2H] 4H'), BUDGET)).toBe('no');
    expect(stillWinnable(board(k, 'Foundations: H-0 C-K D-K S-K\n: 3H AH\n: 2H 4H'), BUDGET)).toBe('no');
    expect(stillWinnable(board(k, 'Foundations: H-J C-K D-K S-K\n: KH QH\n:\n:\n:\n:\n:\n:'), BUDGET)).toBe('yes');
  });
});

describe("the moves a sample's winning line counts for", () => {
  const state = deal('klondike', 1);
  const draw: Move = { from: STOCK, to: WASTE, n: 1 };
  const t = (a: number, b: number, n = 1): Move => ({ from: tableau(a), to: tableau(b), n });

  it('a move among the columns that no earlier move of the line touches, brought before the draws', () => {
    // The draws and the waste's card going home leave columns 3 and 4 as they are.
    const line = [draw, draw, { from: WASTE, to: foundation(0), n: 1 }, t(3, 4), draw];
    expect(openingMoves(state, line)).toEqual([t(3, 4)]);
  });

  it('not a move onto a column an earlier move built on', () => {
    // The waste's card went onto column 4 first: the move onto it needs that card.
    const line = [draw, { from: WASTE, to: tableau(4), n: 1 }, t(3, 4)];
    expect(openingMoves(state, line)).toEqual([draw]);
  });

  it('the draw only where no other move can come first', () => {
    expect(openingMoves(state, [draw, t(3, 4), t(5, 6)])).toEqual([t(3, 4), t(5, 6)]);
    expect(openingMoves(state, [draw, { from: WASTE, to: tableau(4), n: 1 }])).toEqual([draw]);
  });

  it('neither a card back from a foundation nor a run moved off a card it builds on', () => {
    // Each only makes room for the move after it, which the next press need not choose.
    const k = rules('klondike');
    const s = board(
      k,
      'Foundations: H-8 C-K D-3 S-4\n: 9H 8S 7D 6S 5D\n: 9D\n: KS\n:\n:\n:\n:\nStock:\n' +
        'Waste: TH JH KH 4D 6D 8D TD JD QD KD 5S 7S 9S TS JS QH QS\nPass: 1',
    );
    const back: Move = { from: foundation(0), to: tableau(3), n: 1 };
    expect(openingMoves(s, [back, t(0, 1, 4), t(2, 4)])).toEqual([t(2, 4)]);
  });
});

describe("the Klondike player's hint among the cards in view", () => {
  it('deal 1: a move among the columns before a draw, where the samples win either way', () => {
    // Every sample's line draws first for cards it dealt into the stock; the draw can wait.
    const s = playOpening(startSession(rules('klondike'), deal('klondike', 1), 1));
    const h = hint(currentState(s), BUDGET);
    expect(h.kind).toBe('guess');
    if (h.kind === 'guess') expect(h.move.from.kind).toBe('tableau');
  });

  it('once the stock has been seen, the way to a card turned up before a draw the samples vote for (deal 3)', () => {
    // Following the hints drew round this stock for good: every sample won as often after a draw.
    // The 4 of spades onto the 5 of diamonds lets the 3 of hearts and 2 of clubs follow, which
    // turns the 4 of hearts up (turn-up.ts names the first move).
    const s = board(
      rules('klondike'),
      'Foundations: D-4 H-2 C-0 S-0\n: 9H 8S 7D 6S 5D\n: [4H] 3H 2C\n: 3C\n: [KC 8C TC] TH 9C 8H 7S 6D\n' +
        ': [JC AC 9S] 7H\n: [JS 6H 2S 4C KH] 9D\n: [TS TD 5H KD AS 3S] QC JD\n' +
        'Stock: KS JH 7C QD 6C 5S 8D 5C QS QH\nWaste: 4S\nPass: 4',
    );
    expect(hint(s, BUDGET)).toEqual({ kind: 'guess', move: { from: WASTE, to: tableau(0), n: 1 } });
  });
});
