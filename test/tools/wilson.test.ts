import { describe, expect, it } from 'vitest';
import { overlaps, wilson, winRate } from '../../tools/wilson';

// The win rates' intervals: Wilson's score interval at 95%, and unknown deals counted both ways
// (lost for the lower end, won for the upper), as Blake & Gent report theirs.

describe('wilson', () => {
  it('gives the textbook interval for 5 of 10 (0.2366 to 0.7634)', () => {
    const i = wilson(5, 10);
    expect(i.low).toBeCloseTo(0.2366, 4);
    expect(i.high).toBeCloseTo(0.7634, 4);
  });

  it('reaches 0 and 1 exactly at none and all, with the other end z^2 / (n + z^2) away', () => {
    const z2 = 1.959963984540054 ** 2;
    expect(wilson(0, 10)).toEqual({ low: 0, high: expect.closeTo(z2 / (10 + z2), 12) });
    expect(wilson(10, 10)).toEqual({ low: expect.closeTo(10 / (10 + z2), 12), high: 1 });
  });

  it('narrows as the square root of the deals: 100 times the deals, a tenth of the width', () => {
    const small = wilson(750, 1000);
    const big = wilson(75_000, 100_000);
    expect((big.high - big.low) / (small.high - small.low)).toBeCloseTo(0.1, 2);
    // About +/- 0.27% at 75% of 100,000 deals.
    expect(big.high - 0.75).toBeCloseTo(0.00268, 4);
  });

  it('refuses what is not a count of wins', () => {
    expect(() => wilson(11, 10)).toThrow();
    expect(() => wilson(-1, 10)).toThrow();
    expect(() => wilson(1.5, 10)).toThrow();
    expect(() => wilson(0, 0)).toThrow();
  });
});

describe('winRate', () => {
  it('counts the unknown deals lost for the lower end and won for the upper', () => {
    const r = winRate(90, 5, 100);
    expect(r.rate).toBe(0.9);
    expect(r.interval.low).toBe(wilson(90, 100).low);
    expect(r.interval.high).toBe(wilson(95, 100).high);
  });

  it('with no unknown deal is plain Wilson', () => {
    expect(winRate(763, 0, 1000).interval).toEqual(wilson(763, 1000));
  });

  it('refuses more won and unknown deals than there are', () => {
    expect(() => winRate(90, 11, 100)).toThrow();
  });
});

describe('overlaps', () => {
  it('is true when the intervals share a point, false when one lies wholly beyond the other', () => {
    expect(overlaps({ low: 0.74, high: 0.76 }, { low: 0.7502, high: 0.7508 })).toBe(true);
    expect(overlaps({ low: 0.74, high: 0.75 }, { low: 0.75, high: 0.76 })).toBe(true);
    expect(overlaps({ low: 0.76, high: 0.77 }, { low: 0.7502, high: 0.7508 })).toBe(false);
  });
});
