import type { PackedState } from '../packed';
import { type CoreBoard, packedOf } from './board';

/**
 * A line as packed.ts writes it: the root's auto-moves, then each move of `chain` with the
 * auto-moves after it: played on the board (at the root, after its auto-moves) to find those
 * auto-moves, then named as packed moves on `p`, which holds the position searched (packedMoves).
 */
export function packedLine(
  p: PackedState,
  rootAutos: readonly number[],
  chain: readonly number[],
  b: CoreBoard,
): number[] {
  const core = [...rootAutos];
  for (const m of chain) {
    core.push(m);
    b.make(m);
    const n = b.autos(m);
    for (let k = 0; k < n; k++) core.push(b.autoStack[k] as number);
    b.autoSp = 0;
  }
  return packedMoves(p, core);
}

/**
 * Core moves played from `p`'s position (auto-moves included), as packed moves: played on `p`,
 * whose foundationFor names the piles as the engine would, then taken back, so that `p` (the
 * search's own, kept from its start) serves again without being packed afresh.
 */
export function packedMoves(p: PackedState, core: ArrayLike<number>): number[] {
  const line: number[] = [];
  for (let i = 0; i < core.length; i++) {
    const pm = packedOf(p, core[i] as number);
    p.apply(pm);
    line.push(pm);
  }
  for (let i = line.length - 1; i >= 0; i--) p.undo(line[i] as number);
  return line;
}
