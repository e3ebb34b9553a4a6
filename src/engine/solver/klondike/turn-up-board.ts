import type { Card } from '../../cards';
import { checkMove, foundationChoices, legalMoves, type Move } from '../../moves';
import { buildOf, columnGroupOf, runLength } from '../../rules';
import { emptyColumnCount, foundation, freeCellCount, type State, tableau } from '../../state';
import { cardsText } from './turn-up-talon';

// The turn-up search (turn-up.ts) plays every legal move of every position it reaches, and asking
// legalMoves at each once cost most of it: a column's run is checked against every column at
// every length, position after position, though a move changes one or two piles. Here the same
// moves are listed in legalMoves' order, but each verdict of checkMove is asked once per pair of
// piles' contents and kept: a move between piles reads nothing else but the rules, and for a
// run of several cards the spaces and free cells (moveCapacity), which the kept verdict is keyed
// on too. A property test holds the list to legalMoves' on random positions.

/** A pile's cards as the search tells them apart: text for keys, and a number for the kept verdicts. */
export interface PileText {
  /** The face-down count (from 0x10), then a character a card (cardChar). */
  readonly text: string;
  readonly id: number;
}

/** The piles of a position as the search tells them apart: its columns', then its foundations'. */
export type BoardTexts = readonly PileText[];

export class BoardMoves {
  private readonly ids = new Map<string, number>();
  /** Column to column: the lengths of run checkMove takes, by the source's id, then the target's and the rest. */
  private readonly runs = new Map<number, Map<number, readonly number[]>>();
  /** A foundation's top card back to a column: checkMove's verdict, by the foundation's id, then the column's. */
  private readonly backs = new Map<number, Map<number, boolean>>();
  /**
   * foundationChoices of each card, by the foundations it reads (besides the rules): a move that
   * leaves them alone keeps the array (applyMove), so most positions find theirs here.
   */
  private readonly choices = new WeakMap<readonly (readonly Card[])[], (readonly number[] | undefined)[]>();
  /** Each column's tableau group (the rules' and the column count are one search's). */
  private groups: readonly number[] | null = null;

  /** The text and number of a pile's cards, `faceDown` of them face down. */
  private textOf(cards: readonly Card[], faceDown: number): PileText {
    const text = String.fromCharCode(0x10 + faceDown) + cardsText(cards);
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(text, id);
    }
    return { text, id };
  }

  /**
   * The texts of `s`'s piles; where `s` was made from `parent` (whose are `parentTexts`), the
   * piles a move left alone (the same arrays: applyMove) keep theirs.
   */
  textsOf(s: State, parent?: State, parentTexts?: BoardTexts): BoardTexts {
    const out: PileText[] = [];
    const columns = s.tableau.length;
    for (let i = 0; i < columns; i++) {
      const col = s.tableau[i] as readonly Card[];
      const down = s.faceDown[i] ?? 0;
      const same = parent && parentTexts && parent.tableau[i] === col && parent.faceDown[i] === down;
      out.push(same ? (parentTexts[i] as PileText) : this.textOf(col, down));
    }
    for (let f = 0; f < s.foundations.length; f++) {
      const pile = s.foundations[f] as readonly Card[];
      const same = parent && parentTexts && parent.foundations[f] === pile;
      out.push(same ? (parentTexts[columns + f] as PileText) : this.textOf(pile, 0));
    }
    return out;
  }

  /**
   * legalMoves(s) less the moves from the stock and the waste and the turns, in its order. Where
   * the rules have cells (which this does not list), legalMoves' own, filtered.
   */
  movesOf(s: State, texts: BoardTexts): Move[] {
    if (s.rules.cells > 0) {
      return legalMoves(s).filter((m) => m.from.kind !== 'stock' && m.to.kind !== 'stock' && m.from.kind !== 'waste');
    }
    const out: Move[] = [];
    const rules = s.rules;
    const columns = s.tableau.length;
    this.groups ??= s.tableau.map((_, i) => columnGroupOf(rules, i));
    const group = this.groups;
    // Spaces of one tableau group are alike: only the first is a target (as legalMoves).
    const firstSpace = (t: number): boolean =>
      s.tableau.findIndex((c, i) => c.length === 0 && group[i] === group[t]) === t;
    let choices = this.choices.get(s.foundations);
    if (!choices) {
      choices = [];
      this.choices.set(s.foundations, choices);
    }
    // What moveCapacity reads besides the piles.
    const rest = emptyColumnCount(s) * (s.cells.length + 1) + freeCellCount(s);
    const restCount = (columns + 1) * (s.cells.length + 1);
    for (let i = 0; i < columns; i++) {
      const col = s.tableau[i] as readonly Card[];
      const down = s.faceDown[i] ?? 0;
      if (col.length <= down) continue;
      const from = tableau(i);
      const top = col[col.length - 1] as Card;
      let homes = choices[top];
      if (!homes) {
        homes = foundationChoices(s, top);
        choices[top] = homes;
      }
      for (const f of homes) out.push({ from, to: foundation(f), n: 1 });
      let byTarget = this.runs.get((texts[i] as PileText).id);
      if (!byTarget) {
        byTarget = new Map();
        this.runs.set((texts[i] as PileText).id, byTarget);
      }
      for (let t = 0; t < columns; t++) {
        if (t === i) continue;
        const target = s.tableau[t] as readonly Card[];
        if (target.length === 0 && !firstSpace(t)) continue;
        const key = (((texts[t] as PileText).id * columns + i) * columns + t) * restCount + rest;
        let lengths = byTarget.get(key);
        if (!lengths) {
          lengths = this.runLengths(s, i, t, group);
          byTarget.set(key, lengths);
        }
        for (const n of lengths) out.push({ from, to: tableau(t), n });
      }
    }
    if (!rules.foundations.comeBack) return out;
    const piles = s.foundations.length;
    for (let f = 0; f < piles; f++) {
      const pile = s.foundations[f] as readonly Card[];
      if (pile.length === 0) continue;
      const id = (texts[columns + f] as PileText).id;
      let byTarget = this.backs.get(id);
      if (!byTarget) {
        byTarget = new Map();
        this.backs.set(id, byTarget);
      }
      const from = foundation(f);
      for (let t = 0; t < columns; t++) {
        if ((s.tableau[t] as readonly Card[]).length === 0 && !firstSpace(t)) continue;
        const key = ((texts[t] as PileText).id * piles + f) * columns + t;
        let fits = byTarget.get(key);
        const move = { from, to: tableau(t), n: 1 };
        if (fits === undefined) {
          fits = checkMove(s, move).ok;
          byTarget.set(key, fits);
        }
        if (fits) out.push(move);
      }
    }
    return out;
  }

  /** The run lengths legalMoves lists from column `i` to column `t` of `s`. */
  private runLengths(s: State, i: number, t: number, group: readonly number[]): number[] {
    const rules = s.rules;
    const col = s.tableau[i] as readonly Card[];
    const toSpace = (s.tableau[t] as readonly Card[]).length === 0;
    const maxRun = rules.runs !== 'single' ? runLength(buildOf(rules, i), col, s.faceDown[i] ?? 0) : 1;
    const out: number[] = [];
    for (let n = 1; n <= maxRun; n++) {
      // The whole column into a space of its group: no change.
      if (toSpace && n === col.length && group[i] === group[t]) continue;
      if (checkMove(s, { from: tableau(i), to: tableau(t), n }).ok) out.push(n);
    }
    return out;
  }
}
