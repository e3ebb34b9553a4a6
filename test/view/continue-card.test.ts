import { describe, expect, it } from 'vitest';
import {
  legalMoves,
  loadSave,
  moveCount,
  play,
  readPosition,
  rulesFor,
  saveToJson,
  startSession,
} from '../../src/engine';
import { saveKey } from '../../src/platform/saved-games';
import { createPlatform } from '../../src/platform/services';
import { MemoryStore } from '../../src/platform/store';
import { giveUpSaved } from '../../src/view/menu/continue-card';
import { wonFreeCellSave } from '../browser/fixtures/won-save';
import { gameInProgress } from './helpers/game-in-progress';

// A new deal from the menu over a saved game gives that game up: counted as it stands when the
// player goes ahead, not as the page drew it (another tab may have played it on, won it or
// cleared it since).

describe("the menu's new deal over a saved game", () => {
  it('counts the game in progress as lost, and drops its save', () => {
    const store = new MemoryStore();
    const platform = createPlatform({ store });
    platform.saves.save('freecell', saveToJson(gameInProgress()));
    giveUpSaved(platform, 'freecell');
    expect(platform.statistics.get('freecell')).toMatchObject({ played: 1, won: 0 });
    expect(store.get(saveKey('freecell'))).toBeNull();
  });

  it('counts nothing when the save is gone since the page was drawn: another tab won that game, and counted it', () => {
    const store = new MemoryStore();
    const platform = createPlatform({ store });
    platform.saves.save('freecell', saveToJson(gameInProgress()));
    // The other tab plays the game to its end: it counts the win and drops the save.
    platform.statistics.recordWin('freecell', 90, 300);
    store.remove(saveKey('freecell'));
    giveUpSaved(platform, 'freecell');
    expect(platform.statistics.get('freecell')).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
  });

  it('counts a saved won game (the page closed as its cards flew home) as won, in the whole seconds the table showed', () => {
    const store = new MemoryStore();
    const platform = createPlatform({ store });
    const won = wonFreeCellSave();
    const session = loadSave(won);
    if (!session.ok) throw new Error(session.error);
    platform.saves.save('freecell', won);
    platform.saves.saveSeconds('freecell', 59.6);
    giveUpSaved(platform, 'freecell');
    expect(platform.statistics.get('freecell')).toMatchObject({
      played: 1,
      won: 1,
      bestMoves: moveCount(session.session),
      bestSeconds: 59,
    });
  });

  it('counts nothing for a saved prepared position, won or in progress: its records would be no deal’s', () => {
    const store = new MemoryStore();
    const platform = createPlatform({ store });
    const rules = rulesFor('freecell');
    if (!rules.ok) throw new Error(rules.error);
    const lastCard = readPosition(
      rules.rules,
      ['Foundations: H-K C-K D-K S-Q', 'Freecells: - - - -', ': KS', ':', ':', ':', ':', ':', ':', ':'].join('\n'),
    );
    if (!lastCard.ok) throw new Error(lastCard.error);
    const start = startSession(rules.rules, lastCard.state, null, 'off');
    const home = legalMoves(lastCard.state).find((m) => m.to.kind === 'foundation');
    const toCell = legalMoves(lastCard.state).find((m) => m.to.kind === 'cell');
    if (!home || !toCell) throw new Error('the king has no move home or to a cell');
    for (const move of [home, toCell]) {
      const played = play(start, move);
      if (!played.ok) throw new Error('the move was refused');
      platform.saves.save('freecell', saveToJson(played.session));
      giveUpSaved(platform, 'freecell');
      expect(store.get(saveKey('freecell'))).toBeNull();
    }
    expect(platform.statistics.get('freecell')).toMatchObject({ played: 0, won: 0, bestMoves: null });
  });
});
