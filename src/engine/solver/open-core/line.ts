import type { State } from '../../state';
import { PackedState } from '../packed';
import { type CoreBoard, packedOf } from './board';

/**
 * A line as packed.ts writes it: the root's auto-moves, then each move of `chain` with the
 * auto-moves after it. Played on the board (at the root, after its auto-moves) and on a
 * PackedState of `state` beside it, whose foundationFor names the piles as the engine would.
 */
export function packedLine(
  state: State,
  rootAutos: readonly number[],
  chain: readonly number[],
  b: CoreBoard,
): number[] {
  const p = new PackedState(state);
  const line: number[] = [];
  const play = (m: number): void => {
    const pm = packedOf(p, m);
    p.apply(pm);
    line.push(pm);
  };
  for (const a of rootAutos) play(a);
  for (const m of chain) {
    play(m);
    b.make(m);
    const n = b.autos(m);
    for (let k = 0; k < n; k++) play(b.autoStack[k] as number);
    b.autoSp = 0;
  }
  return line;
}
