import { describe, expect, it } from 'vitest';
import { followBackButton, type HistoryWindow } from '../../src/view/back-button';

/**
 * A tab's history as the browser keeps it: the site before the game, the game's page, and the
 * entries the game pushes. Back and Forward move along it; a move within the game's page is a
 * popstate with the entry's state, a move off it leaves the game.
 */
class FakeTab implements HistoryWindow {
  readonly entries: { readonly page: string; readonly state: unknown }[] = [
    { page: 'site before', state: null },
    { page: 'game', state: null },
  ];
  at = 1;
  private listener: ((e: { readonly state: unknown }) => void) | null = null;

  readonly history = ((tab: FakeTab) => ({
    get state(): unknown {
      return tab.entries[tab.at]?.state ?? null;
    },
    pushState: (state: unknown) => {
      tab.entries.splice(tab.at + 1, Infinity, { page: 'game', state });
      tab.at++;
    },
    back: () => tab.go(-1),
  }))(this);

  addEventListener(_type: 'popstate', listener: (e: { readonly state: unknown }) => void): void {
    this.listener = listener;
  }

  /** The browser's Back button. */
  back(): void {
    this.go(-1);
  }

  forward(): void {
    this.go(1);
  }

  get page(): string {
    return this.entries[this.at]?.page ?? '';
  }

  get length(): number {
    return this.entries.length;
  }

  go(step: number): void {
    const to = this.at + step;
    const entry = this.entries[to];
    if (!entry) return;
    this.at = to;
    if (entry.page === 'game') this.listener?.({ state: entry.state });
  }
}

/** The game's screens as the back button sees them: where Esc leads from each. */
function gameIn(tab: FakeTab) {
  let screen: 'games' | 'rules' | 'table' | 'dialog' = 'games';
  const escapes: string[] = [];
  const back = followBackButton(tab, () => {
    escapes.push(screen);
    // What Esc does: rules and the table lead to the games page, a dialog closes.
    if (screen === 'dialog') open('table');
    else open('games');
  });
  const open = (next: typeof screen) => {
    screen = next;
    back.place(next === 'games');
  };
  return {
    open,
    escapes,
    get screen() {
      return screen;
    },
  };
}

describe("the browser's Back inside the game", () => {
  it('goes back from a game’s rules to the games page, as Esc does, and stays on the game’s page', () => {
    const tab = new FakeTab();
    const game = gameIn(tab);
    game.open('rules');
    tab.back();
    expect(game.escapes).toEqual(['rules']);
    expect(game.screen).toBe('games');
    expect(tab.page).toBe('game');
  });

  it('leaves the game from the games page with one press, as on any site', () => {
    const tab = new FakeTab();
    const game = gameIn(tab);
    tab.back();
    expect(tab.page).toBe('site before');
    expect(game.escapes).toEqual([]);
    // And from the games page come back to from the rules: the entry left there is passed over.
    const again = new FakeTab();
    const other = gameIn(again);
    other.open('rules');
    other.open('games');
    again.back();
    expect(again.page).toBe('site before');
    expect(other.escapes).toEqual([]);
  });

  it('closes a dialog at the table, and a second Back leaves the table, a third the game', () => {
    const tab = new FakeTab();
    const game = gameIn(tab);
    game.open('table');
    game.open('dialog');
    tab.back();
    expect(game.screen).toBe('table');
    tab.back();
    expect(game.screen).toBe('games');
    expect(tab.page).toBe('game');
    tab.back();
    expect(tab.page).toBe('site before');
    expect(game.escapes).toEqual(['dialog', 'table']);
  });

  it('keeps one entry of its own however deep the player goes', () => {
    const tab = new FakeTab();
    const game = gameIn(tab);
    game.open('rules');
    game.open('games');
    game.open('table');
    game.open('dialog');
    expect(tab.length).toBe(3);
  });

  it('takes Forward onto its entry as no Back at all', () => {
    const tab = new FakeTab();
    const game = gameIn(tab);
    game.open('table');
    tab.back();
    expect(game.screen).toBe('games');
    tab.forward(); // onto the entry Back took off: no Esc, and still the game
    expect(game.escapes).toEqual(['table']);
    expect(tab.page).toBe('game');
    // The games page: the next Back leaves, the entry counted as the game's again.
    tab.back();
    expect(tab.page).toBe('site before');
    expect(game.escapes).toEqual(['table']);
  });

  it('after a reload on its own entry (F5 at the table), holds that entry: the first Back goes back', () => {
    const tab = new FakeTab();
    gameIn(tab).open('table');
    // The page reloads: a new game on the same history, its table first again.
    const reloaded = gameIn(tab);
    reloaded.open('table');
    expect(tab.length).toBe(3);
    tab.back();
    expect(reloaded.escapes).toEqual(['table']);
    expect(reloaded.screen).toBe('games');
    tab.back();
    expect(tab.page).toBe('site before');
  });
});
