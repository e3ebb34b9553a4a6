import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STOCK, type State, seededRandom, stockUnseen, tableau, WASTE } from '../../../src/engine';
import { hint, stillWinnable } from '../../../src/engine/solver';
import { turnUpReachable, turnUpSearch } from '../../../src/engine/solver/klondike/turn-up';
import { randomGame, throughTheStock } from '../../../tools/bench/klondike-play';
import { board, deal, rules } from '../../engine/helpers/board';
import { DEAD_END_TABLE } from '../../engine/helpers/klondike-dead-end';
import { dealArb } from '../../engine/helpers/random-play';

// A Klondike game is lost, whatever its hidden cards, where none of them can ever be turned up;
// once the player has seen the whole stock (its first pass is through), the cards in view decide
// it, and the hint and "still winnable?" say so.

const BUDGET = { maxStates: 40_000, maxMs: 60_000 };
const LOTS = { maxStates: 20_000, maxMs: 60_000 };

/** The dead end (klondike-dead-end.ts), its stock and waste the eleven cards left. */
const DEAD_END = [...DEAD_END_TABLE, 'Stock: 2D 3D 4D QD KD', 'Waste: 2S 3S 4S JS QS KS'];

function position(lines: readonly string[], pass: number, options: readonly string[] = []): State {
  return board(rules('klondike', options), [...lines, `Pass: ${pass}`].join('\n'));
}

/** The dead end with the 6 of diamonds in the stock and the 2 face down: the 6 onto the 7 of spades, then the 5 of spades onto it, turns the ace up. */
const TWO_MOVES_OUT = DEAD_END.map((line) =>
  line === ': [6D] 7D' ? ': [2D] 7D' : line.startsWith('Stock:') ? 'Stock: 6D 3D 4D QD KD' : line,
);

describe('a Klondike game where no face-down card can turn up', () => {
  it('is found, in every variant of the stock', () => {
    expect(turnUpReachable(position(DEAD_END, 2), LOTS)).toBe('never');
    expect(turnUpReachable(position(DEAD_END, 2), LOTS, 'cut')).toBe('never');
    expect(turnUpReachable(position(DEAD_END, 2, ['draw-3']), LOTS)).toBe('never');
    expect(turnUpReachable(position(DEAD_END, 1, ['limited-passes']), LOTS)).toBe('never');
  });

  it('is told apart from one where a card turns up two moves on, a stock card first', () => {
    expect(turnUpReachable(position(TWO_MOVES_OUT, 2), LOTS)).toBe('possible');
    expect(turnUpReachable(position(TWO_MOVES_OUT, 2), LOTS, 'cut')).toBe('possible');
    expect(turnUpReachable(position(TWO_MOVES_OUT, 2, ['draw-3']), LOTS)).toBe('possible');
    expect(turnUpReachable(position(TWO_MOVES_OUT, 1, ['limited-passes']), LOTS)).toBe('possible');
  });

  it('draws to every card of the stock from an empty waste, the last one too (the waste just turned over)', () => {
    // Five draws bring the 6 of diamonds up; onto the 7 of spades, then the run 5S 4D 3S onto it
    // turns the ace of diamonds up. (Once, the cut with the whole talon on the waste was left out
    // where the waste was empty, and this was called lost.)
    const turned = [
      'Foundations: H-K C-K D-0 S-0',
      ': [AD] 5S 4D 3S',
      ': [AS] 5D 4S 3D 2S',
      ': [2D] 7D',
      ': [6S] 7S',
      ': [8S] 9D',
      ': [8D] 9S',
      ': [TS TD] JD',
      'Stock: 6D QD KD JS QS KS',
      'Waste:',
    ];
    expect(turnUpReachable(position(turned, 2), LOTS)).toBe('possible');
    expect(turnUpReachable(position(turned, 2), LOTS, 'cut')).toBe('possible');
    expect(stillWinnable(position(turned, 2), BUDGET)).toBe('unknown');
  });

  it('names the first move of a shortest way to turn a card up: a draw while its card is further round the stock', () => {
    const far = turnUpSearch(position(TWO_MOVES_OUT, 2), LOTS);
    expect(far.verdict).toBe('possible');
    expect(far.first).toEqual({ from: STOCK, to: WASTE, n: 1 });
    // The 6 of diamonds on the waste: it goes onto the 7 of spades at once.
    const near = TWO_MOVES_OUT.map((line) =>
      line.startsWith('Stock:') ? 'Stock: 3D 4D QD KD' : line.startsWith('Waste:') ? `${line} 6D` : line,
    );
    expect(turnUpSearch(position(near, 2), LOTS).first).toEqual({ from: WASTE, to: tableau(3), n: 1 });
    expect(turnUpSearch(position(DEAD_END, 2), LOTS)).toMatchObject({ verdict: 'never', first: null });
  });

  it('says unknown where the budget runs out first', () => {
    expect(turnUpReachable(position(DEAD_END, 2), { maxStates: 3, maxMs: 60_000 })).toBe('unknown');
  });

  it('is called lost by "still winnable?" and the hint once the stock has been seen, not before', () => {
    const seen = position(DEAD_END, 2);
    expect(stockUnseen(seen)).toBe(false);
    expect(stillWinnable(seen, BUDGET)).toBe('no');
    expect(hint(seen, BUDGET)).toEqual({ kind: 'lost' });
    // In the first pass the stock's order is the player's to find out: nothing is said.
    const unseen = position(DEAD_END, 1);
    expect(stockUnseen(unseen)).toBe(true);
    expect(stillWinnable(unseen, BUDGET)).toBe('unknown');
    expect(hint(unseen, BUDGET).kind).toBe('guess');
    expect(stillWinnable(position(TWO_MOVES_OUT, 2), BUDGET)).toBe('unknown');
  });

  it('leaves a game with every card seen to the solver: its winning line, as for the open games', () => {
    // Second pass, nothing face down: the stock's order is known, so the hint is a real solve.
    const s = board(
      rules('klondike'),
      'Foundations: H-Q C-K D-K S-Q\n: KS\n:\n:\n:\n:\n:\n:\nStock: KH\nWaste:\nPass: 2',
    );
    const h = hint(s, BUDGET);
    expect(h.kind).toBe('winning');
    expect(stillWinnable(s, BUDGET)).toBe('yes');
  });

  it('draw one, unlimited passes: the stock taken uncut decides as every cut told apart does', () => {
    // Random legal moves (cards back from the foundations among them) leave many games where no
    // card can turn up, which the uncut search must find as the plain one does.
    fc.assert(
      fc.property(dealArb, fc.integer({ min: 100, max: 400 }), fc.nat(), (n, steps, seed) => {
        const played = randomGame(deal('klondike', n), seededRandom('turn-up', seed), steps);
        const state = throughTheStock(played[played.length - 1] as State);
        const uncut = turnUpReachable(state, { maxStates: 3_000, maxMs: 60_000 });
        const cut = turnUpReachable(state, { maxStates: 15_000, maxMs: 60_000 }, 'cut');
        if (uncut !== 'unknown' && cut !== 'unknown') expect(uncut).toBe(cut);
      }),
      { numRuns: 16 },
    );
  });
});
