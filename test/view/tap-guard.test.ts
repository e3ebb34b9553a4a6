import { describe, expect, it } from 'vitest';
import { DOUBLE_TAP_MS, DOUBLE_TAP_SLOP, TapGuard } from '../../src/view/ui/tap-guard';

describe('the guard against the second tap of a double tap', () => {
  it('lets every tap through until something changes under the finger', () => {
    const guard = new TapGuard(1, () => 10);
    expect(guard.allows({ x: 0, y: 0 })).toBe(true);
  });

  it('drops a tap where the changing tap was, within a double tap of the change, and lets one through after', () => {
    let now = 1_000;
    const guard = new TapGuard(1, () => now);
    guard.changed({ x: 100, y: 200 });
    now += 120;
    expect(guard.allows({ x: 110, y: 190 })).toBe(false);
    now = 1_000 + DOUBLE_TAP_MS;
    expect(guard.allows({ x: 110, y: 190 })).toBe(true);
  });

  it('lets a tap elsewhere through at once: it was aimed at what came there', () => {
    let now = 0;
    const guard = new TapGuard(1, () => now);
    guard.changed({ x: 100, y: 200 });
    now += 50;
    expect(guard.allows({ x: 100, y: 200 + DOUBLE_TAP_SLOP })).toBe(true);
  });

  it('measures the fingertip in CSS px on a screen of several pixels per CSS px', () => {
    let now = 0;
    const guard = new TapGuard(3, () => now);
    guard.changed({ x: 300, y: 300 });
    now += 50;
    expect(guard.allows({ x: 300 + 2 * DOUBLE_TAP_SLOP, y: 300 })).toBe(false);
    expect(guard.allows({ x: 300 + 3 * DOUBLE_TAP_SLOP, y: 300 })).toBe(true);
  });

  it('counts from the latest change', () => {
    let now = 0;
    const guard = new TapGuard(1, () => now);
    guard.changed({ x: 0, y: 0 });
    now = DOUBLE_TAP_MS - 10;
    guard.changed({ x: 0, y: 0 });
    now = DOUBLE_TAP_MS + 10;
    expect(guard.allows({ x: 0, y: 0 })).toBe(false);
  });
});
