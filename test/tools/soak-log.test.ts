import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appendRun,
  logFiles,
  logPath,
  parseRuns,
  readRuns,
  runLine,
  type SoakRun,
  seedsText,
  totals,
  totalsText,
} from '../../tools/soak/log';

// The soak's log gathers the long figure run by run: what is written reads back the same, a line that
// is not a run is named and not counted, and the totals add the runs up.

const run = (seed: number, over: Partial<SoakRun> = {}): SoakRun => ({
  seed,
  actions: 600,
  checks: 430,
  errors: 0,
  slowFrames: 40,
  seconds: 190,
  commit: 'abc1234',
  date: '2026-12-01T19:30:00.000Z',
  motion: 'fast',
  ...over,
});

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'soak-log-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("the soak's log", () => {
  it('reads back the runs it appends, under a header naming the game and renderer', () => {
    const path = logPath(tempDir(), 'jacks-in-the-box', 'webgl');
    appendRun(path, 'jacks-in-the-box', 'webgl', run(1));
    appendRun(path, 'jacks-in-the-box', 'webgl', run(2, { errors: 1, commit: 'def5678+changes' }));
    expect(readFileSync(path, 'utf8').split('\n')[0]).toBe('# open-cell soak: game=jacks-in-the-box renderer=webgl');
    expect(readRuns(path)).toEqual({ runs: [run(1), run(2, { errors: 1, commit: 'def5678+changes' })], bad: [] });
  });

  it('names a line that is not a run and leaves it out of the count', () => {
    const text = `# open-cell soak: game=freecell renderer=canvas\n${runLine(run(3))}3\t600\tx\t0\t1\t2\tabc\td\n${runLine(run(4)).replace('\n', '')}\textra\n`;
    expect(parseRuns(text)).toEqual({ runs: [run(3)], bad: [3, 4] });
  });

  it('reads a line from before the motion column as a run at normal speed, under either header', () => {
    const old = runLine(run(5)).replace('\tfast\n', '\n');
    const text = `# open-cell soak: game=freecell renderer=canvas\nseed\tactions\tchecks\terrors\tslow-frames\tseconds\tcommit\tdate\n${old}`;
    expect(parseRuns(text)).toEqual({ runs: [run(5, { motion: 'normal' })], bad: [] });
  });

  it('has no runs where no log was written', () => {
    expect(readRuns(join(tempDir(), 'none.tsv'))).toEqual({ runs: [], bad: [] });
  });

  it('adds the runs up: actions, checks, errors, frames, time, seeds and commits', () => {
    const t = totals([run(1), run(2, { errors: 2, slowFrames: 10 }), run(5, { commit: 'def5678', motion: 'off' })]);
    expect(t).toEqual({
      runs: 3,
      actions: 1800,
      checks: 1290,
      errors: 2,
      slowFrames: 90,
      seconds: 570,
      seeds: [1, 2, 5],
      commits: ['abc1234', 'def5678'],
      actionsByMotion: { fast: 1200, off: 600 },
    });
  });

  it('writes seeds as ranges', () => {
    expect(seedsText([1, 2, 3, 4, 9, 12, 13])).toBe('1..4, 9, 12..13');
    expect(seedsText([7])).toBe('7');
    expect(seedsText([])).toBe('');
  });

  it('finds every log of a folder, labelled by game and renderer', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'sixes-and-sevens-canvas.tsv'), '');
    writeFileSync(join(dir, 'freecell-webgl.tsv'), '');
    writeFileSync(join(dir, 'notes.txt'), '');
    expect(logFiles(dir).map(([label]) => label)).toEqual(['freecell webgl', 'sixes-and-sevens canvas']);
  });
});

describe("the soak's summary line", () => {
  it('says what one run and many runs did, in words', () => {
    expect(totalsText('freecell canvas', totals([run(1)]))).toBe(
      'freecell canvas          600 actions in 1 run (seed 1), 430 checks, 0 errors, 40 frames over 50 ms, 3 min; by animation fast 600; commits abc1234',
    );
    expect(totalsText('freecell canvas', totals([run(1), run(2)]))).toContain('1,200 actions in 2 runs (seeds 1..2)');
  });
});
