import type { CommandCounts } from './adapter-post-message';
import { noCounts } from './adapter-post-message';
import {
  createHowlerSounds,
  DeferredSounds,
  followSettings,
  pageActivated,
  SilentSounds,
  type SoundPlayer,
} from './audio';
import { GameControl } from './game-control';
import { browserLanguages, detectLanguage, followLanguage, setLanguage, t } from './i18n';
import { Notices } from './notices';
import { createPortal, type Portal } from './portal';
import { allowedOrigins, readOriginList } from './portal-origin';
import { RecentGames } from './recent-games';
import { SaveSlots } from './save-slots';
import { SavedGames } from './saved-games';
import { defaultSettings, SettingsStore } from './settings';
import { SoundGate } from './sound-gate';
import { Statistics } from './statistics';
import { type KeyValueStore, MemoryStore, openGuardedStore } from './store';
import { type ParsedUrl, parseUrlParams } from './url';

// The platform put together: one object with everything the outside world provides. main.ts
// hands parts of it to the view's ports (saves, settings, sounds, statistics fit the interfaces
// in src/view/ports.ts as they are); the menu scene uses the rest (saved games, notices).

export interface Platform {
  readonly store: KeyValueStore;
  readonly settings: SettingsStore;
  /** Saved games as sessions, for the menu's "continue". */
  readonly savedGames: SavedGames;
  /** Saved games as JSON per game id: the view's SaveStore port. */
  readonly saves: SaveSlots;
  readonly statistics: Statistics;
  /** The games last put on the table, for the menu's order. */
  readonly recentGames: RecentGames;
  /** The sounds behind the player's mute and the outside world's (sound-gate.ts). */
  readonly sounds: SoundGate;
  readonly notices: Notices;
  /** Pause, mute and new deals asked for from outside (a portal, an SDK, a hidden page). */
  readonly control: GameControl;
  readonly portal: Portal;
  /** Commands from the parent page, obeyed and ignored by reason (tests, portal QA). */
  readonly commandCounts: CommandCounts;
  /** The page's URL parameters, read once at start. */
  readonly url: ParsedUrl;
}

export interface PlatformParts {
  readonly store?: KeyValueStore;
  readonly sounds?: SoundPlayer;
  readonly control?: GameControl;
  readonly portal?: Portal;
  readonly commandCounts?: CommandCounts;
  /** The query string (location.search). */
  readonly search?: string;
  /** The browser's preferred languages, for a first visit. */
  readonly languages?: readonly string[];
}

/** A platform from the parts given; what is left out is memory, silence and no portal. */
export function createPlatform(parts: PlatformParts = {}): Platform {
  const store = parts.store ?? new MemoryStore();
  const wanted = parseUrlParams(parts.search ?? '').params;
  const settings = new SettingsStore(store, defaultSettings(detectLanguage(parts.languages ?? [])));
  // A link's ?lang= wins over what was remembered: the portal or the sharer chose it for this page.
  if (wanted.lang && wanted.lang !== settings.get().language) settings.update({ language: wanted.lang });
  setLanguage(settings.get().language);
  settings.subscribe((now) => setLanguage(now.language));

  const control = parts.control ?? new GameControl();
  const sounds = new SoundGate(parts.sounds ?? new SilentSounds(), control);
  followSettings(sounds, settings);
  // A portal's ?mute=1: silent from the start, until it sends unmute.
  if (wanted.mute) control.mute('portal', true);
  const notices = new Notices();
  const savedGames = new SavedGames(store);
  return {
    store,
    settings,
    savedGames,
    saves: new SaveSlots(store, savedGames, notices),
    statistics: new Statistics(store, () => notices.push(t('notice.statsSetAside'))),
    recentGames: new RecentGames(store),
    sounds,
    notices,
    control,
    portal: parts.portal ?? createPortal(undefined, { control }),
    commandCounts: parts.commandCounts ?? noCounts(),
    // Read again now the language is settled, so the problems read in the player's language.
    // They are not queued as notices: main.ts decides where a bad link is reported (the table or the menu).
    url: parseUrlParams(parts.search ?? '', settings.get().language),
  };
}

let browserPlatform: Platform | null = null;
let browserSounds: DeferredSounds | null = null;

/** Makes the page's sounds now (main.ts: when the browser is idle after the first screen). */
export function warmSounds(): void {
  browserSounds?.warm();
}

/** Origins named at build time (VITE_PORTAL_ORIGINS, comma-separated) whose commands are obeyed too. */
function buildTimeOrigins(): string[] {
  const { origins, bad } = readOriginList(import.meta.env?.VITE_PORTAL_ORIGINS);
  if (bad.length > 0) console.warn(`VITE_PORTAL_ORIGINS: not origins, left out: ${bad.join(', ')}`);
  return origins;
}

/** The platform of this page in a browser (localStorage, Howler, the real URL and parent), made once. */
export function platform(): Platform {
  if (browserPlatform) return browserPlatform;
  const notices = { refused: false };
  let pushNotice: (() => void) | null = null;
  // Storage that refuses (at start or when full later) is said once; the game plays on.
  const store = openGuardedStore(() => {
    notices.refused = true;
    pushNotice?.();
  });
  const search = globalThis.location?.search ?? '';
  const wanted = parseUrlParams(search).params;
  const control = new GameControl();
  const counts = noCounts();
  const own = globalThis.location?.origin ?? 'null';
  const portal = createPortal(globalThis.window as unknown as Parameters<typeof createPortal>[0], {
    control,
    allowed: allowedOrigins(own, [wanted.parentOrigin, ...buildTimeOrigins()]),
    ...(wanted.parentOrigin !== undefined ? { targetOrigin: wanted.parentOrigin } : {}),
    sdks: true,
    counts,
  });
  // Howler and its AudioContext are made after the first screen (warmSounds), not during start-up.
  const sounds = new DeferredSounds(() => createHowlerSounds(), pageActivated);
  browserSounds = sounds;
  const made = createPlatform({
    store,
    sounds,
    control,
    portal,
    commandCounts: counts,
    search,
    languages: browserLanguages(),
  });
  browserPlatform = made;
  // The page says which language it is in (screen readers pick their voice by it), from start-up on.
  if (globalThis.document) followLanguage(globalThis.document);
  pushNotice = () => made.notices.push(t('notice.storageUnavailable'));
  if (notices.refused) pushNotice();
  return made;
}
