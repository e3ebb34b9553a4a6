import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  checkMove,
  currentState,
  legalMoves,
  type Move,
  moveToPileText,
  type State,
} from '../../../src/engine';
import { type Layout, layoutFor, pack } from '../../../src/engine/solver/klondike/layout';
import { engineMoves } from '../../../src/engine/solver/klondike/line';
import { apply, generate, PAIR, safeMove } from '../../../src/engine/solver/klondike/moves';
import { rules } from '../../engine/helpers/board';
import { autoModeArb, dealArb, picksArb, playPick, start } from '../../engine/helpers/random-play';

// The Klondike solver's moves are the engine's: on random positions of every variant, each
// solver move played out as engine moves is legal there and leads to the very position the
// solver reaches, and every move a player has (a column's, a foundation's, and the waste top's
// after any number of draws and turns of the waste) is among the solver's.

const VARIANTS = [[], ['draw-3'], ['limited-passes'], ['draw-3', 'limited-passes'], ['one-way-foundations']];

/** A move's card and where it goes, for comparing waste moves reached by different draws. */
function wasteMoves(state: State): string[] {
  const out = new Set<string>();
  let s = state;
  let turned = false;
  // Draw through the rest of this pass, and through one more after turning the waste over.
  for (let guard = 0; guard < 200; guard++) {
    for (const m of legalMoves(s))
      if (m.from.kind === 'waste' && m.to.kind !== 'stock') out.add(`${s.waste.at(-1)}>${moveToPileText(m)}`);
    const next = legalMoves(s).find((m) => m.from.kind === 'stock' || m.to.kind === 'stock');
    if (!next || (next.to.kind === 'stock' && turned)) break;
    if (next.to.kind === 'stock') turned = true;
    s = applyMove(s, next);
  }
  return [...out].sort();
}

/** What a packed position says: its columns, face-down counts, foundations, talon, waste place and pass. */
function meaning(L: Layout, b: Uint8Array): unknown {
  const cols = Array.from({ length: L.nCols }, (_, c) => [
    b[L.down + c],
    ...b.slice(c * L.slot, c * L.slot + (b[L.len + c] as number)),
  ]);
  return {
    cols,
    found: [...b.slice(L.found, L.found + 4)],
    talon: [...b.slice(L.talon, L.talon + (b[L.tn] as number))],
    p: b[L.p],
    pass: b[L.pass],
  };
}

function check(state: State): void {
  const L = layoutFor(state);
  const b = pack(L, state);
  const moves: number[] = [];
  generate(L, b, moves, []);
  const fromWaste = new Set<string>();
  const single = new Set<string>();
  const backs = new Set<string>();
  for (const m of moves) {
    let s = state;
    const played: Move[] = engineMoves(L, state, b, m);
    for (const mv of played) {
      expect(checkMove(s, mv).ok, moveToPileText(mv)).toBe(true);
      s = applyMove(s, mv);
    }
    const after = b.slice();
    apply(L, after, m);
    expect(meaning(L, pack(L, s))).toEqual(meaning(L, after));
    if (m >= PAIR) {
      // A card back from a foundation, then its use: a card onto it, or the card below it back too.
      const [back, use] = [played[0] as Move, played[played.length - 1] as Move];
      expect(back.from.kind).toBe('foundation');
      expect(usesBack(back, use)).toBe(true);
      backs.add(moveToPileText(back));
      continue;
    }
    const last = played[played.length - 1] as Move;
    if (last.from.kind === 'waste')
      fromWaste.add(`${(s === state ? state : applyAllButLast(state, played)).waste.at(-1)}>${moveToPileText(last)}`);
    else single.add(moveToPileText(last));
  }
  const engine = legalMoves(state).filter(
    (m) => m.from.kind !== 'stock' && m.to.kind !== 'stock' && m.from.kind !== 'waste',
  );
  expect([...single].sort()).toEqual(
    engine
      .filter((m) => m.from.kind !== 'foundation')
      .map(moveToPileText)
      .sort(),
  );
  // Every card a player may take back that some next move uses (from the waste after draws too).
  const used = engine.filter((m) => m.from.kind === 'foundation' && hasUse(applyMove(state, m), m));
  expect([...backs].sort()).toEqual(used.map(moveToPileText).sort());
  expect([...fromWaste].sort()).toEqual(wasteMoves(state));
  const safe = safeMove(L, b);
  if (safe >= 0) for (const mv of engineMoves(L, state, b, safe)) expect(checkMove(state, mv).ok).toBe(true);
}

/** Does `use` use the card `back` brought to a column: built on it, or the card below it brought back too? */
function usesBack(back: Move, use: Move): boolean {
  if (use.to.kind === 'tableau' && back.to.kind === 'tableau' && use.to.index === back.to.index) return true;
  return use.from.kind === 'foundation' && back.from.kind === 'foundation' && use.from.index === back.from.index;
}

/** Has the position after `back` a next move that uses it (the waste's cards after any draws included)? */
function hasUse(after: State, back: Move): boolean {
  let s = after;
  for (let guard = 0; guard < 200; guard++) {
    if (
      legalMoves(s).some(
        (m) =>
          usesBack(back, m) &&
          !(m.from.kind === 'tableau' && back.to.kind === 'tableau' && m.from.index === back.to.index),
      )
    )
      return true;
    const next = legalMoves(s).find((m) => m.from.kind === 'stock' || m.to.kind === 'stock');
    if (!next || s.pass > after.pass + 1) return false;
    s = applyMove(s, next);
  }
  return false;
}

function applyAllButLast(state: State, moves: readonly Move[]): State {
  let s = state;
  for (const m of moves.slice(0, -1)) s = applyMove(s, m);
  return s;
}

describe('the Klondike solver moves as the engine does', () => {
  for (const options of VARIANTS) {
    it(`on random positions of klondike ${options.join(' + ')}`, () => {
      fc.assert(
        fc.property(dealArb, autoModeArb, picksArb(120), (deal, mode, picks) => {
          let s = start(rules('klondike', options), deal, mode);
          for (const pick of [0, ...picks]) {
            check(currentState(s));
            s = playPick(s, pick);
          }
        }),
        { numRuns: 15 },
      );
    });
  }
});
