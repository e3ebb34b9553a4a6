import type * as Phaser from 'phaser';
import { describe, expect, it, vi } from 'vitest';
import {
  ACTIVE_MS,
  drawNextFrame,
  drawOnDemand,
  FrameChooser,
  IDLE_MS,
  lastFrameDrawn,
  shouldDraw,
} from '../../src/view/draw-on-demand';

// A still screen is drawn a few times a second; anything that moves, and a while after any input,
// every frame.
describe('which frames are drawn', () => {
  const still = { now: 10_000, lastWake: 0, lastDrawn: 10_000 - 1, moving: false };

  it('a still screen, drawn a moment ago, is not drawn again', () => {
    expect(shouldDraw(still)).toBe(false);
    expect(shouldDraw({ ...still, lastDrawn: still.now - IDLE_MS + 1 })).toBe(false);
  });

  it('a still screen is drawn again once IDLE_MS have passed (the clock, a solver answer)', () => {
    expect(shouldDraw({ ...still, lastDrawn: still.now - IDLE_MS })).toBe(true);
  });

  it('every frame is drawn while something moves', () => {
    expect(shouldDraw({ ...still, moving: true })).toBe(true);
  });

  it('every frame is drawn for ACTIVE_MS after input, and not after', () => {
    expect(shouldDraw({ ...still, lastWake: still.now - ACTIVE_MS + 1 })).toBe(true);
    expect(shouldDraw({ ...still, lastWake: still.now - ACTIVE_MS })).toBe(false);
  });

  it('the frame after the last that moved is drawn (a tween ends, a card comes to rest), then no more', () => {
    const frames = new FrameChooser(0);
    let t = ACTIVE_MS + 1;
    const step = (moving: boolean) => {
      t += 16;
      return frames.frame(t, moving);
    };
    expect([step(true), step(true), step(true)]).toEqual([true, true, true]);
    expect(step(false)).toBe(true);
    expect(step(false)).toBe(false);
    expect(step(false)).toBe(false);
  });

  it('input wakes every frame for ACTIVE_MS', () => {
    const frames = new FrameChooser(0);
    let t = 10_000;
    const step = () => {
      t += 16;
      return frames.frame(t, false);
    };
    step();
    step();
    expect(step()).toBe(false);
    frames.wake(t);
    const drawn = Array.from({ length: 10 }, step);
    expect(drawn.every(Boolean)).toBe(true);
  });
});

// The glue to Phaser, on a stand-in game: what is added to a scene is drawn at the next frame. A
// status's buttons appear when the solver answers, with no input to wake the drawing; Phaser's
// input ranks what lies under a finger by the last frame drawn, so until then a tap on them went to
// the panel beneath (the table-status browser test missed one click in eight).
describe('drawOnDemand on a game', () => {
  type Listener = () => void;
  const emitter = () => {
    const on = new Map<string, Listener[]>();
    return {
      on(type: string, f: Listener) {
        on.set(type, [...(on.get(type) ?? []), f]);
      },
      emit(type: string) {
        for (const f of on.get(type) ?? []) f();
      },
    };
  };

  /**
   * Runs `body` on a stand-in game whose still table was drawn a moment ago; `step` runs a frame,
   * `dispatch` sends an event of that type to the window's listeners.
   */
  const onStillTable = (
    body: (step: () => boolean, sceneEvents: ReturnType<typeof emitter>, dispatch: (type: string) => void) => void,
  ) => {
    let now = 10_000;
    const onWindow = emitter();
    vi.stubGlobal('window', { addEventListener: (type: string, f: Listener) => onWindow.on(type, f) });
    vi.stubGlobal('document', { addEventListener: () => {} });
    vi.stubGlobal('performance', { now: () => now });
    try {
      let drawn = 0;
      const sys = { settings: { key: 'table' }, events: emitter(), render: (_r: unknown) => drawn++ };
      const scene = { sys, tweens: { getTweens: () => [] } };
      const events = emitter();
      const game = {
        scale: emitter(),
        events,
        scene: { getScenes: () => [scene] },
        renderer: { preRender: () => {}, postRender: () => {} },
      };
      drawOnDemand(game as unknown as Phaser.Game, []);
      // One game step: the scenes step, then poststep decides, then the drawing.
      const step = (): boolean => {
        now += 16;
        events.emit('poststep');
        const before = drawn;
        scene.sys.render({} as never);
        return drawn > before;
      };
      // Past ACTIVE_MS and the first frames: the still table is drawn only every IDLE_MS.
      now += ACTIVE_MS;
      for (let i = 0; i < 20; i++) step();
      const still = Array.from({ length: 5 }, step);
      expect(still.filter(Boolean).length).toBeLessThan(2);
      // A frame just drawn, so the next idle draw is IDLE_MS away.
      while (!step()) {}
      body(step, sys.events, (type) => onWindow.emit(type));
    } finally {
      vi.unstubAllGlobals();
    }
  };

  for (const event of ['addedtoscene', 'removedfromscene']) {
    it(`draws the frame after a still scene's ${event}`, () => {
      onStillTable((step, sceneEvents) => {
        expect(step()).toBe(false);
        sceneEvents.emit(event);
        expect(step()).toBe(true);
      });
    });
  }

  // A screen reader's, voice control's or a switch's press comes as a click alone, no pointer or key.
  it('wakes the drawing on a bare click, as on pointers, keys and page messages', () => {
    for (const type of ['click', 'pointerdown', 'keydown', 'message']) {
      onStillTable((step, _sceneEvents, dispatch) => {
        expect(step()).toBe(false);
        dispatch(type);
        const drawn = Array.from({ length: 5 }, step);
        expect(drawn.every(Boolean), type).toBe(true);
      });
    }
  });

  // The HTML layer over the canvas is worked out after a frame drawn only (the scenes' update).
  it('tells whether the last frame was drawn', () => {
    onStillTable((step) => {
      expect(lastFrameDrawn()).toBe(true);
      expect(step()).toBe(false);
      expect(lastFrameDrawn()).toBe(false);
      drawNextFrame();
      expect(step()).toBe(true);
      expect(lastFrameDrawn()).toBe(true);
    });
  });

  // A hint's outline or a notice comes when the solver answers, with no input to wake the drawing;
  // the clock's second changes by itself.
  it('draws the next frame of a still scene when the view asks (drawNextFrame), then rests', () => {
    onStillTable((step) => {
      expect(step()).toBe(false);
      drawNextFrame();
      expect(step()).toBe(true);
      // The frame after a change is drawn too (as after anything that moved), then no more.
      step();
      expect(step()).toBe(false);
    });
  });
});
