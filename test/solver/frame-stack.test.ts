import { describe, expect, it } from 'vitest';
import { FrameStack } from '../../src/engine/solver/frame-stack';

// The depth-first searches' stack: the last frame's moves first, in their order, each with its
// frame's mark; spent frames popped; as deep and as wide as a line needs.

/** Pushes a frame of `moves`, tried from log length `mark`. */
function pushFrame(f: FrameStack, moves: readonly number[], mark: number): void {
  const start = f.begin(moves.length);
  moves.forEach((m, i) => {
    f.moves[start + i] = m;
  });
  f.push(start + moves.length, mark);
}

/** Takes every move left, with the mark each is tried from. */
function drain(f: FrameStack): [number, number][] {
  const out: [number, number][] = [];
  for (let i = f.take(); i >= 0; i = f.take()) out.push([f.moves[i] as number, f.markOfTaken]);
  return out;
}

describe('FrameStack', () => {
  it("gives the newest frame's moves first, in order, each with its own mark", () => {
    const f = new FrameStack(4, 8);
    pushFrame(f, [10, 11], 0);
    const first = f.take();
    expect([f.moves[first], f.markOfTaken]).toEqual([10, 0]);
    pushFrame(f, [20, 21, 22], 5);
    expect(drain(f)).toEqual([
      [20, 5],
      [21, 5],
      [22, 5],
      [11, 0],
    ]);
    expect(f.take()).toBe(-1);
  });

  it('skips an empty frame and says when nothing is left', () => {
    const f = new FrameStack(2, 2);
    expect(f.take()).toBe(-1);
    pushFrame(f, [1], 0);
    pushFrame(f, [], 3);
    expect(drain(f)).toEqual([[1, 0]]);
  });

  it('grows past its first sizes without losing a frame (a line as deep as it needs)', () => {
    const f = new FrameStack(1, 1);
    const depth = 5000;
    for (let d = 0; d < depth; d++) {
      pushFrame(f, [d * 2, d * 2 + 1], d);
      const i = f.take();
      expect(f.moves[i]).toBe(d * 2);
    }
    const rest = drain(f);
    expect(rest).toHaveLength(depth);
    expect(rest[0]).toEqual([(depth - 1) * 2 + 1, depth - 1]);
    expect(rest.at(-1)).toEqual([1, 0]);
  });

  it('refuses a frame longer than the room begun for it, rather than try moves that were never written', () => {
    const f = new FrameStack(1, 4);
    const start = f.begin(4);
    expect(() => f.push(start + 5, 0)).toThrow(/room/);
    // begin alone changes nothing: the stack is still empty.
    expect(f.take()).toBe(-1);
    pushFrame(f, [7], 0);
    expect(drain(f)).toEqual([[7, 0]]);
  });
});
