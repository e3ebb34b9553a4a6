import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkMove, newGame, play, rulesFor } from '../../src/engine/index';
import { hint, lastWinnableStep, sessionHint } from '../../src/engine/solver/index';
import { solveCommand } from '../../tools/solve';

// The `solve` subcommand's output and exit codes, and the session-level hint for a lost game.

function capture(): { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((t) => out.push(String(t)) > 0);
  vi.spyOn(process.stderr, 'write').mockImplementation((t) => err.push(String(t)) > 0);
  return { out, err };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cli solve', () => {
  it('prints the outcome and the line in standard notation', async () => {
    const io = capture();
    expect(await solveCommand(['--game', 'freecell', '--deal', '3'])).toBe(0);
    const [head, line] = io.out.join('').split('\n');
    expect(head).toMatch(/^solved in \d+ moves \(\d+ positions, \d+ ms\)$/);
    expect(line?.split(' ').every((m) => /^[0-9a-z]{2}(:\d+)?$/.test(m))).toBe(true);
  });

  it('prints JSON with the engine CLI pile names', async () => {
    const io = capture();
    expect(await solveCommand(['--game', 'freecell', '--deal', '3', '--json'])).toBe(0);
    const json = JSON.parse(io.out.join('')) as { status: string; moves: { from: string; to: string; n: number }[] };
    expect(json.status).toBe('solved');
    expect(json.moves.every((m) => /^(t\d+|c\d+)$/.test(m.from) && /^(t\d+|c\d+|f)$/.test(m.to))).toBe(true);
    expect(Object.keys(json)).toEqual(['status', 'moves', 'states', 'ms']);
  });

  it.each([
    [['--game', 'spider', '--deal', '1'], /unknown game/],
    [['--game', 'freecell', '--deal', '0'], /bad deal/],
    [['--game', 'freecell', '--position', '/no/such/file'], /cannot read/],
    [['--game', 'freecell', '--deal', '1', '--max-ms', 'x'], /--max-ms/],
  ])('%j: one line on stderr, exit 2', async (args, message) => {
    const io = capture();
    expect(await solveCommand(args)).toBe(2);
    expect(io.err.join('')).toMatch(message);
    expect(io.err.join('').trim().split('\n')).toHaveLength(1);
  });
});

describe('hints', () => {
  it('guesses the most useful legal move when the budget finds no win', () => {
    const r = rulesFor('freecell');
    if (!r.ok) throw new Error(r.error);
    const g = newGame(r.rules, 1);
    if (!g.ok) throw new Error(g.error);
    const h = hint(g.session.initial, { maxStates: 1 });
    expect(h.kind).toBe('guess');
    if (h.kind === 'guess') expect(checkMove(g.session.initial, h.move).ok).toBe(true);
  });
});

describe('hints in a session', () => {
  it('names the move to undo to once the game is lost', () => {
    const r = rulesFor('eight-off');
    if (!r.ok) throw new Error(r.error);
    const g = newGame(r.rules, 1);
    if (!g.ok) throw new Error(g.error);
    // Fill the four empty cells from the first columns: with kings only in spaces and one card at
    // a time, this is a plausible way to lose; if it is not lost, the hint must say how to win.
    let s = g.session;
    for (let i = 0; i < 4; i++) {
      const next = play(s, { from: { kind: 'tableau', index: i }, to: { kind: 'cell', index: 2 * i + 1 }, n: 1 });
      if (next.ok) s = next.session;
    }
    const h = sessionHint(s, { maxStates: 1_000_000, maxMs: 120_000 });
    if (h.kind === 'lost') {
      expect(h.undoTo).toBe(lastWinnableStep(s, { maxStates: 1_000_000, maxMs: 120_000 }));
      expect(h.message).toMatch(/^no winning line remains/);
    } else {
      expect(h.kind).toBe('winning');
    }
    expect(hint(g.session.initial, { maxStates: 1_000_000, maxMs: 120_000 }).kind).toBe('winning');
  });
});
