import { describe, expect, it } from 'vitest';
import {
  GuardedStore,
  KEY_PREFIX,
  MemoryStore,
  moveAside,
  openBrowserStore,
  type WebStorageLike,
  WebStore,
} from '../../src/platform/store';
import { fullDisk } from './helpers/full-disk';

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

describe('GuardedStore', () => {
  function fullStorage(saved: Record<string, string>) {
    const data = new Map(Object.entries(saved));
    const s: WebStorageLike = {
      getItem: (k) => data.get(k) ?? null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: (k) => {
        data.delete(k);
      },
    };
    return { s, data };
  }

  it('plays on when storage is full: keeps what it cannot write for the page, says so once', () => {
    const { s } = fullStorage({ [`${KEY_PREFIX}save:freecell`]: 'old game' });
    let said = 0;
    const store = new GuardedStore(s, () => said++);
    expect(store.get('save:freecell')).toBe('old game'); // nothing saved before is lost
    expect(store.set('save:freecell', 'new game')).toBe(false);
    expect(store.set('settings', '{}')).toBe(false);
    expect(store.get('save:freecell')).toBe('new game');
    expect(said).toBe(1);
    store.remove('save:freecell');
    expect(store.get('save:freecell')).toBeNull();
  });

  it('writes through while storage takes it', () => {
    const data = new Map<string, string>();
    const s: WebStorageLike = {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    };
    let said = 0;
    const store = new GuardedStore(s, () => said++);
    expect(store.set('a', '1')).toBe(true);
    expect(data.get(`${KEY_PREFIX}a`)).toBe('1');
    expect(said).toBe(0);
  });

  it('survives storage whose every call throws', () => {
    const hostileStorage: WebStorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = new GuardedStore(hostileStorage);
    expect(store.get('x')).toBeNull();
    store.set('x', '1');
    expect(store.get('x')).toBe('1');
    store.remove('x');
    expect(store.get('x')).toBeNull();
    expect(store.refused).toBe(true);
  });
});

describe('moveAside', () => {
  it('moves a value to another key, or puts it back where there is no room for the copy', () => {
    const store = new MemoryStore();
    store.set('a', 'x');
    expect(moveAside(store, 'a', 'b', 'x')).toBe(true);
    expect([store.get('a'), store.get('b')]).toEqual([null, 'x']);
  });

  it('never loses the value where storage takes no write at all (a full disk)', () => {
    const { store, data } = fullDisk({ a: 'unreadable' });
    expect(moveAside(store, 'a', 'b', 'unreadable')).toBe(false);
    // What the next page finds: the value where it was.
    expect(data.get('a')).toBe('unreadable');
    expect(data.has('b')).toBe(false);
  });
});
