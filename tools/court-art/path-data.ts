// SVG path data, read and written again: every command made absolute and reduced to M, L, Q, C and
// Z (arcs become cubic curves), an optional affine transform applied to every point, the points
// rounded to a grid, and the result written back in the shortest relative form. Used by
// extract-court-art.ts to turn the deck's figure drawings (with their nested, transformed symbols)
// into flat, compact path strings that the game hands to Path2D.

export type Point = readonly [number, number];

export type Segment =
  | { readonly op: 'M' | 'L'; readonly to: Point }
  | { readonly op: 'Q'; readonly c: Point; readonly to: Point }
  | { readonly op: 'C'; readonly c1: Point; readonly c2: Point; readonly to: Point }
  | { readonly op: 'Z' };

/** [a, b, c, d, e, f]: x' = a x + c y + e, y' = b x + d y + f (SVG's matrix()). */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const [a2, b2, c2, d2, e2, f2] = n;
  return [a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2, a * e2 + c * f2 + e, b * e2 + d * f2 + f];
}

export function apply(m: Matrix, [x, y]: Point): Point {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** How much a transform scales lengths (for stroke widths): the square root of its area scale. */
export function lengthScale(m: Matrix): number {
  return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
}

/** An SVG transform attribute (matrix, translate, scale, rotate, in any sequence) as one matrix. */
export function parseTransform(text: string): Matrix {
  let m = IDENTITY;
  const re = /(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g;
  let rest = text;
  for (const match of text.matchAll(re)) {
    rest = rest.replace(match[0], '');
    const args = numbers(match[2] ?? '');
    const [p = 0, q, r] = args;
    let t: Matrix;
    switch (match[1]) {
      case 'matrix':
        if (args.length !== 6) throw new Error(`matrix() needs 6 numbers: ${match[0]}`);
        t = args as unknown as Matrix;
        break;
      case 'translate':
        t = [1, 0, 0, 1, p, q ?? 0];
        break;
      case 'scale':
        t = [p, 0, 0, q ?? p, 0, 0];
        break;
      case 'rotate': {
        const a = (p * Math.PI) / 180;
        const rot: Matrix = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0];
        const cx = q ?? 0;
        const cy = r ?? 0;
        t = multiply(multiply([1, 0, 0, 1, cx, cy], rot), [1, 0, 0, 1, -cx, -cy]);
        break;
      }
      default:
        throw new Error(`unsupported transform ${match[1]}`);
    }
    m = multiply(m, t);
  }
  if (rest.trim() !== '') throw new Error(`unread transform text: ${rest}`);
  return m;
}

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;

function numbers(text: string): number[] {
  return [...text.matchAll(/[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/g)].map((m) => Number(m[0]));
}

/** Reads path data into absolute M/L/Q/C/Z segments. */
export function parsePath(d: string): Segment[] {
  const out: Segment[] = [];
  let i = 0;
  const skip = () => {
    while (i < d.length && /[\s,]/.test(d[i] ?? '')) i++;
  };
  const num = (): number => {
    skip();
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(d);
    if (!m) throw new Error(`number expected at ${i}: ${d.slice(i, i + 20)}`);
    i += m[0].length;
    return Number(m[0]);
  };
  const flag = (): boolean => {
    skip();
    const ch = d[i];
    if (ch !== '0' && ch !== '1') throw new Error(`arc flag expected at ${i}`);
    i++;
    return ch === '1';
  };
  const more = (): boolean => {
    skip();
    return i < d.length && /[-+.\d]/.test(d[i] ?? '');
  };
  let cur: Point = [0, 0];
  let start: Point = [0, 0];
  // The last control point, for the smooth commands (S, T) that reflect it.
  let lastCubic: Point | null = null;
  let lastQuad: Point | null = null;
  while (true) {
    skip();
    if (i >= d.length) break;
    const cmd = d[i++] ?? '';
    const rel = cmd === cmd.toLowerCase();
    const at = (x: number, y: number): Point => (rel ? [cur[0] + x, cur[1] + y] : [x, y]);
    const upper = cmd.toUpperCase();
    let first = true;
    do {
      let cubic: Point | null = null;
      let quad: Point | null = null;
      switch (upper) {
        case 'M': {
          const to = at(num(), num());
          // Pairs after the first of an M are lines.
          out.push({ op: first ? 'M' : 'L', to });
          if (first) start = to;
          cur = to;
          break;
        }
        case 'L': {
          cur = at(num(), num());
          out.push({ op: 'L', to: cur });
          break;
        }
        case 'H': {
          const x = num();
          cur = [rel ? cur[0] + x : x, cur[1]];
          out.push({ op: 'L', to: cur });
          break;
        }
        case 'V': {
          const y = num();
          cur = [cur[0], rel ? cur[1] + y : y];
          out.push({ op: 'L', to: cur });
          break;
        }
        case 'C':
        case 'S': {
          const c1: Point =
            upper === 'C' ? at(num(), num()) : lastCubic ? [2 * cur[0] - lastCubic[0], 2 * cur[1] - lastCubic[1]] : cur;
          const c2 = at(num(), num());
          const to = at(num(), num());
          out.push({ op: 'C', c1, c2, to });
          cubic = c2;
          cur = to;
          break;
        }
        case 'Q':
        case 'T': {
          const c: Point =
            upper === 'Q' ? at(num(), num()) : lastQuad ? [2 * cur[0] - lastQuad[0], 2 * cur[1] - lastQuad[1]] : cur;
          const to = at(num(), num());
          out.push({ op: 'Q', c, to });
          quad = c;
          cur = to;
          break;
        }
        case 'A': {
          const rx = num();
          const ry = num();
          const rotation = num();
          const large = flag();
          const sweep = flag();
          const to = at(num(), num());
          out.push(...arcToCubics(cur, rx, ry, rotation, large, sweep, to));
          cur = to;
          break;
        }
        case 'Z':
          out.push({ op: 'Z' });
          cur = start;
          break;
        default:
          throw new Error(`unknown path command ${cmd} at ${i - 1}`);
      }
      lastCubic = cubic;
      lastQuad = quad;
      first = false;
    } while (upper !== 'Z' && more());
  }
  return out;
}

/** An elliptical arc as cubic curves (SVG implementation notes, F.6), at most a quarter turn each. */
function arcToCubics(
  from: Point,
  rxIn: number,
  ryIn: number,
  degrees: number,
  large: boolean,
  sweep: boolean,
  to: Point,
): Segment[] {
  const [x1, y1] = from;
  const [x2, y2] = to;
  if (x1 === x2 && y1 === y2) return [];
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0) return [{ op: 'L', to }];
  const phi = (degrees * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const xp = cos * dx + sin * dy;
  const yp = -sin * dx + cos * dy;
  const lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp;
  const den = rx * rx * yp * yp + ry * ry * xp * xp;
  const k = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cxp = (k * rx * yp) / ry;
  const cyp = (-k * ry * xp) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const theta1 = angle(1, 0, (xp - cxp) / rx, (yp - cyp) / ry);
  let delta = angle((xp - cxp) / rx, (yp - cyp) / ry, (-xp - cxp) / rx, (-yp - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const parts = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / parts;
  const t = (4 / 3) * Math.tan(step / 4);
  const point = (a: number): Point => [
    cx + rx * Math.cos(a) * cos - ry * Math.sin(a) * sin,
    cy + rx * Math.cos(a) * sin + ry * Math.sin(a) * cos,
  ];
  const tangent = (a: number): Point => [
    -rx * Math.sin(a) * cos - ry * Math.cos(a) * sin,
    -rx * Math.sin(a) * sin + ry * Math.cos(a) * cos,
  ];
  const out: Segment[] = [];
  for (let p = 0; p < parts; p++) {
    const a1 = theta1 + p * step;
    const a2 = a1 + step;
    const p1 = point(a1);
    const p2 = p === parts - 1 ? to : point(a2);
    const d1 = tangent(a1);
    const d2 = tangent(a2);
    out.push({
      op: 'C',
      c1: [p1[0] + t * d1[0], p1[1] + t * d1[1]],
      c2: [p2[0] - t * d2[0], p2[1] - t * d2[1]],
      to: p2,
    });
  }
  return out;
}

export function transformPath(path: readonly Segment[], m: Matrix): Segment[] {
  return path.map((s) => {
    switch (s.op) {
      case 'Z':
        return s;
      case 'M':
      case 'L':
        return { op: s.op, to: apply(m, s.to) };
      case 'Q':
        return { op: 'Q', c: apply(m, s.c), to: apply(m, s.to) };
      default:
        return { op: 'C', c1: apply(m, s.c1), c2: apply(m, s.c2), to: apply(m, s.to) };
    }
  });
}

/**
 * Path data for the segments with every point rounded to a multiple of `grid`, written relative to
 * the rounded previous point (so rounding never drifts), with h/v, s and t where they fit.
 */
export function writePath(path: readonly Segment[], grid = 1): string {
  const r = (v: number) => Math.round(v / grid);
  const rp = ([x, y]: Point): Point => [r(x), r(y)];
  const parts: string[] = [];
  let cur: Point = [0, 0];
  let start: Point = [0, 0];
  let lastCubic: Point | null = null;
  let lastQuad: Point | null = null;
  let lastOp = '';
  const emit = (op: string, values: readonly number[]) => {
    const text = joinNumbers(values.map((v) => v * grid));
    // A repeated command letter may be left out (not after m, where it would mean l; not z's).
    const repeat = op === lastOp && op !== 'm' && text !== '';
    parts.push(repeat ? (text.startsWith('-') ? text : ` ${text}`) : op + text);
    lastOp = op;
  };
  for (const s of path) {
    let cubic: Point | null = null;
    let quad: Point | null = null;
    const delta = (p: Point): [number, number] => {
      const q = rp(p);
      return [q[0] - cur[0], q[1] - cur[1]];
    };
    switch (s.op) {
      case 'Z':
        emit('z', []);
        cur = start;
        break;
      case 'M':
        emit('m', delta(s.to));
        cur = start = rp(s.to);
        break;
      case 'L': {
        const [dx, dy] = delta(s.to);
        if (dy === 0) emit('h', [dx]);
        else if (dx === 0) emit('v', [dy]);
        else emit('l', [dx, dy]);
        cur = rp(s.to);
        break;
      }
      case 'Q': {
        const c = rp(s.c);
        const reflected = lastQuad ? [2 * cur[0] - lastQuad[0], 2 * cur[1] - lastQuad[1]] : cur;
        if (reflected[0] === c[0] && reflected[1] === c[1]) emit('t', delta(s.to));
        else emit('q', [...delta(s.c), ...delta(s.to)]);
        quad = c;
        cur = rp(s.to);
        break;
      }
      case 'C': {
        const c1 = rp(s.c1);
        const reflected = lastCubic ? [2 * cur[0] - lastCubic[0], 2 * cur[1] - lastCubic[1]] : cur;
        const rest = [...delta(s.c2), ...delta(s.to)];
        if (reflected[0] === c1[0] && reflected[1] === c1[1]) emit('s', rest);
        else emit('c', [...delta(s.c1), ...rest]);
        cubic = rp(s.c2);
        cur = rp(s.to);
        break;
      }
    }
    lastCubic = cubic;
    lastQuad = quad;
  }
  // A first relative m is from (0, 0): the same point as an absolute M.
  return parts.join('');
}

/** Numbers separated only where needed: a minus sign separates by itself. */
function joinNumbers(values: readonly number[]): string {
  let out = '';
  for (const v of values) {
    const text = formatNumber(v);
    out += out === '' || text.startsWith('-') ? text : ` ${text}`;
  }
  return out;
}

function formatNumber(v: number): string {
  const text = String(Math.round(v * 1000) / 1000);
  return text === '-0' ? '0' : text;
}
