import { describe, expect, it } from 'vitest';
import { checkMove } from '../../src/engine';
import { stockMove } from '../../src/view/table/table-info';
import { board, rules } from '../engine/helpers/board';

// A tap on the stock asks the engine for the stock's move, and says the engine's reason when it
// refuses: with the stock and the waste both empty, that there is nothing left to deal.

describe('a tap on the stock', () => {
  it('deals from it, or turns the waste over once it is empty', () => {
    expect(stockMove(board(rules('eights-down'), 'Stock: *\nWaste:\n: *')).from.kind).toBe('stock');
    expect(stockMove(board(rules('klondike'), 'Stock:\nWaste: 5H\n: *')).to.kind).toBe('stock');
  });

  it('with the stock and the waste both empty, is refused saying so', () => {
    for (const game of ['klondike', 'eights-down', 'busy-aces'] as const) {
      const s = board(rules(game), 'Stock:\nWaste:\n: *');
      const v = checkMove(s, stockMove(s));
      expect(v.ok ? 'legal' : v.refusal.code, game).toBe('stock-and-waste-empty');
    }
  });
});
