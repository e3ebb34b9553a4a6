import type * as Phaser from 'phaser';

// A still table need not be drawn sixty times a second: on a phone that is battery spent on the
// same picture, and in a portal's page it is CPU taken from the page. Every frame still runs
// (input, tweens, timers); only the drawing is skipped, unless something may have changed:
// - something moves: a tween in a running scene, or a scene that animates every frame (the win
//   cascade, the boot screen);
// - a scene started or stopped, or something was added to one or taken from it (a status's
//   buttons, shown when the solver answers): Phaser's input ranks what lies under a finger by the
//   last frame drawn, and what is not in it lowest, so a button not yet drawn lost its taps to the
//   panel under it;
// - input, a resize or a message from the page in the last ACTIVE_MS (a drag, a key, a portal's
//   command, and what they set off);
// - a change the view asks to show at once (drawNextFrame: a hint's outline or a notice, which
//   come when the solver answers; the clock's second);
// - IDLE_MS since the last frame drawn, a safety net for whatever else changes by itself, so
//   nothing is ever more than that late on screen.
// The canvas keeps the last frame drawn: Canvas is not cleared, and WebGL presents a new picture
// only when it is drawn to.

/**
 * How long after input (or a resize) every frame is drawn. What input changes by itself (an
 * outline, a focus ring, a card in the hand) is drawn in the frame after it; what it sets off
 * moves by tweens, adds objects or asks drawNextFrame, each drawn as it comes. Was 600 ms: a tap on a
 * still table drew about 33 frames, now about 12 (FreeCell, Canvas at 1280x800: Chrome's CPU for
 * a tap about 180 ms -> 90 ms; `npm run bench:browser`).
 */
export const ACTIVE_MS = 200;
/**
 * The longest a still screen goes undrawn. What changes by itself asks for its frame
 * (drawNextFrame), so this only bounds what might not. Was 200 ms: a still FreeCell table drew
 * 4.8 frames a second, now 1 (the clock's), and its main-thread time fell by a third.
 */
export const IDLE_MS = 1000;

export interface FrameMoment {
  readonly now: number;
  /** When input, a resize or a page message last came. */
  readonly lastWake: number;
  readonly lastDrawn: number;
  /** A tween runs, a scene animates every frame, or the running scenes changed. */
  readonly moving: boolean;
}

export function shouldDraw(m: FrameMoment): boolean {
  return m.moving || m.now - m.lastWake < ACTIVE_MS || m.now - m.lastDrawn >= IDLE_MS;
}

/**
 * The choice, frame by frame. The frame after the last one that moved is drawn too: a tween's last
 * step (and what its end sets, a card's depth at rest) must reach the screen, and Phaser's input
 * picks the top card under a finger by the order of the last frame drawn (camera.renderList).
 */
export class FrameChooser {
  private lastWake: number;
  private lastDrawn = Number.NEGATIVE_INFINITY;
  private movedBefore = true;

  constructor(now: number) {
    this.lastWake = now;
  }

  /** Input, a resize or a page message came. */
  wake(now: number): void {
    this.lastWake = now;
  }

  /** Whether to draw this frame; `moving` as in FrameMoment, for this frame alone. */
  frame(now: number, moving: boolean): boolean {
    const draw = shouldDraw({
      now,
      lastWake: this.lastWake,
      lastDrawn: this.lastDrawn,
      moving: moving || this.movedBefore,
    });
    this.movedBefore = moving;
    if (draw) this.lastDrawn = now;
    return draw;
  }
}

export interface FrameCounts {
  /** Frames the game ran (input, tweens and timers stepped). */
  readonly run: number;
  /** Frames of them drawn. */
  readonly drawn: number;
}

let counts: FrameCounts = { run: 0, drawn: 0 };

/** Whether this frame is drawn (decided at its poststep): always, where nothing chooses. */
let draw = true;

/**
 * Whether the game's last frame was drawn (always, where nothing chooses). What follows the
 * picture, such as the HTML layer over the canvas, need only be worked out again after a frame
 * drawn: a still table's other frames show nothing new.
 */
export function lastFrameDrawn(): boolean {
  return draw;
}

/** Something was added to a scene or taken from it, or the view asked: the next frame is drawn. */
let changedSince = false;

/**
 * The view changed something by itself, not by a tween nor by adding or taking away an object (a
 * hint's outline or a notice shown when the solver answers, the clock's second): the next frame
 * is drawn, not one up to IDLE_MS later.
 */
export function drawNextFrame(): void {
  changedSince = true;
}

/** The game's frames so far, for the automation API and the benches. */
export function frameCounts(): FrameCounts {
  return counts;
}

/** What, on the page, may change the picture: each wakes the drawing for ACTIVE_MS. */
const WINDOW_EVENTS = [
  'pointerdown',
  'pointermove',
  'pointerup',
  'pointercancel',
  'touchstart',
  'touchmove',
  'touchend',
  'mousedown',
  'mousemove',
  'mouseup',
  'wheel',
  'keydown',
  'keyup',
  'resize',
  'orientationchange',
  'focus',
  'blur',
  'pageshow',
  // A press that comes as a click alone: a screen reader's, voice control's or a switch's.
  'click',
  'message',
  'storage',
] as const;

/**
 * Draws the game's frames only when needed (above). `everyFrame` names the scenes that animate
 * without tweens and are drawn whenever they run.
 */
export function drawOnDemand(game: Phaser.Game, everyFrame: readonly string[]): void {
  const chooser = new FrameChooser(performance.now());
  let scenesBefore = '';
  const wake = () => chooser.wake(performance.now());
  for (const type of WINDOW_EVENTS) window.addEventListener(type, wake, { capture: true, passive: true });
  document.addEventListener('visibilitychange', wake);
  game.scale.on('resize', wake);

  const moving = (): boolean => {
    const running = game.scene.getScenes(true);
    const keys = running.map((s) => s.sys.settings.key).join(',');
    const changed = keys !== scenesBefore || changedSince;
    scenesBefore = keys;
    changedSince = false;
    return changed || running.some((s) => everyFrame.includes(s.sys.settings.key) || s.tweens.getTweens().length > 0);
  };
  // Decided after the scenes have stepped (tweens started this frame count), before the drawing.
  game.events.on('poststep', () => {
    draw = chooser.frame(performance.now(), moving());
    counts = { run: counts.run + 1, drawn: counts.drawn + (draw ? 1 : 0) };
  });

  // The three drawing steps of Phaser's game step, skipped together on a frame not drawn.
  const renderer = game.renderer;
  const preRender = renderer.preRender.bind(renderer);
  const postRender = renderer.postRender.bind(renderer);
  renderer.preRender = () => {
    if (draw) preRender();
  };
  renderer.postRender = () => {
    if (draw) postRender();
  };
  // Every scene of the game's list is there by READY, when this runs (main.ts).
  for (const scene of game.scene.getScenes(false)) {
    const sys = scene.sys;
    // Something added or taken away (a status shown or hidden when the solver answers).
    sys.events.on('addedtoscene', drawNextFrame);
    sys.events.on('removedfromscene', drawNextFrame);
    const render = sys.render.bind(sys);
    sys.render = (r) => {
      if (draw) render(r);
    };
  }
}
