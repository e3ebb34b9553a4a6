import { readFileSync } from 'node:fs';
import type { State } from '../../src/engine';
import type { solve } from '../../src/engine/solver';
import type { SearchStatus } from '../../src/engine/solver/search';

// What the deal-list benches share (deal-list.ts solves a list; family-ab.ts the same list with
// two copies of the solver in turn): one deal solved at a CPU budget and counted, and the totals.

/** A solve's budget: CPU milliseconds and positions. */
export interface Budget {
  readonly maxMs: number;
  readonly maxStates: number;
}

export interface ListTally {
  won: number[];
  lost: number[];
  unknown: number[];
  states: number;
  cpuMs: number;
}

/** An empty tally. */
export const emptyTally = (): ListTally => ({ won: [], lost: [], unknown: [], states: 0, cpuMs: 0 });

/**
 * Solves one deal with `solver` (this checkout's `solve`, or an earlier copy's) within `budget` of
 * `clock`, and adds its outcome to `t`; returns the outcome and the time it took.
 */
export function solveCounted(
  solver: typeof solve,
  start: State,
  n: number,
  budget: Budget,
  clock: () => number,
  t: ListTally,
): { readonly status: SearchStatus; readonly states: number; readonly ms: number } {
  const before = clock();
  const res = solver(start, { ...budget, clock });
  const ms = clock() - before;
  t.states += res.states;
  t.cpuMs += ms;
  (res.status === 'solved' ? t.won : res.status === 'unsolvable' ? t.lost : t.unknown).push(n);
  return { status: res.status, states: res.states, ms };
}

/** One line of totals. */
export function summary(t: ListTally): string {
  const states = t.states.toLocaleString('en');
  return `won ${t.won.length}, lost ${t.lost.length}, unknown ${t.unknown.length}; ${states} positions, ${(t.cpuMs / 1000).toFixed(1)} s CPU; unknown [${t.unknown.join(',')}]`;
}

/** Deal numbers from `--deals` and `--deals-file` (one a line, or separated by commas). */
export function dealsFrom(listed: string | undefined, file: string | undefined): number[] {
  const text = [listed ?? '', file ? readFileSync(file, 'utf8') : ''].join(',');
  return text
    .split(/[\s,]+/)
    .filter((s) => s !== '')
    .map(Number);
}
