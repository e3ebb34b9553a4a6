import { describe, expect, it } from 'vitest';
import { currentState, moveCount, play, rulesFor, startSession, writePosition } from '../../src/engine';
import { board, rules } from './helpers/board';
import { move, verdict } from './helpers/moves';

// 002's "Mehrere Karten auf einmal" and "Varianten", as options of Eight Off (README):
// run-shortcut: a same-suit run the free cells could carry card by card (free cells + 1; spaces do
// not help), played out as the equivalent single moves, each counted; any-card-in-space;
// alternate-colours.

describe('run-shortcut: a same-suit run moves if the free cells could carry it card by card', () => {
  const r = rules('eight-off', ['run-shortcut']);
  it.each([
    { cells: '- - * * * * * *', text: ': 9S\n: 8S 7S 6S', play: 't2-t1:3', says: 'legal' },
    {
      cells: '- * * * * * * *',
      text: ': 9S\n: 8S 7S 6S',
      play: 't2-t1:3',
      says: 'You can move 2 cards at once here, not 3: one more than the free cells.',
    },
    { cells: '- * * * * * * *', text: ': 8S\n: 9D 7S 6S', play: 't2-t1:2', says: 'legal' },
    {
      cells: '* * * * * * * *',
      text: ': 8S\n: 9D 7S 6S',
      play: 't2-t1:2',
      says: 'You can move 1 card at once here, not 2: one more than the free cells.',
    },
    {
      cells: '- * * * * * * *',
      text: ': 9S\n: 8S 7S 6S\n:\n:',
      play: 't2-t1:3',
      says: 'You can move 2 cards at once here, not 3: one more than the free cells.',
    },
    { cells: '- * * * * * * *', text: ': 2D KS QS\n:', play: 't1-t2:2', says: 'legal' },
    {
      cells: '- - * * * * * *',
      text: ': 9S\n: 8S 7H 6S',
      play: 't2-t1:3',
      says: 'Those 3 cards are not a run (down in same suit).',
    },
    {
      cells: '- - * * * * * *',
      text: ': 2D QS JS\n:',
      play: 't1-t2:2',
      says: 'Only a king may go into an empty column.',
    },
  ])('cells $cells, $text, $play: $says', ({ cells, text, play: p, says }) => {
    expect(verdict(board(r, `Freecells: ${cells}\n${text}`), p)).toBe(says);
  });

  it('plays out as single moves through the cells, each one counted', () => {
    const start = board(r, 'Freecells: - - - - * * * *\n: 9S\n: 8S 7S 6S');
    const result = play(startSession(r, start, null, 'off'), move('t2-t1:3'));
    if (!result.ok) throw new Error('refused');
    // 6S and 7S to cells, 8S across, then 7S and 6S back: five moves for a run of three.
    expect(result.step.played.length).toBe(5);
    expect(moveCount(result.session)).toBe(5);
    const after = currentState(result.session);
    expect(after.cells.slice(0, 4)).toEqual([null, null, null, null]);
    expect(writePosition(after).split('\n')[2]).toBe(': 9S 8S 7S 6S');
  });

  it('leaves single-card moves as they were', () => {
    const start = board(r, ': 9S\n: 8S 7S 6S');
    const result = play(startSession(r, start, null, 'off'), move('t2-c1'));
    expect(result.ok && result.step.played.length).toBe(1);
  });
});

describe('any-card-in-space: jede Karte in eine leere Spalte', () => {
  const r = rules('eight-off', ['any-card-in-space']);
  it.each(['QC', 'AH', '7D', 'KS'])('the %s fills a space', (c) => {
    expect(verdict(board(r, `: 2S ${c}\n:`), 't1-t2')).toBe('legal');
  });
  it('building is still by suit, one card at a time', () => {
    expect(verdict(board(r, ': 7C\n: 6S'), 't2-t1')).toBe(
      'The 6 of spades does not build on the 7 of clubs: same suit needed.',
    );
    expect(verdict(board(r, ': 8H 7H\n:'), 't1-t2:2')).toBe('Only one card moves at a time in this game.');
  });
});

describe('alternate-colours: wechselnde Farben (eine rote 9 auf eine schwarze 10)', () => {
  const r = rules('eight-off', ['alternate-colours']);
  it.each([
    { card: '9H', onto: 'TS', says: 'legal' },
    { card: '9D', onto: 'TC', says: 'legal' },
    { card: '9S', onto: 'TH', says: 'legal' },
    { card: '9H', onto: 'TH', says: 'The 9 of hearts does not build on the 10 of hearts: alternating colours needed.' },
    { card: '9C', onto: 'TS', says: 'The 9 of clubs does not build on the 10 of spades: alternating colours needed.' },
  ])('$card on $onto: $says', ({ card, onto, says }) => {
    expect(verdict(board(r, `: ${onto}\n: ${card}`), 't2-t1')).toBe(says);
  });
  it('spaces stay kings only', () => {
    expect(verdict(board(r, ': 2S QH\n:'), 't1-t2')).toBe('Only a king may go into an empty column.');
  });
});

describe('options combine and are named', () => {
  it('run-shortcut with alternating colours moves an alternating run', () => {
    const r = rules('eight-off', ['alternate-colours', 'run-shortcut']);
    expect(verdict(board(r, 'Freecells: - - * * * * * *\n: 9C\n: 8H 7S 6D'), 't2-t1:3')).toBe('legal');
  });
  it('the rules list the options applied, in order, each once', () => {
    expect(rules('eight-off', ['any-card-in-space', 'run-shortcut', 'any-card-in-space']).options).toEqual([
      'any-card-in-space',
      'run-shortcut',
    ]);
  });
  it.each([
    {
      game: 'eight-off' as const,
      error: 'Eight Off has no option "kings-only" (options: run-shortcut, any-card-in-space, alternate-colours)',
    },
    { game: 'freecell' as const, error: 'FreeCell has no option "kings-only" (options: none)' },
  ])('an unknown option of $game is an error', ({ game, error }) => {
    expect(rulesFor(game, ['kings-only'])).toEqual({ ok: false, game, option: 'kings-only', error });
  });
});
