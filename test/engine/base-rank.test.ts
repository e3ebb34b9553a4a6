import { describe, expect, it } from 'vitest';
import { type Card, canFillSpace, card, GAME_IDS, rankOf, rulesWithBase, spaceRank, topRank } from '../../src/engine';
import { board, deal, rules } from './helpers/board';
import { verdict } from './helpers/moves';

// The base rank belongs to the deal: the state carries the rules its deal is played by, and the
// order, the foundations and "kings only" all follow that base. A king is only the top rank of an
// order that starts at the ace.

describe('the base rank comes from the deal', () => {
  it.each(GAME_IDS)('%s: the dealt state is played by the game rules with the deal base', (id) => {
    const r = rules(id);
    const s = deal(id, 5);
    // Penguin's base is its beak's rank (the bottom card of column 1), every other game's its own.
    const base = r.layout.beak ? rankOf(s.tableau[0]?.[0] as Card) : r.foundations.base;
    expect(s.rules).toBe(rulesWithBase(r, base));
    expect(s.rules.foundations.base).toBe(s.rules.build.lowest);
  });

  it('one Rules object per game and base, so what is cached per rules is built once', () => {
    const r = rules('eight-off');
    expect(rulesWithBase(r, 10)).toBe(rulesWithBase(r, 10));
    expect(rulesWithBase(r, 10)).not.toBe(rulesWithBase(r, 9));
    expect(rulesWithBase(r, 1)).toBe(r);
  });

  it('"kings only" is the top rank of the order: the king from the ace, the 9 from a 10', () => {
    const eightOff = rules('eight-off');
    expect(topRank(eightOff.build)).toBe(13);
    expect(spaceRank(eightOff)).toBe(13);
    expect(spaceRank(rulesWithBase(eightOff, 10))).toBe(9);
    expect(spaceRank(rulesWithBase(eightOff, 2))).toBe(1);
    expect(spaceRank(rules('freecell'))).toBeNull();
    expect(canFillSpace(rulesWithBase(eightOff, 10), card(9, 0))).toBe(true);
    expect(canFillSpace(rulesWithBase(eightOff, 10), card(13, 0))).toBe(false);
  });
});

describe('Eight Off played from a base of 10', () => {
  const r = rulesWithBase(rules('eight-off'), 10);
  it.each([
    { text: ': 7C TD\n:', play: 't1-f1', says: 'legal' },
    { text: ': 7C AD\n:', play: 't1-f1', says: 'The ace of diamonds cannot start a foundation: a 10 starts one.' },
    { text: ': 7C 9D\n:', play: 't1-t2', says: 'legal' },
    { text: ': 7C KD\n:', play: 't1-t2', says: 'Only a 9 may go into an empty column.' },
    { text: ': AC\n: KC', play: 't2-t1', says: 'legal' },
    {
      text: ': TC\n: 9C',
      play: 't2-t1',
      says: 'The 9 of clubs does not build on the 10 of clubs: nothing builds on it.',
    },
    { text: 'Foundations: C-K\n: AC', play: 't1-f1', says: 'legal' },
  ])('$text / $play: $says', ({ text, play, says }) => {
    expect(verdict(board(r, text), play)).toBe(says);
  });
});
