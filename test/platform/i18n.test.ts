import { describe, expect, it } from 'vitest';
import { GAME_OPTIONS } from '../../src/engine';
import {
  detectLanguage,
  followLanguage,
  getLanguage,
  onLanguageChange,
  setLanguage,
  t,
  translate,
} from '../../src/platform/i18n';
import { DE } from '../../src/platform/messages-de';
import { EN } from '../../src/platform/messages-en';

describe('i18n', () => {
  it('detects the language from the browser list', () => {
    expect(detectLanguage(['de-AT', 'en'])).toBe('de');
    expect(detectLanguage(['fr-FR', 'de'])).toBe('de');
    expect(detectLanguage(['fr-FR'])).toBe('en');
    expect(detectLanguage(undefined)).toBe('en');
  });

  it('fills placeholders', () => {
    expect(translate('en', 'table.moves', { moves: 12 })).toBe('Moves: 12');
    expect(translate('de', 'table.moves', { moves: 12 })).toBe('Züge: 12');
  });

  it('switches language and tells listeners', () => {
    const heard: string[] = [];
    const stop = onLanguageChange((l) => heard.push(l));
    setLanguage('de');
    expect(getLanguage()).toBe('de');
    expect(t('menu.settings')).toBe('Einstellungen');
    setLanguage('en');
    stop();
    setLanguage('de');
    setLanguage('en');
    expect(heard).toEqual(['de', 'en']);
  });

  it("names every game's options in both languages (the settings page and refusals read them)", () => {
    const missing: string[] = [];
    for (const [game, options] of Object.entries(GAME_OPTIONS)) {
      for (const option of options) {
        const key = `option.${game}.${option.id}`;
        if (!(key in EN)) missing.push(`en ${key}`);
        if (!(key in DE)) missing.push(`de ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has every English placeholder in the German text', () => {
    // A counted message's placeholders are those of all its forms together.
    const texts = (m: string | object): string => (typeof m === 'string' ? m : Object.values(m).join(' '));
    const names = (m: string | object) => [...new Set([...texts(m).matchAll(/\{(\w+)\}/g)].map((x) => x[1]))].sort();
    for (const key of Object.keys(EN) as (keyof typeof EN)[]) {
      expect(names(DE[key]), key).toEqual(names(EN[key]));
    }
  });

  it('keeps <html lang> on the chosen language from the start and after every change', () => {
    const page = { documentElement: { lang: 'en' } };
    setLanguage('de');
    const stop = followLanguage(page);
    expect(page.documentElement.lang).toBe('de');
    setLanguage('en');
    expect(page.documentElement.lang).toBe('en');
    setLanguage('de');
    expect(page.documentElement.lang).toBe('de');
    stop();
    setLanguage('en');
    expect(page.documentElement.lang).toBe('de');
  });
});
