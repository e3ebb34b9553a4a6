import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATS,
  parseStats,
  Statistics,
  statsKey,
  statsSetAsideKey,
  variantsOf,
  winRate,
} from '../../src/platform/statistics';
import { MemoryStore } from '../../src/platform/store';
import { fullDisk } from './helpers/full-disk';

describe('Statistics', () => {
  it('starts empty, with no win rate', () => {
    const stats = new Statistics(new MemoryStore());
    expect(stats.get('freecell')).toEqual(EMPTY_STATS);
    expect(winRate(EMPTY_STATS)).toBeNull();
  });

  it('counts wins, losses, streaks and bests per game', () => {
    const stats = new Statistics(new MemoryStore());
    const first = stats.recordWin('freecell', 100, 300.4);
    expect(first.fewestMoves).toBe(false);
    expect(first.stats).toMatchObject({ played: 1, won: 1, currentStreak: 1, bestMoves: 100, bestSeconds: 300 });
    const second = stats.recordWin('freecell', 90, 400);
    expect(second.fewestMoves).toBe(true);
    expect(second.fastest).toBe(false);
    stats.recordLoss('freecell');
    stats.recordWin('freecell', 120, 200);
    const s = stats.get('freecell');
    expect(s).toEqual({ played: 4, won: 3, currentStreak: 1, bestStreak: 2, bestMoves: 90, bestSeconds: 200 });
    expect(winRate(s)).toBe(0.75);
    expect(stats.get('eight-off')).toEqual(EMPTY_STATS);
    expect(stats.all().freecell).toEqual(s);
  });

  it('keeps each set of options apart: Klondike drawing three is counted on its own', () => {
    const store = new MemoryStore();
    const stats = new Statistics(store);
    stats.recordWin('klondike', 120, 200);
    stats.recordLoss('klondike', ['draw-3']);
    stats.recordLoss('klondike', ['one-way-foundations', 'draw-3']);
    expect(stats.get('klondike')).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
    // One variant however its options are written.
    expect(stats.get('klondike', ['draw-3', 'one-way-foundations'])).toMatchObject({ played: 1, won: 0 });
    expect(stats.get('klondike', ['draw-3'])).toMatchObject({ played: 1, won: 0 });
    // The game without options keeps the key it always had: statistics kept before are its.
    expect(statsKey('klondike')).toBe('stats:klondike');
    expect(statsKey('klondike', ['one-way-foundations', 'draw-3'])).toBe('stats:klondike:draw-3,one-way-foundations');
    expect(store.get('stats:klondike')).not.toBeNull();
  });

  it('lists a game without options always, and each set of options once played', () => {
    expect(variantsOf('klondike')).toHaveLength(8);
    expect(variantsOf('freecell')).toEqual([[]]);
    const stats = new Statistics(new MemoryStore());
    expect(stats.variants('klondike').map((v) => v.options)).toEqual([[]]);
    stats.recordWin('klondike', 100, 100, ['limited-passes', 'draw-3']);
    expect(stats.variants('klondike')).toEqual([
      { options: [], stats: EMPTY_STATS },
      { options: ['draw-3', 'limited-passes'], stats: expect.objectContaining({ played: 1, won: 1 }) },
    ]);
  });

  it('sets aside unreadable statistics of a set of options under a key of their own', () => {
    const store = new MemoryStore();
    store.set(statsKey('klondike', ['draw-3']), '{ cut sh');
    store.set(statsKey('klondike'), JSON.stringify({ played: 2, won: 1 }));
    const stats = new Statistics(store);
    expect(stats.get('klondike', ['draw-3'])).toEqual(EMPTY_STATS);
    expect(store.get(statsSetAsideKey('klondike', 1, ['draw-3']))).toBe('{ cut sh');
    expect(stats.get('klondike')).toMatchObject({ played: 2, won: 1 });
  });

  it('resets one game', () => {
    const stats = new Statistics(new MemoryStore());
    stats.recordLoss('seahaven-towers');
    stats.reset('seahaven-towers');
    expect(stats.get('seahaven-towers')).toEqual(EMPTY_STATS);
  });

  it('reads nonsense as zeros, and keeps counts consistent', () => {
    expect(parseStats('nope')).toEqual(EMPTY_STATS);
    expect(parseStats('null')).toEqual(EMPTY_STATS);
    expect(parseStats(JSON.stringify({ played: 2, won: 5, currentStreak: 9, bestStreak: -1, bestMoves: 'x' }))).toEqual(
      { played: 2, won: 2, currentStreak: 2, bestStreak: 2, bestMoves: null, bestSeconds: null },
    );
    const store = new MemoryStore();
    store.set(statsKey('freecell'), '[]');
    expect(new Statistics(store).recordLoss('freecell').played).toBe(1);
  });

  it('sets statistics it cannot read aside with a notice, rather than overwrite them with the next game', () => {
    for (const text of ['{"played": 12, "won', '[3, 2]', '{"version": 2, "counts": {"played": 40}}', '"many"']) {
      const store = new MemoryStore();
      let told = 0;
      const stats = new Statistics(store, () => told++);
      store.set(statsKey('freecell'), text);
      stats.recordLoss('freecell');
      expect(store.get(statsSetAsideKey('freecell'))).toBe(text);
      expect(stats.get('freecell').played).toBe(1);
      expect(told).toBe(1);
    }
  });

  it('keeps statistics it cannot read where they are when storage takes no write (a full disk)', () => {
    const { store, data } = fullDisk({ [statsKey('freecell')]: '{"played": 12, "won' });
    const stats = new Statistics(store);
    expect(stats.get('freecell').played).toBe(0);
    stats.recordLoss('freecell');
    expect(data.get(statsKey('freecell'))).toBe('{"played": 12, "won');
  });

  it('keeps every entry it sets aside: a second one of the same game goes into a slot of its own', () => {
    const store = new MemoryStore();
    const stats = new Statistics(store);
    const newer = '{"version": 2, "counts": {"played": 40}}';
    store.set(statsKey('freecell'), newer);
    stats.recordLoss('freecell');
    store.set(statsKey('freecell'), '{"played": 3, "won');
    stats.recordLoss('freecell');
    expect(store.get(statsSetAsideKey('freecell'))).toBe(newer);
    expect(store.get(statsSetAsideKey('freecell', 2))).toBe('{"played": 3, "won');
  });

  it('reads statistics with a field out of range as they can be read, and sets nothing aside', () => {
    const store = new MemoryStore();
    let told = 0;
    store.set(statsKey('freecell'), JSON.stringify({ played: 2, won: 5, bestMoves: 'x' }));
    expect(new Statistics(store, () => told++).get('freecell').won).toBe(2);
    expect(store.get(statsSetAsideKey('freecell'))).toBeNull();
    expect(told).toBe(0);
  });
});
