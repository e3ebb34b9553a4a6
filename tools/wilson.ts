// Win rates with their uncertainty: the 95% Wilson score interval, and the interval when some
// deals are undecided (counted both ways, as Blake & Gent do: lost for the lower end, won for the
// upper), so that no unknown deal is ever quietly counted as a win or a loss.

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** The Wilson score interval of `wins` in `n` trials, as fractions in [0, 1]. */
export function wilson(wins: number, n: number, z = Z95): Interval {
  if (!Number.isInteger(wins) || !Number.isInteger(n) || wins < 0 || n < 1 || wins > n) {
    throw new Error(`wilson: ${wins} wins of ${n} is not a count`);
  }
  const p = wins / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At 0 or n wins one end is exactly 0 or 1; clamp the rounding either side.
  return { low: wins === 0 ? 0 : Math.max(0, centre - half), high: wins === n ? 1 : Math.min(1, centre + half) };
}

export interface WinRate {
  /** Won over decided-or-not: the unknown deals counted as lost. */
  readonly rate: number;
  /** The lower end with every unknown deal lost, the upper end with every one won. */
  readonly interval: Interval;
}

/** The win rate of `won` of `deals`, `unknown` of them undecided: Wilson's interval, unknowns both ways. */
export function winRate(won: number, unknown: number, deals: number): WinRate {
  if (won + unknown > deals) throw new Error(`winRate: ${won} won and ${unknown} unknown of ${deals}`);
  return {
    rate: won / deals,
    interval: { low: wilson(won, deals).low, high: wilson(won + unknown, deals).high },
  };
}

/** Do two intervals share a point? */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.low <= b.high && b.low <= a.high;
}

/** A fraction as a percentage with `digits` decimals: 0.7505 -> "75.050%". */
export function percent(x: number, digits = 3): string {
  return `${(100 * x).toFixed(digits)}%`;
}
