import { describe, expect, it } from 'vitest';
import { ACTIVE_MS, FrameChooser, IDLE_MS, shouldDraw } from '../../src/view/draw-on-demand';

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
