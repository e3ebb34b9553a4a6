import { type Card, rankOf, suitOf } from './cards';
import type { Rules } from './games';
import { checkMove, foundationChoices, type Move, moveCapacity } from './moves';
import type { Refusal } from './reasons';
import {
  buildOf,
  foundationAccepts,
  foundationGroupIndex,
  foundationGroupOf,
  foundationRank,
  groupLength,
  runLength,
  spaceRank,
} from './rules';
import {
  cardsOf,
  cell,
  foundation,
  type Pile,
  parsePileName,
  pileName,
  STOCK,
  type State,
  tableau,
  WASTE,
} from './state';

// Standard FreeCell move notation: columns are digits (1-9, and 0 for a tenth column), cells are
// letters from a (skipping h, so Eight Off's eight cells are a-g and i), h is the foundations,
// s the stock and w the waste. "3a" puts column 3's card in cell a, "a5" brings it to column 5,
// "1h" sends column 1's card home, "36" moves from column 3 to 6 as many cards as make sense:
// the run that fits on column 6, or the most that may move into an empty column. ":2" after a
// move gives the count where it is not that (e.g. "36:2"). "sw" deals from the stock, "ws" turns
// the waste over. Moves may also be written with pile names, as "t3-c1", "c1-t5", "t1-f", "t3-t6:2";
// there the count is always explicit (no ":n" is one card), so the text means the same anywhere.

const CELL_LETTERS = 'abcdefgijklmnopq';

function token(p: Pile): string {
  switch (p.kind) {
    case 'tableau':
      return p.index === 9 ? '0' : String(p.index + 1);
    case 'cell':
      return CELL_LETTERS[p.index] as string;
    case 'foundation':
      return 'h';
    case 'stock':
      return 's';
    case 'waste':
      return 'w';
  }
}

/**
 * The count "36" stands for: the run that builds on the target, or the most that may move into a
 * space (all of a run headed by the one rank that fills a space).
 */
function impliedCount(state: State, from: Pile, to: Pile): number {
  // Never 0 (an empty stock or waste): a count of 0 is refused for "no card", not for the real reason.
  if (from.kind !== 'tableau' || to.kind !== 'tableau') {
    if (from.kind === 'stock') return Math.max(1, Math.min(state.rules.stock?.draw ?? 1, state.stock.length));
    if (to.kind === 'stock') return Math.max(1, state.waste.length);
    return 1;
  }
  const pile = cardsOf(state, from);
  const build = buildOf(state.rules, from.index);
  const run = state.rules.runs === 'single' ? 1 : runLength(build, pile, state.faceDown[from.index] ?? 0);
  const target = cardsOf(state, to);
  if (target.length > 0) {
    // The run that builds there; if it is only too long to carry, that count, so the refusal says so.
    let tooMany: number | null = null;
    for (let n = 1; n <= run; n++) {
      const verdict = checkMove(state, { from, to, n });
      if (verdict.ok) return n;
      if (tooMany === null && verdict.refusal.code === 'over-capacity') tooMany = n;
    }
    return tooMany ?? 1;
  }
  // Where only the order's top rank fills a space (a king), the cards meant are the run it heads,
  // however many: a run too long to carry is refused as that, not as a queen put in the space.
  const top = spaceRank(state.rules);
  const head = pile[pile.length - run];
  if (typeof top === 'number' && head !== undefined && rankOf(head) === top) return run;
  return Math.max(1, Math.min(run, moveCapacity(state, from, true)));
}

/** A move in standard notation, as it reads in this position. */
export function moveToText(state: State, move: Move): string {
  // "h3" would not say which foundation's card comes back: with pile names it does. Past ten
  // columns (Busy Aces' twelve) a column has no one-character token ("111" could be 1 to 11 or
  // 11 to 1): such a game's moves are all written with pile names.
  if (move.from.kind === 'foundation' || state.tableau.length > 10) return moveToPileText(move);
  // Nor would "1h" say which where piles of two groups take the card (Penta's 5s): it names its pile.
  if (move.to.kind === 'foundation' && homeIsAChoice(state, move.from)) return moveToPileText(move);
  const base = token(move.from) + token(move.to);
  return move.n === impliedCount(state, move.from, move.to) ? base : `${base}:${move.n}`;
}

/** A move with pile names, independent of the position: "t3-t6:2", "c1-f1", "s-w:1". */
export function moveToPileText(move: Move): string {
  return `${pileName(move.from)}-${pileName(move.to)}${move.n > 1 ? `:${move.n}` : ''}`;
}

/** Do piles of more than one foundation group take the top card of `from`? */
function homeIsAChoice(state: State, from: Pile): boolean {
  const top = cardsOf(state, from).at(-1);
  return top !== undefined && foundationChoices(state, top).length > 1;
}

/**
 * The foundation a card that no foundation takes was meant for, whose refusal says why: one
 * building its suit whose order reaches its rank later (of a Sixes and Sevens 9 of hearts, a 7s
 * pile, not a 6s pile going down), else any building its suit, else an empty one (its refusal says
 * what starts it), else the first.
 */
function nearestFoundation(state: State, c: Card): number {
  const tops = state.foundations.map((f) => f.at(-1));
  const inSuit = tops.flatMap((top, i) => (top !== undefined && suitOf(top) === suitOf(c) ? [i] : []));
  const ahead = inSuit.find((i) => reachesLater(state, i, c));
  if (ahead !== undefined) return ahead;
  if (inSuit.length > 0) return inSuit[0] as number;
  return Math.max(0, tops.indexOf(undefined));
}

/** Does foundation pile `index` take `c`'s rank at some height above where it stands? */
function reachesLater(state: State, index: number, c: Card): boolean {
  const group = foundationGroupOf(state.rules, index);
  for (let h = (state.foundations[index] ?? []).length; h < groupLength(group); h++)
    if (foundationRank(group, h) === rankOf(c)) return true;
  return false;
}

function pileFromToken(state: State, t: string): Pile | null {
  if (/^[0-9]$/.test(t)) {
    const index = t === '0' ? 9 : Number(t) - 1;
    return index < state.tableau.length ? tableau(index) : null;
  }
  if (t === 'h') return foundation(-1);
  if (t === 's') return state.rules.stock ? STOCK : null;
  if (t === 'w') return state.rules.stock ? WASTE : null;
  const i = CELL_LETTERS.indexOf(t);
  return i >= 0 && i < state.cells.length ? cell(i) : null;
}

/** Why a move given as text was not taken: a code with its values, put into words by the platform. */
export type MoveProblem =
  | { readonly code: 'not-a-move'; readonly text: string }
  | { readonly code: 'unknown-pile'; readonly text: string }
  | { readonly code: 'refused'; readonly text: string; readonly refusal: Refusal };

export type ParsedMove =
  | { readonly ok: true; readonly move: Move }
  | { readonly ok: false; readonly problem: MoveProblem };

/** Reads a move in standard notation or with pile names, and checks it against the position. */
export function parseMove(state: State, text: string): ParsedMove {
  const t = text.trim().toLowerCase();
  let from: Pile | null;
  let to: Pile | null;
  let count: number | null = null;
  const named = /^([a-z]\d*)-([a-z]\d*)(?::(\d+))?$/.exec(t);
  const short = /^([0-9a-z])([0-9a-z])(?::(\d+))?$/.exec(t);
  if (named) {
    from = parsePileName(named[1] as string, state);
    to = named[2] === 'f' ? foundation(-1) : parsePileName(named[2] as string, state);
    // With pile names the count is explicit: no ":n" means one card.
    count = named[3] ? Number(named[3]) : 1;
  } else if (short) {
    from = pileFromToken(state, short[1] as string);
    to = pileFromToken(state, short[2] as string);
    if (short[3]) count = Number(short[3]);
  } else {
    return { ok: false, problem: { code: 'not-a-move', text } };
  }
  if (!from || !to) return { ok: false, problem: { code: 'unknown-pile', text } };
  return moveBetween(state, from, to, text, count);
}

/**
 * The move a player means by naming its two piles, read as the notation reads them: a foundation
 * given as `foundation(-1)` is the one that takes the card, and without `count` the cards are those
 * "36" implies. The keyboard's pick up and put down names piles that may have no key of their own
 * (Busy Aces' columns 11 and 12). `text` is what the player gave, for the problem.
 */
export function moveBetween(state: State, from: Pile, to: Pile, text: string, count: number | null = null): ParsedMove {
  const refused = (refusal: Refusal): ParsedMove => ({ ok: false, problem: { code: 'refused', text, refusal } });
  // "h" as a source names no one foundation: taking a card back names its pile (f1-t3).
  if (from.kind === 'foundation' && from.index < 0) {
    return refused({ code: state.rules.foundations.comeBack ? 'foundation-name-pile' : 'foundation-one-way' });
  }
  let target = to;
  if (target.kind === 'foundation' && target.index < 0) {
    const top = cardsOf(state, from).at(-1);
    if (top === undefined) return refused({ code: 'no-card' });
    const choices = foundationChoices(state, top as Card);
    // Where piles of different groups take the card, which one changes the game: the player says.
    if (choices.length > 1) return refused({ code: 'foundation-ambiguous', card: top as Card, piles: choices });
    target = foundation(choices[0] ?? nearestFoundation(state, top as Card));
  }
  const move: Move = { from, to: target, n: count ?? impliedCount(state, from, target) };
  const verdict = checkMove(state, move);
  return verdict.ok ? { ok: true, move } : refused(verdict.refusal);
}

/**
 * The foundation meant when the player points at foundation pile `index` for the top card of
 * `from` (presses its button): that pile where it takes the card; else the pile of its group that
 * does (the piles of a group are alike: a 2 of hearts pointed at an empty pile is meant for the
 * one that holds the ace of hearts); else the pile itself where only another group's pile would
 * take it (Penta's 4 pointed at an up pile is refused there, not sent down); else any foundation
 * (-1), as "h" says it, whose refusal names what the card's own pile wants.
 */
export function pointedFoundation(state: State, from: Pile, index: number): Pile {
  const top = cardsOf(state, from).at(-1);
  const pile = state.foundations[index];
  if (top === undefined || pile === undefined) return foundation(index);
  if (foundationAccepts(state.rules, index, pile, top)) return foundation(index);
  const choices = foundationChoices(state, top);
  const group = foundationGroupIndex(state.rules, index);
  const same = choices.find((i) => foundationGroupIndex(state.rules, i) === group);
  if (same !== undefined) return foundation(same);
  return choices.length > 0 ? foundation(index) : foundation(-1);
}

/**
 * A move as JSON for tools: pile names, with `f` for a foundation (the engine picks which), but
 * the pile's own name in a game of several foundation groups, where the pile says which group.
 */
export function moveToJson(move: Move, rules: Rules): { from: string; to: string; n: number } {
  const anyFoundation = move.to.kind === 'foundation' && !rules.moreFoundations;
  return { from: pileName(move.from), to: anyFoundation ? 'f' : pileName(move.to), n: move.n };
}
