import { createHowlerSounds, followSettings, SilentSounds, type SoundPlayer } from './audio';
import { browserLanguages, detectLanguage, followLanguage, setLanguage, t } from './i18n';
import { Notices } from './notices';
import { createPortal, type Portal } from './portal';
import { SaveSlots } from './save-slots';
import { SavedGames } from './saved-games';
import { defaultSettings, SettingsStore } from './settings';
import { Statistics } from './statistics';
import { type KeyValueStore, MemoryStore, openBrowserStore } from './store';
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
  readonly sounds: SoundPlayer;
  readonly notices: Notices;
  readonly portal: Portal;
  /** The page's URL parameters, read once at start. */
  readonly url: ParsedUrl;
}

export interface PlatformParts {
  readonly store?: KeyValueStore;
  readonly sounds?: SoundPlayer;
  readonly portal?: Portal;
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

  const sounds = parts.sounds ?? new SilentSounds();
  followSettings(sounds, settings);
  const notices = new Notices();
  const savedGames = new SavedGames(store);
  return {
    store,
    settings,
    savedGames,
    saves: new SaveSlots(store, savedGames, notices),
    statistics: new Statistics(store),
    sounds,
    notices,
    portal: parts.portal ?? createPortal(undefined),
    // Read again now the language is settled, so the problems read in the player's language.
    // They are not queued as notices: main.ts decides where a bad link is reported (the table or the menu).
    url: parseUrlParams(parts.search ?? '', settings.get().language),
  };
}

/** Whether the browser has localStorage at all (then falling back to memory means it refused us). */
function storageExists(): boolean {
  try {
    return globalThis.localStorage !== undefined;
  } catch {
    // Merely touching localStorage throws where it is blocked: it exists, and refuses.
    return true;
  }
}

let browserPlatform: Platform | null = null;

/** The platform of this page in a browser (localStorage, Howler, the real URL and parent), made once. */
export function platform(): Platform {
  if (browserPlatform) return browserPlatform;
  const store = openBrowserStore();
  browserPlatform = createPlatform({
    store,
    sounds: createHowlerSounds(),
    portal: createPortal(),
    search: globalThis.location?.search ?? '',
    languages: browserLanguages(),
  });
  // The page says which language it is in (screen readers pick their voice by it), from start-up on.
  if (globalThis.document) followLanguage(globalThis.document);
  if (store instanceof MemoryStore && storageExists()) {
    browserPlatform.notices.push(t('notice.storageUnavailable'));
  }
  return browserPlatform;
}
