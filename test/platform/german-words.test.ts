import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine';
import { DE } from '../../src/platform/messages-de';
import { EN } from '../../src/platform/messages-en';
import { explain } from '../../src/platform/refusal-words';
import { gameText } from '../../src/platform/rules-text';
import { EVERY_REFUSAL } from '../engine/helpers/refusal-samples';

// German has one word for the cells, everywhere a player reads it: "Zelle", an empty one a
// "freie Zelle", as German FreeCell says. Not the rule document's "Reserve" or "Reserveplatz",
// not a bare "Platz", not a "leere Zelle". And going back a page is not taking a move back.

const OTHER_CELL_WORDS = /reserve|pl[aä]tz|leere[nrs]? zelle/i;

const textsOf = (m: string | object): string[] => (typeof m === 'string' ? [m] : Object.values(m).slice(1));

describe('the German words', () => {
  it('call the cells "Zelle" in the message table', () => {
    for (const [key, m] of Object.entries(DE)) {
      for (const text of textsOf(m)) expect(text, key).not.toMatch(OTHER_CELL_WORDS);
    }
    expect(DE['table.needs.cell']).toBe('eine freie Zelle');
  });

  it('call the cells "Zelle" in the rule pages', () => {
    for (const game of GAME_IDS) {
      const { name, summary, sections } = gameText(game, 'de');
      for (const text of [name, summary, ...sections.flatMap((s) => [s.heading, ...s.paragraphs])]) {
        expect(text, game).not.toMatch(OTHER_CELL_WORDS);
      }
    }
    expect(gameText('eight-off', 'de').summary).toMatch(/^Acht Zellen/);
  });

  it('call the cells "Zelle" in the reasons for a refused move', () => {
    for (const r of EVERY_REFUSAL) expect(explain(r, 'de'), r.code).not.toMatch(OTHER_CELL_WORDS);
  });

  it('have one word for Back (a page) and another for Undo (a move), in both languages', () => {
    expect(DE['menu.back']).toBe('Zurück');
    // A soft hyphen may mark where a narrow button breaks the word.
    expect(DE['table.undo'].replaceAll('\u00AD', '')).toBe('Rückgängig');
    expect(EN['menu.back']).not.toBe(EN['table.undo']);
    // Wherever English says Back or Undo, German says its word for the same thing.
    for (const key of Object.keys(EN) as (keyof typeof EN)[]) {
      if (EN[key] === EN['menu.back']) expect(DE[key], key).toBe(DE['menu.back']);
      if (EN[key] === EN['table.undo']) expect(DE[key], key).toBe(DE['table.undo']);
      if (key !== 'menu.back') expect(DE[key], key).not.toBe(DE['menu.back']);
    }
  });
});
