import {
  type Card,
  cardsOf,
  currentState,
  foundationGroupOf,
  type Move,
  type Pile,
  type Session,
  type State,
  type Step,
  undo,
} from '../../engine';
import { cardName, getLanguage, t } from '../../platform';

// What a sighted player sees a move do, in words for a screen reader: "The 7 of hearts to column
// 3.", "The 6 of clubs home.", "Dealt the queen of spades from the stock." A card the player cannot
// see is named only as face down.

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A card as the player may know it: its name, or "a face-down card". */
export function shownCard(state: State, pile: Pile, index: number): string {
  const cards = cardsOf(state, pile);
  const c = cards[index] as Card | undefined;
  if (c === undefined) return '';
  const hidden = pile.kind === 'tableau' && index < (state.faceDown[pile.index] ?? 0);
  return hidden ? t('say.faceDown') : cardName(c, getLanguage());
}

/** One single move (a player's, or an auto-move) in a sentence, from the position before it. */
export function moveWords(before: State, move: Move): string {
  const from = cardsOf(before, move.from);
  const first = from.length - move.n;
  const card = capital(shownCard(before, move.from, first));
  switch (move.to.kind) {
    case 'foundation': {
      // Where foundations build two ways (Penta's up and down piles), which one the card went to.
      if (!before.rules.moreFoundations) return t('say.home', { card });
      const way = foundationGroupOf(before.rules, move.to.index).direction;
      return t('say.homeWay', { card, way: t(way === 'up' ? 'table.home.up' : 'table.home.down') });
    }
    case 'cell':
      return t('say.toCell', { card });
    case 'tableau': {
      const column = move.to.index + 1;
      return move.n > 1
        ? t('say.runToColumn', { card, more: move.n - 1, column })
        : t('say.toColumn', { card, column });
    }
    case 'waste':
      // Of several dealt at once (draw three), the last lands on top: the one to play.
      return t('say.dealt', { card: shownCard(before, move.from, first) });
    case 'stock':
      return before.rules.stock?.passes === 'unlimited'
        ? t('say.turnedOverOpen', { pass: before.pass + 1 })
        : t('say.turnedOver', { pass: before.pass + 1, passes: before.rules.stock?.passes ?? 1 });
  }
}

/**
 * A move not yet made (a hint), in a sentence: as moveWords, but a deal from the stock names no card,
 * since the stock's cards lie face down until dealt.
 */
export function hintWords(before: State, move: Move): string {
  return move.from.kind === 'stock' ? t('say.dealFromStock') : moveWords(before, move);
}

/** The face-down card a move from a column turned up there (Klondike), in a sentence, or null. */
function turnedUpWords(before: State, after: State, m: Move): string | null {
  if (m.from.kind !== 'tableau') return null;
  const i = m.from.index;
  if ((after.faceDown[i] ?? 0) >= (before.faceDown[i] ?? 0)) return null;
  const column = after.tableau[i] ?? [];
  const card = column[column.length - 1];
  if (card === undefined) return null;
  return t('say.turnedUp', { card: capital(cardName(card, getLanguage())), column: i + 1 });
}

/** A whole step: the player's move as made (one sentence), then each auto-move that followed it. */
export function stepWords(before: State, step: Step, apply: (s: State, m: Move) => State): string {
  const own = step.played.length - step.auto;
  return [moveWords(before, step.move), ...playedWords(before, step.played, own, apply)].join(' ');
}

/**
 * The sentences of moves played in turn from `start`: each from `firstSaid` on, and after any of
 * them the card it turned face up (Klondike).
 */
function playedWords(
  start: State,
  moves: readonly Move[],
  firstSaid: number,
  apply: (s: State, m: Move) => State,
): string[] {
  const parts: string[] = [];
  let s = start;
  moves.forEach((m, i) => {
    if (i >= firstSaid) parts.push(moveWords(s, m));
    const after = apply(s, m);
    const turned = turnedUpWords(s, after, m);
    if (turned) parts.push(turned);
    s = after;
  });
  return parts;
}

/**
 * The moves a fresh deal played by itself (aces home at the start), each in a sentence, or '' for
 * none: the deal's cards fly there in view, so the player who cannot see them hears them too.
 */
export function openingWords(session: Session, apply: (s: State, m: Move) => State): string {
  const opening = session.opening;
  return opening ? playedWords(opening.dealt, opening.moves, 0, apply).join(' ') : '';
}

/**
 * The step Undo is about to take back, in words ("Taken back: The 6 of spades to a free cell."):
 * a sighted player sees which cards go back, and after a deal from the stock which card returns
 * to it. Only "Move taken back." where there is no step to take back.
 */
export function undoneWords(session: Session): string {
  const step = session.steps[session.cursor - 1];
  if (step === undefined) return t('say.undone');
  return t('say.undoneMove', { move: moveWords(currentState(undo(session)), step.move) });
}
