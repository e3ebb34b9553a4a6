// The browser's Back button (a phone's back gesture, a mouse's back button) means "back" inside the
// game, as Esc does: from a game's rules or the settings to the games, from the table to the menu,
// out of a dialog. Without this, Back left the game from any screen, and a player who only wanted
// the games page again landed on the site they came from.
//
// The game keeps one history entry of its own above its page while there is somewhere to go back
// to. Back takes it off; the game then presses Esc where the keyboard's focus is (so every screen,
// panel and dialog answers Back exactly as it answers Esc, from one place each) and puts the entry
// back. On the games page, the one screen Esc leaves as it is, Back goes on to the page before, as
// it would on any site. Never inside a frame: a portal's page owns its history, and an entry made
// in its frame would take the portal's own Back from it.

/** Marks the game's own history entry (a Forward onto it is not a Back). */
const ENTRY = 'open-cell-solitaire:back';

export interface BackButton {
  /** Where the player is now: `atRoot` on the games page with no dialog open, where Back leaves. */
  place(atRoot: boolean): void;
}

/** What of a window the back button uses (a test's fake history has these). */
export interface HistoryWindow {
  readonly history: Pick<History, 'pushState' | 'back' | 'state'>;
  addEventListener(type: 'popstate', listener: (e: { readonly state: unknown }) => void): void;
}

const NO_BACK_BUTTON: BackButton = { place: () => {} };
let current: BackButton = NO_BACK_BUTTON;

/** The back button the scenes tell where the player is (none until main.ts follows one). */
export function backButton(): BackButton {
  return current;
}

/** Follows the page's Back (main.ts, where the game is its own page), `goBack` answering it (Esc pressed). */
export function followBackButton(win: HistoryWindow, goBack: () => void): BackButton {
  const history = win.history;
  // A page reloaded on its own entry (F5 at the table, an update's reload) holds it already: a
  // second entry would make the next Back a step onto the first, which does nothing.
  let held = isEntry(history.state);
  let atRoot = true;
  const hold = () => {
    if (held || atRoot) return;
    history.pushState({ [ENTRY]: true }, '');
    held = true;
  };
  win.addEventListener('popstate', (e) => {
    if (isEntry(e.state)) {
      // Forward, onto the entry Back took off.
      held = true;
      return;
    }
    held = false;
    if (atRoot) {
      // Nothing in the game to go back to: on to the page before, as one press of Back.
      history.back();
      return;
    }
    goBack();
    // Esc may have changed nothing the game reports (a dialog closed at the table); a screen it
    // leads to reports itself, and the entry is held again unless that screen is the games page.
    hold();
  });
  current = {
    place(root: boolean) {
      atRoot = root;
      hold();
    },
  };
  return current;
}

function isEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && ENTRY in state;
}

/** Esc as the keyboard types it, at the focused element (a panel's input sees it first), bubbling to the scenes. */
export function pressEscape(doc: Document): void {
  const target = doc.activeElement ?? doc.body;
  for (const type of ['keydown', 'keyup']) {
    target.dispatchEvent(new KeyboardEvent(type, { key: 'Escape', code: 'Escape', keyCode: 27, bubbles: true }));
  }
}
