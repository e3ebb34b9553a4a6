import { describe, expect, it } from 'vitest';
import {
  canUndo,
  currentState,
  finishingMoves,
  isWon,
  loadSave,
  moveCount,
  moveToPileText,
  newGame,
  play,
  playFinish,
  playOpening,
  readPosition,
  restart,
  type Session,
  saveToJson,
  startSession,
  undo,
  writePosition,
} from '../../src/engine';
import { board, deal, rules } from './helpers/board';
import { move } from './helpers/moves';

// The cards a game sends home by itself at the start (an ace at the foot of a column) go at once,
// as part of the deal: the player's history begins after them. And when only moves home are left,
// the game can finish itself in one step.

const freecell = rules('freecell');

function dealt(n: number, mode: 'off' | 'safe' | 'all' = 'safe'): Session {
  const g = newGame(freecell, n, mode);
  if (!g.ok) throw new Error(g.error);
  return g.session;
}

function reload(s: Session): Session {
  const r = loadSave(saveToJson(s));
  if (!r.ok) throw new Error(r.error);
  return r.session;
}

describe('the opening auto-moves', () => {
  it('send the aces a deal leaves at the foot of a column home at once (FreeCell 2: AS)', () => {
    const s = playOpening(dealt(2));
    expect(s.opening?.moves.map(moveToPileText)).toEqual(['t1-f1']);
    expect(s.opening?.dealt).toEqual(deal('freecell', 2));
    expect(currentState(s).foundations[0]).toHaveLength(1);
  });

  it('play every card that becomes free in turn (FreeCell 20: three cards)', () => {
    const s = playOpening(dealt(20));
    expect(s.opening?.moves).toHaveLength(3);
    expect(currentState(s).foundations.flat()).toHaveLength(3);
  });

  it('are not moves of the player: none counted, nothing to undo, the game not yet begun', () => {
    const s = playOpening(dealt(2));
    expect(moveCount(s)).toBe(0);
    expect(canUndo(s)).toBe(false);
    expect(s.cursor).toBe(0);
  });

  it('stay played when the game is restarted', () => {
    const s = playOpening(dealt(2));
    const r = play(s, move('t2-c1'));
    if (!r.ok) throw new Error('refused');
    expect(currentState(restart(r.session))).toEqual(currentState(s));
  });

  it('follow the auto-move setting: none with auto-moves off', () => {
    const s = dealt(2, 'off');
    expect(playOpening(s)).toBe(s);
  });

  it('leave a deal with nothing to send home as it is (FreeCell 1)', () => {
    const s = dealt(1);
    expect(playOpening(s)).toBe(s);
  });

  it('are played once only, and never into a game that has begun', () => {
    const once = playOpening(dealt(2));
    expect(playOpening(once)).toBe(once);
    const r = play(dealt(2, 'off'), move('t2-c1'));
    if (!r.ok) throw new Error('refused');
    const begun = { ...r.session, autoMode: 'safe' as const };
    expect(playOpening(begun)).toBe(begun);
  });

  it('are kept by a save, and replayed through the checks when it loads', () => {
    const s = playOpening(dealt(20));
    const r = play(s, move('t2-c1'));
    if (!r.ok) throw new Error('refused');
    const back = reload(r.session);
    expect(back.opening).toEqual(r.session.opening);
    expect(currentState(back)).toEqual(currentState(r.session));
    expect(currentState(restart(back))).toEqual(currentState(s));
  });

  it('in a game from a position: the save keeps the position as given, not after the opening', () => {
    const p = readPosition(freecell, writePosition(deal('freecell', 2)));
    if (!p.ok) throw new Error(p.error);
    const s = playOpening(startSession(freecell, p.state, null, 'safe'));
    const json = JSON.parse(saveToJson(s)) as { position: string; opening: string[] };
    expect(json.position).toBe(writePosition(deal('freecell', 2)));
    expect(json.opening).toEqual(['t1-f1']);
    expect(currentState(reload(s))).toEqual(currentState(s));
  });

  it('a save whose opening does not replay is refused with a reason', () => {
    const json = JSON.parse(saveToJson(playOpening(dealt(2)))) as Record<string, unknown>;
    const bad = loadSave(JSON.stringify({ ...json, opening: ['t3-f1'] }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^the opening: /);
    const malformed = loadSave(JSON.stringify({ ...json, opening: 'AS' }));
    expect(malformed).toEqual({ ok: false, error: 'the opening is malformed' });
  });

  it('a save without an opening (made before there were any) loads as the deal', () => {
    const json = JSON.parse(saveToJson(dealt(2))) as Record<string, unknown>;
    expect('opening' in json).toBe(false);
    const back = loadSave(JSON.stringify(json));
    expect(back.ok && currentState(back.session)).toEqual(deal('freecell', 2));
  });
});

describe('finishing a game whose rest needs no decision', () => {
  // Every column in order, highest card at the bottom: only moves home are left.
  const sorted = board(
    freecell,
    'Foundations: H-9 C-9 D-9 S-9\n: KH QH JH TH\n: KC QC JC TC\n: KD QD JD TD\n: KS QS JS TS\n:\n:\n:\n:',
  );

  it('the moves home that win are offered when every card can go up in turn', () => {
    const moves = finishingMoves(sorted);
    expect(moves).toHaveLength(16);
  });

  it('none when a card is stuck under a lower card of its suit (a decision is left)', () => {
    const blocked = board(
      freecell,
      'Foundations: H-9 C-9 D-9 S-9\n: KH QH TH JH\n: KC QC JC TC\n: KD QD JD TD\n: KS QS JS TS\n:\n:\n:\n:',
    );
    expect(finishingMoves(blocked)).toBeNull();
  });

  it('none in a game already won', () => {
    const won = currentState(playOpening(startSession(freecell, sorted, null, 'all')));
    expect(isWon(won)).toBe(true);
    expect(finishingMoves(won)).toBeNull();
  });

  it('playFinish wins in one step, which undo takes back whole', () => {
    const s = startSession(freecell, sorted, null, 'off');
    const done = playFinish(s);
    if (!done) throw new Error('no finish');
    expect(isWon(currentState(done))).toBe(true);
    expect(done.cursor).toBe(1);
    expect(moveCount(done)).toBe(16);
    expect(currentState(undo(done))).toEqual(sorted);
  });

  it('playFinish does nothing where a decision is left', () => {
    expect(playFinish(dealt(1))).toBeNull();
  });
});
