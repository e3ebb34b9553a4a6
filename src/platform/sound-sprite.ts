import SPRITE_JSON from '../../assets/sounds/sounds.json';

// The game's sounds: their names and where each sits in the one audio sprite that
// tools/make-sounds.ts writes (assets/sounds/sounds.ogg, sounds.mp3 and sounds.json; the
// sounds.wav beside them is the lossless master the two are encoded from, and is not shipped).

export const SOUND_NAMES = ['pickup', 'drop', 'illegal', 'foundation', 'deal', 'undo', 'win'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

/** Howler's sprite form: name to [offset ms, duration ms]. */
export type SoundSprite = Readonly<Record<SoundName, readonly [number, number]>>;

/** The sprite map, checked once: a missing or malformed entry is a build mistake worth a loud error. */
function readSprite(json: Readonly<Record<string, readonly number[]>>): SoundSprite {
  const entries = SOUND_NAMES.map((name) => {
    const span = json[name];
    const [offset, duration] = span ?? [];
    if (span?.length !== 2 || offset === undefined || duration === undefined || !(duration > 0)) {
      throw new Error(`assets/sounds/sounds.json has no proper entry for "${name}": run npm run sounds`);
    }
    return [name, [offset, duration] as const];
  });
  return Object.fromEntries(entries) as Record<SoundName, readonly [number, number]>;
}

export const SOUND_SPRITE: SoundSprite = readSprite(SPRITE_JSON);

/** One encoding of the sprite: its URL and the name Howler knows its codec by. */
export interface SoundFile {
  readonly url: string;
  /** Howler's codec name: 'opus' is tested as Ogg Opus, where the file's ".ogg" alone would be tested as Vorbis. */
  readonly format: 'opus' | 'mp3';
}

/**
 * The sprite's files, best first: Howler plays the first one the browser can. Opus (smaller, and
 * clean at a low bit rate) for Chrome, Firefox and Edge; MP3 for browsers that cannot play Opus in
 * Ogg (Safari, for most of its versions). `new URL(..., import.meta.url)` is the form Vite rewrites
 * to the hashed file in the build, and it needs no import declaration for audio files. Neither is
 * fetched until createHowlerSounds makes the Howl, and then only the one that is played.
 */
export const SOUND_FILES: readonly SoundFile[] = [
  { url: new URL('../../assets/sounds/sounds.ogg', import.meta.url).href, format: 'opus' },
  { url: new URL('../../assets/sounds/sounds.mp3', import.meta.url).href, format: 'mp3' },
];
