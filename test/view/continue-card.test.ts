import { describe, expect, it } from 'vitest';
import {
  currentState,
  legalMoves,
  play,
  readPosition,
  rulesFor,
  saveToJson,
  startSession,
  statusOf,
} from '../../src/engine';
import { saveKey } from '../../src/platform/saved-games';
import { createPlatform } from '../../src/platform/services';
import { MemoryStore } from '../../src/platform/store';
import { giveUpSaved } from '../../src/view/menu/continue-card';
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
    const rules = rulesFor('freecell');
    if (!rules.ok) throw new Error(rules.error);
    const lastCard = readPosition(
      rules.rules,
      ['Foundations: H-K C-K D-K S-Q', 'Freecells: - - - -', ': KS', ':', ':', ':', ':', ':', ':', ':'].join('\n'),
    );
    if (!lastCard.ok) throw new Error(lastCard.error);
    const start = startSession(rules.rules, lastCard.state, null, 'off');
    const home = legalMoves(lastCard.state).find((m) => m.to.kind === 'foundation');
    if (!home) throw new Error('the king cannot go home');
    const won = play(start, home);
    if (!won.ok) throw new Error('the move home was refused');
    expect(statusOf(currentState(won.session))).toBe('won');
    platform.saves.save('freecell', saveToJson(won.session));
    platform.saves.saveSeconds('freecell', 59.6);
    giveUpSaved(platform, 'freecell');
    expect(platform.statistics.get('freecell')).toMatchObject({ played: 1, won: 1, bestMoves: 1, bestSeconds: 59 });
  });
});
