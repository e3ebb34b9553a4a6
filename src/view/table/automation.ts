import { isWon, positionPiles, type State } from '../../engine';
import { type FrameCounts, frameCounts } from '../draw-on-demand';
import { isMuted, isPaused } from '../pause';
import type { ButtonInfo } from '../ui/button';
import { type CssRect, toPage } from '../ui/page-rect';
import type { DrawnCards } from './board-audit';
import type { CardBoard } from './card-board';
import type { TextSize } from './visible-texts';

/**
 * The automation API for browser tests, on `window.solitaire` (see docs/automation.md):
 *
 * - `ready`: true once the table accepts input (false while it is being built).
 * - `state()`: `{ game, deal, moves, won, piles, paused, muted, seconds }`; `piles` maps pile names
 *   (t1.., c1.., f1.., s, w) to the card text of each card, bottom first ("TD", "6C"); `paused`: held
 *   by a portal or an ad; `muted`: silent by the player's setting, the portal's or an SDK's mute;
 *   `seconds`: the game clock.
 * - `bounds(pile, index?)`: `{ x, y, w, h }` in CSS pixels of the page: the card at `index`
 *   (0 = bottom) of the pile, or with no index the top card or the empty slot; null for no such pile.
 * - `busy()`: true while cards are moving.
 * - `notice()`: the last brief message shown on the table (a refused move's reason, say).
 * - `texts()`: every text the table shows now (HUD counters, button labels, dialogs, notices).
 * - `textSizes()`: the same texts as `{ text, px }`, with the size each is drawn at in CSS px (a
 *   legibility check: a label shrunk to fit a narrow card shows here).
 * - `status()`: the status line at the table's foot ("This deal can no longer be won..."), or null.
 * - `dialog()`: the question of the open dialog, or null.
 * - `buttons()`: every button on the table now (HUD, dialog, status), `{ label, x, y, w, h, enabled }`
 *   in CSS pixels of the page.
 * - `seconds()`: the game clock, in whole seconds (what the HUD shows).
 * - `said()`: the last words the table gave its screen-reader live region (a move, a refusal...).
 * - `census()`: textures and game objects alive in the whole game (the load bench's check for leaks).
 * - `drawn()`: the cards the sprites draw, pile by pile, and what is wrong with the picture (board-audit.ts).
 * - `frames()`: `{ run, drawn }`, the game's frames so far and how many were drawn (draw-on-demand.ts:
 *   a still screen is drawn a few times a second, not every frame).
 *
 * A prepared position opens with `?game=...&position=<url-encoded board text>`.
 */
export interface SolitaireApi {
  ready: boolean;
  state(): AutomationState | null;
  bounds(pile: string, index?: number): CssRect | null;
  busy(): boolean;
  notice(): string;
  texts(): string[];
  textSizes(): TextSize[];
  status(): string | null;
  dialog(): string | null;
  buttons(): ButtonRect[];
  seconds(): number;
  said(): string;
  drawn(): DrawnCards | null;
  census(): Census | null;
  frames(): FrameCounts;
}

export interface Census {
  readonly textures: number;
  /** Game objects on the display lists of every running scene, those inside containers too. */
  readonly gameObjects: number;
  readonly scenes: number;
}

export interface ButtonRect extends CssRect {
  readonly label: string;
  readonly enabled: boolean;
}

export interface AutomationState {
  readonly game: string;
  readonly deal: number | null;
  readonly moves: number;
  readonly won: boolean;
  readonly piles: Record<string, string[]>;
  readonly paused: boolean;
  readonly muted: boolean;
  readonly seconds: number;
}

export type { CssRect };

declare global {
  interface Window {
    solitaire?: SolitaireApi;
  }
}

export interface AutomationSource {
  readonly board: CardBoard;
  readonly canvas: HTMLCanvasElement;
  state(): State | null;
  deal(): number | null;
  moves(): number;
  busy(): boolean;
  notice(): string;
  texts(): string[];
  textSizes(): TextSize[];
  status(): string | null;
  dialog(): string | null;
  buttons(): ButtonInfo[];
  seconds(): number;
  said(): string;
  drawn(): DrawnCards;
  census(): Census;
}

let installed: SolitaireApi | null = null;

/**
 * Installs `window.solitaire` once per page: the table scene is restarted for every deal, so the API
 * asks `find` for the table of the moment rather than holding one.
 */
export function exposeAutomation(find: () => AutomationSource | null): void {
  installed ??= installAutomation(find);
}

/** Marks the table as accepting input, or not (while it is rebuilt); nothing before it is exposed. */
export function setAutomationReady(ready: boolean): void {
  if (installed) installed.ready = ready;
}

export function installAutomation(source: () => AutomationSource | null): SolitaireApi {
  const api: SolitaireApi = {
    ready: false,
    state() {
      const s = source();
      const state = s?.state();
      if (!s || !state) return null;
      return {
        game: state.rules.id,
        deal: s.deal(),
        moves: s.moves(),
        won: isWon(state),
        piles: positionPiles(state),
        paused: isPaused(),
        muted: isMuted(),
        seconds: s.seconds(),
      };
    },
    bounds(pile, index) {
      const s = source();
      const state = s?.state();
      if (!s || !state) return null;
      const layout = s.board.tableLayout;
      const slot = layout.slots.get(pile);
      if (!slot) return null;
      const count = s.board.pileSprites(pile).length;
      let at: { x: number; y: number };
      if (index === undefined) at = count === 0 ? slot : s.board.placeOf(pile, count - 1);
      else if (Number.isInteger(index) && index >= 0 && index < count) at = s.board.placeOf(pile, index);
      else return null;
      return toPage(s.canvas, { x: at.x, y: at.y, w: layout.cardW, h: layout.cardH });
    },
    busy: () => source()?.busy() ?? false,
    notice: () => source()?.notice() ?? '',
    texts: () => source()?.texts() ?? [],
    textSizes: () => {
      const s = source();
      if (!s) return [];
      // Canvas px to CSS px: a text's size as the page shows it.
      const css = toPage(s.canvas, { x: 0, y: 0, w: 0, h: 1 }).h;
      return s.textSizes().map((t) => ({ text: t.text, px: t.px * css }));
    },
    status: () => source()?.status() ?? null,
    dialog: () => source()?.dialog() ?? null,
    buttons: () => {
      const s = source();
      if (!s) return [];
      return s.buttons().map((b) => ({ ...toPage(s.canvas, b), label: b.label, enabled: b.enabled }));
    },
    seconds: () => source()?.seconds() ?? 0,
    said: () => source()?.said() ?? '',
    drawn: () => source()?.drawn() ?? null,
    census: () => source()?.census() ?? null,
    frames: frameCounts,
  };
  window.solitaire = api;
  return api;
}
