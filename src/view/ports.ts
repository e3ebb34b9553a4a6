import type { AutoMode, GameId, Language } from '../engine';

// The view's needs from the outside world, as small interfaces with no-op defaults. main.ts hands
// the real platform implementations (storage, Howler sounds, settings) to `setPorts`; until then
// the table plays silently and forgets everything on reload.

/** Where the engine's save JSON (saveToJson / loadSave) is kept, one slot per game id. */
export interface SaveStore {
  load(game: string): string | null;
  save(game: string, json: string): void;
  /** False when the save stays: another tab plays that game now (SaveSlots), and it is that tab's. */
  clear(game: string): boolean;
  /** The game clock beside the save, so resuming continues the time rather than starting at 0. */
  loadSeconds(game: string): number;
  saveSeconds(game: string, seconds: number): void;
  /** A table starts this game: its save is this page's to write (another tab may have taken it over). */
  claim?(game: string): void;
}

export type AnimationSpeed = 'slow' | 'normal' | 'fast' | 'off';
/** The card back designs (card-backs.ts draws them). */
export type CardBack = 'blue' | 'red' | 'black';
/** The felts of the table (felts.ts has their colours). */
export type TableColour = 'green' | 'blue' | 'red' | 'grey';

export interface Settings {
  readonly language: Language;
  readonly autoMode: AutoMode;
  readonly animationSpeed: AnimationSpeed;
  readonly fourColour: boolean;
  readonly leftHanded: boolean;
  readonly muted: boolean;
  readonly volume: number;
  /** While a card is held, the piles that would take it are outlined. */
  readonly showTargets: boolean;
  /** Games whose new random deals must be ones the solver has won (missing: none). */
  readonly winnableOnly?: Readonly<Partial<Record<GameId, boolean>>>;
  /** Each game's options as the player set them (a new deal of it asked from outside takes them). */
  readonly gameOptions?: Readonly<Partial<Record<GameId, readonly string[]>>>;
  /** Missing: blue. */
  readonly cardBack?: CardBack;
  /** Missing: green. */
  readonly tableColour?: TableColour;
}

export interface SettingsStore {
  get(): Settings;
  /** Called with the new settings whenever they change; returns an unsubscribe function. */
  subscribe(listener: (s: Settings) => void): () => void;
  /** Changes some settings (the table's sound button), kept and told to every subscriber. */
  update(patch: Partial<Settings>): void;
}

export const SOUND_NAMES = ['pickup', 'drop', 'illegal', 'foundation', 'deal', 'undo', 'win'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

export interface Sounds {
  play(name: SoundName): void;
}

/** A finished game, for statistics. */
export interface GameRecord {
  readonly game: string;
  /** The game's options: each set keeps statistics of its own. */
  readonly options: readonly string[];
  readonly deal: number | null;
  readonly won: boolean;
  readonly moves: number;
  readonly seconds: number;
}

/** One game's statistics after a record (the platform's GameStats fits). */
export interface StatsSnapshot {
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  readonly bestMoves: number | null;
  readonly bestSeconds: number | null;
}

/** What recording a game changed: the statistics now, and whether a win beat the best moves or time. */
export interface RecordOutcome {
  readonly stats: StatsSnapshot;
  readonly fewestMoves: boolean;
  readonly fastest: boolean;
}

export interface Statistics {
  /** Records a finished game; the outcome feeds the win scene (null when nothing is kept). */
  record(result: GameRecord): RecordOutcome | null;
}

/** Told what happens at the table, for a portal (src/platform/portal.ts fits); all but ready optional. */
export interface TableWatcher {
  /** A game is on the table and can be played (every new deal). */
  ready(game: GameId, deal: number | null, moves: number): void;
  /** A real input at the table (a move). */
  played?(): void;
  /** The table closed (the menu, another deal). */
  left?(): void;
  /** No legal move is left ('stuck'), or the solver proved the position lost ('unwinnable'). */
  lost?(game: GameId, deal: number | null, moves: number, reason: 'stuck' | 'unwinnable'): void;
  /** The news of a loss was taken back. */
  stillWinnable?(): void;
  /** A game was won by play, counted in the statistics or not (a prepared position is not). */
  won?(game: GameId, deal: number | null, moves: number, seconds: number): void;
}

export interface Ports {
  readonly saves: SaveStore;
  readonly settings: SettingsStore;
  readonly sounds: Sounds;
  readonly statistics: Statistics;
  /** Optional, so the platform's viewPorts() fits without it. */
  readonly portal?: TableWatcher;
}

export const DEFAULT_SETTINGS: Settings = Object.freeze({
  language: 'en',
  autoMode: 'safe',
  animationSpeed: 'normal',
  fourColour: false,
  leftHanded: false,
  muted: false,
  volume: 0.8,
  showTargets: true,
  cardBack: 'blue',
  tableColour: 'green',
});

export const NO_PORTS: Ports = Object.freeze({
  saves: { load: () => null, save: () => {}, clear: () => true, loadSeconds: () => 0, saveSeconds: () => {} },
  settings: { get: () => DEFAULT_SETTINGS, subscribe: () => () => {}, update: () => {} },
  sounds: { play: () => {} },
  statistics: { record: () => null },
  portal: { ready: () => {} },
});

let current: Ports = NO_PORTS;

/** Installs the platform's implementations; parts not given keep their no-op defaults. */
export function setPorts(ports: Partial<Ports>): void {
  current = { ...current, ...ports };
}

export function ports(): Ports {
  return current;
}
