import { describe, expect, it } from 'vitest';
import { formatTime } from '../../src/view/format-time';
import { rankLabels } from '../../src/view/table/rank-labels';

describe('card letters follow the language', () => {
  it('prints J Q K in English and B D K (Bube, Dame, König) in German, A for the ace in both', () => {
    expect(rankLabels('en')).toEqual(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']);
    expect(rankLabels('de').slice(10)).toEqual(['B', 'D', 'K']);
    expect(rankLabels('de')[0]).toBe('A');
  });
});

describe('formatTime', () => {
  it('reads minutes and seconds, hours when there are any', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(187.9)).toBe('3:07');
    expect(formatTime(3723)).toBe('1:02:03');
  });
});
