import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { GAMES, writePosition } from '../../src/engine';
import { twoDeckEndgame } from '../solver/helpers/endgames';
import { cli } from './helpers/run-cli';

// `cli deal|moves|play|solve --game ID` for each game of the Busy Aces family (deal and moves are
// in cli.test.ts for every game): the solver's line in standard notation, as `solve` prints it
// (Busy Aces' with pile names: it has twelve columns), played back by `play` wins. From a deal the
// solver wins within its budget; Cast Out Nines, whose deals it does not win (none of 1..140 at
// 300,000 positions), from an endgame given as a position on standard input.

const cast = writePosition(twoDeckEndgame(GAMES['cast-out-nines'], 1));

const WON = [
  { game: 'busy-aces', from: ['--deal', '3'], stdin: '' },
  { game: 'deuces', from: ['--deal', '1'], stdin: '' },
  { game: 'threes-company', from: ['--deal', '5'], stdin: '' },
  { game: 'fours-up', from: ['--deal', '15'], stdin: '' },
  { game: 'cast-out-nines', from: ['--position', '-'], stdin: cast },
  { game: 'dimes', from: ['--deal', '1'], stdin: '' },
  { game: 'jacks-in-the-box', from: ['--deal', '2'], stdin: '' },
] as const;

describe.each(WON)('cli solve and play: $game', ({ game, from, stdin }) => {
  it("plays the solver's printed line to a won position", async () => {
    const args = ['--game', game, ...from];
    const solved = spawnSync(
      'npm',
      ['run', '--silent', 'cli', '--', 'solve', ...args, '--max-states', '400000', '--max-ms', '120000'],
      { encoding: 'utf8', input: stdin },
    );
    expect(solved.status).toBe(0);
    const [head = '', line = ''] = solved.stdout.trim().split('\n');
    expect(head).toMatch(/^solved in \d+ moves/);
    const played = await cli(['play', ...args, '--json', ...line.split(' ')], stdin);
    expect(played.err).toBe('');
    expect((JSON.parse(played.out) as { status: string }).status).toBe('won');
  }, 60_000);
});
