import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCards,
  dealPosition,
  legalMoves,
  MAX_DEAL,
  rankOf,
  readPosition,
  rulesWithBase,
  writePosition,
} from '../../src/engine';
import { board, rules } from './helpers/board';
import { verdict } from './helpers/moves';

// Penguin as family.md fixes it, line by line: the beak deal, the order from the beak's rank,
// foundations up in suit round the corner, columns down in suit with nothing on a beak-rank card,
// only the order's top rank into a space, same-suit runs moving as a unit whatever the cells.

const penguin = rules('penguin');
/** The rules of a deal whose beak is a 10: the order 10 J Q K A 2 ... 9. */
const beak10 = rulesWithBase(penguin, 10);
const at10 = (text: string) => board(beak10, `Base: T\n${text}`);

describe('Penguin: the beak deal', () => {
  it.each([1, 2, 3, 617, 11982])(
    'deal %i: seven columns of seven, three foundations of the beak’s rank, seven empty cells',
    (n) => {
      const d = dealPosition(penguin, n);
      if (!d.ok) throw new Error(d.error);
      const s = d.state;
      const beak = s.tableau[0]?.[0];
      if (beak === undefined) throw new Error('no beak');
      expect(s.tableau.map((c) => c.length)).toEqual([7, 7, 7, 7, 7, 7, 7]);
      expect(s.foundations.map((f) => f.length)).toEqual([1, 1, 1, 0]);
      expect(s.foundations.flat().map(rankOf)).toEqual([rankOf(beak), rankOf(beak), rankOf(beak)]);
      expect(s.cells).toEqual([null, null, null, null, null, null, null]);
      expect(s.stock).toEqual([]);
      expect(s.rules.foundations.base).toBe(rankOf(beak));
      expect(s.rules.build.lowest).toBe(rankOf(beak));
      expect(checkCards(s)).toBeNull();
    },
  );

  it('no other card of the beak’s rank is left in the columns, for any deal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_DEAL }), (n) => {
        const d = dealPosition(penguin, n);
        if (!d.ok) throw new Error(d.error);
        const beak = rankOf(d.state.tableau[0]?.[0] as never);
        const inColumns = d.state.tableau.flat().filter((c) => rankOf(c) === beak);
        expect(inColumns.length).toBe(1);
      }),
      { numRuns: 200 },
    );
  });

  it('the deal differs from deal to deal, and is the same every time', () => {
    const text = (n: number) => {
      const d = dealPosition(penguin, n);
      return d.ok ? writePosition(d.state) : d.error;
    };
    expect(text(5)).toBe(text(5));
    expect(text(5)).not.toBe(text(6));
  });

  it('board text names the beak’s rank, and reads back to the same position and rules', () => {
    const d = dealPosition(penguin, 2);
    if (!d.ok) throw new Error(d.error);
    const text = writePosition(d.state);
    expect(text.split('\n')[0]).toBe('Base: Q');
    const back = readPosition(penguin, text);
    if (!back.ok) throw new Error(back.error);
    expect(back.state).toEqual(d.state);
    expect(back.state.rules).toBe(d.state.rules);
    expect(readPosition(penguin, text.replace('Base: Q\n', ''))).toEqual({
      ok: false,
      error: 'the text needs a "Base:" line with the beak\'s rank, such as "Base: T"',
    });
  });
});

describe('Penguin with a 10 as the beak: the rules of family.md', () => {
  it.each([
    // Foundations build up in suit from the beak's rank, round the corner from king to ace.
    { rule: 'the beak starts the empty foundation', text: ': 5C TS', play: 't1-f1', says: 'legal' },
    {
      rule: 'an ace does not start one',
      text: ': 5C AS',
      play: 't1-f1',
      says: 'The ace of spades cannot start a foundation: a 10 starts one.',
    },
    { rule: 'up in suit', text: 'Foundations: S-T\n: 5C JS', play: 't1-f1', says: 'legal' },
    { rule: 'round the corner: on the king the ace', text: 'Foundations: S-K\n: 5C AS', play: 't1-f1', says: 'legal' },
    {
      rule: 'and on to the 9',
      text: 'Foundations: S-8\n: 5C 9S',
      play: 't1-f1',
      says: 'legal',
    },
    // Columns build down in suit in the order; nothing on a beak-rank card.
    { rule: 'down in suit', text: ': 5C 9S\n: 8S', play: 't2-t1', says: 'legal' },
    {
      rule: 'not another suit',
      text: ': 5C 9S\n: 8H',
      play: 't2-t1',
      says: 'The 8 of hearts does not build on the 9 of spades: same suit needed.',
    },
    {
      rule: 'the king on the ace (the order goes on from K to A)',
      text: ': 5C AS\n: KS',
      play: 't2-t1',
      says: 'legal',
    },
    {
      rule: 'nothing on a card of the beak’s rank',
      text: ': 5C TS\n: 9S',
      play: 't2-t1',
      says: 'The 9 of spades does not build on the 10 of spades: nothing builds on it.',
    },
    {
      rule: 'the ace does not go on the 2 the other way',
      text: ': 5C AS\n: 2S',
      play: 't2-t1',
      says: 'The 2 of spades does not build on the ace of spades: it takes a king (down in same suit).',
    },
    // Spaces: only the order's top rank, one below the beak, or a same-suit run headed by one.
    { rule: 'a 9 fills a space', text: ': 5C 9S\n:', play: 't1-t2', says: 'legal' },
    {
      rule: 'a king does not',
      text: ': 5C KS\n:',
      play: 't1-t2',
      says: 'Only a 9 may go into an empty column.',
    },
    { rule: 'a run headed by a 9 fills a space', text: ': 5C 9S 8S 7S\n:', play: 't1-t2:3', says: 'legal' },
    // Same-suit runs move as a unit, whatever the free cells.
    {
      rule: 'a run of five with every cell taken',
      text: 'Freecells: * * * * * * *\n: 5C 8H 7H 6H 5H 4H\n: 9H',
      play: 't1-t2:5',
      says: 'legal',
    },
    {
      rule: 'cells hold one card',
      text: ': 5C 8H 7H',
      play: 't1-c1:2',
      says: 'A cell holds exactly one card.',
    },
  ])('$rule', ({ text, play, says }) => {
    expect(verdict(at10(text), play)).toBe(says);
  });

  it('lists a run move into a space only for a run headed by the top rank', () => {
    const s = at10(': 5C 9S 8S\n: 4D KH QH\n:');
    const intoSpace = legalMoves(s).filter((m) => m.to.kind === 'tableau' && m.to.index === 2);
    expect(intoSpace.map((m) => `${m.from.kind === 'tableau' ? m.from.index + 1 : '?'}:${m.n}`)).toEqual(['1:2']);
  });
});
