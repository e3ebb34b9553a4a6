import { describe, expect, it } from 'vitest';
import {
  type AutoMode,
  autoMoves,
  currentState,
  moveCount,
  moveToPileText,
  play,
  redo,
  type State,
  startSession,
  undo,
} from '../../src/engine';
import { board, rules } from './helpers/board';
import { move } from './helpers/moves';

// Auto-moves send cards to the foundations after each move. 'safe' sends a card up only when no
// card still in play could need it (every card that could build on it is already up); 'all'
// sends every card that can go; 'off' none.
const freecell = rules('freecell');
const up = (s: State, mode: AutoMode) => autoMoves(s, mode).moves.map(moveToPileText);

describe('FreeCell auto-moves', () => {
  it.each([
    {
      what: 'a red 5 stays down while a black 4 is still in the tableau',
      text: 'Foundations: H-4 C-3 D-0 S-4\n: 4C 9D\n: 5H',
      safe: [],
      all: ['t2-f1'],
    },
    {
      what: 'a red 5 goes up once both black 4s are up',
      text: 'Foundations: H-4 C-4 D-0 S-4\n: 9D\n: 5H',
      safe: ['t2-f1'],
      all: ['t2-f1'],
    },
    {
      what: 'a black 5 stays down while a red 4 is in a cell',
      text: 'Foundations: H-3 C-4 D-4 S-2\nFreecells: 4H\n: 9D\n: 5C',
      safe: [],
      all: ['t2-f2', 'c1-f1'],
    },
    { what: 'aces always go up', text: ': 9D\n: AH', safe: ['t2-f1'], all: ['t2-f1'] },
    {
      what: 'twos go up behind their ace (only aces build on them)',
      text: ': 2H AH',
      safe: ['t1-f1', 't1-f1'],
      all: ['t1-f1', 't1-f1'],
    },
    {
      what: "'all' sends every card that can go, one after another",
      text: 'Foundations: H-4 C-0 D-0 S-0\n: 7H 6H 5H',
      safe: [],
      all: ['t1-f1', 't1-f1', 't1-f1'],
    },
  ])('$what', ({ text, safe, all }) => {
    const s = board(freecell, text);
    expect(up(s, 'safe')).toEqual(safe);
    expect(up(s, 'all')).toEqual(all);
    expect(up(s, 'off')).toEqual([]);
  });
});

describe('Eight Off and Eights Down auto-moves', () => {
  it('same-suit building: a 5 waits only for the 4 of its own suit', () => {
    const s = board(rules('eight-off'), 'Foundations: H-4 C-0 D-0 S-0\n: 9D\n: 5H');
    expect(up(s, 'safe')).toEqual(['t2-f1']);
  });
  it('Eight Off: safe cards go up one after another, from cells and columns', () => {
    const s = board(rules('eight-off'), 'Foundations: H-3 C-0 D-0 S-0\nFreecells: 4H\n: 9D\n: 6H 5H');
    expect(up(s, 'safe')).toEqual(['c1-f1', 't2-f1', 't2-f1']);
  });
  const eights = rules('eights-down');
  it('Eights Down: a 6 stays down while a copy of its 7 is still in play (two decks)', () => {
    const s = board(eights, 'Foundations: C-7 C-8 D-8 D-8 H-8 H-8 S-8 S-8\n: 7C 9D\n: 6C');
    expect(up(s, 'safe')).toEqual([]);
    expect(up(s, 'all')).toEqual(['t2-f1']);
  });
  it('Eights Down: a 7 always goes up (nothing builds on it: every 8 starts a foundation)', () => {
    const s = board(eights, 'Foundations: C-8 C-8 D-8 D-8 H-8 H-8 S-8 S-8\n: 9D\n: 7C');
    expect(up(s, 'safe')).toEqual(['t2-f1']);
  });
  it('Eights Down: the waste top goes up too', () => {
    const s = board(eights, 'Foundations: C-8 C-8 D-8 D-8 H-8 H-8 S-8 S-8\nStock: *\nWaste: 7D');
    expect(up(s, 'safe')).toEqual(['w-f3']);
  });
});

describe('auto-moves are part of the step', () => {
  const start = board(freecell, 'Foundations: H-A\n: 9D AC 2S\n: 3H');
  for (const mode of ['safe', 'all'] as const) {
    it(`${mode}: uncovering an ace sends it up in the same step, and undo takes both back`, () => {
      const s0 = startSession(freecell, start, null, mode);
      const r = play(s0, move('t1-c1'));
      if (!r.ok) throw new Error('refused');
      expect(r.step.played.map(moveToPileText)).toEqual(['t1-c1', 't1-f2']);
      expect(r.step.auto).toBe(1);
      expect(moveCount(r.session)).toBe(2);
      const back = undo(r.session);
      expect(currentState(back)).toEqual(start);
      expect(moveCount(back)).toBe(0);
      expect(currentState(redo(back))).toEqual(currentState(r.session));
    });
  }
  it('off: the ace stays where it is', () => {
    const r = play(startSession(freecell, start, null, 'off'), move('t1-c1'));
    expect(r.ok && r.step.played.map(moveToPileText)).toEqual(['t1-c1']);
  });
});
