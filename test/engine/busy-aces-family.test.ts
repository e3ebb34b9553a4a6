import { describe, expect, it } from 'vitest';
import {
  buildRefusal,
  type Card,
  cardText,
  type GameId,
  moveCapacity,
  parseCard,
  type Rules,
  tableau,
} from '../../src/engine';
import { explain } from '../../src/platform/refusal-words';
import { board, deal, rules } from './helpers/board';
import { verdict } from './helpers/moves';

// family.md, "The Busy Aces family": each line of its table (tableau piles of one card, which
// foundations and how they start, how columns build, what moves), its stock sizes, and its "where
// sources differ" notes; and what every two-deck game there shares: one card at a time to a single
// waste, one pass, any card into a space, one-way foundations.

interface Line {
  readonly id: GameId;
  readonly columns: number;
  readonly cells: number;
  /** The order from its lowest rank: the foundations' 13 cards, and the columns' order built down. */
  readonly order: string;
  /** The base cards start on the foundations (else the foundations start empty). */
  readonly dealt: boolean;
  /** family.md's stock sizes. */
  readonly stock: number;
  readonly runs: 'supermove' | 'same-suit runs' | 'any descending run';
}

const FAMILY: readonly Line[] = [
  { id: 'busy-aces', columns: 12, cells: 0, order: 'A23456789TJQK', dealt: false, stock: 92, runs: 'supermove' },
  { id: 'deuces', columns: 10, cells: 0, order: '23456789TJQKA', dealt: true, stock: 86, runs: 'supermove' },
  {
    id: 'threes-company',
    columns: 8,
    cells: 0,
    order: '3456789TJQKA2',
    dealt: true,
    stock: 88,
    runs: 'same-suit runs',
  },
  { id: 'fours-up', columns: 6, cells: 0, order: '456789TJQKA23', dealt: true, stock: 90, runs: 'any descending run' },
  { id: 'cast-out-nines', columns: 7, cells: 0, order: '9TJQKA2345678', dealt: false, stock: 97, runs: 'supermove' },
  { id: 'dimes', columns: 8, cells: 0, order: 'TJQKA23456789', dealt: false, stock: 96, runs: 'supermove' },
  { id: 'jacks-in-the-box', columns: 6, cells: 4, order: 'JQKA23456789T', dealt: true, stock: 90, runs: 'supermove' },
];

const rank = (line: Line, i: number): string => line.order[i] as string;
const SUITS_DEALT = ['C', 'C', 'D', 'D', 'H', 'H', 'S', 'S'];
/** The foundations as the deal leaves them (the base cards there, or all empty), the first two clubs up to `tops`. */
const start = (line: Line, ...tops: string[]): string => {
  const dealt = line.dealt ? rank(line, 0) : '0';
  return `Foundations: ${SUITS_DEALT.map((s, i) => `${s}-${tops[i] ?? dealt}`).join(' ')}`;
};
const cells = (line: Line, free = line.cells): string =>
  line.cells === 0
    ? ''
    : `Freecells: ${Array.from({ length: line.cells }, (_, i) => (i < free ? '-' : '*')).join(' ')}\n`;
const c = (text: string): Card => parseCard(text) as Card;

describe.each(FAMILY)('$id: the deal', (line) => {
  it.each([1, 2, 617])(`deal %i: ${line.columns} columns of one card, ${line.stock} in the stock`, (n) => {
    const s = deal(line.id, n);
    expect(s.tableau.map((col) => col.length)).toEqual(Array.from({ length: line.columns }, () => 1));
    expect(s.faceDown.every((d) => d === 0)).toBe(true);
    expect(s.cells).toEqual(Array.from({ length: line.cells }, () => null));
    const base = rank(line, 0);
    expect(s.foundations.map((f) => f.map(cardText).join(' '))).toEqual(
      line.dealt ? ['C', 'C', 'D', 'D', 'H', 'H', 'S', 'S'].map((suit) => `${base}${suit}`) : Array(8).fill(''),
    );
    expect(s.stock.length).toBe(line.stock);
    expect(s.waste).toEqual([]);
    expect(s.pass).toBe(1);
    if (line.dealt) expect([...s.stock, ...s.tableau.flat()].some((x) => cardText(x)[0] === base)).toBe(false);
  });
});

describe.each(FAMILY)('$id: foundations build up in suit through the whole order', (line) => {
  const r = rules(line.id);

  it(`hold ${line.order.split('').join(' ')}, wrapping from king to ace where the order does`, () => {
    const full = board(r, `${start(line, rank(line, 12))}\n: *`).foundations[0] ?? [];
    expect(full.map(cardText).join(' ')).toBe(line.order.replace(/./g, '$&C ').trim());
  });

  it.each([1, 6, 12])('the card at place %i goes on the one before it; another suit does not', (i) => {
    const s = board(r, `${start(line, rank(line, i - 1))}\n: ${rank(line, i)}C\n: ${rank(line, i)}D`);
    expect(verdict(s, 't1-f1')).toBe('legal');
    expect(verdict(s, 't2-f1')).toBe(`That foundation needs the ${explainRank(line, i)} of clubs next.`);
  });

  it('a full foundation takes nothing more', () => {
    const s = board(r, `${start(line, rank(line, 12), rank(line, 11))}\n: ${rank(line, 12)}C`);
    expect(verdict(s, 't1-f1')).toBe('That foundation is complete.');
    expect(verdict(s, 't1-f2')).toBe('legal');
  });

  if (!line.dealt) {
    it(`start empty, and only a ${rank(line, 0)} starts one`, () => {
      const s = board(r, `${start(line)}\n: ${rank(line, 0)}H\n: ${rank(line, 1)}H`);
      expect(verdict(s, 't1-f1')).toBe('legal');
      expect(verdict(s, 't2-f1')).toMatch(/cannot start a foundation: an? .* starts one\.$/);
    });
  }

  it('cards do not come back off a foundation', () => {
    const s = board(r, `${start(line, rank(line, 3))}\n:`);
    expect(verdict(s, 'f1-t1')).toBe('Foundations are one-way: cards do not come back down.');
  });
});

/** "jack", "10", "ace": the rank as the refusal names it with "the ... of clubs". */
function explainRank(line: Line, i: number): string {
  const letter = rank(line, i);
  return { A: 'ace', T: '10', J: 'jack', Q: 'queen', K: 'king' }[letter] ?? letter;
}

/** The refusal for `card` onto `onto` by the build rule alone, as a player reads it, or 'legal'. */
function build(r: Rules, card: string, onto: string): string {
  const why = buildRefusal(r.build, c(card), c(onto));
  return why ? explain({ code: 'does-not-build', card: c(card), onto: c(onto), why, build: r.build }) : 'legal';
}

describe('columns build down in the order, never past its ends', () => {
  it.each([
    // Busy Aces: the usual order; nothing on an ace.
    { game: 'busy-aces', card: 'QS', onto: 'KS', says: 'legal' },
    { game: 'busy-aces', card: 'AS', onto: '2S', says: 'legal' },
    {
      game: 'busy-aces',
      card: 'KS',
      onto: 'AS',
      says: 'The king of spades does not build on the ace of spades: nothing builds on it.',
    },
    {
      game: 'busy-aces',
      card: 'AH',
      onto: '2S',
      says: 'The ace of hearts does not build on the 2 of spades: same suit needed.',
    },
    // Deuces, 2 ... K A: a king builds on an ace, nothing on a 2.
    { game: 'deuces', card: 'KH', onto: 'AH', says: 'legal' },
    { game: 'deuces', card: '2H', onto: '3H', says: 'legal' },
    {
      game: 'deuces',
      card: 'AH',
      onto: '2H',
      says: 'The ace of hearts does not build on the 2 of hearts: nothing builds on it.',
    },
    {
      game: 'deuces',
      card: 'QH',
      onto: 'AH',
      says: 'The queen of hearts does not build on the ace of hearts: it takes a king (down in same suit).',
    },
    // Three's Company, 3 ... K A 2: an ace on a 2, a king on an ace, nothing on a 3.
    { game: 'threes-company', card: 'AD', onto: '2D', says: 'legal' },
    { game: 'threes-company', card: 'KD', onto: 'AD', says: 'legal' },
    { game: 'threes-company', card: '3D', onto: '4D', says: 'legal' },
    {
      game: 'threes-company',
      card: '2D',
      onto: '3D',
      says: 'The 2 of diamonds does not build on the 3 of diamonds: nothing builds on it.',
    },
    {
      game: 'threes-company',
      card: 'KC',
      onto: 'AD',
      says: 'The king of clubs does not build on the ace of diamonds: same suit needed.',
    },
    // Fours Up, 4 ... 3, regardless of suit: any 2 on a 3, any king on an ace, nothing on a 4.
    { game: 'fours-up', card: '2D', onto: '3S', says: 'legal' },
    { game: 'fours-up', card: 'KC', onto: 'AH', says: 'legal' },
    { game: 'fours-up', card: '4H', onto: '5C', says: 'legal' },
    {
      game: 'fours-up',
      card: '3H',
      onto: '4S',
      says: 'The 3 of hearts does not build on the 4 of spades: nothing builds on it.',
    },
    {
      game: 'fours-up',
      card: 'QH',
      onto: 'AS',
      says: 'The queen of hearts does not build on the ace of spades: it takes a king (down in any suit).',
    },
    // Cast Out Nines, 9 ... 8: a king on an ace, an 8 at the top, nothing on a 9.
    { game: 'cast-out-nines', card: 'KC', onto: 'AC', says: 'legal' },
    { game: 'cast-out-nines', card: '7C', onto: '8C', says: 'legal' },
    { game: 'cast-out-nines', card: '9C', onto: 'TC', says: 'legal' },
    {
      game: 'cast-out-nines',
      card: '8C',
      onto: '9C',
      says: 'The 8 of clubs does not build on the 9 of clubs: nothing builds on it.',
    },
    // Dimes, 10 ... 9: nothing on a 10.
    { game: 'dimes', card: 'KS', onto: 'AS', says: 'legal' },
    { game: 'dimes', card: '8S', onto: '9S', says: 'legal' },
    { game: 'dimes', card: 'TS', onto: 'JS', says: 'legal' },
    {
      game: 'dimes',
      card: '9S',
      onto: 'TS',
      says: 'The 9 of spades does not build on the 10 of spades: nothing builds on it.',
    },
    // Jacks in the Box, J ... 10 (politaire's order): no 10 on a jack.
    { game: 'jacks-in-the-box', card: 'KH', onto: 'AH', says: 'legal' },
    { game: 'jacks-in-the-box', card: '9H', onto: 'TH', says: 'legal' },
    { game: 'jacks-in-the-box', card: 'JH', onto: 'QH', says: 'legal' },
    {
      game: 'jacks-in-the-box',
      card: 'TH',
      onto: 'JH',
      says: 'The 10 of hearts does not build on the jack of hearts: nothing builds on it.',
    },
  ] as const)('$game: $card on $onto: $says', ({ game, card, onto, says }) => {
    expect(build(rules(game), card, onto)).toBe(says);
  });

  // The same rule through a whole move, from column to column, where both cards are in play.
  it.each(FAMILY)('$id: a card one below in the order builds, one above does not', (line) => {
    const s = board(
      rules(line.id),
      `${start(line)}\n${cells(line)}: ${rank(line, 6)}H\n: ${rank(line, 5)}H\n: ${rank(line, 7)}H`,
    );
    expect(verdict(s, 't2-t1')).toBe('legal');
    expect(verdict(s, 't3-t1')).toMatch(/does not build on/);
  });
});

describe.each(FAMILY)('$id: any card fills a space', (line) => {
  const r = rules(line.id);
  it.each([1, 6, 12])('the card at place %i of the order', (i) => {
    expect(verdict(board(r, `${start(line)}\n${cells(line)}: 5D ${rank(line, i)}C\n:`), 't1-t2')).toBe('legal');
  });
});

/**
 * A column holding a run of one suit from the order's top rank down to its second (twelve cards),
 * a column with the card the top `n` of them build on (the other deck's), and `spaces` empty ones.
 */
function runPosition(line: Line, n: number, spaces: number, free = line.cells) {
  const run = Array.from({ length: 12 }, (_, k) => `${rank(line, 12 - k)}S`).join(' ');
  const target = n < 12 ? `: ${rank(line, n + 1)}S` : ':';
  const empty = Array.from({ length: spaces }, () => ':');
  return board(rules(line.id), `${start(line)}\n${cells(line, free)}: ${run}\n${[target, ...empty].join('\n')}`);
}

const SUPERMOVE = FAMILY.filter((l) => l.runs === 'supermove');

describe.each(SUPERMOVE)('$id: supermoves, (free cells + 1) x 2^spaces, not counting the target', (line) => {
  const cellCounts = Array.from({ length: line.cells + 1 }, (_, k) => k);
  const spaceCounts = [0, 1, 2, 3].filter((k) => k + 2 <= line.columns);
  it.each(cellCounts.flatMap((free) => spaceCounts.map((spaces) => ({ free, spaces }))))(
    '$free free cells, $spaces spaces',
    ({ free, spaces }) => {
      const max = (free + 1) * 2 ** spaces;
      const most = Math.min(max, 11);
      const s = runPosition(line, most, spaces, free);
      expect(moveCapacity(s, tableau(0), false)).toBe(max);
      if (spaces > 0) expect(moveCapacity(s, tableau(0), true)).toBe(max / 2);
      expect(verdict(s, `t1-t2:${most}`)).toBe('legal');
      if (max < 11) {
        expect(verdict(runPosition(line, max + 1, spaces, free), `t1-t2:${max + 1}`)).toMatch(
          new RegExp(`^You can move ${max} cards? at once here, not ${max + 1}`),
        );
      }
    },
  );
});

describe("Three's Company: same-suit runs move, whatever the space", () => {
  const line = FAMILY.find((l) => l.id === 'threes-company') as Line;
  it('a run of eleven onto a card, with no space', () => {
    expect(verdict(runPosition(line, 11, 0), 't1-t2:11')).toBe('legal');
  });
  it('cards of two suits are not a run', () => {
    const s = board(rules(line.id), `${start(line)}\n: 9S\n: 4D 8S 7H`);
    expect(verdict(s, 't2-t1:2')).toBe('Those 2 cards are not a run (down in same suit).');
  });
});

describe('Fours Up: any descending run moves, whatever its suits (politaire)', () => {
  const line = FAMILY.find((l) => l.id === 'fours-up') as Line;
  const r = rules(line.id);
  it('a run of mixed suits onto a card, with no space', () => {
    const s = board(r, `${start(line)}\n: 9S\n: 5D 8H 7C 6D 5S\n: *`);
    expect(verdict(s, 't2-t1:4')).toBe('legal');
  });
  it('a run of eleven of one suit, too', () => {
    expect(verdict(runPosition(line, 11, 0), 't1-t2:11')).toBe('legal');
  });
  it('cards out of order are not a run', () => {
    const s = board(r, `${start(line)}\n: 9S\n: 5D 8H 6C`);
    expect(verdict(s, 't2-t1:2')).toBe('Those 2 cards are not a run (down in any suit).');
  });
});

describe.each(FAMILY)('$id: the stock, one card at a time, one pass', (line) => {
  const r = rules(line.id);
  // Column 2 is a space, for the waste card (any card fills one).
  const at = (stock: string, waste: string) =>
    board(r, `${start(line)}\n${cells(line)}: *\n:\nStock: ${stock}\nWaste: ${waste}\nPass: 1/1`);
  it.each([
    { what: 'the stock deals one card to the waste', stock: '5D 6D', waste: '', play: 's-w', says: 'legal' },
    { what: 'not two', stock: '5D 6D', waste: '', play: 's-w:2', says: 'The stock deals 1 card at a time.' },
    { what: 'the waste top plays to a column', stock: '5D', waste: '6D', play: 'w-t2', says: 'legal' },
    {
      what: 'no second pass',
      stock: '',
      waste: '5D 6D',
      play: 'w-s:2',
      says: 'Only 1 pass through the stock is allowed.',
    },
    {
      what: 'an empty stock is finished',
      stock: '',
      waste: '5D 6D',
      play: 's-w',
      says: 'The stock is empty and no passes are left.',
    },
  ])('$what: $says', ({ stock, waste, play, says }) => {
    expect(verdict(at(stock, waste), play)).toBe(says);
  });
});

describe.each(FAMILY)('$id: cells', (line) => {
  const r = rules(line.id);
  if (line.cells === 0) {
    it('there are none', () => {
      expect(verdict(board(r, `${start(line)}\n: 5D`), 't1-c1')).toBe('There is no such pile in this game.');
    });
  } else {
    it(`${line.cells}, one card each`, () => {
      const s = board(r, `${start(line)}\nFreecells: - - - *\n: 5D`);
      expect(verdict(s, 't1-c1')).toBe('legal');
      expect(verdict(s, 't1-c4')).toMatch(/^One card per cell/);
      expect(verdict(s, `t1-c${line.cells + 1}`)).toBe('There is no such pile in this game.');
    });
  }
});
