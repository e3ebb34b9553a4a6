import { describe, expect, it } from 'vitest';
import { moveCapacity, RANK_LETTERS, tableau } from '../../src/engine';
import { board, rules } from './helpers/board';
import { verdict } from './helpers/moves';

// 001, "Maximum sequence length you can move": (free cells + 1) x 2^(empty columns). The README
// adds the standard refinement: when the target is itself an empty column it cannot also serve as
// a space, so the count halves.
const freecell = rules('freecell');

/** 001's table, row by row: free cells open, then no / 1 / 2 empty columns. */
const TABLE: readonly (readonly [number, number, number, number])[] = [
  [0, 1, 2, 4],
  [1, 2, 4, 8],
  [2, 3, 6, 12],
  [3, 4, 8, 16],
  [4, 5, 10, 20],
];

/** The same rows when the run goes into an empty column: 1 or 2 empty columns, the target among them. */
const TO_EMPTY_TABLE: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [1, 2, 4],
  [2, 3, 6],
  [3, 4, 8],
  [4, 5, 10],
];

// A twelve-card run, queen to ace in alternating colours; the top n cards are always a run.
const RUN = 'QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS';

/** The card the bottom of the top n cards of RUN builds on: rank n + 1, the other colour. */
function targetFor(n: number): string {
  return `${RANK_LETTERS[n]}${n % 2 === 1 ? 'D' : 'C'}`;
}

/** Column 1 holds the run, column 2 the target (or is empty), then `spaces` empty columns in all. */
function position(freeCells: number, spaces: number, target: string | null) {
  const cells = Array.from({ length: 4 }, (_, i) => (i < freeCells ? '-' : '*')).join(' ');
  const columns = [`: ${RUN}`, ...(target ? [`: ${target}`] : []), ...Array.from({ length: spaces }, () => ':')];
  return board(freecell, `Freecells: ${cells}\n${columns.join('\n')}`);
}

const refusal = (n: number, max: number) =>
  `You can move ${max} card${max === 1 ? '' : 's'} at once here, not ${n}: free cells add one each, empty columns double it.`;

describe('FreeCell capacity onto a card: (free cells + 1) x 2^(empty columns)', () => {
  describe.each(TABLE)('%i free cells', (freeCells, ...bySpaces) => {
    it.each([0, 1, 2])('%i empty columns', (spaces) => {
      const max = bySpaces[spaces] as number;
      const s = position(freeCells, spaces, targetFor(1));
      expect(moveCapacity(s, tableau(0), false)).toBe(max);
      // The longest run that can exist here is 12 cards (queen to ace onto a king).
      const most = Math.min(max, 12);
      expect(verdict(position(freeCells, spaces, targetFor(most)), `t1-t2:${most}`)).toBe('legal');
      if (max < 12) {
        expect(verdict(position(freeCells, spaces, targetFor(max + 1)), `t1-t2:${max + 1}`)).toBe(
          refusal(max + 1, max),
        );
      }
    });
  });
});

describe('FreeCell capacity into an empty column: the target is not a space, so it halves', () => {
  describe.each(TO_EMPTY_TABLE)('%i free cells', (freeCells, ...bySpaces) => {
    it.each([1, 2])('%i empty columns, one of them the target', (spaces) => {
      const max = bySpaces[spaces - 1] as number;
      const s = position(freeCells, spaces, null);
      expect(moveCapacity(s, tableau(0), true)).toBe(max);
      expect(verdict(s, `t1-t2:${max}`)).toBe('legal');
      expect(verdict(s, `t1-t2:${max + 1}`)).toBe(refusal(max + 1, max));
    });
  });
});

describe('FreeCell capacity: what counts', () => {
  it('cells add, spaces multiply: no cells to four takes 1 to 5, then each empty column doubles it', () => {
    const capacity = (cells: number, spaces: number) => moveCapacity(position(cells, spaces, 'KC'), tableau(0), false);
    expect([capacity(0, 0), capacity(4, 0), capacity(4, 1), capacity(4, 2)]).toEqual([1, 5, 10, 20]);
  });

  it('the column a run leaves empty is not yet a space', () => {
    const s = board(freecell, 'Freecells: * * * *\n: 9C\n: 8H 7S');
    expect(verdict(s, 't2-t1:2')).toBe(refusal(2, 1));
  });

  it('a single card always moves, whatever the capacity', () => {
    expect(verdict(board(freecell, 'Freecells: * * * *\n: 9C\n: 8H 7S'), 't2-t1')).toBe(
      'The 7 of spades does not build on the 9 of clubs: it takes an 8 (down in alternating colours).',
    );
    expect(verdict(board(freecell, 'Freecells: * * * *\n: 8D\n: 8H 7S'), 't2-t1')).toBe('legal');
  });
});
