import { Biquad, filter, mix, noiseSource, type Samples, samples } from './dsp';
import { chime, slide, tap } from './voices';

// Each of the game's sounds as a recipe of slides, taps and chimes (tools/sounds/voices.ts). The
// gains here are only relative: make-sounds.ts scales every sound to its own peak afterwards.

export const SOUND_NAMES = ['pickup', 'drop', 'illegal', 'foundation', 'deal', 'undo', 'win'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

/** A riffle: `count` taps whose spacing shrinks from `firstGap` to `lastGap` seconds, jittered by a seed. */
function riffle(out: Samples, at: number, count: number, firstGap: number, lastGap: number, seed: number): number {
  const jitter = noiseSource(seed);
  let t = at;
  for (let k = 0; k < count; k++) {
    const x = k / Math.max(1, count - 1);
    // Louder in the middle of the riffle, where most cards fall at once.
    const gain = (0.55 + 0.45 * Math.sin(Math.PI * x)) * (0.85 + 0.15 * jitter());
    const card = tap({
      brightHz: 2600 + 900 * jitter(),
      decay: 0.0045 + 0.0015 * jitter(),
      bodyHz: 420 + 60 * jitter(),
      bodyRing: 0.006,
      body: 0.3,
      seed: seed * 100 + k,
    });
    mix(out, card, t, gain);
    t += (firstGap + (lastGap - firstGap) * x) * (1 + 0.18 * jitter());
  }
  return t;
}

export const RECIPES: Readonly<Record<SoundName, () => Samples>> = {
  /** A card lifted: a short flick of a slide, rising, with the faint click of the edge leaving. */
  pickup: () => {
    const s = samples(0.085);
    mix(s, slide({ seconds: 0.07, fromHz: 1900, toHz: 4200, q: 1.1, peakAt: 0.3, seed: 1 }), 0);
    mix(s, tap({ brightHz: 5200, decay: 0.002, bodyHz: 900, bodyRing: 0.003, body: 0, seed: 2 }), 0.052, 0.35);
    return s;
  },
  /** A card put down: a papery slap with a little body, and a smaller second touch as it settles. */
  drop: () => {
    const s = samples(0.11);
    mix(s, tap({ brightHz: 2400, decay: 0.008, bodyHz: 300, bodyRing: 0.01, body: 0.3, seed: 3 }), 0);
    mix(s, tap({ brightHz: 3400, decay: 0.004, bodyHz: 380, bodyRing: 0.008, body: 0.1, seed: 4 }), 0.021, 0.16);
    return s;
  },
  /**
   * Refused: two soft, muffled knocks falling in pitch, like a card nudged back; nothing above 2 kHz,
   * and nothing so low that a phone's small speaker loses it.
   */
  illegal: () => {
    const s = samples(0.2);
    mix(s, tap({ brightHz: 900, decay: 0.008, bodyHz: 330, bodyRing: 0.016, body: 0.7, seed: 5 }), 0);
    mix(s, tap({ brightHz: 720, decay: 0.009, bodyHz: 260, bodyRing: 0.018, body: 0.7, seed: 6 }), 0.095, 0.22);
    // Two low-passes in a row: a steep roll-off, so nothing in it is sharp.
    return filter(filter(s, new Biquad('lowpass', 1800)), new Biquad('lowpass', 1800));
  },
  /** Sent home: a crisp tap and, under it, a short soft chime (E6 with a quiet B6). */
  foundation: () => {
    const s = samples(0.3);
    mix(s, tap({ brightHz: 3300, decay: 0.007, bodyHz: 360, bodyRing: 0.01, body: 0.25, seed: 7 }), 0);
    mix(s, chime(1318.5, 0.07, 0.294), 0.006, 0.28);
    mix(s, chime(1975.5, 0.05, 0.294), 0.006, 0.07);
    return s;
  },
  /** The deal: a riffle of card taps, quickening, squared off by one firmer tap. */
  deal: () => {
    const s = samples(0.42);
    const end = riffle(s, 0, 13, 0.03, 0.017, 11);
    mix(s, slide({ seconds: end, fromHz: 2500, toHz: 3200, q: 0.9, peakAt: 0.5, seed: 12 }), 0, 0.18);
    mix(s, tap({ brightHz: 2600, decay: 0.008, bodyHz: 300, bodyRing: 0.012, body: 0.4, seed: 13 }), end + 0.03, 0.9);
    return s;
  },
  /** Undo: a slide pulled back, falling and growing louder, stopped short. */
  undo: () => {
    const s = samples(0.12);
    mix(s, slide({ seconds: 0.11, fromHz: 4200, toHz: 1700, q: 1.1, peakAt: 0.8, seed: 14 }), 0);
    return s;
  },
  /** The win: a quick riffle under a rising arpeggio of soft chimes (C6 E6 G6 C7) that rings out. */
  win: () => {
    const seconds = 0.85;
    const s = samples(seconds);
    riffle(s, 0, 10, 0.028, 0.02, 21);
    // Every chime rings to the end of the sound, where the fade lets it go.
    const strike = (freq: number, at: number, decay: number, gain: number) =>
      mix(s, chime(freq, decay, seconds - at), at, gain);
    const notes = [1046.5, 1318.5, 1568, 2093];
    notes.forEach((f, k) => {
      const last = k === notes.length - 1;
      strike(f, 0.02 + k * 0.075, last ? 0.2 : 0.12, last ? 0.38 : 0.32);
    });
    // The chord under the top note: C6 and G6 struck again, softly.
    strike(1046.5, 0.245, 0.2, 0.16);
    strike(1568, 0.245, 0.2, 0.14);
    return s;
  },
};
