import { INDEX_HEIGHT, INDEX_PAD, INDEX_PIP, INDEX_PIP_DROP } from './card-index';

// Where the suit pips of a number card go, as on real cards: two columns and a centre column, the
// pips of the lower half turned upside down. Everything here is in card widths (a card is 1.4 wide
// high), measured from the card's top left corner, and pure data, so that the layout can be tested
// without a canvas: no pip may touch the corner indices.

/** A card's height in card widths. */
export const CARD_ASPECT = 1.4;

/**
 * The small index at the bottom right is the large one turned upside down and drawn at this scale
 * about the corner (same inset, everything else halved).
 */
export const SMALL_INDEX_SCALE = 0.5;
/** How far up from the bottom edge the small index reaches (its pip is the lower part), with air. */
export const SMALL_INDEX_HEIGHT = INDEX_PAD + (INDEX_PIP_DROP + INDEX_PIP) * SMALL_INDEX_SCALE + 0.01;
/** How far left from the right edge it reaches. */
export const SMALL_INDEX_WIDTH = INDEX_PAD + (1 - 2 * INDEX_PAD) * SMALL_INDEX_SCALE;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The two corner indices: the large one across the top strip, the small one at the bottom right. */
export const INDEX_BOXES: readonly Box[] = [
  { x: 0, y: 0, w: 1, h: INDEX_HEIGHT },
  { x: 1 - SMALL_INDEX_WIDTH, y: CARD_ASPECT - SMALL_INDEX_HEIGHT, w: SMALL_INDEX_WIDTH, h: SMALL_INDEX_HEIGHT },
];

/** Air between the indices and the body. */
const AIR = 0.03;
/** The body, where the pips go: below the large index, above the small one. */
export const BODY: Box = {
  x: 0.06,
  y: INDEX_HEIGHT + AIR,
  w: 0.88,
  h: CARD_ASPECT - SMALL_INDEX_HEIGHT - AIR - (INDEX_HEIGHT + AIR),
};

/** Side of a pip of a number card: four rows of them (9 and 10) fill the body's height. */
export const PIP_SIZE = BODY.h / 4.4;
/** The ace's one pip. */
export const ACE_SIZE = Math.min(BODY.w, BODY.h) * 0.72;

/** The centres of the three columns, and of the top and bottom rows. */
const LEFT = 0.5 - 0.22;
const RIGHT = 0.5 + 0.22;
const CENTRE = 0.5;
const TOP = BODY.y + PIP_SIZE / 2;
const BOTTOM = BODY.y + BODY.h - PIP_SIZE / 2;

export interface Pip {
  /** Centre, in card widths. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
  /** Upside down: the pips of the lower half, as a real card has them. */
  readonly turned: boolean;
}

/**
 * Rows as shares of the way from the top row to the bottom one, by rank, for each column. The
 * standard layouts: 7 has its extra pip in the upper half, 8 one in each half, 10 two in the
 * centre column between the outer rows.
 */
const ROWS: Readonly<Record<number, { readonly side: readonly number[]; readonly centre: readonly number[] }>> = {
  1: { side: [], centre: [0.5] },
  2: { side: [], centre: [0, 1] },
  3: { side: [], centre: [0, 0.5, 1] },
  4: { side: [0, 1], centre: [] },
  5: { side: [0, 1], centre: [0.5] },
  6: { side: [0, 0.5, 1], centre: [] },
  7: { side: [0, 0.5, 1], centre: [0.25] },
  8: { side: [0, 0.5, 1], centre: [0.25, 0.75] },
  9: { side: [0, 1 / 3, 2 / 3, 1], centre: [0.5] },
  10: { side: [0, 1 / 3, 2 / 3, 1], centre: [1 / 6, 5 / 6] },
};

/** The pips of a number card (ace to ten; none for a court card), top to bottom, left to right. */
export function pipPositions(rank: number): Pip[] {
  const rows = ROWS[rank];
  if (!rows) return [];
  if (rank === 1) return [{ x: CENTRE, y: BODY.y + BODY.h / 2, size: ACE_SIZE, turned: false }];
  const at = (x: number, share: number): Pip => ({
    x,
    y: TOP + share * (BOTTOM - TOP),
    size: PIP_SIZE,
    // The middle row stands upright; everything below it is turned.
    turned: share > 0.5 + 1e-9,
  });
  const pips = [
    ...rows.side.flatMap((share) => [at(LEFT, share), at(RIGHT, share)]),
    ...rows.centre.map((share) => at(CENTRE, share)),
  ];
  return pips.sort((a, b) => a.y - b.y || a.x - b.x);
}
