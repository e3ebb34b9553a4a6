import { isGameId } from '../engine';
import { t } from './i18n';
import type { Notices } from './notices';
import { type SavedGames, saveKey } from './saved-games';
import { KEY_PREFIX, type KeyValueStore } from './store';

// The save store the view's ports ask for (src/view/ports.ts SaveStore): raw save JSON per game
// id. Loading goes through SavedGames, so a save that would not replay is set aside here, with
// a notice queued for the player, and the table simply starts a new deal. The game clock is kept
// beside the save (its own key), so a resumed game's clock goes on rather than starting at 0.

/** Where the elapsed seconds of a game's save are kept. */
export const clockKey = (game: string): string => `save-clock:${game}`;

/**
 * Hears of storage written by another page of this site (the `storage` event: a second tab), with
 * the full key, or null when that page cleared everything; returns the function that stops it.
 */
export type ForeignWrites = (heard: (key: string | null) => void) => () => void;

/** The browser's storage events; nothing where there is no window (Node). */
export const storageEvents: ForeignWrites = (heard) => {
  if (typeof window === 'undefined') return () => {};
  const on = (e: StorageEvent) => heard(e.key);
  window.addEventListener('storage', on);
  return () => window.removeEventListener('storage', on);
};

// Two tabs on one game: each saves after every move, so the one played last would silently undo
// the other's progress. When another tab writes the save of a game this page plays, this page
// yields that game: it says so once, and stops writing (or clearing) that save until it starts a
// game of that id afresh (claim), which a reload or Continue does.

export class SaveSlots {
  /** Games whose save another tab wrote since this page claimed them. */
  private readonly yielded = new Set<string>();
  /** The games this page plays now: only their saves are watched. */
  private readonly playing = new Set<string>();
  /** Games whose last save storage refused: the save that stands is an older one, and so is its clock. */
  private readonly refused = new Set<string>();
  /**
   * Games whose save is a newer version's, as this page last met it (loaded, or its save held
   * back): the clock beside it is not written, so the saved game, read once per write, is not read
   * again for the clock.
   */
  private readonly held = new Set<string>();

  constructor(
    private readonly store: KeyValueStore,
    private readonly games: SavedGames,
    private readonly notices: Notices,
    foreign: ForeignWrites = storageEvents,
  ) {
    foreign((key) => {
      for (const game of this.playing) {
        if (!isGameId(game) || this.yielded.has(game)) continue;
        if (key !== null && key !== KEY_PREFIX + saveKey(game)) continue;
        this.yielded.add(game);
        this.notices.push(t('notice.otherTab'));
      }
    });
  }

  /** This page now plays this game (a table started it): its save is this page's again, and watched. */
  claim(game: string): void {
    this.playing.clear();
    this.playing.add(game);
    this.yielded.delete(game);
  }

  /** True while another tab's save of this game stands, which this page must not overwrite. */
  isYielded(game: string): boolean {
    return this.yielded.has(game);
  }

  load(game: string): string | null {
    if (!isGameId(game)) return null;
    const loaded = this.games.load(game);
    if (loaded.kind === 'set-aside' || loaded.kind === 'unreadable') {
      if (loaded.notice !== null) this.notices.push(loaded.notice);
      console.warn(`Saved ${game} ${loaded.kind === 'set-aside' ? 'set aside' : 'unreadable, kept'}: ${loaded.reason}`);
    }
    if (loaded.kind === 'newer') {
      this.held.add(game);
      if (loaded.notice !== null) this.notices.push(loaded.notice);
    }
    return loaded.kind === 'loaded' ? this.store.get(saveKey(game)) : null;
  }

  save(game: string, json: string): void {
    if (this.yielded.has(game)) return;
    if (!isGameId(game)) return;
    const written = this.games.write(game, json);
    // A newer version's save stands: this page said so when it met it, and leaves it be (its clock too).
    if (written === 'held') {
      this.held.add(game);
      return;
    }
    this.held.delete(game);
    if (written === 'written') {
      this.refused.delete(game);
      return;
    }
    // Storage is full or refused: the game goes on, it just will not survive a reload.
    this.refused.add(game);
    console.warn(`Could not save ${game}: storage refused`);
  }

  /** Seconds played in the saved game of this id; 0 when none or unreadable. */
  loadSeconds(game: string): number {
    const raw = isGameId(game) ? this.store.get(clockKey(game)) : null;
    const n = raw === null ? 0 : Number(raw);
    return Number.isFinite(n) && n >= 0 ? n : 0;
  }

  /**
   * Kept to the millisecond, as the table's clock gives it: rounded to whole seconds, a game
   * continued could show a second more (or less) than it showed before the reload. Not while the
   * game's last save was refused: the clock stays the one of the save that stands.
   */
  saveSeconds(game: string, seconds: number): void {
    if (
      isGameId(game) &&
      !this.yielded.has(game) &&
      !this.refused.has(game) &&
      !this.held.has(game) &&
      Number.isFinite(seconds)
    )
      this.store.set(clockKey(game), String(Math.max(0, Math.round(seconds * 1000) / 1000)));
  }

  /**
   * Forgets the save; false when it stays because another tab plays that game now (its save is that
   * tab's). A newer version's save stays too, but this page's game was not in it: true.
   */
  clear(game: string): boolean {
    if (!isGameId(game) || this.yielded.has(game)) return false;
    // A newer version's save stands: this page's game was never saved, so there is nothing of its
    // own to clear, and its game given up counts here (false would say another tab counts it).
    if (this.games.heldByNewer(game)) return true;
    this.games.clear(game);
    this.store.remove(clockKey(game));
    return true;
  }
}
