import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WINNABLE_DEAL_BUDGET, WINNABLE_DEAL_TRIES } from '../src/engine/solver';
import { runMain } from './args';
import type { DealOutcome } from './deal-pool';
import { parseResults } from './deal-results';

// `npm run known-wins`
// "Only winnable deals" asks the solver, in the player's browser, for the first deal it wins from a
// random number on (WINNABLE_DEAL_BUDGET a deal). Where most deals are lost or slow to win (Cast
// Out Nines wins 3 in 100), that search outlasts the table's patience and the player gets a plain
// deal with a notice. The win-rate runs have already won thousands of deals of each game, each by a
// line the engine replayed: this writes those wins, for the games whose live search is slow, into
// src/engine/solver/known-wins-data.ts, from which such a game's winnable deal is drawn at once.
//
// Which games: those where a live search from a random deal would take over a second at the 90th
// percentile on this machine (a phone is several times slower, and the patience is 12 s), worked
// out from the results files themselves: from each deal on, the time of each deal tried (as the
// file records it, cut to the live search's budget) until the first won within that budget.

const RESULTS_DIRS = ['results/winrates', 'results/winrates-10s', 'results/winrates-10s-only'];
const OUT = 'src/engine/solver/known-wins-data.ts';
/** The live search's budget a deal (SolveBudget's fields are optional; the winnable search sets both). */
const BUDGET = {
  maxStates: WINNABLE_DEAL_BUDGET.maxStates ?? Number.POSITIVE_INFINITY,
  maxMs: WINNABLE_DEAL_BUDGET.maxMs ?? Number.POSITIVE_INFINITY,
};
/** Live searches slower than this at their 90th percentile get a list. */
const SLOW_MS = 1000;
/**
 * A list covers at least this many deals from 1 (a run just begun is too few to tell its search's
 * time by); a low win rate's list of a few hundred deals is still far better than a plain deal.
 */
const MIN_DEALS = 200;

interface Source {
  readonly key: string;
  readonly path: string;
  readonly outcomes: ReadonlyMap<number, DealOutcome>;
}

/** Each game (with its options) once: the results file that decided the most deals. */
function sources(): Source[] {
  const best = new Map<string, Source>();
  for (const dir of RESULTS_DIRS) {
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.tsv'))
      .sort()) {
      const path = join(dir, name);
      const parsed = parseResults(readFileSync(path, 'utf8'));
      if (!parsed.ok) throw new Error(`${path}: ${parsed.error}`);
      const key = [parsed.header.game, ...parsed.header.options].join('+');
      const known = best.get(key);
      if (!known || parsed.outcomes.size > known.outcomes.size) best.set(key, { key, path, outcomes: parsed.outcomes });
    }
  }
  return [...best.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Won within the live search's budget, as the file records it. */
function quickWin(o: DealOutcome): boolean {
  return o.status === 'solved' && o.states <= BUDGET.maxStates && o.ms <= BUDGET.maxMs;
}

/** What one deal costs the live search: its time, cut to the budget (by positions too). */
function tryMs(o: DealOutcome): number {
  const cut = o.states > BUDGET.maxStates ? (o.ms * BUDGET.maxStates) / o.states : o.ms;
  return Math.min(cut, BUDGET.maxMs);
}

/** The live search's time from each deal of the file on (deals in order, round the end), its 90th percentile. */
function liveSearchP90(outcomes: ReadonlyMap<number, DealOutcome>): number {
  const deals = [...outcomes.values()].sort((a, b) => a.deal - b.deal);
  const times = deals.map((_, start) => {
    let ms = 0;
    for (let i = 0; i < WINNABLE_DEAL_TRIES; i++) {
      const o = deals[(start + i) % deals.length] as DealOutcome;
      ms += tryMs(o);
      if (quickWin(o)) break;
    }
    return ms;
  });
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length * 0.9)] ?? 0;
}

/** The won deals 1..upTo as bits, low bit first, in hex: deal d is bit (d - 1) % 8 of byte (d - 1) / 8. */
function wonBits(outcomes: ReadonlyMap<number, DealOutcome>, upTo: number): string {
  const bytes = new Uint8Array(Math.ceil(upTo / 8));
  for (const o of outcomes.values()) {
    const at = (o.deal - 1) >> 3;
    if (o.status === 'solved' && o.deal <= upTo) bytes[at] = (bytes[at] ?? 0) | (1 << ((o.deal - 1) & 7));
  }
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The first deals of the file without a gap: the range the list covers. */
function contiguous(outcomes: ReadonlyMap<number, DealOutcome>): number {
  let n = 0;
  while (outcomes.has(n + 1)) n++;
  return n;
}

function moduleText(lists: readonly { source: Source; upTo: number; won: number; hex: string }[]): string {
  // Laid out as the formatter (Biome) lays it out, so that the file written passes the lint as it is.
  const entries = lists.map(({ source, upTo, won, hex }) => {
    const lines = hex.match(/.{1,96}/g) ?? [];
    return [
      `  // ${won} of deals 1..${upTo} won`,
      `  ${/^[a-z]\w*$/.test(source.key) ? source.key : `'${source.key}'`}: {`,
      `    source: '${source.path}',`,
      `    upTo: ${upTo},`,
      '    bits:',
      ...lines.map((line, i) => `      '${line}'${i < lines.length - 1 ? ' +' : ','}`),
      '  },',
    ].join('\n');
  });
  return `// Generated by \`npm run known-wins\` (tools/known-wins.ts) from the win-rate runs' results files: do not edit.
// The deals the solver won there (each by a line the engine replayed), for the games whose live
// search for a winnable deal is slow; deal d is bit (d - 1) % 8 of byte (d - 1) / 8, bytes in hex.

import type { WonDealBits } from './known-wins';

export const KNOWN_WINS: Readonly<Record<string, WonDealBits>> = {
${entries.join('\n')}
};
`;
}

runMain(async () => {
  const lists = [];
  for (const source of sources()) {
    const p90 = liveSearchP90(source.outcomes);
    const upTo = contiguous(source.outcomes);
    const won = [...source.outcomes.values()].filter((o) => o.status === 'solved' && o.deal <= upTo).length;
    const listed = p90 > SLOW_MS && upTo >= MIN_DEALS;
    console.log(
      `${source.key.padEnd(32)} ${String(source.outcomes.size).padStart(7)} deals  live search p90 ${(p90 / 1000).toFixed(1).padStart(5)} s  ${listed ? `listed: ${won} won of 1..${upTo}` : 'searched live'}`,
    );
    if (listed) lists.push({ source, upTo, won, hex: wonBits(source.outcomes, upTo) });
  }
  writeFileSync(OUT, moduleText(lists));
  console.log(`wrote ${OUT}`);
  return 0;
});
