import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  type Card,
  checkMove,
  foundation,
  fullDeck,
  legalMoves,
  type Move,
  type State,
  seededRandom,
  tableau,
  WASTE,
} from '../../../src/engine';
import { BoardMoves, type BoardTexts } from '../../../src/engine/solver/klondike/turn-up-board';
import { TalonCache, WasteTakers } from '../../../src/engine/solver/klondike/turn-up-talon';
import { randomGame } from '../../../tools/bench/klondike-play';
import { deal } from '../../engine/helpers/board';
import { dealArb } from '../../engine/helpers/random-play';

// The turn-up search's own ways to its moves (turn-up-board.ts, turn-up-talon.ts) keep the
// engine's verdicts from one position to the next; along random games of every Klondike variant,
// what they give must be what the engine gives at each position.

const VARIANTS = [[], ['draw-3'], ['limited-passes'], ['one-way-foundations']];

/** legalMoves less the stock's and the waste's moves (BoardMoves.movesOf). */
function boardMovesOf(s: State): Move[] {
  return legalMoves(s).filter((m) => m.from.kind !== 'stock' && m.to.kind !== 'stock' && m.from.kind !== 'waste');
}

/** A random game's positions, each with the one before it. */
function game(variant: readonly string[], n: number, steps: number, seed: number): State[] {
  return randomGame(deal('klondike', n, variant), seededRandom('turn-up-board', seed), steps);
}

/** A random game (game's arguments): variant, deal, steps and seed. */
const gameArbs = [fc.constantFrom(...VARIANTS), dealArb, fc.integer({ min: 50, max: 300 }), fc.nat()] as const;

describe("the turn-up search's moves", () => {
  it("list a position's moves between columns and foundations as legalMoves does, verdicts kept along a game", () => {
    fc.assert(
      fc.property(...gameArbs, (v, n, steps, seed) => {
        const board = new BoardMoves();
        let before: State | undefined;
        let beforeTexts: BoardTexts | undefined;
        for (const s of game(v, n, steps, seed)) {
          const texts = board.textsOf(s, before, beforeTexts);
          expect(texts.map((t) => t.text)).toEqual(board.textsOf(s).map((t) => t.text));
          expect(board.movesOf(s, texts)).toEqual(boardMovesOf(s));
          before = s;
          beforeTexts = texts;
        }
      }),
      { numRuns: 24 },
    );
  });

  it('tell piles apart by their cards: equal numbers only for equal piles', () => {
    const board = new BoardMoves();
    const s = deal('klondike', 7);
    const texts = board.textsOf(s);
    const again = board.textsOf({ ...s, tableau: s.tableau.map((c) => c.slice()) });
    expect(again.map((t) => t.id)).toEqual(texts.map((t) => t.id));
    const ids = new Set(texts.slice(0, s.tableau.length).map((t) => t.id));
    expect(ids.size).toBe(s.tableau.length);
  });

  it('take a waste card onto a pile where checkMove does, the answers kept along a game', () => {
    fc.assert(
      fc.property(...gameArbs, (v, n, steps, seed) => {
        const takers = new WasteTakers();
        for (const s of game(v, n, steps, seed)) {
          const piles = [
            ...s.foundations.map((pile, i) => ({ to: foundation(i), pile, slot: i })),
            ...s.tableau.map((pile, i) => ({ to: tableau(i), pile, slot: s.foundations.length + i })),
          ];
          for (const { to, pile, slot } of piles) {
            const engine = fullDeck(1).filter(
              (c) => checkMove({ ...s, waste: [c], stock: [] }, { from: WASTE, to, n: 1 }).ok,
            );
            expect(takers.takenBy(s, to, slot, pile)).toEqual(engine);
          }
        }
      }),
      { numRuns: 12 },
    );
  });

  it('cut a talon as draws do, and drop a card from it', () => {
    const talons = new TalonCache();
    const s = deal('klondike', 3);
    const talon = talons.ofState(s);
    let drawn = s;
    for (let k = 1; k <= talon.cards.length; k++) {
      drawn = applyMove(drawn, { from: { kind: 'stock' }, to: WASTE, n: 1 });
      expect(talon.cut(k)).toEqual({ waste: drawn.waste, stock: drawn.stock });
      const c = drawn.waste[k - 1] as Card;
      expect(talon.placeOf(c)).toBe(k - 1);
      const left = talon.without(k - 1);
      expect(left).toBe(talons.ofState({ ...drawn, waste: drawn.waste.slice(0, k - 1) }));
      expect(left.placeOf(c)).toBe(-1);
    }
  });
});
