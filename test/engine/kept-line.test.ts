import { describe, expect, it } from 'vitest';
import { applyMove, currentState, keptLine, legalMoves, type Move, newGame, play, playOpening } from '../../src/engine';
import { solve } from '../../src/engine/solver';
import { rules } from './helpers/board';

// A winning line shown as a hint is kept: once the player plays its first move (and the table its
// auto-moves after it), the next hint is the line's next move, not a fresh solve's.

describe('a winning line kept between hints', () => {
  it.each([1, 2, 617])('FreeCell deal %i: goes on from each move played, its auto-moves in whatever order', (deal) => {
    const started = newGame(rules('freecell'), deal, 'safe');
    if (!started.ok) throw new Error(started.error);
    let session = playOpening(started.session);
    let from = currentState(session);
    const r = solve(from, { maxStates: 200_000 });
    expect(r.status).toBe('solved');
    let line: readonly Move[] = r.moves;
    let presses = 0;
    while (line.length > 0) {
      const played = play(session, line[0] as Move);
      if (!played.ok) throw new Error('the line was refused');
      session = played.session;
      const now = currentState(session);
      const rest = keptLine(from, line, now);
      if (rest === null) break;
      from = now;
      line = rest;
      presses++;
    }
    // The line is followed to the end: won, every press answered from it.
    expect(currentState(session).foundations.every((f) => f.length === 13)).toBe(true);
    expect(presses).toBeGreaterThan(20);
  });

  it('is dropped where the player left it', () => {
    const started = newGame(rules('freecell'), 1, 'safe');
    if (!started.ok) throw new Error(started.error);
    const from = currentState(playOpening(started.session));
    const r = solve(from, { maxStates: 200_000 });
    const first = r.moves[0] as Move;
    const other = legalMoves(from).find((m) => JSON.stringify(m) !== JSON.stringify(first)) as Move;
    expect(keptLine(from, r.moves, applyMove(from, other))).toBeNull();
    // Nor is the start itself a place on the line: a second press there solves afresh.
    expect(keptLine(from, r.moves, from)).toBeNull();
  });
});
