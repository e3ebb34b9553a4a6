import { describe, expect, it } from 'vitest';
import { ACTIVE_MS, IDLE_MS, shouldDraw } from '../../src/view/draw-on-demand';

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
});
