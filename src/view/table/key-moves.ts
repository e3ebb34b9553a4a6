import {
  type Card,
  cardsOf,
  checkLift,
  foundation,
  foundationToward,
  moveBetween,
  type ParsedMove,
  type Pile,
  parsePileName,
  pointedFoundation,
} from '../../engine';
import { capitalised, cardName, describeMoveProblem, explain, getLanguage, t } from '../../platform';
import type { CardBoard } from './card-board';
import type { GameDriver } from './game-driver';
import type { Highlights } from './highlights';

// Moves typed on the keyboard in the standard notation: a source key, then a destination key.
// The engine reads the pair ("3a", "1h", "36") with moveBetween, so the view decides nothing. The
// screen reader's pile buttons (a11y/table-controls.ts) pick piles up and put them down by name,
// reaching piles the notation has no key for (Busy Aces' columns 11 and 12) and the foundation
// pressed (Penta's up or down pile for a 5).

const CELL_LETTERS = 'abcdefgijklmnopq';
/**
 * The keys of columns 1 to 12, as on the keyboard's top row: the notation's digits (0 the tenth),
 * then the two keys right of the 0 (keyboard.ts reads them by place: ß and ´ on a German keyboard)
 * for Busy Aces' eleventh and twelfth.
 */
const COLUMN_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '-', '='];

/** The pile name of a notation token in this position, or null. */
function pileOfToken(token: string, columns: number, cells: number, stock: boolean): string | null {
  const column = COLUMN_KEYS.indexOf(token) + 1;
  if (column > 0) return column <= columns ? `t${column}` : null;
  if (token === 's' || token === 'w') return stock ? token : null;
  const c = CELL_LETTERS.indexOf(token);
  return c >= 0 && c < cells ? `c${c + 1}` : null;
}

/** The key token of a pile name ("t3" is 3, "t10" is 0, "t11" is -, "c2" is b, a foundation h), or null. */
export function tokenOfPile(pile: string): string | null {
  if (pile === 's' || pile === 'w') return pile;
  const n = Number(pile.slice(1));
  if (pile.startsWith('t')) return COLUMN_KEYS[n - 1] ?? null;
  if (pile.startsWith('c')) return CELL_LETTERS[n - 1] ?? null;
  return pile.startsWith('f') ? 'h' : null;
}

/** The parts of the table a key move uses (a test gives them without a canvas). */
export type KeyDriver = Pick<GameDriver, 'state' | 'finish' | 'tryMove'>;

export class KeyMoves {
  /** The chosen source, as a pile name (t11 has no key, but its button picks it up). */
  private source: string | null = null;
  /** How many of its cards, where the player chose (the source pressed again); null: as the target implies. */
  private count: number | null = null;

  constructor(
    private readonly driver: KeyDriver,
    private readonly board: Pick<CardBoard, 'pileArea' | 'placeOf'>,
    private readonly highlights: Pick<Highlights, 'show' | 'clear'>,
    private readonly say: (text: string) => void,
  ) {}

  /** The chosen source's pile name, or null. */
  selected(): string | null {
    return this.source;
  }

  /** Chooses a source by its notation key; false if the game has no such pile. */
  select(token: string): boolean {
    const s = this.driver.state;
    const pile = pileOfToken(token, s.tableau.length, s.cells.length, s.rules.stock !== null);
    return pile !== null && this.selectPile(pile);
  }

  /** Chooses a source by its pile name (a pile's button); false if the game has no such pile. */
  selectPile(pile: string): boolean {
    const state = this.driver.state;
    const p = parsePileName(pile, state);
    // A foundation gives a card back only where the rules let it come back (Klondike).
    if (!p || (p.kind === 'foundation' && !checkLift(state, p, 1).ok)) return false;
    this.driver.finish();
    this.source = pile;
    this.count = null;
    const area = this.board.pileArea(pile);
    if (area) this.highlights.show([{ rect: area, colour: 0x9cff8a }]);
    return true;
  }

  /**
   * The chosen column pressed again: one card fewer of its run (so part of a run can go into an
   * empty column, which the notation would fill with as many as can go). False, choosing nothing,
   * when one card is all that was left to choose: the press puts the cards down.
   */
  fewer(): boolean {
    const pile = this.source;
    const state = this.driver.state;
    const from = pile === null ? null : parsePileName(pile, state);
    if (pile === null || from?.kind !== 'tableau') return false;
    let run = 0;
    while (checkLift(state, from, run + 1).ok) run++;
    const n = (this.count ?? run) - 1;
    if (n < 1) return false;
    this.count = n;
    const cards = cardsOf(state, from);
    const top = this.board.placeOf(pile, cards.length - n);
    const area = this.board.pileArea(pile);
    if (area) this.highlights.show([{ rect: { ...area, y: top.y, h: area.y + area.h - top.y }, colour: 0x9cff8a }]);
    this.say(t('say.pickedUpCards', { count: n, card: cardName(cards[cards.length - n] as Card, getLanguage()) }));
    return true;
  }

  /** Plays from the chosen source to the pile of a notation key (h: the foundation that takes the card). */
  target(token: string): void {
    const source = this.source;
    if (source === null) {
      this.clear();
      return;
    }
    const s = this.driver.state;
    const pile = token === 'h' ? 'f' : pileOfToken(token, s.tableau.length, s.cells.length, s.rules.stock !== null);
    if (pile === null) {
      this.clear();
      const text = `${tokenOfPile(source) ?? `${source}-`}${token}`;
      this.say(describeMoveProblem({ code: 'unknown-pile', text }, getLanguage()));
      return;
    }
    this.play(source, pile, pile === 'f' ? foundation(-1) : parsePileName(pile, s));
  }

  /**
   * Sends the chosen source's card home to a foundation that builds `direction` (the keys ↑ and ↓):
   * where "h" leaves a choice, as a 5 in Penta may go up or down. Where no foundation builds that
   * way the key says so and the card stays chosen.
   */
  targetHome(direction: 'up' | 'down'): void {
    const source = this.source;
    if (source === null) return;
    const s = this.driver.state;
    const from = parsePileName(source, s);
    const f = from ? foundationToward(s, cardsOf(s, from).at(-1), direction) : null;
    if (f === null) {
      this.say(t(direction === 'up' ? 'keys.noFoundationUp' : 'keys.noFoundationDown'));
      return;
    }
    this.play(source, `f${f + 1}`, foundation(f));
  }

  /**
   * Plays from the chosen source to a pile by its name (a pile's button). A foundation pressed is
   * the one meant (pointedFoundation): in Penta, an up or a down pile for a 5 that both would take.
   */
  targetPile(pile: string): void {
    const source = this.source;
    if (source === null) {
      this.clear();
      return;
    }
    const s = this.driver.state;
    const from = parsePileName(source, s);
    const to = parsePileName(pile, s);
    this.play(source, pile, from && to?.kind === 'foundation' ? pointedFoundation(s, from, to.index) : to);
  }

  /** Plays from pile `source` to `to` (named `target`, "f" for any foundation), or says why not. */
  private play(source: string, target: string, to: Pile | null): void {
    const count = this.count;
    this.clear();
    const s = this.driver.state;
    const from = parsePileName(source, s);
    const a = tokenOfPile(source);
    const b = tokenOfPile(target);
    // The move as the player gave it: in the notation where both piles have keys ("3h"), else by name ("t11-t3").
    const text = a !== null && b !== null ? `${a}${b}` : `${source}-${target}`;
    const parsed: ParsedMove =
      from && to ? moveBetween(s, from, to, text, count) : { ok: false, problem: { code: 'unknown-pile', text } };
    if (!parsed.ok) {
      const { problem } = parsed;
      // "h" for a card that may go up or down: the card stays chosen for ↑ or ↓ to say which.
      if (problem.code === 'refused' && problem.refusal.code === 'foundation-ambiguous' && from) {
        this.selectPile(source);
        this.say(t('keys.upOrDown', { card: capitalised(cardName(problem.refusal.card, getLanguage())) }));
        return;
      }
      this.say(describeMoveProblem(problem, getLanguage()));
      return;
    }
    const refusal = this.driver.tryMove(parsed.move);
    if (refusal) this.say(explain(refusal, getLanguage()));
  }

  clear(): void {
    if (this.source !== null) this.highlights.clear();
    this.source = null;
    this.count = null;
  }
}
