import { describe, expect, it } from 'vitest';
import { PackedState, packMove, STOCK_ID, WASTE_ID } from '../../src/engine/solver/packed';
import { VisitedSet } from '../../src/engine/solver/visited';
import { positionOf } from './helpers/position';

// Stock games key the stock by its length alone in the pass a search starts in (visited.ts): there
// it is always the first cards of the starting stock. In a later pass it must be keyed card by
// card, or two positions with different stocks of one length would count as one, and a search
// that skipped the second could claim a proof it does not have.

const position = (text: string) => positionOf('eights-down', text);

const head = 'Foundations: H-Q H-Q C-9 C-9 D-9 D-9 S-Q S-Q\n: JH\n: JH\n: JS\n: JS 9S\n: TH 9H\n: TS 9H\n';
const deal = packMove(STOCK_ID, WASTE_ID, 1);
const turn = (p: PackedState): number => packMove(WASTE_ID, STOCK_ID, p.wasteLen);

describe('visited keys of stock positions', () => {
  it('tells apart positions of the first pass by how much stock is left', () => {
    const p = new PackedState(position(`${head}Stock: TH TS 9S\nWaste:\nPass: 1/2\n`));
    const seen = new VisitedSet();
    expect(seen.add(p)).toBe(true);
    p.apply(deal);
    expect(seen.add(p)).toBe(true);
    p.undo(deal);
    expect(seen.add(p)).toBe(false);
  });

  it('keys the stock card by card in a later pass', () => {
    // Root: the waste TH TS (TS on top), 9S in the stock.
    const root = position(`${head}Stock: 9S\nWaste: TH TS\nPass: 1/2\n`);
    const a = new PackedState(root);
    const seen = new VisitedSet();
    expect(seen.add(a)).toBe(true);
    // a: deal 9S, turn the waste over (stock 9S TS TH, TH dealt next), deal TH: stock 9S TS.
    a.apply(deal);
    a.apply(turn(a));
    a.apply(deal);
    expect(seen.add(a)).toBe(true);
    // b: the same but for the order of the stock, of the same length: TS 9S.
    const b = new PackedState(position(`${head}Stock: TS 9S\nWaste: TH\nPass: 2/2\n`));
    expect(seen.add(b)).toBe(true);
    expect(seen.add(a)).toBe(false);
    expect(seen.add(b)).toBe(false);
  });
});
