import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../tools/winrates';

// `npm run winrates`' command line: a bad value is a one-line error before any deal is solved.

function error(...argv: string[]): string {
  const r = parseCommand(argv);
  if (r.ok) throw new Error(`accepted: ${argv.join(' ')}`);
  return r.error;
}

describe('winrates arguments', () => {
  it('reads the games with their options, the deals and the threads', () => {
    const r = parseCommand([
      '--game',
      'freecell,eight-off+any-card-in-space',
      '--from',
      '5',
      '--to',
      '99',
      '--threads',
      '2',
    ]);
    if (!r.ok || r.command.kind !== 'solve') throw new Error('not a solve');
    expect(r.command.games.map((g) => [g.game, g.options, g.label])).toEqual([
      ['freecell', [], 'FreeCell'],
      ['eight-off', ['any-card-in-space'], 'Eight Off + any-card-in-space'],
    ]);
    expect([r.command.from, r.command.to, r.command.threads]).toEqual([5, 99, 2]);
    expect(r.command.results).toBe('results/winrates');
  });

  it('needs a game, and knows which games and options there are', () => {
    expect(error()).toMatch(/^--game is needed/);
    expect(error('--game', 'spider')).toMatch(/^unknown game "spider"/);
    expect(error('--game', 'freecell+any-card-in-space')).toMatch(/no option "any-card-in-space"/);
  });

  it('refuses deals out of order or out of range, and threads that are not a whole number', () => {
    expect(error('--game', 'freecell', '--from', '10', '--to', '9')).toBe('--from 10 is after --to 9');
    expect(error('--game', 'freecell', '--from', '0')).toMatch(/^--from must be a whole number of at least 1/);
    expect(error('--game', 'freecell', '--to', '8589934592')).toMatch(/^--to must be at most 8589934591/);
    expect(error('--game', 'freecell', '--threads', 'two')).toMatch(/^--threads must be a whole number/);
    expect(error('--game', 'freecell', '--threads', '0')).toMatch(/^--threads must be a whole number of at least 1/);
  });

  it("takes the clock the time budget counts, the thread's CPU time where the system gives it", () => {
    const solveCommand = (...argv: string[]) => {
      const r = parseCommand(['--game', 'freecell', ...argv]);
      if (!r.ok || r.command.kind !== 'solve') throw new Error('not a solve');
      return r.command;
    };
    expect(solveCommand('--clock', 'wall').clock).toBe('wall');
    expect(['cpu', 'wall']).toContain(solveCommand().clock);
    expect(error('--game', 'freecell', '--clock', 'sundial')).toBe('--clock is cpu or wall, not "sundial"');
    expect(error('--report', '--clock', 'cpu')).toMatch(/--clock does not go with it/);
  });

  it('retries every unknown deal or those whose time ran out, not both at once', () => {
    const retryOf = (...argv: string[]) => {
      const r = parseCommand(['--game', 'freecell', ...argv]);
      if (!r.ok || r.command.kind !== 'solve') throw new Error('not a solve');
      return r.command.retry;
    };
    expect([retryOf(), retryOf('--retry-unknown'), retryOf('--retry-timed-out')]).toEqual([
      'none',
      'unknown',
      'timed-out',
    ]);
    expect(error('--game', 'freecell', '--retry-unknown', '--retry-timed-out')).toMatch(/give one/);
  });

  it('keeps --report apart from the options of a run', () => {
    const r = parseCommand(['--report', '--out', 'x.md']);
    expect(r.ok && r.command).toEqual({ kind: 'report', results: 'results/winrates', out: 'x.md' });
    expect(error('--report', '--game', 'freecell')).toMatch(/--game does not go with it/);
    expect(error('--report', '--retry-unknown')).toMatch(/--retry-unknown does not go with it/);
    expect(error('--game', 'freecell', '--out', 'x.md')).toBe('--out goes with --report');
    expect(error('--deals', '10')).toBe('unknown option --deals');
  });
});
