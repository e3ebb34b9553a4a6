import { GuardedStore, KEY_PREFIX, type WebStorageLike } from '../../../src/platform/store';

/**
 * Storage on a full disk: what was written before is read and can be removed, but every write
 * throws (Firefox and Chrome refuse every setItem once the disk has no room). `data` is what the
 * next page would find, under the game's keys (without KEY_PREFIX).
 */
export function fullDisk(saved: Readonly<Record<string, string>>): { store: GuardedStore; data: Map<string, string> } {
  const data = new Map(Object.entries(saved));
  const storage: WebStorageLike = {
    getItem: (k) => data.get(k.slice(KEY_PREFIX.length)) ?? null,
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
    removeItem: (k) => void data.delete(k.slice(KEY_PREFIX.length)),
  };
  return { store: new GuardedStore(storage), data };
}
