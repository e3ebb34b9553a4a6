import { describe, expect, it } from 'vitest';
import { dealPosition, GAMES } from '../../src/engine';
import { slotLabels } from '../../src/view/table/fit-layout';
import { rankLabels } from '../../src/view/table/rank-labels';

// Empty piles say what they take: a foundation its first rank and which way it builds, a column
// that only a king may fill the K (the top rank of the build order), in the player's rank letters.

describe('what the empty piles say', () => {
  it.each([
    ['freecell', { foundations: [{ base: 'A', direction: 'up' }], space: null }],
    ['bakers-game', { foundations: [{ base: 'A', direction: 'up' }], space: null }],
    ['eight-off', { foundations: [{ base: 'A', direction: 'up' }], space: 'K' }],
    ['seahaven-towers', { foundations: [{ base: 'A', direction: 'up' }], space: 'K' }],
    ['eights-down', { foundations: [{ base: '8', direction: 'down' }], space: null }],
    // Two groups: the first four foundations count up from the 5, the other four down.
    [
      'penta',
      {
        foundations: [
          { base: '5', direction: 'up' },
          { base: '5', direction: 'down' },
        ],
        space: null,
      },
    ],
    [
      'sixes-and-sevens',
      {
        foundations: [
          { base: '6', direction: 'down' },
          { base: '7', direction: 'up' },
        ],
        space: null,
      },
    ],
  ] as const)('%s', (game, labels) => {
    expect(slotLabels(GAMES[game], rankLabels('en'))).toEqual(labels);
  });

  it('Penguin: the empty foundation shows the beak’s rank, an empty column the rank below it', () => {
    const d = dealPosition(GAMES.penguin, 2);
    if (!d.ok) throw new Error(d.error);
    // Deal 2's beak is the queen of diamonds: foundations start at Q, spaces take a J.
    expect(slotLabels(d.state.rules, rankLabels('en'))).toEqual({
      foundations: [{ base: 'Q', direction: 'up' }],
      space: 'J',
    });
  });

  it('in German letters: K is König there too, and the ace is A (Ass)', () => {
    expect(slotLabels(GAMES['eight-off'], rankLabels('de'))).toEqual({
      foundations: [{ base: 'A', direction: 'up' }],
      space: 'K',
    });
  });
});
