import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DeferredSounds,
  followSettings,
  HowlerSounds,
  type HowlLike,
  howlOptions,
  SilentSounds,
  SOUND_NAMES,
} from '../../src/platform/audio';
import { SettingsStore } from '../../src/platform/settings';
import { SOUND_FILES, SOUND_SPRITE } from '../../src/platform/sound-sprite';
import { MemoryStore } from '../../src/platform/store';
import { buildSprite, OUTPUT_DIR, SAMPLE_RATE, spriteJson } from '../../tools/make-sounds';
import { decodeWithFfmpeg, encodeWav16, FINGERPRINT_TAG, hasFfmpeg, pcmFingerprint } from '../../tools/sounds/encode';
import { readMp3, readOggOpus } from './helpers/containers';
import { decibels, energyShare, readWav, rms } from './helpers/pcm';

class FakeHowl implements HowlLike {
  played: string[] = [];
  volumes: number[] = [];
  mutes: boolean[] = [];
  play(sprite: string): number {
    this.played.push(sprite);
    return 1;
  }
  volume(v: number): void {
    this.volumes.push(v);
  }
  mute(m: boolean): void {
    this.mutes.push(m);
  }
}

const committed = (file: string): Buffer => readFileSync(join(OUTPUT_DIR, file));
const wav = committed('sounds.wav');
const wavSeconds = (wav.length - 44) / 2 / SAMPLE_RATE;
/** What the script would write now; the committed compressed files must have been made from it. */
const fingerprint = pcmFingerprint(encodeWav16(buildSprite().pcm));

describe('the sound sprite', () => {
  it('has every sound, in order, without overlaps', () => {
    let end = 0;
    for (const name of SOUND_NAMES) {
      const [offset, duration] = SOUND_SPRITE[name];
      expect(offset, name).toBeGreaterThanOrEqual(end);
      expect(duration, name).toBeGreaterThan(0);
      end = offset + duration;
    }
  });

  it('is mastered as a mono 44.1 kHz 16-bit WAV that the committed map fits', () => {
    const pcm = readWav(wav);
    expect([pcm.channels, pcm.sampleRate, pcm.bitsPerSample]).toEqual([1, 44100, 16]);
    const [offset, duration] = SOUND_SPRITE.win;
    expect((offset + duration) / 1000).toBeLessThanOrEqual(wavSeconds);
  });

  it('is what the script makes now (the committed WAV and map are up to date)', () => {
    const { pcm, sprite } = buildSprite();
    expect(sprite).toEqual(SOUND_SPRITE);
    expect(committed('sounds.json').toString('utf8')).toBe(spriteJson(sprite));
    expect(Buffer.from(encodeWav16(pcm)).equals(wav)).toBe(true);
  });
});

describe('the compressed copies the game plays', () => {
  it('are Ogg Opus and MP3 files, each under 30 KB', () => {
    const ogg = committed('sounds.ogg');
    const mp3 = committed('sounds.mp3');
    expect(ogg.toString('ascii', 0, 4)).toBe('OggS');
    expect(ogg.toString('ascii', 28, 36)).toBe('OpusHead');
    expect(mp3.toString('ascii', 0, 3)).toBe('ID3');
    expect(readMp3(mp3)).toMatchObject({ sampleRate: 44100, mono: true, kbps: 64 });
    expect(statSync(join(OUTPUT_DIR, 'sounds.ogg')).size).toBeLessThan(30_000);
    expect(statSync(join(OUTPUT_DIR, 'sounds.mp3')).size).toBeLessThan(30_000);
  });

  it('play exactly as long as the WAV, so the sprite map holds for them too', () => {
    const opus = readOggOpus(committed('sounds.ogg'));
    const mp3 = readMp3(committed('sounds.mp3'));
    expect(Math.abs(opus.samples48k / 48000 - wavSeconds)).toBeLessThan(0.001);
    expect(mp3.samples / 44100).toBeCloseTo(wavSeconds, 6);
  });

  it('were encoded from the WAV the script makes now (their tags carry its fingerprint)', () => {
    expect(readOggOpus(committed('sounds.ogg')).comments).toContain(`${FINGERPRINT_TAG}=${fingerprint}`);
    expect(readMp3(committed('sounds.mp3')).userTags[FINGERPRINT_TAG]).toBe(fingerprint);
  });

  it.skipIf(!hasFfmpeg())(
    'decode to the same sounds: loudness and every octave band within 1 dB, silence between (needs ffmpeg; skipped without it)',
    () => {
      const master = readWav(wav).samples;
      for (const file of ['sounds.ogg', 'sounds.mp3']) {
        const decoded = Float64Array.from(decodeWithFfmpeg(join(OUTPUT_DIR, file)));
        // Opus decodes at 48 kHz: brought back to 44.1 kHz it may end a sample later.
        expect(Math.abs(decoded.length - master.length), file).toBeLessThanOrEqual(2);
        for (const name of SOUND_NAMES) {
          const [offset, duration] = SOUND_SPRITE[name];
          const span = [
            Math.round((offset / 1000) * SAMPLE_RATE),
            Math.round(((offset + duration) / 1000) * SAMPLE_RATE),
          ];
          const a = master.subarray(span[0], span[1]);
          const b = decoded.subarray(span[0], span[1]);
          expect(Math.abs(decibels(rms(b) / rms(a))), `${file} ${name} loudness`).toBeLessThan(1);
          for (const [lo, hi] of [
            [250, 500],
            [500, 1000],
            [1000, 2000],
            [2000, 4000],
            [4000, 8000],
          ] as const) {
            const ea = energyShare(a, SAMPLE_RATE, lo, hi) * rms(a) ** 2;
            const eb = energyShare(b, SAMPLE_RATE, lo, hi) * rms(b) ** 2;
            // Only bands that carry at least 1% of the sound: the others are too quiet to matter.
            if (ea >= 0.01 * rms(a) ** 2)
              expect(Math.abs(10 * Math.log10(eb / ea)), `${file} ${name} ${lo} Hz`).toBeLessThan(1);
          }
        }
        // Between sounds, 25 ms clear of either (a codec smears a little), the copy stays silent.
        const gapMs = (SOUND_SPRITE.drop[0] - SOUND_SPRITE.pickup[0] - SOUND_SPRITE.pickup[1]) / 2;
        const mid = Math.round(((SOUND_SPRITE.pickup[0] + SOUND_SPRITE.pickup[1] + gapMs) / 1000) * SAMPLE_RATE);
        const quiet = decoded.subarray(mid - 200, mid + 200);
        expect(decibels(rms(quiet) + 1e-12), `${file} gap`).toBeLessThan(-80);
      }
    },
  );

  it('are offered to Howler best first, each with its format named (the built names end in .ogg)', () => {
    const options = howlOptions(SOUND_FILES, SOUND_SPRITE);
    expect(options.format).toEqual(['opus', 'mp3']);
    expect(options.src.map((url) => url.split('/').pop())).toEqual(['sounds.ogg', 'sounds.mp3']);
    expect(options.sprite.deal).toEqual([...SOUND_SPRITE.deal]);
  });
});

describe('HowlerSounds', () => {
  it('plays sprites by name, and nothing when muted', () => {
    const howl = new FakeHowl();
    const sounds = new HowlerSounds(howl);
    sounds.play('drop');
    sounds.setMuted(true);
    sounds.play('win');
    sounds.setMuted(false);
    sounds.play('undo');
    expect(howl.played).toEqual(['drop', 'undo']);
  });

  it('goes silent after a load error instead of failing', () => {
    const howl = new FakeHowl();
    const sounds = new HowlerSounds(howl);
    sounds.fail();
    sounds.play('deal');
    expect(howl.played).toEqual([]);
  });

  it('follows mute and volume in the settings', () => {
    const howl = new FakeHowl();
    const settings = new SettingsStore(new MemoryStore());
    const stop = followSettings(new HowlerSounds(howl), settings);
    settings.update({ volume: 0.3 });
    settings.update({ muted: true });
    settings.update({ fourColour: true });
    stop();
    settings.update({ volume: 0.9 });
    expect(howl.volumes).toEqual([0.8, 0.3]);
    expect(howl.mutes).toEqual([false, true]);
  });
});

describe('SilentSounds', () => {
  it('does nothing, quietly', () => {
    const s = new SilentSounds();
    expect(() => {
      s.play('win');
      s.setMuted(true);
      s.setVolume(2);
    }).not.toThrow();
  });
});

describe('DeferredSounds', () => {
  /** A DeferredSounds over HowlerSounds of a fake Howl, and how many times it was made. */
  function deferred() {
    const howl = new FakeHowl();
    const made = { count: 0 };
    const sounds = new DeferredSounds(() => {
      made.count++;
      return new HowlerSounds(howl);
    });
    return { howl, made, sounds };
  }

  it('makes nothing at start, and the sounds once, at the first play', () => {
    const { howl, made, sounds } = deferred();
    sounds.setVolume(0.4);
    expect(made.count).toBe(0);
    sounds.play('deal');
    sounds.play('drop');
    expect(made.count).toBe(1);
    expect(howl.played).toEqual(['deal', 'drop']);
    // The volume set before they were made reaches them when they are.
    expect(howl.volumes).toEqual([0.4]);
  });

  it('makes nothing while muted, and hands the mute on when made', () => {
    const { howl, made, sounds } = deferred();
    sounds.setMuted(true);
    sounds.play('deal');
    sounds.warm();
    expect(made.count).toBe(0);
    sounds.setMuted(false);
    sounds.warm();
    expect(made.count).toBe(1);
    sounds.setMuted(true);
    sounds.play('drop');
    expect(howl.played).toEqual([]);
    expect(howl.mutes).toEqual([false, true]);
  });

  it('skips the sounds asked for before the page could be heard, and makes nothing for them', () => {
    const howl = new FakeHowl();
    const page = { activated: false, made: 0 };
    const sounds = new DeferredSounds(
      () => {
        page.made++;
        return new HowlerSounds(howl);
      },
      () => page.activated,
    );
    sounds.play('deal');
    expect(page.made).toBe(0);
    page.activated = true;
    sounds.play('drop');
    expect(page.made).toBe(1);
    expect(howl.played).toEqual(['drop']);
  });
});
