import { applyMove, isWon, legalMoves, type State, writePosition } from '../../../src/engine/index';

// What the safe auto-move tests share: a seeded random source for their endgames, and the truth
// they check the solver against.

/** A small seeded random source in [0, 1) (mulberry32), so that the random endgames are the same every run. */
export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Winnable by the engine's legal moves alone (no auto-moves, nothing pruned but repeats). */
export function winnable(state: State, seen: Map<string, boolean>): boolean {
  if (isWon(state)) return true;
  const key = writePosition(state);
  const known = seen.get(key);
  if (known !== undefined) return known;
  seen.set(key, false);
  for (const m of legalMoves(state)) {
    if (winnable(applyMove(state, m), seen)) {
      seen.set(key, true);
      return true;
    }
  }
  return false;
}

/**
 * The same truth as `winnable`, searched with a stack of its own: where many columns let cards
 * wander, a line of distinct positions can be deeper than the call stack allows.
 */
export function winnableDeep(state: State, limit = 2_000_000): boolean {
  const seen = new Set<string>([writePosition(state)]);
  const stack: State[] = [state];
  while (stack.length > 0) {
    const s = stack.pop() as State;
    if (isWon(s)) return true;
    for (const m of legalMoves(s)) {
      const next = applyMove(s, m);
      const key = writePosition(next);
      if (seen.has(key)) continue;
      seen.add(key);
      stack.push(next);
    }
    if (seen.size > limit) throw new Error('winnableDeep: too many positions for a plain search');
  }
  return false;
}
