import { describe, expect, it, vi } from 'vitest';
import { type GameId, moveCount, newGame, play, rulesFor, type Session, saveToJson } from '../../src/engine';
import { legalMoves } from '../../src/engine/moves';
import { currentState } from '../../src/engine/session';
import { SavedGames, savedAtKey, saveKey, setAsideKey } from '../../src/platform/saved-games';
import { createPlatform } from '../../src/platform/services';
import { MemoryStore } from '../../src/platform/store';
import { fullDisk } from './helpers/full-disk';

function sessionWithMoves(game: GameId, deal: number, moves: number): Session {
  const r = rulesFor(game);
  if (!r.ok) throw new Error(r.error);
  const g = newGame(r.rules, deal, 'off');
  if (!g.ok) throw new Error(g.error);
  let s = g.session;
  for (let i = 0; i < moves; i++) {
    const m = legalMoves(currentState(s))[0];
    if (!m) break;
    const p = play(s, m);
    if (!p.ok) throw new Error('legal move refused');
    s = p.session;
  }
  return s;
}

describe('SavedGames', () => {
  it('has nothing to load at first', () => {
    const saves = new SavedGames(new MemoryStore());
    expect(saves.has('freecell')).toBe(false);
    expect(saves.load('freecell')).toEqual({ kind: 'none' });
    expect(saves.savedMoves('freecell')).toBeNull();
  });

  it('saves and loads a game per id, replaying to the same position', () => {
    const saves = new SavedGames(new MemoryStore());
    const s = sessionWithMoves('freecell', 617, 5);
    expect(saves.save(s)).toBe(true);
    const loaded = saves.load('freecell');
    expect(loaded.kind).toBe('loaded');
    if (loaded.kind !== 'loaded') return;
    expect(saveToJson(loaded.session)).toBe(saveToJson(s));
    expect(saves.savedMoves('freecell')).toBe(moveCount(s));
    expect(saves.has('eight-off')).toBe(false);
  });

  it('sets a corrupt save aside with a notice, and forgets it', () => {
    const store = new MemoryStore();
    const saves = new SavedGames(store);
    store.set(saveKey('freecell'), '{ not json');
    const loaded = saves.load('freecell');
    expect(loaded).toMatchObject({
      kind: 'set-aside',
      notice: 'Your saved game could not be read and was set aside.',
      noticeKey: 'notice.saveSetAside',
    });
    expect(store.get(setAsideKey('freecell'))).toBe('{ not json');
    expect(saves.has('freecell')).toBe(false);
    expect(saves.load('freecell')).toEqual({ kind: 'none' });
  });

  it('sets a save aside even when storage has no room for a second copy of it', () => {
    // Storage that holds so many characters and refuses a write beyond them (a full quota).
    class FullStore extends MemoryStore {
      constructor(private readonly room: number) {
        super();
      }
      override set(key: string, value: string): boolean {
        const others = this.keys()
          .filter((k) => k !== key)
          .reduce((n, k) => n + (this.get(k)?.length ?? 0), 0);
        return others + value.length <= this.room && super.set(key, value);
      }
    }
    const text = '{ not json, but long '.padEnd(500, '.');
    const store = new FullStore(text.length + 20);
    store.set(saveKey('freecell'), text);
    expect(new SavedGames(store).load('freecell').kind).toBe('set-aside');
    expect(store.get(setAsideKey('freecell'))).toBe(text);
    expect(store.get(saveKey('freecell'))).toBeNull();
  });

  it('keeps an unreadable save where it is when storage takes no write (a full disk), and says so once', () => {
    const { store, data } = fullDisk({ [saveKey('freecell')]: '{ not json' });
    const saves = new SavedGames(store);
    const first = saves.load('freecell');
    expect(first).toMatchObject({
      kind: 'unreadable',
      notice: 'Your saved game could not be read. It is kept as it is.',
    });
    expect(saves.load('freecell')).toMatchObject({ kind: 'unreadable', notice: null });
    expect(data.get(saveKey('freecell'))).toBe('{ not json');
  });

  it('keeps every save it sets aside: a second one of the same game goes into a slot of its own', () => {
    const store = new MemoryStore();
    const saves = new SavedGames(store);
    store.set(saveKey('freecell'), '{ first');
    saves.load('freecell');
    store.set(saveKey('freecell'), '{ second');
    saves.load('freecell');
    expect(store.get(setAsideKey('freecell'))).toBe('{ first');
    expect(store.get(setAsideKey('freecell', 2))).toBe('{ second');
  });

  it('sets aside a save of an older version', () => {
    const store = new MemoryStore();
    const saves = new SavedGames(store);
    const old = JSON.parse(saveToJson(sessionWithMoves('freecell', 1, 2))) as Record<string, unknown>;
    store.set(saveKey('freecell'), JSON.stringify({ ...old, version: 0 }));
    const loaded = saves.load('freecell');
    expect(loaded.kind).toBe('set-aside');
    if (loaded.kind === 'set-aside') expect(loaded.reason).toMatch(/version 0/);
  });

  it('sets aside a truncated save, and one of a game that no longer exists', () => {
    const json = saveToJson(sessionWithMoves('freecell', 1, 4));
    const parsed = JSON.parse(json) as Record<string, unknown>;
    const bad = [json.slice(0, Math.floor(json.length / 2)), JSON.stringify({ ...parsed, game: 'klondike' })];
    for (const text of bad) {
      const store = new MemoryStore();
      const saves = new SavedGames(store);
      const other = sessionWithMoves('eight-off', 2, 3);
      saves.save(other);
      store.set(saveKey('freecell'), text);
      expect(saves.load('freecell').kind).toBe('set-aside');
      expect(store.get(setAsideKey('freecell'))).toBe(text);
      // The other game's save lives on.
      const kept = saves.load('eight-off');
      expect(kept.kind).toBe('loaded');
      if (kept.kind === 'loaded') expect(moveCount(kept.session)).toBe(moveCount(other));
    }
  });

  it("leaves a newer version's save where it is, says so once, and neither writes over it nor clears it", () => {
    // A page left open in a tab since an update: the newer page's save is that page's to read.
    const store = new MemoryStore();
    const saves = new SavedGames(store);
    const parsed = JSON.parse(saveToJson(sessionWithMoves('freecell', 1, 4))) as Record<string, unknown>;
    const newer = JSON.stringify({ ...parsed, version: 2, somethingNew: [1, 2] });
    store.set(saveKey('freecell'), newer);
    const first = saves.load('freecell');
    expect(first.kind).toBe('newer');
    if (first.kind === 'newer') expect(first.notice).toMatch(/newer version/);
    expect(saves.load('freecell')).toEqual({ kind: 'newer', notice: null });
    expect(store.get(setAsideKey('freecell'))).toBeNull();
    expect(saves.save(sessionWithMoves('freecell', 2, 1))).toBe(false);
    saves.clear('freecell');
    expect(store.get(saveKey('freecell'))).toBe(newer);
    // Nor do the table's save slots, nor the clock beside the save.
    const p = createPlatform({ store });
    p.saves.save('freecell', saveToJson(sessionWithMoves('freecell', 3, 1)));
    p.saves.saveSeconds('freecell', 42);
    // Cleared, as far as this page's game goes (a game given up here counts here): the save stays.
    expect(p.saves.clear('freecell')).toBe(true);
    expect(p.saves.load('freecell')).toBeNull();
    expect(store.get(saveKey('freecell'))).toBe(newer);
    expect(p.saves.loadSeconds('freecell')).toBe(0);
  });

  it('sets aside a save of another game filed under this id', () => {
    const store = new MemoryStore();
    store.set(saveKey('eight-off'), saveToJson(sessionWithMoves('freecell', 1, 1)));
    expect(new SavedGames(store).load('eight-off').kind).toBe('set-aside');
  });

  it('sets aside a save whose moves do not replay', () => {
    const store = new MemoryStore();
    const json = JSON.parse(saveToJson(sessionWithMoves('bakers-game', 3, 3))) as { steps: { move: string }[] };
    const first = json.steps[0];
    if (first) first.move = '9z';
    store.set(saveKey('bakers-game'), JSON.stringify(json));
    expect(new SavedGames(store).load('bakers-game').kind).toBe('set-aside');
  });

  it('does not read its own save back to write the next one, yet still meets a newer one written in between', () => {
    // A save is written once a move: reading a long game's save back each time (to see whether a
    // newer version stands there) would cost a parse of the whole game per move.
    const store = new MemoryStore();
    const saves = new SavedGames(store);
    const games = [1, 2, 3, 4, 5].map((n) => sessionWithMoves('freecell', n, 8));
    const parse = vi.spyOn(JSON, 'parse');
    try {
      for (const s of games) expect(saves.save(s)).toBe(true);
      expect(parse.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      parse.mockRestore();
    }
    const parsed = JSON.parse(saveToJson(games[0] as Session)) as Record<string, unknown>;
    const newer = JSON.stringify({ ...parsed, version: 2 });
    store.set(saveKey('freecell'), newer);
    expect(saves.save(games[1] as Session)).toBe(false);
    expect(store.get(saveKey('freecell'))).toBe(newer);
  });

  it('clears a save', () => {
    const saves = new SavedGames(new MemoryStore());
    saves.save(sessionWithMoves('eights-down', 4, 3));
    expect(saves.has('eights-down')).toBe(true);
    saves.clear('eights-down');
    expect(saves.has('eights-down')).toBe(false);
  });

  describe('when each game was last played', () => {
    it('keeps the time of every save, per game, and forgets it with the save', () => {
      let now = 1_000;
      const saves = new SavedGames(new MemoryStore(), () => now);
      expect(saves.savedAt('freecell')).toBeNull();
      saves.save(sessionWithMoves('freecell', 617, 2));
      now = 5_000;
      saves.save(sessionWithMoves('eight-off', 3, 1));
      expect(saves.savedAt('freecell')).toBe(1_000);
      expect(saves.savedAt('eight-off')).toBe(5_000);
      now = 9_000;
      saves.save(sessionWithMoves('freecell', 617, 3));
      expect(saves.savedAt('freecell')).toBe(9_000);
      saves.clear('freecell');
      expect(saves.savedAt('freecell')).toBeNull();
      expect(saves.savedAt('eight-off')).toBe(5_000);
    });

    it('reads a save from before the time was kept as one with no time, and loads it as before', () => {
      const store = new MemoryStore();
      const s = sessionWithMoves('bakers-game', 5, 2);
      store.set(saveKey('bakers-game'), saveToJson(s));
      const saves = new SavedGames(store);
      expect(saves.savedAt('bakers-game')).toBeNull();
      expect(saves.savedMoves('bakers-game')).toBe(moveCount(s));
      store.set(savedAtKey('bakers-game'), 'yesterday');
      expect(saves.savedAt('bakers-game')).toBeNull();
    });

    it('has no time for a save that was set aside', () => {
      const store = new MemoryStore();
      const saves = new SavedGames(store, () => 42);
      saves.save(sessionWithMoves('freecell', 1, 1));
      store.set(saveKey('freecell'), '{ not json');
      expect(saves.load('freecell').kind).toBe('set-aside');
      expect(saves.savedAt('freecell')).toBeNull();
      expect(store.get(savedAtKey('freecell'))).toBeNull();
    });

    it("is written by the table's save slots too, and cleared with them", () => {
      const store = new MemoryStore();
      const p = createPlatform({ store });
      const before = Date.now();
      p.saves.save('seahaven-towers', saveToJson(sessionWithMoves('seahaven-towers', 8, 1)));
      const at = p.savedGames.savedAt('seahaven-towers');
      expect(at).not.toBeNull();
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThanOrEqual(Date.now());
      p.saves.clear('seahaven-towers');
      expect(p.savedGames.savedAt('seahaven-towers')).toBeNull();
    });
  });
});
