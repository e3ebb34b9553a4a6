import { describe, expect, it } from 'vitest';
import { applyMove, checkMove, type GameId, isWon, type State } from '../../src/engine/index';
import { type BeamOptions, BeamSearch, beamScore, feedsOf } from '../../src/engine/solver/beam';
import { PackedState, toEngineMove } from '../../src/engine/solver/packed';
import { BEAM_WEIGHTS } from '../../src/engine/solver/plans';
import { deal } from '../engine/helpers/board';
import { positionOf, restOfTwoDecks } from './helpers/position';

// The beam search in layers by the stock (beam.ts) finds wins and proves nothing: every line it
// gives must replay through the engine's own checks to a win, a budget spent is 'unknown' and
// nothing else, and a search run in slices is the same search as one run at once.

const OPTIONS: BeamOptions = {
  width: 8,
  weights: BEAM_WEIGHTS,
  pruned: false,
  closure: 2000,
};

function run(start: State, options: BeamOptions, maxStates: number, slice = 1 << 30): BeamSearch {
  const beam = new BeamSearch(start, options);
  while (beam.status === null) beam.step(slice, { maxStates });
  return beam;
}

function replays(start: State, line: readonly number[]): boolean {
  let s = start;
  for (const m of line.map(toEngineMove)) {
    if (!checkMove(s, m).ok) return false;
    s = applyMove(s, m);
  }
  return isWon(s);
}

describe('the beam search in layers by the stock', () => {
  // Deals its first beams win within the budget, of games of every kind it is given to: single
  // cards on two sides (Penta), supermoves (Busy Aces), cells (Jacks in the Box), two passes
  // (Eights Down).
  const wins: readonly { game: GameId; deal: number; pruned: boolean }[] = [
    { game: 'penta', deal: 1, pruned: false },
    { game: 'penta', deal: 2, pruned: false },
    { game: 'busy-aces', deal: 4, pruned: true },
    { game: 'jacks-in-the-box', deal: 7, pruned: true },
    { game: 'eights-down', deal: 1, pruned: true },
  ];
  it.each(wins)(
    'finds a line that replays through the engine to a win: $game deal $deal',
    ({ game, deal: n, pruned }) => {
      const start = deal(game, n);
      const beam = run(start, { ...OPTIONS, pruned }, 3_000_000);
      expect(beam.status).toBe('solved');
      expect(replays(start, beam.winningLine)).toBe(true);
    },
  );

  it('says unknown when its budget is spent, and never more', () => {
    const start = deal('penta', 1);
    const beam = run(start, OPTIONS, 5_000);
    expect(beam.status).toBe('unknown');
    expect(beam.states).toBeGreaterThanOrEqual(5_000);
    expect(beam.winningLine).toEqual([]);
  });

  it('is the same search run in slices as at once: the same positions, the same line', () => {
    const start = deal('penta', 2);
    const whole = run(start, OPTIONS, 3_000_000);
    const sliced = run(start, OPTIONS, 3_000_000, 97);
    expect(sliced.status).toBe('solved');
    expect(sliced.states).toBe(whole.states);
    expect(sliced.winningLine).toEqual(whole.winningLine);
  });

  it('with noise, keeps another choice of positions, the same every run, and its line still replays', () => {
    // Jacks in the Box deal 7 (won by the plain beam above): noise moves the beam elsewhere.
    const start = deal('jacks-in-the-box', 7);
    const plain = run(start, { ...OPTIONS, pruned: true }, 3_000_000);
    const noisy = run(start, { ...OPTIONS, pruned: true, noise: 100 }, 3_000_000);
    const again = run(start, { ...OPTIONS, pruned: true, noise: 100 }, 3_000_000, 97);
    expect(noisy.status).toBe('solved');
    expect(replays(start, noisy.winningLine)).toBe(true);
    expect(noisy.winningLine).not.toEqual(plain.winningLine);
    expect(again.states).toBe(noisy.states);
    expect(again.winningLine).toEqual(noisy.winningLine);
  });

  it('ends, unknown and within its budget, when a beam that left nothing out found no win', () => {
    // Eights Down with the stock spent in the last pass: both 7s of hearts buried, nothing moves
    // but a card into a space. A wider beam would search the same positions again.
    const stuck = positionOf(
      'eights-down',
      'Foundations: H-8 H-8 C-9 C-9 D-9 D-9 S-9 S-9\n' +
        ': 7H AH 3H 2H\n: 7H 5H QH 4H\n: AH 3H TH 6H\n: 5H QH JH 9H\n: 2H TH KH JH\n: 4H 6H 9H KH\n' +
        'Stock:\nWaste:\nPass: 2/2',
    );
    const beam = run(stuck, OPTIONS, 1_000_000);
    expect(beam.status).toBe('unknown');
    expect(beam.states).toBeLessThan(1_000);
    expect(beam.beamWidth).toBe(OPTIONS.width);
  });

  it('begins a wider beam when one ends without a win (a lost deal keeps it widening to the budget)', () => {
    // Cast Out Nines deal 2: proven lost (results/winrates-10s/cast-out-nines.tsv); no beam wins it.
    const start = deal('cast-out-nines', 2);
    const beam = run(start, { ...OPTIONS, width: 2, pruned: true }, 200_000);
    expect(beam.status).toBe('unknown');
    expect(beam.beamWidth).toBeGreaterThan(2);
  });
});

describe("the beam's score", () => {
  // Penta's left columns build down and feed the up piles (lowest card first); its right
  // columns build up and feed the down piles. A column waits for the piles it feeds.
  const penta = (left: string, right: string): PackedState =>
    new PackedState(
      positionOf(
        'penta',
        [
          // An up pile wants a 7 next; a down pile wants a 3 next.
          'Foundations: 5H,6H - - - 5C,4C - - -',
          `: ${left}`,
          ':',
          ':',
          `: ${right}`,
          ':',
          ':',
          `Stock: ${restOfTwoDecks(['5H', '6H', '5C', '4C', ...left.split(' '), ...right.split(' ')].filter(Boolean))}`,
          'Waste:',
          'Pass: 1/1',
          '',
        ].join('\n'),
      ),
    );

  it('charges a column its top card’s wait on the piles it feeds, for each of its cards (Penta’s two sides)', () => {
    const weights = { ...BEAM_WEIGHTS, columnWait: 1, space: 0 };
    const feeds = feedsOf(deal('penta', 1).rules, 6);
    // Bit 0: the first foundation group (up), bit 1: the second (down).
    expect([...feeds]).toEqual([1, 1, 1, 2, 2, 2]);
    // A 7 on the left is next for the up pile (wait 0); the same 7 on the right waits for a down
    // pile at 3 to come round to 7 (4, ... : 9 more cards).
    const sevenLeft = beamScore(penta('8D 7S', ''), weights, feeds);
    const sevenRight = beamScore(penta('', '6D 7S'), weights, feeds);
    expect(sevenLeft).toBeGreaterThan(sevenRight);
    // A 3 on the right is next for the down pile: no wait there.
    const threeRight = beamScore(penta('', '2D 3S'), weights, feeds);
    const threeLeft = beamScore(penta('4D 3S', ''), weights, feeds);
    expect(threeRight).toBeGreaterThan(threeLeft);
    expect(sevenLeft).toBe(threeRight);
  });
});
