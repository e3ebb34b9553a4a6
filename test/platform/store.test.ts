import { describe, expect, it } from 'vitest';
import { KEY_PREFIX, MemoryStore, openBrowserStore, type WebStorageLike, WebStore } from '../../src/platform/store';

/** A Web Storage that throws on everything, like Safari's old private mode or a sandboxed frame. */
const hostile: WebStorageLike = {
  getItem() {
    throw new Error('SecurityError');
  },
  setItem() {
    throw new Error('QuotaExceededError');
  },
  removeItem() {
    throw new Error('SecurityError');
  },
};

function fakeStorage(): WebStorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('MemoryStore', () => {
  it('keeps, returns and forgets values', () => {
    const s = new MemoryStore();
    expect(s.get('a')).toBeNull();
    expect(s.set('a', '1')).toBe(true);
    expect(s.get('a')).toBe('1');
    s.remove('a');
    expect(s.get('a')).toBeNull();
  });
});

describe('WebStore', () => {
  it('prefixes its keys so other pages on the origin are left alone', () => {
    const storage = fakeStorage();
    const s = new WebStore(storage);
    s.set('settings', '{}');
    expect([...storage.data.keys()]).toEqual([`${KEY_PREFIX}settings`]);
    expect(s.get('settings')).toBe('{}');
    s.remove('settings');
    expect(storage.data.size).toBe(0);
  });

  it('never throws when storage refuses', () => {
    const s = new WebStore(hostile);
    expect(s.get('x')).toBeNull();
    expect(s.set('x', 'y')).toBe(false);
    expect(() => s.remove('x')).not.toThrow();
  });
});

describe('openBrowserStore', () => {
  it('falls back to memory where there is no localStorage (Node)', () => {
    const s = openBrowserStore();
    expect(s.set('k', 'v')).toBe(true);
    expect(s.get('k')).toBe('v');
  });
});
