import { describe, expect, it } from 'vitest';
import { FRAME_GAP_MS, GameClock } from '../../src/view/table/game-clock';

// The game clock starts at the first move, stands while a dialog is open or the page is hidden,
// stops at the win, and every place reads the same whole seconds.

function clockAt(start = 1000): { clock: GameClock; wait: (ms: number) => void } {
  let now = start;
  const wait = (ms: number): void => {
    now += ms;
  };
  return { clock: new GameClock(() => now), wait };
}

describe('the game clock', () => {
  it('does not run before the first move', () => {
    const { clock, wait } = clockAt();
    clock.reset();
    wait(30_000);
    expect(clock.seconds()).toBe(0);
    clock.begin();
    wait(4_000);
    expect(clock.seconds()).toBe(4);
  });

  it('stands while paused (a dialog, a hidden page) and runs on after', () => {
    const { clock, wait } = clockAt();
    clock.reset();
    clock.begin();
    wait(2_500);
    clock.setRunning(false);
    wait(60_000);
    expect(clock.seconds()).toBe(2);
    clock.setRunning(true);
    wait(1_600);
    expect(clock.seconds()).toBe(4);
  });

  it('is not started by a pause ending before the first move', () => {
    const { clock, wait } = clockAt();
    clock.reset();
    clock.setRunning(true);
    wait(5_000);
    expect(clock.seconds()).toBe(0);
  });

  it('goes on from a resumed game from its first frame, and stops for good at the win', () => {
    const { clock, wait } = clockAt();
    clock.reset(90.4, true);
    // Before the table's first frame the time read is the last one the scene saw (the menu's
    // seconds in between): the game goes on from the first frame.
    wait(3_000);
    clock.setRunning(true);
    wait(5_000);
    expect(clock.seconds()).toBe(95);
    clock.stop();
    wait(5_000);
    clock.setRunning(true);
    clock.begin();
    expect(clock.stopped).toBe(true);
    expect(clock.seconds()).toBe(95);
  });

  it('reads whole seconds, rounded down, and keeps the fraction for the save', () => {
    const { clock, wait } = clockAt();
    clock.reset();
    clock.begin();
    wait(2_999);
    expect(clock.seconds()).toBe(2);
    expect(clock.exact()).toBeCloseTo(2.999, 6);
  });

  /** The table's frames: setRunning(true) every `step` ms for `ms` ms. */
  function frames(clock: GameClock, wait: (ms: number) => void, ms: number, step = 16): void {
    for (let t = 0; t < ms; t += step) {
      wait(step);
      clock.setRunning(true);
    }
  }

  it('counts a long game played frame by frame', () => {
    const { clock, wait } = clockAt();
    clock.reset();
    clock.begin();
    frames(clock, wait, 90_000, 250);
    expect(clock.seconds()).toBe(90);
  });

  it('does not count a sleep the page was not told of (no frames, then a jump)', () => {
    const { clock, wait } = clockAt();
    clock.reset();
    clock.begin();
    frames(clock, wait, 3_000);
    wait(20 * 60_000); // the lid closed on a visible tab: no visibilitychange, no frames
    clock.setRunning(true); // the first frame after waking
    expect(clock.seconds()).toBe(3);
    frames(clock, wait, 2_000);
    expect(clock.seconds()).toBe(5);
  });

  it('does not count the sleep when read before the first frame after it (a save on page hide)', () => {
    const { clock, wait } = clockAt();
    clock.reset(10, true);
    frames(clock, wait, 2_000);
    wait(FRAME_GAP_MS + 1);
    expect(clock.exact()).toBeCloseTo(12, 1);
  });

  it('stays paused across a sleep that began with a hidden page', () => {
    const { clock, wait } = clockAt();
    clock.reset();
    clock.begin();
    frames(clock, wait, 1_000);
    clock.setRunning(false);
    wait(60_000);
    clock.setRunning(false);
    expect(clock.seconds()).toBe(1);
    clock.setRunning(true);
    frames(clock, wait, 1_000);
    expect(clock.seconds()).toBe(2);
  });
});
