import { describe, expect, it, vi } from 'vitest';
import { applyMove, dealPosition, GAMES, isWon, parseMove } from '../../src/engine';
import { solveCommand } from '../../tools/solve';
import { cli } from './helpers/run-cli';

// The command line speaks Penguin as it speaks the other games: its board text names the beak's
// rank, moves and play take the standard notation, and solve's line replays to a win.

describe('cli --game penguin', () => {
  it('deals the beak deal, with its Base line, and reads it back as a position', async () => {
    const r = await cli(['deal', '--game', 'penguin', '--deal', '1']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').slice(0, 4)).toEqual([
      'Base: 4',
      'Foundations: H-4 C-4 D-4 S-0',
      'Freecells: - - - - - - -',
      ': 4S 6C 3C JH 7H JC AC',
    ]);
    const moves = await cli(['moves', '--game', 'penguin', '--position', '-'], r.out);
    expect(moves.code).toBe(0);
    expect(moves.out.split('\n')).toContain('1a');
  });

  it('plays moves and refuses an illegal one with the reason', async () => {
    const ok = await cli(['play', '--game', 'penguin', '--deal', '1', '1a']);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('Freecells: AC - - - - - -');
    const bad = await cli(['play', '--game', 'penguin', '--deal', '1', '1a', '12']);
    expect(bad.code).toBe(1);
    expect(bad.err).toBe(
      'move 2 is illegal: "12": The jack of clubs does not build on the 8 of spades: it takes a 7 (down in same suit).\n',
    );
  });

  it('solves a deal, and the line replays through the engine to a win', async () => {
    // solve prints for itself (tools/solve.ts): its output is caught where it writes.
    const out: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((t) => out.push(String(t)) > 0);
    const code = await solveCommand(['--game', 'penguin', '--deal', '1', '--json']);
    vi.restoreAllMocks();
    expect(code).toBe(0);
    const json = JSON.parse(out.join('')) as { status: string; moves: { from: string; to: string; n: number }[] };
    expect(json.status).toBe('solved');
    const d = dealPosition(GAMES.penguin, 1);
    if (!d.ok) throw new Error(d.error);
    let s = d.state;
    for (const m of json.moves) {
      const parsed = parseMove(s, `${m.from}-${m.to}${m.n > 1 ? `:${m.n}` : ''}`);
      if (!parsed.ok) throw new Error(`${m.from}-${m.to}: ${parsed.problem.code}`);
      s = applyMove(s, parsed.move);
    }
    expect(isWon(s)).toBe(true);
  });
});
