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
 *   `label` is what the focus reads ("FreeCell: New deal"); `reachable` says whether a tap at the
 *   middle reaches the button now (on screen, not scrolled under the fixed header or a notice).
 * - `dialog()`: the open dialog's question, or null.
 */
export interface MenuApi {
  buttons(): MenuButtonInfo[];
  dialog(): string | null;
}

export interface MenuButtonInfo extends CssRect {
  readonly label: string;
  readonly reachable: boolean;
}

declare global {
  interface Window {
    solitaireMenu?: MenuApi;
  }
}

/** Publishes the API for this menu; returns the function that takes it away (the menu closed). */
export function exposeMenuAutomation(
  scene: Phaser.Scene,
  focus: MenuFocus,
  dialog: MenuDialog,
  /** Is a point of the screen (canvas px) under something fixed that swallows taps? */
  covered: (x: number, y: number) => boolean,
): () => void {
  const api: MenuApi = {
    buttons() {
      const scroll = scene.cameras.main.scrollY;
      const { width, height } = scene.scale;
      return focus.buttons().map((b) => {
        const y = b.fixed ? b.y : b.y - scroll;
        const middle = { x: b.x + b.w / 2, y: y + b.h / 2 };
        const onScreen = middle.x >= 0 && middle.x < width && middle.y >= 0 && middle.y < height;
        return {
          label: b.label,
          reachable: onScreen && (b.fixed || !covered(middle.x, middle.y)),
          ...toPage(scene.game.canvas, { x: b.x, y, w: b.w, h: b.h }),
        };
      });
    },
    dialog: () => dialog.question(),
  };
  window.solitaireMenu = api;
  return () => {
    if (window.solitaireMenu === api) delete window.solitaireMenu;
  };
}
