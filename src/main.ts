import './page.css';
import * as Phaser from 'phaser';
import {
  type CommandCounts,
  chooseRenderer,
  followVisibility,
  guardScrolling,
  platform,
  probeWebgl,
  type Renderer,
  type RendererChoice,
  registerServiceWorker,
  type TableColour,
  t,
  tableRequest,
  viewPorts,
  warmSounds,
  whenIdle,
} from './platform';
import { followBackButton, pressEscape } from './view/back-button';
import { drawOnDemand } from './view/draw-on-demand';
import { feltOf } from './view/felts';
import { SCENES, type TableSceneData } from './view/keys';
import { freeLostTouches } from './view/lost-touches';
import { PageNotice, showNoticesAtTable } from './view/page-notice';
import { controlGame } from './view/pause';
import { setPorts } from './view/ports';
import { sceneList } from './view/scenes';
import { offerUpdates } from './view/update-notice';

// Composes the game: the platform's services, the URL's wishes,
// and Phaser. The canvas is sized in device pixels and shown at CSS size (zoom 1/devicePixelRatio),
// which is what Phaser's RESIZE mode does at a ratio of 1: the table fills the window at every
// size and rotation, and cards stay crisp on high-density screens.

// The real storage, sounds, statistics and portal; the view only knows their ports.
setPorts(viewPorts(platform()));
const { portal, control } = platform();
// The portal hears of start-up: the script runs (0), Phaser is up (0.5), the first screen shows (1).
portal.loading(0);

// The page behind the canvas (seen before the game starts) in the table's colour.
const paintPage = (colour: TableColour) => {
  document.body.style.background = feltOf(colour).table;
};
paintPage(platform().settings.get().tableColour);
platform().settings.subscribe((s) => paintPage(s.tableColour));

// The URL's wishes, read once by the platform: bad parameters are reported and ignored.
const url = platform().url;
const table: TableSceneData | null = tableRequest(url.params);
const notices = [...url.errors];

/** Phaser's renderer for the URL's wish (renderer-choice.ts: software WebGL draws on Canvas unless asked). */
function rendererFor(wish: Renderer): RendererChoice {
  const choice = chooseRenderer(wish, probeWebgl());
  if (wish === 'webgl' && choice.renderer === 'canvas') {
    notices.push(t('table.badParam', { what: 'renderer=webgl (no WebGL here)' }));
  }
  return choice;
}

function viewport(): { w: number; h: number; dpr: number } {
  const parent = document.getElementById('game');
  const w = parent?.clientWidth || window.innerWidth;
  const h = parent?.clientHeight || window.innerHeight;
  return { w, h, dpr: window.devicePixelRatio || 1 };
}

function createGame(choice: RendererChoice): Phaser.Game {
  const { w, h, dpr } = viewport();
  return new Phaser.Game({
    type: choice.renderer === 'canvas' ? Phaser.CANVAS : choice.asked ? Phaser.WEBGL : Phaser.AUTO,
    ...(choice.renderer === 'webgl' ? { antialiasGL: choice.antialias } : {}),
    parent: 'game',
    backgroundColor: feltOf(platform().settings.get().tableColour).table,
    audio: { noAudio: true },
    scale: { mode: Phaser.Scale.NONE, width: Math.round(w * dpr), height: Math.round(h * dpr), zoom: 1 / dpr },
    input: { activePointers: 3 },
    // Card flights run on the wall clock: Phaser's smoothing would stretch them on slow frames
    // (or in an unfocused tab, where it clamps every frame to 1/60 s).
    fps: { smoothStep: false },
    disableContextMenu: true,
    banner: false,
    scene: sceneList(),
    callbacks: {
      preBoot: (game) => {
        game.registry.set('boot-plan', { table });
        // A link that opens a table has its problems told there; one that opens the menu (a bad
        // game id, a bad language, no deal) in the menu's banner, which the table would otherwise
        // show only when a game is opened, long after.
        if (table) game.registry.set('notices', notices);
        else for (const text of notices) platform().notices.push(text);
      },
    },
  });
}

function boot(): Phaser.Game {
  const choice = rendererFor(url.params.renderer ?? 'auto');
  try {
    return createGame(choice);
  } catch (err) {
    if (choice.renderer === 'canvas') throw err;
    // A WebGL context that fails at boot must not stop the game: start again on Canvas.
    console.warn('WebGL failed, falling back to Canvas', err);
    for (const c of Array.from(document.querySelectorAll('#game canvas'))) c.remove();
    notices.push(t('table.badParam', { what: 'WebGL (using Canvas)' }));
    return createGame({ renderer: 'canvas' });
  }
}

const game = boot();

game.events.once(Phaser.Core.Events.READY, () => {
  portal.loading(0.5);
  // A still screen is not drawn again and again (the boot screen and the win cascade always are).
  drawOnDemand(game, [SCENES.boot, SCENES.win]);
  // After Phaser's keyboard listener: it skips key events whose default was already prevented.
  guardScrolling(window);
  freeLostTouches(game, window);
});
const firstScreen = () => {
  if (!game.scene.isActive(SCENES.menu) && !game.scene.isActive(SCENES.table)) return;
  game.events.off('poststep', firstScreen);
  portal.loading(1);
  // The sounds are made once the first screen is up, not before it (audio.ts, DeferredSounds).
  whenIdle(warmSounds, 2000);
};
game.events.on('poststep', firstScreen);

// Pause, mute and new deals from outside (a portal, an SDK, a hidden page), and the platform's
// notices at the table (storage that refuses), where the menu's banner is not.
controlGame(game, control);
followVisibility(document, control);
showNoticesAtTable(game, platform().notices, new PageNotice('platform'));

declare global {
  interface Window {
    /** Commands from the parent page, obeyed and ignored by reason (docs/automation.md). */
    solitairePortal?: { counts(): CommandCounts };
  }
}
window.solitairePortal = { counts: () => ({ ...platform().commandCounts }) };

// The browser's Back goes back inside the game, as Esc does (back-button.ts); in a portal's frame
// the portal's page keeps its own Back.
if (!portal.embedded) followBackButton(window, () => pressEscape(document));
// A page the browser kept while the player was elsewhere (the back-forward cache: Safari keeps
// most) missed what other pages of the game wrote meanwhile (a newer save of its game, which its
// next move would overwrite; the settings, the statistics): it loads again, from storage, as a
// page not kept does.
window.addEventListener('pageshow', (e) => {
  if (e.persisted) location.reload();
});

// Installable and offline, when the game is the page itself (never inside a portal's iframe).
if (import.meta.env.PROD && !portal.embedded) {
  const register = () =>
    registerServiceWorker('./sw.js', {
      updateReady: offerUpdates(
        () => new PageNotice('update'),
        () => portal.midGame,
      ),
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Follows the window (resize, rotation, a move to a screen of another pixel ratio). */
function fit(): void {
  const { w, h, dpr } = viewport();
  if (game.scale.zoom !== 1 / dpr) game.scale.setZoom(1 / dpr);
  game.scale.resize(Math.round(w * dpr), Math.round(h * dpr));
}
let pending = 0;
const refit = () => {
  cancelAnimationFrame(pending);
  pending = requestAnimationFrame(fit);
};
window.addEventListener('resize', refit);
window.addEventListener('orientationchange', refit);
window.visualViewport?.addEventListener('resize', refit);
