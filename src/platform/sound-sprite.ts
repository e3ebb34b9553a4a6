import SPRITE_JSON from '../../assets/sounds/sounds.json';

// The game's sounds: their names and where each sits in the one audio sprite that
// tools/make-sounds.ts writes (assets/sounds/sounds.wav and sounds.json).

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

/**
 * The sprite's audio file as a URL. `new URL(..., import.meta.url)` is the form Vite rewrites to
 * the hashed file in the build, and it needs no import declaration for .wav files.
 */
export const SOUND_FILE_URL: string = new URL('../../assets/sounds/sounds.wav', import.meta.url).href;
