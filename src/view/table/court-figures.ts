// The court figures (jack, queen, king of each suit) from Adrian Kennard's public-domain deck, as
// extracted by tools/extract-court-art.ts into assets/cards/court-figures.json: the upper half of
// each double-ended figure as painted paths in a 1300 x 2000 box. The file is about 70 KB gzipped,
// so it is not part of the start-up bundle: it is imported on its own once the table is on screen,
// and the court faces are drawn again when it arrives (court-faces.ts draws a simpler figure until then).

export interface FigureLayer {
  readonly d: string;
  readonly fill?: string;
  readonly stroke?: string;
  readonly width?: number;
  readonly cap?: string;
  readonly join?: string;
  readonly miter?: number;
  /** A suit symbol inside the figure: painted in the deck's colour for the card's suit. */
  readonly suit?: boolean;
}

export interface CourtFigure {
  readonly layers: readonly FigureLayer[];
}

interface FigureFile {
  readonly box: readonly number[];
  readonly courts: Readonly<Record<string, CourtFigure>>;
}

/** A figure ready to paint: its layers with their paths parsed once. */
interface Prepared {
  readonly figure: CourtFigure;
  readonly paths: readonly Path2D[];
}

export const FIGURE_BOX = { w: 1300, h: 2000 } as const;

let figures: ReadonlyMap<string, Prepared> | null = null;
let loading: Promise<boolean> | null = null;

/** Whether the figures are here (a face drawn now gets them). */
export function courtFiguresLoaded(): boolean {
  return figures !== null;
}

/**
 * Imports the figures once; resolves true when they are here, false if they could not be loaded
 * (the simple figures stay, and a later call tries again).
 */
export function loadCourtFigures(): Promise<boolean> {
  loading ??= import('../../../assets/cards/court-figures.json')
    .then((m) => {
      figures = prepare(m.default as FigureFile);
      return true;
    })
    .catch((err: unknown) => {
      console.warn('court figures failed to load; keeping the simple ones', err);
      loading = null;
      return false;
    });
  return loading;
}

function prepare(file: FigureFile): ReadonlyMap<string, Prepared> {
  if (file.box[0] !== FIGURE_BOX.w || file.box[1] !== FIGURE_BOX.h) throw new Error('court figures: unexpected box');
  return new Map(
    Object.entries(file.courts).map(([key, figure]) => [
      key,
      { figure, paths: figure.layers.map((l) => new Path2D(l.d)) },
    ]),
  );
}

/** The figure's own colours, toned to sit beside the deck's suit colours. */
const PALETTE: Readonly<Record<string, string>> = {
  red: '#d22630',
  '#44F': '#3b4cc0',
  '#FC4': '#f6c343',
  '#000': '#1b1b1b',
};
const paint = (colour: string): string => PALETTE[colour] ?? colour;

/**
 * Paints the figure of a court card (key: rank letter and suit letter, "KS") into the frame at
 * (x, y, w, h), both halves, clipped to the frame; false if the figures are not loaded.
 * `suitColour` paints the suit symbols the figure holds or wears.
 */
export function paintCourtFigure(
  c: CanvasRenderingContext2D,
  key: string,
  x: number,
  y: number,
  w: number,
  h: number,
  suitColour: string,
): boolean {
  const prepared = figures?.get(key);
  if (!prepared) return false;
  c.save();
  c.beginPath();
  c.rect(x, y, w, h);
  c.clip();
  c.translate(x, y);
  c.scale(w / FIGURE_BOX.w, h / FIGURE_BOX.h);
  for (const half of [0, 1]) {
    if (half === 1) {
      c.translate(FIGURE_BOX.w, FIGURE_BOX.h);
      c.rotate(Math.PI);
    }
    prepared.figure.layers.forEach((layer, i) => {
      const path = prepared.paths[i];
      if (!path) return;
      if (layer.suit || layer.fill) {
        c.fillStyle = layer.suit ? suitColour : paint(layer.fill ?? '#000');
        c.fill(path);
      }
      if (layer.stroke) {
        c.strokeStyle = paint(layer.stroke);
        c.lineWidth = layer.width ?? 1;
        c.lineCap = (layer.cap as CanvasLineCap | undefined) ?? 'butt';
        c.lineJoin = (layer.join as CanvasLineJoin | undefined) ?? 'miter';
        c.miterLimit = layer.miter ?? 4;
        c.stroke(path);
      }
    });
  }
  c.restore();
  return true;
}
