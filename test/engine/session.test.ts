import { describe, expect, it } from 'vitest';
import {
  canRedo,
  catchUpAutoMoves,
  currentState,
  dealPosition,
  legalMoves,
  moveCount,
  moveToPileText,
  newGame,
  play,
  playAutoMoves,
  redo,
  restart,
  type Session,
  setAutoMode,
  startSession,
  undo,
} from '../../src/engine';
import { board, rules } from './helpers/board';
import { move } from './helpers/moves';

// A session: the deal, the history of steps with a cursor, and the auto-move mode.

function game(mode: 'off' | 'safe' | 'all' = 'safe'): Session {
  const g = newGame(rules('freecell'), 1, mode);
  if (!g.ok) throw new Error(g.error);
  return g.session;
}

function must(s: Session, text: string): Session {
  const r = play(s, move(text));
  if (!r.ok) throw new Error(`${text} refused`);
  return r.session;
}

describe('sessions', () => {
  it('start at the deal itself, with no moves made', () => {
    const s = game();
    const d = dealPosition(rules('freecell'), 1);
    expect(d.ok && currentState(s)).toEqual(d.ok && d.state);
    expect(moveCount(s)).toBe(0);
    expect(s.deal).toBe(1);
  });

  it('a new move after undo drops the steps that could have been redone', () => {
    // Deal 1: column 1 ends in the 6 of spades, column 4 in the 6 of hearts.
    let s = must(game('off'), 't1-c1');
    s = must(s, 't4-c2');
    s = undo(s);
    expect(canRedo(s)).toBe(true);
    s = must(s, 't2-c2');
    expect(canRedo(s)).toBe(false);
    expect(s.steps.map((st) => moveToPileText(st.move))).toEqual(['t1-c1', 't2-c2']);
  });

  it('restart keeps the steps, so redo replays them', () => {
    const s = must(must(game('off'), 't1-c1'), 't4-c2');
    const back = restart(s);
    expect(moveCount(back)).toBe(0);
    expect(currentState(redo(redo(back)))).toEqual(currentState(s));
  });

  it('a refused move comes back as a reason, and the session is unchanged', () => {
    const s = game();
    const r = play(s, move('t1-t2'));
    expect(r.ok).toBe(false);
    expect(s.steps).toEqual([]);
  });

  it('switching auto-moves on plays the moves now due as a step of their own, which undo takes back', () => {
    let s = game('off');
    const before = currentState(s);
    // Column 6 of deal 1 ends AS AC 2C 3D: the 3 of diamonds and the 2 of clubs go to cells, with
    // auto-moves off the ace of clubs stays. Switched on: the ace of clubs, then the ace of spades
    // under it, then the 2 of clubs from its cell.
    s = must(must(s, 't6-c1'), 't6-c2');
    expect(legalMoves(currentState(s)).some((m) => m.to.kind === 'foundation')).toBe(true);
    const due = playAutoMoves(setAutoMode(s, 'safe'));
    if (!due) throw new Error('no auto-moves due');
    expect(due.steps.at(-1)?.played.map(moveToPileText)).toEqual(['t6-f1', 't6-f2', 'c2-f1']);
    expect(currentState(undo(due))).toEqual(currentState(s));
    expect(playAutoMoves(due)).toBeNull();
    expect(currentState(restart(due))).toEqual(before);
  });

  describe('a game taken up again (the auto-moves setting changed in the menu since)', () => {
    /** Deal 1 with the 3 of diamonds and the 2 of clubs off column 6's two aces, auto-moves off. */
    const acesBare = () => must(must(game('off'), 't6-c1'), 't6-c2');

    it('plays the moves the setting now sends home, as a step of their own', () => {
      const due = catchUpAutoMoves(setAutoMode(acesBare(), 'safe'));
      expect(due?.steps.at(-1)?.played.map(moveToPileText)).toEqual(['t6-f1', 't6-f2', 'c2-f1']);
      expect(due && moveCount(due)).toBe(5);
    });

    it('plays nothing with nothing due, or with the setting still off', () => {
      expect(catchUpAutoMoves(acesBare())).toBeNull();
      expect(catchUpAutoMoves(game('safe'))).toBeNull();
    });

    it('plays nothing while moves taken back could be redone: a step now would lose them', () => {
      const s = setAutoMode(undo(must(acesBare(), 't1-c3')), 'safe');
      expect(catchUpAutoMoves(s)).toBeNull();
    });

    it('does not send straight back up a card the player just brought back from a foundation', () => {
      // Klondike: the 5 of hearts came back onto the 6 of clubs; with auto-moves on it is due home.
      const klondike = rules('klondike');
      const s = board(klondike, 'Foundations: H-5\n: 6C\n:\n:\n:\n:\n:\n:\nStock: *\nWaste:');
      const back = play(startSession(klondike, s, null, 'all'), move('f1-t1'));
      if (!back.ok) throw new Error('refused');
      expect(catchUpAutoMoves(back.session)).toBeNull();
    });
  });
});
