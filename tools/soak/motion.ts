import { SETTINGS_KEY, SETTINGS_VERSION } from '../../src/platform/settings';
import { KEY_PREFIX } from '../../src/platform/store';
import { Rng } from './rng';

// How a soak run's player has the cards move. Players choose the animation speed in the settings
// (Instant, Fast, Normal, Slow) or ask their system for reduced motion, and a run plays as one of
// them: the speed a seed gets comes from its own dice (the action dice are left as they were). At
// normal or slow speed, the actions that come before the last one's animation is over race it;
// with no animation the same number of actions takes much less time waiting for the table.

export const MOTIONS = ['normal', 'fast', 'off', 'slow', 'reduced'] as const;
export type Motion = (typeof MOTIONS)[number];

/**
 * Shares of the runs. Normal and slow, where the animations are longest and the races most, keep
 * half; Fast halves the windows; Instant and reduced motion take the jump-to-place path.
 */
export const MOTION_WEIGHTS: Readonly<Record<Motion, number>> = { normal: 40, fast: 25, off: 20, reduced: 5, slow: 10 };

export const isMotion = (x: string): x is Motion => (MOTIONS as readonly string[]).includes(x);

/** The motion of a game's run of a seed: the same seed of the same game always plays it. */
export function motionOf(game: string, seed: number): Motion {
  return new Rng(seed, `soak-motion:${game}`).weighted(MOTION_WEIGHTS);
}

/**
 * A page script (init script) that sets the animation speed as a returning player has it: only
 * where no settings are stored yet, so a change the soak makes in the settings page outlives the
 * reloads that follow, as a player's would.
 */
export function motionInitScript(motion: Motion): string | null {
  if (motion === 'normal' || motion === 'reduced') return null;
  const key = JSON.stringify(KEY_PREFIX + SETTINGS_KEY);
  const value = JSON.stringify(JSON.stringify({ version: SETTINGS_VERSION, settings: { animationSpeed: motion } }));
  return `try { if (localStorage.getItem(${key}) === null) localStorage.setItem(${key}, ${value}); } catch {}`;
}
