import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// The soak's log (`npm run soak -- --log`): one file per game and renderer, one line per run of a
// seed, appended when the run ends. The long figure (10,000 actions a game on each renderer) takes
// hours here, so it is gathered run by run, across sessions, as the win rates are: a seed already
// in the file is not run again, and `--summary` adds the runs up.
//
//   # open-cell soak: game=freecell renderer=canvas
//   seed	actions	checks	errors	slow-frames	seconds	commit	date
//   1	600	431	0	52	188	724ac00	2026-12-01T19:30:00.000Z

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
}

const MAGIC = '# open-cell soak:';
const COLUMNS = 'seed\tactions\tchecks\terrors\tslow-frames\tseconds\tcommit\tdate';

export function logPath(dir: string, game: string, renderer: string): string {
  return join(dir, `${game}-${renderer}.tsv`);
}

export function runLine(r: SoakRun): string {
  return `${r.seed}\t${r.actions}\t${r.checks}\t${r.errors}\t${r.slowFrames}\t${Math.round(r.seconds)}\t${r.commit}\t${r.date}\n`;
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
    if (line === '' || line.startsWith('#') || line === COLUMNS) return;
    const f = line.split('\t');
    const [seed, actions, checks, errors, slowFrames, seconds] = f.slice(0, 6).map(whole);
    const [commit, date] = [f[6], f[7]];
    if (
      f.length !== 8 ||
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
    runs.push({ seed, actions, checks, errors, slowFrames, seconds, commit, date });
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

export function totalsText(label: string, t: SoakTotals): string {
  const n = (x: number) => x.toLocaleString('en-US');
  return (
    `${label.padEnd(24)} ${n(t.actions)} actions in ${t.runs} run${t.runs === 1 ? '' : 's'} ` +
    `(seed${t.seeds.length === 1 ? '' : 's'} ${seedsText(t.seeds)}), ${n(t.checks)} checks, ` +
    `${t.errors} errors, ${n(t.slowFrames)} frames over 50 ms, ${(t.seconds / 60).toFixed(0)} min; commits ${t.commits.join(', ')}`
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
