import type { DealOutcome } from './deal-pool';
import { type Interval, overlaps, percent, type WinRate, winRate } from './wilson';

// What a results file says about a range of deals: the counts, the win rate with its interval,
// the times, and the published figure beside it where there is one.

/**
 * Blake & Gent's win rates (JAIR 2026), by our game spec (game id, then its options after "+"):
 * the rate and the half-width of their 95% interval (none given for FreeCell, from billions of
 * deals: its interval is far narrower than any we can measure).
 */
export const BLAKE_GENT: Readonly<Record<string, { readonly rate: number; readonly margin: number }>> = {
  freecell: { rate: 0.99998881, margin: 0 },
  'bakers-game': { rate: 0.75053, margin: 0.00028 },
  'eight-off': { rate: 0.998805, margin: 0.000022 },
  'seahaven-towers': { rate: 0.89332, margin: 0.0002 },
  // Thoughtful Klondike, foundation cards allowed back (family.md).
  klondike: { rate: 0.9048, margin: 0.00116 },
  'klondike+draw-3': { rate: 0.81945, margin: 0.00084 },
};

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

export interface Summary {
  readonly from: number;
  readonly to: number;
  readonly deals: number;
  readonly solved: number;
  readonly unsolvable: number;
  readonly unknown: number;
  readonly win: WinRate;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly totalMs: number;
  readonly states: number;
  readonly medianLength: number;
  /** The slowest deals, slowest first. */
  readonly slowest: readonly DealOutcome[];
  readonly unsolvableDeals: readonly number[];
  readonly unknownDeals: readonly number[];
}

/** The outcomes of deals from..to (null when there are none). */
export function summarize(all: Iterable<DealOutcome>, from: number, to: number): Summary | null {
  const outcomes = [...all].filter((o) => o.deal >= from && o.deal <= to).sort((a, b) => a.deal - b.deal);
  if (outcomes.length === 0) return null;
  const having = (s: DealOutcome['status']) => outcomes.filter((o) => o.status === s);
  const solved = having('solved');
  const unsolvable = having('unsolvable');
  const unknown = having('unknown');
  const ms = outcomes.map((o) => o.ms);
  return {
    from,
    to,
    deals: outcomes.length,
    solved: solved.length,
    unsolvable: unsolvable.length,
    unknown: unknown.length,
    win: winRate(solved.length, unknown.length, outcomes.length),
    medianMs: percentile(ms, 0.5),
    p95Ms: percentile(ms, 0.95),
    totalMs: ms.reduce((a, b) => a + b, 0),
    states: outcomes.reduce((a, o) => a + o.states, 0),
    medianLength: percentile(
      solved.map((o) => o.length),
      0.5,
    ),
    slowest: [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 5),
    unsolvableDeals: unsolvable.map((o) => o.deal),
    unknownDeals: unknown.map((o) => o.deal),
  };
}

export function msText(ms: number): string {
  if (ms >= 60_000) return `${(ms / 60_000).toFixed(1)} min`;
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`;
}

function intervalText(i: Interval, digits: number): string {
  return `${percent(i.low, digits)} to ${percent(i.high, digits)}`;
}

/** Blake & Gent's figure for a game spec and whether our interval meets theirs, or null. */
export function published(spec: string, s: Summary): { text: string; overlaps: boolean } | null {
  const bg = BLAKE_GENT[spec];
  if (!bg) return null;
  const theirs = { low: bg.rate - bg.margin, high: bg.rate + bg.margin };
  const text = bg.margin === 0 ? percent(bg.rate, 6) : `${percent(bg.rate, 3)} +/- ${percent(bg.margin, 3)}`;
  return { text, overlaps: overlaps(s.win.interval, theirs) };
}

/** A few lines for the terminal. */
export function summaryText(label: string, spec: string, s: Summary): string {
  const list = (deals: readonly number[]): string =>
    deals.length === 0 ? '' : ` [${deals.slice(0, 12).join(', ')}${deals.length > 12 ? ', ...' : ''}]`;
  const bg = published(spec, s);
  const lines = [
    `${label}, deals ${s.from}..${s.to} (${s.deals} of them in the results):`,
    `  won ${s.solved}, proven lost ${s.unsolvable}${list(s.unsolvableDeals)}, unknown ${s.unknown}${list(s.unknownDeals)}`,
    `  win rate ${percent(s.win.rate, 4)}, 95% Wilson interval ${intervalText(s.win.interval, 4)} (unknown deals counted both ways)`,
    ...(bg
      ? [`  Blake & Gent: ${bg.text}; ${bg.overlaps ? 'the intervals overlap' : 'the intervals do NOT overlap'}`]
      : []),
    `  per deal: median ${msText(s.medianMs)}, p95 ${msText(s.p95Ms)}; ${msText(s.totalMs)} and ${s.states.toLocaleString('en')} positions in all`,
    `  slowest: ${s.slowest.map((o) => `${o.deal} (${msText(o.ms)}, ${o.status})`).join(', ')}`,
  ];
  return `${lines.join('\n')}\n`;
}

export const TABLE_HEAD = [
  '| game | deals | won | proven lost | unknown | win rate (95% interval) | Blake & Gent | median, p95 time | slowest |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];

/** One row of the published table. */
export function tableRow(label: string, spec: string, s: Summary): string {
  const bg = published(spec, s);
  const bgText = bg ? `${bg.text}${bg.overlaps ? '' : ' (no overlap)'}` : '-';
  const count = (n: number): string => n.toLocaleString('en');
  const slow = s.slowest
    .slice(0, 3)
    .map((o) => `${o.deal} (${msText(o.ms)})`)
    .join(', ');
  return `| ${label} | ${s.from}..${s.to} | ${count(s.solved)} | ${count(s.unsolvable)} | ${count(s.unknown)} | ${percent(s.win.rate, 3)} (${intervalText(s.win.interval, 3)}) | ${bgText} | ${msText(s.medianMs)}, ${msText(s.p95Ms)} | ${slow} |`;
}
