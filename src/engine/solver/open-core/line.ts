import type { State } from '../../state';
import { PackedState } from '../packed';
import { type CoreBoard, packedOf } from './board';

/**
 * A line as packed.ts writes it: the root's auto-moves, then each move of `chain` with the
 * auto-moves after it: played on the board (at the root, after its auto-moves) to find those
 * auto-moves, then named as packed moves (packedMoves).
 */
export function packedLine(
  state: State,
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
  return packedMoves(state, core);
}

/**
 * Core moves played from `state` (auto-moves included), as packed moves: played on a PackedState,
 * whose foundationFor names the piles as the engine would.
 */
export function packedMoves(state: State, core: ArrayLike<number>): number[] {
  const p = new PackedState(state);
  const line: number[] = [];
  for (let i = 0; i < core.length; i++) {
    const pm = packedOf(p, core[i] as number);
    p.apply(pm);
    line.push(pm);
  }
  return line;
}
