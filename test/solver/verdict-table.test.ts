import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VerdictTable } from '../../src/engine/solver/waste-cover';

// The buried waste's kept verdicts (waste-cover.ts, VerdictTable) against a Map of the same keys:
// every key kept gives back its verdict and no other key gives one, through the table's growth.
// Keys are short strings of few letters, so that many share a hash's low bits and a prefix.

const key = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 0, maxLength: 12 });

describe('VerdictTable', () => {
  it('gives the verdicts a Map of whole keys gives', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.boolean()), { maxLength: 400 }), (entries) => {
        const table = new VerdictTable();
        const map = new Map<string, boolean>();
        for (const [k, lost] of entries) {
          const codes = Uint8Array.from(k);
          const known = table.get(codes, codes.length);
          const expected = map.get(k.join(','));
          expect(known === -1 ? undefined : known === 1).toBe(expected);
          if (expected === undefined) {
            table.add(codes.length, lost);
            map.set(k.join(','), lost);
          }
        }
        expect(table.size).toBe(map.size);
      }),
    );
  });

  it('reads a key from the start of a longer buffer, and is empty once cleared', () => {
    const table = new VerdictTable();
    const codes = Uint8Array.from([5, 6, 7, 99, 99]);
    expect(table.get(codes, 3)).toBe(-1);
    table.add(3, true);
    expect(table.get(Uint8Array.from([5, 6, 7]), 3)).toBe(1);
    expect(table.get(Uint8Array.from([5, 6, 7, 99]), 4)).toBe(-1);
    table.clear();
    expect(table.get(codes, 3)).toBe(-1);
  });

  it('is cleared when full (MAX_VERDICTS, 1 << 18), and keeps the verdict that found it full', () => {
    const table = new VerdictTable();
    const codes = new Uint8Array(3);
    const keyOf = (i: number) => {
      codes[0] = i & 255;
      codes[1] = (i >> 8) & 255;
      codes[2] = i >> 16;
    };
    let found = 0;
    for (let i = 0; i < 1 << 18; i++) {
      keyOf(i);
      if (table.get(codes, 3) !== -1) found++;
      table.add(3, i % 3 === 0);
    }
    expect(found).toBe(0);
    expect(table.size).toBe(1 << 18);
    keyOf(7);
    expect(table.get(codes, 3)).toBe(0);
    keyOf(1 << 18);
    expect(table.get(codes, 3)).toBe(-1);
    table.add(3, true);
    expect(table.size).toBe(1);
    expect(table.get(codes, 3)).toBe(1);
    keyOf(7);
    expect(table.get(codes, 3)).toBe(-1);
  });
});
