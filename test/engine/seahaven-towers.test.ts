import { describe, expect, it } from 'vitest';
import { moveCapacity, tableau } from '../../src/engine';
import { board, rules } from './helpers/board';
import { verdict } from './helpers/moves';

// Seahaven Towers, as the long-standing collections publish it (000 and 001 compare it): ten
// columns of five, the last two cards in the two middle cells of four, build down by suit, kings
// only into spaces, foundations up by suit, runs move up to free cells + 1 (spaces do not help).
const seahaven = rules('seahaven-towers');

describe('Seahaven Towers', () => {
  it.each([
    { rule: 'builds down by suit', text: ': 9H\n: 8H', play: 't2-t1', says: 'legal' },
    {
      rule: 'not by colour',
      text: ': 9H\n: 8D',
      play: 't2-t1',
      says: 'The 8 of diamonds does not build on the 9 of hearts: same suit needed.',
    },
    {
      rule: 'one rank down',
      text: ': 9H\n: 7H',
      play: 't2-t1',
      says: 'The 7 of hearts does not build on the 9 of hearts: it takes an 8 (down in same suit).',
    },
    { rule: 'a king fills a space', text: ': 9H KD\n:', play: 't1-t2', says: 'legal' },
    {
      rule: 'only a king fills a space',
      text: ': 9H QD\n:',
      play: 't1-t2',
      says: 'Only a king may go into an empty column.',
    },
    { rule: 'a king-led run fills a space', text: ': 9H KD QD\n:', play: 't1-t2:2', says: 'legal' },
    { rule: 'any card into an empty cell', text: 'Freecells: - * * -\n: 9H 4C', play: 't1-c4', says: 'legal' },
    {
      rule: 'four cells, one card each',
      text: 'Freecells: 2S - - *\n: 9H 4C',
      play: 't1-c1',
      says: 'One card per cell: that cell holds the 2 of spades.',
    },
    { rule: 'foundations start with the ace', text: ': 9H AC', play: 't1-f1', says: 'legal' },
    { rule: 'foundations build up by suit', text: 'Foundations: C-A\n: 9H 2C', play: 't1-f1', says: 'legal' },
    {
      rule: 'foundations are one-way',
      text: 'Foundations: C-8\n: 9H',
      play: 'f1-t1',
      says: 'Foundations are one-way: cards do not come back down.',
    },
  ])('$rule', ({ text, play: p, says }) => {
    expect(verdict(board(seahaven, text), p)).toBe(says);
  });

  describe('runs move up to free cells + 1; empty columns do not help', () => {
    /** Column 1 ends in the 10 of hearts; column 2 holds a run of `n` hearts from the 9 down. */
    const position = (cells: string, spaces: number, n: number) => {
      const run = ['9H', '8H', '7H', '6H', '5H', '4H'].slice(0, n).join(' ');
      return board(seahaven, `Freecells: ${cells}\n: TH\n: 3D ${run}\n${':\n'.repeat(spaces)}`);
    };
    it.each([
      { cells: '* * * *', spaces: 0, max: 1 },
      { cells: '- * * *', spaces: 0, max: 2 },
      { cells: '- - * *', spaces: 0, max: 3 },
      { cells: '- - - *', spaces: 0, max: 4 },
      { cells: '- - - -', spaces: 0, max: 5 },
      { cells: '- * * *', spaces: 1, max: 2 },
      { cells: '- * * *', spaces: 2, max: 2 },
      { cells: '* * * *', spaces: 3, max: 1 },
    ])('free cells $cells and $spaces empty columns: $max cards', ({ cells, spaces, max }) => {
      expect(moveCapacity(position(cells, spaces, max), tableau(1), false)).toBe(max);
      expect(verdict(position(cells, spaces, max), `t2-t1:${max}`)).toBe('legal');
      expect(verdict(position(cells, spaces, max + 1), `t2-t1:${max + 1}`)).toBe(
        `You can move ${max} card${max === 1 ? '' : 's'} at once here, not ${max + 1}: one more than the free cells.`,
      );
    });
  });
});
