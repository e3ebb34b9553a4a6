import { describe, expect, it } from 'vitest';
import { legalMoves, moveToPileText, play, startSession, statusOf } from '../../src/engine';
import { board, rules } from './helpers/board';
import { move } from './helpers/moves';

// 000/001: won when all cards are on the foundations; lost ("stuck") when no legal move remains.
// 003: the stock and a remaining pass are moves too.

const empty = (n: number) => ':\n'.repeat(n);

describe('won: every card on the foundations', () => {
  it.each([
    { game: 'freecell' as const, text: `Foundations: H-K C-K D-K S-K\n${empty(8)}` },
    { game: 'eight-off' as const, text: `Foundations: H-K C-K D-K S-K\n${empty(8)}` },
    { game: 'seahaven-towers' as const, text: `Foundations: H-K C-K D-K S-K\n${empty(10)}` },
    { game: 'eights-down' as const, text: `Foundations: C-9 C-9 D-9 D-9 H-9 H-9 S-9 S-9\n${empty(6)}` },
  ])('$game', ({ game, text }) => {
    expect(statusOf(board(rules(game), text))).toBe('won');
  });

  it('one card short of it is still playing', () => {
    expect(statusOf(board(rules('freecell'), `Foundations: H-K C-K D-K S-Q\n: KS\n${empty(7)}`))).toBe('playing');
  });

  it('the move that sends the last card up wins', () => {
    const s = board(rules('freecell'), `Foundations: H-K C-K D-K S-Q\n: KS\n${empty(7)}`);
    const r = play(startSession(s.rules, s, null, 'off'), move('t1-f4'));
    expect(r.ok && statusOf(r.step.after)).toBe('won');
  });
});

describe('stuck: no legal move remains', () => {
  // Only black cards are left and black never builds on black; the aces are buried.
  const freecellStuck = 'Foundations: H-K C-0 D-K S-0\nFreecells: KC KS QC QS\n: AC 2C 3C\n: AS 2S 3S';
  it('FreeCell with four full cells and nothing that builds', () => {
    const s = board(rules('freecell'), freecellStuck);
    expect(legalMoves(s)).toEqual([]);
    expect(statusOf(s)).toBe('stuck');
  });
  it('FreeCell with one cell free is not stuck', () => {
    expect(statusOf(board(rules('freecell'), freecellStuck.replace('QS', '-')))).toBe('playing');
  });

  // Eight Off: eight full cells, no top one below another of its suit, aces buried.
  const eightOffStuck = `Foundations: H-K C-0 D-K S-0
Freecells: KC QC JC TC KS QS JS TS
: AC 9C
: 2C 7C
: 4C 5C
: 6C 8C 3C
: AS 9S
: 2S 7S
: 4S 5S
: 6S 8S 3S`;
  it('Eight Off with eight full cells and nothing that builds', () => {
    expect(statusOf(board(rules('eight-off'), eightOffStuck))).toBe('stuck');
  });
  it('Eight Off is not stuck when a top card builds on another', () => {
    const text = eightOffStuck.replace(': 4C 5C', ': 5C 4C');
    expect(legalMoves(board(rules('eight-off'), text)).map(moveToPileText)).toEqual(['t4-t3']);
  });

  // Eights Down: only spades left, tops K, J, 9 (each wants the next rank up, none of which is a
  // top), the 2s (which the foundations want) buried.
  const eightsDown = (stock: string, waste: string, pass: string) => `
Foundations: C-9 C-9 D-9 D-9 H-9 H-J S-3 S-3
: 2S QS AS KS
: 2S AS JS
: QS TS 9S
: KS
: JS
: ${stock === '' ? 'TS 9S' : '9S'}
Stock: ${stock}
Waste: ${waste}
Pass: ${pass}`;
  it.each([
    { what: 'an unplayable waste on the last pass', stock: '', waste: 'TH 9H', pass: '2/2', status: 'stuck' },
    { what: 'a card left in the stock', stock: 'TS', waste: 'TH 9H', pass: '2/2', status: 'playing' },
    { what: 'a pass left to turn the waste', stock: '', waste: 'TH 9H', pass: '1/2', status: 'playing' },
  ])('Eights Down, $what: $status', ({ stock, waste, pass, status }) => {
    expect(statusOf(board(rules('eights-down'), eightsDown(stock, waste, pass)))).toBe(status);
  });
  it('Eights Down with a pass left: turning the waste is the only move', () => {
    const s = board(rules('eights-down'), eightsDown('', 'TH 9H', '1/2'));
    expect(legalMoves(s).map(moveToPileText)).toEqual(['w-s:2']);
  });
});
