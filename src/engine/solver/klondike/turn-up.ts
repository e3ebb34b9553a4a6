import type { Card } from '../../cards';
import { applyMove, checkMove, legalMoves, type Move } from '../../moves';
import { faceDownCount, foundation, type Pile, type State, tableau, WASTE } from '../../state';
import { BoardMoves, type BoardTexts } from './turn-up-board';
import { cardsText, TalonCache, type TalonCuts, WasteTakers } from './turn-up-talon';

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
 * Each pile is its number (BoardMoves.textsOf, TalonCuts.id: one for each text of the search's),
 * two characters each, as many as the game has piles; then the uncut talon's number, or where the
 * talon is cut (`talon` null), the stock's and the waste's cards (a character each, cardChar, from
 * 0x80) and the pass, after characters below those; so two keys are equal only where the piles are.
 */
function keyOf(s: State, talon: TalonCuts | null, texts: BoardTexts): string {
  const ids: number[] = [];
  for (const { id } of texts) ids.push(id & 0xffff, id >>> 16);
  if (talon) {
    ids.push(talon.id & 0xffff, talon.id >>> 16);
    return String.fromCharCode(...ids);
  }
  const cut = `${String.fromCharCode(...ids)}${cardsText(s.stock)}/${cardsText(s.waste)}`;
  return passesLimited(s) ? `${cut}/${s.pass}` : cut;
}

/** Where passes through the stock are limited, the pass is part of a position (keyOf). */
const passesLimited = (s: State): boolean => s.rules.stock?.passes !== 'unlimited';

/** A move to try, the position it is made from, and the talon after it (uncut only; else null). */
interface Step {
  readonly from: State;
  readonly move: Move;
  /** The move is one the position itself has (not another cut's). */
  readonly direct: boolean;
  readonly talon: TalonCuts | null;
}

/** What a search keeps of the piles and talons it has met (the talons and takers: uncut only). */
interface Kept {
  readonly board: BoardMoves;
  readonly talons: TalonCache;
  readonly takers: WasteTakers;
}

/**
 * The moves to try from `s`: its legal moves; talon uncut, every cut's waste top's moves in place
 * of the draws, the turns and the one waste top (each made from that cut; the cuts in the order
 * the draws come to them from `s`'s, and for one cut the piles in the order of legalMoves').
 */
function moves(s: State, texts: BoardTexts, talon: TalonCuts | null, kept: Kept): Step[] {
  const out: Step[] = [];
  if (talon === null) {
    for (const move of legalMoves(s)) out.push({ from: s, move, direct: true, talon: null });
    return out;
  }
  for (const move of kept.board.movesOf(s, texts)) out.push({ from: s, move, direct: true, talon });
  // Every pile a waste card can go to, but of the empty foundations and empty columns only the
  // first, as legalMoves lists them (the others give the same position with piles in other places).
  const listed = <T>(piles: readonly (readonly T[])[], i: number): boolean =>
    piles[i]?.length !== 0 || piles.findIndex((p) => p.length === 0) === i;
  // `slot`: the pile's place among the foundations, then the columns (WasteTakers.takenBy).
  const targets: { readonly to: Pile; readonly pile: readonly Card[]; readonly slot: number }[] = [];
  s.foundations.forEach((pile, i) => {
    if (listed(s.foundations, i)) targets.push({ to: foundation(i), pile, slot: i });
  });
  s.tableau.forEach((pile, i) => {
    if (listed(s.tableau, i)) targets.push({ to: tableau(i), pile, slot: s.foundations.length + i });
  });
  const length = talon.cards.length;
  const w = s.waste.length;
  // The cut with k cards on the waste (1..length: an empty waste has no top) comes `order`th from
  // the one there is now, or from the first draw's where the waste is empty.
  const found: { readonly order: number; readonly at: number; readonly to: Pile }[] = [];
  for (const { to, pile, slot } of targets) {
    for (const c of kept.takers.takenBy(s, to, slot, pile)) {
      for (let at = talon.placeOf(c); at >= 0; at = talon.nextPlace(at)) {
        const k = at + 1;
        found.push({ order: w === 0 ? at : (k - w + length) % length, at, to });
      }
    }
  }
  // Stable: for one cut, the piles stay in order.
  found.sort((a, b) => a.order - b.order);
  for (const { at, to } of found) {
    const k = at + 1;
    const cut: State = k === w ? s : { ...s, ...talon.cut(k) };
    const move: Move = { from: WASTE, to, n: 1 };
    if (checkMove(cut, move).ok) out.push({ from: cut, move, direct: k === w, talon: talon.without(at) });
  }
  return out;
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
  const uncut = !passesLimited(state) && state.rules.stock?.draw === 1 && talon === 'as-rules';
  const kept: Kept = { board: new BoardMoves(), talons: new TalonCache(), takers: WasteTakers.of(state.rules) };
  const startTalon = uncut ? kept.talons.ofState(state) : null;
  const startTexts = kept.board.textsOf(state);
  const seen = new Set<string>([keyOf(state, startTalon, startTexts)]);
  const queue: State[] = [state];
  /** Each queued position's talon (uncut only). */
  const talons: (TalonCuts | null)[] = [startTalon];
  /** Each queued position's piles' texts. */
  const texts: BoardTexts[] = [startTexts];
  /** The move from `state` each queued position's line begins with (the stock's, for another cut's waste top). */
  const firsts: (Move | null)[] = [null];
  const toOtherCut = legalMoves(state).find((m) => m.from.kind === 'stock' || m.to.kind === 'stock') ?? null;
  for (let at = 0; at < queue.length; at++) {
    if (at % CLOCK_EVERY === CLOCK_EVERY - 1 && clock() >= deadline) {
      return { verdict: 'unknown', first: null, positions: seen.size };
    }
    const s = queue[at] as State;
    const sTexts = texts[at] as BoardTexts;
    for (const { from, move, direct, talon } of moves(s, sTexts, talons[at] ?? null, kept)) {
      const first = at === 0 ? (direct ? move : toOtherCut) : (firsts[at] as Move | null);
      const next = applyMove(from, move);
      if (faceDownCount(next) < down) return { verdict: 'possible', first, positions: seen.size };
      const nextTexts = kept.board.textsOf(next, s, sTexts);
      const key = keyOf(next, talon, nextTexts);
      if (seen.has(key)) continue;
      if (seen.size >= budget.maxStates) return { verdict: 'unknown', first: null, positions: seen.size };
      seen.add(key);
      queue.push(next);
      talons.push(talon);
      texts.push(nextTexts);
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
