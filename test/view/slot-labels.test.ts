import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine';
import { slotLabels } from '../../src/view/table/fit-layout';
import { rankLabels } from '../../src/view/table/rank-labels';

// Empty piles say what they take: a foundation its first rank and which way it builds, a column
// that only a king may fill the K (the top rank of the build order), in the player's rank letters.

describe('what the empty piles say', () => {
  it.each([
    ['freecell', { base: 'A', direction: 'up', space: null }],
    ['bakers-game', { base: 'A', direction: 'up', space: null }],
    ['eight-off', { base: 'A', direction: 'up', space: 'K' }],
    ['seahaven-towers', { base: 'A', direction: 'up', space: 'K' }],
    ['eights-down', { base: '8', direction: 'down', space: null }],
  ] as const)('%s', (game, labels) => {
    expect(slotLabels(GAMES[game], rankLabels('en'))).toEqual(labels);
  });

  it('in German letters: K is König there too, and the ace is A (Ass)', () => {
    expect(slotLabels(GAMES['eight-off'], rankLabels('de'))).toEqual({ base: 'A', direction: 'up', space: 'K' });
  });
});
