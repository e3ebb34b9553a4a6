import type { Language } from './reasons';

// Plural forms chosen the way the language does it, through Intl.PluralRules (ECMAScript, not the
// DOM, so the engine may use it). The forms each language needs are written down here so the type
// checker can demand them: a German text with a count must give every form German has.

/** The plural categories Intl.PluralRules chooses among for whole numbers, per language (tested against Intl). */
export const PLURAL_CATEGORIES = {
  en: ['one', 'other'],
  de: ['one', 'other'],
} as const satisfies Readonly<Record<Language, readonly Intl.LDMLPluralRule[]>>;

export type PluralCategory<L extends Language> = (typeof PLURAL_CATEGORIES)[L][number];

/** One text for each plural category of the language: { one: '1 move', other: '2 moves' }. */
export type PluralForms<L extends Language> = { readonly [C in PluralCategory<L>]: string };

const rules = new Map<Language, Intl.PluralRules>();

/** The category of `n` in the language: 'one' for 1 in English and German, 'other' for 0, 2, 5. */
export function pluralCategory<L extends Language>(language: L, n: number): PluralCategory<L> {
  let r = rules.get(language);
  if (!r) {
    r = new Intl.PluralRules(language);
    rules.set(language, r);
  }
  const category = r.select(n);
  const known: readonly string[] = PLURAL_CATEGORIES[language];
  // Intl never chooses a category the language lacks; 'other' is there in every language.
  return (known.includes(category) ? category : 'other') as PluralCategory<L>;
}

/** The form of `forms` that fits `n` in the language. */
export function plural<L extends Language>(language: L, n: number, forms: PluralForms<L>): string {
  return forms[pluralCategory(language, n)];
}
