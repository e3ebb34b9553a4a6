import { describe, expect, it } from 'vitest';
import figures from '../../assets/cards/court-figures.json';
import { parsePath } from '../../tools/court-art/path-data';

// The committed court figures (assets/cards/court-figures.json, from tools/extract-court-art.ts):
// the twelve courts, each a figure of painted layers inside its 1300 x 2000 box, with suit symbols
// marked so that the four-colour deck can colour them.

const KEYS = ['J', 'Q', 'K'].flatMap((r) => ['C', 'D', 'H', 'S'].map((s) => `${r}${s}`));

describe('court figures', () => {
  it('has the twelve court cards, and says where they come from', () => {
    expect(Object.keys(figures.courts).sort()).toEqual([...KEYS].sort());
    expect(figures.licence).toBe('CC0-1.0');
    expect(figures.source).toContain('me.uk/cards');
    expect(figures.box).toEqual([1300, 2000]);
  });

  it.each(KEYS)('%s: every layer is a path that paints something, inside the box', (key) => {
    const court = figures.courts[key as keyof typeof figures.courts];
    expect(court.layers.length).toBeGreaterThan(4);
    let suits = 0;
    for (const layer of court.layers) {
      const l: { d: string; fill?: string; stroke?: string; suit?: boolean } = layer;
      expect(l.fill !== undefined || l.stroke !== undefined || l.suit === true).toBe(true);
      if (l.suit) suits++;
      for (const s of parsePath(l.d)) {
        if (s.op === 'Z') continue;
        const [x, y] = s.to;
        // The upper half reaches a little past the middle (the halves overlap), never off the box.
        expect(x).toBeGreaterThanOrEqual(-200);
        expect(x).toBeLessThanOrEqual(1500);
        expect(y).toBeGreaterThanOrEqual(-200);
        expect(y).toBeLessThanOrEqual(2200);
      }
    }
    // Every figure wears or holds its suit.
    expect(suits).toBeGreaterThan(0);
  });
});
