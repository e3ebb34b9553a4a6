import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// The soak's log (`npm run soak -- --log`): one file per game and renderer, one line per run of a
// seed, appended when the run ends. The long figure (10,000 actions a game on each renderer) takes
// hours here, so it is gathered run by run, across sessions, as the win rates are: a seed already
// in the file is not run again, and `--summary` adds the runs up.
//
//   # open-cell soak: game=freecell renderer=canvas
//   seed	actions	checks	errors	slow-frames	seconds	commit	date	motion
//   1	600	431	0	52	188	724ac00	2026-12-01T19:30:00.000Z	fast
//
// `seconds` is the run's own time from start to end; with `--pages N` others ran beside it. The
// last column, the run's animation setting (motion.ts), came later: a line without it played at
// normal speed, as every run did then.

export interface SoakRun {
  readonly seed: number;
  readonly actions: number;
  readonly checks: number;
  readonly errors: number;
  readonly slowFrames: number;
  readonly seconds: number;
  /** The commit the run played (`+changes` when src/ differed from it). */
  readonly commit: string;
  readonly date: string;
  /** The player's animation setting the run played with (motion.ts). */
  readonly motion: string;
}

const MAGIC = '# open-cell soak:';
const COLUMNS = 'seed\tactions\tchecks\terrors\tslow-frames\tseconds\tcommit\tdate\tmotion';

export function logPath(dir: string, game: string, renderer: string): string {
  return join(dir, `${game}-${renderer}.tsv`);
}

export function runLine(r: SoakRun): string {
  return `${r.seed}\t${r.actions}\t${r.checks}\t${r.errors}\t${r.slowFrames}\t${Math.round(r.seconds)}\t${r.commit}\t${r.date}\t${r.motion}\n`;
}

const whole = (s: string | undefined): number | null => {
  const n = Number(s);
  return s !== undefined && s !== '' && Number.isInteger(n) && n >= 0 ? n : null;
};

/** The runs of a log's text; a line that is not a run is reported in `bad` (by line number), not counted. */
export function parseRuns(text: string): { runs: SoakRun[]; bad: number[] } {
  const runs: SoakRun[] = [];
  const bad: number[] = [];
  text.split('\n').forEach((line, i) => {
    // The header, with or without the motion column.
    if (line === '' || line.startsWith('#') || line.startsWith('seed\t')) return;
    const f = line.split('\t');
    const [seed, actions, checks, errors, slowFrames, seconds] = f.slice(0, 6).map(whole);
    const [commit, date, motion = 'normal'] = [f[6], f[7], f[8]];
    if (
      (f.length !== 8 && f.length !== 9) ||
      !/^[a-z]+$/.test(motion) ||
      seed == null ||
      seed < 1 ||
      actions == null ||
      checks == null ||
      errors == null ||
      slowFrames == null ||
      seconds == null ||
      !commit ||
      !date
    ) {
      bad.push(i + 1);
      return;
    }
    runs.push({ seed, actions, checks, errors, slowFrames, seconds, commit, date, motion });
  });
  return { runs, bad };
}

export function readRuns(path: string): { runs: SoakRun[]; bad: number[] } {
  return existsSync(path) ? parseRuns(readFileSync(path, 'utf8')) : { runs: [], bad: [] };
}

export function appendRun(path: string, game: string, renderer: string, r: SoakRun): void {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    appendFileSync(path, `${MAGIC} game=${game} renderer=${renderer}\n${COLUMNS}\n`);
  }
  appendFileSync(path, runLine(r));
}

export interface SoakTotals {
  readonly runs: number;
  readonly actions: number;
  readonly checks: number;
  readonly errors: number;
  readonly slowFrames: number;
  readonly seconds: number;
  readonly seeds: readonly number[];
  readonly commits: readonly string[];
  /** Actions played at each animation setting. */
  readonly actionsByMotion: Readonly<Record<string, number>>;
}

export function totals(runs: readonly SoakRun[]): SoakTotals {
  const sum = (k: 'actions' | 'checks' | 'errors' | 'slowFrames' | 'seconds') => runs.reduce((n, r) => n + r[k], 0);
  return {
    runs: runs.length,
    actions: sum('actions'),
    checks: sum('checks'),
    errors: sum('errors'),
    slowFrames: sum('slowFrames'),
    seconds: sum('seconds'),
    seeds: [...new Set(runs.map((r) => r.seed))].sort((a, b) => a - b),
    commits: [...new Set(runs.map((r) => r.commit))],
    actionsByMotion: runs.reduce<Record<string, number>>((m, r) => {
      m[r.motion] = (m[r.motion] ?? 0) + r.actions;
      return m;
    }, {}),
  };
}

/** Seeds as the summary writes them: `1..17`, or `1..5, 9, 12..13`. */
export function seedsText(seeds: readonly number[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < seeds.length) {
    let j = i;
    while (j + 1 < seeds.length && (seeds[j + 1] as number) === (seeds[j] as number) + 1) j++;
    parts.push(j === i ? String(seeds[i]) : `${seeds[i]}..${seeds[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** `normal 1,200, fast 600`: actions by animation setting, most first. */
function motions(by: Readonly<Record<string, number>>): string {
  const entries = Object.entries(by).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return entries.map(([m, a]) => `${m} ${a.toLocaleString('en-US')}`).join(', ') || 'none';
}

export function totalsText(label: string, t: SoakTotals): string {
  const n = (x: number) => x.toLocaleString('en-US');
  return (
    `${label.padEnd(24)} ${n(t.actions)} actions in ${t.runs} run${t.runs === 1 ? '' : 's'} ` +
    `(seed${t.seeds.length === 1 ? '' : 's'} ${seedsText(t.seeds)}), ${n(t.checks)} checks, ` +
    `${t.errors} errors, ${n(t.slowFrames)} frames over 50 ms, ${(t.seconds / 60).toFixed(0)} min; ` +
    `by animation ${motions(t.actionsByMotion)}; commits ${t.commits.join(', ')}`
  );
}

/** Every log file in `dir`, as [label, path] (label `game renderer`), in name order. */
export function logFiles(dir: string): [string, string][] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.tsv'))
    .sort()
    .map((f) => {
      const base = f.slice(0, -'.tsv'.length);
      const cut = base.lastIndexOf('-');
      return [`${base.slice(0, cut)} ${base.slice(cut + 1)}`, join(dir, f)];
    });
}
