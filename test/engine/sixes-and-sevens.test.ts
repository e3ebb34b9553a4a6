import { describe, expect, it } from 'vitest';
import {
  applyMove,
  cardText,
  foundationCount,
  foundationGroups,
  legalMoves,
  nextAutoMove,
  parseMove,
  rankOf,
  type State,
} from '../../src/engine';
import { explain } from '../../src/platform/refusal-words';
import { board, deal, rules } from './helpers/board';
import { move, verdict } from './helpers/moves';

// family.md, Sixes and Sevens: two decks; nine slots t1..t9 of at most one card, which build
// nothing (any card fills an empty one); sixteen foundations, all dealt: f1..f8 the eight 6s,
// building down in suit to the ace (6 cards), f9..f16 the eight 7s, up in suit to the king (7
// cards). Single cards; one pass; foundations one-way; stock 79.
const game = rules('sixes-and-sevens');
const DEALT = 'C-6 C-6 D-6 D-6 H-6 H-6 S-6 S-6 C-7 C-7 D-7 D-7 H-7 H-7 S-7 S-7';
const at = (text: string): State => board(game, text);
/** The dealt foundations with entry `index` (0-based) changed to `entry`, one slot holding `card`. */
const withEntry = (index: number, entry: string, card: string): State => {
  const entries = DEALT.split(' ');
  entries[index] = entry;
  return at(`Foundations: ${entries.join(' ')}\n: ${card}\nStock: *`);
};

describe('Sixes and Sevens deal: nine slots of one card, the 6s and 7s home, 79 in the stock', () => {
  it.each([1, 2, 500])('deal %i', (n) => {
    const s = deal('sixes-and-sevens', n);
    expect(s.tableau.map((c) => c.length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(s.foundations.map((f) => f.map(cardText).join(' '))).toEqual([
      '6C',
      '6C',
      '6D',
      '6D',
      '6H',
      '6H',
      '6S',
      '6S',
      '7C',
      '7C',
      '7D',
      '7D',
      '7H',
      '7H',
      '7S',
      '7S',
    ]);
    expect(s.stock.length).toBe(79);
    const inPlay = [...s.tableau.flat(), ...s.stock];
    expect(inPlay.some((c) => rankOf(c) === 6 || rankOf(c) === 7)).toBe(false);
  });

  it('has sixteen foundations in two groups: 6s down to the ace, 7s up to the king, in suit', () => {
    expect(foundationCount(game)).toBe(16);
    expect(
      foundationGroups(game).map((g) => [g.count, g.base, g.direction, g.length, g.baseDealt, !!g.anySuit]),
    ).toEqual([
      [8, 6, 'down', 6, true, false],
      [8, 7, 'up', 7, true, false],
    ]);
  });
});

describe('Sixes and Sevens foundations: the 6s down in suit to the ace, the 7s up in suit to the king', () => {
  it.each([
    { pile: 5, entry: 'H-6', card: '5H', says: 'legal' },
    { pile: 5, entry: 'H-6', card: '5C', says: 'That foundation needs the 5 of hearts next.' },
    { pile: 5, entry: 'H-6', card: '8H', says: 'That foundation needs the 5 of hearts next.' },
    { pile: 5, entry: 'H-2', card: 'AH', says: 'legal' },
    { pile: 5, entry: 'H-A', card: 'KH', says: 'That foundation is complete.' },
    { pile: 13, entry: 'H-7', card: '8H', says: 'legal' },
    { pile: 13, entry: 'H-7', card: '5H', says: 'That foundation needs the 8 of hearts next.' },
    { pile: 13, entry: 'H-Q', card: 'KH', says: 'legal' },
    { pile: 13, entry: 'H-K', card: 'AH', says: 'That foundation is complete.' },
  ])('f$pile at $entry takes the $card: $says', ({ pile, entry, card, says }) => {
    expect(verdict(withEntry(pile - 1, entry, card), `t1-f${pile}`)).toBe(says);
  });

  it('a 6 pile holds six cards, 6 5 4 3 2 A; a 7 pile seven, 7 8 ... K', () => {
    const s = withEntry(0, 'C-A', '5H');
    expect(s.foundations[0]?.map(cardText).join(' ')).toBe('6C 5C 4C 3C 2C AC');
    const t = withEntry(8, 'C-K', '5H');
    expect(t.foundations[8]?.map(cardText).join(' ')).toBe('7C 8C 9C TC JC QC KC');
  });

  it('cards do not come back off a foundation', () => {
    expect(verdict(withEntry(0, 'C-5', '5H'), 'f1-t2')).toBe('Foundations are one-way: cards do not come back down.');
  });

  it('"f" is never ambiguous: each card has one group, and goes home by itself', () => {
    const s = at(`Foundations: ${DEALT}\n: 5H\n: 8S\nStock: *`);
    const five = parseMove(s, 't1-f');
    expect(five.ok && five.move).toEqual(move('t1-f5'));
    const eight = parseMove(s, '2h');
    expect(eight.ok && eight.move).toEqual(move('t2-f15'));
    expect(nextAutoMove(s, 'safe')).toEqual(move('t1-f5'));
  });

  it('"f" for a card no pile takes yet says what the pile its rank is on the way to needs: a 9 the 8 of its 7s', () => {
    const s = at(`Foundations: ${DEALT}\n: 9H\n: 3C\nStock: *`);
    const says = (text: string) => {
      const parsed = parseMove(s, text);
      if (parsed.ok) return 'legal';
      return parsed.problem.code === 'refused' ? explain(parsed.problem.refusal) : parsed.problem.code;
    };
    expect(says('t1-f')).toBe('That foundation needs the 8 of hearts next.');
    expect(says('1h')).toBe('That foundation needs the 8 of hearts next.');
    expect(says('t2-f')).toBe('That foundation needs the 5 of clubs next.');
  });
});

describe('Sixes and Sevens slots: one card each, nothing builds, any card fills an empty one', () => {
  it.each([
    { card: '4D', onto: '5D', says: 'The 4 of diamonds does not build on the 5 of diamonds: nothing builds on it.' },
    { card: '5S', onto: '4D', says: 'The 5 of spades does not build on the 4 of diamonds: nothing builds on it.' },
    { card: 'KH', onto: 'QH', says: 'The king of hearts does not build on the queen of hearts: nothing builds on it.' },
  ])('$card on $onto: $says', ({ card, onto, says }) => {
    const s = at(`Foundations: ${DEALT}\n: ${onto}\n: ${card}\nStock: *\nWaste: ${card}`);
    expect(verdict(s, 't2-t1')).toBe(says);
    expect(verdict(s, 'w-t1')).toBe(says);
  });

  it('any card fills an empty slot, from the waste or another slot', () => {
    const s = at(`Foundations: ${DEALT}\n:\n: 9S\nStock: *\nWaste: QD`);
    expect(verdict(s, 'w-t1')).toBe('legal');
    expect(verdict(s, 't2-t1')).toBe('legal');
  });

  it('a slot never holds two cards in play: no listed move is onto a card', () => {
    let s = deal('sixes-and-sevens', 3);
    for (let step = 0; step < 200; step++) {
      const moves = legalMoves(s);
      expect(moves.every((m) => m.to.kind !== 'tableau' || (s.tableau[m.to.index]?.length ?? 0) === 0)).toBe(true);
      const m = moves[step % moves.length];
      if (!m) break;
      s = applyMove(s, m);
      expect(s.tableau.every((c) => c.length <= 1)).toBe(true);
    }
  });

  it('one pass: the waste does not turn over', () => {
    const s = at(`Foundations: ${DEALT}\nStock:\nWaste: *\nPass: 1/1`);
    expect(verdict(s, `w-s:${s.waste.length}`)).toBe('Only 1 pass through the stock is allowed.');
  });
});
