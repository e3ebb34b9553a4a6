import { isGameId } from '../engine';
import type { Notices } from './notices';
import { type SavedGames, saveKey } from './saved-games';
import type { KeyValueStore } from './store';

// The save store the view's ports ask for (src/view/ports.ts SaveStore): raw save JSON per game
// id. Loading goes through SavedGames, so a save that would not replay is set aside here, with
// a notice queued for the player, and the table simply starts a new deal. The game clock is kept
// beside the save (its own key), so a resumed game's clock goes on rather than starting at 0.

/** Where the elapsed seconds of a game's save are kept. */
export const clockKey = (game: string): string => `save-clock:${game}`;

export class SaveSlots {
  constructor(
    private readonly store: KeyValueStore,
    private readonly games: SavedGames,
    private readonly notices: Notices,
  ) {}

  load(game: string): string | null {
    if (!isGameId(game)) return null;
    const loaded = this.games.load(game);
    if (loaded.kind === 'set-aside') {
      this.notices.push(loaded.notice);
      console.warn(`Saved ${game} set aside: ${loaded.reason}`);
    }
    return loaded.kind === 'loaded' ? this.store.get(saveKey(game)) : null;
  }

  save(game: string, json: string): void {
    if (isGameId(game) && !this.games.write(game, json)) {
      // Storage is full or refused: the game goes on, it just will not survive a reload.
      console.warn(`Could not save ${game}: storage refused`);
    }
  }

  /** Seconds played in the saved game of this id; 0 when none or unreadable. */
  loadSeconds(game: string): number {
    const raw = isGameId(game) ? this.store.get(clockKey(game)) : null;
    const n = raw === null ? 0 : Number(raw);
    return Number.isFinite(n) && n >= 0 ? n : 0;
  }

  saveSeconds(game: string, seconds: number): void {
    if (isGameId(game)) this.store.set(clockKey(game), String(Math.max(0, Math.round(seconds))));
  }

  clear(game: string): void {
    if (!isGameId(game)) return;
    this.games.clear(game);
    this.store.remove(clockKey(game));
  }
}
