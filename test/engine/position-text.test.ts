import { describe, expect, it } from 'vitest';
import {
  applyMove,
  GAME_IDS,
  type GameId,
  legalMoves,
  readPosition,
  type State,
  writePosition,
} from '../../src/engine';
import { deal, rules } from './helpers/board';

// Board text is Freecell Solver's format (see the comment at the top of position-text.ts):
// reading what was written gives the same position back, and bad text names the line at fault.

/** A few moves into the game (always the last legal move), so foundations, cells and waste are used. */
function played(s: State, moves: number): State {
  let state = s;
  for (let i = 0; i < moves; i++) {
    const m = legalMoves(state).at(-1);
    if (!m) break;
    state = applyMove(state, m);
  }
  return state;
}

const read = (game: GameId, text: string) => readPosition(rules(game), text);

describe.each(GAME_IDS)('%s: read(write(position)) is the position', (game) => {
  it.each([1, 2, 617, 123456])('deal %i', (n) => {
    const s = deal(game, n);
    expect(read(game, writePosition(s))).toEqual({ ok: true, state: s });
  });
  it.each([1, 2])('deal %i after 40 moves', (n) => {
    const s = played(deal(game, n), 40);
    expect(read(game, writePosition(s))).toEqual({ ok: true, state: s });
  });
});

describe('board text details', () => {
  const deal1 = writePosition(deal('freecell', 1));

  it('accepts "10" for T, lower case, comments and blank lines', () => {
    const text = `# deal 1\n\n${deal1.replace('TD', '10d').replace(': JD', ': jd')}`;
    expect(read('freecell', text)).toEqual(read('freecell', deal1));
  });

  it('writes a Freecells line only for games with cells, and stock lines only for stock games', () => {
    expect(writePosition(deal('eights-down', 1))).not.toMatch(/Freecells/);
    expect(writePosition(deal('freecell', 1))).not.toMatch(/Stock|Waste|Pass/);
    expect(writePosition(deal('eights-down', 1))).toMatch(/\nStock: .*\nWaste:\nPass: 1\/2\n$/);
  });

  it('writes each foundation by the rank of its top card', () => {
    const text = deal1;
    const lines = text.split('\n');
    lines[0] = 'Foundations: H-0 C-2 D-0 S-0';
    const withClubs = lines.join('\n').replace(' AC', '').replace(' 2C', '');
    const r = read('freecell', withClubs);
    if (!r.ok) throw new Error(r.error);
    expect(writePosition(r.state).split('\n')[0]).toBe('Foundations: H-0 C-2 D-0 S-0');
  });
});

describe('bad board text names the line and the problem', () => {
  const text = writePosition(deal('freecell', 1));
  const lines = text.split('\n');
  const withLine = (n: number, line: string) => lines.map((l, i) => (i === n - 1 ? line : l)).join('\n');

  it.each([
    {
      what: 'a word that is not a card',
      text: withLine(3, ': XX KD 2S 4C 3S 6D 6S'),
      error: 'line 3: "XX" is not a card (write rank then suit, such as TD or 6C)',
    },
    {
      what: 'a line with no colon',
      text: withLine(4, 'hello'),
      error: 'line 4: expected "Foundations:", "Freecells:" or a column starting with ":", got "hello"',
    },
    { what: 'an unknown heading', text: withLine(2, 'Reserve: - - - -'), error: 'line 2: unknown line "Reserve:"' },
    {
      what: 'too many cells',
      text: withLine(2, 'Freecells: - - - - -'),
      error: 'line 2: FreeCell has 4 cells, this line has 5',
    },
    {
      what: 'a bad foundation entry',
      text: withLine(1, 'Foundations: H0'),
      error: 'line 1: "H0" is not a foundation entry like H-5 or S-0',
    },
    {
      what: 'a stock in a game without one',
      text: `${text}Stock: 2C\n`,
      error: 'line 11: FreeCell has no stock or waste',
    },
    {
      what: 'a second Foundations line',
      text: `${text}Foundations: H-0\n`,
      error: 'line 11: a second Foundations line',
    },
    {
      what: 'a column too few',
      text: withLine(10, ''),
      error: 'FreeCell has 8 columns; the text has 7 column lines',
    },
    {
      what: 'a column too many',
      text: `${text}:\n`,
      error: 'FreeCell has 8 columns; the text has 9 column lines',
    },
    {
      what: 'a duplicate card',
      text: withLine(3, ': JD AC 2S 4C 3S 6D 6S'),
      error: 'AC appears 2 times; each card belongs once',
    },
    {
      what: 'a missing card',
      text: withLine(3, ': JD KD 2S 4C 3S 6D'),
      error: '6S is missing',
    },
  ])('$what: $error', ({ text: t, error }) => {
    expect(read('freecell', t)).toEqual({ ok: false, error });
  });

  it.each([
    {
      what: 'a card a third time',
      change: (t: string) => t.replace('\n: ', '\n: 4C '),
      error: /^4C appears 3 times; each card belongs twice$/,
    },
    {
      what: 'one copy of a card missing',
      change: (t: string) => t.replace(/Stock: (\w\w) /, 'Stock: '),
      error: /^\w\w is missing one of its two copies$/,
    },
    { what: 'a second Pass line', change: (t: string) => `${t}Pass: 2/2\n`, error: /^line 11: a second Pass line$/ },
    {
      what: 'a pass out of range',
      change: (t: string) => t.replace('Pass: 1/2', 'Pass: 3/2'),
      error: /^line 10: the pass must be 1 to 2/,
    },
    {
      what: "a pass count that is not the game's",
      change: (t: string) => t.replace('Pass: 1/2', 'Pass: 1/5'),
      error: /^line 10: the pass must be 1 to 2/,
    },
  ])('two decks, $what', ({ change, error }) => {
    const t = change(writePosition(deal('eights-down', 1)));
    const r = read('eights-down', t);
    expect(r.ok ? 'read' : r.error).toMatch(error);
  });

  // Positions no deal and no move can make: the rules would then judge cards a player never sees.
  it.each([
    {
      what: 'a column all face down',
      game: 'klondike' as const,
      change: (t: string) => t.replace(/\n: \[(\w\w)\] (\w\w)\n/, '\n: [$1 $2]\n'),
      error: /^line \d+: the last card of a column lies face up$/,
    },
    {
      what: 'two cards in a one-card slot',
      game: 'sixes-and-sevens' as const,
      change: (t: string) => t.replace(/\n: (\w\w)\n: (\w\w)\n/, '\n: $1 $2\n:\n'),
      error: /^line \d+: a Sixes and Sevens slot holds one card$/,
    },
  ])('$what', ({ game, change, error }) => {
    const before = writePosition(deal(game, 1));
    const t = change(before);
    expect(t).not.toBe(before);
    const r = read(game, t);
    expect(r.ok ? 'read' : r.error).toMatch(error);
  });
});
