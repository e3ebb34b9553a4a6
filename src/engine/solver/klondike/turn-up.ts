import type { Card } from '../../cards';
import { applyMove, checkMove, legalMoves, type Move } from '../../moves';
import { faceDownCount, foundation, type Pile, type State, tableau, WASTE } from '../../state';

// A loss a Klondike player can be told of while cards are still hidden. The samples of
// player-view.ts prove nothing about the real cards, but this needs none: a face-down card must
// turn up before the game is won, and whether a move turns one up (takes a column's last face-up
// cards off it) depends only on the cards in view. Once the player has seen the whole stock (its
// first pass is through, state.ts stockUnseen), every position reachable without turning a card
// up is known to them; where none of those has a move that turns one up, no way of playing wins,
// whatever the hidden cards are. Every legal move is tried (the engine's own), so the proof is
// the rules' and nothing the solver prunes.

export type TurnUp =
  /** Cards lie face down and none of them can ever be turned up: the game is lost. */
  | 'never'
  /** Some line of play turns a face-down card up (or nothing lies face down). */
  | 'possible'
  /** The budget ran out first. */
  | 'unknown';

export interface TurnUpBudget {
  /** Positions to look at before giving up. */
  readonly maxStates: number;
  /** Milliseconds of `clock` (Date.now by default) before giving up. */
  readonly maxMs: number;
  readonly clock?: () => number;
}

/** Positions looked at between clock readings. */
const CLOCK_EVERY = 256;

/**
 * The position as the search tells positions apart: face-up cards, face-down counts (their cards
 * never change while none turns up), foundations, stock and waste; the pass only where passes
 * are limited (with unlimited passes it only counts, and would make every round of the stock new).
 * Drawing one with unlimited passes, where the stock is cut (how many of its cards lie on the
 * waste) does not matter: draws and turns alone reach every cut, and `moves` plays the waste top
 * of each; so the key is the talon (the waste, then the stock in the order it is drawn) uncut.
 */
function keyOf(s: State, how: Talon): string {
  const cols = s.tableau.map((col, i) => `${s.faceDown[i] ?? 0}:${col.join(',')}`).join('|');
  const found = s.foundations.map((f) => f.join(',')).join('|');
  const talon = how === 'uncut' ? `${talonOf(s).join(',')}` : `${s.stock.join(',')}/${s.waste.join(',')}`;
  return `${cols}/${found}/${talon}/${how === 'limited' ? s.pass : ''}`;
}

/** How the stock and waste are told apart (keyOf): uncut (draw one, unlimited passes), cut, or cut with the pass. */
type Talon = 'uncut' | 'cut' | 'limited';

/** The waste, then the stock in the order its cards come onto the waste. */
function talonOf(s: State): Card[] {
  return [...s.waste, ...s.stock.slice().reverse()];
}

/**
 * The moves to try from `s`: its legal moves; talon uncut, every cut's waste top's moves in place
 * of the draws, the turns and the one waste top (each made from that cut; the cuts in the order
 * the draws come to them from `s`'s). `direct`: the move is one `s` itself has.
 */
function* moves(
  s: State,
  how: Talon,
): Generator<{ readonly from: State; readonly move: Move; readonly direct: boolean }> {
  if (how !== 'uncut') {
    for (const move of legalMoves(s)) yield { from: s, move, direct: true };
    return;
  }
  for (const move of legalMoves(s)) {
    if (move.from.kind === 'stock' || move.to.kind === 'stock' || move.from.kind === 'waste') continue;
    yield { from: s, move, direct: true };
  }
  const talon = talonOf(s);
  // Every pile a waste card can go to, but of the empty foundations and empty columns only the
  // first, as legalMoves lists them (the others give the same position with piles in other places).
  const listed = <T>(piles: readonly (readonly T[])[], i: number): boolean =>
    piles[i]?.length !== 0 || piles.findIndex((p) => p.length === 0) === i;
  const targets: Pile[] = [
    ...s.foundations.flatMap((_, i) => (listed(s.foundations, i) ? [foundation(i)] : [])),
    ...s.tableau.flatMap((_, i) => (listed(s.tableau, i) ? [tableau(i)] : [])),
  ];
  const w = s.waste.length;
  for (let i = 0; i < talon.length; i++) {
    // The cut with k cards on the waste (1..talon.length: an empty waste has no top), from the one
    // there is now, or the first draw's where the waste is empty.
    const k = w === 0 ? i + 1 : ((w - 1 + i) % talon.length) + 1;
    const cut: State = { ...s, waste: talon.slice(0, k), stock: talon.slice(k).reverse() };
    for (const to of targets) {
      const move: Move = { from: WASTE, to, n: 1 };
      if (checkMove(cut, move).ok) yield { from: cut, move, direct: k === s.waste.length };
    }
  }
}

/**
 * The search's answer, and where a card can turn up, the first move of a line to that of fewest
 * moves (drawing one with unlimited passes, draws and turns of the waste not counted).
 */
export interface TurnUpAnswer {
  readonly verdict: TurnUp;
  readonly first: Move | null;
  /** Positions told apart by then (the budget's count): what the search cost. */
  readonly positions: number;
}

function search(state: State, budget: TurnUpBudget, talon: 'as-rules' | 'cut'): TurnUpAnswer {
  const down = faceDownCount(state);
  if (down === 0) return { verdict: 'possible', first: null, positions: 0 };
  const clock = budget.clock ?? Date.now;
  const deadline = clock() + budget.maxMs;
  const stock = state.rules.stock;
  const how: Talon =
    stock?.passes !== 'unlimited' ? 'limited' : stock.draw === 1 && talon === 'as-rules' ? 'uncut' : 'cut';
  const seen = new Set<string>([keyOf(state, how)]);
  const queue: State[] = [state];
  /** The move from `state` each queued position's line begins with (the stock's, for another cut's waste top). */
  const firsts: (Move | null)[] = [null];
  const toOtherCut = legalMoves(state).find((m) => m.from.kind === 'stock' || m.to.kind === 'stock') ?? null;
  for (let at = 0; at < queue.length; at++) {
    if (at % CLOCK_EVERY === CLOCK_EVERY - 1 && clock() >= deadline) {
      return { verdict: 'unknown', first: null, positions: seen.size };
    }
    for (const { from, move, direct } of moves(queue[at] as State, how)) {
      const first = at === 0 ? (direct ? move : toOtherCut) : (firsts[at] as Move | null);
      const next = applyMove(from, move);
      if (faceDownCount(next) < down) return { verdict: 'possible', first, positions: seen.size };
      const key = keyOf(next, how);
      if (seen.has(key)) continue;
      if (seen.size >= budget.maxStates) return { verdict: 'unknown', first: null, positions: seen.size };
      seen.add(key);
      queue.push(next);
      firsts.push(first);
    }
  }
  return { verdict: 'never', first: null, positions: seen.size };
}

/**
 * Can any line of play from `state` turn a face-down card up? Searched breadth first over every
 * legal move from every position reached without turning one. Meant for a position whose stock
 * the player has seen (else the answer reads cards they have not). `talon: 'cut'` tells every cut
 * of the stock apart even where it need not (keyOf), for tests that hold the two to each other.
 */
export function turnUpReachable(state: State, budget: TurnUpBudget, talon: 'as-rules' | 'cut' = 'as-rules'): TurnUp {
  return search(state, budget, talon).verdict;
}

/**
 * The answer, and with it the first move of a line of play of fewest moves that turns a face-down
 * card up (drawing one with unlimited passes, draws and turns of the waste not counted: the first
 * move is a draw or a turn where the line's first card is further round the stock), or null
 * where there is none or the budget ran out: for a hint with nothing better, a way out of going
 * round the stock.
 */
export function turnUpSearch(state: State, budget: TurnUpBudget): TurnUpAnswer {
  return search(state, budget, 'as-rules');
}
