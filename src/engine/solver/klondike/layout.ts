import { type Card, suitOf } from '../../cards';
import type { Rules } from '../../games';
import type { State } from '../../state';

// The Klondike solver's position: one small byte array, copied from parent to child (about 200
// bytes, cheaper than undoing a move), with every card known (the "thoughtful" game).
//
// Stock and waste are one list, the talon: the waste bottom first, then the stock in the order
// it will land on the waste (the engine turns the stock's top card first, so the talon is the
// waste followed by the stock reversed, whatever the draw). `p` cards of it are on the waste;
// drawing adds `draw` to p (or what is left), turning the waste over sets p to 0 and leaves the
// list as it is. Cards are the engine's: (rank - 1) * 4 + suit.

export interface Layout {
  readonly rules: Rules;
  readonly nCols: number;
  /** Room per column. */
  readonly slot: number;
  readonly draw: number;
  /** Passes allowed, or 0 for unlimited. */
  readonly passes: number;
  readonly comeBack: boolean;
  /** Offsets: column lengths, face-down counts, foundation heights (by suit), talon, its length, p, pass. */
  readonly len: number;
  readonly down: number;
  readonly found: number;
  readonly talon: number;
  readonly tn: number;
  readonly p: number;
  readonly pass: number;
  readonly size: number;
}

export function layoutFor(state: State): Layout {
  const rules = state.rules;
  const nCols = state.tableau.length;
  const slot = Math.max(20, ...state.tableau.map((c) => c.length + 13));
  const len = nCols * slot;
  const down = len + nCols;
  const found = down + nCols;
  const talon = found + 4;
  const tn = talon + 52;
  const passes = rules.stock?.passes ?? 1;
  return {
    rules,
    nCols,
    slot,
    draw: rules.stock?.draw ?? 1,
    passes: passes === 'unlimited' ? 0 : passes,
    comeBack: rules.foundations.comeBack,
    len,
    down,
    found,
    talon,
    tn,
    p: tn + 1,
    pass: tn + 2,
    size: tn + 3,
  };
}

/** The engine's position packed; throws where it is not a one-deck game with suit foundations up from the ace. */
export function pack(L: Layout, state: State): Uint8Array {
  const b = new Uint8Array(L.size);
  state.tableau.forEach((col, c) => {
    col.forEach((card, i) => {
      b[c * L.slot + i] = card;
    });
    b[L.len + c] = col.length;
    b[L.down + c] = state.faceDown[c] ?? 0;
  });
  for (const f of state.foundations) {
    const top = f.at(-1);
    if (top !== undefined) b[L.found + suitOf(top)] = f.length;
  }
  const talon = [...state.waste, ...state.stock.slice().reverse()];
  talon.forEach((card, i) => {
    b[L.talon + i] = card;
  });
  b[L.tn] = talon.length;
  b[L.p] = state.waste.length;
  b[L.pass] = Math.min(255, state.pass);
  return b;
}

export function homeCount(L: Layout, b: Uint8Array): number {
  return (b[L.found] as number) + (b[L.found + 1] as number) + (b[L.found + 2] as number) + (b[L.found + 3] as number);
}

/** The card `c` as an engine Card. */
export const asCard = (c: number): Card => c as Card;
