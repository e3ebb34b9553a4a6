import { describe, expect, it } from 'vitest';
import { STACKED_BODY_PIP } from '../../src/view/table/card-art';
import { INDEX_HEIGHT, INDEX_PAD, STACKED_INDEX_HEIGHT, STACKED_INDEX_WIDTH } from '../../src/view/table/card-index';
import {
  BODY,
  type Box,
  CARD_ASPECT,
  INDEX_BOXES,
  type Pip,
  pipPositions,
  SMALL_INDEX_SCALE,
} from '../../src/view/table/pips';

// The pips of the number cards, as real decks place them: as many pips as the rank, in two side
// columns and a centre column, the lower half turned upside down, the whole the same turned round
// (a card reads the same either way up), and none touching the corner indices or another pip.

const RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const box = (p: Pip): Box => ({ x: p.x - p.size / 2, y: p.y - p.size / 2, w: p.size, h: p.size });
const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;
/** The centre of the pip area: turning the card about it maps the pips onto themselves. */
const centreY = BODY.y + BODY.h / 2;

describe('pipPositions', () => {
  it.each(RANKS)('%i has as many pips as its rank', (rank) => {
    expect(pipPositions(rank)).toHaveLength(rank);
  });

  it('gives court cards and nonsense no pips', () => {
    for (const rank of [0, 11, 12, 13, 14]) expect(pipPositions(rank)).toEqual([]);
  });

  it('uses the standard columns: one column up to 3, two from 4, a centre pip for 5, 7, 8, 9, 10', () => {
    const columns = (rank: number) => [...new Set(pipPositions(rank).map((p) => p.x.toFixed(3)))].length;
    expect([1, 2, 3].map(columns)).toEqual([1, 1, 1]);
    expect([4, 6].map(columns)).toEqual([2, 2]);
    expect([5, 7, 8, 9, 10].map(columns)).toEqual([3, 3, 3, 3, 3]);
    // Side columns hold 2 (4, 5), 3 (6, 7, 8) or 4 (9, 10) pips each.
    const left = (rank: number) => pipPositions(rank).filter((p) => p.x < 0.5).length;
    expect([4, 5, 6, 7, 8, 9, 10].map(left)).toEqual([2, 2, 3, 3, 3, 4, 4]);
  });

  it.each(RANKS)('%i turns the pips below the middle and no others', (rank) => {
    for (const p of pipPositions(rank)) expect(p.turned, `pip at ${p.y}`).toBe(p.y > centreY + 1e-9);
  });

  it.each([2, 3, 4, 5, 6, 9, 10])('%i is the same turned round (every pip has its opposite)', (rank) => {
    const pips = pipPositions(rank);
    for (const p of pips) {
      const opposite = pips.find((q) => near(q.x, 1 - p.x) && near(q.y, 2 * centreY - p.y));
      expect(opposite, `opposite of ${p.x},${p.y}`).toBeDefined();
      // The opposite of an upright pip is a turned one, except on the middle line.
      if (!near(p.y, centreY)) expect(opposite?.turned).toBe(!p.turned);
    }
  });

  it('puts 7 its extra pip in the upper half, 8 one in each half', () => {
    const centre = (rank: number) => pipPositions(rank).filter((p) => near(p.x, 0.5));
    expect(centre(7).map((p) => p.y < centreY)).toEqual([true]);
    expect(centre(8).map((p) => p.y < centreY)).toEqual([true, false]);
  });

  it('is mirror symmetric left to right', () => {
    for (const rank of RANKS) {
      const pips = pipPositions(rank);
      for (const p of pips) expect(pips.some((q) => near(q.x, 1 - p.x) && near(q.y, p.y))).toBe(true);
    }
  });

  it.each(RANKS)('%i keeps every pip off the corner indices, the edges and the other pips', (rank) => {
    const pips = pipPositions(rank).map(box);
    for (const [i, p] of pips.entries()) {
      for (const index of INDEX_BOXES) expect(overlap(p, index), `pip ${i} on an index`).toBe(false);
      expect(p.y).toBeGreaterThanOrEqual(INDEX_HEIGHT);
      expect(p.x).toBeGreaterThan(0);
      expect(p.x + p.w).toBeLessThan(1);
      expect(p.y + p.h).toBeLessThan(CARD_ASPECT);
      for (const q of pips.slice(i + 1)) expect(overlap(p, q), `pips ${i} overlap`).toBe(false);
    }
  });

  it('gives the ace one large pip in the middle of the body', () => {
    const [ace, ...rest] = pipPositions(1);
    expect(rest).toEqual([]);
    expect(ace?.size).toBeGreaterThan(2 * (pipPositions(10)[0]?.size ?? 1));
    expect(ace?.x).toBe(0.5);
    expect(ace?.y).toBeCloseTo(centreY);
  });
});

describe('the face beside a stacked index (overlapping columns)', () => {
  it('has one large pip below the stacked index, clear of the small turned index and the right part a neighbour covers', () => {
    const p = STACKED_BODY_PIP;
    const [top, bottom, left, right] = [p.y - p.size / 2, p.y + p.size / 2, p.x - p.size / 2, p.x + p.size / 2];
    expect(top).toBeGreaterThanOrEqual(STACKED_INDEX_HEIGHT);
    // The small index at the bottom right is the stacked one turned and halved.
    const smallLeft = 1 - INDEX_PAD - (STACKED_INDEX_WIDTH - INDEX_PAD) * SMALL_INDEX_SCALE;
    const smallTop = CARD_ASPECT - (STACKED_INDEX_HEIGHT - INDEX_PAD) * SMALL_INDEX_SCALE - INDEX_PAD;
    expect(right <= smallLeft || bottom <= smallTop).toBe(true);
    expect(left).toBeGreaterThan(0);
    expect(bottom).toBeLessThan(CARD_ASPECT);
  });
});
