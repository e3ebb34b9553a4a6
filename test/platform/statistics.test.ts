import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATS,
  parseStats,
  Statistics,
  statsKey,
  statsSetAsideKey,
  winRate,
} from '../../src/platform/statistics';
import { MemoryStore } from '../../src/platform/store';

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
