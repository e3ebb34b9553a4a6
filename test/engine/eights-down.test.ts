import { describe, expect, it } from 'vitest';
import {
  buildRefusal,
  buildsOn,
  type Card,
  card,
  cardsBuildingOn,
  cardText,
  currentState,
  parseCard,
  play,
  type State,
  startSession,
} from '../../src/engine';
import { board, rules } from './helpers/board';
import { move, verdict } from './helpers/moves';

// 003 Eights Down (README): two decks; ranks run 8 (lowest), 9 ... K, A, 2 ... 7. Foundations
// start with the eight 8s and build down by suit: 8 7 6 5 4 3 2 A K Q J 10 9, 13 cards at most.
// Tableau piles build up by suit in the same circular order (on a K goes the A). Any card fills a
// space; same-suit runs move as a unit. The stock deals one card to the waste; two passes in all.
const eightsDown = rules('eights-down');
const EIGHTS = 'Foundations: C-8 C-8 D-8 D-8 H-8 H-8 S-8 S-8';
const at = (text: string): State => board(eightsDown, text);

describe('Eights Down foundations: down by suit from the eight, wrapping from the ace to the king', () => {
  it.each([
    { foundation: 'C-8', card: '7C', says: 'legal' },
    { foundation: 'C-3', card: '2C', says: 'legal' },
    { foundation: 'C-2', card: 'AC', says: 'legal' },
    { foundation: 'C-A', card: 'KC', says: 'legal' },
    { foundation: 'C-K', card: 'QC', says: 'legal' },
    { foundation: 'C-T', card: '9C', says: 'legal' },
    { foundation: 'C-8', card: '7D', says: 'That foundation needs the 7 of clubs next.' },
    { foundation: 'C-8', card: '9C', says: 'That foundation needs the 7 of clubs next.' },
    { foundation: 'C-8', card: '6C', says: 'That foundation needs the 7 of clubs next.' },
    { foundation: 'C-A', card: '2C', says: 'That foundation needs the king of clubs next.' },
    { foundation: 'C-9', card: '7D', says: 'That foundation is complete.' },
  ])('on a foundation up to $foundation, the $card: $says', ({ foundation, card, says }) => {
    const s = at(`${EIGHTS.replace('C-8', foundation)}\n: ${card}`);
    expect(verdict(s, 't1-f1')).toBe(says);
  });

  it('a foundation holds 13 cards at most: 8 7 6 5 4 3 2 A K Q J 10 9', () => {
    const full = at(`${EIGHTS.replace('C-8', 'C-9')}\n: 7D`).foundations[0] ?? [];
    expect(full.map(cardText).join(' ')).toBe('8C 7C 6C 5C 4C 3C 2C AC KC QC JC TC 9C');
  });

  it('cards do not come back off a foundation', () => {
    expect(verdict(at(`${EIGHTS.replace('C-8', 'C-6')}\n: 5C`), 'f1-t1')).toBe(
      'Foundations are one-way: cards do not come back down.',
    );
  });
});

describe('Eights Down tableau: up by suit, on a king goes the ace', () => {
  it.each([
    { card: 'TC', onto: '9C', says: 'legal' },
    { card: 'KH', onto: 'QH', says: 'legal' },
    { card: 'AH', onto: 'KH', says: 'legal' },
    { card: '2H', onto: 'AH', says: 'legal' },
    { card: '7S', onto: '6S', says: 'legal' },
    { card: 'TD', onto: '9C', says: 'The 10 of diamonds does not build on the 9 of clubs: same suit needed.' },
    { card: 'TS', onto: '9C', says: 'The 10 of spades does not build on the 9 of clubs: same suit needed.' },
    {
      card: '9C',
      onto: 'TC',
      says: 'The 9 of clubs does not build on the 10 of clubs: it takes a jack (up in same suit).',
    },
    {
      card: 'QH',
      onto: 'KH',
      says: 'The queen of hearts does not build on the king of hearts: it takes an ace (up in same suit).',
    },
    {
      card: '3H',
      onto: 'AH',
      says: 'The 3 of hearts does not build on the ace of hearts: it takes a 2 (up in same suit).',
    },
  ])('$card on $onto: $says', ({ card, onto, says }) => {
    expect(verdict(at(`${EIGHTS}\n: ${onto}\n: ${card}`), 't2-t1')).toBe(says);
  });

  it.each(['9C', 'KD', 'AH', '7S'])('any card fills a space: the %s', (c) => {
    expect(verdict(at(`${EIGHTS}\n: 5D ${c}\n:`), 't1-t2')).toBe('legal');
  });

  it.each([
    {
      what: 'a same-suit run of six onto a card',
      text: ': 9S\n: 4D TS JS QS KS AS 2S',
      play: 't2-t1:6',
      says: 'legal',
    },
    { what: 'a same-suit run into a space', text: ': 4D JH QH KH AH\n:', play: 't1-t2:4', says: 'legal' },
    {
      what: 'cards of two suits are not a run',
      text: ': 9S\n: 4D TS JS QH',
      play: 't2-t1:3',
      says: 'Those 3 cards are not a run (up in same suit).',
    },
    {
      what: 'cards out of order are not a run',
      text: ': 9S\n: 4D TS QS',
      play: 't2-t1:2',
      says: 'Those 2 cards are not a run (up in same suit).',
    },
  ])('$what: $says', ({ text, play: p, says }) => {
    expect(verdict(at(`${EIGHTS}\n${text}`), p)).toBe(says);
  });

  it('there are no cells', () => {
    expect(verdict(at(`${EIGHTS}\n: 5D`), 't1-c1')).toBe('There is no such pile in this game.');
  });
});

describe('Eights Down stock and waste: one card at a time, two passes in all', () => {
  const withStock = (stock: string, waste: string, pass: 1 | 2, columns = ': 9C') =>
    at(`${EIGHTS}\n${columns}\nStock: ${stock}\nWaste: ${waste}\nPass: ${pass}/2`);

  it.each([
    { what: 'the stock deals one card to the waste', s: withStock('3D 4D', '', 1), play: 's-w', says: 'legal' },
    {
      what: 'not two',
      s: withStock('3D 4D', '', 1),
      play: 's-w:2',
      says: 'The stock deals 1 card at a time.',
    },
    {
      what: 'nor to a column',
      s: withStock('3D 4D', '', 1),
      play: 's-t1',
      says: 'The stock deals only to the waste.',
    },
    { what: 'the waste top plays to a column', s: withStock('3D', 'TC', 1), play: 'w-t1', says: 'legal' },
    {
      what: 'the waste top plays to a foundation',
      s: withStock('3D', '7C', 1),
      play: 'w-f1',
      says: 'legal',
    },
    {
      what: 'cards go to the waste only from the stock',
      s: withStock('3D', '', 1),
      play: 't1-w',
      says: 'Only the stock deals to the waste.',
    },
    {
      what: 'cards do not go back to the stock',
      s: withStock('3D', 'TC', 1),
      play: 't1-s',
      says: 'Cards do not go back to the stock.',
    },
    {
      what: 'the waste turns over only when the stock is empty',
      s: withStock('3D', 'TD 4D', 1),
      play: 'w-s:2',
      says: 'The waste turns over only when the stock is empty.',
    },
    {
      what: 'an empty stock on the first pass: turn the waste over',
      s: withStock('', 'TD 4D', 1),
      play: 'w-s:2',
      says: 'legal',
    },
    {
      what: 'the whole waste turns at once',
      s: withStock('', 'TD 4D', 1),
      play: 'w-s:1',
      says: 'The whole waste turns over at once.',
    },
    {
      what: 'an empty stock cannot deal on the first pass',
      s: withStock('', 'TD 4D', 1),
      play: 's-w',
      says: 'The stock is empty: turn the waste over first.',
    },
    {
      what: 'no third pass',
      s: withStock('', 'TD 4D', 2),
      play: 'w-s:2',
      says: 'Only 2 passes through the stock are allowed.',
    },
    {
      what: 'an empty stock on the last pass is finished',
      s: withStock('', 'TD 4D', 2),
      play: 's-w',
      says: 'The stock is empty and no passes are left.',
    },
  ])('$what: $says', ({ s, play: p, says }) => {
    expect(verdict(s, p)).toBe(says);
  });

  it('the second pass deals the cards in the same order as the first', () => {
    let session = startSession(eightsDown, withStock('QD JD 3D', '', 1), null, 'off');
    const dealt: string[] = [];
    const step = (text: string) => {
      const r = play(session, move(text));
      if (!r.ok) throw new Error(`${text} refused`);
      session = r.session;
    };
    for (let pass = 1; pass <= 2; pass++) {
      for (let i = 0; i < 3; i++) {
        step('s-w');
        const top = currentState(session).waste.at(-1);
        if (top === undefined) throw new Error('nothing dealt');
        dealt.push(cardText(top));
      }
      if (pass === 1) step('w-s:3');
    }
    expect(dealt).toEqual(['3D', 'JD', 'QD', '3D', 'JD', 'QD']);
    expect(currentState(session).pass).toBe(2);
  });
});

describe('Eights Down rank order: 8 is the lowest card and 7 the highest', () => {
  it('nothing builds up on a 7, not even an 8 (the order does not wrap past the top)', () => {
    const seven = parseCard('7C') as Card;
    expect(buildsOn(eightsDown.build, parseCard('8C') as Card, seven)).toBe(false);
    expect(buildRefusal(eightsDown.build, parseCard('8C') as Card, seven)).toEqual({ rank: null });
  });

  it('the order runs 8 9 10 J Q K A 2 3 4 5 6 7 going up', () => {
    const up: string[] = ['8C'];
    for (let c = parseCard('8C') as Card; ; ) {
      const next = cardsBuildingOn(eightsDown.build, c);
      if (!next) break;
      c = card(next.rank, 0);
      up.push(cardText(c));
    }
    expect(up.join(' ')).toBe('8C 9C TC JC QC KC AC 2C 3C 4C 5C 6C 7C');
  });
});
