import type { Rules } from '../../engine';

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
  /** A line of counters at the top. */
  readonly stats: Rect;
  /** The buttons: a row at the bottom, or a column at the side on short landscape screens. */
  readonly buttons: Rect;
  readonly buttonsVertical: boolean;
  /** Which way the waste fans: right, or left when the table is mirrored. */
  readonly wasteFan: 1 | -1;
}

const ASPECT = 1.4;
const GAP = 0.1;
/** The tableau needs room for a card and this many card heights of fan below the top row(s): enough
 * for a column of 13 to keep its corner indices readable. */
const TABLEAU_ROOM = 3.1;

export function layoutTable(rules: Rules, cssW: number, cssH: number, dpr: number, leftHanded: boolean): TableLayout {
  const width = Math.round(cssW * dpr);
  const height = Math.round(cssH * dpr);
  const u = dpr;
  const statsH = 30 * u;
  const vertical = cssW > cssH && cssH < 560;
  const buttonsThick = (vertical ? 68 : 62) * u;
  const margin = 6 * u;
  const buttons: Rect = vertical
    ? { x: leftHanded ? 0 : width - buttonsThick, y: statsH, w: buttonsThick, h: height - statsH }
    : { x: 0, y: height - buttonsThick, w: width, h: buttonsThick };
  const stats: Rect = { x: 0, y: 0, w: width, h: statsH };
  const area: Rect = {
    x: (vertical && leftHanded ? buttonsThick : 0) + margin,
    y: statsH + margin / 2,
    w: width - (vertical ? buttonsThick : 0) - 2 * margin,
    h: height - statsH - (vertical ? 0 : buttonsThick) - margin,
  };

  const cols = rules.layout.columns.length;
  const left = [...Array.from({ length: rules.cells }, (_, i) => `c${i + 1}`), ...(rules.stock ? ['s', 'w'] : [])];
  const right = Array.from({ length: rules.foundations.count }, (_, i) => `f${i + 1}`);
  // Left-handed: the whole top row mirrored (foundations left; cells, stock and waste right).
  const [first, second] = leftHanded ? [right, left.slice().reverse()] : [left, right];

  // One row of all the top piles, or two rows; whichever gives the larger cards.
  const oneAcross = Math.max(cols, first.length + second.length + 0.5);
  const twoAcross = Math.max(cols, first.length, second.length);
  const sizeFor = (across: number, rows: number) =>
    Math.min(area.w / (across * (1 + GAP)), area.h / ((rows * (1 + GAP) + TABLEAU_ROOM) * ASPECT));
  const one = sizeFor(oneAcross, 1);
  const two = sizeFor(twoAcross, 2);
  const rows = two > one * 1.04 ? 2 : 1;
  const cardW = Math.floor(Math.min(rows === 2 ? two : one, 170 * u));
  const cardH = Math.round(cardW * ASPECT);
  const pitch = cardW * (1 + GAP);
  const across = rows === 2 ? twoAcross : oneAcross;
  const x0 = area.x + (area.w - across * pitch) / 2 + (pitch - cardW) / 2;
  const rowH = cardH * (1 + GAP);

  const slots = new Map<string, Rect>();
  const put = (name: string, x: number, y: number): void => {
    slots.set(name, { x: Math.round(x), y: Math.round(y), w: cardW, h: cardH });
  };
  const top = area.y + cardH * 0.05;
  if (rows === 1) {
    first.forEach((n, i) => {
      put(n, x0 + i * pitch, top);
    });
    const start = x0 + (across - second.length) * pitch;
    second.forEach((n, i) => {
      put(n, start + i * pitch, top);
    });
  } else {
    // The side the player's hand favours on the first row, centred in their rows.
    const row = (names: string[], y: number) => {
      const start = x0 + ((across - names.length) * pitch) / 2;
      names.forEach((n, i) => {
        put(n, start + i * pitch, y);
      });
    };
    row(second, top);
    row(first, top + rowH);
  }
  const tabTop = top + rows * rowH + cardH * 0.02;
  const tabX = x0 + ((across - cols) * pitch) / 2;
  for (let i = 0; i < cols; i++) put(`t${i + 1}`, tabX + i * pitch, tabTop);

  return {
    dpr,
    width,
    height,
    cardW,
    cardH,
    slots,
    tableauBottom: area.y + area.h,
    fanMax: Math.round(cardH * 0.34),
    stats,
    buttons,
    buttonsVertical: vertical,
    wasteFan: leftHanded ? -1 : 1,
  };
}

/** The step between cards of a column of `count` cards: the full fan, squeezed as the column grows. */
export function fanStep(layout: TableLayout, slot: Rect, count: number): number {
  if (count <= 1) return layout.fanMax;
  const room = layout.tableauBottom - slot.y - layout.cardH;
  return Math.max(Math.round(layout.cardH * 0.1), Math.min(layout.fanMax, Math.floor(room / (count - 1))));
}

/** Where the card at `index` of a pile of `count` cards sits. */
export function cardPosition(
  layout: TableLayout,
  pile: string,
  index: number,
  count: number,
): { x: number; y: number } {
  const slot = layout.slots.get(pile);
  if (!slot) return { x: -layout.cardW * 2, y: -layout.cardH * 2 };
  if (pile.startsWith('t')) return { x: slot.x, y: slot.y + index * fanStep(layout, slot, count) };
  if (pile === 'w') {
    // The last three waste cards fan a little, so the player sees what came before.
    const shown = Math.max(0, index - (count - 3));
    return { x: slot.x + layout.wasteFan * shown * Math.round(layout.cardW * 0.14), y: slot.y };
  }
  return { x: slot.x, y: slot.y };
}

export function contains(r: Rect, x: number, y: number): boolean {
  return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
}
