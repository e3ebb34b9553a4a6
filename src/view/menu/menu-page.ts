import type { GameId, Language } from '../../engine';
import type { Platform } from '../../platform';
import type { TableSceneData } from '../keys';
import type { MenuQuestion } from './menu-dialog';
import { BUTTON_HEIGHT, MENU_COLOURS, type MenuUi } from './menu-ui';

// What every menu page gets to draw itself and to move on, and the fixed header they share.

export type MenuPage =
  | { readonly kind: 'games' }
  | { readonly kind: 'rules'; readonly game: GameId; readonly language: Language }
  | { readonly kind: 'settings' }
  | { readonly kind: 'statistics' };

export interface MenuContext {
  readonly ui: MenuUi;
  readonly platform: Platform;
  /** Shows another page (from the top). */
  go(page: MenuPage): void;
  /** Draws the current page again, keeping the scroll (after a setting changed). */
  redraw(): void;
  startTable(data: TableSceneData): void;
  /** Asks a question in a modal dialog over the page (built again on a resize or a language change). */
  confirm(question: () => MenuQuestion): void;
  /**
   * The page's words for a screen reader, in reading order (the canvas draws them; its buttons are
   * in the HTML layer already): a page of text, such as the rules or the statistics, gives them here.
   */
  readable(title: string, lines: readonly string[]): void;
}

/** Margin at the screen's edges, in CSS px. */
export const EDGE = 12;

/** Content width: the screen up to a readable measure, centred. */
export function column(ui: MenuUi, max = 760): { x: number; w: number } {
  const w = Math.min(ui.width - 2 * EDGE, max);
  return { x: (ui.width - w) / 2, w };
}

/**
 * The header: a title, and a back button on pages below the game list. It stays on top while the
 * page scrolls under it. Returns its height.
 */
export function drawHeader(
  ctx: MenuContext,
  title: string,
  back: (() => void) | null,
  backLabel: string,
  columnWidth: number,
): number {
  const { ui } = ctx;
  const h = BUTTON_HEIGHT + 2 * EDGE;
  ui.box(0, 0, ui.width, h, MENU_COLOURS.header, 1, 0, true);
  // Lined up with the page's column, so on a wide screen the title sits over the content.
  let x = column(ui, columnWidth).x;
  if (back) {
    const bw = Math.min(120, ui.width * 0.3);
    ui.button(x, EDGE, bw, BUTTON_HEIGHT, `‹ ${backLabel}`, back, { fixed: true });
    x += bw + EDGE;
  }
  const t = ui.text(x, h / 2, title, 22, { bold: true, originY: 0.5, fixed: true });
  const room = (ui.width - x - EDGE) * ui.dpr;
  if (t.width > room) t.setScale(room / t.width);
  return h;
}
