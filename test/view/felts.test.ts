import { describe, expect, it } from 'vitest';
import { CARD_BACKS, TABLE_COLOURS } from '../../src/platform/settings';
import { FELTS, feltOf } from '../../src/view/felts';
import { DEFAULT_SETTINGS } from '../../src/view/ports';

describe('table colours', () => {
  it('have a felt for every colour the settings offer, each its own', () => {
    const tables = TABLE_COLOURS.map((c) => FELTS[c].table);
    expect(new Set(tables).size).toBe(TABLE_COLOURS.length);
  });

  it('keep the green table for the default and for a port without the setting', () => {
    expect(feltOf(DEFAULT_SETTINGS.tableColour).table).toBe('#0b5d3b');
    expect(feltOf(undefined)).toBe(FELTS.green);
  });

  it("default the view's settings to the platform's first choices", () => {
    expect(DEFAULT_SETTINGS.cardBack).toBe(CARD_BACKS[0]);
    expect(DEFAULT_SETTINGS.tableColour).toBe(TABLE_COLOURS[0]);
  });
});
