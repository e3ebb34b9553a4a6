import type { Language } from '../engine';
import { DE } from './messages-de';
import { EN } from './messages-en';

// Player-facing text in English and German. The language is module state on purpose: every
// scene reads it when it draws, and settings change it in one place (setLanguage), which then
// tells the listeners so open scenes can redraw.

export type { Language } from '../engine';
export const LANGUAGES = ['en', 'de'] as const satisfies readonly Language[];

export type MessageKey = keyof typeof EN;

/** The placeholder names in a message: 'Moves: {moves}' gives 'moves'. */
type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

export type ParamsFor<K extends MessageKey> = Record<PlaceholdersOf<(typeof EN)[K]>, string | number>;

/** Messages with placeholders need their values; messages without take none. */
type ParamArgs<K extends MessageKey> = [PlaceholdersOf<(typeof EN)[K]>] extends [never] ? [] : [params: ParamsFor<K>];

const TABLES: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = { en: EN, de: DE };

export function isLanguage(s: string): s is Language {
  return (LANGUAGES as readonly string[]).includes(s);
}

/** The first of the browser's preferred languages we speak ('de-AT' is German), else English. */
export function detectLanguage(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const base = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The browser's languages, guarded: there is no navigator in Node or some workers. */
export function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator as Navigator | undefined;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

let current: Language = detectLanguage(browserLanguages());
const listeners = new Set<(language: Language) => void>();

export function getLanguage(): Language {
  return current;
}

export function setLanguage(language: Language): void {
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener(language);
}

/** Called with the new language after every change; returns the function that stops it. */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function fill(template: string, params: Readonly<Record<string, string | number>> | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A message in a given language, placeholders filled. */
export function translate<K extends MessageKey>(language: Language, key: K, ...params: ParamArgs<K>): string {
  return fill(TABLES[language][key], params[0]);
}

/** For keys chosen at run time, whose placeholders the compiler cannot know: unknown ones stay as {name}. */
export function translateAny(
  language: Language,
  key: MessageKey,
  params: Readonly<Record<string, string | number>>,
): string {
  return fill(TABLES[language][key], params);
}

/** A message in the current language, placeholders filled: t('table.moves', { moves: 12 }). */
export function t<K extends MessageKey>(key: K, ...params: ParamArgs<K>): string {
  return translate(current, key, ...params);
}

/** The message for a key built at run time (an engine option id, say), or the fallback when there is none. */
export function tOr(key: string, fallback: string): string {
  return isMessageKey(key) ? translateAny(current, key, {}) : fallback;
}

/** Whether a string is one of the message keys (for keys built at run time, e.g. 'game.' + id). */
export function isMessageKey(key: string): key is MessageKey {
  return key in EN;
}
