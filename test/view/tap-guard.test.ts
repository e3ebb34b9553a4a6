import { describe, expect, it } from 'vitest';
import { DOUBLE_TAP_MS, DOUBLE_TAP_SLOP, TapGuard } from '../../src/view/ui/tap-guard';

// Times are the pointer events' timeStamps: when the player tapped, not when the game handled it,
// which is later (`handled`: the guard's clock, far past every tap below unless a test says).
const handled = () => 1e9;

describe('the guard against the second tap of a double tap', () => {
  it('lets every tap through until something changes under the finger', () => {
    const guard = new TapGuard(1, handled);
    expect(guard.allows({ x: 0, y: 0, time: 10 })).toBe(true);
  });

  it('drops a tap where the changing tap was, within a double tap of the change, and lets one through after', () => {
    const guard = new TapGuard(1, handled);
    guard.changed({ x: 100, y: 200, time: 1_000 });
    expect(guard.allows({ x: 110, y: 190, time: 1_120 })).toBe(false);
    expect(guard.allows({ x: 110, y: 190, time: 1_000 + DOUBLE_TAP_MS })).toBe(true);
  });

  it('lets a tap elsewhere through at once: it was aimed at what came there', () => {
    const guard = new TapGuard(1, handled);
    guard.changed({ x: 100, y: 200, time: 0 });
    expect(guard.allows({ x: 100, y: 200 + DOUBLE_TAP_SLOP, time: 50 })).toBe(true);
  });

  it('measures the fingertip in CSS px on a screen of several pixels per CSS px', () => {
    const guard = new TapGuard(3, handled);
    guard.changed({ x: 300, y: 300, time: 0 });
    expect(guard.allows({ x: 300 + 2 * DOUBLE_TAP_SLOP, y: 300, time: 50 })).toBe(false);
    expect(guard.allows({ x: 300 + 3 * DOUBLE_TAP_SLOP, y: 300, time: 50 })).toBe(true);
  });

  it('counts from the latest change', () => {
    const guard = new TapGuard(1, handled);
    guard.changed({ x: 0, y: 0, time: 0 });
    guard.changed({ x: 0, y: 0, time: DOUBLE_TAP_MS - 10 });
    expect(guard.allows({ x: 0, y: 0, time: DOUBLE_TAP_MS + 10 })).toBe(false);
  });

  it('drops the second tap however late the game gets to it: the taps were a double tap', () => {
    // The first tap drew a page that kept a slow phone busy for half a second; both taps' events
    // carry the times they were made, 120 ms apart.
    const guard = new TapGuard(1, handled);
    guard.changed({ x: 50, y: 50, time: 2_000 });
    expect(guard.allows({ x: 52, y: 48, time: 2_120 })).toBe(false);
  });

  it('guards nothing after a change a key made: the pointer last moved long before', () => {
    const guard = new TapGuard(1, handled);
    guard.changed({ x: 50, y: 50, time: 2_000 }); // the pointer's last event, then Enter at 9,000
    expect(guard.allows({ x: 50, y: 50, time: 9_100 })).toBe(true);
  });

  it("counts from now a change stamped later than now: a portal page's click, on that page's clock", () => {
    // The portal page began 60 s before the game's frame: its events read 60,000 ms later.
    const guard = new TapGuard(1, () => 5_000);
    guard.changed({ x: 50, y: 50, time: 65_000 });
    expect(guard.allows({ x: 50, y: 50, time: 5_100 })).toBe(false);
    expect(guard.allows({ x: 50, y: 50, time: 5_000 + DOUBLE_TAP_MS })).toBe(true);
  });
});
