import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToPool,
  fixedSuit,
  homeNow,
  INF,
  newCounts,
  pool,
  reach,
  suitRuns,
} from '../../src/engine/solver/waste-cover';

// A suit's fewest runs (waste-cover.ts, suitRuns) are worked out again only where the pool changed
// since the last time. Held here to the definition, counted from nothing: over every way the home
// counts could stand (between those home now and the reach, never rising along the order), the
// least sum of each place's rise, with or without one card required to end its run at a place.

/** One suit's places: copies home now and cards in the pool. */
interface Suit {
  home: number[];
  pool: number[];
}

function reachOf(s: Suit, decks: number): number[] {
  const out: number[] = [];
  let before = decks;
  for (let k = 0; k < 13; k++) {
    before = Math.min(before, (s.home[k] as number) + (s.pool[k] as number));
    out.push(before);
  }
  return out;
}

/** The definition: every way of home counts tried (at most 105 for two decks). */
function fewestRuns(s: Suit, decks: number, endsAt: number): number {
  const hi = reachOf(s, decks);
  let best = INF;
  const walk = (k: number, above: number, outBefore: number, runs: number): void => {
    if (k === 13) {
      best = Math.min(best, runs);
      return;
    }
    const lo = s.home[k] as number;
    for (let h = lo; h <= Math.min(above, hi[k] as number); h++) {
      const out = (s.pool[k] as number) + lo - h;
      let rise: number;
      if (k !== endsAt) rise = Math.max(0, out - outBefore);
      else if (out < 1) continue;
      else rise = out - Math.min(outBefore, out - 1);
      walk(k + 1, h, out, runs + rise);
    }
  };
  walk(0, decks, 0, 0);
  return best;
}

/** A suit of two decks: home counts never rising along the order, the pool at most what is left. */
const suitArb = fc
  .tuple(
    fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 13, maxLength: 13 }),
    fc.array(fc.nat(2), { minLength: 13, maxLength: 13 }),
  )
  .map(([h, p]): Suit => {
    const home: number[] = [];
    let above = 2;
    for (const x of h) {
      above = Math.min(above, x);
      home.push(above);
    }
    return { home, pool: p.map((x, k) => Math.min(x, 2 - (home[k] as number))) };
  });

/** A change to the pool: a card more at a place with room, or a card less where there is one. */
const stepArb = fc.record({
  suit: fc.nat(3),
  place: fc.nat(12),
  more: fc.boolean(),
  ask: fc.integer({ min: -1, max: 12 }),
});

describe('suitRuns, worked out again where the pool changed', () => {
  it('gives the fewest runs, the reach and the fixed suits of the definition after every change', () => {
    fc.assert(
      fc.property(
        fc.array(suitArb, { minLength: 4, maxLength: 4 }),
        fc.array(stepArb, { maxLength: 60 }),
        (suits, steps) => {
          suits.forEach((s, i) => {
            homeNow.set(s.home, i * 13);
            pool.set(s.pool, i * 13);
          });
          newCounts();
          const check = (s: number, endsAt: number): void => {
            const suit = suits[s] as Suit;
            expect(suitRuns(s, 2, endsAt)).toBe(fewestRuns(suit, 2, endsAt));
            const r = reachOf(suit, 2);
            expect(Array.from(reach.subarray(s * 13, s * 13 + 13))).toEqual(r);
            expect(fixedSuit[s]).toBe(r.every((x, k) => x === suit.home[k]) ? 1 : 0);
          };
          for (let s = 0; s < 4; s++) check(s, -1);
          for (const step of steps) {
            const suit = suits[step.suit] as Suit;
            const k = step.place;
            const n = suit.pool[k] as number;
            if (step.more && n + (suit.home[k] as number) < 2) {
              suit.pool[k] = n + 1;
              addToPool(step.suit * 13 + k, 1);
            } else if (!step.more && n > 0) {
              suit.pool[k] = n - 1;
              addToPool(step.suit * 13 + k, -1);
            }
            // Asked of the suit changed, with or without a card ending its run.
            check(step.suit, step.ask);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
