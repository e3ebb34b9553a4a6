import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentState } from '../../../src/engine';
import { canonicalBytes, SeenTable } from '../../../src/engine/solver/klondike/key';
import { type Layout, layoutFor, pack } from '../../../src/engine/solver/klondike/layout';
import { deal, rules } from '../../engine/helpers/board';
import { autoModeArb, dealArb, picksArb, playPick, start } from '../../engine/helpers/random-play';
import { mulberry32 } from '../helpers/exhaustive';

// The table of positions seen is exact: a position is new to it just when its canonical bytes are
// (a set of their texts says which), however many positions it holds and whatever their lengths;
// and the same position with its columns in another order is never new (key.ts).

function keyText(L: Layout, b: Uint8Array): string {
  const out = new Uint8Array(256);
  return Array.from(out.subarray(0, canonicalBytes(L, b, out))).join(',');
}

/** `b` with columns i and j swapped (face-down counts and lengths too). */
function swapped(L: Layout, b: Uint8Array, i: number, j: number): Uint8Array {
  const c = b.slice();
  c.set(b.subarray(j * L.slot, (j + 1) * L.slot), i * L.slot);
  c.set(b.subarray(i * L.slot, (i + 1) * L.slot), j * L.slot);
  for (const at of [L.len, L.down]) {
    c[at + i] = b[at + j] as number;
    c[at + j] = b[at + i] as number;
  }
  return c;
}

describe('the Klondike solver table of positions seen', () => {
  it.each([[[]], [['draw-3']], [['limited-passes']]])(
    'is new just when the canonical bytes are (options %j)',
    (options) => {
      fc.assert(
        fc.property(dealArb, autoModeArb, picksArb(150), fc.nat(), (deal, mode, picks, seed) => {
          let s = start(rules('klondike', options), deal, mode);
          const L = layoutFor(currentState(s));
          const table = new SeenTable(L);
          const texts = new Set<string>();
          for (const pick of [0, ...picks]) {
            const b = pack(L, currentState(s));
            const text = keyText(L, b);
            expect(table.add(b)).toBe(!texts.has(text));
            texts.add(text);
            const i = seed % L.nCols;
            const j = (seed >> 3) % L.nCols;
            expect(table.add(swapped(L, b, i, j))).toBe(false);
            s = playPick(s, pick);
          }
          expect(table.size).toBe(texts.size);
        }),
        { numRuns: 20 },
      );
    },
  );

  it('stays exact as it grows (40,000 positions: deal 1 with its talon shuffled)', () => {
    const state = deal('klondike', 1);
    const L = layoutFor(state);
    const base = pack(L, state);
    const tn = base[L.tn] as number;
    const table = new SeenTable(L);
    const texts = new Set<string>();
    const rnd = mulberry32(2026);
    const all: Uint8Array[] = [];
    for (let v = 0; v < 40_000; v++) {
      const b = base.slice();
      // The talon shuffled, and shortened, so that entries are of many lengths; now and then the
      // same shuffle again, so that some are not new.
      const len = tn - Math.floor(rnd() * 6);
      for (let i = len - 1; i > 0; i--) {
        const j = Math.floor(rnd() * (i + 1));
        const t = b[L.talon + i] as number;
        b[L.talon + i] = b[L.talon + j] as number;
        b[L.talon + j] = t;
      }
      b[L.tn] = len;
      all.push(b);
      if (v % 10 === 0) all.push(b.slice());
    }
    for (const b of all) {
      const text = keyText(L, b);
      expect(table.add(b)).toBe(!texts.has(text));
      texts.add(text);
    }
    expect(texts.size).toBeGreaterThan(35_000);
    expect(texts.size).toBeLessThan(all.length);
    for (const b of all) expect(table.add(b)).toBe(false);
    expect(table.size).toBe(texts.size);
  });
});
