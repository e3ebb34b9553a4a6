import { foundationGroups, longestColumn, type Rules } from '../../engine';
import { uiZoom } from '../ui/ui-scale';
import { INDEX_HEIGHT, STACKED_INDEX_HEIGHT, STACKED_INDEX_WIDTH } from './card-index';

// Where everything goes, in game pixels (device pixels: the canvas is drawn at devicePixelRatio).
// Pure arithmetic: the table scene asks for a layout on every resize and moves its cards there.

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface TableLayout {
  readonly dpr: number;
  /** Canvas px per UI px: the HUD, dialogs and notices grow with a large screen (ui-scale.ts). */
  readonly unit: number;
  readonly width: number;
  readonly height: number;
  readonly cardW: number;
  readonly cardH: number;
  /** The slot of every pile by engine pile name (t1.., c1.., f1.., s, w); for columns, the first card. */
  readonly slots: ReadonlyMap<string, Rect>;
  /** Columns end here; their fan squeezes to fit. */
  readonly tableauBottom: number;
  /** The largest step between cards of a column. */
  readonly fanMax: number;
  /** How far down a card its corner index reaches: the step a column keeps while a full run fits. */
  readonly indexH: number;
  /**
   * The columns overlap side by side (a portrait phone with many columns), each card showing its
   * left part: the faces then carry the stacked index, rank over suit (card-index.ts).
   */
  readonly stackedIndex: boolean;
  /** A line of counters at the top. */
  readonly stats: Rect;
  /** The buttons: a row at the bottom, or a column at the side on short landscape screens. */
  readonly buttons: Rect;
  readonly buttonsVertical: boolean;
  /** Which way the waste fans: right, or left when the table is mirrored. */
  readonly wasteFan: 1 | -1;
}

const ASPECT = 1.4;
/** Between cards, in card widths; tighter on a portrait screen, where the width is what limits the cards. */
const GAP = 0.1;
const PORTRAIT_GAP = 0.06;
/**
 * A full run, king to ace: every covered card of a column this long keeps its whole index in view
 * in the usual layout. A longer column shrinks the cards until it fits too (see `readable`).
 */
export const READABLE_COLUMN = 13;
/** The least step between covered cards, in card heights: the corner index (see card-index.ts). */
const INDEX_STEP = INDEX_HEIGHT / ASPECT;
/**
 * The most: on a tall screen a column fans wider, so the height is used rather than left empty;
 * short of where the big suit in the middle of a face begins (half way down), so none of it peeks out.
 */
const FAN_MAX = 0.46;
/** Below the top row(s) a column of `n` cards needs its card and a fan of bare indices, in card heights. */
const columnRoom = (n: number): number => 1 + (n - 1) * INDEX_STEP;
/** Between overlapping columns, in card widths: the stacked index and a little air stay in view. */
export const OVERLAP_PITCH = STACKED_INDEX_WIDTH + 0.06;
/** A column of `n` cards with the stacked index, in card heights. */
const stackedRoom = (n: number): number => 1 + ((n - 1) * STACKED_INDEX_HEIGHT) / ASPECT;
/** Overlapping columns only when they give cards this much wider: the usual look is worth a little. */
const OVERLAP_GAIN = 1.2;
/** Space above the top row and between it and the tableau, in card heights. */
const TOP_AIR = 0.05;
const TABLEAU_AIR = 0.02;
/** Between a side group of piles and the tableau, in pitches; the waste's fan lies in it. */
const SIDE_SEPARATION = 0.5;
/** Between groups of columns that build their own way (Penta's left and right), in pitches. */
const GROUP_SEPARATION = 0.5;

/**
 * The piles of one side of the table (cells, stock and waste; or the foundations), in bands: in a
 * block of rows each band starts a row of its own, so the foundation groups of a game (Penta's up
 * and down piles, Sixes and Sevens' sixes and sevens) never share a row. One band for the rest.
 */
type Side = readonly (readonly string[])[];

const sizeOf = (side: Side): number => side.reduce((n, band) => n + band.length, 0);

/** The side's bands for a block of `rows` rows: one band where there are more bands than rows. */
function bandsIn(side: Side, rows: number): Side {
  const bands = side.filter((band) => band.length > 0);
  return bands.length <= rows ? bands : [bands.flat()];
}

/** How many piles wide a block of at most `rows` rows must be to hold the side, band by band. */
function blockWidth(side: Side, rows: number): number {
  const bands = bandsIn(side, rows);
  const total = sizeOf(bands);
  if (total === 0) return 0;
  // At most `total` wide: then each band takes one row, and there are no more bands than rows.
  for (let g = Math.ceil(total / rows); ; g++) {
    if (g >= total || bands.reduce((n, band) => n + Math.ceil(band.length / g), 0) <= rows) return g;
  }
}

/** Each pile of the side with its column and row in a block of `rows` rows, band after band. */
function inBlock(side: Side, rows: number): { name: string; col: number; row: number }[] {
  const g = blockWidth(side, rows);
  const out: { name: string; col: number; row: number }[] = [];
  let row = 0;
  for (const band of bandsIn(side, rows)) {
    band.forEach((name, i) => {
      out.push({ name, col: i % g, row: row + Math.floor(i / g) });
    });
    row += Math.ceil(band.length / g);
  }
  return out;
}

/**
 * Where the piles that are not columns go: one row above the tableau; two rows, one group each;
 * a grid of `rows` rows above the tableau with each group in its own block (Eights Down's eight
 * foundations in two rows of four on a phone); or at the tableau's sides.
 */
type Arrangement =
  | { readonly kind: 'rows'; readonly rows: 1 | 2 }
  | { readonly kind: 'grid'; readonly rows: number; readonly overlap: boolean }
  | { readonly kind: 'sides'; readonly perSide: number };

interface Candidate {
  readonly arrangement: Arrangement;
  /** Card width that fits (unrounded), and how many pitches the table spans across. */
  readonly cardW: number;
  readonly across: number;
}

/**
 * The layout for a screen of cssW x cssH CSS px. `readable`: the longest column whose every card
 * must show its whole corner index (the longest column on the table, at least a full run where the
 * columns build, one card where they do not: Sixes and Sevens' slots), in face-up steps (a
 * face-down card counts FACE_DOWN_SHARE: stepLength); past what the usual card size fits, the cards
 * shrink for it.
 */
export function layoutTable(
  rules: Rules,
  cssW: number,
  cssH: number,
  dpr: number,
  leftHanded: boolean,
  readable = 0,
): TableLayout {
  const keep = Math.max(Math.min(READABLE_COLUMN, longestColumn(rules)), readable);
  const width = Math.round(cssW * dpr);
  const height = Math.round(cssH * dpr);
  const u = dpr;
  // The bars grow with a large screen, as the HUD's text and buttons do.
  const unit = dpr * uiZoom(cssW, cssH);
  // Whole pixels: the bars are crisp, and they and the table tile the screen exactly.
  const statsH = Math.round(30 * unit);
  const vertical = cssW > cssH && cssH < 560;
  const buttonsThick = Math.round((vertical ? 68 : 64) * unit);
  const gap = cssH > cssW ? PORTRAIT_GAP : GAP;
  // Narrower edges on a portrait screen, where every pixel of width makes the cards larger.
  const margin = (cssH > cssW ? 3 : 6) * u;
  // On a short landscape screen the buttons take a column of the whole height, so that seven of
  // them stay finger-sized (44 CSS px, WCAG 2.5.5) down to a 640x360 frame; the counters go beside.
  const buttons: Rect = vertical
    ? { x: leftHanded ? 0 : width - buttonsThick, y: 0, w: buttonsThick, h: height }
    : { x: 0, y: height - buttonsThick, w: width, h: buttonsThick };
  const stats: Rect = vertical
    ? { x: leftHanded ? buttonsThick : 0, y: 0, w: width - buttonsThick, h: statsH }
    : { x: 0, y: 0, w: width, h: statsH };
  const area: Rect = {
    x: (vertical && leftHanded ? buttonsThick : 0) + margin,
    y: statsH + margin / 2,
    w: width - (vertical ? buttonsThick : 0) - 2 * margin,
    h: height - statsH - (vertical ? 0 : buttonsThick) - margin,
  };

  const cols = rules.layout.columns.length;
  // Each later group of columns starts half a pitch further right: the player sees the two sides.
  const groupStarts = (rules.moreBuilds ?? []).map((g) => g.fromColumn);
  const span = cols + GROUP_SEPARATION * groupStarts.length;
  const columnOffset = (i: number): number => i + GROUP_SEPARATION * groupStarts.filter((g) => g <= i).length;
  const left: Side = [
    [...Array.from({ length: rules.cells }, (_, i) => `c${i + 1}`), ...(rules.stock ? ['s', 'w'] : [])],
  ];
  let next = 0;
  const right: Side = foundationGroups(rules).map((g) => Array.from({ length: g.count }, () => `f${++next}`));
  // Left-handed: the whole table mirrored (foundations left; cells, stock and waste right).
  const [first, second] = leftHanded ? [right, left.map((band) => band.slice().reverse())] : [left, right];

  const portrait = cssH > cssW;
  const chosen = arrange(area, cols, span, first, second, gap, keep, portrait);
  const overlap = chosen.arrangement.kind === 'grid' && chosen.arrangement.overlap;
  const place = (cardW: number): TableLayout => {
    const cardH = Math.round(cardW * ASPECT);
    const pitch = cardW * (1 + gap);
    const rowH = cardH * (1 + gap);
    const across = chosen.across;
    const x0 = area.x + (area.w - across * pitch) / 2 + (pitch - cardW) / 2;
    const top = area.y + cardH * TOP_AIR;

    const slots = new Map<string, Rect>();
    const put = (name: string, x: number, y: number): void => {
      slots.set(name, { x: Math.round(x), y: Math.round(y), w: cardW, h: cardH });
    };
    let tabTop: number;
    let tabX: number;
    const { arrangement } = chosen;
    if (arrangement.kind === 'sides') {
      // Each group is a grid of `perSide` rows, filled in reading order; the left hand's table is
      // the right hand's in a mirror, so its cells read right to left.
      const perSide = arrangement.perSide;
      const grid = (side: Side, x: number, mirrored: boolean) => {
        const g = blockWidth(side, perSide);
        for (const { name, col, row } of inBlock(side, perSide)) {
          put(name, x + (mirrored ? g - 1 - col : col) * pitch, top + row * rowH);
        }
      };
      const [onLeft, onRight] = leftHanded ? [right, left] : [left, right];
      grid(onLeft, x0, false);
      tabX = x0 + (blockWidth(onLeft, perSide) + SIDE_SEPARATION) * pitch;
      grid(onRight, tabX + (span + SIDE_SEPARATION) * pitch, leftHanded);
      tabTop = top;
    } else if (arrangement.kind === 'grid') {
      // Each group a block of `rows` rows, filled in reading order: the first group at the left
      // edge, the second at the right (the other way round for the left hand).
      const rows = arrangement.rows;
      const block = (side: Side, fromRight: boolean) => {
        const g = blockWidth(side, rows);
        const x = fromRight ? x0 + (across - g) * pitch : x0;
        for (const { name, col, row } of inBlock(side, rows)) put(name, x + col * pitch, top + row * rowH);
      };
      block(first, false);
      block(second, true);
      tabTop = top + rows * rowH + cardH * TABLEAU_AIR;
      tabX = overlap
        ? area.x + (area.w - ((cols - 1) * OVERLAP_PITCH + 1) * cardW) / 2
        : x0 + ((across - span) * pitch) / 2;
    } else if (arrangement.rows === 1) {
      first.flat().forEach((n, i) => {
        put(n, x0 + i * pitch, top);
      });
      const start = x0 + (across - sizeOf(second)) * pitch;
      second.flat().forEach((n, i) => {
        put(n, start + i * pitch, top);
      });
      tabTop = top + rowH + cardH * TABLEAU_AIR;
      tabX = x0 + ((across - span) * pitch) / 2;
    } else {
      // The side the player's hand favours on the first row, centred in their rows.
      const row = (names: readonly string[], y: number) => {
        const start = x0 + ((across - names.length) * pitch) / 2;
        names.forEach((n, i) => {
          put(n, start + i * pitch, y);
        });
      };
      row(second.flat(), top);
      row(first.flat(), top + rowH);
      tabTop = top + 2 * rowH + cardH * TABLEAU_AIR;
      tabX = x0 + ((across - span) * pitch) / 2;
    }
    const columnPitch = overlap ? OVERLAP_PITCH * cardW : pitch;
    for (let i = 0; i < cols; i++) put(`t${i + 1}`, tabX + (overlap ? i : columnOffset(i)) * columnPitch, tabTop);

    const tableauBottom = area.y + area.h;
    // The fan a readable column would need at most, widened to use a tall screen's spare height.
    const spare = (tableauBottom - Math.round(tabTop) - cardH) / (READABLE_COLUMN - 1);
    const indexH = Math.ceil((overlap ? STACKED_INDEX_HEIGHT : INDEX_HEIGHT) * cardW);
    const fanMax = Math.max(indexH, Math.floor(Math.min(FAN_MAX * cardH, spare)));
    return {
      dpr,
      unit,
      width,
      height,
      cardW,
      cardH,
      slots,
      tableauBottom,
      fanMax,
      indexH,
      stackedIndex: overlap,
      stats,
      buttons,
      buttonsVertical: vertical,
      wasteFan: leftHanded ? -1 : 1,
    };
  };
  // Rounding (card height, positions, whole-pixel steps) may take a pixel or two off the fan: a card
  // a pixel narrower keeps the whole index of a full run in view.
  let cardW = Math.floor(Math.min(chosen.cardW, 170 * u));
  for (;;) {
    const layout = place(cardW);
    const t1 = layout.slots.get('t1');
    if (!t1 || cardW <= 8 || fanStep(layout, t1, keep) >= layout.indexH) return layout;
    cardW--;
  }
}

/**
 * The arrangement that gives the largest cards while a readable column (`readable` cards) fits
 * below the top piles. One row is the usual look; two rows, a grid or the piles at the tableau's
 * sides (short, wide screens) only when they give clearly larger cards. `span`: the pitches the
 * columns take side by side (more than `cols` where groups of columns stand apart).
 */
function arrange(
  area: Rect,
  cols: number,
  span: number,
  first: Side,
  second: Side,
  gap: number,
  readable: number,
  portrait: boolean,
): Candidate {
  const byWidth = (across: number) => area.w / (across * (1 + gap));
  const byHeight = (cardHeights: number) => area.h / (cardHeights * ASPECT);
  const room = columnRoom(readable);
  const above = (n: number) => TOP_AIR + n * (1 + gap) + TABLEAU_AIR + room;
  const rows = (n: 1 | 2): Candidate => {
    const across =
      n === 1 ? Math.max(span, sizeOf(first) + sizeOf(second) + 0.5) : Math.max(span, sizeOf(first), sizeOf(second));
    return { arrangement: { kind: 'rows', rows: n }, across, cardW: Math.min(byWidth(across), byHeight(above(n))) };
  };
  let best = rows(1);
  const two = rows(2);
  if (two.cardW > best.cardW * 1.04) best = two;
  for (let n = 2; n <= 3; n++) {
    const across = Math.max(span, blockWidth(first, n) + blockWidth(second, n) + 0.5);
    const cardW = Math.min(byWidth(across), byHeight(above(n)));
    if (cardW > best.cardW * 1.04) best = { arrangement: { kind: 'grid', rows: n, overlap: false }, across, cardW };
  }
  // A portrait phone whose width is what keeps the cards small: the columns may overlap side by
  // side, each showing its left part (the stacked index), and the height the screen has to spare
  // takes the taller fan.
  // (Not for slots of one card: side by side they have nothing to overlap for.)
  if (portrait && readable > 1) {
    let overlapped: Candidate | null = null;
    for (let n = 2; n <= 3; n++) {
      const across = blockWidth(first, n) + blockWidth(second, n) + 0.5;
      const columnsW = area.w / ((cols - 1) * OVERLAP_PITCH + 1);
      const tall = TOP_AIR + n * (1 + gap) + TABLEAU_AIR + stackedRoom(readable);
      const cardW = Math.min(byWidth(across), columnsW, byHeight(tall));
      if (!overlapped || cardW > overlapped.cardW)
        overlapped = { arrangement: { kind: 'grid', rows: n, overlap: true }, across, cardW };
    }
    if (overlapped && overlapped.cardW > best.cardW * OVERLAP_GAIN) best = overlapped;
  }
  let sides: Candidate | null = null;
  for (let perSide = 1; perSide <= Math.max(sizeOf(first), sizeOf(second)); perSide++) {
    const groups = blockWidth(first, perSide) + blockWidth(second, perSide);
    const across = span + groups + 2 * SIDE_SEPARATION;
    const tall = TOP_AIR + Math.max(room, perSide * (1 + gap));
    const cardW = Math.min(byWidth(across), byHeight(tall));
    if (!sides || cardW > sides.cardW) sides = { arrangement: { kind: 'sides', perSide }, across, cardW };
  }
  if (sides && sides.cardW > best.cardW * 1.08) best = sides;
  return best;
}

/**
 * A face-down card of a column (Klondike's) steps this share of a face-up card's step: it shows a
 * strip of its back, which no one needs to read, and leaves the height to the cards that count.
 */
export const FACE_DOWN_SHARE = 0.4;

/**
 * The layout with its columns ending above a status line whose top edge is at `top` (null: none
 * shows): a long column's fan squeezes rather than its last cards, the ones in play, going under it.
 */
export function endAbove(layout: TableLayout, top: number | null): TableLayout {
  if (top === null) return layout;
  const bottom = Math.floor(top - 6 * layout.unit);
  return bottom < layout.tableauBottom ? { ...layout, tableauBottom: bottom } : layout;
}

/**
 * The steps between the cards of a column of `count` cards whose first `down` lie face down: `up`
 * after a face-up card, `down` after a face-down one. The full fan (fanMax), squeezed as the
 * column grows so that it ends at the tableau's bottom (past a full run, the index is cut first).
 */
export function columnSteps(layout: TableLayout, slot: Rect, count: number, down = 0): { up: number; down: number } {
  const room = layout.tableauBottom - slot.y - layout.cardH;
  // The gaps below the top card, in face-up steps.
  const gaps = stepLength(count, down) - 1;
  const up = gaps <= 0 ? layout.fanMax : Math.max(1, Math.min(layout.fanMax, Math.floor(room / gaps)));
  return { up, down: Math.max(1, Math.floor(up * FACE_DOWN_SHARE)) };
}

/**
 * The step between the face-up cards of a column of `count` (with `down` face down below them).
 * `count` may be fractional: a length in face-up steps, as layoutFor measures a column with
 * face-down cards.
 */
export function fanStep(layout: TableLayout, slot: Rect, count: number, down = 0): number {
  return columnSteps(layout, slot, count, down).up;
}

/** How long a column of `count` cards, the first `down` face down, is in face-up steps (plus its top card). */
export function stepLength(count: number, down: number): number {
  const downGaps = Math.max(0, Math.min(down, count - 1));
  return count - downGaps + FACE_DOWN_SHARE * downGaps;
}

/** Where the card at `index` of a pile of `count` cards sits; a column's first `down` lie face down. */
export function cardPosition(
  layout: TableLayout,
  pile: string,
  index: number,
  count: number,
  down = 0,
): { x: number; y: number } {
  const slot = layout.slots.get(pile);
  if (!slot) return { x: -layout.cardW * 2, y: -layout.cardH * 2 };
  if (pile.startsWith('t')) {
    const step = columnSteps(layout, slot, count, down);
    const below = Math.min(index, down);
    return { x: slot.x, y: slot.y + below * step.down + (index - below) * step.up };
  }
  if (pile === 'w') {
    // The last three waste cards fan a little, so the player sees what came before; a lone card
    // sits on its slot.
    const shown = Math.max(0, index - Math.max(0, count - 3));
    return { x: slot.x + layout.wasteFan * shown * Math.round(layout.cardW * 0.14), y: slot.y };
  }
  return { x: slot.x, y: slot.y };
}

export function contains(r: Rect, x: number, y: number): boolean {
  return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
}
