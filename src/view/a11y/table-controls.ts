import { cardsOf, checkLift, foundationGroupOf, parsePileName, type State } from '../../engine';
import { cardName, explain, getLanguage, rankName, t } from '../../platform';
import type { CardBoard } from '../table/card-board';
import type { KeyMoves } from '../table/key-moves';
import { stockStatus } from '../table/stock-label';
import type { ButtonInfo } from '../ui/button';
import type { A11yControl } from './dom-layer';
import { shownCard } from './move-words';

// The table's controls for the DOM layer: every pile, in a fixed order, as a button that picks its
// cards up and puts them down (the keyboard's own way to play: the notation's select and target,
// key-moves.ts), then the canvas buttons (status line, HUD) under their own labels.

/** A pile's name and contents in words: "Column 3, 7 cards, the 5 of hearts on top". */
export function pileLabel(state: State, name: string): string {
  const pile = parsePileName(name, state);
  if (!pile) return name;
  const cards = cardsOf(state, pile);
  const top = cards.length > 0 ? shownCard(state, pile, cards.length - 1) : '';
  const n = Number(name.slice(1));
  switch (pile.kind) {
    case 'tableau': {
      if (!top) return t('pile.columnEmpty', { column: n });
      // The backs a sighted player counts (Klondike): a face-down card lies under a face-up one.
      const down = state.faceDown[pile.index] ?? 0;
      return down > 0
        ? t('pile.columnFaceDown', { column: n, cards: cards.length, down, top })
        : t('pile.column', { column: n, cards: cards.length, top });
    }
    case 'cell':
      return top ? t('pile.cell', { cell: n, top }) : t('pile.cellEmpty', { cell: n });
    case 'foundation': {
      // What the empty slot shows (its first rank and an arrow), and where piles of two groups
      // build two ways (Penta's up and down piles), which way this one does.
      const group = foundationGroupOf(state.rules, pile.index);
      const way = t(`words.order.${group.direction}`);
      if (!top) {
        const rank = rankName(group.base, getLanguage());
        return t('pile.foundationEmpty', { foundation: n, rank, way });
      }
      return state.rules.moreFoundations
        ? t('pile.foundationWay', { foundation: n, way, top })
        : t('pile.foundation', { foundation: n, top });
    }
    case 'stock':
      return stockLabel(state);
    case 'waste':
      return top ? t('pile.waste', { top }) : t('pile.wasteEmpty');
  }
}

/**
 * Every card a sighted player sees in a column, from the bottom up (its face-down cards counted),
 * for the screen reader's description of the column's button: its name says the top card only, as
 * a sighted player's glance does. Undefined for a column of one card or none (the name says it all).
 */
export function pileDescription(state: State, name: string): string | undefined {
  const pile = parsePileName(name, state);
  if (pile?.kind !== 'tableau') return undefined;
  const cards = cardsOf(state, pile);
  if (cards.length < 2) return undefined;
  const down = state.faceDown[pile.index] ?? 0;
  const shown = cards.slice(down).map((c) => cardName(c, getLanguage()));
  const words = down > 0 ? [t('pile.faceDownCount', { down }), ...shown] : shown;
  return t('pile.columnCards', { cards: words.join(', ') });
}

/** The stock as its label on the table says it (stockStatus): the cards and the pass, or what a press does once it is empty. */
function stockLabel(state: State): string {
  const status = stockStatus(state);
  const passes = state.rules.stock?.passes ?? 1;
  const pass = (n: number) =>
    passes === 'unlimited' ? t('pile.passOpen', { pass: n }) : t('pile.pass', { pass: n, passes });
  switch (status?.kind) {
    case 'cards':
      return t('pile.stock', { cards: status.cards, pass: pass(status.pass) });
    case 'turn-over':
      return t('pile.stockTurnOver', { pass: pass(status.pass) });
    case 'empty':
      return t('pile.stockEmpty', { pass: pass(status.pass) });
    default:
      return t('pile.stockDone');
  }
}

export interface TableControlParts {
  readonly board: Pick<CardBoard, 'tableLayout' | 'pileNames' | 'pileArea'>;
  readonly keys: KeyMoves;
  state(): State;
  tapStock(): void;
  say(text: string): void;
  /** The table takes no moves now (paused, a box open, won): as the canvas and the keys are. */
  blocked(): boolean;
}

/** The order the keyboard meets the piles in: the cells, the stock and waste, the foundations, then the columns. */
const GROUP_ORDER = 'cswft';

/** The piles as controls, in the order the keyboard meets them (whatever the screen's arrangement). */
export function pileControls(p: TableControlParts): A11yControl[] {
  const state = p.state();
  const layout = p.board.tableLayout;
  const names = p.board.pileNames().filter((n) => layout.slots.has(n));
  const rank = (n: string) => GROUP_ORDER.indexOf(n[0] ?? '') * 100 + (Number(n.slice(1)) || 0);
  names.sort((a, b) => rank(a) - rank(b));
  const selected = p.keys.selected();
  return names.map((name) => {
    const description = pileDescription(state, name);
    return {
      key: `pile:${name}`,
      label: pileLabel(state, name),
      ...(description !== undefined ? { description } : {}),
      rect: p.board.pileArea(name) ?? { x: 0, y: 0, w: 0, h: 0 },
      pile: true,
      pressed: name === selected,
      press: () => pressPile(p, name),
    };
  });
}

/**
 * A pile pressed: the stock deals; else the first press picks the pile's cards up, the next puts them
 * down there; the same column pressed again picks up one card fewer of its run.
 */
function pressPile(p: TableControlParts, name: string): void {
  if (p.blocked()) return;
  if (name === 's') {
    p.tapStock();
    return;
  }
  // By name, not by the notation's keys: every pile is a button, Busy Aces' columns 11 and 12 too.
  const selected = p.keys.selected();
  if (selected === name) {
    // Again: one card fewer of a column's run, until one card was all; then put down.
    if (p.keys.fewer()) return;
    p.keys.clear();
    p.say(t('say.putDown'));
  } else if (selected !== null) p.keys.targetPile(name);
  else {
    // Nothing to pick up (an empty pile, a one-way foundation, a column all face down): it says
    // why, as a press on the canvas does, rather than nothing.
    const state = p.state();
    const pile = parsePileName(name, state);
    const lift = pile ? checkLift(state, pile, 1) : null;
    if (lift && !lift.ok) {
      p.say(explain(lift.refusal, getLanguage()));
      return;
    }
    if (!p.keys.selectPile(name)) return;
    const top = pile ? cardsOf(state, pile).at(-1) : undefined;
    if (top !== undefined) p.say(t('say.pickedUp', { card: cardName(top, getLanguage()) }));
  }
}

/** Where a table dialog's buttons begin (dialog.ts draws them at 7003 and up). */
const DIALOG_DEPTH = 7000;

/**
 * Everything the DOM layer shows for the table now: a dialog's buttons alone while one is open
 * (`modal`), else the piles, the status line's buttons and the HUD's; nothing once the game is won
 * (the win panel has the keys then).
 */
export function tableControls(
  p: TableControlParts & {
    readonly buttons: readonly ButtonInfo[];
    readonly dialogOpen: boolean;
    readonly finished: boolean;
    focusDialog(i: number): void;
  },
): { controls: A11yControl[]; modal: boolean } {
  if (p.finished) return { controls: [], modal: false };
  if (p.dialogOpen) {
    const own = p.buttons.filter((b) => b.depth >= DIALOG_DEPTH);
    return { controls: buttonControls(own).map((c, i) => ({ ...c, focused: () => p.focusDialog(i) })), modal: true };
  }
  return {
    controls: [...pileControls(p), ...buttonControls(p.buttons.filter((b) => b.depth < DIALOG_DEPTH))],
    modal: false,
  };
}

/** The canvas's buttons as controls, under their labels (the same label twice gets a number). */
export function buttonControls(buttons: readonly ButtonInfo[]): A11yControl[] {
  const seen = new Map<string, number>();
  return buttons.map((b) => {
    const n = (seen.get(b.label) ?? 0) + 1;
    seen.set(b.label, n);
    return {
      // Its own id where it has one: a button whose label changes (Sound, Muted) keeps its focus.
      key: b.id !== undefined ? `button:#${b.id}` : `button:${b.label}:${n}`,
      label: b.label === '✕' ? t('table.close') : b.label,
      rect: b,
      disabled: !b.enabled,
      press: b.press,
    };
  });
}
