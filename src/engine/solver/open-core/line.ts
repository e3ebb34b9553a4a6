import type { State } from '../../state';
import { FOUND0, packMove } from '../packed';
import { type CoreBoard, cmCard, cmCount, cmFrom, cmTo, HOME } from './board';

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
 * Core moves played from `state` (auto-moves included), as packed moves. A core move home names no
 * pile (board.ts): it goes onto the pile its suit has started, else a suit's first card onto the
 * first empty pile, as the engine's foundationFor picks in the games the core plays (one deck, one
 * group of foundations, each in suit: coreFits). So only the suits' piles are followed, not the
 * position (packing it and playing the line on it cost a solve of an easy deal more than naming
 * the line). verifyLine would refuse an illegal pile but not another empty one, so
 * test/solver/open-core-layouts.test.ts holds the naming to foundationFor's, piles empty out of order.
 */
export function packedMoves(state: State, core: ArrayLike<number>): number[] {
  // Each suit's pile, or -1 before it starts; a bit for each pile started.
  const suitPile = [-1, -1, -1, -1];
  let started = 0;
  state.foundations.forEach((f, i) => {
    if (f.length === 0) return;
    suitPile[(f[0] as number) & 3] = i;
    started |= 1 << i;
  });
  const line: number[] = [];
  for (let i = 0; i < core.length; i++) {
    const m = core[i] as number;
    if (cmTo(m) !== HOME) {
      line.push(packMove(cmFrom(m), cmTo(m), cmCount(m)));
      continue;
    }
    const suit = cmCard(m) & 3;
    let f = suitPile[suit] as number;
    if (f < 0) {
      f = 0;
      while ((started >> f) & 1) f++;
      suitPile[suit] = f;
      started |= 1 << f;
    }
    line.push(packMove(cmFrom(m), FOUND0 + f, cmCount(m)));
  }
  return line;
}
