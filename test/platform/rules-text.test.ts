import { describe, expect, it } from 'vitest';
import { GAME_IDS, GAME_OPTIONS, GAMES } from '../../src/engine';
import { LANGUAGES, translate } from '../../src/platform/i18n';
import { gameSummary, gameText, rulesAsText } from '../../src/platform/rules-text';

describe('rules texts', () => {
  it.each(GAME_IDS)('%s has a summary and the same sections in both languages', (game) => {
    const en = gameText(game, 'en');
    const de = gameText(game, 'de');
    expect(en.name).toBe(GAMES[game].name);
    expect(de.sections.length).toBe(en.sections.length);
    for (const lang of LANGUAGES) {
      const summary = gameSummary(game, lang);
      expect(summary.length).toBeGreaterThan(20);
      // One line in the menu: short enough for a phone in portrait at two lines at most.
      expect(summary.length).toBeLessThan(130);
      for (const s of gameText(game, lang).sections)
        expect(s.paragraphs.length, `${lang} ${s.heading}`).toBeGreaterThan(0);
    }
  });

  it('names every Eight Off option as the settings do', () => {
    for (const lang of LANGUAGES) {
      const text = rulesAsText('eight-off', lang);
      for (const o of GAME_OPTIONS['eight-off']) {
        const label = translate(lang, `option.eight-off.${o.id}` as 'option.eight-off.run-shortcut');
        expect(text, `${lang}: ${o.id}`).toContain(label);
      }
    }
  });

  it('says what the engine enforces about spaces', () => {
    for (const game of GAME_IDS) {
      const text = rulesAsText(game, 'en');
      // The top rank of the order: a king, or in Penguin the rank below the beak's.
      if (GAMES[game].layout.beak)
        expect(text, game).toMatch(/empty column: only a card of the rank just below the beak/);
      else if (GAMES[game].space === 'top') expect(text, game).toMatch(/empty column: only a king/);
      else expect(text, game).toMatch(/empty column: any card/);
    }
  });

  it('lays out as plain text with headings', () => {
    expect(rulesAsText('freecell', 'de')).toMatch(/^ZIEL\nBring alle 52 Karten/);
  });
});
