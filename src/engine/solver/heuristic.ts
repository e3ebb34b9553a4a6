import type { PackedState } from './packed';

// How promising a position looks, higher is better. It only orders the search (which child to try
// first), so it may be wrong without harm to correctness; it is tuned to reach wins in few states.

const suitHeight = new Int32Array(4);

/** Per game weights: an empty column is worth less where only kings may fill it. */
export interface Weights {
  readonly home: number;
  readonly freeCell: number;
  readonly emptyColumn: number;
  readonly buried: number;
  readonly disorder: number;
  readonly blocking: number;
}

export function weightsFor(p: PackedState): Weights {
  const kingsOnly = p.t.rules.space === 'king';
  return {
    home: 40,
    freeCell: p.nCells > 4 ? 4 : 6,
    emptyColumn: kingsOnly ? 8 : 12,
    buried: 5,
    disorder: 8,
    blocking: 0,
  };
}

export function evaluate(p: PackedState, w: Weights): number {
  const t = p.t;
  suitHeight.fill(p.t.decks === 2 ? 99 : 0);
  // The height every suit has reached (the lower of two piles with two decks).
  for (let i = 0; i < p.nFound; i++) {
    const s = p.fSuit[i] as number;
    if (s < 0) continue;
    const h = p.fLen[i] as number;
    if (t.decks === 2) suitHeight[s] = Math.min(suitHeight[s] as number, h);
    else suitHeight[s] = h;
  }
  if (t.decks === 2) for (let s = 0; s < 4; s++) if (suitHeight[s] === 99) suitHeight[s] = 0;

  let score = p.home * w.home;
  let free = 0;
  for (let i = 0; i < p.nCells; i++) if (p.cells[i] === -1) free++;
  score += free * w.freeCell;
  const order = t.foundationOrder;
  const builds = t.builds;
  for (let i = 0; i < p.nCols; i++) {
    const len = p.colLen[i] as number;
    if (len === 0) {
      score += w.emptyColumn;
      continue;
    }
    const base = i * p.cap;
    // Cards above the card that goes home soonest must be moved away first.
    let best = 99;
    let bestAt = 0;
    let breaks = 0;
    let blocking = 0;
    for (let k = 0; k < len; k++) {
      const c = p.cols[base + k] as number;
      const wait = (order[c] as number) - (suitHeight[c & 3] as number);
      if (wait > best) blocking++;
      if (wait < best) {
        best = wait;
        bestAt = k;
      }
      if (k > 0 && builds[c * 52 + (p.cols[base + k - 1] as number)] === 0) breaks++;
    }
    score -= (len - 1 - bestAt) * w.buried + breaks * w.disorder + blocking * w.blocking;
  }
  return score;
}
