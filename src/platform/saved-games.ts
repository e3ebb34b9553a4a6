import { type GameId, loadSave, moveCount, type Session, savedByNewerVersion, saveToJson } from '../engine';
import { type MessageKey, t } from './i18n';
import { freeSlot, type KeyValueStore, moveAside } from './store';

// One saved game per game id, kept as the engine's own versioned save JSON. The engine replays
// every move when loading, so a save that fails (corrupt, edited, or from another version) is
// never half-loaded: it is moved aside, where a future version or a curious player can still
// find it, and the player is told once. A newer version's save (a page left open in a tab since an
// update) is left where it is, for the newer page: this one neither reads nor writes it. Beside each save is when it was last written, so the menu
// can offer the game played last first; saves from before that was kept simply have no time.

export const saveKey = (game: GameId): string => `save:${game}`;
/** Where unreadable saves of a game are kept: the first under this key, later ones numbered from 2. */
export const setAsideKey = (game: GameId, n = 1): string => `save-set-aside:${game}${n > 1 ? `:${n}` : ''}`;
/** Unreadable saves kept of one game at most (the last slot takes the newest beyond them). */
const MAX_SET_ASIDE = 20;
/** Milliseconds since 1970 when the save of this game was last written (its own key: older saves stay as they were). */
export const savedAtKey = (game: GameId): string => `save-time:${game}`;

export type SavedGameLoad =
  | { readonly kind: 'none' }
  | { readonly kind: 'loaded'; readonly session: Session }
  | {
      readonly kind: 'set-aside';
      /** Why the engine refused it, for the console and bug reports (English). */
      readonly reason: string;
      /** What to tell the player, in the current language. */
      readonly notice: string;
      readonly noticeKey: MessageKey;
    }
  | {
      /**
       * Made by a newer version of the game (a newer page in another tab, this one not reloaded
       * since): kept where it is for that version, and neither written over nor cleared by this page.
       */
      readonly kind: 'newer';
      /** What to tell the player, the first time this page meets this save; null after. */
      readonly notice: string | null;
    }
  | {
      /** Unreadable, and kept where it is: storage takes no write (a full disk), so it could not be moved. */
      readonly kind: 'unreadable';
      readonly reason: string;
      /** What to tell the player, the first time this page meets this save; null after. */
      readonly notice: string | null;
    };

export class SavedGames {
  /**
   * Saves this page leaves where they are (unreadable ones it could not move aside, newer versions'),
   * each told once: the text last told of, by game.
   */
  private readonly told = new Map<GameId, string>();
  /**
   * The JSON this page last wrote, by game: while the stored save is still that, it is this
   * version's, and a write need not parse it again to know (a long game's save, once a move).
   */
  private readonly written = new Map<GameId, string>();

  constructor(
    private readonly store: KeyValueStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keeps the game; false when storage refused (the game goes on, it just will not be remembered), or a newer version's save stands. */
  save(session: Session): boolean {
    return this.write(session.rules.id, saveToJson(session)) === 'written';
  }

  /**
   * Keeps a game's save JSON as it is, and the time it was written: 'refused' where storage took no
   * write, 'held' where a newer version's save stands there (left as it is).
   */
  write(game: GameId, json: string): 'written' | 'refused' | 'held' {
    if (this.heldByNewer(game)) return 'held';
    if (!this.store.set(saveKey(game), json)) return 'refused';
    this.written.set(game, json);
    this.store.set(savedAtKey(game), String(Math.round(this.now())));
    return 'written';
  }

  /** When the save was last written (ms since 1970); null for none, or a save from before times were kept. */
  savedAt(game: GameId): number | null {
    if (!this.has(game)) return null;
    const raw = this.store.get(savedAtKey(game));
    const n = raw === null ? Number.NaN : Number(raw);
    return Number.isSafeInteger(n) && n >= 0 ? n : null;
  }

  /** Is the save of this game a newer version's (see the 'newer' load), which this page must leave alone? */
  heldByNewer(game: GameId): boolean {
    const json = this.store.get(saveKey(game));
    return json !== null && json !== this.written.get(game) && savedByNewerVersion(json);
  }

  has(game: GameId): boolean {
    return this.store.get(saveKey(game)) !== null;
  }

  /** The saved game, or why there is none. A save that cannot be read is set aside, never thrown. */
  load(game: GameId): SavedGameLoad {
    const json = this.store.get(saveKey(game));
    if (json === null) return { kind: 'none' };
    if (savedByNewerVersion(json)) {
      return { kind: 'newer', notice: this.tellOnce(game, json, 'notice.saveNewer') };
    }
    let result: ReturnType<typeof loadSave>;
    try {
      result = loadSave(json);
    } catch (e) {
      // loadSave reports problems as values; this is for a bug there, which must not lose the menu.
      result = { ok: false, error: `the engine failed reading the save: ${String(e)}` };
    }
    if (result.ok && result.session.rules.id === game) return { kind: 'loaded', session: result.session };
    const reason = result.ok ? `the save under ${game} is a game of ${result.session.rules.id}` : result.error;
    if (this.setAside(game, json))
      return { kind: 'set-aside', reason, notice: t('notice.saveSetAside'), noticeKey: 'notice.saveSetAside' };
    // Each time the menu or a table looks, it is tried again (storage may take writes by then), but said once.
    return { kind: 'unreadable', reason, notice: this.tellOnce(game, json, 'notice.saveKeptUnreadable') };
  }

  /** The notice for a save left where it is, the first time this page meets that save; null after. */
  private tellOnce(game: GameId, json: string, key: 'notice.saveNewer' | 'notice.saveKeptUnreadable'): string | null {
    if (this.told.get(game) === json) return null;
    this.told.set(game, json);
    return t(key);
  }

  /** Moves made in the saved game, for the menu's "continue" line; null when there is none to continue. */
  savedMoves(game: GameId): number | null {
    const loaded = this.load(game);
    return loaded.kind === 'loaded' ? moveCount(loaded.session) : null;
  }

  /**
   * Moves an unreadable save out of the way (moveAside), into a slot of its own: an earlier one set
   * aside stays as it was.
   */
  private setAside(game: GameId, json: string): boolean {
    const slot = freeSlot(this.store, (n) => setAsideKey(game, n), MAX_SET_ASIDE);
    if (!moveAside(this.store, saveKey(game), slot, json)) return false;
    this.store.remove(savedAtKey(game));
    return true;
  }

  /** Forgets the saved game: after a win, or when the player starts a new deal. */
  clear(game: GameId): void {
    if (this.heldByNewer(game)) return;
    this.store.remove(saveKey(game));
    this.store.remove(savedAtKey(game));
  }
}
