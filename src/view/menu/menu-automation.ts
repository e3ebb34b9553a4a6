import type * as Phaser from 'phaser';
import { type CssRect, toPage } from '../ui/page-rect';
import type { MenuDialog } from './menu-dialog';
import type { MenuFocus } from './menu-focus';

/**
 * The menu's part of the automation API (docs/automation.md), on `window.solitaireMenu` while the
 * menu is on screen: the canvas has no DOM buttons, so tests and portal QA find them here.
 *
 * - `buttons()`: the buttons that take input now (only the dialog's while one is open), in focus
 *   order, each `{ label, x, y, w, h }` in CSS pixels of the page (after the page's scroll);
 *   `label` is what the focus reads ("FreeCell: New deal").
 * - `dialog()`: the open dialog's question, or null.
 */
export interface MenuApi {
  buttons(): MenuButtonInfo[];
  dialog(): string | null;
}

export interface MenuButtonInfo extends CssRect {
  readonly label: string;
}

declare global {
  interface Window {
    solitaireMenu?: MenuApi;
  }
}

/** Publishes the API for this menu; returns the function that takes it away (the menu closed). */
export function exposeMenuAutomation(scene: Phaser.Scene, focus: MenuFocus, dialog: MenuDialog): () => void {
  const api: MenuApi = {
    buttons() {
      const scroll = scene.cameras.main.scrollY;
      return focus.buttons().map((b) => ({
        label: b.label,
        ...toPage(scene.game.canvas, { x: b.x, y: b.fixed ? b.y : b.y - scroll, w: b.w, h: b.h }),
      }));
    },
    dialog: () => dialog.question(),
  };
  window.solitaireMenu = api;
  return () => {
    if (window.solitaireMenu === api) delete window.solitaireMenu;
  };
}
