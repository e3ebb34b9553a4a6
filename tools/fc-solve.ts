import { spawnSync } from 'node:child_process';
import { dealPosition, rulesFor, type State } from '../src/engine';

// Freecell Solver (Shlomi Fish's fc-solve, Debian's freecell-solver-bin), run by `npm run bench` on
// the same Microsoft deals as our solver, so that the comparison is measured on this machine in
// the same run, never remembered. Its CPU time is the shell's `times` for its children (user and
// system), as getrusage counts them.

/** FreeCell's deal `n`: Microsoft's deal n, which fc-solve's board maker makes too. */
export function microsoftDeal(n: number): State {
  const r = rulesFor('freecell');
  if (!r.ok) throw new Error(r.error);
  const d = dealPosition(r.rules, n);
  if (!d.ok) throw new Error(d.error);
  return d.state;
}

/**
 * The preset: "looking-glass" (-l lg), the fastest of fc-solve 5.0.0's presets on deals 1..32000
 * here (5.8 s; cookie-monster 6.1 s, the others 1.8 to 7 times slower on 1..4000 or stuck on a deal
 * without an iteration limit; the default scan and -l lg -sp r:tf beside it were no faster). It
 * solves every deal but 11982, which it reports unsolved without proving it.
 */
export const FC_SOLVE_ARGS: readonly string[] = ['-l', 'lg'];
const RANGE = 'freecell-solver-range-parallel-solve';

export function hasFcSolve(): boolean {
  const r = spawnSync('sh', [
    '-c',
    `command -v ${RANGE} && command -v fc-solve && command -v make-microsoft-freecell-board`,
  ]);
  return r.status === 0;
}

export interface FcSolveRange {
  /** CPU seconds (user + system) of the solver process. */
  readonly cpuS: number;
  readonly wallS: number;
  /** Positions it checked ("total_num_iters"). */
  readonly iterations: number;
  /** Deals it reported unsolved (not proven: its scans gave up) and intractable (a limit hit). */
  readonly unsolved: readonly number[];
  readonly intractable: readonly number[];
  readonly lastDeal: number;
}

/** Reads the range solver's output and the `times` line after it; null when they are not there. */
export function parseRangeOutput(stdout: string, timesText: string, wallS: number): FcSolveRange | null {
  const reached = [...stdout.matchAll(/^Reached Board No\. (\d+) at [\d.]+ \(total_num_iters=(\d+)\)/gm)].at(-1);
  // `times`: the shell's own user and system times, then its children's.
  const children = timesText.trim().split('\n').at(-1) ?? '';
  const t = /^(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s$/.exec(children.trim());
  if (!reached || !t) return null;
  const seconds = (m: string | undefined, s: string | undefined): number => Number(m) * 60 + Number(s);
  const deals = (word: string): number[] =>
    [...stdout.matchAll(new RegExp(`^${word} Board No\\. (\\d+)`, 'gm'))].map((m) => Number(m[1]));
  return {
    cpuS: seconds(t[1], t[2]) + seconds(t[3], t[4]),
    wallS,
    iterations: Number(reached[2]),
    unsolved: deals('Unsolved'),
    intractable: deals('Intractable'),
    lastDeal: Number(reached[1]),
  };
}

/** Solves Microsoft deals from..to with FC_SOLVE_ARGS, on one core (a status line after every deal: the last has the total). */
export function runFcSolveRange(from: number, to: number): FcSolveRange | string {
  const started = performance.now();
  const r = spawnSync('sh', ['-c', '"$0" "$@"; times >&2', RANGE, String(from), String(to), '1', ...FC_SOLVE_ARGS], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const wallS = (performance.now() - started) / 1000;
  const parsed = r.status === 0 ? parseRangeOutput(r.stdout, r.stderr, wallS) : null;
  return parsed ?? `${RANGE} failed (exit ${r.status}): ${(r.stderr || r.stdout).trim().split('\n')[0]}`;
}

/** Counts the moves of fc-solve's solution of one deal (every move, to the foundations too), or null if none. */
export function countMoves(output: string): number | null {
  if (!/This game is solveable\./.test(output)) return null;
  return (output.match(/^Move /gm) ?? []).length;
}

/** The length of fc-solve's solution of Microsoft deal `n` with FC_SOLVE_ARGS, or null. */
export function fcSolveLength(n: number): number | null {
  const r = spawnSync(
    'sh',
    ['-c', 'make-microsoft-freecell-board -t "$0" | fc-solve -m "$@"', String(n), ...FC_SOLVE_ARGS],
    {
      encoding: 'utf8',
      env: { ...process.env, FREECELL_SOLVER_QUIET: '1' },
      maxBuffer: 1 << 24,
    },
  );
  return r.status === 0 ? countMoves(r.stdout) : null;
}
