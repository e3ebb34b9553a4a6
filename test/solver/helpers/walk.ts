import { generateMoves } from '../../../src/engine/solver/move-gen';
import type { PackedState } from '../../../src/engine/solver/packed';

// A random line through a PackedState for the tests of what it keeps move by move: moves, take-backs
// of the moves just made, and loads of layouts saved on the way, in proportions a test chooses.

export interface Walk {
  /** A pick that divides by this takes the last move back (when there is one). */
  readonly takeBackEvery: number;
  /** Else a pick that divides by this loads the saved layout `loadOf` names (when it names one). */
  readonly loadEvery: number;
  readonly loadOf: (saved: readonly number[], pick: number) => number | undefined;
  /** Else the position is saved and the move at this index of the legal moves (end of them) is made. */
  readonly moveOf: (pick: number, end: number) => number;
}

/** Walks by `picks`, calling `afterEach` after every step; stops early where no move is left. */
export function walkRandomly(p: PackedState, picks: readonly number[], walk: Walk, afterEach: () => void): void {
  const buf = new Uint8Array(1 << 20);
  const saved: number[] = [];
  const played: number[] = [];
  const moves = new Int32Array(2048);
  let used = 0;
  for (const pick of picks) {
    const load = pick % walk.loadEvery === 0 ? walk.loadOf(saved, pick) : undefined;
    if (pick % walk.takeBackEvery === 0 && played.length > 0) p.undo(played.pop() as number);
    else if (load !== undefined) {
      p.load(buf, load);
      played.length = 0;
    } else {
      saved.push(used);
      used = p.save(buf, used);
      const end = generateMoves(p, moves, 0);
      if (end === 0) return;
      const m = moves[walk.moveOf(pick, end)] as number;
      p.apply(m);
      played.push(m);
    }
    afterEach();
  }
}
