// Key-value storage behind a small interface, so the rest of the platform (saves, settings,
// statistics) can be tested against memory and run in a browser against localStorage.

/** The little a store must do. Every method may fail silently; none throws. */
export interface KeyValueStore {
  get(key: string): string | null;
  /** Returns false when the value could not be kept (quota, private mode, no storage). */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

/** Everything under one prefix, so the game never touches another page's keys on the same origin. */
export const KEY_PREFIX = 'open-cell-solitaire:';

/** A store that lives only as long as the page: for tests and for browsers that refuse storage. */
export class MemoryStore implements KeyValueStore {
  private readonly values = new Map<string, string>();

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): boolean {
    this.values.set(key, value);
    return true;
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  /** The keys held, for tests. */
  keys(): string[] {
    return [...this.values.keys()];
  }
}

/** The part of the Web Storage API this file uses, so a fake can stand in for it in tests. */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * localStorage with every call guarded. Safari's private mode, a full quota, storage disabled by
 * the user or a sandboxed iframe all throw, sometimes on mere access to `window.localStorage`;
 * the game must go on without remembering rather than crash.
 */
export class WebStore implements KeyValueStore {
  constructor(private readonly storage: WebStorageLike) {}

  get(key: string): string | null {
    try {
      return this.storage.getItem(KEY_PREFIX + key);
    } catch {
      return null;
    }
  }

  set(key: string, value: string): boolean {
    try {
      this.storage.setItem(KEY_PREFIX + key, value);
      return true;
    } catch {
      return false;
    }
  }

  remove(key: string): void {
    try {
      this.storage.removeItem(KEY_PREFIX + key);
    } catch {
      // Nothing to do: a key that cannot be removed cannot be read either.
    }
  }
}

/** localStorage when the browser lets us use it, else memory (the game still works, it just forgets). */
export function openBrowserStore(): KeyValueStore {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return new MemoryStore();
    // Probe once: some browsers hand out a storage object whose every write throws.
    const probe = `${KEY_PREFIX}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return new WebStore(storage);
  } catch {
    return new MemoryStore();
  }
}
