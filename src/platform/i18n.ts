import { type Language, type PluralCategory, type PluralForms, pluralCategory } from '../engine';
import { DE } from './messages-de';
import { EN } from './messages-en';

// Player-facing text in English and German. The language is module state on purpose: every
// scene reads it when it draws, and settings change it in one place (setLanguage), which then
// tells the listeners so open scenes can redraw.

export type { Language } from '../engine';
export const LANGUAGES = ['en', 'de'] as const satisfies readonly Language[];

export type MessageKey = keyof typeof EN;

/**
 * A message with a count: one text per plural form of the language, chosen by Intl.PluralRules
 * for the number given as the placeholder `count` names. In English
 * { count: 'moves', one: '{moves} move', other: '{moves} moves' }; German must give its forms too.
 */
export type Counted<L extends Language, C extends string = string> = { readonly count: C } & PluralForms<L>;

/** A message: a text, or the plural forms of a text with a count. */
export type Message<L extends Language> = string | Counted<L>;

/** A language's table: a text where English has a text, the language's plural forms where English counts. */
export type Translation<L extends Language> = {
  readonly [K in MessageKey]: (typeof EN)[K] extends { readonly count: infer C extends string }
    ? Counted<L, C>
    : string;
};

/** The placeholder names in a message: 'Moves: {moves}' gives 'moves'. */
type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

type Entry<K extends MessageKey> = (typeof EN)[K];
/** The texts of a message: the message itself, or each of its plural forms. */
type TextsOf<M> = M extends string ? M : M extends Counted<'en'> ? M[PluralCategory<'en'>] : never;
/** The name of the count a message's plural forms follow (never for a plain text). */
type CountOf<M> = M extends { readonly count: infer C extends string } ? C : never;
type NamesOf<K extends MessageKey> = PlaceholdersOf<TextsOf<Entry<K>>> | CountOf<Entry<K>>;

/** A message's values: the count is a number (it chooses the plural form), the others strings or numbers. */
export type ParamsFor<K extends MessageKey> = Record<Exclude<NamesOf<K>, CountOf<Entry<K>>>, string | number> &
  Record<CountOf<Entry<K>>, number>;

/** Messages with placeholders need their values; messages without take none. */
type ParamArgs<K extends MessageKey> = [NamesOf<K>] extends [never] ? [] : [params: ParamsFor<K>];

/** Any language's message, as the functions below read it. */
type AnyMessage = string | ({ readonly count: string; readonly other: string } & Partial<Record<string, string>>);

const TABLES: Readonly<Record<Language, Readonly<Record<MessageKey, AnyMessage>>>> = { en: EN, de: DE };

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

type Params = Readonly<Record<string, string | number>>;

function fill(template: string, params: Params | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text of a message for these values: for a counted one, the plural form its count takes. */
function textOf(language: Language, message: AnyMessage, params: Params | undefined): string {
  if (typeof message === 'string') return message;
  const count = Number(params?.[message.count]);
  // Without a number (a run-time key given no count) the general form is the least wrong.
  return Number.isFinite(count) ? (message[pluralCategory(language, count)] ?? message.other) : message.other;
}

/** A message in a given language, placeholders filled, plural forms chosen. */
export function translate<K extends MessageKey>(language: Language, key: K, ...params: ParamArgs<K>): string {
  return fill(textOf(language, TABLES[language][key], params[0]), params[0]);
}

/** For keys chosen at run time, whose placeholders the compiler cannot know: unknown ones stay as {name}. */
export function translateAny(language: Language, key: MessageKey, params: Params): string {
  return fill(textOf(language, TABLES[language][key], params), params);
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

/** The part of a page whose language follows the game's: `<html lang>`, for screen readers and the browser's own tools. */
export interface LanguageDocument {
  readonly documentElement: { lang: string };
}

/** Keeps the page's `<html lang>` on the chosen language, now and after every change; returns the function that stops it. */
export function followLanguage(doc: LanguageDocument): () => void {
  doc.documentElement.lang = current;
  return onLanguageChange((language) => {
    doc.documentElement.lang = language;
  });
}
