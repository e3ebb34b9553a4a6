import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentState,
  loadSave,
  moveCount,
  readPosition,
  type Session,
  saveToJson,
  startSession,
  writePosition,
} from '../../src/engine';
import { rules } from './helpers/board';
import { act, actionsArb, autoModeArb, dealArb, start, VARIANTS } from './helpers/random-play';

// A save replays through the engine's checks and comes back as the same game: the same position,
// the same place in the history (so undo and redo work the same), the same move count.

function reload(s: Session): Session {
  const r = loadSave(saveToJson(s));
  if (!r.ok) throw new Error(r.error);
  return r.session;
}

function expectSame(loaded: Session, s: Session): void {
  expect(currentState(loaded)).toEqual(currentState(s));
  expect(loaded.cursor).toBe(s.cursor);
  expect(moveCount(loaded)).toBe(moveCount(s));
  expect(loaded.autoMode).toBe(s.autoMode);
  expect(loaded.deal).toBe(s.deal);
  expect(loaded.rules).toEqual(s.rules);
  // The redo side of the history survives too.
  expect(loaded.steps.map((st) => st.after)).toEqual(s.steps.map((st) => st.after));
}

describe.each(VARIANTS)('$name: save and load', ({ rules: game }) => {
  it('round-trips a numbered deal after any moves, undos and redos', () => {
    fc.assert(
      fc.property(dealArb, autoModeArb, actionsArb(50), (deal, mode, actions) => {
        let s = start(game, deal, mode);
        for (const a of actions) s = act(s, a);
        expectSame(reload(s), s);
      }),
      { numRuns: 8 },
    );
  });

  it('round-trips a game started from board text', () => {
    fc.assert(
      fc.property(dealArb, autoModeArb, actionsArb(30), (deal, mode, actions) => {
        let s = start(game, deal, mode);
        for (const a of actions) s = act(s, a);
        const p = readPosition(game, writePosition(currentState(s)));
        if (!p.ok) throw new Error(p.error);
        let t = startSession(game, p.state, null, mode);
        for (const a of actions) t = act(t, a);
        expectSame(reload(t), t);
      }),
      { numRuns: 4 },
    );
  });
});

describe('a bad save is an error, not a broken game', () => {
  const good = JSON.parse(saveToJson(start(rules('freecell'), 1, 'safe'))) as Record<string, unknown>;
  it.each([
    { what: 'not JSON', json: '{', error: 'the save is not valid JSON' },
    {
      what: 'another format',
      json: JSON.stringify({ ...good, format: 'x' }),
      error: 'this is not a save of this game',
    },
    { what: 'an unknown game', json: JSON.stringify({ ...good, game: 'spider' }), error: 'unknown game "spider"' },
    {
      what: 'a move that does not replay',
      json: JSON.stringify({ ...good, steps: [{ move: 't1-f1', played: ['t1-f1'], auto: 0 }], cursor: 1 }),
      error: /^step 1: "t1-f1" refused \(foundation-needs\)$/,
    },
    {
      // Freecell deal 1: column 1 ends in the 6 of spades, column 2 in the 5 of hearts.
      what: 'a step whose cards played are not its move',
      json: JSON.stringify({ ...good, steps: [{ move: 't1-c1', played: ['t2-c1'], auto: 0 }], cursor: 1 }),
      error: 'step 1 is malformed',
    },
    {
      what: 'a step with part of a move as auto-moves',
      json: JSON.stringify({ ...good, steps: [{ move: 't1-c1', played: ['t1-c1'], auto: 0.5 }], cursor: 1 }),
      error: 'step 1 is malformed',
    },
    {
      what: 'a cursor outside the history',
      json: JSON.stringify({ ...good, cursor: 3 }),
      error: 'the cursor is outside the history',
    },
  ])('$what', ({ json, error }) => {
    const r = loadSave(json);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(error);
  });
});
