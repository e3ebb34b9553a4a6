import { describe, expect, it } from 'vitest';
import { parsePath, parseTransform, type Segment, transformPath, writePath } from '../../tools/court-art/path-data';

// The court-art extraction rewrites the deck's path data: what it writes must draw the same shape
// (the same points, to the rounding grid) as what it read.

const ends = (path: readonly Segment[]) => path.map((s) => (s.op === 'Z' ? 'Z' : s.to.map(Math.round).join(',')));

describe('path data', () => {
  it('reads relative, smooth and shorthand commands into absolute segments', () => {
    const path = parsePath('M10 10h5v5l-5 0zm20 0c1 1 2 2 3 3s4 4 5 5q1 1 2 2t3 3');
    expect(path.map((s) => s.op)).toEqual(['M', 'L', 'L', 'L', 'Z', 'M', 'C', 'C', 'Q', 'Q']);
    expect(ends(path)).toEqual(['10,10', '15,10', '15,15', '10,15', 'Z', '30,10', '33,13', '38,18', '40,20', '43,23']);
    // S reflects the previous curve's second control point about the current point.
    const s = path[7];
    expect(s?.op === 'C' && s.c1).toEqual([34, 14]);
  });

  it('reads packed arc flags and turns arcs into curves through the same end points', () => {
    const path = parsePath('M0 0a10 10 0 0110 10a10 10 0 1 0 -10-10');
    expect(path.every((s) => s.op === 'M' || s.op === 'C')).toBe(true);
    expect(ends(path).at(1)).toBe('10,10');
    expect(ends(path).at(-1)).toBe('0,0');
    // A three-quarter arc needs more than one curve.
    expect(path.length).toBeGreaterThan(3);
  });

  it('writes what it reads, rounded, without drift over many relative steps', () => {
    const many = `M0.4 0.4${'l1.3 0.3'.repeat(200)}`;
    const again = parsePath(writePath(parsePath(many)));
    const last = again.at(-1);
    // 200 steps of 1.3: rounding each step would end at 200 or 400, not at 260.4.
    expect(last?.op === 'L' && last.to).toEqual([260, 60]);
  });

  it('writes compactly: h and v, s where the control point reflects, no repeated letters', () => {
    expect(writePath(parsePath('M0 0L10 0L10 10L20 10'))).toBe('m0 0h10v10h10');
    expect(writePath(parsePath('M0 0C0 5 5 10 10 10S20 5 20 0'))).toBe('m0 0c0 5 5 10 10 10s10-5 10-10');
    expect(writePath(parsePath('M0 0L1 2L3 4'))).toBe('m0 0l1 2 2 2');
  });

  it('applies transforms as SVG does, rotate about a point included', () => {
    const m = parseTransform('translate(10 0) rotate(90 5 5) scale(2)');
    const [moved] = transformPath(parsePath('M1 0'), m);
    // scale: (2, 0); rotate 90 about (5, 5): (10, 2); translate: (20, 2).
    expect(moved?.op === 'M' && moved.to.map((v) => Math.round(v * 1e6) / 1e6)).toEqual([20, 2]);
    expect(() => parseTransform('perspective(3)')).toThrow();
  });
});
