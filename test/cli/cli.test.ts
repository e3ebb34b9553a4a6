import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, GAMES } from '../../src/engine';
import { cli } from './helpers/run-cli';

describe('cli deal', () => {
  it('prints Microsoft deal 1 as board text', async () => {
    const r = await cli(['deal', '--game', 'freecell', '--deal', '1']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').slice(0, 3)).toEqual([
      'Foundations: H-0 C-0 D-0 S-0',
      'Freecells: - - - -',
      ': JD KD 2S 4C 3S 6D 6S',
    ]);
  });

  it.each(GAME_IDS)('deals %s as JSON with every pile named', async (game) => {
    const r = await cli(['deal', '--game', game, '--deal', '5', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { game: string; deal: number; piles: Record<string, string[]> };
    expect(json.game).toBe(game);
    expect(json.deal).toBe(5);
    const cards = Object.values(json.piles).flat();
    expect(cards).toHaveLength(GAMES[game].decks * 52);
    expect(Object.keys(json.piles)).toContain('t1');
  });
});

describe('cli moves', () => {
  it.each(GAME_IDS)('lists the legal moves of %s deal 9 as JSON from/to/n', async (game) => {
    const r = await cli(['moves', '--game', game, '--deal', '9', '--json']);
    expect(r.code).toBe(0);
    const moves = JSON.parse(r.out) as { from: string; to: string; n: number }[];
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) {
      expect(m.from).toMatch(/^(t([1-9]|1[0-2])|c[1-8]|s|w)$/);
      // A game of foundation groups names the pile (f5: Penta's down piles), others say `f`.
      expect(m.to).toMatch(/^(t([1-9]|1[0-2])|c[1-8]|f|f([1-9]|1[0-6])|s|w)$/);
      expect(m.n).toBeGreaterThanOrEqual(1);
    }
  });

  it('reads a position from standard input', async () => {
    const deal = await cli(['deal', '--game', 'freecell', '--deal', '1']);
    const r = await cli(['moves', '--game', 'freecell', '--position', '-'], deal.out);
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n')).toContain('1a');
  });
});

describe('cli play', () => {
  it('applies moves and prints the position', async () => {
    const r = await cli(['play', '--game', 'freecell', '--deal', '1', '8a', '8b']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Freecells: TC 7D - -');
  });

  it('stops at the first illegal move with its reason and exit 1', async () => {
    const r = await cli(['play', '--game', 'eight-off', '--deal', '1', '1h']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^move 1 is illegal: "1h": /);
  });
});

describe('cli errors', () => {
  it.each([
    [['deal', '--game', 'spider', '--deal', '1'], /unknown game "spider"/],
    [['deal', '--game', 'freecell', '--deal', '0'], /bad deal number "0"/],
    [['deal', '--game', 'freecell', '--deal', 'x'], /bad deal number "x"/],
    [['deal', '--game', 'freecell', '--deal', String(2 ** 33)], /bad deal number/],
    [['moves', '--game', 'freecell', '--position', '-'], /unreadable position/],
    [['moves', '--game', 'freecell'], /exactly one of --deal N or --position/],
    [['deal', '--game', 'eight-off', '--deal', '1', '--options', 'fly'], /no option "fly"/],
    [['deal', '--game', 'freecell', '--deal', '1', '--auto', 'safe'], /--auto is for play \(deal plays no move\)/],
    [['moves', '--game', 'freecell', '--game', 'klondike', '--deal', '1'], /--game is given twice/],
  ])('%j is a one-line error with exit 2', async (argv, message) => {
    const r = await cli(argv, 'Foundations: H-0\n: XX\n');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.out).toBe('');
  });
});

describe('npm run cli', () => {
  it('runs from the shell as README shows', () => {
    const out = execFileSync('npm', ['run', '--silent', 'cli', '--', 'deal', '--game', 'freecell', '--deal', '617'], {
      encoding: 'utf8',
    });
    expect(out.split('\n')[2]).toBe(': 7D TD TH KD 4C 4S JD');
    const bad = spawnSync('npm', ['run', '--silent', 'cli', '--', 'deal', '--game', 'nope', '--deal', '1'], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/unknown game/);
  });
});

describe('cli solve', () => {
  it('solves a deal as JSON, and `play` with those moves reaches a won position', async () => {
    const solved = spawnSync(
      'npm',
      ['run', '--silent', 'cli', '--', 'solve', '--game', 'freecell', '--deal', '1', '--json'],
      {
        encoding: 'utf8',
      },
    );
    expect(solved.status).toBe(0);
    const result = JSON.parse(solved.stdout) as { status: string; moves: { from: string; to: string; n: number }[] };
    expect(result.status).toBe('solved');
    const texts = result.moves.map((m) => `${m.from}-${m.to}${m.n > 1 ? `:${m.n}` : ''}`);
    const played = await cli(['play', '--game', 'freecell', '--deal', '1', '--json', ...texts]);
    expect(played.err).toBe('');
    expect((JSON.parse(played.out) as { status: string }).status).toBe('won');
  });

  it('refuses an unknown game with a one-line error and exit 2', () => {
    const r = spawnSync('npm', ['run', '--silent', 'cli', '--', 'solve', '--game', 'nope', '--deal', '1'], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
