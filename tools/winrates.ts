import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_IDS, type GameId, isGameId, MAX_DEAL, rulesFor } from '../src/engine';
import { mustBeOk, parseArgs, runMain, stringFlag, wholeFlags } from './args';
import { type BudgetClock, solveDeals } from './deal-pool';
import { dealsToDo, openResults, parseResults, type Retry } from './deal-results';
import { commitOf } from './git-commit';
import { progressBar } from './progress';
import { threadCpuMs } from './thread-cpu';
import { summarize, summaryText, TABLE_HEAD, tableRow } from './winrates-summary';

// `npm run winrates -- --game SPEC[,SPEC] [--from N] [--to N] [--threads N] [--max-states N] [--max-ms N] [--clock cpu|wall] [--results DIR] [--retry-unknown | --retry-timed-out]`
// `npm run winrates -- --report [--results DIR] [--out FILE]`
// Solves deals from..to of each game (a spec names a game and its options: eight-off+any-card-in-space),
// appending each outcome to DIR/SPEC.tsv as it is decided (deal-results.ts): stop it at any time
// (Ctrl-C) and run the same command again to go on where it stopped. Then prints the win rate
// with its 95% Wilson interval (unknown deals counted both ways) beside Blake & Gent's figure.
// --retry-unknown solves again the deals the file holds as unknown (their new lines count);
// --retry-timed-out only those whose time ran out before their positions did (deal-results.ts).
// --clock: what --max-ms and the times written count, the solving thread's CPU time (cpu, the
// default where the system gives it: a loaded machine does not cut the budget short) or the wall
// clock (wall). Each run's line in the file names its clock.
// --report writes the table of every results file into docs/winrates.md, between its markers.

export interface GameSpec {
  readonly spec: string;
  readonly game: GameId;
  readonly options: readonly string[];
  readonly label: string;
}

export type WinratesCommand =
  | {
      readonly kind: 'solve';
      readonly games: readonly GameSpec[];
      readonly from: number;
      readonly to: number;
      readonly threads: number;
      readonly maxStates: number;
      readonly maxMs: number;
      readonly clock: BudgetClock;
      readonly results: string;
      /** Which unknown deals of the file to solve again (with another budget or a later solver). */
      readonly retry: Retry;
    }
  | { readonly kind: 'report'; readonly results: string; readonly out: string };

export const RESULTS_DIR = 'results/winrates';
const DOC = 'docs/winrates.md';

/** A game spec, "game+option+option": its rules' name and options, or a one-line error. */
export function parseSpec(spec: string): GameSpec | string {
  const [game = '', ...options] = spec.split('+');
  if (!isGameId(game)) return `unknown game "${game}" (games: ${GAME_IDS.join(', ')})`;
  const r = rulesFor(game, options);
  if (!r.ok) return r.error;
  return { spec, game, options, label: [r.rules.name, ...options].join(' + ') };
}

/** Reads the command line: what to do, or a one-line error. */
export function parseCommand(
  argv: readonly string[],
): { ok: true; command: WinratesCommand } | { ok: false; error: string } {
  const parsed = parseArgs(
    argv,
    ['game', 'from', 'to', 'threads', 'max-states', 'max-ms', 'clock', 'results', 'out'],
    ['report', 'retry-unknown', 'retry-timed-out'],
  );
  if (!parsed.ok) return parsed;
  const a = parsed.args;
  if (a.positionals.length > 0) return { ok: false, error: `unexpected argument "${a.positionals[0]}"` };
  const results = stringFlag(a, 'results') ?? RESULTS_DIR;
  if (a.flags.has('report')) {
    const extra = [
      'game',
      'from',
      'to',
      'threads',
      'max-states',
      'max-ms',
      'clock',
      'retry-unknown',
      'retry-timed-out',
    ].find((f) => a.flags.has(f));
    if (extra) return { ok: false, error: `--report reads the results files: --${extra} does not go with it` };
    return { ok: true, command: { kind: 'report', results, out: stringFlag(a, 'out') ?? DOC } };
  }
  if (a.flags.has('out')) return { ok: false, error: '--out goes with --report' };
  const gameText = stringFlag(a, 'game');
  if (!gameText)
    return { ok: false, error: `--game is needed (one or more of ${GAME_IDS.join(', ')}, comma-separated)` };
  const games: GameSpec[] = [];
  for (const spec of gameText.split(',')) {
    const g = parseSpec(spec);
    if (typeof g === 'string') return { ok: false, error: g };
    games.push(g);
  }
  const flags = wholeFlags(a, {
    from: { fallback: 1 },
    to: { fallback: 1000 },
    threads: { fallback: 1 },
    'max-states': { fallback: 3_000_000 },
    'max-ms': { fallback: 300_000 },
  });
  if (!flags.ok) return flags;
  const { from, to, threads, 'max-states': maxStates, 'max-ms': maxMs } = flags.values;
  if (to > MAX_DEAL) return { ok: false, error: `--to must be at most ${MAX_DEAL}, not ${to}` };
  if (from > to) return { ok: false, error: `--from ${from} is after --to ${to}` };
  const clockText = stringFlag(a, 'clock');
  let clock: BudgetClock;
  if (clockText === undefined) clock = threadCpuMs() === null ? 'wall' : 'cpu';
  else if (clockText === 'wall' || clockText === 'cpu') clock = clockText;
  else return { ok: false, error: `--clock is cpu or wall, not "${clockText}"` };
  if (clock === 'cpu' && threadCpuMs() === null)
    return { ok: false, error: '--clock cpu: this system does not give a thread its CPU time (use --clock wall)' };
  if (a.flags.has('retry-unknown') && a.flags.has('retry-timed-out'))
    return { ok: false, error: '--retry-unknown already retries the deals --retry-timed-out would: give one' };
  const retry: Retry = a.flags.has('retry-unknown') ? 'unknown' : a.flags.has('retry-timed-out') ? 'timed-out' : 'none';
  return {
    ok: true,
    command: { kind: 'solve', games, from, to, threads, maxStates, maxMs, clock, results, retry },
  };
}

export function resultsPath(dir: string, spec: string): string {
  return join(dir, `${spec}.tsv`);
}

let stopping: (() => void) | null = null;

async function solveGame(cmd: Extract<WinratesCommand, { kind: 'solve' }>, g: GameSpec): Promise<boolean> {
  const path = resultsPath(cmd.results, g.spec);
  const header = { game: g.game, options: g.options, maxStates: cmd.maxStates, maxMs: cmd.maxMs };
  const retry = cmd.retry === 'none' ? '' : ` retry-${cmd.retry}`;
  const note = `run ${new Date().toISOString()} solver=${commitOf(['src/engine'])} threads=${cmd.threads} deals=${cmd.from}..${cmd.to} clock=${cmd.clock}${retry}`;
  const opened = openResults(path, header, note);
  if (!opened.ok) throw new Error(opened.error);
  const file = opened.file;
  const done = new Map(file.done);
  const todo = dealsToDo(cmd.from, cmd.to, file, cmd.retry, cmd.maxStates);
  const already = cmd.to - cmd.from + 1 - todo.length;
  if (already > 0) {
    process.stderr.write(
      `${g.label}: ${already} deal${already === 1 ? '' : 's'} already in ${path}, ${todo.length} to go\n`,
    );
  }
  let stopped = false;
  if (todo.length > 0) {
    const bar = progressBar(g.label, todo.length);
    const run = solveDeals({ ...header, clock: cmd.clock, deals: todo }, cmd.threads, (o) => {
      file.append(o);
      done.set(o.deal, o);
      bar.tick();
    });
    stopping = () => {
      stopped = true;
      run.stop();
    };
    await run.done;
    stopping = null;
    bar.end();
  }
  if (stopped) {
    process.stderr.write(`stopped: the deals decided are in ${path}; the same command goes on from there\n`);
    return false;
  }
  const s = summarize(done.values(), cmd.from, cmd.to);
  if (s) process.stdout.write(summaryText(g.label, g.spec, s));
  return true;
}

const BEGIN = '<!-- winrates table (npm run winrates -- --report) -->';
const END = '<!-- end of winrates table -->';

/** The table of every results file in `dir`, the games in their usual order, each over deals 1..its last. */
export function reportTable(dir: string): string {
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.tsv')) : [];
  const order = (spec: string): number => {
    const base = GAME_IDS.indexOf(spec.split('+')[0] as GameId);
    return (base < 0 ? 99 : base) * 100 + spec.split('+').length;
  };
  const specs = files.map((f) => f.slice(0, -4)).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  const rows: string[] = [];
  for (const spec of specs) {
    const g = parseSpec(spec);
    const parsed = parseResults(readFileSync(resultsPath(dir, spec), 'utf8'));
    if (typeof g === 'string' || !parsed.ok) continue;
    // A loop, not Math.max(...keys): spreading 200,000 deal numbers overflows the call stack.
    let last = 0;
    for (const deal of parsed.outcomes.keys()) last = Math.max(last, deal);
    const s = summarize(parsed.outcomes.values(), 1, last);
    if (!s) continue;
    const label = s.deals === last ? g.label : `${g.label} (${s.deals} of them)`;
    rows.push(tableRow(label, spec, s));
  }
  return [...TABLE_HEAD, ...rows].join('\n');
}

function report(cmd: Extract<WinratesCommand, { kind: 'report' }>): void {
  const table = reportTable(cmd.results);
  const block = `${BEGIN}\n${table}\n${END}`;
  const doc = existsSync(cmd.out) ? readFileSync(cmd.out, 'utf8') : '';
  const at = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  const next = at >= 0 && end > at ? doc.slice(0, at) + block + doc.slice(end + END.length) : `${doc}\n${block}\n`;
  writeFileSync(cmd.out, next);
  process.stdout.write(`${table}\n`);
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseCommand(argv);
  mustBeOk(parsed);
  const cmd = parsed.command;
  if (cmd.kind === 'report') {
    report(cmd);
    return 0;
  }
  process.on('SIGINT', () => {
    if (stopping) stopping();
    else process.exit(130);
  });
  for (const g of cmd.games) if (!(await solveGame(cmd, g))) return 130;
  return 0;
}

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'));
if (isMain) runMain(main);
