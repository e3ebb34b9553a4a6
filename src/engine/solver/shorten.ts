import type { State } from '../state';
import { generateMoves, nextSafeAutoMove, nextSafeAutoMoveAfter } from './move-gen';
import { PackedState } from './packed';
import { VisitedSet } from './visited';

// Shortens a winning line by taking shortcuts: from each position on the way, play the move that
// reaches the position furthest along the line (positions compared by canonical key, so a detour
// that only shuffles columns is cut out). Depth-first wins wander; this brings them back to a
// length a player can follow. Every step is a generated legal move followed by its safe
// auto-moves, and the result still ends in the won position.

const MAX_LINE = 20_000;

export function shortenLine(state: State, line: readonly number[]): number[] {
  if (line.length > MAX_LINE) return [...line];
  const keys = new VisitedSet(64);
  const p = new PackedState(state);
  // The index of the last time the line passes through each position, by key hash then key text
  // (the text is only built for the line's positions and for children whose hash matches one).
  const along = new Map<number, Map<string, number>>();
  const mark = (index: number): void => {
    const h = keys.keyHash(p);
    let bucket = along.get(h);
    if (!bucket) {
      bucket = new Map();
      along.set(h, bucket);
    }
    bucket.set(keys.lastKeyText(), index);
  };
  const indexOf = (s: PackedState): number | undefined => {
    const bucket = along.get(keys.keyHash(s));
    return bucket?.get(keys.lastKeyText());
  };
  mark(0);
  line.forEach((m, i) => {
    p.apply(m);
    mark(i + 1);
  });

  const q = new PackedState(state);
  const out: number[] = [];
  const playAutos = (): void => {
    for (let a = nextSafeAutoMove(q); a >= 0; a = nextSafeAutoMove(q)) {
      q.apply(a);
      out.push(a);
    }
  };
  playAutos();
  let at = indexOf(q) ?? 0;
  const moves = new Int32Array(2048);
  const played: number[] = [];
  while (!q.isWon()) {
    const end = generateMoves(q, moves, 0);
    let best = -1;
    let bestAt = at;
    for (let i = 0; i < end; i++) {
      const m = moves[i] as number;
      q.apply(m);
      played.length = 0;
      for (let a = nextSafeAutoMoveAfter(q, m); a >= 0; a = nextSafeAutoMove(q)) {
        q.apply(a);
        played.push(a);
      }
      const reached = indexOf(q);
      if (reached !== undefined && reached > bestAt) {
        bestAt = reached;
        best = m;
      }
      for (let k = played.length - 1; k >= 0; k--) q.undo(played[k] as number);
      q.undo(m);
    }
    // No move leads further along: keep the line as it was (cannot happen for a line the search made).
    if (best < 0) return [...line];
    q.apply(best);
    out.push(best);
    playAutos();
    at = bestAt;
  }
  return out.length < line.length ? out : [...line];
}
