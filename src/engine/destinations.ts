import { type Card, card as cardOf, fullDeck, rankOf, type Suit, suitOf } from './cards';
import { checkMove, foundationChoices, type Move } from './moves';
import {
  buildsOf,
  buildsOn,
  canFillSpace,
  columnGroupOf,
  foundationGroupIndex,
  foundationGroups,
  foundationRank,
  groupLength,
} from './rules';
import { cardsOf, cell, foundation, type Pile, type State, samePile, tableau } from './state';

// Where cards may go, asked of one pile: the table outlines these while cards are held, a tap
// plays the first, and a card with nowhere to go is told what would take it. Every answer comes
// from checkMove and the rule primitives, so the view says no rule of its own.

/**
 * Where `n` cards from `from` may legally go, best first: home (each group that takes it), a build,
 * a space (the first of each tableau group: Penta's left and right spaces build two ways), a cell
 * (the first free).
 */
export function destinations(state: State, from: Pile, n: number): Move[] {
  const out: Move[] = [];
  const add = (to: Pile) => {
    const m = { from, to, n };
    if (!samePile(from, to) && checkMove(state, m).ok) out.push(m);
  };
  const top = cardsOf(state, from).at(-1);
  if (n === 1 && top !== undefined) {
    for (const f of foundationChoices(state, top)) add(foundation(f));
  }
  const builds: Pile[] = [];
  const spaces = new Map<number, Pile>();
  const rules = state.rules;
  // A whole column into a space of its own group changes nothing (as legalMoves leaves it out).
  const whole = from.kind === 'tableau' && cardsOf(state, from).length === n;
  state.tableau.forEach((col, i) => {
    const group = columnGroupOf(rules, i);
    if (col.length > 0) builds.push(tableau(i));
    else if (!spaces.has(group) && !(whole && columnGroupOf(rules, from.index) === group))
      spaces.set(group, tableau(i));
  });
  for (const p of builds) add(p);
  for (const p of spaces.values()) add(p);
  const freeCell = state.cells.indexOf(null);
  // From one cell to another changes nothing (as legalMoves leaves it out).
  if (n === 1 && freeCell >= 0 && from.kind !== 'cell') add(cell(freeCell));
  return out;
}

/** What kinds of pile could ever take `n` cards headed by `card` in this game, whatever lies where now. */
export interface WouldTake {
  /** The cards (one of each, one deck) it builds on in a column (in some column, where columns build their own ways). */
  readonly parents: readonly Card[];
  /** An empty column would take it. */
  readonly space: boolean;
  /** A free cell would take it (a single card, in a game with cells). */
  readonly cell: boolean;
  /**
   * The cards (one of each, one deck) whose going home would let this single card go home next: a
   * pile that could still reach it wants them first (Sixes and Sevens' 9 of hearts, after its 8).
   */
  readonly home: readonly Card[];
}

export function wouldTake(state: State, card: Card, n: number): WouldTake {
  const rules = state.rules;
  return {
    parents: fullDeck(1).filter((onto) => buildsOf(rules).some((b) => buildsOn(b, card, onto))),
    space: state.tableau.length > 0 && canFillSpace(rules, card),
    cell: rules.cells > 0 && n === 1,
    home: n === 1 ? homeFirst(state, card) : [],
  };
}

/**
 * The cards that go home just before `c`: the next card of a foundation pile (of its group, of its
 * suit or any suit in Penta's groups) that would take `c` right after it. Only the next one: a card
 * further off ("the 8 of clubs home" for a 9 at the deal) tells the player nothing they can do now.
 */
function homeFirst(state: State, c: Card): Card[] {
  const out = new Set<Card>();
  foundationGroups(state.rules).forEach((group, g) => {
    let place = -1;
    for (let h = 0; h < groupLength(group); h++) if (foundationRank(group, h) === rankOf(c)) place = h;
    if (place <= 0) return;
    const waiting = state.foundations.some(
      (pile, i) =>
        foundationGroupIndex(state.rules, i) === g &&
        pile.length === place - 1 &&
        (pile.length === 0 || group.anySuit === true || suitOf(pile[0] as Card) === suitOf(c)),
    );
    if (!waiting) return;
    const below = foundationRank(group, place - 1);
    const suits: readonly Suit[] = group.anySuit ? [0, 1, 2, 3] : [suitOf(c)];
    for (const suit of suits) out.add(cardOf(below, suit));
  });
  return [...out];
}
