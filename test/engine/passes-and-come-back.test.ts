import { describe, expect, it } from 'vitest';
import {
  applyMove,
  canTurnWaste,
  dealPosition,
  legalMoves,
  moveToPileText,
  type Rules,
  readPosition,
  writePosition,
} from '../../src/engine';
import { solve } from '../../src/engine/solver';
import { board, rules } from './helpers/board';
import { move, verdict } from './helpers/moves';

// Two rules no game of the rule documents uses yet, both Klondike's (family.md): passes through the
// stock without limit, and a foundation's top card coming back to a column where it builds.

const unlimited: Rules = { ...rules('eights-down'), stock: { draw: 1, passes: 'unlimited' } };
const comeBack: Rules = { ...rules('freecell'), foundations: { ...rules('freecell').foundations, comeBack: true } };

describe('unlimited passes through the stock', () => {
  it('the waste turns over again in any pass', () => {
    const s = board(unlimited, 'Stock:\nWaste: 5H\nPass: 9\n: *');
    expect(canTurnWaste(s)).toBe(true);
    expect(verdict(s, 'w-s')).toBe('legal');
    expect(applyMove(s, move('w-s')).pass).toBe(10);
    expect(legalMoves(s).map(moveToPileText)).toContain('w-s');
  });

  it('a deal with the stock and the waste both empty says there is nothing left to deal or turn over', () => {
    // Every card of the waste was played: whatever the passes, the stock has nothing to give, and
    // "turn the waste over first" (or "no passes left") would send the player looking for one.
    for (const r of [unlimited, rules('eights-down')]) {
      const s = board(r, 'Stock:\nWaste:\nPass: 1\n: *');
      expect(verdict(s, 's-w')).toBe('The stock and the waste are empty: every card left is on the table.');
    }
  });

  it('two passes stay two where the game says so', () => {
    const s = board(rules('eights-down'), 'Stock:\nWaste: 5H\nPass: 2/2\n: *');
    expect(canTurnWaste(s)).toBe(false);
    expect(verdict(s, 'w-s')).toBe('Only 2 passes through the stock are allowed.');
  });

  it('board text writes the pass alone, and reads it back', () => {
    const s = board(unlimited, 'Stock: *\nWaste: 5H\nPass: 7\n: *');
    const text = writePosition(s);
    expect(text).toMatch(/^Pass: 7$/m);
    const back = readPosition(unlimited, text);
    expect(back.ok && back.state.pass).toBe(7);
    expect(readPosition(unlimited, text.replace('Pass: 7', 'Pass: 7/2')).ok).toBe(false);
  });
});

describe('a foundation card may come back to a column (an option of the rules)', () => {
  it.each([
    { text: 'Foundations: H-5\n: 6C', play: 'f1-t1', says: 'legal' },
    {
      text: 'Foundations: H-5\n: 6D',
      play: 'f1-t1',
      says: 'The 5 of hearts does not build on the 6 of diamonds: alternating colours needed.',
    },
    { text: 'Foundations: H-5\n: 6C', play: 'f1-c1', says: 'A card comes back from a foundation only to a column.' },
    { text: 'Foundations: H-5\n: 6C', play: 'f1-t1:2', says: 'Cards come back from a foundation one at a time.' },
    { text: 'Foundations: H-5\n:', play: 'f1-t1', says: 'legal' },
  ])('$text / $play: $says', ({ text, play, says }) => {
    expect(verdict(board(comeBack, text), play)).toBe(says);
  });

  it('one-way foundations refuse it, as every game of the documents does', () => {
    expect(verdict(board(rules('freecell'), 'Foundations: H-5\n: 6C'), 'f1-t1')).toBe(
      'Foundations are one-way: cards do not come back down.',
    );
  });

  it('the legal moves list it once per column that takes it', () => {
    const s = board(comeBack, 'Foundations: H-5\n: 6C\n: 6S\n:\n:');
    const back = legalMoves(s)
      .filter((m) => m.from.kind === 'foundation')
      .map(moveToPileText);
    expect(back).toEqual(['f1-t1', 'f1-t2', 'f1-t3']);
  });

  it('the solver wins a deal with it, its line replayed by the engine', () => {
    const d = dealPosition(comeBack, 1);
    if (!d.ok) throw new Error(d.error);
    expect(solve(d.state, { maxStates: 200_000 }).status).toBe('solved');
  });
});
