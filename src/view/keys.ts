import type { GameId } from '../engine';
import type { RecordOutcome } from './ports';
import type { Rect } from './table/layout';

/** Scene keys, in one frozen map (Phaser templates' habit): boot, menu, table, win, and the HUD. */
export const SCENES = Object.freeze({
  boot: 'boot',
  menu: 'menu',
  table: 'table',
  hud: 'hud',
  win: 'win',
});

/**
 * Emitted on the table scene when a deal from outside (a portal's new game) has been queued to
 * replace it at the next step: what the table would still start on its own in this frame (the
 * deal a search for a winnable one found) is dropped, or it would replace the portal's.
 */
export const TABLE_REPLACED = 'table-replaced';

/** What the menu (or a shared link) hands the table scene to start or resume a game. */
export interface TableSceneData {
  readonly game: GameId;
  /** A deal number; omitted means a new random deal (or the saved game when `resume`). */
  readonly deal?: number;
  /** Game options by id (see GAME_OPTIONS in the engine). */
  readonly options?: readonly string[];
  /** Resume the saved game of this id if there is one. */
  readonly resume?: boolean;
  /** Board text to start from instead of a deal (tests, shared positions); see readPosition. */
  readonly position?: string;
}

/** What the table hands the win scene. */
export interface WinSceneData {
  readonly game: GameId;
  readonly deal: number | null;
  /** The won game's options: "Replay this deal" plays it again with them. */
  readonly options: readonly string[];
  /** A new deal's options (the table's newDealOptions); the won game's where not given. */
  readonly newDealOptions?: readonly string[];
  readonly moves: number;
  readonly seconds: number;
  /** The starting board text when the game began from a given position rather than a deal. */
  readonly position?: string;
  /** The game's statistics with this win counted, and whether it set a record. */
  readonly record?: RecordOutcome;
  /**
   * The table between its counters bar and its buttons, in canvas px, as laid out now (asked again
   * after a resize): the cascade stays in it. Without it the cascade uses the whole screen.
   */
  readonly tableArea?: () => Rect;
}

/** A notice whose screen was replaced within this long of showing it was not read: the next screen shows it. */
export const UNREAD_NOTICE_MS = 1000;

/**
 * The registry's key for the keyboard's place on a table that gives way to a new one (a new deal,
 * a restart of the scene): the label of the control that had the focus, for the new table to give
 * it back (its controls are new ones, under the same labels).
 */
export const KEYBOARD_FOCUS = 'keyboard-focus';
