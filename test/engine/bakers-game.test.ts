import { describe, expect, it } from 'vitest';
import { dealPosition } from '../../src/engine';
import { board, rules } from './helpers/board';
import { verdict } from './helpers/moves';

// 002, Baker's Game: four free cells, empty at the start; all 52 cards in eight columns
// (7, 7, 7, 7, 6, 6, 6, 6); build down in the same suit; any card into a space. "That is FreeCell
// with same-suit building": FreeCell's runs and capacity rule too.
const bakers = rules('bakers-game');

describe("Baker's Game", () => {
  it('deals all 52 cards into columns of 7, 7, 7, 7, 6, 6, 6, 6 with four empty cells', () => {
    const d = dealPosition(bakers, 11982);
    if (!d.ok) throw new Error(d.error);
    expect(d.state.tableau.map((c) => c.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(d.state.cells).toEqual([null, null, null, null]);
  });

  it.each([
    { rule: 'absteigend in gleicher Farbe', text: ': 9H\n: 8H', play: 't2-t1', says: 'legal' },
    {
      rule: 'not by colour',
      text: ': 9H\n: 8D',
      play: 't2-t1',
      says: 'The 8 of diamonds does not build on the 9 of hearts: same suit needed.',
    },
    {
      rule: 'not alternating',
      text: ': 9H\n: 8S',
      play: 't2-t1',
      says: 'The 8 of spades does not build on the 9 of hearts: same suit needed.',
    },
    { rule: 'jede Karte darf in eine leere Spalte', text: ': 9H QD\n:', play: 't1-t2', says: 'legal' },
    { rule: 'a same-suit run moves as a unit', text: ': 9H\n: 8H 7H 6H', play: 't2-t1:3', says: 'legal' },
    {
      rule: 'an alternating run is no run here',
      text: ': 9H\n: 8H 7S 6H',
      play: 't2-t1:3',
      says: 'Those 3 cards are not a run (down in same suit).',
    },
    {
      rule: 'capacity: no free cell, one space: 2 cards',
      text: 'Freecells: * * * *\n: 9H\n: 8H 7H\n:',
      play: 't2-t1:2',
      says: 'legal',
    },
    {
      rule: 'capacity: no free cell, one space: not 3',
      text: 'Freecells: * * * *\n: 9H\n: 8H 7H 6H\n:',
      play: 't2-t1:3',
      says: 'You can move 2 cards at once here, not 3: free cells add one each, empty columns double it.',
    },
    { rule: 'four free cells', text: 'Freecells: - - - -\n: 9H 8C', play: 't1-c4', says: 'legal' },
    {
      rule: 'foundations up by suit from the ace',
      text: 'Foundations: C-A\n: 9H 2C',
      play: 't1-f1',
      says: 'legal',
    },
  ])('$rule', ({ text, play: p, says }) => {
    expect(verdict(board(bakers, text), p)).toBe(says);
  });
});
