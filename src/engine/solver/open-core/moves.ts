import { CELL0 } from '../packed';
import { CAP_COLUMNS } from '../tables';
import { type CoreBoard, coreMove, HOME, isNextHome } from './board';
import { NO_PARENT } from './tables';

// The open core's moves: exactly the set move-gen.ts's generateMoves lists (test/solver/
// open-core.test.ts holds it to that), read from the same tables: a card goes onto a column whose
// top is one of its parents (RuleTables.parents), a run moves as far as RuleTables.runCap allows,
// a space takes what RuleTables.fillsSpace says. Moves that differ only by which empty cell or
// space they use are listed once (the first), and with `pruned` the moves generateMoves' pruning
// leaves out are left out here too (see there).

/**
 * topAt[card] - stamp: the column with `card` on top this call (one deck: at most one), else
 * negative. Each call takes a new stamp, above every entry written before, rather than clearing the
 * entries it wrote (a loop over the columns a position saved). NO_PARENT's entry is never stamped.
 */
const topAt = new Int32Array(NO_PARENT + 1);
/** This call's stamp: a multiple of STAMP_STEP, past any column number. */
let stamp = 0;
const STAMP_STEP = CELL0;
/** Past this the stamps start again from 0, the entries cleared. */
const LAST_STAMP = 1 << 30;

/** The stamps start again: every entry cleared (apart from coreMoves: seldom run). */
function firstStamp(): number {
  topAt.fill(0);
  return STAMP_STEP;
}

/** Writes the moves of the position on `b` into `out` from 0; returns how many. */
export function coreMoves(b: CoreBoard, out: Int32Array, pruned: boolean): number {
  const t = b.ct.t;
  const cols = b.mem;
  const len = b.len;
  const stride = b.stride;
  const fills = t.fillsSpace;
  // Locals, not fields or the module's variables (each read of those is a load and a check in
  // the loops): this runs for every position expanded.
  const parents = b.ct.parentSlots;
  const width = b.ct.parentWidth;
  const order = t.foundationOrder;
  const height = b.height;
  const cells = b.cells;
  const nCells = b.nCells;
  const nCols = b.nCols;
  const runs = b.runs;
  let k = 0;
  let firstCell = -1;
  let free = 0;
  for (let i = 0; i < nCells; i++) {
    if (cells[i] !== -1) continue;
    if (free++ === 0) firstCell = i;
  }
  const now = stamp < LAST_STAMP ? stamp + STAMP_STEP : firstStamp();
  stamp = now;
  const tops = topAt;
  let space = -1;
  let empties = 0;
  for (let i = 0; i < nCols; i++) {
    const l = len[i] as number;
    if (l === 0) {
      empties++;
      if (space < 0) space = i;
    } else tops[cols[i * stride + l - 1] as number] = now + i;
  }
  const capAt = (free * CAP_COLUMNS + empties) * 2;
  const capToCard = t.runCap[capAt] as number;
  const capToSpace = t.runCap[capAt + 1] as number;

  // Cells: home, onto a column, into a space.
  for (let s = 0; s < nCells; s++) {
    const c = cells[s] as number;
    if (c < 0) continue;
    if (isNextHome(order, height, c)) out[k++] = coreMove(CELL0 + s, HOME, 1, c);
    k =
      width === 2
        ? ontoTwo(tops, parents, now, c, CELL0 + s, 1, out, k)
        : onto(tops, parents, width, now, c, CELL0 + s, 1, out, k);
    if (space >= 0 && fills[c] === 1) out[k++] = coreMove(CELL0 + s, space, 1, c);
  }
  // Columns: the top card home or to a cell, runs onto other columns or into a space.
  const singleOnly = t.singleOnly;
  for (let i = 0; i < nCols; i++) {
    const l = len[i] as number;
    if (l === 0) continue;
    const base = i * stride;
    const c = cols[base + l - 1] as number;
    if (isNextHome(order, height, c)) out[k++] = coreMove(i, HOME, 1, c);
    const run = singleOnly ? 1 : (runs[i] as number);
    const whole = pruned ? run : 1;
    const listed = k;
    const max = Math.min(run, capToCard);
    for (let n = 1; n <= max; n++) {
      const d = cols[base + l - n] as number;
      k = width === 2 ? ontoTwo(tops, parents, now, d, i, n, out, k) : onto(tops, parents, width, now, d, i, n, out, k);
    }
    const toCell = whole === 1 && !(pruned && k > listed);
    if (firstCell >= 0 && toCell) out[k++] = coreMove(i, CELL0 + firstCell, 1, c);
    if (space >= 0) {
      // The whole column into a space changes nothing.
      const toSpace = Math.min(run, capToSpace, l - 1);
      for (let n = whole; n <= toSpace; n++) {
        const bottom = cols[base + l - n] as number;
        if (fills[bottom] === 1) out[k++] = coreMove(i, space, n, bottom);
      }
    }
  }
  return k;
}

/** The moves of `n` cards (the lowest `c`) from `from` onto each column whose top `c` builds on. */
function onto(
  tops: Int32Array,
  parents: Uint8Array,
  width: number,
  stamp: number,
  c: number,
  from: number,
  n: number,
  out: Int32Array,
  at: number,
): number {
  let k = at;
  for (let q = c * width, end = q + width; q < end; q++) {
    const j = (tops[parents[q] as number] as number) - stamp;
    if (j >= 0 && j !== from) out[k++] = coreMove(from, j, n, c);
  }
  return k;
}

/**
 * onto for two slots a card (FreeCell's two parents, or Baker's Game's one and an empty slot),
 * written out with no loop: coreMoves cost about 15% less so (docs/solver-tuning.md, "The open
 * core's moves listed for less").
 */
function ontoTwo(
  tops: Int32Array,
  parents: Uint8Array,
  stamp: number,
  c: number,
  from: number,
  n: number,
  out: Int32Array,
  at: number,
): number {
  let k = at;
  const first = (tops[parents[2 * c] as number] as number) - stamp;
  if (first >= 0 && first !== from) out[k++] = coreMove(from, first, n, c);
  const second = (tops[parents[2 * c + 1] as number] as number) - stamp;
  if (second >= 0 && second !== from) out[k++] = coreMove(from, second, n, c);
  return k;
}
