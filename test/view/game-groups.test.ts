import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine';
import { GROUP_OF, menuSections } from '../../src/view/menu/game-groups';

describe("the menu's sections", () => {
  it('place every game once, the open-cell games together and Eights Down with the two-deck games', () => {
    const shown = menuSections([]).flatMap((s) => s.games);
    expect([...shown].sort()).toEqual([...GAME_IDS].sort());
    expect(GROUP_OF.freecell).toBe('open-cell');
    expect(GROUP_OF['seahaven-towers']).toBe('open-cell');
    expect(GROUP_OF['eights-down']).toBe('two-deck');
    expect(GROUP_OF.penguin).toBe('open-cell');
    expect(GROUP_OF.klondike).toBe('klondike');
    expect(GROUP_OF['busy-aces']).toBe('two-deck');
    expect(GROUP_OF['jacks-in-the-box']).toBe('two-deck');
  });

  it('before any play: the sections in their order, the games in the catalogue order', () => {
    expect(menuSections([])).toEqual([
      { group: 'open-cell', games: ['freecell', 'eight-off', 'bakers-game', 'seahaven-towers', 'penguin'] },
      { group: 'klondike', games: ['klondike'] },
      {
        group: 'two-deck',
        games: [
          'eights-down',
          'busy-aces',
          'deuces',
          'threes-company',
          'fours-up',
          'penta',
          'sixes-and-sevens',
          'cast-out-nines',
          'dimes',
          'jacks-in-the-box',
        ],
      },
    ]);
  });

  it('keep the last played game first: its section leads, and it leads its section', () => {
    const sections = menuSections(['eights-down', 'seahaven-towers']);
    expect(sections.map((s) => s.group)).toEqual(['two-deck', 'open-cell', 'klondike']);
    expect(sections[1]?.games).toEqual(['seahaven-towers', 'freecell', 'eight-off', 'bakers-game', 'penguin']);
    expect(menuSections(['bakers-game', 'eights-down'])[0]?.games).toEqual([
      'bakers-game',
      'freecell',
      'eight-off',
      'seahaven-towers',
      'penguin',
    ]);
  });
});
