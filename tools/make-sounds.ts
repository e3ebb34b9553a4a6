// Synthesises the game's seven sounds into one audio sprite: assets/sounds/sounds.wav (mono,
// 22050 Hz, 8-bit: short clicks and chimes do not need more, and the whole file stays small)
// and assets/sounds/sounds.json, the Howler sprite map { name: [offset ms, duration ms] }.
// Nothing is downloaded: every sample comes from the formulas below, with seeded noise, so
// running it twice writes the same bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const SAMPLE_RATE = 22050;
/** Silence between sounds, so a sprite's rounding never clips the next one in. */
const GAP_SECONDS = 0.05;

export const SOUND_NAMES = ['pickup', 'drop', 'illegal', 'foundation', 'deal', 'undo', 'win'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

type Samples = Float32Array;

const samples = (seconds: number): Samples => new Float32Array(Math.round(seconds * SAMPLE_RATE));

/** A small seeded generator (mulberry32) for the noise, so the output is reproducible. */
function noiseSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

/** Adds a sine partial with an exponential decay, starting at `at` seconds. */
function tone(out: Samples, at: number, freq: number, gain: number, decay: number, attack = 0.004): void {
  const start = Math.round(at * SAMPLE_RATE);
  for (let i = start; i < out.length; i++) {
    const t = (i - start) / SAMPLE_RATE;
    const env = Math.min(1, t / attack) * Math.exp(-t / decay);
    out[i] = (out[i] ?? 0) + gain * env * Math.sin(2 * Math.PI * freq * t);
  }
}

/** Adds a burst of low-passed noise: the papery part of a card sound. `brightness` 0..1 opens the filter. */
function noiseBurst(out: Samples, at: number, length: number, gain: number, brightness: number, seed: number): void {
  const noise = noiseSource(seed);
  const start = Math.round(at * SAMPLE_RATE);
  const end = Math.min(out.length, start + Math.round(length * SAMPLE_RATE));
  let lowpassed = 0;
  for (let i = start; i < end; i++) {
    const t = (i - start) / SAMPLE_RATE;
    const env = Math.min(1, t / 0.002) * (1 - (i - start) / (end - start)) ** 2;
    lowpassed += brightness * (noise() - lowpassed);
    out[i] = (out[i] ?? 0) + gain * env * lowpassed;
  }
}

/** A pitch sweep with a soft envelope, for undo's "taking back". */
function sweep(out: Samples, from: number, to: number, gain: number): void {
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const p = i / out.length;
    phase += (2 * Math.PI * (from + (to - from) * p)) / SAMPLE_RATE;
    out[i] = (out[i] ?? 0) + gain * Math.sin(Math.PI * p) ** 2 * Math.sin(phase);
  }
}

/** Each sound as a recipe; lengths are kept short because every second costs 22 KB. */
export const RECIPES: Readonly<Record<SoundName, () => Samples>> = {
  pickup: () => {
    const s = samples(0.09);
    noiseBurst(s, 0, 0.06, 0.5, 0.5, 1);
    tone(s, 0, 1400, 0.12, 0.02);
    return s;
  },
  drop: () => {
    const s = samples(0.12);
    noiseBurst(s, 0, 0.07, 0.6, 0.25, 2);
    tone(s, 0, 170, 0.5, 0.03, 0.002);
    return s;
  },
  illegal: () => {
    const s = samples(0.26);
    tone(s, 0, 233, 0.3, 0.05);
    tone(s, 0, 466, 0.1, 0.04);
    tone(s, 0.11, 196, 0.35, 0.06);
    tone(s, 0.11, 392, 0.1, 0.04);
    return s;
  },
  foundation: () => {
    const s = samples(0.32);
    tone(s, 0, 1046.5, 0.35, 0.09);
    tone(s, 0, 1568, 0.15, 0.06);
    tone(s, 0, 2093, 0.08, 0.04);
    noiseBurst(s, 0, 0.03, 0.2, 0.4, 3);
    return s;
  },
  deal: () => {
    const s = samples(0.48);
    for (let k = 0; k < 9; k++) noiseBurst(s, k * 0.045, 0.05, 0.45 + 0.05 * (k % 3), 0.35 + 0.05 * (k % 2), 10 + k);
    return s;
  },
  undo: () => {
    const s = samples(0.14);
    sweep(s, 760, 420, 0.35);
    return s;
  },
  win: () => {
    const s = samples(1.25);
    const notes = [523.25, 659.25, 783.99, 1046.5];
    notes.forEach((f, k) => {
      tone(s, k * 0.12, f, 0.22, 0.35);
      tone(s, k * 0.12, f * 2, 0.06, 0.15);
    });
    // The last chord rings on under the arpeggio's top note.
    for (const f of notes) tone(s, 0.48, f, 0.1, 0.4);
    return s;
  },
};

/** Scales a sound so its loudest sample reaches `peak`: the recipes' gains are only relative. */
function normalise(s: Samples, peak: number): Samples {
  let max = 0;
  for (const x of s) max = Math.max(max, Math.abs(x));
  if (max > 0) for (let i = 0; i < s.length; i++) s[i] = ((s[i] ?? 0) / max) * peak;
  return s;
}

/** Loudness per sound: the frequent clicks quieter than the rare chimes. */
const PEAKS: Readonly<Record<SoundName, number>> = {
  pickup: 0.45,
  drop: 0.6,
  illegal: 0.6,
  foundation: 0.6,
  deal: 0.55,
  undo: 0.5,
  win: 0.8,
};

export type SpriteMap = Record<SoundName, [offsetMs: number, durationMs: number]>;

/** All sounds one after another with a gap between, and where each one sits in milliseconds. */
export function buildSprite(): { pcm: Samples; sprite: SpriteMap } {
  const parts = SOUND_NAMES.map((name) => normalise(RECIPES[name](), PEAKS[name]));
  const gap = Math.round(GAP_SECONDS * SAMPLE_RATE);
  const pcm = new Float32Array(parts.reduce((n, p) => n + p.length + gap, 0));
  const sprite = {} as SpriteMap;
  let at = 0;
  SOUND_NAMES.forEach((name, k) => {
    const part = parts[k] as Samples;
    pcm.set(part, at);
    const ms = (n: number) => Math.round((n / SAMPLE_RATE) * 10000) / 10;
    sprite[name] = [ms(at), ms(part.length)];
    at += part.length + gap;
  });
  return { pcm, sprite };
}

/** A mono 8-bit PCM WAV (unsigned samples, 128 is silence). */
export function encodeWav8(pcm: Samples): Uint8Array {
  const bytes = new Uint8Array(44 + pcm.length);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) bytes[at + i] = s.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + pcm.length, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // bytes per second
  view.setUint16(32, 1, true); // bytes per frame
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, pcm.length, true);
  pcm.forEach((x, i) => {
    bytes[44 + i] = Math.max(0, Math.min(255, Math.round(128 + 127 * x)));
  });
  return bytes;
}

export const OUTPUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'sounds');

function main(): void {
  const { pcm, sprite } = buildSprite();
  const wav = encodeWav8(pcm);
  mkdirSync(OUTPUT_DIR, { recursive: true });
  writeFileSync(join(OUTPUT_DIR, 'sounds.wav'), wav);
  const lines = SOUND_NAMES.map((n) => `  "${n}": [${sprite[n].join(', ')}]`);
  writeFileSync(join(OUTPUT_DIR, 'sounds.json'), `{\n${lines.join(',\n')}\n}\n`);
  console.log(`wrote sounds.wav (${wav.length} bytes, ${(pcm.length / SAMPLE_RATE).toFixed(2)} s) and sounds.json`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
