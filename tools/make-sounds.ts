// Synthesises the game's seven sounds into one audio sprite, assets/sounds/:
//  - sounds.wav  mono 44.1 kHz 16-bit PCM, the master (written here, byte for byte reproducible);
//  - sounds.ogg  Opus in Ogg, what Chrome, Firefox and Edge play;
//  - sounds.mp3  MP3, the fallback for browsers that cannot play Opus in Ogg (Safari, mostly);
//  - sounds.json the Howler sprite map { name: [offset ms, duration ms] }.
// The recipes are in tools/sounds/recipes.ts. Nothing is downloaded: every sample comes from
// formulas with seeded noise, so running it twice writes the same bytes. The compressed copies need
// ffmpeg (Debian: apt-get install -y ffmpeg) at generation time only; the game and the tests do not.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Biquad, fadeOut, filter, normalise, SAMPLE_RATE, type Samples } from './sounds/dsp';
import {
  COMPRESSED,
  encodeCompressed,
  encodeWav16,
  hasFfmpeg,
  pcmFingerprint,
  quantise16,
  type Span,
} from './sounds/encode';
import { RECIPES, SOUND_NAMES, type SoundName } from './sounds/recipes';

export { SAMPLE_RATE } from './sounds/dsp';
export { SOUND_NAMES, type SoundName } from './sounds/recipes';

/** Silence before, between and after the sounds: a decoder's start delay or a sprite's rounding never clips one. */
const GAP_SECONDS = 0.06;
const DITHER_SEED = 0x5eed;

/** Loudness per sound: the frequent pickup and drop quieter than the rare chimes. */
const PEAKS: Readonly<Record<SoundName, number>> = {
  pickup: 0.4,
  drop: 0.6,
  illegal: 0.5,
  foundation: 0.6,
  deal: 0.55,
  undo: 0.42,
  win: 0.6,
};

/**
 * A recipe made ready to ship: no DC or rumble below 40 Hz, scaled to its peak, and its last quarter
 * faded to exact silence, so a chime still ringing is let go gently rather than cut with a click.
 */
function finish(name: SoundName): Samples {
  const s = filter(RECIPES[name](), new Biquad('highpass', 40));
  return fadeOut(normalise(s, PEAKS[name]), (s.length / SAMPLE_RATE) * 0.25);
}

export type SpriteMap = Record<SoundName, [offsetMs: number, durationMs: number]>;

export interface Sprite {
  /** The whole sprite as 16-bit samples at SAMPLE_RATE. */
  pcm: Int16Array;
  /** Where each sound sits, in samples. */
  spans: Readonly<Record<SoundName, Span>>;
  /** The same in milliseconds, for Howler. */
  sprite: SpriteMap;
}

/** All sounds one after another with a gap before, between and after, and where each one sits. */
export function buildSprite(): Sprite {
  const parts = SOUND_NAMES.map(finish);
  const gap = Math.round(GAP_SECONDS * SAMPLE_RATE);
  const floats = new Float64Array(parts.reduce((n, p) => n + p.length + gap, gap));
  const spans = {} as Record<SoundName, Span>;
  const sprite = {} as SpriteMap;
  const ms = (n: number) => Math.round((n / SAMPLE_RATE) * 10000) / 10;
  let at = gap;
  SOUND_NAMES.forEach((name, k) => {
    const part = parts[k] as Samples;
    floats.set(part, at);
    spans[name] = [at, part.length];
    sprite[name] = [ms(at), ms(part.length)];
    at += part.length + gap;
  });
  return { pcm: quantise16(floats, Object.values(spans), DITHER_SEED), spans, sprite };
}

export const OUTPUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'sounds');

/** The sprite map as the committed sounds.json spells it. */
export function spriteJson(sprite: SpriteMap): string {
  const lines = SOUND_NAMES.map((n) => `  "${n}": [${sprite[n].join(', ')}]`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

function main(): void {
  const { pcm, sprite } = buildSprite();
  const wav = encodeWav16(pcm);
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const wavPath = join(OUTPUT_DIR, 'sounds.wav');
  writeFileSync(wavPath, wav);
  writeFileSync(join(OUTPUT_DIR, 'sounds.json'), spriteJson(sprite));
  console.log(`wrote sounds.wav (${wav.length} bytes, ${(pcm.length / SAMPLE_RATE).toFixed(2)} s) and sounds.json`);
  if (!hasFfmpeg()) {
    console.error(
      'ffmpeg not found: sounds.ogg and sounds.mp3 are now stale. Install it (apt-get install -y ffmpeg) and run again.',
    );
    process.exit(1);
  }
  for (const format of Object.keys(COMPRESSED) as (keyof typeof COMPRESSED)[]) {
    const path = join(OUTPUT_DIR, `sounds.${format}`);
    encodeCompressed(wavPath, path, format, pcmFingerprint(wav));
    console.log(`wrote sounds.${format}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
