import { describe, expect, it } from 'vitest';
import { dealPosition } from '../../src/engine';
import { board, rules } from './helpers/board';
import { verdict } from './helpers/moves';

// 001 FreeCell: eight columns (four of seven, four of six), four free cells, build down in
// alternating colours, any card or movable run into a space, runs up to the capacity rule.
const freecell = rules('freecell');

describe('FreeCell: the legal and illegal moves table of 001', () => {
  it.each([
    {
      move: 'A column ends in the black 9. You move a red 8 onto it.',
      text: ': 9S\n: 8H',
      play: 't2-t1',
      says: 'legal',
    },
    {
      move: 'You move a red 8 with a black 7 and red 6 attached.',
      text: ': 9C\n: 8H 7S 6D',
      play: 't2-t1:3',
      says: 'legal',
    },
    {
      move: 'You drop any single card into an empty cell.',
      text: ': 9C 4D',
      play: 't1-c3',
      says: 'legal',
    },
    {
      move: 'You move a queen into an empty column.',
      text: ': 9C QD\n:',
      play: 't1-t2',
      says: 'legal',
    },
    {
      // The row says "illegal", its own reason and the capacity table say one free cell allows two.
      move: 'You move two cards with only one free cell and no spaces (the "why" column: allowed).',
      text: 'Freecells: - * * *\n: 9C\n: 8H 7S',
      play: 't2-t1:2',
      says: 'legal',
    },
    {
      move: 'You move two cards with no free cell and no spaces.',
      text: 'Freecells: * * * *\n: 9C\n: 8H 7S',
      play: 't2-t1:2',
      says: 'You can move 1 card at once here, not 2: free cells add one each, empty columns double it.',
    },
    {
      move: 'You move a card out of a foundation back to the tableau.',
      text: 'Foundations: H-7\n: 8S',
      play: 'f1-t1',
      says: 'Foundations are one-way: cards do not come back down.',
    },
    {
      move: 'You put two cards in the same free cell.',
      text: 'Freecells: 2C\n: 9C 4D',
      play: 't1-c1',
      says: 'One card per cell: that cell holds the 2 of clubs.',
    },
    {
      move: 'You put two cards into a free cell at once.',
      text: ': 9C 8D',
      play: 't1-c1:2',
      says: 'A cell holds exactly one card.',
    },
  ])('$move', ({ text, play, says }) => {
    expect(verdict(board(freecell, text), play)).toBe(says);
  });
});

describe('FreeCell: Setup', () => {
  const deal = dealPosition(freecell, 5);
  if (!deal.ok) throw new Error(deal.error);
  const s = deal.state;

  it('Tableau: eight columns, four of seven cards and four of six, every one face up', () => {
    expect(s.tableau.map((c) => c.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(s.faceDown).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });
  it('Free cells: four, empty', () => expect(s.cells).toEqual([null, null, null, null]));
  it('Foundations: four, empty at the start', () => expect(s.foundations).toEqual([[], [], [], []]));
  it('Stock: none', () => {
    expect(s.stock).toEqual([]);
    expect(verdict(s, 's-w')).toBe('There is no such pile in this game.');
  });
});

describe('FreeCell: Moving', () => {
  describe('Tableau: builds down in alternating colours (a red 8 takes a black 7)', () => {
    it.each([
      { card: '7S', onto: '8H', says: 'legal' },
      { card: '7C', onto: '8D', says: 'legal' },
      { card: '7H', onto: '8S', says: 'legal' },
      { card: '7D', onto: '8C', says: 'legal' },
      {
        card: '7H',
        onto: '8D',
        says: 'The 7 of hearts does not build on the 8 of diamonds: alternating colours needed.',
      },
      { card: '7C', onto: '8S', says: 'The 7 of clubs does not build on the 8 of spades: alternating colours needed.' },
      {
        card: '7D',
        onto: '8D',
        says: 'The 7 of diamonds does not build on the 8 of diamonds: alternating colours needed.',
      },
      {
        card: '6S',
        onto: '8H',
        says: 'The 6 of spades does not build on the 8 of hearts: it takes a 7 (down in alternating colours).',
      },
      {
        card: '9S',
        onto: '8H',
        says: 'The 9 of spades does not build on the 8 of hearts: it takes a 7 (down in alternating colours).',
      },
    ])('$card on $onto: $says', ({ card, onto, says }) => {
      expect(verdict(board(freecell, `: ${onto}\n: ${card}`), 't2-t1')).toBe(says);
    });
  });

  describe('Foundations: build up by exact suit, ace through king', () => {
    it.each([
      { text: ': AS', says: 'legal' },
      { text: ': 5S', says: 'The 5 of spades cannot start a foundation: an ace starts one.' },
      { text: 'Foundations: S-4\n: 5S', says: 'legal' },
      { text: 'Foundations: S-4\n: 5C', says: 'That foundation needs the 5 of spades next.' },
      { text: 'Foundations: S-4\n: 6S', says: 'That foundation needs the 5 of spades next.' },
      { text: 'Foundations: S-Q\n: KS', says: 'legal' },
    ])('$text: $says', ({ text, says }) => {
      expect(verdict(board(freecell, text), 't1-f1')).toBe(says);
    });
  });

  describe('Free cells: any single exposed card goes in, and comes back out later', () => {
    it.each(['AC', '9H', 'KD'])('the %s goes into an empty cell', (c) => {
      expect(verdict(board(freecell, `: 5D ${c}`), 't1-c4')).toBe('legal');
    });
    it.each([
      { to: 'a column of the other colour', text: 'Freecells: 8D\n: 9S', play: 'c1-t1', says: 'legal' },
      { to: 'an empty column', text: 'Freecells: 8D\n:', play: 'c1-t1', says: 'legal' },
      { to: 'its foundation', text: 'Foundations: D-7\nFreecells: 8D', play: 'c1-f1', says: 'legal' },
      {
        to: 'a column of its own colour',
        text: 'Freecells: 8D\n: 9H',
        play: 'c1-t1',
        says: 'The 8 of diamonds does not build on the 9 of hearts: alternating colours needed.',
      },
    ])('a card comes out of a cell to $to: $says', ({ text, play, says }) => {
      expect(verdict(board(freecell, text), play)).toBe(says);
    });
  });

  describe('Empty columns: accept any card or any movable sequence, not kings only', () => {
    it.each(['AC', '7H', 'QD', 'KS'])('the %s fills a space', (c) => {
      expect(verdict(board(freecell, `: 2S ${c}\n:`), 't1-t2')).toBe('legal');
    });
    it('a movable run fills a space', () => {
      expect(verdict(board(freecell, ': 2S 9H 8C 7D\n:'), 't1-t2:3')).toBe('legal');
    });
  });

  describe('Sequences: a packed run moves as a unit; an unpacked one does not', () => {
    it.each([
      { cards: '8H 7S 6D', says: 'legal' },
      { cards: '8H 7S 6S', says: 'Those 3 cards are not a run (down in alternating colours).' },
      { cards: '8H 7S 5D', says: 'Those 3 cards are not a run (down in alternating colours).' },
      { cards: '8H 6S 7D', says: 'Those 3 cards are not a run (down in alternating colours).' },
    ])('$cards onto the 9 of clubs: $says', ({ cards, says }) => {
      expect(verdict(board(freecell, `: 9C\n: ${cards}`), 't2-t1:3')).toBe(says);
    });
    it('no more cards than the column holds', () => {
      expect(verdict(board(freecell, ': 9C\n: 8H 7S'), 't2-t1:3')).toBe('There are not 3 cards to move there.');
    });
    it('only one card leaves a cell at a time', () => {
      expect(verdict(board(freecell, 'Freecells: 8D\n: 9S'), 'c1-t1:2')).toBe(
        'Only one card at a time leaves a cell or the waste.',
      );
    });
  });
});
