import type * as Phaser from 'phaser';
import { onceEach } from '../ui/once-each';
import { tokenOfPile } from './key-moves';

// The keyboard: Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, H hint, N new deal, # a deal by number,
// Esc menu, and moves
// typed in the standard notation: a source then a destination, as in 3a, a5, 1h, 36 (columns are
// digits, 0 the tenth, and the two keys right of the 0 the eleventh and twelfth; cells are letters
// a-g, i...; h the foundations; s the stock, w the waste).
// With a source chosen, h means the foundations rather than a hint; Enter also sends it home, and
// ↑ or ↓ to a foundation that builds up or down (where h leaves the choice: a 5 in Penta).
// Space deals from the stock (or turns the waste over) in games with a stock. Enter, with no source
// chosen, presses the status line's button (Finish, Undo to there).

export interface KeyHost {
  blocked(): boolean;
  /** A key while a question is open: its buttons take Tab, arrows, Enter, Space and Esc. */
  blockedKey(e: KeyboardEvent): void;
  undo(): void;
  redo(): void;
  hint(): void;
  newDeal(): void;
  /** Asks for a deal number to play (#). */
  deal(): void;
  menu(): void;
  /** Deals from the stock, or turns the waste over (Space). */
  stock(): void;
  /** Presses the status line's button (Finish, Undo to there), if it shows one (Enter with no source chosen). */
  statusAction(): void;
  /** Chooses a source pile by its notation token; false if the game has no such pile. */
  select(token: string): boolean;
  /** Plays from the chosen source to the pile of this token. */
  target(token: string): void;
  /** Sends the chosen source's card to a foundation building this way (↑, ↓). */
  targetHome(direction: 'up' | 'down'): void;
  /** The chosen source's pile name, or null. */
  selected(): string | null;
  /** The chosen column's key again: one card fewer of its run; false when one card was all (key-moves.ts). */
  fewer(): boolean;
  clearSelection(): void;
}

/**
 * The pile token a key types, or null: a digit or a letter; the two keys right of the 0 by their
 * place on the keyboard (- and = on an English one, ß and ´ on a German one) for columns 11 and 12.
 */
export function tokenOfKey(e: Pick<KeyboardEvent, 'key' | 'code'>): string | null {
  if (e.code === 'Minus') return '-';
  if (e.code === 'Equal') return '=';
  const key = e.key.toLowerCase();
  return /^[0-9a-z]$/.test(key) ? key : null;
}

export function bindKeyboard(scene: Phaser.Scene, host: KeyHost): void {
  scene.input.keyboard?.on(
    'keydown',
    onceEach((e: KeyboardEvent) => {
      const key = e.key.toLowerCase();
      if (host.blocked()) {
        host.blockedKey(e);
        return;
      }
      const ctrl = e.ctrlKey || e.metaKey;
      if (ctrl && key === 'z') {
        e.preventDefault();
        if (e.shiftKey) host.redo();
        else host.undo();
        return;
      }
      if (ctrl && key === 'y') {
        e.preventDefault();
        host.redo();
        return;
      }
      if (ctrl || e.altKey) return;
      if (key === 'escape') {
        if (host.selected() !== null) host.clearSelection();
        else host.menu();
        return;
      }
      const source = host.selected();
      if (key === ' ') {
        e.preventDefault();
        host.stock();
        return;
      }
      if (source === null) {
        if (key === 'enter') host.statusAction();
        else if (key === 'h') host.hint();
        else if (key === 'n') host.newDeal();
        else if (key === '#') {
          // The box opens with the focus in it: the # itself must not be typed there.
          e.preventDefault();
          host.deal();
        } else {
          const token = tokenOfKey(e);
          if (token !== null) host.select(token);
        }
        return;
      }
      const token = tokenOfKey(e);
      if (key === 'arrowup' || key === 'arrowdown') {
        e.preventDefault();
        host.targetHome(key === 'arrowup' ? 'up' : 'down');
      } else if (key === 'enter') host.target('h');
      else if (token !== null && token === tokenOfPile(source)) {
        if (!host.fewer()) host.clearSelection();
      } else if (token !== null) host.target(token);
    }),
  );
}
