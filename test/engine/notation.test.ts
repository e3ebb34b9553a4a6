import { describe, expect, it } from 'vitest';
import { type Move, moveToPileText, moveToText, parseMove, type State } from '../../src/engine';
import { describeMoveProblem, explain } from '../../src/platform/refusal-words';
import { board, rules } from './helpers/board';

// Standard move notation (notation.ts): digits are columns (0 the tenth), letters a.. are cells
// (skipping h), h the foundations, s the stock, w the waste; "36" moves what makes sense, ":n"
// gives the count where it is not that; pile names ("t3-c1", "t3-t6:2") always give the count.

function parsed(s: State, text: string): Move {
  const r = parseMove(s, text);
  if (!r.ok) throw new Error(describeMoveProblem(r.problem));
  return r.move;
}

// Column 3 ends in a run of four (9H 8C 7H 6S); column 2's 8 of spades takes the last two; the
// empty column 6 takes three (two free cells, and the target is the only space: capacity 3).
// Cell a holds the queen of diamonds, which goes on column 5's king of clubs.
const s = board(
  rules('freecell'),
  'Foundations: H-0 C-0 D-A S-0\nFreecells: QD - - *\n: 2D\n: 8S\n: 3S 9H 8C 7H 6S\n: AH\n: KC\n:',
);
// All four cells free.
const open = board(rules('freecell'), ': 5D\n: *\n: 9C 4H');

describe('standard notation reads and writes', () => {
  it.each([
    { at: open, text: '3a', means: 't3-c1', what: 'column 3 to cell a' },
    { at: s, text: '3b', means: 't3-c2', what: 'column 3 to cell b' },
    { at: s, text: 'a5', means: 'c1-t5', what: 'cell a to column 5' },
    { at: s, text: '1h', means: 't1-f3', what: 'column 1 home, onto the ace of diamonds' },
    { at: s, text: '4h', means: 't4-f1', what: 'column 4 home, an ace to the first empty foundation' },
    { at: s, text: '32', means: 't3-t2:2', what: 'column 3 to 2: the run that fits' },
    { at: s, text: '36', means: 't3-t6:3', what: 'column 3 to the empty column 6: as many as may move' },
    { at: s, text: '36:2', means: 't3-t6:2', what: 'column 3 to 6, two cards' },
  ])('"$text" is $what', ({ at, text, means }) => {
    const m = parsed(at, text);
    expect(moveToPileText(m)).toBe(means);
    expect(moveToText(at, m)).toBe(text);
  });
});

describe('pile names read and write, with the count always explicit', () => {
  it.each([
    { text: 't3-c2', means: 't3-c2' },
    { text: 't3-c1', means: 't3-c1', at: open },
    { text: 'c1-t5', means: 'c1-t5' },
    { text: 't1-f', means: 't1-f3' },
    { text: 't1-f3', means: 't1-f3' },
    { text: 't3-t6', means: 't3-t6' },
    { text: 't3-t6:2', means: 't3-t6:2' },
    { text: 'T3-T2:2', means: 't3-t2:2' },
  ])('"$text" is $means', ({ text, means, at }) => {
    expect(moveToPileText(parsed(at ?? s, text))).toBe(means);
  });
});

describe('other games', () => {
  it('Eight Off names its eight cells a to g and i (h is home)', () => {
    const eightOff = board(rules('eight-off'), ': 5D\n: 9S');
    expect(moveToPileText(parsed(eightOff, '1i'))).toBe('t1-c8');
    expect(moveToText(eightOff, parsed(eightOff, 't2-c8'))).toBe('2i');
    expect(moveToText(eightOff, parsed(eightOff, 't2-c7'))).toBe('2g');
  });
  it('Seahaven Towers calls its tenth column 0', () => {
    const seahaven = board(rules('seahaven-towers'), ': 5D\n: *\n: *\n: *\n: *\n: *\n: *\n: *\n: *\n: 9S');
    expect(moveToPileText(parsed(seahaven, '0a'))).toBe('t10-c1');
    expect(moveToText(seahaven, parsed(seahaven, 't10-c4'))).toBe('0d');
  });
  it('Eights Down deals with "sw" and turns the waste with "ws"', () => {
    const eights = rules('eights-down');
    const base = 'Foundations: C-8 C-8 D-8 D-8 H-8 H-8 S-8 S-8\n: 9D';
    const dealing = board(eights, `${base}\nStock: *\nWaste: 4C`);
    expect(moveToPileText(parsed(dealing, 'sw'))).toBe('s-w');
    expect(moveToText(dealing, parsed(dealing, 's-w'))).toBe('sw');
    const turning = board(eights, `${base}\nStock:\nWaste: 4C 5C 6C`);
    expect(moveToPileText(parsed(turning, 'ws'))).toBe('w-s:3');
    expect(moveToText(turning, parsed(turning, 'w-s:3'))).toBe('ws');
  });
});

describe('past ten columns, pile names', () => {
  // Busy Aces has twelve columns: "111" could be column 1 to 11 or 11 to 1, so its moves are all
  // written with pile names, which read back the same.
  const busy = board(
    rules('busy-aces'),
    'Foundations: C-0 C-0 D-0 D-0 H-0 H-0 S-0 S-0\n: 9S\n: *\n: *\n: *\n: *\n: *\n: *\n: *\n: *\n: *\n: 8S\n: AD\nStock: *\nWaste: 8S',
  );
  it.each([
    { text: 't11-t1', what: 'column 11 to column 1' },
    { text: 't12-f1', what: 'column 12 home' },
    { text: 'w-t1', what: 'the waste to column 1, in a game with a tenth column and more' },
    { text: 's-w', what: 'a deal from the stock' },
  ])('$what: "$text"', ({ text }) => {
    const m = parsed(busy, text);
    expect(moveToText(busy, m)).toBe(text);
    expect(moveToPileText(parsed(busy, moveToText(busy, m)))).toBe(text);
  });
});

describe('text that is not a legal move says why', () => {
  it.each([
    { text: 'hello', error: '"hello" is not a move (write it like 3a, a5, 1h, 36 or t3-c1)' },
    { text: '9a', error: '"9a" names a pile this game does not have' },
    { text: 'sw', error: '"sw" names a pile this game does not have' },
    { text: 't9-c2', error: '"t9-c2" names a pile this game does not have' },
    { text: 'h1', error: '"h1": Foundations are one-way: cards do not come back down.' },
    { text: '3a', error: '"3a": One card per cell: that cell holds the queen of diamonds.' },
    {
      text: '32:1',
      error: '"32:1": The 6 of spades does not build on the 8 of spades: it takes a 7 (down in alternating colours).',
    },
    { text: 'bh', error: '"bh": There is no card there to move.' },
    {
      text: '36:4',
      error: '"36:4": You can move 3 cards at once here, not 4: free cells add one each, empty columns double it.',
    },
    // "h" for a card no foundation takes: the reason of the foundation it was meant for.
    { text: '3h', error: '"3h": The 6 of spades cannot start a foundation: an ace starts one.' },
  ])('"$text": $error', ({ text, error }) => {
    const r = parseMove(s, text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(describeMoveProblem(r.problem)).toBe(error);
  });

  it('names the foundation of the card’s own suit when none takes it, and asks which where cards come back', () => {
    const diamonds = board(rules('freecell'), 'Foundations: H-0 C-0 D-A S-0\n: 5D\n: 9C');
    const home = parseMove(diamonds, '1h');
    expect(!home.ok && describeMoveProblem(home.problem)).toBe('"1h": That foundation needs the 2 of diamonds next.');
    const klondike = board(rules('klondike'), 'Foundations: H-2 C-0 D-0 S-0\n: 3S\n: 9C');
    const back = parseMove(klondike, 'h1');
    expect(!back.ok && describeMoveProblem(back.problem)).toBe(
      '"h1": Say which foundation the card comes back from: f1, f2 and so on.',
    );
  });

  it('gives the reason of the move meant in short notation: a run too long to carry, an empty stock', () => {
    // One free cell and one empty column: four cards at once onto a card; the run of five builds on the 10.
    const carry = board(rules('freecell'), 'Freecells: 2H 3H 4H -\n: 9S 8H 7C 6D 5S\n: TD\n: KC\n:');
    const run = parseMove(carry, '12');
    expect(!run.ok && describeMoveProblem(run.problem)).toMatch(/^"12": You can move 4 cards at once here, not 5/);
    const dealt = board(rules('klondike'), 'Stock:\nWaste: 5H\n: 2S\n: 9C');
    const deal = parseMove(dealt, 'sw');
    expect(!deal.ok && describeMoveProblem(deal.problem)).toBe(`"sw": ${explain({ code: 'stock-empty-turn-waste' })}`);
  });

  it('means the run a king heads when only a king fills a space, and says when it is too long to carry', () => {
    // Seahaven Towers, one free cell: two cards at once. The king of hearts heads a run of three,
    // so "12" means the three; two of them would not be headed by a king.
    const tower = board(rules('seahaven-towers'), 'Freecells: - * * *\n: 5D KH QH JH\n:');
    const three = parseMove(tower, '12');
    expect(!three.ok && describeMoveProblem(three.problem)).toBe(
      '"12": You can move 2 cards at once here, not 3: one more than the free cells.',
    );
    // With a second free cell the three go.
    const roomier = board(rules('seahaven-towers'), 'Freecells: - - * *\n: 5D KH QH JH\n:');
    expect(moveToPileText(parsed(roomier, '12'))).toBe('t1-t2:3');
  });

  it('in German too: the problem is a code, the words come from the message tables', () => {
    const r = parseMove(s, 'hello');
    expect(r).toEqual({ ok: false, problem: { code: 'not-a-move', text: 'hello' } });
    if (!r.ok)
      expect(describeMoveProblem(r.problem, 'de')).toBe(
        '„hello“ ist kein Zug (schreib ihn wie 3a, a5, 1h, 36 oder t3-c1)',
      );
  });
});
