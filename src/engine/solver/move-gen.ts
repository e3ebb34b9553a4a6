import { CELL0, FOUND0, moveCount, moveFrom, moveTo, type PackedState, packMove, STOCK_ID, WASTE_ID } from './packed';
import { CAP_COLUMNS, type RuleTables } from './tables';
import { isSafeHomeFromColumn } from './two-deck-safety';

// Every legal move of a packed position, as the engine's legalMoves lists them: moves that differ
// only by which empty cell or empty column of one group they use are listed once, and moves that
// change nothing (cell to cell, a whole column into a space of its own group) are left out.
// Nothing else is pruned, so a search over these moves that runs to the end has tried the real
// move set.

/** How many cards at the top of column `col` form a run the rules let move together. */
export function runLength(p: PackedState, col: number): number {
  const len = p.colLen[col] as number;
  if (len === 0) return 0;
  const t = p.t;
  // Every column builds by `builds` but where columns build their own ways (Penta).
  const b = t.tableauGroups ? (t.columnBuilds[col] as Uint8Array) : t.builds;
  // Through locals, each card read once: this runs for every column of every position expanded.
  const cols = p.cols;
  const base = col * p.cap;
  let above = cols[base + len - 1] as number;
  let n = 1;
  for (let k = base + len - 2; k >= base; k--) {
    const below = cols[k] as number;
    if (b[above * 52 + below] === 0) break;
    above = below;
    n++;
  }
  return n;
}

const columnTops = new Int16Array(16);
/** Each column group's first space, -1 where it has none (Penta has two groups; other games one). */
const firstSpace = new Int8Array(16);
/** homeFor[card]: 1 + the foundation that takes the card now, 0 if none (filled per call, then cleared). */
const homeFor = new Int8Array(52);
const wanted = new Int16Array(64);
/** topAt[card]: 1 + a column with `card` exposed, 0 if none; nextSameTop[col]: 1 + the next such column (two decks). */
const topAt = new Int8Array(52);
const nextSameTop = new Int8Array(16);
/** The exposed cards as bits (card >> 5 picks the word): most cards have no parent exposed, found in one test. */
let exposedLo = 0;
let exposedHi = 0;

/**
 * Writes the legal moves into `out` from `at`; returns the new end.
 *
 * With `pruned` (a search shortcut, not a rule), it leaves out two kinds of move that are seldom
 * part of a win. Those that split a run: a card taken off the card it is built on into a cell, or
 * part of a run into a space, where a run move could carry the card and its parent together. And a
 * column's top card into a cell when another column would take it, which keeps the cell. Best-first
 * searches leave them out (Plan.prune); a search that does proves nothing by running dry.
 */
export function generateMoves(p: PackedState, out: Int32Array, at: number, pruned = false): number {
  const t = p.t;
  let firstEmptyCell = -1;
  let free = 0;
  for (let i = 0; i < p.nCells; i++) {
    if (p.cells[i] !== -1) continue;
    if (free++ === 0) firstEmptyCell = i;
  }
  // Every column's exposed card, once (-1: a space).
  const tops = columnTops;
  const groups = t.columnGroupCount;
  const group = t.columnGroup;
  // A loop, not fill(): the builtin's call costs more for a group or two.
  for (let g = 0; g < groups; g++) firstSpace[g] = -1;
  let empties = 0;
  exposedLo = 0;
  exposedHi = 0;
  for (let i = 0; i < p.nCols; i++) {
    const len = p.colLen[i] as number;
    const top = len === 0 ? -1 : (p.cols[i * p.cap + len - 1] as number);
    tops[i] = top;
    if (len === 0) {
      empties++;
      if (firstSpace[group[i] as number] === -1) firstSpace[group[i] as number] = i;
    }
    if (top >= 0) {
      nextSameTop[i] = topAt[top] as number;
      topAt[top] = i + 1;
      if (top < 32) exposedLo |= 1 << top;
      else exposedHi |= 1 << (top - 32);
    }
  }
  const capAt = (free * CAP_COLUMNS + empties) * 2;
  const capToCard = t.runCap[capAt] as number;
  const capToSpace = t.runCap[capAt + 1] as number;
  // Grouped games (Penta, Sixes and Sevens) ask for each card's foundations: one per group that takes it.
  const grouped = t.grouped;
  const nWanted = grouped ? 0 : p.markHomeCards(homeFor, wanted);
  let k = at;

  // Single cards from cells and the waste.
  const nCells = p.nCells;
  const singles = nCells + (p.wasteLen > 0 ? 1 : 0);
  for (let s = 0; s < singles; s++) {
    const from = s < nCells ? CELL0 + s : WASTE_ID;
    const c = s < nCells ? (p.cells[s] as number) : (p.waste[p.wasteLen - 1] as number);
    if (c < 0) continue;
    const f = homeFor[c] as number;
    if (grouped) k = p.choices(c, from, out, k);
    else if (f > 0) out[k++] = packMove(from, FOUND0 + f - 1, 1);
    k = ontoColumns(t, c, from, 1, out, k);
    if (empties > 0 && t.fillsSpace[c] === 1)
      for (let g = 0; g < groups; g++)
        if ((firstSpace[g] as number) >= 0) out[k++] = packMove(from, firstSpace[g] as number, 1);
    if (from === WASTE_ID && firstEmptyCell >= 0) out[k++] = packMove(from, CELL0 + firstEmptyCell, 1);
  }

  // Columns: the top card home or to a cell, and runs onto other columns or into a space.
  for (let i = 0; i < p.nCols; i++) {
    const len = p.colLen[i] as number;
    if (len === 0) continue;
    const base = i * p.cap;
    const c = p.cols[base + len - 1] as number;
    const f = homeFor[c] as number;
    if (grouped) k = p.choices(c, i, out, k);
    else if (f > 0) out[k++] = packMove(i, FOUND0 + f - 1, 1);
    const run = t.singleOnly ? 1 : runLength(p, i);
    // Pruned, a card leaves the card it is built on only with it, or onto another column: no card
    // of a longer run goes to a cell, and only a whole run into a space.
    const whole = pruned ? run : 1;
    const listed = k;
    // Each card of the run (up to what may move at once) with the cards above it.
    const max = Math.min(run, capToCard);
    for (let n = 1; n <= max; n++) k = ontoColumns(t, p.cols[base + len - n] as number, i, n, out, k);
    // Pruned, the top card goes to a cell only when no other column would take it.
    const toCell = whole === 1 && !(pruned && k > listed);
    if (firstEmptyCell >= 0 && toCell) out[k++] = packMove(i, CELL0 + firstEmptyCell, 1);
    for (let g = 0; empties > 0 && g < groups; g++) {
      const space = firstSpace[g] as number;
      if (space < 0) continue;
      // The whole column into a space of its own group changes nothing; of another group it does.
      const toSpace = Math.min(run, capToSpace, g === group[i] ? len - 1 : len);
      for (let n = whole; n <= toSpace; n++) {
        if (t.fillsSpace[p.cols[base + len - n] as number] === 1) out[k++] = packMove(i, space, n);
      }
    }
  }
  // A foundation's top card back to a column that takes it (Rules.foundations.comeBack).
  if (t.comeBack) {
    for (let f = 0; f < p.nFound; f++) {
      const len = p.fLen[f] as number;
      if (len === 0) continue;
      const c = p.foundationTop(f);
      k = ontoColumns(t, c, FOUND0 + f, 1, out, k);
      if (empties > 0 && t.fillsSpace[c] === 1)
        for (let g = 0; g < groups; g++)
          if ((firstSpace[g] as number) >= 0) out[k++] = packMove(FOUND0 + f, firstSpace[g] as number, 1);
    }
  }

  for (let i = 0; i < p.nCols; i++) if ((tops[i] as number) >= 0) topAt[tops[i] as number] = 0;

  if (p.hasStock) {
    const stock = stockMove(p);
    if (stock >= 0) out[k++] = stock;
  }
  for (let i = 0; i < nWanted; i++) homeFor[wanted[i] as number] = 0;
  return k;
}

/** The stock's move: deal, or turn the waste over for another pass; -1 where there is none. */
export function stockMove(p: PackedState): number {
  const draw = p.t.rules.stock?.draw ?? 0;
  if (p.stockLen > 0) return packMove(STOCK_ID, WASTE_ID, Math.min(draw, p.stockLen));
  if (p.wasteLen > 0 && p.pass < p.passes) return packMove(WASTE_ID, STOCK_ID, p.wasteLen);
  return -1;
}

/**
 * The moves of `n` cards from pile `from`, the lowest of them `c`, onto every column whose exposed
 * card `c` builds on (found by card through topAt, not by trying every column); returns the new end.
 */
function ontoColumns(t: RuleTables, c: number, from: number, n: number, out: Int32Array, at: number): number {
  if (((t.parentBits[c * 2] as number) & exposedLo) === 0 && ((t.parentBits[c * 2 + 1] as number) & exposedHi) === 0) {
    return at;
  }
  let k = at;
  for (let q = t.parentsAt[c] as number, qEnd = t.parentsAt[c + 1] as number; q < qEnd; q++) {
    const parent = t.parents[q] as number;
    for (let j = (topAt[parent] as number) - 1; j >= 0; j = (nextSameTop[j] as number) - 1) {
      // Where columns build their own ways, the parent is one in some column's build: ask this one's.
      if (t.tableauGroups && (t.columnBuilds[j] as Uint8Array)[c * 52 + parent] !== 1) continue;
      if (j !== from) out[k++] = packMove(from, j, n);
    }
  }
  return k;
}

/**
 * How many copies of card `c` are on the foundations; in a game whose piles take `c`'s rank
 * regardless of suit, how many cards of that rank (grouped games: RuleTables.grouped).
 */
export function homeCount(p: PackedState, c: number): number {
  const t = p.t;
  if (t.grouped) {
    const rank = (c >> 2) + 1;
    let n = 0;
    for (let i = 0; i < p.nFound; i++) {
      const g = t.pileGroup[i] as number;
      const h = t.groupOrder[g * 14 + rank] as number;
      if (h >= 0 && (p.fLen[i] as number) > h && (t.groupAnySuit[g] === 1 || p.fSuit[i] === (c & 3))) n++;
    }
    return n;
  }
  const order = p.t.foundationOrder[c] as number;
  const suit = c & 3;
  if (p.t.decks === 1) return p.suitHeight(suit) > order ? 1 : 0;
  let n = 0;
  for (let i = 0; i < p.nFound; i++) if (p.fSuit[i] === suit && (p.fLen[i] as number) > order) n++;
  return n;
}

/**
 * May `c` go home safely: no card could ever need it as a parent. Each card that could be built
 * on it is home (every copy), or, with one deck, goes home next (so wherever a line would put it
 * on `c`, it could go home instead) and is itself needed by no card, by the same rule (Horne's
 * rule for FreeCell, carried down the ranks). Taking `c` out of play then only frees room.
 */
export function isSafeHome(p: PackedState, c: number): boolean {
  if (p.t.grouped) return isSafeHomeGrouped(p, c);
  const sc = p.t.safeChildren;
  if (sc[c * 4] === -2) return true;
  for (let k = 0; k < 4; k++) {
    const child = sc[c * 4 + k] as number;
    if (child < 0) break;
    if (homeCount(p, child) === p.t.decks) continue;
    if (p.t.decks === 1 && goesHomeNext(p, child) && isSafeHome(p, child)) continue;
    return false;
  }
  return true;
}

/**
 * Grouped games (Penta, Sixes and Sevens; two decks): `c` may go home safely when every copy of
 * every card that could be built on it in any column is home (in Penta, whose piles and columns
 * are regardless of suit, all eight cards of each child rank). Why a win from the position before
 * the move gives one after it, `c` going to pile P (the one pile foundationFor names; the solver
 * leaves a card two groups take to the search): nothing in play can ever be built on `c`, so in
 * the win `c` only ever lies alone or on a parent, in a column or the waste, until it goes home.
 * Cards alike for the rest of the game are interchangeable: in Sixes and Sevens the piles of one
 * group and suit (they differ only by height), in Penta every card of a rank (nothing there asks
 * a suit). The win puts on P, at P's present height, some card alike to `c`; call that one `c`,
 * and where it put `c` on another pile alike to P, swap the two piles' names from then on. Then
 * the win with `c`'s own moves left out plays from the position after the move: every pile and
 * column the win finds empty or holding a card is so here too, with `c` gone.
 */
function isSafeHomeGrouped(p: PackedState, c: number): boolean {
  const t = p.t;
  for (let q = t.childrenAt[c] as number, end = t.childrenAt[c + 1] as number; q < end; q++) {
    const d = t.children[q] as number;
    const g = groupTaking(p, d);
    const copies = g >= 0 && t.groupAnySuit[g] === 1 ? 4 * t.decks : t.decks;
    if (homeCount(p, d) < copies) return false;
  }
  return true;
}

/** A group whose piles take card `c`'s rank, or -1. */
function groupTaking(p: PackedState, c: number): number {
  const t = p.t;
  for (let g = 0; g < t.groupLength.length; g++) if ((t.groupOrder[g * 14 + (c >> 2) + 1] as number) >= 0) return g;
  return -1;
}

/** One deck: is `c` the next card its suit's foundation takes? */
function goesHomeNext(p: PackedState, c: number): boolean {
  return p.t.foundationOrder[c] === p.suitHeight(c & 3);
}

/**
 * The next safe auto-move, as the engine's nextAutoMove picks it (columns, cells, waste), or -1.
 * Forcing these is sound: the card is nobody's parent any more, so taking it out of play only
 * frees room. Two-deck games add a stronger rule for column tops (see two-deck-safety.ts).
 */
export function nextSafeAutoMove(p: PackedState): number {
  for (let i = 0; i < p.nCols; i++) {
    const c = p.top(i);
    if (c < 0) continue;
    const f = p.foundationFor(c);
    if (f >= 0 && isSafeHomeFromColumn(p, i, c, f)) return packMove(i, FOUND0 + f, 1);
  }
  for (let i = 0; i < p.nCells; i++) {
    const c = p.cells[i] as number;
    if (c < 0) continue;
    const f = p.foundationFor(c);
    if (f >= 0 && isSafeHome(p, c)) return packMove(CELL0 + i, FOUND0 + f, 1);
  }
  if (p.wasteLen > 0) {
    const c = p.waste[p.wasteLen - 1] as number;
    const f = p.foundationFor(c);
    if (f >= 0 && isSafeHome(p, c)) return packMove(WASTE_ID, FOUND0 + f, 1);
  }
  return -1;
}

/**
 * The next safe auto-move just after move `m`, in a position that had none due before it. Only a
 * card the move uncovered can have become playable, unless the move sent a card home (which can
 * make others safe): then every exposed card is looked at again. In two-deck games the card moved
 * onto a column is looked at too: the column rule (two-deck-safety.ts) depends on where it lies.
 */
export function nextSafeAutoMoveAfter(p: PackedState, m: number): number {
  const to = moveTo(m);
  if (to >= FOUND0 && to < STOCK_ID) return nextSafeAutoMove(p);
  if (to < CELL0 && p.t.decks === 2) {
    const c = p.top(to);
    const f = p.foundationFor(c);
    if (f >= 0 && isSafeHomeFromColumn(p, to, c, f)) return packMove(to, FOUND0 + f, 1);
  }
  const from = moveFrom(m);
  let pile = -1;
  if (from < CELL0) pile = from;
  else if (from === STOCK_ID || (from === WASTE_ID && to !== STOCK_ID)) pile = WASTE_ID;
  if (pile < 0) return -1;
  const c = p.topOf(pile);
  if (c < 0) return -1;
  const f = p.foundationFor(c);
  if (f < 0) return -1;
  const safe = pile < CELL0 ? isSafeHomeFromColumn(p, pile, c, f) : isSafeHome(p, c);
  return safe ? packMove(pile, FOUND0 + f, 1) : -1;
}

/**
 * Does `m` take back `prev`, the move just made (with no auto-move after it): the same cards back
 * where they came from, so the position is the one before `prev` again? (Stock and waste moves
 * and moves home have no such twin.) A card put back into a
 * cell counts whichever cell it goes to: keys hold the cells as a set.
 */
export function takesBack(m: number, prev: number): boolean {
  const back = moveFrom(prev);
  // Only moves between columns and cells can be taken back (not the stock's, not a card home).
  if (back >= FOUND0 || moveCount(m) !== moveCount(prev) || moveFrom(m) !== moveTo(prev)) return false;
  const to = moveTo(m);
  return to === back || (isCell(to) && isCell(back));
}

const isCell = (pile: number): boolean => pile >= CELL0 && pile < FOUND0;
