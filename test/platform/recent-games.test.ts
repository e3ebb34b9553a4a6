import { describe, expect, it } from 'vitest';
import { RECENT_GAMES_KEY, RecentGames, readRecent } from '../../src/platform/recent-games';
import { MemoryStore } from '../../src/platform/store';

describe('the recent games', () => {
  it('keep the last played first, each game once, and are there on the next visit', () => {
    const store = new MemoryStore();
    const recent = new RecentGames(store);
    expect(recent.list()).toEqual([]);
    recent.played('freecell');
    recent.played('eights-down');
    recent.played('freecell');
    expect(recent.list()).toEqual(['freecell', 'eights-down']);
    expect(new RecentGames(store).list()).toEqual(['freecell', 'eights-down']);
  });

  it('read back drop a game that no longer exists, repeats and anything that is not a list', () => {
    expect(
      readRecent(JSON.stringify({ version: 1, games: ['klondike-xl', 'freecell', 'freecell', 7, 'eight-off'] })),
    ).toEqual(['freecell', 'eight-off']);
    expect(readRecent('{"version":1,"games":"freecell"}')).toEqual([]);
    expect(readRecent('not json')).toEqual([]);
    expect(readRecent(null)).toEqual([]);
    const store = new MemoryStore();
    store.set(RECENT_GAMES_KEY, '{broken');
    expect(new RecentGames(store).list()).toEqual([]);
  });
});
