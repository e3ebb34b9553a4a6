import type { Language } from '../engine';
import { ports } from './ports';

// The table's own words in English and German. The platform's string tables may replace these
// later; the keys stay the same.

const EN = {
  menu: 'Menu',
  undo: 'Undo',
  redo: 'Redo',
  hint: 'Hint',
  newDeal: 'New',
  restart: 'Restart',
  moves: 'Moves',
  cells: 'Free',
  deal: 'Deal',
  foundations: 'Home',
  stock: 'Stock',
  confirmNewDeal: 'Start a new deal? This game will count as lost.',
  confirmRestart: 'Restart this deal from the beginning?',
  yes: 'Yes',
  cancel: 'Cancel',
  stuck: 'No moves left.',
  noHint: 'No move found.',
  lost: 'No winning line remains from here: undo to get back on track.',
  youWon: 'You won!',
  wonIn: 'in {moves} moves, {time}',
  replay: 'Replay this deal',
  newDealLong: 'New deal',
  badParam: 'Ignored: {what}',
  selected: 'From {pile}: now pick a destination',
  position: 'Position',
  loading: 'Loading…',
} as const;

export type StringKey = keyof typeof EN;

const DE: Record<StringKey, string> = {
  menu: 'Menü',
  undo: 'Zurück',
  redo: 'Vor',
  hint: 'Tipp',
  newDeal: 'Neu',
  restart: 'Neustart',
  moves: 'Züge',
  cells: 'Frei',
  deal: 'Spiel',
  foundations: 'Ablage',
  stock: 'Talon',
  confirmNewDeal: 'Neues Spiel beginnen? Dieses Spiel zählt als verloren.',
  confirmRestart: 'Dieses Spiel von vorn beginnen?',
  yes: 'Ja',
  cancel: 'Abbrechen',
  stuck: 'Keine Züge mehr möglich.',
  noHint: 'Kein Zug gefunden.',
  lost: 'Von hier aus ist das Spiel nicht mehr zu gewinnen: mach Züge rückgängig.',
  youWon: 'Gewonnen!',
  wonIn: 'in {moves} Zügen, {time}',
  replay: 'Dieses Spiel nochmal',
  newDealLong: 'Neues Spiel',
  badParam: 'Ignoriert: {what}',
  selected: 'Von {pile}: jetzt das Ziel wählen',
  position: 'Stellung',
  loading: 'Lädt…',
};

const TABLES: Record<Language, Record<StringKey, string>> = { en: EN, de: DE };

export function language(): Language {
  return ports().settings.get().language;
}

/** The string for a key in the current language, with {name} placeholders filled in. */
export function t(key: StringKey, params: Record<string, string | number> = {}): string {
  const text = TABLES[language()][key];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
}

/** "3:07" or "1:02:03". */
export function formatTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
