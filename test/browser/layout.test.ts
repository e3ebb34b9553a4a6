/**
 * The table's layout on phones, measured on the running game: on a short landscape phone every card
 * of a 13-card column shows its whole corner index and the longest column still ends on the screen;
 * in portrait the columns reach well down the tall screen.
 */
import { describe, expect, it } from 'vitest';
import { INDEX_HEIGHT } from '../../src/view/table/card-index';
import { LONG_COLUMNS } from './fixtures/positions';
import { type GamePage, gamePages, gameUrl, query } from './helpers';

describe.skipIf(gameUrl() === undefined)('the table layout on phones', () => {
  const open = gamePages();

  const phone = async (width: number, height: number): Promise<GamePage> => {
    const g = await open(query({ game: 'freecell', position: LONG_COLUMNS }), {
      phone: true,
      viewport: { width, height },
    });
    await g.settle();
    return g;
  };

  it('keeps every index of a 13-card column whole at 844x390, and the 19-card column on the screen', async () => {
    const g = await phone(844, 390);
    expect((await g.state()).piles.t2).toHaveLength(13);
    for (let i = 0; i < 12; i++) {
      const [a, b] = [await g.bounds('t2', i), await g.bounds('t2', i + 1)];
      expect(b.y - a.y, `step under card ${i}`).toBeGreaterThanOrEqual(INDEX_HEIGHT * a.w - 0.5);
    }
    const last = await g.bounds('t1', 18);
    expect(last.y + last.h).toBeLessThanOrEqual(390);
  });

  it('uses the height of a portrait phone: the 13-card column reaches well down 390x844', async () => {
    const g = await phone(390, 844);
    const last = await g.bounds('t2', 12);
    expect(last.y + last.h).toBeGreaterThan(0.64 * 844);
    const longest = await g.bounds('t1', 18);
    expect(longest.y + longest.h).toBeLessThanOrEqual(844);
  });
});
