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

/**
 * Moves `value` (stored under `from`) to `to`; true when it moved. The original is never lost: the
 * copy is written first; where storage is nearly full and it does not fit, the original is
 * removed to make room only after it was written again in place (the same size, so it fits
 * wherever storage takes writes at all: on a full disk every write fails, and a removal would be
 * for good), and put back where even then the copy does not fit.
 */
export function moveAside(store: KeyValueStore, from: string, to: string, value: string): boolean {
  if (store.set(to, value)) {
    store.remove(from);
    return true;
  }
  if (!store.set(from, value)) return false;
  store.remove(from);
  if (store.set(to, value)) return true;
  store.set(from, value);
  return false;
}

/**
 * The first of `count` numbered keys (`keyOf(1)`, `keyOf(2)`, …) holding nothing, or the last when
 * all are taken: where something set aside goes, so an earlier one set aside stays as it was.
 */
export function freeSlot(store: KeyValueStore, keyOf: (n: number) => string, count: number): string {
  for (let n = 1; n < count; n++) {
    const key = keyOf(n);
    if (store.get(key) === null) return key;
  }
  return keyOf(count);
}

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

/**
 * localStorage that may refuse writes (full, private mode, blocked in a third-party iframe): what
 * it will not keep is held in memory for this page, so the game plays on the same and only forgets
 * on reload. Reads still come from storage, so nothing saved before is lost; the first refusal is
 * reported once (`onRefused`), so the player can be told.
 */
export class GuardedStore implements KeyValueStore {
  /** Values the browser refused, for this page only; null marks a key removed here. */
  private readonly held = new Map<string, string | null>();
  private refusedOnce = false;

  constructor(
    private readonly storage: WebStorageLike | null,
    private readonly onRefused: () => void = () => {},
  ) {}

  /** True once a write has been refused. */
  get refused(): boolean {
    return this.refusedOnce;
  }

  get(key: string): string | null {
    if (this.held.has(key)) return this.held.get(key) ?? null;
    try {
      return this.storage?.getItem(KEY_PREFIX + key) ?? null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string): boolean {
    try {
      if (!this.storage) throw new Error('no storage');
      this.storage.setItem(KEY_PREFIX + key, value);
      this.held.delete(key);
      return true;
    } catch {
      this.held.set(key, value);
      this.refuse();
      return false;
    }
  }

  remove(key: string): void {
    try {
      this.storage?.removeItem(KEY_PREFIX + key);
      this.held.delete(key);
    } catch {
      this.held.set(key, null);
    }
  }

  /** Marks storage as refusing (a failed probe at start), reporting it the first time. */
  refuse(): void {
    if (this.refusedOnce) return;
    this.refusedOnce = true;
    this.onRefused();
  }
}

/** The browser's localStorage, or null where touching it throws or there is none (Node). */
function localStorageOrNull(): { storage: WebStorageLike | null; blocked: boolean } {
  try {
    const storage = globalThis.localStorage;
    return { storage: storage ?? null, blocked: false };
  } catch {
    // Merely touching localStorage throws where it is blocked: it exists, and refuses.
    return { storage: null, blocked: true };
  }
}

/**
 * The page's store: localStorage guarded (GuardedStore), probed once at start, since some browsers
 * hand out a storage whose every write throws. `onRefused` hears of the first refusal, at start or
 * later (a full quota). Where there is no localStorage at all (Node), memory, without a word.
 */
export function openGuardedStore(onRefused: () => void = () => {}): KeyValueStore {
  const { storage, blocked } = localStorageOrNull();
  if (!storage && !blocked) return new MemoryStore();
  const store = new GuardedStore(storage, onRefused);
  try {
    if (!storage) throw new Error('blocked');
    const probe = `${KEY_PREFIX}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
  } catch {
    store.refuse();
  }
  return store;
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
