import { AUTO_MODES, type AutoMode, GAME_IDS, GAME_OPTIONS, type GameId, type Language } from '../engine';
import { isLanguage } from './i18n';
import type { KeyValueStore } from './store';

// The player's settings, remembered between visits. Whatever is read back is validated field by
// field: one bad or missing value (an older version, a hand edit) falls back to its default and
// leaves the rest alone.

export const ANIMATION_SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

/** How long animations take relative to normal; the view multiplies its tween durations by this. */
export const ANIMATION_SCALE: Readonly<Record<AnimationSpeed, number>> = { off: 0, fast: 0.5, normal: 1, slow: 1.7 };

/** The card back designs, the first the default. */
export const CARD_BACKS = ['blue', 'red', 'black'] as const;
export type CardBack = (typeof CARD_BACKS)[number];

/** The felts of the table, the first the default. */
export const TABLE_COLOURS = ['green', 'blue', 'red', 'grey'] as const;
export type TableColour = (typeof TABLE_COLOURS)[number];

export interface Settings {
  readonly language: Language;
  readonly autoMode: AutoMode;
  readonly animationSpeed: AnimationSpeed;
  readonly fourColour: boolean;
  readonly leftHanded: boolean;
  readonly muted: boolean;
  /** 0 (silent) to 1 (full). */
  readonly volume: number;
  /** While a card is held, the piles that would take it are outlined. */
  readonly showTargets: boolean;
  /** The options each game starts new deals with (ids from the engine's GAME_OPTIONS). */
  readonly gameOptions: Readonly<Record<GameId, readonly string[]>>;
  /** Games whose new random deals are only ones the solver has won (the deal number still reproduces the deal). */
  readonly winnableOnly: Readonly<Record<GameId, boolean>>;
  readonly cardBack: CardBack;
  readonly tableColour: TableColour;
}

export const SETTINGS_KEY = 'settings';
export const SETTINGS_VERSION = 1;

export function defaultSettings(language: Language = 'en'): Settings {
  return {
    language,
    autoMode: 'safe',
    animationSpeed: 'normal',
    fourColour: false,
    leftHanded: false,
    muted: false,
    volume: 0.8,
    showTargets: true,
    gameOptions: Object.fromEntries(GAME_IDS.map((id) => [id, []])) as unknown as Record<GameId, readonly string[]>,
    winnableOnly: Object.fromEntries(GAME_IDS.map((id) => [id, false])) as unknown as Record<GameId, boolean>,
    cardBack: CARD_BACKS[0],
    tableColour: TABLE_COLOURS[0],
  };
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const oneOf = <T extends string>(list: readonly T[], x: unknown, fallback: T): T =>
  typeof x === 'string' && (list as readonly string[]).includes(x) ? (x as T) : fallback;
const bool = (x: unknown, fallback: boolean): boolean => (typeof x === 'boolean' ? x : fallback);

/** Known option ids of the game, each once, in the engine's order (so the same choice reads the same). */
export function validOptions(game: GameId, x: unknown): string[] {
  if (!Array.isArray(x)) return [];
  return GAME_OPTIONS[game].map((o) => o.id).filter((id) => x.includes(id));
}

/** Settings from anything at all: every field that is missing or wrong takes its default. */
export function validateSettings(x: unknown, defaults: Settings = defaultSettings()): Settings {
  if (!isRecord(x)) return defaults;
  const volume =
    typeof x.volume === 'number' && Number.isFinite(x.volume) ? Math.min(1, Math.max(0, x.volume)) : defaults.volume;
  const options = isRecord(x.gameOptions) ? x.gameOptions : {};
  const winnable = isRecord(x.winnableOnly) ? x.winnableOnly : {};
  return {
    language: typeof x.language === 'string' && isLanguage(x.language) ? x.language : defaults.language,
    autoMode: oneOf(AUTO_MODES, x.autoMode, defaults.autoMode),
    animationSpeed: oneOf(ANIMATION_SPEEDS, x.animationSpeed, defaults.animationSpeed),
    fourColour: bool(x.fourColour, defaults.fourColour),
    leftHanded: bool(x.leftHanded, defaults.leftHanded),
    muted: bool(x.muted, defaults.muted),
    volume,
    showTargets: bool(x.showTargets, defaults.showTargets),
    gameOptions: Object.fromEntries(
      GAME_IDS.map((id) => [id, id in options ? validOptions(id, options[id]) : defaults.gameOptions[id]]),
    ) as unknown as Record<GameId, readonly string[]>,
    winnableOnly: Object.fromEntries(
      GAME_IDS.map((id) => [id, bool(winnable[id], defaults.winnableOnly[id])]),
    ) as unknown as Record<GameId, boolean>,
    cardBack: oneOf(CARD_BACKS, x.cardBack, defaults.cardBack),
    tableColour: oneOf(TABLE_COLOURS, x.tableColour, defaults.tableColour),
  };
}

export type SettingsListener = (settings: Settings, previous: Settings) => void;

/** The settings, kept in a store and announced to listeners on every change. */
export class SettingsStore {
  private current: Settings;
  private readonly listeners = new Set<SettingsListener>();

  /** `defaults` carries what the browser suggests (its language) for a first visit. */
  constructor(
    private readonly store: KeyValueStore,
    defaults: Settings = defaultSettings(),
  ) {
    this.current = validateSettings(this.read(), defaults);
  }

  private read(): unknown {
    const text = this.store.get(SETTINGS_KEY);
    if (text === null) return undefined;
    try {
      const data: unknown = JSON.parse(text);
      return isRecord(data) ? data.settings : undefined;
    } catch {
      return undefined;
    }
  }

  get(): Settings {
    return this.current;
  }

  /** Changes some settings (validated like a load), remembers them and tells the listeners. */
  update(patch: Partial<Settings>): Settings {
    return this.change(() => patch);
  }

  /** The options one game starts with. */
  setGameOptions(game: GameId, options: readonly string[]): Settings {
    return this.change((base) => ({ gameOptions: { ...base.gameOptions, [game]: validOptions(game, options) } }));
  }

  /** Whether one game deals only winnable deals. */
  setWinnableOnly(game: GameId, on: boolean): Settings {
    return this.change((base) => ({ winnableOnly: { ...base.winnableOnly, [game]: on } }));
  }

  /**
   * Applies a change to this page's settings, and writes it over what storage holds now, not over
   * this page's copy: another tab may have changed other settings since this page read them, and
   * a tap on Sound here must not undo its language or its options. This page keeps showing its
   * own copy but for the change (a reload takes in the rest).
   */
  private change(patchOf: (base: Settings) => Partial<Settings>): Settings {
    const previous = this.current;
    this.current = validateSettings({ ...previous, ...patchOf(previous) }, previous);
    const stored = validateSettings(this.read(), previous);
    const written = validateSettings({ ...stored, ...patchOf(stored) }, stored);
    this.store.set(SETTINGS_KEY, JSON.stringify({ version: SETTINGS_VERSION, settings: written }));
    for (const listener of this.listeners) listener(this.current, previous);
    return this.current;
  }

  /** Called after every change; returns the function that stops it. */
  subscribe(listener: SettingsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
