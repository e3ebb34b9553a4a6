import { describe, expect, it } from 'vitest';
import { countMoves, parseRangeOutput } from '../../tools/fc-solve';

// The bench reads Freecell Solver's output; these are recorded outputs of fc-solve 5.0.0
// (`freecell-solver-range-parallel-solve 11980 11984 1 -l lg` followed by the shell's `times`,
// and `fc-solve -m -l lg`), so no test needs it installed.

const RANGE = `Started at 1796121133.860338
Reached Board No. 11980 at 1796121133.860894 (total_num_iters=112)
Reached Board No. 11981 at 1796121133.860976 (total_num_iters=172)
Unsolved Board No. 11982 at 1796121134.220453
Reached Board No. 11982 at 1796121134.220458 (total_num_iters=204995)
Reached Board No. 11983 at 1796121134.220563 (total_num_iters=205071)
Reached Board No. 11984 at 1796121134.220629 (total_num_iters=205133)
`;
const TIMES = `0m0.000000s 0m0.000000s
0m0.280000s 0m0.070000s
`;

describe("Freecell Solver's range output", () => {
  it('gives its CPU time (its user and system time), its positions, and the deals it left unsolved', () => {
    expect(parseRangeOutput(RANGE, TIMES, 0.5)).toEqual({
      cpuS: expect.closeTo(0.35, 9),
      wallS: 0.5,
      iterations: 205133,
      unsolved: [11982],
      intractable: [],
      lastDeal: 11984,
    });
  });

  it('reads minutes in the times, and bash as well as dash', () => {
    expect(parseRangeOutput(RANGE, '0m0.004s 0m0.000s\n1m5.830s 0m0.090s\n', 66)?.cpuS).toBeCloseTo(65.92, 9);
  });

  it('is not read without its status lines or the times', () => {
    expect(parseRangeOutput('Started at 1\n', TIMES, 1)).toBeNull();
    expect(parseRangeOutput(RANGE, '', 1)).toBeNull();
  });
});

describe("Freecell Solver's solution", () => {
  const moves = (n: number, multi: string) =>
    `-=-=-=-=-=-=-=-=-=-=-=-\n\n${'Move a card from stack 4 to the foundations\n\n====================\n\n'.repeat(n)}${multi}\n\n====================\n\nThis game is solveable.\nTotal number of states checked is 86.\nThis scan generated 131 states.\n`;

  it('counts every move once, a run of several cards too', () => {
    expect(countMoves(moves(3, 'Move 3 cards from stack 1 to stack 2'))).toBe(4);
  });

  it('is none when the game was not solved', () => {
    expect(
      countMoves(
        'I could not solve this game.\nTotal number of states checked is 204823.\nThis scan generated 24573 states.\n',
      ),
    ).toBeNull();
  });
});
