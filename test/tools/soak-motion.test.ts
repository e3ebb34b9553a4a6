import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine';
import { SettingsStore } from '../../src/platform/settings';
import { WebStore } from '../../src/platform/store';
import { MOTION_WEIGHTS, MOTIONS, motionInitScript, motionOf } from '../../tools/soak/motion';
import { Rng } from '../../tools/soak/rng';

// A soak run plays at the animation setting its game and seed choose, set as a returning player
// has it.

/** Just enough of localStorage for the init script and the settings store. */
class FakeStorage {
  readonly items = new Map<string, string>();
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.items.set(k, v);
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
}

describe("the soak's animation settings", () => {
  it('are the same for a game and seed every time, and differ between games of a seed', () => {
    expect(motionOf('freecell', 7)).toBe(motionOf('freecell', 7));
    expect(new Set(GAME_IDS.map((g) => motionOf(g, 5))).size).toBeGreaterThan(1);
  });

  it('come in about the shares the weights give, every setting among them', () => {
    const n = 4000;
    const count = new Map<string, number>();
    for (let seed = 1; seed <= n / GAME_IDS.length; seed++)
      for (const g of GAME_IDS) count.set(motionOf(g, seed), (count.get(motionOf(g, seed)) ?? 0) + 1);
    const sum = Object.values(MOTION_WEIGHTS).reduce((a, b) => a + b, 0);
    for (const m of MOTIONS) expect((count.get(m) ?? 0) / n).toBeCloseTo(MOTION_WEIGHTS[m] / sum, 1);
  });

  it("leave the actions' dice as they were", () => {
    const before = new Rng(3);
    motionOf('freecell', 3);
    expect(before.int(0, 1_000_000)).toBe(new Rng(3).int(0, 1_000_000));
  });

  it('set the speed where no settings are stored, which the game then reads, and leave stored ones alone', () => {
    for (const speed of ['off', 'fast', 'slow'] as const) {
      const storage = new FakeStorage();
      runInNewContext(motionInitScript(speed) ?? '', { localStorage: storage });
      expect(new SettingsStore(new WebStore(storage)).get().animationSpeed).toBe(speed);
      // A later page load finds the player's own choice (made in the settings page) and keeps it.
      new SettingsStore(new WebStore(storage)).update({ animationSpeed: 'normal' });
      runInNewContext(motionInitScript(speed) ?? '', { localStorage: storage });
      expect(new SettingsStore(new WebStore(storage)).get().animationSpeed).toBe('normal');
    }
    // Normal is the default, and reduced motion is the system's (the browser context's) setting.
    expect(motionInitScript('normal')).toBeNull();
    expect(motionInitScript('reduced')).toBeNull();
  });
});
