import { describe, expect, it } from 'vitest';
import {
  applyMove,
  bestMove,
  cell,
  finishingMoves,
  type Move,
  type State,
  tableau,
  writePosition,
} from '../../src/engine';
import { board, rules } from './helpers/board';

// The move the table suggests when the solver cannot answer in time (bestMove), and the Finish
// offer, see only what the player sees: in Klondike a face-down card is a back, whatever it is.

const klondike = rules('klondike');
/** Klondike with two sevens on backs and a red eight to take either; the rest in the stock. */
const sevens = (underSpade: string, underClub: string) =>
  board(klondike, `: [${underSpade}] 7S\n: [${underClub}] 7C\n: 8H\n:\n:\n:\n:\nStock: *\nWaste:\nPass: 1`);

describe('what the table suggests without the solver', () => {
  it('does not depend on which cards lie face down', () => {
    // Under the 7 of spades the 8 of diamonds (it would go back on it) or the 2 of diamonds.
    const a = bestMove(sevens('8D', '2C'));
    const b = bestMove(sevens('2D', '8D'));
    expect(a).not.toBeNull();
    expect(b).toEqual(a);
  });
});

describe('what the table suggests in Klondike, where foundation cards may come back', () => {
  it('deals from the stock rather than take a card back off a foundation for nothing', () => {
    // The 5 of hearts could come back onto the 6 of clubs, and nothing would follow from it.
    const s = board(klondike, 'Foundations: H-5\n: 6C\n:\n:\n:\n:\n:\n:\nStock: *\nWaste:');
    expect(bestMove(s)?.from).toEqual({ kind: 'stock' });
  });

  it('turns the waste over rather than carry a long run from one parent to another', () => {
    // The run from the 8 of spades down sits on the 9 of hearts and could go onto the 9 of
    // diamonds: four cards moved, and nothing gained (the next such move carries them back).
    const s = board(
      klondike,
      'Foundations: H-8 C-K D-3 S-4\n: 9H 8S 7D 6S 5D\n: 9D\n: KS\n:\n:\n:\n:\nStock:\n' +
        'Waste: TH JH KH 4D 6D 8D TD JD QD KD 5S 7S 9S TS JS QH QS\nPass: 1',
    );
    expect(bestMove(s)?.to).toEqual({ kind: 'stock' });
  });
});

describe('the Finish offer', () => {
  it('is not made while a card lies face down, whatever the cards under it are', () => {
    const done = (column: string) =>
      board(klondike, `Foundations: H-K C-K D-K S-T\n${column}\n:\n:\n:\n:\n:\n:\nStock:\nWaste:\nPass: 1`);
    expect(finishingMoves(done(': [KS QS] JS'))).toBeNull();
    expect(finishingMoves(done(': [QS KS] JS'))).toBeNull();
    expect(finishingMoves(done(': KS QS JS'))).toHaveLength(3);
  });
});

describe('what the table suggests right after a move', () => {
  const freecell = rules('freecell');
  /** The position before the player's move, and after it. */
  const around = (text: string, move: Move) => {
    const before = board(freecell, text);
    return { before, after: applyMove(before, move) };
  };
  const same = (a: State, b: State) => writePosition(a) === writePosition(b);

  it('is not the move that takes it straight back', () => {
    // The 8 of hearts has just gone from the 9 of clubs to a cell: back onto the 9 only undoes that.
    const { before, after } = around(': 9C 8H', { from: tableau(0), to: cell(0), n: 1 });
    const m = bestMove(after, before);
    expect(m).not.toBeNull();
    expect(same(applyMove(after, m as Move), before)).toBe(false);
  });

  it('nor the one that takes a card straight back out of a space', () => {
    // The 8 of hearts has just gone from the 9 of clubs into the empty column 5.
    const { before, after } = around(': 9C 8H\n: *\n: *\n: *\n:\n: *\n: *\n: *', {
      from: tableau(0),
      to: tableau(4),
      n: 1,
    });
    const m = bestMove(after, before);
    expect(m).not.toBeNull();
    expect(same(applyMove(after, m as Move), before)).toBe(false);
  });
});
