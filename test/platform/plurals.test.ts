import { describe, expect, it } from 'vitest';
import { type Language, PLURAL_CATEGORIES, plural } from '../../src/engine';
import { LANGUAGES, type MessageKey, type Translation, translate, translateAny } from '../../src/platform/i18n';
import { DE } from '../../src/platform/messages-de';
import { EN } from '../../src/platform/messages-en';

// Messages with a count take the plural form Intl.PluralRules gives the number in the language:
// "1 move", "2 moves"; "1 Zug", "2 Züge". Every counted message is listed here with the noun its
// count goes with, so a new counted message must come here too (the last test says so).

const TABLES = { en: EN, de: DE } as const;
const COUNTS = [0, 1, 2, 5] as const;

interface CountedCase {
  /** The other placeholders' values. */
  readonly params: Readonly<Record<string, string | number>>;
  /** The noun after the number: [one, other] per language. */
  readonly nouns: Readonly<Record<Language, readonly [string, string]>>;
}

const moves = { en: ['move', 'moves'], de: ['Zug', 'Züge'] } as const;
const COUNTED: Readonly<Record<string, CountedCase>> = {
  'menu.savedMoves': { params: {}, nouns: moves },
  'table.hud.moves': { params: {}, nouns: moves },
  'win.summary': { params: { game: 'FreeCell', deal: 617, time: '3:05' }, nouns: moves },
  // "in 5 Zügen": German's dative plural.
  'win.wonIn': { params: { time: '3:05' }, nouns: { en: ['move', 'moves'], de: ['Zug', 'Zügen'] } },
  // "vor 5 Zügen": the dative again.
  'table.lostAgo': { params: {}, nouns: { en: ['move', 'moves'], de: ['Zug', 'Zügen'] } },
  'say.runToColumn': {
    params: { card: 'X', column: 3 },
    nouns: { en: ['card', 'cards'], de: ['Karte', 'Karten'] },
  },
  'pile.column': {
    params: { column: 3, top: 'X' },
    nouns: { en: ['card', 'cards'], de: ['Karte', 'Karten'] },
  },
  'pile.columnFaceDown': {
    params: { column: 3, down: 2, top: 'X' },
    nouns: { en: ['card', 'cards'], de: ['Karte', 'Karten'] },
  },
  'say.pickedUpCards': { params: { card: 'X' }, nouns: { en: ['card', 'cards'], de: ['Karte', 'Karten'] } },
  'pile.stock': { params: { pass: 'X' }, nouns: { en: ['card', 'cards'], de: ['Karte', 'Karten'] } },
  'table.nowhere.run': {
    params: { card: 'X', needs: 'Y' },
    nouns: { en: ['card', 'cards'], de: ['Karte', 'Karten'] },
  },
  'refusal.not-enough-cards': { params: {}, nouns: { en: ['card', 'cards'], de: ['Karte', 'Karten'] } },
  'refusal.not-a-run': { params: { run: 'X' }, nouns: { en: ['card', 'cards'], de: ['Karte', 'Karten'] } },
  'refusal.over-capacity': {
    params: { n: 9, why: 'Y' },
    nouns: { en: ['card', 'cards'], de: ['Karte', 'Karten'] },
  },
  'refusal.stock-draw-count': { params: {}, nouns: { en: ['card', 'cards'], de: ['Karte', 'Karten'] } },
  'refusal.no-passes-left': { params: {}, nouns: { en: ['pass', 'passes'], de: ['Durchgang', 'Durchgänge'] } },
};

/** The count placeholder of a counted message. */
function countOf(key: string): string {
  const m = EN[key as MessageKey];
  if (typeof m === 'string') throw new Error(`${key} has no plural forms`);
  return m.count;
}

/** "5 moves" as a whole phrase: the noun is not the start of a longer word ("1 move" is not in "1 moves"). */
const phrase = (n: number, noun: string) => new RegExp(`(^|[^\\p{L}\\d])${n} ${noun}(?![\\p{L}])`, 'u');

describe('plural forms', () => {
  it('knows the forms Intl.PluralRules chooses among in each language', () => {
    for (const language of LANGUAGES) {
      const fromIntl = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      expect([...fromIntl].sort(), language).toEqual([...PLURAL_CATEGORIES[language]].sort());
    }
  });

  it('says "1 move" and "0, 2, 5 moves"; "1 Zug" and "0, 2, 5 Züge"', () => {
    expect(translate('en', 'menu.savedMoves', { moves: 1 })).toBe('Saved game: 1 move');
    expect(translate('en', 'menu.savedMoves', { moves: 2 })).toBe('Saved game: 2 moves');
    expect(translate('de', 'menu.savedMoves', { moves: 1 })).toBe('Gespeichertes Spiel: 1 Zug');
    expect(translate('de', 'menu.savedMoves', { moves: 0 })).toBe('Gespeichertes Spiel: 0 Züge');
    expect(translate('en', 'win.wonIn', { moves: 1, time: '0:40' })).toBe('in 1 move, 0:40');
    expect(translate('de', 'win.wonIn', { moves: 5, time: '0:40' })).toBe('in 5 Zügen, 0:40');
    expect(plural('de', 1, { one: 'ein Durchgang', other: 'Durchgänge' })).toBe('ein Durchgang');
  });

  describe.each(Object.entries(COUNTED))('%s', (key, c) => {
    it.each(LANGUAGES.flatMap((l) => COUNTS.map((n) => [l, n] as const)))('in %s with %i', (language, n) => {
      const text = translateAny(language, key as MessageKey, { ...c.params, [countOf(key)]: n });
      const [one, other] = c.nouns[language];
      expect(text).toMatch(phrase(n, n === 1 ? one : other));
      expect(text).not.toMatch(phrase(n, n === 1 ? other : one));
      expect(text).not.toMatch(/\{\w+\}/);
    });
  });

  it('gives every counted message, in both languages, each form its language needs, each showing the count', () => {
    for (const language of LANGUAGES) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, m] of Object.entries(TABLES[language])) {
        if (typeof m === 'string') continue;
        const { count, ...forms } = m as { count: string } & Record<string, string>;
        expect(Object.keys(forms).sort(), `${language} ${key}`).toEqual([...categories].sort());
        for (const [form, text] of Object.entries(forms))
          expect(text, `${language} ${key} ${form}`).toContain(`{${count}}`);
      }
    }
  });

  it('counts with the same placeholder in German as in English', () => {
    for (const key of Object.keys(COUNTED)) {
      const de = DE[key as MessageKey];
      expect(typeof de === 'string' ? null : de.count, key).toBe(countOf(key));
    }
  });

  it('lists every counted message here, and no plain text puts a number before a counted noun', () => {
    const counted = Object.entries(EN).filter(([, m]) => typeof m !== 'string');
    expect(counted.map(([k]) => k).sort()).toEqual(Object.keys(COUNTED).sort());
    // "{moves} moves", "{n} Karten": such a text needs plural forms ("Moves: {moves}" is a label, and fine).
    const nounAfterCount =
      /\{\w+\} (moves?|cards?|pass(es)?|deals?|games?|wins?|Zug|Züge|Zügen|Karten?|Durchg[aä]nge?|Spiele?|Siege?)\b/u;
    for (const language of LANGUAGES) {
      for (const [key, m] of Object.entries(TABLES[language])) {
        if (typeof m === 'string') expect(m, `${language} ${key}`).not.toMatch(nounAfterCount);
      }
    }
  });

  it('has the type checker demand the forms and a number for the count', () => {
    // These lines are checked by `npm run typecheck`: each error must stay an error.
    // @ts-expect-error German must give its 'other' form.
    const missing: Translation<'de'>['menu.savedMoves'] = { count: 'moves', one: '{moves} Zug' };
    // @ts-expect-error The count must be the one English counts.
    const wrongCount: Translation<'de'>['menu.savedMoves'] = { count: 'n', one: '{n} Zug', other: '{n} Züge' };
    // @ts-expect-error The count is a number: it chooses the form.
    const text = translate('en', 'menu.savedMoves', { moves: 'three' });
    expect([missing, wrongCount, text]).toHaveLength(3);
  });
});
