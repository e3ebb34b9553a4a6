// Extracts the twelve court figures from the CC0 deck of `@letele/playing-cards` (0.1.0: React
// components made with svgr from Adrian Kennard's public-domain SVG cards, https://www.me.uk/cards/)
// into assets/cards/court-figures.json, which the game draws under its own corner indices.
//
//   npm pack @letele/playing-cards@0.1.0 && tar xzf letele-playing-cards-0.1.0.tgz
//   npx tsx tools/extract-court-art.ts package/dist/index.esm.js
//
// Each court card of the deck is a white card, the upper half of a double-ended figure drawn in
// layers (symbols of a 1300 x 2000 box, each placed once as drawn and once turned 180 degrees), a
// frame around the figure, a large suit pip in the frame's corner, and corner indices. Kept: the
// layers of the upper half, in painting order, each flattened to one path (nested symbols and their
// transforms applied, arcs turned into curves, points rounded to whole units of the box, which is
// under a third of a device pixel on the largest card), with its fill and stroke; the suit symbols
// inside the figure are marked so that they follow the deck's suit colours. Left out: the card,
// the corner indices and the corner pip (the game draws its own), and the turned copies (the game
// turns the layers itself).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  IDENTITY,
  lengthScale,
  type Matrix,
  multiply,
  parsePath,
  parseTransform,
  transformPath,
  writePath,
} from './court-art/path-data';

interface Element {
  readonly type: string;
  readonly props: Readonly<Record<string, unknown>>;
  readonly children: readonly Element[];
}

/** One painted path of a figure, in the 1300 x 2000 box of the upper half's symbols. */
export interface FigureLayer {
  readonly d: string;
  readonly fill?: string;
  readonly stroke?: string;
  readonly width?: number;
  readonly cap?: 'butt' | 'round' | 'square';
  readonly join?: 'miter' | 'round' | 'bevel';
  readonly miter?: number;
  /** A suit symbol: painted in the deck's colour of the card's suit rather than its own. */
  readonly suit?: true;
}

interface Paint {
  readonly fill: string;
  readonly stroke: string;
  readonly width: number;
  readonly cap: string;
  readonly join: string;
  readonly miter: number;
}

/** sha256 of `dist/index.esm.js` in @letele/playing-cards 0.1.0, the file the committed figures came from. */
const SOURCE_SHA256 = '2ba0db873e55a5dd50bacfae02362cf9e4fe7910e26d8243414793769e70be8d';

const SVG_DEFAULTS: Paint = { fill: '#000', stroke: 'none', width: 1, cap: 'butt', join: 'miter', miter: 4 };
const BOX = { w: 1300, h: 2000 } as const;
const FIGURE_VIEWBOX = `0 0 ${BOX.w} ${BOX.h}`;
/** Where the deck places the figure's symbols on its 240 x 336 card (centred at 0, 0). */
const FIGURE_AREA = { x: -82.4, y: -130.4, w: 164.8, h: 260.8 } as const;
const SUITS = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' } as const;
const RANKS = { j: 'J', q: 'Q', k: 'K' } as const;
/** Presentation attributes this script understands; any other on a figure element stops it. */
const KNOWN = new Set([
  'd',
  'id',
  'fill',
  'stroke',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'strokeMiterlimit',
  'transform',
  'xlinkHref',
  'x',
  'y',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
]);

/** Loads the deck's module with a stand-in for React that returns the element tree. */
async function loadDeck(file: string): Promise<Record<string, (props: object) => Element>> {
  const source = readFileSync(file, 'utf8').replace(/^import .*$/gm, '');
  const prelude =
    'const React = { createElement: (type, props, ...children) => ({ type, props: props ?? {}, ' +
    'children: children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false) }) };\n' +
    'const _extends = Object.assign;\n';
  const url = `data:text/javascript;base64,${Buffer.from(prelude + source).toString('base64')}`;
  return (await import(url)) as Record<string, (props: object) => Element>;
}

const text = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);
const num = (x: unknown, fallback: number): number => (typeof x === 'number' ? x : fallback);

function symbols(svg: Element): Map<string, Element> {
  const defs = svg.children.find((c) => c.type === 'defs');
  const out = new Map<string, Element>();
  for (const c of defs?.children ?? []) {
    const id = text(c.props.id);
    if (id) out.set(id, c);
  }
  return out;
}

function ref(use: Element): string {
  const href = text(use.props.xlinkHref) ?? text(use.props.href);
  if (!href?.startsWith('#')) throw new Error(`a use without a local reference: ${JSON.stringify(use.props)}`);
  return href.slice(1);
}

/** The matrix that places a symbol's viewBox into a use's box (x, y, width, height). */
function placeSymbol(use: Element, symbol: Element): Matrix {
  const [vx = 0, vy = 0, vw = 1, vh = 1] = (text(symbol.props.viewBox) ?? '').split(/[\s,]+/).map(Number);
  const x = num(use.props.x, 0);
  const y = num(use.props.y, 0);
  const w = num(use.props.width, vw);
  const h = num(use.props.height, vh);
  const aspect = text(symbol.props.preserveAspectRatio) ?? 'xMidYMid';
  let sx = w / vw;
  let sy = h / vh;
  let tx = x - vx * sx;
  let ty = y - vy * sy;
  if (aspect !== 'none') {
    if (aspect !== 'xMinYMid' && aspect !== 'xMidYMid') throw new Error(`unsupported preserveAspectRatio ${aspect}`);
    const s = Math.min(sx, sy);
    tx = x - vx * s + (aspect === 'xMidYMid' ? (w - vw * s) / 2 : 0);
    ty = y - vy * s + (h - vh * s) / 2;
    sx = s;
    sy = s;
  }
  return [sx, 0, 0, sy, tx, ty];
}

function paintOf(props: Readonly<Record<string, unknown>>, inherited: Paint): Paint {
  for (const key of Object.keys(props)) if (!KNOWN.has(key)) throw new Error(`unknown attribute ${key}`);
  return {
    fill: text(props.fill) ?? inherited.fill,
    stroke: text(props.stroke) ?? inherited.stroke,
    width: num(props.strokeWidth, inherited.width),
    cap: text(props.strokeLinecap) ?? inherited.cap,
    join: text(props.strokeLinejoin) ?? inherited.join,
    miter: num(props.strokeMiterlimit, inherited.miter),
  };
}

/** The layers an element paints, in order, in the coordinates `m` maps to the figure's box. */
function layersOf(
  el: Element,
  m: Matrix,
  paint: Paint,
  defs: Map<string, Element>,
  suitId: string,
  inSuit: boolean,
): FigureLayer[] {
  const here = paintOf(el.props, paint);
  const local = el.props.transform ? multiply(m, parseTransform(String(el.props.transform))) : m;
  switch (el.type) {
    case 'path': {
      const d = writePath(transformPath(parsePath(String(el.props.d)), local));
      const stroked = here.stroke !== 'none';
      return [
        {
          d,
          ...(here.fill !== 'none' && !inSuit ? { fill: here.fill } : {}),
          ...(inSuit && here.fill !== 'none' ? { suit: true as const } : {}),
          ...(stroked ? { stroke: here.stroke, width: round2(here.width * lengthScale(local)) } : {}),
          ...(stroked && here.cap !== 'butt' ? { cap: here.cap as FigureLayer['cap'] } : {}),
          ...(stroked && here.join !== 'miter' ? { join: here.join as FigureLayer['join'] } : {}),
          ...(stroked && here.join === 'miter' && here.miter !== 4 ? { miter: here.miter } : {}),
        },
      ];
    }
    case 'g':
      return el.children.flatMap((c) => layersOf(c, local, here, defs, suitId, inSuit));
    case 'use': {
      const id = ref(el);
      const symbol = defs.get(id);
      if (!symbol) throw new Error(`no symbol ${id}`);
      const placed = multiply(local, placeSymbol(el, symbol));
      return symbol.children.flatMap((c) => layersOf(c, placed, here, defs, suitId, inSuit || id === suitId));
    }
    default:
      throw new Error(`unsupported element ${el.type} in a figure`);
  }
}

const round2 = (v: number): number => Math.round(v * 100) / 100;

interface Court {
  readonly layers: FigureLayer[];
}

function extractCourt(svg: Element): Court {
  const defs = symbols(svg);
  const suitId = [...defs.keys()].find((id) => id.endsWith('__a'));
  if (!suitId || text(defs.get(suitId)?.props.viewBox) !== '-600 -600 1200 1200') throw new Error('no suit symbol');
  const layers: FigureLayer[] = [];
  const turned: string[] = [];
  const figures: string[] = [];
  // The corner pip and the frame are left out, but must be there: else this is not the deck we know.
  let pip = false;
  let frame = false;
  for (const el of svg.children) {
    if (el.type !== 'use') continue;
    const id = ref(el);
    const symbol = defs.get(id);
    if (symbol?.type === 'symbol' && symbol.props.viewBox === FIGURE_VIEWBOX) {
      const p = el.props;
      if (p.x !== FIGURE_AREA.x || p.y !== FIGURE_AREA.y || p.width !== FIGURE_AREA.w || p.height !== FIGURE_AREA.h)
        throw new Error(`figure symbol ${id} is not in the usual place`);
      if (p.transform === 'rotate(180)') turned.push(id);
      else if (p.transform === undefined) {
        figures.push(id);
        layers.push(...symbol.children.flatMap((c) => layersOf(c, IDENTITY, SVG_DEFAULTS, defs, suitId, false)));
      } else throw new Error(`figure symbol ${id} with transform ${String(p.transform)}`);
    } else if (id === suitId && num(el.props.width, 0) > 40) {
      pip = true;
    } else if (symbol?.type === 'path' && symbol.props.d === 'M-82.4-130.4H82.4v260.8H-82.4z') {
      frame = true;
    }
  }
  if (figures.join() !== turned.join()) throw new Error('the figure is not double-ended as expected');
  if (!pip || !frame) throw new Error('no corner pip or frame');
  return { layers };
}

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: tsx tools/extract-court-art.ts <path to @letele/playing-cards dist/index.esm.js>\n');
    process.exit(2);
  }
  const sha = createHash('sha256').update(readFileSync(file)).digest('hex');
  if (sha !== SOURCE_SHA256)
    process.stderr.write(`note: ${file} is not the 0.1.0 file the figures came from (${sha})\n`);
  const deck = await loadDeck(file);
  const courts: Record<string, Court> = {};
  for (const suit of Object.keys(SUITS) as (keyof typeof SUITS)[]) {
    for (const [letter, rank] of Object.entries(RANKS)) {
      const component = deck[`${suit}${letter}`];
      if (!component) throw new Error(`no ${suit}${letter} in the deck`);
      courts[`${rank}${suit}`] = extractCourt(component({}));
    }
  }
  const out = {
    source:
      '@letele/playing-cards 0.1.0 (npm), from the SVG cards of Adrian Kennard (https://www.me.uk/cards/); extracted by tools/extract-court-art.ts',
    licence: 'CC0-1.0',
    box: [BOX.w, BOX.h],
    courts,
  };
  const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'cards', 'court-figures.json');
  // Arrays of numbers on one line, as the formatter (Biome) keeps them.
  const json = JSON.stringify(out, null, 2).replace(/\[[-\d.,\s]+\]/g, (list) =>
    list.replace(/\s+/g, ' ').replace('[ ', '[').replace(' ]', ']'),
  );
  writeFileSync(target, `${json}\n`);
  const bytes = Object.values(courts).reduce((n, c) => n + c.layers.reduce((k, l) => k + l.d.length, 0), 0);
  process.stdout.write(`wrote ${target}: 12 courts, ${Math.round(bytes / 1024)} KB of path data\n`);
}

await main();
