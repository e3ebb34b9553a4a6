import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABSENT, KeyTable } from '../../src/engine/solver/key-table';

// The table of byte keys (key-table.ts) against a Map of the same keys: every key kept is found,
// with its value, and no other key is, through the table's growth (it starts with room for a few
// keys) and its clearing. Keys are short strings of few letters, so that many share a hash's low
// bits, a prefix, and all but their length (trailing zeros, which pad a key to a word).

const key = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 0, maxLength: 12 });

/** A step: a key to find and add if absent, with a value; or (null) a clear. */
const step = fc.oneof(
  { weight: 40, arbitrary: fc.tuple(key, fc.integer({ min: -5, max: 1 << 20 })) },
  { weight: 1, arbitrary: fc.constant(null) },
);

describe('KeyTable', () => {
  it('finds the keys and values a Map of whole keys holds, through growth and clears', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 500 }), (steps) => {
        const table = new KeyTable(2, true);
        const map = new Map<string, number>();
        for (const s of steps) {
          if (s === null) {
            table.clear();
            map.clear();
            continue;
          }
          const [k, value] = s;
          table.setKey(Uint8Array.from(k), k.length);
          const entry = table.find(k.length);
          const expected = map.get(k.join(','));
          expect(entry === ABSENT ? undefined : table.valueAt(entry)).toBe(expected);
          if (expected === undefined) {
            table.add(k.length, value);
            map.set(k.join(','), value);
          }
          expect(table.size).toBe(map.size);
        }
        // Every key kept is found again after the growth that followed it.
        for (const [text, value] of map) {
          const k = text === '' ? [] : text.split(',').map(Number);
          table.setKey(Uint8Array.from(k), k.length);
          const entry = table.find(k.length);
          expect(entry).not.toBe(ABSENT);
          expect(table.valueAt(entry)).toBe(value);
        }
      }),
    );
  });

  it('adds a key it has just not found after a clear between', () => {
    fc.assert(
      fc.property(fc.uniqueArray(key, { selector: (k) => k.join(','), minLength: 2, maxLength: 200 }), (keys) => {
        // A table full to its growth, so that a search often runs past where it starts.
        const table = new KeyTable(keys.length, true);
        const last = keys[keys.length - 1] as number[];
        for (const k of keys.slice(0, -1)) {
          table.setKey(Uint8Array.from(k), k.length);
          if (table.find(k.length) === ABSENT) table.add(k.length, 1);
        }
        table.setKey(Uint8Array.from(last), last.length);
        expect(table.find(last.length)).toBe(ABSENT);
        table.clear();
        table.add(last.length, 2);
        const entry = table.find(last.length);
        expect(entry).not.toBe(ABSENT);
        expect(table.valueAt(entry)).toBe(2);
        expect(table.size).toBe(1);
      }),
    );
  });

  it('without values, inserts a key once (as a Set does)', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 500 }), (keys) => {
        const table = new KeyTable(2);
        const set = new Set<string>();
        for (const k of keys) {
          table.setKey(Uint8Array.from(k), k.length);
          const text = k.join(',');
          expect(table.insert(k.length)).toBe(!set.has(text));
          set.add(text);
        }
        expect(table.size).toBe(set.size);
      }),
    );
  });

  it('reads a key from the start of a longer buffer, and refuses one longer than its buffer', () => {
    const table = new KeyTable(4, true);
    const bytes = Uint8Array.from([5, 6, 7, 99, 99]);
    table.setKey(bytes, 3);
    expect(table.find(3)).toBe(ABSENT);
    table.add(3, 42);
    table.setKey(Uint8Array.from([5, 6, 7]), 3);
    expect(table.valueAt(table.find(3))).toBe(42);
    table.setKey(Uint8Array.from([5, 6, 7, 0]), 4);
    expect(table.find(4)).toBe(ABSENT);
    expect(() => table.setKey(new Uint8Array(2000), 2000)).toThrow();
  });
});
