import { describe, expect, it } from 'vitest';
import type { BuildRule, Language, Refusal } from '../../src/engine';
import { explain } from '../../src/platform/refusal-words';
import { EVERY_REFUSAL, FREECELL, REFUSAL_SAMPLES, sixOfSpades } from './helpers/refusal-samples';

// A refused move is told to the player as a sentence: a capital first, a full stop last, in
// English and German, with counts in the plural form the number takes. The samples are typed by
// the Refusal union, so every code is among them.

const LANGUAGES: readonly Language[] = ['en', 'de'];

describe('refusals in words', () => {
  it.each(LANGUAGES)('starts every refusal with a capital and ends it with a full stop (%s)', (language) => {
    for (const r of EVERY_REFUSAL) {
      const text = explain(r, language);
      expect(text, r.code).toMatch(/^\p{Lu}/u);
      expect(text, r.code).toMatch(/[^.]\.$/);
      expect(text, r.code).not.toMatch(/undefined|NaN|\{/);
    }
  });

  it('capitalises a card name that starts the sentence, and nothing else', () => {
    expect(explain(REFUSAL_SAMPLES['does-not-build'][0] as Refusal)).toBe(
      'The 6 of spades does not build on the 7 of clubs: same suit needed.',
    );
    expect(explain(REFUSAL_SAMPLES['does-not-build'][0] as Refusal, 'de')).toBe(
      'Pik 6 passt nicht auf Kreuz 7: gleiche Farbe nötig.',
    );
    expect(explain(REFUSAL_SAMPLES['foundation-needs'][0] as Refusal)).toBe(
      'The 6 of spades cannot start a foundation: an ace starts one.',
    );
    expect(explain(REFUSAL_SAMPLES['foundation-needs'][0] as Refusal, 'de')).toBe(
      'Pik 6 eröffnet keinen Zielstapel: Das tut ein Ass.',
    );
    expect(explain(REFUSAL_SAMPLES['does-not-build'][2] as Refusal, 'de')).toBe(
      'Herz Ass passt nicht auf Kreuz 7: Darauf gehört eine 6 (absteigend, wechselnde Farben).',
    );
  });

  it('says the cells are "Zellen" in German', () => {
    expect(explain({ code: 'cell-taken', held: sixOfSpades }, 'de')).toBe(
      'Eine Karte pro Zelle: Dort liegt schon Pik 6.',
    );
    expect(explain({ code: 'one-card-from-here' }, 'de')).toMatch(/Zelle/);
  });

  // Each counted refusal: the count it carries, and the noun the count goes with in each language.
  const COUNTED: readonly {
    readonly make: (n: number) => Refusal;
    readonly nouns: Readonly<Record<Language, readonly [string, string]>>;
  }[] = [
    { make: (n) => ({ code: 'not-enough-cards', n }), nouns: { en: ['card', 'cards'], de: ['Karte', 'Karten'] } },
    {
      make: (n) => ({ code: 'not-a-run', n, build: FREECELL as BuildRule }),
      nouns: { en: ['card', 'cards'], de: ['Karte', 'Karten'] },
    },
    {
      make: (n) => ({ code: 'over-capacity', n: 9, max: n, runs: 'capacity', cells: 4 }),
      nouns: { en: ['card', 'cards'], de: ['Karte', 'Karten'] },
    },
    { make: (n) => ({ code: 'stock-draw-count', draw: n }), nouns: { en: ['card', 'cards'], de: ['Karte', 'Karten'] } },
    {
      make: (n) => ({ code: 'no-passes-left', passes: n }),
      nouns: { en: ['pass', 'passes'], de: ['Durchgang', 'Durchgänge'] },
    },
  ];
  const phrase = (n: number, noun: string) => new RegExp(`(^|[^\\p{L}\\d])${n} ${noun}(?![\\p{L}])`, 'u');

  it.each(
    COUNTED.flatMap((c) => LANGUAGES.flatMap((l) => [0, 1, 2, 5].map((n) => [c.make(n).code, l, n, c] as const))),
  )('%s in %s with %i takes the right plural', (_, language, n, c) => {
    const text = explain(c.make(n), language);
    const [one, other] = c.nouns[language];
    expect(text).toMatch(phrase(n, n === 1 ? one : other));
    expect(text).not.toMatch(phrase(n, n === 1 ? other : one));
  });

  it('reads well with a count', () => {
    expect(explain({ code: 'no-passes-left', passes: 1 })).toBe('Only 1 pass through the stock is allowed.');
    expect(explain({ code: 'no-passes-left', passes: 2 }, 'de')).toBe('Nur 2 Durchgänge durch den Talon sind erlaubt.');
    expect(explain({ code: 'over-capacity', n: 5, max: 1, runs: 'cells', cells: 4 })).toBe(
      'You can move 1 card at once here, not 5: one more than the free cells.',
    );
    expect(explain({ code: 'over-capacity', n: 9, max: 8, runs: 'capacity', cells: 4 }, 'de')).toBe(
      'Hier kannst du 8 Karten auf einmal bewegen, nicht 9: Jede freie Zelle zählt eine dazu, jede leere Spalte verdoppelt.',
    );
    // A game without cells (Busy Aces): only the spaces count, and no free cell is mentioned.
    expect(explain({ code: 'over-capacity', n: 4, max: 2, runs: 'capacity', cells: 0 })).toBe(
      'You can move 2 cards at once here, not 4: one, doubled for each empty column.',
    );
  });
});
