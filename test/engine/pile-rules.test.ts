import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allPiles,
  type Card,
  cardsOf,
  cardText,
  checkLift,
  checkMove,
  currentState,
  destinations,
  legalMoves,
  type Move,
  moveToPileText,
  newGame,
  parseCard,
  parsePileName,
  type State,
  samePile,
  wouldTake,
} from '../../src/engine';
import { explain } from '../../src/platform/refusal-words';
import { board, rules } from './helpers/board';
import { autoModeArb, dealArb, picksArb, playPick, start, VARIANTS } from './helpers/random-play';

// Which cards may leave which pile, and where they may go, is the engine's answer alone: the
// table lifts what checkLift lets go, outlines and taps to what destinations lists, and tells a
// stuck card what wouldTake says. These hold those answers to checkMove itself.

const pile = (s: State, name: string) => {
  const p = parsePileName(name, s);
  if (!p) throw new Error(`no pile ${name}`);
  return p;
};
const lift = (s: State, name: string, n: number): string => {
  const v = checkLift(s, pile(s, name), n);
  return v.ok ? 'lifts' : explain(v.refusal);
};

describe('which cards may leave which pile', () => {
  const freecell = rules('freecell');
  const s = board(freecell, 'Freecells: 5H - - -\n: 9S 8H 7C\n: 2D 9D');
  it.each([
    { from: 't1', n: 3, says: 'lifts' },
    { from: 't1', n: 2, says: 'lifts' },
    { from: 't2', n: 2, says: 'Those 2 cards are not a run (down in alternating colours).' },
    { from: 't1', n: 4, says: 'There are not 4 cards to move there.' },
    { from: 'c1', n: 1, says: 'lifts' },
    { from: 'c2', n: 1, says: 'There is no card there to move.' },
    { from: 'f1', n: 1, says: 'Foundations are one-way: cards do not come back down.' },
  ])('FreeCell: $n from $from: $says', ({ from, n, says }) => {
    expect(lift(s, from, n)).toBe(says);
  });

  it('Eights Down: the stock only deals, the waste gives its top card', () => {
    const e = board(rules('eights-down'), 'Stock: *\nWaste: 5H 6H\nPass: 1/2\n: *');
    expect(lift(e, 's', 1)).toBe('The stock deals only to the waste.');
    expect(lift(e, 'w', 1)).toBe('lifts');
    expect(lift(e, 'w', 2)).toBe('Only one card at a time leaves a cell or the waste.');
  });

  it('Eight Off: a run of its build stays put, as only single cards move; its top card lifts', () => {
    const e = board(rules('eight-off'), ': 9S 8S 7S');
    expect(lift(e, 't1', 2)).toBe('Only one card moves at a time in this game.');
    expect(lift(e, 't1', 1)).toBe('lifts');
    // With the run shortcut, a run lifts (how many may go depends on where).
    expect(lift(board(rules('eight-off', ['run-shortcut']), ': 9S 8S 7S'), 't1', 3)).toBe('lifts');
  });

  it('a face-down card does not leave its column', () => {
    const k = board(rules('freecell'), ': [9S 8H] 7C');
    expect(lift(k, 't1', 1)).toBe('lifts');
    expect(lift(k, 't1', 2)).toBe('There are not 2 cards to move there.');
  });
});

describe('what would take a card', () => {
  it.each([
    { game: 'freecell' as const, card: '9C', parents: ['TD', 'TH'], space: true, cell: true },
    { game: 'bakers-game' as const, card: '9C', parents: ['TC'], space: true, cell: true },
    { game: 'eight-off' as const, card: 'QS', parents: ['KS'], space: false, cell: true },
    { game: 'eight-off' as const, card: 'KS', parents: [], space: true, cell: true },
    { game: 'eights-down' as const, card: 'AS', parents: ['KS'], space: true, cell: false },
    { game: 'eights-down' as const, card: '8S', parents: [], space: true, cell: false },
  ])('$game: $card builds on $parents, space $space, cell $cell', ({ game, card, parents, space, cell }) => {
    const c = parseCard(card);
    if (c === null) throw new Error(card);
    const s = board(rules(game), ': *');
    const t = wouldTake(s, c, 1);
    expect({ parents: t.parents.map(cardText), space: t.space, cell: t.cell }).toEqual({ parents, space, cell });
  });
});

describe('what a foundation takes just before a card', () => {
  it('is the next card of a pile that would take the card right after it, and only that one', () => {
    const g = newGame(rules('sixes-and-sevens'), 1, 'off');
    if (!g.ok) throw new Error(g.error);
    const s = g.session.initial;
    const home = (text: string) => wouldTake(s, parseCard(text) as Card, 1).home.map(cardText);
    // The 7s start piles up, the 6s piles down: each pile holds its first card.
    expect(home('9H')).toEqual(['8H']);
    expect(home('4S')).toEqual(['5S']);
    expect(home('TH')).toEqual([]);
    expect(home('8H')).toEqual([]);
    expect(wouldTake(s, parseCard('9H') as Card, 2).home).toEqual([]);
  });
});

const key = (m: Move): string => `${moveToPileText(m)}:${m.n}`;

describe('the answers agree with checkMove in random positions of every game', () => {
  for (const v of VARIANTS) {
    it(v.name, () => {
      fc.assert(
        fc.property(dealArb, autoModeArb, picksArb(60), (deal, mode, picks) => {
          let session = start(v.rules, deal, mode);
          for (const pick of [0, ...picks]) {
            const s = currentState(session);
            const legal = legalMoves(s);
            for (const from of allPiles(s)) {
              const size = cardsOf(s, from).length;
              for (let n = 1; n <= Math.max(1, size); n++) {
                const dests = destinations(s, from, n);
                const lifts = checkLift(s, from, n).ok;
                // Every destination is legal; nothing goes anywhere that may not leave.
                for (const m of dests) expect(checkMove(s, m).ok, key(m)).toBe(true);
                if (!lifts) expect(dests).toEqual([]);
                // Every legal move of these cards (other than to the stock's own piles) has its
                // pile among the destinations, or one of the same kind where any empty one will do.
                for (const m of legal.filter((x) => samePile(x.from, from) && x.n === n)) {
                  if (m.to.kind === 'waste' || m.to.kind === 'stock') continue;
                  expect(lifts, key(m)).toBe(true);
                  const listed = dests.some(
                    (d) => samePile(d.to, m.to) || (d.to.kind === m.to.kind && cardsOf(s, d.to).length === 0),
                  );
                  expect(listed, key(m)).toBe(true);
                }
              }
            }
            session = playPick(session, pick);
          }
        }),
        { numRuns: 6 },
      );
    });
  }
});
