import { afterEach, describe, expect, it } from 'vitest';
import {
  applyMove,
  legalMoves,
  newGame,
  parseMove,
  play,
  playOpening,
  type State,
  startSession,
} from '../../src/engine';
import { cardName, setLanguage } from '../../src/platform';
import { hintWords, moveWords, openingWords, stepWords, undoneWords } from '../../src/view/a11y/move-words';
import { board, deal, rules } from '../engine/helpers/board';

// What a screen reader hears of a move: the card and where it went, as a sighted player sees it.

const m = (s: State, text: string) => {
  const p = parseMove(s, text);
  if (!p.ok) throw new Error(p.problem.code);
  return p.move;
};

afterEach(() => setLanguage('en'));

describe('moves in words', () => {
  // FreeCell deal 1: column 1 ends in the 6 of spades.
  const start = deal('freecell', 1);

  it('names no stock card in a hint to deal (it lies face down until dealt), and the card once dealt', () => {
    const k = deal('klondike', 1);
    const dealMove = m(k, 'sw');
    expect(hintWords(k, dealMove)).toBe('Deal from the stock.');
    const top = k.stock.at(-1);
    if (top === undefined) throw new Error('Klondike deals a stock');
    expect(moveWords(k, dealMove)).toBe(`Dealt ${cardName(top)} from the stock.`);
    // Any other hint reads as the move would.
    const first = legalMoves(k).find((x) => x.from.kind !== 'stock');
    if (first) expect(hintWords(k, first)).toBe(moveWords(k, first));
  });

  it('names the card and its destination', () => {
    expect(moveWords(start, m(start, '1a'))).toBe('The 6 of spades to a free cell.');
    // A hand-made move (moveWords describes, it does not judge): the 6 of spades onto column 4.
    expect(moveWords(start, { from: { kind: 'tableau', index: 0 }, to: { kind: 'tableau', index: 3 }, n: 1 })).toBe(
      'The 6 of spades to column 4.',
    );
  });

  it('says a run by its lowest card and how many ride on it', () => {
    const s = board(rules('freecell'), 'Foundations: H-0 C-0 D-0 S-0\n: KS QH JC\n: *\n:\n: *\n: *\n: *\n: *\n: *');
    expect(moveWords(s, m(s, '13'))).toBe('The king of spades and 2 cards on it to column 3.');
  });

  it('says the moves home that followed a move', () => {
    const s = board(rules('freecell'), 'Foundations: H-0 C-0 D-0 S-0\n: *\n: 9D AH\n: *\n: *\n: *\n: *\n: *\n: *');
    const g = newGame(rules('freecell'), 1, 'safe');
    if (!g.ok) throw new Error(g.error);
    const r = play({ ...g.session, initial: s }, m(s, '2a'));
    if (!r.ok) throw new Error('refused');
    expect(stepWords(s, r.step, applyMove)).toBe('The ace of hearts to a free cell. The ace of hearts home.');
  });

  it('speaks German', () => {
    setLanguage('de');
    expect(moveWords(start, m(start, '1a'))).toBe('Pik 6 in eine freie Zelle.');
    expect(moveWords(start, { from: { kind: 'tableau', index: 0 }, to: { kind: 'foundation', index: 0 }, n: 1 })).toBe(
      'Pik 6 auf den Zielstapel.',
    );
  });

  it('tells the stock: the card dealt, and the waste turned over with its pass', () => {
    let s = deal('eights-down', 1);
    const dealt = moveWords(s, { from: { kind: 'stock' }, to: { kind: 'waste' }, n: 1 });
    expect(dealt).toMatch(/^Dealt the .+ from the stock\.$/);
    while (s.stock.length > 0) s = applyMove(s, { from: { kind: 'stock' }, to: { kind: 'waste' }, n: 1 });
    expect(moveWords(s, { from: { kind: 'waste' }, to: { kind: 'stock' }, n: s.waste.length })).toBe(
      'Waste turned over: pass 2 of 2.',
    );
  });

  it('names, of three cards dealt at once (Klondike draw three), the one left on top to play', () => {
    const s = deal('klondike', 1, ['draw-3']);
    const dealMove = legalMoves(s).find((mv) => mv.from.kind === 'stock');
    if (!dealMove) throw new Error('no deal from the stock');
    const after = applyMove(s, dealMove);
    const top = after.waste.at(-1);
    if (top === undefined) throw new Error('nothing dealt');
    expect(moveWords(s, dealMove)).toBe(`Dealt ${cardName(top, 'en')} from the stock.`);
  });
});

describe('a move taken back in words', () => {
  it('names the move undone, as a sighted player sees it go back', () => {
    const g = newGame(rules('freecell'), 1, 'off');
    if (!g.ok) throw new Error(g.error);
    const r = play(g.session, m(deal('freecell', 1), '1a'));
    if (!r.ok) throw new Error('refused');
    expect(undoneWords(r.session)).toBe('Taken back: The 6 of spades to a free cell.');
    setLanguage('de');
    expect(undoneWords(r.session)).toMatch(/^Zurückgenommen: .*Pik 6/);
  });

  it('names the card a deal from the stock had dealt, now back in the stock', () => {
    const g = newGame(rules('klondike'), 1, 'off');
    if (!g.ok) throw new Error(g.error);
    const k = deal('klondike', 1);
    const r = play(g.session, m(k, 'sw'));
    if (!r.ok) throw new Error('refused');
    const top = k.stock.at(-1);
    if (top === undefined) throw new Error('Klondike deals a stock');
    expect(undoneWords(r.session)).toBe(`Taken back: Dealt ${cardName(top)} from the stock.`);
  });

  it('says only that a move was taken back where there is none to name', () => {
    const g = newGame(rules('freecell'), 1, 'off');
    if (!g.ok) throw new Error(g.error);
    expect(undoneWords(g.session)).toBe('Move taken back.');
  });
});

describe('a card sent home where foundations build two ways (Penta, Sixes and Sevens)', () => {
  const penta = board(rules('penta'), 'Stock: *\nWaste:\n: 5S\n: *');
  const up = { from: { kind: 'tableau', index: 0 }, to: { kind: 'foundation', index: 1 }, n: 1 } as const;
  const down = { from: { kind: 'tableau', index: 0 }, to: { kind: 'foundation', index: 5 }, n: 1 } as const;

  it('says which way its pile builds: the choice a sighted player sees made', () => {
    expect(moveWords(penta, up)).toBe('The 5 of spades home, onto a pile that builds up.');
    expect(moveWords(penta, down)).toBe('The 5 of spades home, onto a pile that builds down.');
    setLanguage('de');
    expect(moveWords(penta, down)).toBe('Pik 5 auf einen absteigenden Zielstapel.');
  });
});

describe('a fresh deal in words', () => {
  it('says the cards the deal sent home by itself (aces at the start of Busy Aces), as a sighted player sees them fly', () => {
    const start = board(rules('busy-aces'), 'Stock: *\nWaste:\n: AH\n: *\n: AS');
    const session = playOpening(startSession(rules('busy-aces'), start, null, 'safe'));
    expect(openingWords(session, applyMove)).toBe('The ace of hearts home. The ace of spades home.');
  });

  it('says the card a move home at the deal turned up (Klondike)', () => {
    const start = board(rules('klondike'), 'Stock: *\nWaste:\n: [KD 2C] AH\n: *');
    const session = playOpening(startSession(rules('klondike'), start, null, 'safe'));
    expect(openingWords(session, applyMove)).toBe('The ace of hearts home. The 2 of clubs turns up in column 1.');
  });

  it('says nothing more where the deal sent nothing home', () => {
    const session = playOpening(startSession(rules('klondike'), deal('klondike', 1), null, 'off'));
    expect(openingWords(session, applyMove)).toBe('');
  });
});

describe('a face-down card turned up by a move (Klondike)', () => {
  // Column 2's 8 of hearts goes onto the 9 of spades and turns up the 2 of clubs under it.
  const k = board(rules('klondike'), 'Stock: *\nWaste:\n: 9S\n: [KD 2C] 8H\n: *');
  const onto = { from: { kind: 'tableau', index: 1 }, to: { kind: 'tableau', index: 0 }, n: 1 } as const;

  it('is said after the move, as a sighted player sees it turn', () => {
    const r = play(startSession(rules('klondike'), k, null, 'off'), onto);
    if (!r.ok) throw new Error('refused');
    expect(stepWords(k, r.step, applyMove)).toBe('The 8 of hearts to column 1. The 2 of clubs turns up in column 2.');
    setLanguage('de');
    expect(stepWords(k, r.step, applyMove)).toBe('Herz 8 auf Spalte 1. Kreuz 2 wird in Spalte 2 aufgedeckt.');
  });

  it('also after the auto-move that uncovered it', () => {
    const ace = board(rules('klondike'), 'Stock: *\nWaste:\n: 9S\n: [KD 2C] AH\n: 8H');
    const r = play(startSession(rules('klondike'), ace, null, 'safe'), {
      from: { kind: 'tableau', index: 2 },
      to: { kind: 'tableau', index: 0 },
      n: 1,
    });
    if (!r.ok) throw new Error('refused');
    expect(stepWords(ace, r.step, applyMove)).toBe(
      'The 8 of hearts to column 1. The ace of hearts home. The 2 of clubs turns up in column 2.',
    );
  });
});
