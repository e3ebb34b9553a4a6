import type * as Phaser from 'phaser';
import type { GameControl, NewGameRequest } from '../platform';
import { SCENES, TABLE_REPLACED, type TableSceneData } from './keys';
import { PauseOverlay } from './pause-overlay';
import { ports } from './ports';

// Pause from outside (a portal's command, an ad break): every running scene is paused, which stops
// its clock (scene time), tweens, timers and input; the paused overlay covers the canvas, and the
// sound gate (src/platform/sound-gate.ts) silences the sounds. Resume resumes exactly the scenes
// this paused. A scene that starts while the game is held (a new deal asked for meanwhile) is
// paused at the start of the next step (its first update may run; the table takes no input while
// the game is held). The table's own clock counts wall time between its updates, so it is told at
// the moment of the pause (portal-table.ts: followPortal) and stands through it.

let control: GameControl | null = null;

/** True while the game is held from outside. */
export function isPaused(): boolean {
  return control?.paused ?? false;
}

/** True while the player hears nothing because of a mute: their own setting, the portal's or an SDK's. */
export function isMuted(): boolean {
  return ports().settings.get().muted || (control?.muted ?? false);
}

/** Follows `gameControl` for this Phaser game: pause and resume, and new deals asked for. */
export function controlGame(game: Phaser.Game, gameControl: GameControl, overlay = new PauseOverlay()): () => void {
  control = gameControl;
  let held: Phaser.Scene[] = [];
  // The scene manager's own pause and resume act at once (a scene's `this.scene.pause()` waits for
  // the next frame): the clock stops at the command.
  const holdRunning = () => {
    for (const scene of game.scene.getScenes(true)) {
      game.scene.pause(scene);
      held.push(scene);
    }
  };
  const apply = () => {
    if (gameControl.paused) {
      holdRunning();
      if (!overlay.shown) overlay.show();
    } else if (overlay.shown || held.length > 0) {
      for (const scene of held) if (scene.sys.isPaused()) game.scene.resume(scene);
      held = [];
      overlay.hide();
    }
  };
  const onStep = () => {
    if (gameControl.paused) holdRunning();
  };
  game.events.on('prestep', onStep);
  const stopControl = gameControl.subscribe(apply);
  // A new deal asked for during start-up waits (GameControl keeps it) until the first screen is up:
  // the boot scene starts that screen itself, over a table started before it.
  let stopNewGame = () => {};
  // Requests in one frame make one table, the last one's: each started at once would build a table
  // (told `ready` to the portal) only to replace it. The one left is started before the next step's
  // scene changes, after any the player's input queued in this frame, so it still comes last.
  let asked: NewGameRequest | null = null;
  const startAsked = () => {
    const request = asked;
    asked = null;
    if (request) newGame(game, request);
  };
  const listenOnceUp = () => {
    if (!firstScreenUp(game)) return;
    game.events.off('poststep', listenOnceUp);
    const stop = gameControl.onNewGame((request) => {
      if (asked === null) game.events.once('prestep', startAsked);
      asked = request;
    });
    stopNewGame = () => {
      stop();
      game.events.off('prestep', startAsked);
    };
  };
  game.events.on('poststep', listenOnceUp);
  apply();
  return () => {
    game.events.off('prestep', onStep);
    game.events.off('poststep', listenOnceUp);
    stopControl();
    stopNewGame();
  };
}

/** The boot scene has handed over to the menu or the table (held or not). */
function firstScreenUp(game: Phaser.Game): boolean {
  const up = (key: string) => game.scene.isActive(key) || game.scene.isPaused(key);
  return !up(SCENES.boot) && (up(SCENES.menu) || up(SCENES.table));
}

/**
 * A new deal asked for from outside: of the game asked for, else the one on the table, else
 * FreeCell. The table starts it as it does a link's: where it would replace a saved game in
 * progress of that game, the table shows that game and asks first (start-session.ts).
 */
function newGame(game: Phaser.Game, request: NewGameRequest): void {
  const manager = game.scene;
  const table = manager.getScene(SCENES.table);
  if (!table) return; // no table in this build of the game: nothing could play the deal
  // What the table was started with (Phaser keeps a scene's start data): its game and options.
  const onTable =
    table.sys.isActive() || table.sys.isPaused() ? (table.sys.settings.data as TableSceneData | undefined) : undefined;
  const id = request.game ?? onTable?.game ?? 'freecell';
  // The options the table was started with for the game on it (a link's); for another game, or a
  // saved game continued (started with none), the player's own, as the menu and the table start them.
  const given = id === onTable?.game && !onTable.resume ? onTable.options : undefined;
  const options = given ?? ports().settings.get().gameOptions?.[id];
  const data: TableSceneData = {
    game: id,
    ...(options && options.length > 0 ? { options } : {}),
    ...(request.deal !== undefined ? { deal: request.deal } : {}),
  };
  // Queued, through the table's scene plugin, as a scene's own changes of screen are: one that
  // changed screens earlier in this frame (the player's "Yes" to a new deal, Menu, a tap on the win
  // panel) has queued its change, which a start made at once would see replaced at the next step.
  // Queued, the later request wins. Every other screen is stopped, not only those up now: one the
  // player's change starts just before (the menu) goes too. Stopping a screen not up does nothing.
  const queued = table.scene;
  table.events.emit(TABLE_REPLACED);
  for (const scene of manager.getScenes(false)) {
    const key = scene.sys.settings.key;
    if (key !== SCENES.table && key !== SCENES.boot) queued.stop(key);
  }
  // A table held by a pause is stopped as it is, not resumed first: a resume would hand the held
  // table what waited for it (a winnable deal found during the pause), which would then restart it
  // after this start.
  queued.restart(data);
}
