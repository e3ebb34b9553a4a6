import { type Card, suitOf } from '../../cards';
import { applyMove, checkMove, foundationFor, type Move } from '../../moves';
import { foundation, isWon, STOCK, type State, tableau, WASTE } from '../../state';
import { asCard, type Layout, pack } from './layout';
import {
  apply,
  F2T,
  FOUND,
  moveA,
  moveB,
  moveC,
  moveKind,
  moveRedeal,
  PAIR,
  pairFirst,
  pairSecond,
  T2F,
  T2T,
  TAL,
} from './moves';
import type { KlondikeLine } from './search';

// A solver line back in the engine's moves: each talon move becomes the draws (and the turn of
// the waste) that bring its card to the waste top, then the card's move.

/** The engine moves one solver move stands for, played on `state` (whose packed form is `b`). */
export function engineMoves(L: Layout, state: State, b: Uint8Array, m: number): Move[] {
  if (m >= PAIR) {
    // A card back from a foundation and its use: the second is read from the position after the first.
    const first = engineMoves(L, state, b, pairFirst(m));
    let s = state;
    for (const mv of first) s = applyMove(s, mv);
    const mid = b.slice();
    apply(L, mid, pairFirst(m));
    return [...first, ...engineMoves(L, s, mid, pairSecond(m))];
  }
  const a = moveA(m);
  switch (moveKind(m)) {
    case T2F: {
      const col = state.tableau[a] as readonly number[];
      const f = foundationFor(state, asCard(col[col.length - 1] as number));
      return [{ from: tableau(a), to: foundation(f ?? 0), n: 1 }];
    }
    case T2T:
      return [{ from: tableau(a), to: tableau(moveC(m)), n: (b[L.len + a] as number) - moveB(m) }];
    case F2T: {
      const f = state.foundations.findIndex((p) => p.length > 0 && suitOf(p[p.length - 1] as Card) === a);
      const back = { from: foundation(f), to: tableau(moveB(m)), n: 1 };
      // Two cards back: the one below it comes back too, to column moveC - 1.
      return moveC(m) > 0 ? [back, { from: foundation(f), to: tableau(moveC(m) - 1), n: 1 }] : [back];
    }
    case TAL: {
      const out: Move[] = [];
      let s = state;
      const play = (mv: Move): void => {
        out.push(mv);
        s = applyMove(s, mv);
      };
      const draw = (): void => play({ from: STOCK, to: WASTE, n: Math.min(L.draw, s.stock.length) });
      if (moveRedeal(m)) {
        while (s.stock.length > 0) draw();
        play({ from: WASTE, to: STOCK, n: s.waste.length });
      }
      while (s.waste.length < a) draw();
      const to = moveB(m);
      const top = s.waste[s.waste.length - 1] as number;
      play({ from: WASTE, to: to === FOUND ? foundation(foundationFor(s, asCard(top)) ?? 0) : tableau(to), n: 1 });
      return out;
    }
    default:
      throw new Error(`klondike solver: unknown move ${m}`);
  }
}

/**
 * Every engine move of a solver line from `start`, safe moves included, each checked by the
 * engine as it is played; throws (a solver bug) on a move the engine refuses or a line that does
 * not win.
 */
export function lineMoves(L: Layout, start: State, line: KlondikeLine): Move[] {
  const out: Move[] = [];
  let s = start;
  const b = pack(L, start);
  const play = (m: number): void => {
    for (const mv of engineMoves(L, s, b, m)) {
      const v = checkMove(s, mv);
      if (!v.ok) throw new Error(`klondike solver: move ${out.length + 1} of its line is illegal (${v.refusal.code})`);
      out.push(mv);
      s = applyMove(s, mv);
    }
    apply(L, b, m);
  };
  for (const m of line.start) play(m);
  for (const step of line.steps) {
    play(step.move);
    for (const m of step.safe) play(m);
  }
  if (!isWon(s)) throw new Error('klondike solver: its line does not end in a win');
  return out;
}
