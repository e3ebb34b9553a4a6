import { appendFileSync, existsSync, mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DealOutcome, DealStatus } from './deal-pool';

// A results file of `npm run winrates`: one per game (with its options), one line per deal solved,
// appended as each deal is decided, so that a run can be stopped at any time and resumed (the
// deals already in the file are skipped). Its first line names the game and the budget: a run with
// another budget must not be mixed into the same figures, so it is refused.
//
//   # open-cell winrates: game=freecell options= max-states=3000000 max-ms=60000
//   # run 2026-12-01T10:00:00Z solver=2f4f5c2 threads=1
//   deal	status	states	ms	length
//   1	solved	46	0.31	93

export interface ResultsHeader {
  readonly game: string;
  readonly options: readonly string[];
  readonly maxStates: number;
  readonly maxMs: number;
}

const MAGIC = '# open-cell winrates:';
const COLUMNS = 'deal\tstatus\tstates\tms\tlength';
const STATUSES: readonly DealStatus[] = ['solved', 'unsolvable', 'unknown'];

export function headerText(h: ResultsHeader): string {
  return `${MAGIC} game=${h.game} options=${h.options.join(',')} max-states=${h.maxStates} max-ms=${h.maxMs}\n${COLUMNS}\n`;
}

function parseHeader(line: string): ResultsHeader | null {
  if (!line.startsWith(MAGIC)) return null;
  const fields = new Map<string, string>();
  for (const part of line.slice(MAGIC.length).trim().split(/\s+/)) {
    const eq = part.indexOf('=');
    if (eq > 0) fields.set(part.slice(0, eq), part.slice(eq + 1));
  }
  const game = fields.get('game');
  const options = fields.get('options');
  const maxStates = Number(fields.get('max-states'));
  const maxMs = Number(fields.get('max-ms'));
  if (!game || options === undefined || !Number.isInteger(maxStates) || !Number.isInteger(maxMs)) return null;
  return { game, options: options ? options.split(',') : [], maxStates, maxMs };
}

export function outcomeLine(o: DealOutcome): string {
  return `${o.deal}\t${o.status}\t${o.states}\t${o.ms.toFixed(2)}\t${o.length}\n`;
}

function parseOutcome(line: string): DealOutcome | null {
  const f = line.split('\t');
  if (f.length !== 5) return null;
  const [deal, status, states, ms, length] = [
    Number(f[0]),
    f[1] as DealStatus,
    Number(f[2]),
    Number(f[3]),
    Number(f[4]),
  ];
  if (!Number.isInteger(deal) || deal < 1 || !STATUSES.includes(status)) return null;
  if (!Number.isInteger(states) || !Number.isFinite(ms) || !Number.isInteger(length)) return null;
  return { deal, status, states, ms, length };
}

export type ParsedResults =
  | {
      readonly ok: true;
      readonly header: ResultsHeader;
      /** Each deal's outcome: its last line (a deal appears twice only when an unknown one was retried). */
      readonly outcomes: ReadonlyMap<number, DealOutcome>;
      /** The deals whose outcome a run timed by CPU wrote (its note says clock=cpu); the rest read the wall clock. */
      readonly cpuTimed: ReadonlySet<number>;
      /** Characters up to the end of the last whole line: a line cut short by a stop is dropped. */
      readonly wholeLength: number;
    }
  | { readonly ok: false; readonly error: string };

/** Reads a results file's text. A last line without its newline (a run stopped mid-write) is left out. */
export function parseResults(text: string): ParsedResults {
  const wholeLength = text.lastIndexOf('\n') + 1;
  const lines = text.slice(0, wholeLength).split('\n');
  lines.pop();
  const header = parseHeader(lines[0] ?? '');
  if (!header) return { ok: false, error: `its first line is not "${MAGIC} game=... max-states=... max-ms=..."` };
  const outcomes = new Map<number, DealOutcome>();
  const cpuTimed = new Set<number>();
  let cpuRun = false;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.startsWith('# run ')) cpuRun = / clock=cpu\b/.test(line);
    if (line === '' || line.startsWith('#') || line === COLUMNS) continue;
    const o = parseOutcome(line);
    if (!o) return { ok: false, error: `line ${i + 1} is not "${COLUMNS}": ${JSON.stringify(line.slice(0, 60))}` };
    outcomes.set(o.deal, o);
    if (cpuRun) cpuTimed.add(o.deal);
    else cpuTimed.delete(o.deal);
  }
  return { ok: true, header, outcomes, cpuTimed, wholeLength };
}

function sameHeader(a: ResultsHeader, b: ResultsHeader): boolean {
  return (
    a.game === b.game &&
    a.options.join(',') === b.options.join(',') &&
    a.maxStates === b.maxStates &&
    a.maxMs === b.maxMs
  );
}

function describe(h: ResultsHeader): string {
  return `${[h.game, ...h.options].join('+')} at --max-states ${h.maxStates} --max-ms ${h.maxMs}`;
}

export interface ResultsFile {
  /** The outcomes already in the file, by deal. */
  readonly done: ReadonlyMap<number, DealOutcome>;
  /** The deals of `done` a run timed by CPU decided (ParsedResults.cpuTimed). */
  readonly cpuTimed: ReadonlySet<number>;
  /** Appends one outcome (at once, so that a stop loses at most the deals being solved). */
  append(o: DealOutcome): void;
}

/**
 * Opens (or starts) the results file at `path` for the game and budget in `header`, and notes the
 * run beginning (`runNote`, a comment line). A file made for another game or budget is an error.
 */
export function openResults(
  path: string,
  header: ResultsHeader,
  runNote: string,
): { ok: true; file: ResultsFile } | { ok: false; error: string } {
  let done: ReadonlyMap<number, DealOutcome> = new Map();
  let cpuTimed: ReadonlySet<number> = new Set();
  if (existsSync(path)) {
    const text = readFileSync(path, 'utf8');
    const parsed = parseResults(text);
    if (!parsed.ok) return { ok: false, error: `${path}: ${parsed.error}` };
    if (!sameHeader(parsed.header, header)) {
      return {
        ok: false,
        error: `${path} holds ${describe(parsed.header)}, not ${describe(header)}: use the same budget, or another --results folder`,
      };
    }
    if (parsed.wholeLength < text.length) truncateSync(path, Buffer.byteLength(text.slice(0, parsed.wholeLength)));
    done = parsed.outcomes;
    cpuTimed = parsed.cpuTimed;
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, headerText(header));
  }
  appendFileSync(path, `# ${runNote}\n`);
  return { ok: true, file: { done, cpuTimed, append: (o) => appendFileSync(path, outcomeLine(o)) } };
}

/**
 * Which decided deals a run solves again: none; every unknown one (`--retry-unknown`, after the
 * solver changed); or the unknown ones a run on the wall clock stopped before they had spent their
 * positions (`--retry-timed-out`: on a loaded machine their 10 s were less than 10 s of a core).
 * Those that spent every position would spend them the same way again (the open games' searches
 * choose by positions alone; Klondike's also by time, so retry it with --retry-unknown), and a run
 * timed by CPU gave each its whole time.
 */
export type Retry = 'none' | 'unknown' | 'timed-out';

/** The deals from..to not yet in the file, in order, and those `retry` asks for again. */
export function dealsToDo(
  from: number,
  to: number,
  file: Pick<ResultsFile, 'done' | 'cpuTimed'>,
  retry: Retry = 'none',
  maxStates = Number.POSITIVE_INFINITY,
): number[] {
  const out: number[] = [];
  for (let d = from; d <= to; d++) {
    const o = file.done.get(d);
    const timedOut = o !== undefined && o.states < maxStates && !file.cpuTimed.has(d);
    const again = o?.status === 'unknown' && (retry === 'unknown' || (retry === 'timed-out' && timedOut));
    if (!o || again) out.push(d);
  }
  return out;
}
