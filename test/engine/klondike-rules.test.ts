import { describe, expect, it } from 'vitest';
import {
  applyMove,
  type Card,
  cardText,
  currentState,
  legalMoves,
  moveToPileText,
  moveToText,
  parseMove,
  play,
  readPosition,
  type State,
  safeAutoMoves,
  startSession,
  writePosition,
} from '../../src/engine';
import { board, deal, rules } from './helpers/board';
import { move, verdict } from './helpers/moves';

// Klondike, line by line as family.md fixes it.

const klondike = rules('klondike');
const draw3 = rules('klondike', ['draw-3']);

function played(s: State, ...moves: string[]): State {
  let out = s;
  for (const m of moves) {
    expect(verdict(out, m), m).toBe('legal');
    out = applyMove(out, move(m));
  }
  return out;
}

describe('the deal', () => {
  it('seven columns of 1 ... 7 cards, only the last of each face up: 21 hidden, 24 in the stock', () => {
    for (const n of [1, 2, 1000]) {
      const s = deal('klondike', n);
      expect(s.tableau.map((c) => c.length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(s.faceDown).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(s.faceDown.reduce((a, b) => a + b, 0)).toBe(21);
      expect(s.stock.length).toBe(24);
      expect(s.waste).toEqual([]);
      expect(s.foundations.flat()).toEqual([]);
      expect(s.cells).toEqual([]);
    }
  });

  it('board text shows face-down cards in brackets, and reads back to the same position', () => {
    const s = deal('klondike', 1);
    const text = writePosition(s);
    const lines = text.split('\n').filter((l) => l.startsWith(':'));
    expect(lines[0]).toMatch(/^: [2-9TJQKA][HCDS]$/);
    expect(lines[2]).toMatch(/^: \[\w\w \w\w\] \w\w$/);
    const back = readPosition(klondike, text);
    expect(back.ok && back.state).toEqual(s);
  });
});

describe('columns build down in alternating colours; any face-up built run moves', () => {
  it.each([
    { text: ': 6C\n: 5H', play: 't2-t1', says: 'legal' },
    {
      text: ': 6C\n: 5S',
      play: 't2-t1',
      says: 'The 5 of spades does not build on the 6 of clubs: alternating colours needed.',
    },
    { text: ': 9S\n: [2C] 8H 7C 6D', play: 't2-t1:3', says: 'legal' },
    { text: ': 7S\n: [2C] 8H 7C 6D', play: 't2-t1:1', says: 'legal' },
    { text: ': 9S\n: [2C] 8H 7C 6D', play: 't2-t1:4', says: 'There are not 4 cards to move there.' },
    { text: ':\n: [2C 8H] 7C', play: 't2-t1:2', says: 'There are not 2 cards to move there.' },
  ])('$text / $play: $says', ({ text, play, says }) => {
    expect(verdict(board(klondike, text), play)).toBe(says);
  });
});

describe('a face-down card that becomes the last of its column turns face up by itself', () => {
  it('turns up when the cards above it leave, with no move counted', () => {
    const s = played(board(klondike, ': 9S\n: [2C 3D] 8H 7C'), 't2-t1:2');
    expect(s.faceDown[1]).toBe(1);
    expect(cardText(s.tableau[1]?.at(-1) as Card)).toBe('3D');
    expect(writePosition(s)).toMatch(/^: \[2C\] 3D$/m);
  });

  it('a face-down card is not played', () => {
    expect(verdict(board(klondike, ': 9S\n: [8H] 7C'), 't2-t1:2')).toBe('There are not 2 cards to move there.');
  });
});

describe('spaces: a king, or a run headed by a king', () => {
  it.each([
    { text: ':\n: [2C] KH QS', play: 't2-t1:2', says: 'legal' },
    { text: ':\n: [2C] KH QS', play: 't2-t1:1', says: 'Only a king may go into an empty column.' },
    { text: ':\nWaste: KD\nStock: *', play: 'w-t1', says: 'legal' },
  ])('$text / $play: $says', ({ text, play, says }) => {
    expect(verdict(board(klondike, text), play)).toBe(says);
  });
});

describe('foundations: four, up in suit from the ace; cards may come back unless one-way', () => {
  it('is written and read in move notation with the foundation named ("h" alone names none)', () => {
    const s = board(klondike, 'Foundations: H-5 C-0 D-5\n: 6C');
    const named = parseMove(s, 'f3-t1');
    expect(named.ok && named.move.from).toEqual({ kind: 'foundation', index: 2 });
    expect(named.ok && moveToText(s, named.move)).toBe('f3-t1');
    expect(parseMove(s, 'h1').ok).toBe(false);
    expect(parseMove(board(rules('klondike', ['one-way-foundations']), 'Foundations: H-5\n: 6C'), 'f1-t1').ok).toBe(
      false,
    );
  });

  it.each([
    { game: klondike, text: 'Foundations: H-5\n: 6C', play: 'f1-t1', says: 'legal' },
    { game: klondike, text: 'Foundations: H-Q\n:', play: 'f1-t1', says: 'Only a king may go into an empty column.' },
    {
      game: rules('klondike', ['one-way-foundations']),
      text: 'Foundations: H-5\n: 6C',
      play: 'f1-t1',
      says: 'Foundations are one-way: cards do not come back down.',
    },
  ])('$text / $play: $says', ({ game, text, play, says }) => {
    expect(verdict(board(game, text), play)).toBe(says);
  });
});

describe('safe auto-moves: a card goes home by itself only when that cannot hurt', () => {
  const home = (s: State) => safeAutoMoves(s).map(moveToPileText);

  it('where cards come back off the foundations, it waits for the cards that could come back onto its children', () => {
    // Both black 4s are home, but the 4 of clubs could come back onto the 5 of hearts, and the
    // 3 of diamonds (not home) onto the 4: sent home, the 5 of hearts would leave the 3 of
    // diamonds, under which the 2 lies, nowhere to go.
    const text = 'Foundations: C-4 D-1 H-4 S-4\nStock: *\nWaste:\n: 2D 3D\n: 5H';
    expect(home(board(klondike, text))).toEqual([]);
    // With the other red 3 home it may go; and where foundations are one-way, both black 4s are enough.
    expect(home(board(klondike, 'Foundations: C-4 D-3 H-4 S-4\nStock: *\nWaste:\n: 5H'))).toContain('t1-f3');
    expect(home(board(rules('klondike', ['one-way-foundations']), text))).toContain('t2-f3');
  });

  it("drawing three, nothing goes home by itself from the waste: it would move the later cards' places in the deal", () => {
    // One-way foundations, so that both black 9s home make the 10 of hearts safe where it lies.
    const text = 'Foundations: C-K D-7 H-9 S-K\nStock: *\nWaste: KD TH\n:';
    expect(home(board(rules('klondike', ['draw-3', 'one-way-foundations']), text))).not.toContain('w-f3');
    expect(home(board(rules('klondike', ['one-way-foundations']), text))).toContain('w-f3');
  });
});

describe('a card brought back from a foundation stays where the player put it', () => {
  // The 5 of hearts comes back onto the 6 of clubs; both black 4s are home, so it is safe to go up again.
  const s = board(klondike, 'Foundations: H-5 C-4 D-0 S-4\nStock: *\nWaste:\n: 6C');

  it.each(['safe', 'all'] as const)('auto-moves %s do not send it straight back up', (mode) => {
    const r = play(startSession(klondike, s, null, mode), move('f1-t1'));
    expect(r.ok && r.step.auto).toBe(0);
    expect(r.ok && currentState(r.session).tableau[0]?.map(cardText)).toEqual(['6C', '5H']);
  });

  it('the next move plays the auto-moves due, it among them', () => {
    const first = play(startSession(klondike, s, null, 'all'), move('f1-t1'));
    if (!first.ok) throw new Error('refused');
    const next = play(first.session, move('s-w'));
    expect(next.ok && currentState(next.session).tableau[0]?.map(cardText)).toEqual(['6C']);
  });
});

describe('the stock: draw one, unlimited passes; options draw three and limited passes', () => {
  const stock = 'Stock: 2C 3C 4C 5C\nWaste:\n: *';

  it('draw one turns one card; the waste turns over as often as wanted, counting passes', () => {
    let s = board(klondike, stock);
    expect(legalMoves(s).map(moveToPileText)).toContain('s-w');
    for (let pass = 1; pass <= 4; pass++) {
      expect(s.pass).toBe(pass);
      s = played(s, 's-w', 's-w', 's-w', 's-w');
      expect(verdict(s, 's-w')).toBe('The stock is empty: turn the waste over first.');
      s = played(s, 'w-s:4');
    }
    expect(writePosition(s)).toMatch(/^Pass: 5$/m);
  });

  it('draw three turns three cards (fewer at the end), only the top one playable', () => {
    const s = played(board(draw3, stock), 's-w:3');
    expect(s.waste.map(cardText)).toEqual(['5C', '4C', '3C']);
    expect(verdict(s, 'w-t1:2')).toBe('Only one card at a time leaves a cell or the waste.');
    expect(verdict(played(s, 's-w:1'), 'w-s:4')).toBe('legal');
    expect(verdict(board(draw3, stock), 's-w:1')).toBe('The stock deals 3 cards at a time.');
  });

  it.each([
    { options: ['limited-passes'], passes: 1 },
    { options: ['draw-3', 'limited-passes'], passes: 3 },
    { options: ['limited-passes', 'draw-3'], passes: 3 },
  ])('limited passes with $options: $passes in all', ({ options, passes }) => {
    const r = rules('klondike', options);
    expect(r.stock?.passes).toBe(passes);
    const last = board(r, `Stock:\nWaste: 2C\nPass: ${passes}/${passes}\n: *`);
    expect(verdict(last, 'w-s')).toBe(
      passes === 1
        ? 'Only 1 pass through the stock is allowed.'
        : `Only ${passes} passes through the stock are allowed.`,
    );
  });
});
