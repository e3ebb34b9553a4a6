import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/platform/i18n';
import { recordNote, statsPairs } from '../../src/view/stats-pairs';

const stats = { played: 4, won: 3, currentStreak: 2, bestStreak: 3, bestMoves: 88, bestSeconds: 187 };

describe('the statistics in words', () => {
  afterEach(() => setLanguage('en'));

  it('lists played, won, rate, streaks and bests', () => {
    setLanguage('en');
    expect(statsPairs(stats)).toEqual([
      ['Played', '4'],
      ['Won', '3'],
      ['Win rate', '75%'],
      ['Current streak', '2'],
      ['Best streak', '3'],
      ['Fewest moves', '88'],
      ['Best time', '3:07'],
    ]);
  });

  it('shows dashes before the first game and speaks German', () => {
    setLanguage('de');
    const none = { played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestMoves: null, bestSeconds: null };
    expect(statsPairs(none)[2]).toEqual(['Gewinnquote', '–']);
    expect(statsPairs(stats)[2]).toEqual(['Gewinnquote', '75 %']);
  });

  it('says 100% only when every game was won, and 0% only when none was', () => {
    setLanguage('en');
    const rate = (won: number, played: number) => statsPairs({ ...stats, played, won })[2]?.[1];
    expect(rate(199, 200)).toBe('99%');
    expect(rate(200, 200)).toBe('100%');
    expect(rate(1, 201)).toBe('1%');
    expect(rate(0, 201)).toBe('0%');
    expect(rate(2, 3)).toBe('67%');
  });

  it('names the record a win set, and none for a plain win', () => {
    setLanguage('en');
    expect(recordNote({ stats, fewestMoves: true, fastest: false })).toBe('New record: fewest moves!');
    expect(recordNote({ stats, fewestMoves: true, fastest: true })).toBe('New record: fewest moves and best time!');
    expect(recordNote({ stats, fewestMoves: false, fastest: false })).toBeNull();
  });
});
