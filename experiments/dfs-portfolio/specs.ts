import { readdirSync, readFileSync } from 'node:fs';
import { LG_SCANS, POOL } from './pool';
import type { PortfolioSpec } from './portfolio';
import type { ScanSpec } from './scan';

// The portfolios tried (kinds' letters: scan.ts's KIND_LETTERS; "[..]" shuffled by the seed, "{..}"
// sorted by CoreDive's key). Throwaway.

/** open-core/dive.ts's CoreDive order (splits left out), and the same with splits last. */
export const DIVE: ScanSpec = { name: 'dive', order: '{10}4267c' };
export const DIVE_SPLIT: ScanSpec = { name: 'dive8', order: '{10}4267c8' };

const idx = (scans: readonly ScanSpec[], name: string): number => {
  if (name === 'bf') return -1;
  const i = scans.findIndex((s) => s.name === name);
  if (i < 0) throw new Error(`no scan ${name}`);
  return i;
};

/** looking-glass.sh's prelude, by the scans' names (its two A* scans, 11 and 18, are our two dives). */
const LG_PRELUDE: readonly (readonly [string, number])[] = [
  ['24', 245],
  ['5', 230],
  ['9', 280],
  ['sI', 412],
  ['sF', 400],
  ['sH', 490],
  ['sG', 428],
  ['32', 760],
  ['12', 380],
  ['24', 281],
  ['10', 380],
  ['5', 76],
  ['new', 200],
  ['sD', 225],
  ['sB', 266],
  ['24', 380],
  ['20', 760],
  ['dive', 380],
  ['24', 760],
  ['dive', 380],
];

function prelude(scans: readonly ScanSpec[], names: readonly (readonly [string, number])[], k = 1): [number, number][] {
  return names.map(([n, q]) => [idx(scans, n), Math.round(q * k)]);
}

export const PORTFOLIOS: Record<string, PortfolioSpec> = {
  /** CoreDive alone (a check: its positions must equal CoreDive's). */
  dive: { name: 'dive', scans: [DIVE], prelude: [], step: 1 << 30, shared: false },
  lg: { name: 'lg', scans: LG_SCANS, prelude: prelude(LG_SCANS, LG_PRELUDE), step: 500, shared: false },
  'lg-shared': { name: 'lg-shared', scans: LG_SCANS, prelude: prelude(LG_SCANS, LG_PRELUDE), step: 500, shared: true },
  'lg-x2': { name: 'lg-x2', scans: LG_SCANS, prelude: prelude(LG_SCANS, LG_PRELUDE, 2), step: 1000, shared: false },
  'lg-half': {
    name: 'lg-half',
    scans: LG_SCANS,
    prelude: prelude(LG_SCANS, LG_PRELUDE, 0.5),
    step: 250,
    shared: false,
  },
};

/** Schedules sim.ts wrote (schedules/NAME.json): scans by name, a prelude, the round-robin's step. */
interface Schedule {
  readonly scans: readonly string[];
  readonly prelude: readonly (readonly [string, number])[];
  readonly step: number;
}
const dir = new URL('./schedules/', import.meta.url);
for (const file of readdirSync(dir)) {
  if (!file.endsWith('.json')) continue;
  const s = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Schedule;
  const name = file.replace(/\.json$/, '');
  // 'bf' in a schedule: the best-first search's positions first (it must open the prelude).
  // 'bf' in a schedule: a turn of the best-first search.
  const scans = s.scans
    .filter((n) => n !== 'bf')
    .map((n) => {
      const spec = POOL.find((p) => p.name === n);
      if (!spec) throw new Error(`schedule ${name}: no scan ${n}`);
      return spec;
    });
  const base = { name, scans, prelude: prelude(scans, s.prelude), step: s.step };
  PORTFOLIOS[name] = { ...base, shared: false };
  PORTFOLIOS[`${name}-shared`] = { ...base, name: `${name}-shared`, shared: true };
}
