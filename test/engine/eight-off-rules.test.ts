import { describe, expect, it } from 'vitest';
import { checkCards, dealPosition } from '../../src/engine';
import { board, rules } from './helpers/board';
import { verdict } from './helpers/moves';

// 000 Eight Off: eight columns of six, eight cells (four filled at the deal), build down by exact
// suit, kings only in spaces, one card at a time, one-way foundations.
const eightOff = rules('eight-off');

describe('Eight Off: the legal and illegal moves table of 000', () => {
  it.each([
    {
      move: 'A column ends in the 7 of clubs. You play the 6 of clubs.',
      why: 'Down by exact suit',
      text: ': 7C\n: 6C',
      play: 't2-t1',
      says: 'legal',
    },
    {
      move: 'A column ends in the 7 of clubs. You play the 6 of spades.',
      why: 'Same colour is not enough',
      text: ': 7C\n: 6S',
      play: 't2-t1',
      says: 'The 6 of spades does not build on the 7 of clubs: same suit needed.',
    },
    {
      move: 'You move any exposed card into an empty cell.',
      why: 'Cells take anything',
      text: ': 7C QH',
      play: 't1-c1',
      says: 'legal',
    },
    {
      move: 'You move a king into an empty column.',
      why: 'Kings may fill a space',
      text: ': 7C KD\n:',
      play: 't1-t2',
      says: 'legal',
    },
    {
      move: 'You move a queen into an empty column.',
      why: 'Only kings may fill a space',
      text: ': 7C QD\n:',
      play: 't1-t2',
      says: 'Only a king may go into an empty column.',
    },
    {
      move: 'You move an ordered 8-7-6 of hearts together.',
      why: 'No sequence moves at all',
      text: ': 8H 7H 6H\n: 9H',
      play: 't1-t2:3',
      says: 'Only one card moves at a time in this game.',
    },
    {
      move: 'You take a card back off a foundation.',
      why: 'Foundations are one-way',
      text: 'Foundations: C-5\n: 6C',
      play: 'f1-t1',
      says: 'Foundations are one-way: cards do not come back down.',
    },
  ])('$move ($why)', ({ text, play, says }) => {
    expect(verdict(board(eightOff, text), play)).toBe(says);
  });
});

describe('Eight Off: Setup', () => {
  const deal = dealPosition(eightOff, 5);
  if (!deal.ok) throw new Error(deal.error);
  const s = deal.state;

  it('Deck: one standard 52-card deck', () => expect(checkCards(s)).toBeNull());
  it('Tableau: eight columns of six cards, forty-eight in all, every one face up', () => {
    expect(s.tableau.map((c) => c.length)).toEqual([6, 6, 6, 6, 6, 6, 6, 6]);
    expect(s.faceDown.every((d) => d === 0)).toBe(true);
  });
  it('Reserve cells: eight, the last four cards of the deal in four of them, four free', () => {
    expect(s.cells.length).toBe(8);
    expect(s.cells.filter((c) => c !== null).length).toBe(4);
  });
  it('Foundations: four, empty at the start', () => expect(s.foundations).toEqual([[], [], [], []]));
  it('There is no stock and no redeal', () => {
    expect(s.stock).toEqual([]);
    expect(verdict(s, 's-w')).toBe('There is no such pile in this game.');
  });
});

describe('Eight Off: Moving', () => {
  describe('Tableau: builds down by exact suit', () => {
    it.each([
      { card: '6C', onto: '7C', says: 'legal' },
      { card: 'QH', onto: 'KH', says: 'legal' },
      { card: 'AD', onto: '2D', says: 'legal' },
      { card: '6S', onto: '7C', says: 'The 6 of spades does not build on the 7 of clubs: same suit needed.' },
      { card: '6H', onto: '7C', says: 'The 6 of hearts does not build on the 7 of clubs: same suit needed.' },
      {
        card: '5C',
        onto: '7C',
        says: 'The 5 of clubs does not build on the 7 of clubs: it takes a 6 (down in same suit).',
      },
      {
        card: '8C',
        onto: '7C',
        says: 'The 8 of clubs does not build on the 7 of clubs: it takes a 6 (down in same suit).',
      },
      {
        card: 'KC',
        onto: 'AC',
        says: 'The king of clubs does not build on the ace of clubs: nothing builds on it.',
      },
    ])('$card on $onto: $says', ({ card, onto, says }) => {
      expect(verdict(board(eightOff, `: ${onto}\n: ${card}`), 't2-t1')).toBe(says);
    });
  });

  describe('One at a time: only single cards move', () => {
    it.each([
      { what: 'a run of two onto a column', text: ': 8S 7S\n: 9S', play: 't1-t2:2' },
      { what: 'a run of two into an empty column', text: ': KS QS\n:', play: 't1-t2:2' },
      {
        what: 'a run of two with all eight cells free',
        text: 'Freecells: - - - - - - - -\n: 8S 7S\n: 9S',
        play: 't1-t2:2',
      },
    ])('$what is refused', ({ text, play }) => {
      expect(verdict(board(eightOff, text), play)).toBe('Only one card moves at a time in this game.');
    });

    it('moving the same cards one by one is legal', () => {
      const s = board(eightOff, 'Freecells: - * * * * * * *\n: 8S 7S\n: 9S');
      expect(verdict(s, 't1-c1')).toBe('legal');
    });
  });

  describe('Cells: any exposed card goes into an empty cell, and comes out to somewhere legal', () => {
    it.each(['AC', '7D', 'QH', 'KS'])('the %s goes into an empty cell', (c) => {
      expect(verdict(board(eightOff, `: 5D ${c}`), 't1-c2')).toBe('legal');
    });

    it('a cell holds one card', () => {
      expect(verdict(board(eightOff, 'Freecells: 9H\n: 5D'), 't1-c1')).toBe(
        'One card per cell: that cell holds the 9 of hearts.',
      );
    });

    it('eight cells, four full at the deal: no ninth card fits', () => {
      const s = board(eightOff, 'Freecells: * * * * * * * *\n: 5D');
      for (let i = 1; i <= 8; i++) expect(verdict(s, `t1-c${i}`)).toMatch(/^One card per cell/);
    });

    it.each([
      { to: 'a column that takes it', text: 'Freecells: 6C\n: 7C', play: 'c1-t1', says: 'legal' },
      { to: 'a foundation that takes it', text: 'Foundations: C-5\nFreecells: 6C', play: 'c1-f1', says: 'legal' },
      { to: 'an empty column (a king)', text: 'Freecells: KC\n:', play: 'c1-t1', says: 'legal' },
      {
        to: 'a column of another suit',
        text: 'Freecells: 6C\n: 7S',
        play: 'c1-t1',
        says: 'The 6 of clubs does not build on the 7 of spades: same suit needed.',
      },
      {
        to: 'an empty column (not a king)',
        text: 'Freecells: QC\n:',
        play: 'c1-t1',
        says: 'Only a king may go into an empty column.',
      },
    ])('a card comes out of a cell to $to: $says', ({ text, play, says }) => {
      expect(verdict(board(eightOff, text), play)).toBe(says);
    });

    it('an empty cell has no card to give', () => {
      expect(verdict(board(eightOff, ': 7C'), 'c1-t1')).toBe('There is no card there to move.');
    });
  });

  describe('Empty columns: kings only', () => {
    it.each([
      ['KC', 'legal'],
      ['KH', 'legal'],
      ['QC', 'Only a king may go into an empty column.'],
      ['AH', 'Only a king may go into an empty column.'],
      ['7D', 'Only a king may go into an empty column.'],
    ])('the %s into an empty column: %s', (c, says) => {
      expect(verdict(board(eightOff, `: 2S ${c}\n:`), 't1-t2')).toBe(says);
    });
  });

  describe('Foundations: build up by exact suit, ace to king, one-way', () => {
    it.each([
      { what: 'an ace starts a foundation', text: ': AH', play: 't1-f1', says: 'legal' },
      {
        what: 'a 2 cannot start one',
        text: ': 2H',
        play: 't1-f1',
        says: 'The 2 of hearts cannot start a foundation: an ace starts one.',
      },
      { what: 'the 2 of the suit goes on its ace', text: 'Foundations: H-A\n: 2H', play: 't1-f1', says: 'legal' },
      {
        what: 'a 2 of another suit does not',
        text: 'Foundations: H-A\n: 2D',
        play: 't1-f1',
        says: 'That foundation needs the 2 of hearts next.',
      },
      {
        what: 'ranks are not skipped',
        text: 'Foundations: H-A\n: 3H',
        play: 't1-f1',
        says: 'That foundation needs the 2 of hearts next.',
      },
      { what: 'the king ends it', text: 'Foundations: H-Q\n: KH', play: 't1-f1', says: 'legal' },
      {
        what: 'nothing goes past the king',
        text: 'Foundations: H-K\n: AS',
        play: 't1-f1',
        says: 'That foundation is complete.',
      },
      {
        what: 'cards do not come back down',
        text: 'Foundations: H-5\n: 6S',
        play: 'f1-t1',
        says: 'Foundations are one-way: cards do not come back down.',
      },
      {
        what: 'not even to a cell',
        text: 'Foundations: H-5',
        play: 'f1-c1',
        says: 'Foundations are one-way: cards do not come back down.',
      },
      {
        what: 'cards go up one at a time',
        text: 'Foundations: H-A\n: 3H 2H',
        play: 't1-f1:2',
        says: 'Only one card moves at a time in this game.',
      },
    ])('$what', ({ text, play, says }) => {
      expect(verdict(board(eightOff, text), play)).toBe(says);
    });
  });
});
