import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { followSettings, HowlerSounds, type HowlLike, SilentSounds, SOUND_NAMES } from '../../src/platform/audio';
import { SettingsStore } from '../../src/platform/settings';
import { SOUND_SPRITE } from '../../src/platform/sound-sprite';
import { MemoryStore } from '../../src/platform/store';
import { buildSprite, encodeWav8, OUTPUT_DIR, SAMPLE_RATE } from '../../tools/make-sounds';

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

  it('is a small mono 22050 Hz WAV that the committed map fits', () => {
    const path = join(OUTPUT_DIR, 'sounds.wav');
    expect(statSync(path).size).toBeLessThan(100_000);
    const wav = readFileSync(path);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(SAMPLE_RATE);
    const seconds = wav.readUInt32LE(40) / (wav.readUInt16LE(34) / 8) / SAMPLE_RATE;
    const [offset, duration] = SOUND_SPRITE.win;
    expect((offset + duration) / 1000).toBeLessThanOrEqual(seconds);
  });

  it('is what the script makes now (the committed files are up to date)', () => {
    const { pcm, sprite } = buildSprite();
    expect(sprite).toEqual(SOUND_SPRITE);
    expect(Buffer.from(encodeWav8(pcm)).equals(readFileSync(join(OUTPUT_DIR, 'sounds.wav')))).toBe(true);
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
