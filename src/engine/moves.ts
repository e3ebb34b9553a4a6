import type { Card } from './cards';
import type { Refusal } from './reasons';
import {
  anotherPass,
  buildOf,
  buildRefusal,
  canFillSpace,
  columnGroupOf,
  foundationAccepts,
  foundationGroupIndex,
  foundationGroupOf,
  foundationNeeds,
  isRun,
  runCapacity,
  runLength,
  topRank,
} from './rules';
import {
  cardsOf,
  cell,
  emptyColumnCount,
  foundation,
  freeCellCount,
  type Pile,
  STOCK,
  type State,
  samePile,
  tableau,
  WASTE,
} from './state';

/**
 * A move: `n` cards from the top of one pile to another. Dealing from the stock is a move from
 * the stock to the waste; turning the waste over for another pass is a move from waste to stock.
 */
export interface Move {
  readonly from: Pile;
  readonly to: Pile;
  readonly n: number;
}

export type Verdict = { readonly ok: true } | { readonly ok: false; readonly refusal: Refusal };

const OK: Verdict = { ok: true };
const refuse = (refusal: Refusal): Verdict => ({ ok: false, refusal });

function pileExists(state: State, p: Pile): boolean {
  switch (p.kind) {
    case 'tableau':
      return Number.isInteger(p.index) && p.index >= 0 && p.index < state.tableau.length;
    case 'cell':
      return Number.isInteger(p.index) && p.index >= 0 && p.index < state.cells.length;
    case 'foundation':
      return Number.isInteger(p.index) && p.index >= 0 && p.index < state.foundations.length;
    case 'stock':
    case 'waste':
      return state.rules.stock !== null;
  }
}

/** Is this move legal here? If not, the refusal says why in terms a player can read. */
export function checkMove(state: State, move: Move): Verdict {
  const { from, to, n } = move;
  if (!pileExists(state, from)) return refuse({ code: 'no-such-pile' });
  if (!pileExists(state, to)) return refuse({ code: 'no-such-pile' });
  if (!Number.isInteger(n) || n < 1) return refuse({ code: 'no-card' });
  if (samePile(from, to)) return refuse({ code: 'same-pile' });

  // The stock and the waste have their own moves.
  if (from.kind === 'stock') return checkDeal(state, move);
  if (to.kind === 'stock') return checkRedeal(state, move);
  if (to.kind === 'waste') return refuse({ code: 'waste-from-stock-only' });
  const lift = checkLift(state, from, n);
  if (!lift.ok) return lift;
  if (from.kind === 'foundation' && to.kind !== 'tableau') return refuse({ code: 'foundation-back-to-column' });
  const source = cardsOf(state, from);
  const bottom = source[source.length - n] as Card;

  switch (to.kind) {
    case 'cell': {
      if (n > 1) return refuse({ code: 'cell-one-card' });
      const held = state.cells[to.index];
      if (held !== null && held !== undefined) return refuse({ code: 'cell-taken', held });
      return OK;
    }
    case 'foundation': {
      if (n > 1) return refuse({ code: 'foundation-one-card' });
      const pile = state.foundations[to.index] ?? [];
      if (foundationAccepts(state.rules, to.index, pile, bottom)) return OK;
      const need = foundationNeeds(state.rules, to.index, pile);
      if (need === 'full') return refuse({ code: 'foundation-full' });
      // A pile built regardless of suit wants a rank, whichever suit (Penta).
      if (need.suit === null && pile.length > 0) return refuse({ code: 'foundation-needs-rank', rank: need.rank });
      return refuse({ code: 'foundation-needs', card: bottom, rank: need.rank, suit: need.suit });
    }
    case 'tableau': {
      const target = state.tableau[to.index] ?? [];
      const toEmpty = target.length === 0;
      if (toEmpty) {
        if (!canFillSpace(state.rules, bottom)) {
          return refuse(
            state.rules.space === 'top'
              ? { code: 'space-top-rank-only', card: bottom, rank: topRank(state.rules.build) }
              : { code: 'space-none' },
          );
        }
      } else {
        const onto = target[target.length - 1] as Card;
        const build = buildOf(state.rules, to.index);
        const why = buildRefusal(build, bottom, onto);
        if (why) return refuse({ code: 'does-not-build', card: bottom, onto, why, build });
      }
      if (n > 1) {
        const max = moveCapacity(state, from, toEmpty);
        if (n > max) return refuse({ code: 'over-capacity', n, max, runs: state.rules.runs, cells: state.rules.cells });
      }
      return OK;
    }
  }
}

/**
 * May the top `n` cards of `from` leave it together, wherever they go? The one answer to which
 * cards may be picked up: checkMove asks it first, and the table asks it when a drag begins.
 * Cells and the waste give one card; the stock only deals; a foundation gives nothing back, or
 * its top card where the rules let it come back; a column gives a face-up run of its build, or
 * one card where runs do not move.
 */
export function checkLift(state: State, from: Pile, n: number): Verdict {
  if (!pileExists(state, from)) return refuse({ code: 'no-such-pile' });
  if (!Number.isInteger(n) || n < 1) return refuse({ code: 'no-card' });
  if (from.kind === 'stock') return refuse({ code: 'stock-to-waste-only' });
  if (from.kind === 'foundation' && !state.rules.foundations.comeBack) return refuse({ code: 'foundation-one-way' });
  const source = cardsOf(state, from);
  if (source.length === 0) return refuse({ code: 'no-card' });
  if (n > 1 && from.kind !== 'tableau') {
    return refuse(from.kind === 'foundation' ? { code: 'foundation-back-one-card' } : { code: 'one-card-from-here' });
  }
  if (from.kind !== 'tableau') return OK;
  const faceUp = source.length - (state.faceDown[from.index] ?? 0);
  if (n > faceUp) return refuse(faceUp === 0 ? { code: 'face-down' } : { code: 'not-enough-cards', n });
  const build = buildOf(state.rules, from.index);
  if (n > 1 && !isRun(build, source.slice(source.length - n))) return refuse({ code: 'not-a-run', n, build });
  // Where only single cards move (Eight Off), a run goes nowhere together: it is not picked up.
  if (n > 1 && state.rules.runs === 'single') return refuse({ code: 'one-card-at-a-time' });
  return OK;
}

/** May the waste turn over now: the stock empty, the waste not, and a pass left? */
export function canTurnWaste(state: State): boolean {
  return state.stock.length === 0 && state.waste.length > 0 && anotherPass(state.rules, state.pass);
}

/** How many cards may move as one run to a target (an empty column or not), from `from`. */
export function moveCapacity(state: State, from: Pile, toEmpty: boolean): number {
  // Only tableau runs move several cards; a column the move itself empties is not yet a space.
  if (from.kind !== 'tableau') return 1;
  return runCapacity(state.rules, freeCellCount(state), emptyColumnCount(state), toEmpty);
}

function checkDeal(state: State, move: Move): Verdict {
  const stock = state.rules.stock;
  if (!stock || move.to.kind !== 'waste') return refuse({ code: 'stock-to-waste-only' });
  if (state.stock.length === 0) {
    // With the waste empty too (every card of it played) there is nothing to turn over, any pass.
    if (state.waste.length === 0) return refuse({ code: 'stock-and-waste-empty' });
    return refuse(anotherPass(state.rules, state.pass) ? { code: 'stock-empty-turn-waste' } : { code: 'stock-empty' });
  }
  if (move.n !== Math.min(stock.draw, state.stock.length))
    return refuse({ code: 'stock-draw-count', draw: stock.draw });
  return OK;
}

function checkRedeal(state: State, move: Move): Verdict {
  const stock = state.rules.stock;
  if (!stock || move.from.kind !== 'waste') return refuse({ code: 'not-to-stock' });
  if (state.stock.length > 0) return refuse({ code: 'redeal-stock-not-empty' });
  if (stock.passes !== 'unlimited' && state.pass >= stock.passes) {
    return refuse({ code: 'no-passes-left', passes: stock.passes });
  }
  if (state.waste.length === 0 || move.n !== state.waste.length) return refuse({ code: 'redeal-whole-waste' });
  return OK;
}

/** Plays a move already known to be legal. Throws on a move that does not fit the position. */
export function applyMove(state: State, move: Move): State {
  const { from, to, n } = move;
  const next = draftOf(state);
  if (from.kind === 'stock') {
    const taken = state.stock.slice(state.stock.length - n).reverse();
    next.stock = state.stock.slice(0, state.stock.length - n);
    next.waste = [...state.waste, ...taken];
    return next;
  }
  if (to.kind === 'stock') {
    next.stock = state.waste.slice().reverse();
    next.waste = [];
    next.pass = state.pass + 1;
    return next;
  }
  const source = cardsOf(state, from);
  if (source.length < n) throw new Error(`applyMove: ${n} cards asked of a pile of ${source.length}`);
  take(next, state, from, n);
  put(next, state, to, source, source.length - n);
  return next;
}

/** A state being built by applyMove: its own copy, whose changed piles are new arrays. */
type Draft = { -readonly [K in keyof State]: State[K] };

/**
 * A copy of the state sharing every pile, to change the piles a move touches in. The engine plays
 * a move for every step of a solver's line and of every replay; a copy field by field costs about
 * half of `{ ...state }` in V8 (and one copy per move, not one per pile changed, half again).
 */
function draftOf(state: State): Draft {
  return {
    rules: state.rules,
    tableau: state.tableau,
    faceDown: state.faceDown,
    cells: state.cells,
    foundations: state.foundations,
    stock: state.stock,
    waste: state.waste,
    pass: state.pass,
  };
}

// A move between two piles of one kind (column to column) changes one array of piles twice: it
// is copied on the first change only.
function columnsOf(next: Draft, state: State): (readonly Card[])[] {
  if (next.tableau === state.tableau) next.tableau = state.tableau.slice();
  return next.tableau as (readonly Card[])[];
}

function cellsOf(next: Draft, state: State): (Card | null)[] {
  if (next.cells === state.cells) next.cells = state.cells.slice();
  return next.cells as (Card | null)[];
}

function foundationsOf(next: Draft, state: State): (readonly Card[])[] {
  if (next.foundations === state.foundations) next.foundations = state.foundations.slice();
  return next.foundations as (readonly Card[])[];
}

function take(next: Draft, state: State, p: Pile, n: number): void {
  switch (p.kind) {
    case 'tableau': {
      const col = state.tableau[p.index] as readonly Card[];
      const rest = col.slice(0, col.length - n);
      columnsOf(next, state)[p.index] = rest;
      // The card a move uncovers turns face up (Klondike); open games have no face-down cards.
      const down = state.faceDown[p.index] ?? 0;
      if (down > 0 && down >= rest.length) {
        const fd = state.faceDown.slice();
        fd[p.index] = Math.max(0, rest.length - 1);
        next.faceDown = fd;
      }
      return;
    }
    case 'cell':
      cellsOf(next, state)[p.index] = null;
      return;
    case 'waste':
      next.waste = state.waste.slice(0, state.waste.length - n);
      return;
    case 'foundation': {
      const f = state.foundations[p.index] as readonly Card[];
      foundationsOf(next, state)[p.index] = f.slice(0, f.length - n);
      return;
    }
    case 'stock':
      next.stock = state.stock.slice(0, state.stock.length - n);
      return;
  }
}

/**
 * Puts the cards of `source` from `start` on (the moving cards, read from the state before the
 * move) on pile `p` of `next`, whose piles other than the one just taken from are still `state`'s.
 */
function put(next: Draft, state: State, p: Pile, source: readonly Card[], start: number): void {
  switch (p.kind) {
    case 'tableau': {
      const tab = columnsOf(next, state);
      tab[p.index] = withCards(tab[p.index] as readonly Card[], source, start);
      return;
    }
    case 'cell':
      cellsOf(next, state)[p.index] = source[start] as Card;
      return;
    case 'foundation': {
      const fs = foundationsOf(next, state);
      fs[p.index] = withCards(fs[p.index] as readonly Card[], source, start);
      return;
    }
    case 'waste':
      next.waste = withCards(next.waste, source, start);
      return;
    case 'stock':
      next.stock = withCards(next.stock, source, start);
      return;
  }
}

/** A new pile: `pile` with the cards of `source` from `start` on put on top. */
function withCards(pile: readonly Card[], source: readonly Card[], start: number): Card[] {
  const out = pile.slice();
  for (let k = start; k < source.length; k++) out.push(source[k] as Card);
  return out;
}

/** Checks and plays a move: the new state, or the refusal. */
export function tryMove(state: State, move: Move): { ok: true; state: State } | { ok: false; refusal: Refusal } {
  const v = checkMove(state, move);
  return v.ok ? { ok: true, state: applyMove(state, move) } : v;
}

/**
 * The foundations a card may go to, one per group that takes it: in each group, one already
 * started that accepts it, else the first empty one (the piles of a group that take a card are
 * alike). Two or more where the choice changes the game (a 5 in Penta, up or down).
 */
export function foundationChoices(state: State, c: Card): number[] {
  const out: number[] = [];
  let group = -1;
  let empty: number | null = null;
  let found = false;
  const close = () => {
    if (!found && empty !== null) out.push(empty);
  };
  for (let i = 0; i < state.foundations.length; i++) {
    const g = foundationGroupIndex(state.rules, i);
    if (g !== group) {
      close();
      group = g;
      empty = null;
      found = false;
    }
    if (found) continue;
    const f = state.foundations[i] as readonly Card[];
    if (!foundationAccepts(state.rules, i, f, c)) continue;
    if (f.length > 0) {
      out.push(i);
      found = true;
    } else if (empty === null) empty = i;
  }
  close();
  return out;
}

/**
 * The foundation a card goes to when the player names the way it builds (a key's up or down: a 5 in
 * Penta): the one of a group building `direction` that takes it (foundationChoices), else the
 * first pile of such a group, where a move is refused with the reason; null where no group builds
 * that way. `c` undefined (an empty source): that first pile.
 */
export function foundationToward(state: State, c: Card | undefined, direction: 'up' | 'down'): number | null {
  const builds = (f: number) => foundationGroupOf(state.rules, f).direction === direction;
  const taking = c === undefined ? undefined : foundationChoices(state, c).find(builds);
  if (taking !== undefined) return taking;
  for (let f = 0; f < state.foundations.length; f++) if (builds(f)) return f;
  return null;
}

/**
 * The foundation a card should go to when there is no choice to make: the one foundationChoices
 * names, or null when none takes it or the groups leave a choice the player must make.
 */
export function foundationFor(state: State, c: Card): number | null {
  const choices = foundationChoices(state, c);
  return choices.length === 1 ? (choices[0] as number) : null;
}

/**
 * The distinct legal moves of a position. Moves that only differ by which empty cell, which empty
 * column of one tableau group or which accepting foundation of one group they use are listed once
 * (the first such pile; a card two groups take is listed once for each), and moves that change
 * nothing (a card from one cell to another, a whole column into an empty column of its own group)
 * are left out. Every move listed passes `checkMove`.
 */
export function legalMoves(state: State): Move[] {
  const out: Move[] = [];
  const rules = state.rules;
  const firstEmptyCell = state.cells.indexOf(null);
  // Spaces of one tableau group are alike; Penta's left and right spaces are not.
  const group = state.tableau.map((_, i) => columnGroupOf(rules, i));
  const firstSpace = (t: number): boolean =>
    state.tableau.findIndex((c, i) => c.length === 0 && group[i] === group[t]) === t;
  const sources: Pile[] = [];
  state.tableau.forEach((c, i) => {
    if (c.length > (state.faceDown[i] ?? 0)) sources.push(tableau(i));
  });
  state.cells.forEach((c, i) => {
    if (c !== null) sources.push(cell(i));
  });
  if (rules.stock && state.waste.length > 0) sources.push(WASTE);
  const fromFoundations: Pile[] = [];
  if (rules.foundations.comeBack) {
    state.foundations.forEach((f, i) => {
      if (f.length > 0) fromFoundations.push(foundation(i));
    });
  }

  for (const from of sources) {
    const pile = cardsOf(state, from);
    const top = pile[pile.length - 1] as Card;
    for (const f of foundationChoices(state, top)) out.push({ from, to: foundation(f), n: 1 });
    if (from.kind !== 'cell' && firstEmptyCell >= 0) out.push({ from, to: cell(firstEmptyCell), n: 1 });

    const maxRun =
      from.kind === 'tableau' && rules.runs !== 'single'
        ? runLength(buildOf(rules, from.index), pile, state.faceDown[from.index] ?? 0)
        : 1;
    for (let t = 0; t < state.tableau.length; t++) {
      const target = state.tableau[t] as readonly Card[];
      if (from.kind === 'tableau' && from.index === t) continue;
      if (target.length === 0) {
        if (!firstSpace(t)) continue;
        for (let n = 1; n <= maxRun; n++) {
          // The whole column into a space of its group: no change.
          if (from.kind === 'tableau' && n === pile.length && group[from.index] === group[t]) continue;
          const move = { from, to: tableau(t), n };
          if (checkMove(state, move).ok) out.push(move);
        }
      } else {
        for (let n = 1; n <= maxRun; n++) {
          const move = { from, to: tableau(t), n };
          if (checkMove(state, move).ok) out.push(move);
        }
      }
    }
  }
  // A foundation's top card back to a column (comeBack): to a card it builds on, or the first space.
  for (const from of fromFoundations) {
    for (let t = 0; t < state.tableau.length; t++) {
      if ((state.tableau[t] as readonly Card[]).length === 0 && !firstSpace(t)) continue;
      const move = { from, to: tableau(t), n: 1 };
      if (checkMove(state, move).ok) out.push(move);
    }
  }
  if (rules.stock) {
    if (state.stock.length > 0) out.push({ from: STOCK, to: WASTE, n: Math.min(rules.stock.draw, state.stock.length) });
    else if (canTurnWaste(state)) out.push({ from: WASTE, to: STOCK, n: state.waste.length });
  }
  return out;
}

/**
 * The single-card moves a run move stands for, when the rules play runs out that way (Eight Off's
 * run shortcut): the upper cards go to free cells, the bottom card moves, the rest come back down.
 */
export function expandMove(state: State, move: Move): Move[] {
  if (!state.rules.runsAsSingleMoves || move.n <= 1 || move.from.kind !== 'tableau' || move.to.kind !== 'tableau') {
    return [move];
  }
  const free: number[] = [];
  state.cells.forEach((c, i) => {
    if (c === null) free.push(i);
  });
  const parked = free.slice(0, move.n - 1);
  const out: Move[] = parked.map((i) => ({ from: move.from, to: cell(i), n: 1 }));
  out.push({ from: move.from, to: move.to, n: 1 });
  for (let k = parked.length - 1; k >= 0; k--) out.push({ from: cell(parked[k] as number), to: move.to, n: 1 });
  return out;
}
