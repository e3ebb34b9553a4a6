import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOUND_NAMES, SOUND_SPRITE, type SoundName } from '../../src/platform/sound-sprite';
import { OUTPUT_DIR } from '../../tools/make-sounds';
import {
  countHits,
  decibels,
  energyShare,
  loudestHz,
  mean,
  peak,
  readWav,
  riseMs,
  rms,
  tonalShare,
} from './helpers/pcm';

// What makes the committed sprite sound like playing cards and not like beeps, measured on the
// master WAV (audio.test.ts checks it is what the script writes, and that the Opus and MP3 copies
// decode to the same). Each bound says why it is there.

const wav = readWav(readFileSync(join(OUTPUT_DIR, 'sounds.wav')));
const rate = wav.sampleRate;
const sound = (name: SoundName): Float64Array => {
  const [offset, duration] = SOUND_SPRITE[name];
  return wav.samples.subarray(Math.round((offset / 1000) * rate), Math.round(((offset + duration) / 1000) * rate));
};
const part = (name: SoundName, fromMs: number, toMs: number): Float64Array =>
  sound(name).subarray(Math.round((fromMs / 1000) * rate), Math.round((toMs / 1000) * rate));

/** Sounds made of paper on cloth and table: noise, not notes. */
const PAPERY = ['pickup', 'drop', 'deal', 'undo'] as const;
/** A card hitting something starts at once. */
const TAPS = ['drop', 'foundation', 'illegal'] as const;
/** A card sliding starts softly. */
const SLIDES = ['pickup', 'undo'] as const;
/** The longest each may be: the game plays them while cards move, and they must not pile up. */
const LONGEST_MS: Readonly<Record<SoundName, number>> = {
  pickup: 120,
  drop: 150,
  illegal: 250,
  foundation: 350,
  deal: 500,
  undo: 150,
  win: 1000,
};

describe('the sounds are clean', () => {
  it('are 16-bit at 44.1 kHz: no 8-bit quantisation hiss, and room for the paper band up to 10 kHz and more', () => {
    expect(wav.bitsPerSample).toBe(16);
    expect(rate).toBe(44100);
  });

  it('are short, and the whole sprite is under three seconds', () => {
    for (const name of SOUND_NAMES) expect(SOUND_SPRITE[name][1], name).toBeLessThanOrEqual(LONGEST_MS[name]);
    expect(wav.samples.length / rate).toBeLessThan(3);
  });

  it('leave exact silence between them: no noise floor at all in the gaps', () => {
    const inSound = (i: number) =>
      SOUND_NAMES.some((n) => {
        const [offset, duration] = SOUND_SPRITE[n];
        const ms = (i / rate) * 1000;
        return ms >= offset - 0.1 && ms < offset + duration + 0.1;
      });
    const loud = [...wav.ints.keys()].filter((i) => !inSound(i) && wav.ints[i] !== 0);
    expect(loud.length).toBe(0);
  });

  it('each peak between -10 and -3 dBFS: loud enough on a phone, never clipped', () => {
    for (const name of SOUND_NAMES) {
      expect(decibels(peak(sound(name))), name).toBeGreaterThan(-10);
      expect(decibels(peak(sound(name))), name).toBeLessThan(-3);
    }
  });

  it('have no DC offset (under -80 dBFS), which would thump as a sound starts and stops', () => {
    for (const name of SOUND_NAMES) expect(Math.abs(mean(sound(name))), name).toBeLessThan(1e-4);
  });

  it('each end in near silence (the last 2 ms under -60 dBFS), so the sprite cutting them off makes no click', () => {
    for (const name of SOUND_NAMES) {
      const s = sound(name);
      expect(decibels(peak(s.subarray(s.length - Math.round(0.002 * rate))) + 1e-9), name).toBeLessThan(-60);
    }
  });

  it('keep the top octave quiet (under 1% of each sound above 12 kHz): papery, not hissy', () => {
    for (const name of SOUND_NAMES) expect(energyShare(sound(name), rate, 12000), name).toBeLessThan(0.01);
  });
});

describe('the sounds are cards', () => {
  it('pickup, drop, deal and undo are noise in the paper band: over half above 2 kHz, under 10% below 250 Hz', () => {
    for (const name of PAPERY) {
      expect(energyShare(sound(name), rate, 2000), name).toBeGreaterThan(0.5);
      expect(energyShare(sound(name), rate, 0, 250), `${name}: a thump`).toBeLessThan(0.1);
    }
  });

  it('pickup, drop, deal and undo are not tones: no 1% of the spectrum holds over 35% of the energy', () => {
    for (const name of PAPERY) expect(tonalShare(sound(name)), name).toBeLessThan(0.35);
  });

  it('a card landing, sent home or refused hits at once: from 10% to 90% of its peak within 2 ms', () => {
    for (const name of TAPS) expect(riseMs(sound(name), rate), name).toBeLessThan(2);
  });

  it('a card lifted or pulled back slides in softly: at least 8 ms to its peak, not a click', () => {
    for (const name of SLIDES) expect(riseMs(sound(name), rate), name).toBeGreaterThan(8);
  });

  it('the pickup, which the game plays most, peaks below the drop, and the rare win is the loudest', () => {
    expect(peak(sound('pickup'))).toBeLessThan(peak(sound('drop')));
    for (const name of SOUND_NAMES.filter((n) => n !== 'win')) {
      expect(rms(sound(name)), name).toBeLessThan(rms(sound('win')));
    }
  });

  it('the refusal is gentle: two muffled knocks, the second softer, under 1% of it above 3 kHz', () => {
    const s = sound('illegal');
    expect(energyShare(s, rate, 3000)).toBeLessThan(0.01);
    expect(countHits(s, rate)).toBe(2);
    expect(peak(part('illegal', 90, 200))).toBeLessThan(peak(part('illegal', 0, 90)));
  });

  it('the deal is a riffle: at least ten separate card taps', () => {
    expect(countHits(sound('deal'), rate)).toBeGreaterThanOrEqual(10);
  });

  it('sending home is a tap and a chime: over 30% of the first 15 ms above 2 kHz (the chime alone has 5%), then E6 ringing', () => {
    expect(energyShare(part('foundation', 0, 15), rate, 2000)).toBeGreaterThan(0.3);
    expect(Math.abs(loudestHz(part('foundation', 30, 300), rate) - 1318.5)).toBeLessThan(10);
  });

  it('the win rises: its loudest pitch climbs C6, E6, G6, C7 across the flourish', () => {
    const windows = [
      [25, 90],
      [100, 165],
      [175, 240],
      [250, 600],
    ] as const;
    const pitches = windows.map(([from, to]) => loudestHz(part('win', from, to), rate));
    [1046.5, 1318.5, 1568, 2093].forEach((hz, k) => {
      expect(Math.abs((pitches[k] ?? 0) - hz), `note ${k + 1}`).toBeLessThan(25);
    });
  });
});
