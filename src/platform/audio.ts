import { Howl, Howler } from 'howler';
import type { SettingsStore } from './settings';
import { SOUND_FILES, SOUND_SPRITE, type SoundFile, type SoundName, type SoundSprite } from './sound-sprite';

// Sound effects behind a three-method interface, with a Howler implementation and a silent one
// (tests, browsers without audio, a failed load). Howler unlocks Web Audio by itself on the first
// touchstart/touchend/click/keydown (Howler.autoUnlock, on by default), so nothing plays before
// the player has touched the page and nothing here needs its own unlock handler.

export type { SoundName } from './sound-sprite';
export { SOUND_NAMES } from './sound-sprite';

export interface SoundPlayer {
  play(name: SoundName): void;
  setMuted(muted: boolean): void;
  /** 0 (silent) to 1 (full). */
  setVolume(volume: number): void;
}

/** Plays nothing. */
export class SilentSounds implements SoundPlayer {
  play(_name: SoundName): void {}
  setMuted(_muted: boolean): void {}
  setVolume(_volume: number): void {}
}

/** The part of a Howl used here, so tests can hand in a fake. */
export interface HowlLike {
  play(sprite: string): number;
  volume(volume: number): unknown;
  mute(muted: boolean): unknown;
}

export class HowlerSounds implements SoundPlayer {
  private muted = false;
  /** Set when the file could not be loaded or decoded: from then on the game is silent, not broken. */
  private failed = false;

  constructor(private readonly howl: HowlLike) {}

  play(name: SoundName): void {
    if (this.muted || this.failed) return;
    try {
      this.howl.play(name);
    } catch {
      // A sound that cannot play must never stop a card from moving.
    }
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.howl.mute(muted);
  }

  setVolume(volume: number): void {
    this.howl.volume(Math.min(1, Math.max(0, volume)));
  }

  /** Called on a load error. */
  fail(): void {
    this.failed = true;
  }
}

/**
 * Sounds made when first needed: when the browser is idle after the first screen (`warm`), or at
 * the first sound played if that comes sooner. Making a Howl makes the page's AudioContext, which
 * cost Chromium 0.2 to 0.5 s of the main thread during start-up, before the table's first frame.
 * A browser lets an AudioContext run only after the page's first gesture, so a sound asked for
 * before it (the first deal's) could not be heard: it is skipped, and nothing is made for it
 * (`audible` says whether the page has had a gesture). The mute and volume set meanwhile are
 * handed on when the sounds are made; muted, nothing is made.
 */
export class DeferredSounds implements SoundPlayer {
  private made: SoundPlayer | null = null;
  private muted = false;
  private volume: number | null = null;

  constructor(
    private readonly make: () => SoundPlayer,
    private readonly audible: () => boolean = () => true,
  ) {}

  /** Makes the sounds now unless muted, ahead of the first sound. */
  warm(): void {
    if (!this.muted) this.player();
  }

  play(name: SoundName): void {
    if (!this.muted && this.audible()) this.player().play(name);
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.made?.setMuted(muted);
  }

  setVolume(volume: number): void {
    this.volume = volume;
    this.made?.setVolume(volume);
  }

  private player(): SoundPlayer {
    if (this.made === null) {
      const made = this.make();
      made.setMuted(this.muted);
      if (this.volume !== null) made.setVolume(this.volume);
      this.made = made;
    }
    return this.made;
  }
}

/**
 * Whether the page has had a gesture (a touch, click or key), so that its sounds can be heard;
 * true where the browser cannot tell, as before this was asked.
 */
export function pageActivated(): boolean {
  return globalThis.navigator?.userActivation?.hasBeenActive ?? true;
}

function howlerSprite(sprite: SoundSprite): Record<string, [number, number]> {
  return Object.fromEntries(Object.entries(sprite).map(([name, [offset, ms]]) => [name, [offset, ms]]));
}

/**
 * What the Howl is made with: every file, best first, each with its format spelled out (the hashed
 * names from the build end in .ogg, which Howler would take for Vorbis), and the sprite map.
 */
export function howlOptions(files: readonly SoundFile[], sprite: SoundSprite) {
  return {
    src: files.map((f) => f.url),
    format: files.map((f) => f.format),
    sprite: howlerSprite(sprite),
    preload: true,
  };
}

/** The real sounds: one Howl holding the whole sprite, or silence where the browser has no audio. */
export function createHowlerSounds(
  files: readonly SoundFile[] = SOUND_FILES,
  sprite: SoundSprite = SOUND_SPRITE,
): SoundPlayer {
  try {
    if (Howler.noAudio) return new SilentSounds();
    let sounds: HowlerSounds | null = null;
    const howl = new Howl({ ...howlOptions(files, sprite), onloaderror: () => sounds?.fail() });
    sounds = new HowlerSounds(howl);
    return sounds;
  } catch {
    return new SilentSounds();
  }
}

/** Keeps a player's mute and volume in step with the settings; returns the function that stops it. */
export function followSettings(sounds: SoundPlayer, settings: SettingsStore): () => void {
  const now = settings.get();
  sounds.setMuted(now.muted);
  sounds.setVolume(now.volume);
  return settings.subscribe((next, previous) => {
    if (next.muted !== previous.muted) sounds.setMuted(next.muted);
    if (next.volume !== previous.volume) sounds.setVolume(next.volume);
  });
}
