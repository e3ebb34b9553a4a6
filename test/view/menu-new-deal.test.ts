import { describe, expect, it } from 'vitest';
import { saveToJson } from '../../src/engine';
import { saveKey } from '../../src/platform/saved-games';
import { createPlatform } from '../../src/platform/services';
import { MemoryStore } from '../../src/platform/store';
import type { TableSceneData } from '../../src/view/keys';
import { newDeal } from '../../src/view/menu/games-page';
import type { MenuQuestion } from '../../src/view/menu/menu-dialog';
import { gameInProgress } from './helpers/game-in-progress';

// The menu's New deal over a saved game in progress asks first: one tap must never lose a game.
// Whether there is one is read when the player taps, not when the page was drawn: another tab
// may have begun that game since.

/** The menu, as far as a New deal needs it: the questions it asked and the tables it started. */
function menu() {
  const store = new MemoryStore();
  const platform = createPlatform({ store });
  const asked: MenuQuestion[] = [];
  const started: TableSceneData[] = [];
  const ctx = {
    platform,
    startTable: (data: TableSceneData) => started.push(data),
    confirm: (question: () => MenuQuestion) => asked.push(question()),
  };
  return { store, platform, ctx, asked, started };
}

describe("the menu's New deal", () => {
  it('starts at once where there is no saved game', () => {
    const { ctx, asked, started } = menu();
    newDeal(ctx, 'freecell');
    expect(asked).toEqual([]);
    expect(started).toEqual([{ game: 'freecell', options: [] }]);
  });

  it('asks first over a game another tab began after the page was drawn, and keeps it until the player goes ahead', () => {
    const { store, platform, ctx, asked, started } = menu();
    // The page was drawn with no saved FreeCell; then another tab played a move of it.
    const theirs = saveToJson(gameInProgress());
    store.set(saveKey('freecell'), theirs);
    newDeal(ctx, 'freecell');
    expect(asked.map((q) => q.message)).toEqual([expect.stringMatching(/FreeCell/)]);
    expect(started).toEqual([]);
    expect(store.get(saveKey('freecell'))).toBe(theirs);
    asked[0]?.go();
    expect(started).toEqual([{ game: 'freecell', options: [] }]);
    expect(platform.statistics.get('freecell')).toMatchObject({ played: 1, won: 0 });
  });
});
