import { describe, expect, it } from 'vitest';
import { GameClock } from '../../src/view/table/game-clock';

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

  it('goes on from a resumed game at once, and stops for good at the win', () => {
    const { clock, wait } = clockAt();
    clock.reset(90.4, true);
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
});
