import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/platform';
import { Statistics } from '../../src/platform/statistics';
import { MemoryStore } from '../../src/platform/store';
import { statisticsEntries } from '../../src/view/menu/statistics-page';
import { variantTitle } from '../../src/view/stats-pairs';

// The menu's statistics page: a grid for every game, and one for each set of a game's options
// played, titled with the options in the player's language.

describe('the statistics page', () => {
  afterEach(() => setLanguage('en'));

  it('shows every game, and Klondike drawing three under Klondike once it has been played', () => {
    const statistics = new Statistics(new MemoryStore());
    expect(statisticsEntries(statistics).map((e) => e.name)).not.toContain('Klondike: Draw three');
    statistics.recordLoss('klondike', ['draw-3']);
    const names = statisticsEntries(statistics).map((e) => e.name);
    expect(names.indexOf('Klondike: Draw three')).toBe(names.indexOf('Klondike') + 1);
    const drawThree = statisticsEntries(statistics).find((e) => e.name === 'Klondike: Draw three');
    expect(drawThree?.list[0]).toEqual(['Played', '1']);
    expect(names).toContain('FreeCell');
    expect(names).toHaveLength(17);
  });

  it('shows the games played first, the last played on top, before the sixteen grids of noughts', () => {
    const statistics = new Statistics(new MemoryStore());
    statistics.recordLoss('klondike', ['draw-3']);
    statistics.recordWin('penta', 300, 600);
    statistics.recordLoss('freecell');
    // Penta played last, then Klondike; FreeCell's game is older than the list of recent games.
    const names = statisticsEntries(statistics, ['penta', 'klondike']).map((e) => e.name);
    expect(names.slice(0, 5)).toEqual(['Penta', 'Klondike', 'Klondike: Draw three', 'FreeCell', 'Eight Off']);
    expect(names).toHaveLength(17);
  });

  it('names a set of options in the order of the game, in the player language', () => {
    expect(variantTitle('klondike', ['one-way-foundations', 'draw-3'])).toBe(
      'Klondike: Draw three; Cards on the foundations stay there',
    );
    setLanguage('de');
    expect(variantTitle('klondike', ['draw-3'])).toBe('Klondike: Drei Karten ziehen');
    expect(variantTitle('freecell', [])).toBe('FreeCell');
  });
});
