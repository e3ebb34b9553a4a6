import { describe, expect, it } from 'vitest';
import {
  applyMove,
  autoMoves,
  cardText,
  destinations,
  foundationCount,
  foundationGroups,
  legalMoves,
  moveToJson,
  moveToText,
  nextAutoMove,
  parseMove,
  type State,
  tableau,
  WASTE,
} from '../../src/engine';
import { explain } from '../../src/platform/refusal-words';
import { board, deal, rules } from './helpers/board';
import { move, verdict } from './helpers/moves';

// family.md, Penta: two decks; 3 columns on the left (t1..t3) build down and 3 on the right
// (t4..t6) build up, regardless of suit, wrapping (K on A, A on K); 4 "up" foundations (f1..f4)
// and 4 "down" (f5..f8), empty, a 5 starts each, regardless of suit: up 5 ... K A ... 4, down
// 5 4 ... A K ... 6. Single cards; any card fills a space; one pass; foundations one-way; stock 98.
const penta = rules('penta');
const EMPTY = 'Foundations: - - - - - - - -';
const at = (text: string): State => board(penta, text);
/** A position whose foundation f1 (up) or f5 (down) holds `pile`, and column 1 the `card`. */
const withPile = (index: 0 | 4, pile: string, card: string): State => {
  const entries = ['-', '-', '-', '-', '-', '-', '-', '-'];
  entries[index] = pile;
  return at(`Foundations: ${entries.join(' ')}\n: ${card}\n: *\n: *\n: *\n: *\n: *\nStock: *`);
};
const UP_13 = '5H,6H,7H,8H,9H,TH,JH,QH,KH,AH,2H,3H,4H';
const DOWN_12 = '5S,4S,3S,2S,AS,KS,QS,JS,TS,9S,8S,7S';

describe('Penta deal: six columns of one card, eight empty foundations, 98 in the stock', () => {
  it.each([1, 2, 77])('deal %i', (n) => {
    const s = deal('penta', n);
    expect(s.tableau.map((c) => c.length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(s.foundations.map((f) => f.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(s.stock.length).toBe(98);
    expect(s.waste.length).toBe(0);
    expect(s.cells.length).toBe(0);
  });

  it('has two groups of four foundations, up and down from the 5, regardless of suit', () => {
    expect(foundationCount(penta)).toBe(8);
    expect(foundationGroups(penta).map((g) => [g.count, g.base, g.direction, g.anySuit, g.baseDealt])).toEqual([
      [4, 5, 'up', true, false],
      [4, 5, 'down', true, false],
    ]);
  });
});

describe('Penta foundations: f1..f4 up from 5 round to 4, f5..f8 down from 5 round to 6, any suit', () => {
  it.each([
    { pile: 0, on: '-', card: '5S', says: 'legal' },
    { pile: 0, on: '-', card: '6S', says: 'The 6 of spades cannot start a foundation: a 5 starts one.' },
    { pile: 0, on: '5H', card: '6C', says: 'legal' },
    { pile: 0, on: '5H,6C', card: '7D', says: 'legal' },
    { pile: 0, on: '5H', card: '4C', says: 'That foundation needs a 6 next, of any suit.' },
    { pile: 0, on: '5H,6H,7H,8H,9H,TH,JH,QH,KH', card: 'AC', says: 'legal' },
    { pile: 0, on: '5H,6H,7H,8H,9H,TH,JH,QH,KH,AH,2H,3H', card: '4D', says: 'legal' },
    { pile: 0, on: UP_13, card: '5C', says: 'That foundation is complete.' },
    { pile: 4, on: '-', card: '5D', says: 'legal' },
    { pile: 4, on: '5H', card: '4C', says: 'legal' },
    { pile: 4, on: '5H', card: '6C', says: 'That foundation needs a 4 next, of any suit.' },
    { pile: 4, on: '5H,4H,3H,2H,AH', card: 'KC', says: 'legal' },
    { pile: 4, on: DOWN_12, card: '6D', says: 'legal' },
  ] as const)('pile f$pile holding $on takes the $card: $says', ({ pile, on, card, says }) => {
    expect(verdict(withPile(pile, on, card), `t1-f${pile + 1}`)).toBe(says);
  });

  it('an up pile holds 13 cards, 5 6 ... K A 2 3 4; a down pile 5 4 ... A K ... 6', () => {
    expect(withPile(0, UP_13, 'KD').foundations[0]?.map(cardText).join(' ')).toBe(
      '5H 6H 7H 8H 9H TH JH QH KH AH 2H 3H 4H',
    );
    const down = withPile(4, `${DOWN_12},6D`, 'KD');
    expect(down.foundations[4]?.length).toBe(13);
  });

  it('cards do not come back off a foundation', () => {
    expect(verdict(withPile(0, '5H,6H', 'KD'), 'f1-t1')).toBe('Foundations are one-way: cards do not come back down.');
  });
});

describe('Penta columns: left down, right up, regardless of suit, round the corner both ways', () => {
  it.each([
    { side: 'left', card: '7C', onto: '8H', says: 'legal' },
    { side: 'left', card: '7H', onto: '8H', says: 'legal' },
    { side: 'left', card: 'AS', onto: '2D', says: 'legal' },
    { side: 'left', card: 'KS', onto: 'AH', says: 'legal' },
    { side: 'left', card: 'QS', onto: 'KH', says: 'legal' },
    {
      side: 'left',
      card: '9C',
      onto: '8H',
      says: 'The 9 of clubs does not build on the 8 of hearts: it takes a 7 (down in any suit).',
    },
    { side: 'right', card: '9C', onto: '8H', says: 'legal' },
    { side: 'right', card: 'AH', onto: 'KS', says: 'legal' },
    { side: 'right', card: '2H', onto: 'AS', says: 'legal' },
    { side: 'right', card: 'KH', onto: 'QC', says: 'legal' },
    {
      side: 'right',
      card: '7C',
      onto: '8H',
      says: 'The 7 of clubs does not build on the 8 of hearts: it takes a 9 (up in any suit).',
    },
    {
      side: 'right',
      card: 'KC',
      onto: 'AH',
      says: 'The king of clubs does not build on the ace of hearts: it takes a 2 (up in any suit).',
    },
  ])('$side: $card on $onto: $says', ({ side, card, onto, says }) => {
    // t1 (left) and t4 (right) hold `onto`; the card comes from t2.
    const columns = side === 'left' ? [onto, card, '*', '*', '*', '*'] : ['*', card, '*', onto, '*', '*'];
    const s = at(`${EMPTY}\n${columns.map((c) => `: ${c}`).join('\n')}\nStock: *`);
    expect(verdict(s, side === 'left' ? 't2-t1' : 't2-t4')).toBe(says);
  });

  it.each([1, 2, 3, 4, 5, 6])('any card fills an empty t%i, from a column or the waste', (to) => {
    const columns = ['9C', 'JD', '3H', '8S', 'QH', '2C'].map((c, i) => (i + 1 === to ? ':' : `: ${c}`));
    const s = at(`${EMPTY}\n${columns.join('\n')}\nStock: *\nWaste: 7D`);
    expect(verdict(s, `t${to === 6 ? 5 : 6}-t${to}`)).toBe('legal');
    expect(verdict(s, `w-t${to}`)).toBe('legal');
  });

  describe('a left space and a right space are not alike: a card in one builds down, in the other up', () => {
    // t2 (left) and t5 (right) empty; the waste's 7D and t1's lone 9C could go to either.
    const s = at(`${EMPTY}\n: 9C\n:\n: 3H\n: 8S\n:\n: 2C\nStock: *\nWaste: 7D`);
    const legal = legalMoves(s);

    it('legal moves list both spaces, and a lone card crossing to the other side', () => {
      for (const m of ['w-t2', 'w-t5', 't1-t5', 't3-t5', 't4-t2', 't6-t2']) expect(legal).toContainEqual(move(m));
      // A lone card into a space of its own side changes nothing: not listed.
      for (const m of ['t1-t2', 't3-t2', 't4-t5', 't6-t5']) expect(legal).not.toContainEqual(move(m));
    });

    it("the table outlines both for a card held, and for a lone card the other side's space", () => {
      expect(destinations(s, WASTE, 1)).toEqual(expect.arrayContaining([move('w-t2'), move('w-t5')]));
      expect(destinations(s, tableau(0), 1)).toContainEqual(move('t1-t5'));
      expect(destinations(s, tableau(0), 1)).not.toContainEqual(move('t1-t2'));
    });

    it('a card crossed over builds the other way: a 10 goes on the 9, an 8 does not', () => {
      const after = applyMove(s, move('t1-t5'));
      expect(after.tableau[4]?.map(cardText)).toEqual(['9C']);
      const crossed = at(`${EMPTY}\n: 8H\n:\n: 3H\n: TD\n: 9C\n: 2C\nStock: *`);
      expect(verdict(crossed, 't4-t5')).toBe('legal');
      expect(verdict(crossed, 't1-t5')).not.toBe('legal');
    });
  });

  it('cards move one at a time, even a run in order', () => {
    const s = at(`${EMPTY}\n: 8H 7C\n: 6D\n: *\n: *\n: *\n: *\nStock: *`);
    expect(verdict(s, 't1-t2:2')).toBe('Only one card moves at a time in this game.');
    expect(legalMoves(s).every((m) => m.n === 1)).toBe(true);
  });
});

describe('Penta: a 5 (or any card both groups take) names its foundation', () => {
  const five = at(`${EMPTY}\n: 5H\n: *\n: *\n: *\n: *\n: *\nStock: *`);

  it.each(['t1-f', '1h'])('"%s" is refused as ambiguous, with the piles to choose from', (text) => {
    const r = parseMove(five, text);
    expect(r.ok).toBe(false);
    if (r.ok || r.problem.code !== 'refused') throw new Error('expected a refusal');
    expect(r.problem.refusal).toEqual({ code: 'foundation-ambiguous', card: five.tableau[0]?.[0], piles: [0, 4] });
    expect(explain(r.problem.refusal)).toBe(
      'The 5 of hearts could go to more than one foundation: say which (f1 or f5).',
    );
    expect(explain(r.problem.refusal, 'de')).toBe(
      'Herz 5 passt auf mehr als einen Zielstapel: Bitte einen nennen (f1 oder f5).',
    );
  });

  it.each(['t1-f1', 't1-f3', 't1-f5', 't1-f8'])('"%s" names one, and is played', (text) => {
    expect(parseMove(five, text).ok).toBe(true);
  });

  it('legal moves list the card once for each group, and name the pile in text and JSON', () => {
    const home = legalMoves(five).filter((m) => m.to.kind === 'foundation');
    expect(home).toEqual([move('t1-f1'), move('t1-f5')]);
    expect(home.map((m) => moveToText(five, m))).toEqual(['t1-f1', 't1-f5']);
    expect(home.map((m) => moveToJson(m, penta).to)).toEqual(['f1', 'f5']);
  });

  it('a 6 both groups take (an up pile at 5, a down pile at 7) is a choice too', () => {
    const s = at(`Foundations: 5C - - - ${DOWN_12} - - -\n: 6H\n: *\n: *\n: *\n: *\n: *\nStock: *`);
    const r = parseMove(s, 't1-f');
    expect(!r.ok && r.problem.code === 'refused' && r.problem.refusal.code).toBe('foundation-ambiguous');
  });

  it('where one group takes the card, "f" finds its pile', () => {
    const s = at(`Foundations: 5C - - - 5S - - -\n: 4H\n: *\n: *\n: *\n: *\n: *\nStock: *`);
    const r = parseMove(s, 't1-f');
    expect(r.ok && r.move).toEqual(move('t1-f5'));
  });

  it('auto-moves never make the choice, even when every move home is played', () => {
    expect(nextAutoMove(five, 'all')).toBeNull();
    expect(autoMoves(five, 'safe').moves).toEqual([]);
  });
});

describe('Penta stock: one card to the waste, one pass', () => {
  it('the waste does not turn over', () => {
    const s = at(`${EMPTY}\n: *\n: *\n: *\n: *\n: *\n: *\nStock:\nWaste: *\nPass: 1/1`);
    expect(verdict(s, `w-s:${s.waste.length}`)).toBe('Only 1 pass through the stock is allowed.');
    expect(legalMoves(s).some((m) => m.to.kind === 'stock')).toBe(false);
  });
});
