import { afterEach, describe, expect, it } from 'vitest';
import { applyMove, type Move, type State } from '../../src/engine';
import { setLanguage } from '../../src/platform';
import { stockLines } from '../../src/view/table/stock-label';
import { board, deal, rules } from '../engine/helpers/board';

// What the stock's label says: its count and the pass in words, or compactly ("↻ 1/2") where the
// stock is too narrow for the words at a legible size; once empty, what a tap does.

const DRAW: Move = { from: { kind: 'stock' }, to: { kind: 'waste' }, n: 1 };

function dealtOut(s: State): State {
  let out = s;
  while (out.stock.length > 0) out = applyMove(out, DRAW);
  return out;
}

afterEach(() => setLanguage('en'));

describe("the stock's label", () => {
  const start = deal('eights-down', 1);

  it('says the count and the pass, in words or compactly', () => {
    const n = String(start.stock.length);
    expect(stockLines(start)).toEqual([n, 'Pass 1\u00a0of\u00a02']);
    expect(stockLines(start, true)).toEqual([n, '↻ 1/2']);
    setLanguage('de');
    expect(stockLines(start)).toEqual([n, 'Durchgang 1\u00a0von\u00a02']);
    expect(stockLines(start, true)).toEqual([n, '↻ 1/2']);
  });

  it('says what a tap on the empty stock does, and which pass it starts', () => {
    const empty = dealtOut(start);
    expect(stockLines(empty)).toEqual(['Turn over', 'Pass 2\u00a0of\u00a02']);
    expect(stockLines(empty, true)).toEqual(['Turn over', '↻ 2/2']);
  });

  it('says when no pass is left: in words, or as the last pass of the count', () => {
    const first = dealtOut(start);
    const turned = applyMove(first, { from: { kind: 'waste' }, to: { kind: 'stock' }, n: first.waste.length });
    const last = dealtOut(turned);
    expect(stockLines(last)).toEqual(['Empty', 'No pass left']);
    expect(stockLines(last, true)).toEqual(['Empty', '↻ 2/2']);
  });

  it('with the waste empty too, says the pass it is in: none is used up, and Klondike never runs out', () => {
    const klondike = board(rules('klondike'), 'Stock:\nWaste:\n: *');
    expect(stockLines(klondike)).toEqual(['Empty', 'Pass 1']);
    const eights = board(rules('eights-down'), 'Stock:\nWaste:\n: *');
    expect(stockLines(eights)).toEqual(['Empty', 'Pass 1\u00a0of\u00a02']);
    expect(stockLines(eights, true)).toEqual(['Empty', '↻ 1/2']);
  });

  it('counts open-ended passes without a total (Klondike)', () => {
    const k = deal('klondike', 1);
    expect(stockLines(k)).toEqual(['24', 'Pass 1']);
    expect(stockLines(k, true)).toEqual(['24', '↻ 1']);
  });

  it('says nothing in a game without a stock', () => {
    expect(stockLines(deal('freecell', 1))).toBeNull();
  });
});
