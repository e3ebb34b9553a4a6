import { describe, expect, it } from 'vitest';
import {
  cardText,
  checkCards,
  dealPosition,
  foundationGroupOf,
  GAME_IDS,
  MAX_DEAL,
  newGame,
  rankOf,
  type State,
} from '../../src/engine';
import { deal, rules } from './helpers/board';

const filled = (s: State) => s.cells.flatMap((c, i) => (c === null ? [] : [i]));

describe.each([1, 2, 617, 31999])('the layout of deal %i', (n) => {
  it("FreeCell and Baker's Game: columns of 7, 7, 7, 7, 6, 6, 6, 6 and four empty cells", () => {
    for (const game of ['freecell', 'bakers-game'] as const) {
      const s = deal(game, n);
      expect(s.tableau.map((c) => c.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
      expect(s.cells).toEqual([null, null, null, null]);
    }
  });

  it("Baker's Game uses FreeCell's deal", () => {
    expect(deal('bakers-game', n).tableau).toEqual(deal('freecell', n).tableau);
  });

  it('Eight Off: eight columns of six, four cards in cells 1, 3, 5 and 7, four cells free', () => {
    const s = deal('eight-off', n);
    expect(s.tableau.map((c) => c.length)).toEqual([6, 6, 6, 6, 6, 6, 6, 6]);
    expect(s.cells.length).toBe(8);
    expect(filled(s)).toEqual([0, 2, 4, 6]);
  });

  it('Seahaven Towers: ten columns of five, the two middle cells of four filled', () => {
    const s = deal('seahaven-towers', n);
    expect(s.tableau.map((c) => c.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    expect(s.cells.length).toBe(4);
    expect(filled(s)).toEqual([1, 2]);
  });

  it('Eights Down: the eight 8s on the foundations, six single cards, 90 in the stock, pass 1 of 2', () => {
    const s = deal('eights-down', n);
    expect(s.foundations.map((f) => f.map(cardText).join(' '))).toEqual([
      '8C',
      '8C',
      '8D',
      '8D',
      '8H',
      '8H',
      '8S',
      '8S',
    ]);
    expect(s.tableau.map((c) => c.length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(s.stock.length).toBe(90);
    expect(s.waste).toEqual([]);
    expect(s.pass).toBe(1);
    expect(s.cells).toEqual([]);
    expect([...s.stock, ...s.tableau.flat()].some((c) => rankOf(c) === 8)).toBe(false);
  });

  it.each(GAME_IDS)(
    '%s: every card of the deck(s) once (twice with two decks), face down only where dealt so',
    (game) => {
      const s = deal(game, n);
      expect(checkCards(s)).toBeNull();
      expect(s.faceDown).toEqual(s.rules.layout.faceDown ?? s.tableau.map(() => 0));
      // Penguin's three beak-rank cards start on the foundations (its own test); where a group's
      // base cards are dealt there (Eights Down's eights, Deuces' twos, Sixes and Sevens' 6s and
      // 7s), each of its piles holds one of them and nothing else.
      if (s.rules.layout.beak) return;
      s.foundations.forEach((pile, i) => {
        const group = foundationGroupOf(s.rules, i);
        expect(pile.map(rankOf)).toEqual(group.baseDealt ? [group.base] : []);
      });
    },
  );
});

describe.each(GAME_IDS)('%s deals are deterministic', (game) => {
  it.each([1, 2, 1000, 2 ** 31 + 5, MAX_DEAL])('deal %i twice is the same position', (n) => {
    expect(deal(game, n)).toEqual(deal(game, n));
  });
  it.each([
    [1, 2],
    [7, 8],
    [100, 101],
  ])('deals %i and %i differ', (a, b) => {
    expect(deal(game, a).tableau).not.toEqual(deal(game, b).tableau);
  });
  it('deals across the whole range of numbers are all different', () => {
    const numbers = [1, 2, 999, 1000, 1001, 32000, 65536, 65537, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 32 + 1, MAX_DEAL];
    const layouts = new Set(numbers.map((n) => JSON.stringify(deal(game, n).tableau)));
    expect(layouts.size).toBe(numbers.length);
  });
  it.each([0, -1, 1.5, 2 ** 33, Number.NaN])('deal number %s is refused with an error', (n) => {
    const error = `deal must be a whole number from 1 to ${MAX_DEAL}`;
    expect(dealPosition(rules(game), n)).toEqual({ ok: false, error });
    expect(newGame(rules(game), n)).toEqual({ ok: false, error });
  });
});
