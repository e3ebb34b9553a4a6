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
import { generate } from '../../../src/engine/solver/klondike/generate';
import { type Layout, layoutFor, pack } from '../../../src/engine/solver/klondike/layout';
import { engineMoves } from '../../../src/engine/solver/klondike/line';
import { apply, PAIR, safeMove } from '../../../src/engine/solver/klondike/moves';
import { board, rules } from '../../engine/helpers/board';
import { autoModeArb, dealArb, picksArb, playPick, start } from '../../engine/helpers/random-play';

// The Klondike solver's moves are the engine's: on random positions of every variant, each
// solver move played out as engine moves is legal there and leads to the very position the
// solver reaches, and every move a player has (a column's, a foundation's, and the waste top's
// after any number of draws and turns of the waste) is among the solver's.

const VARIANTS = [[], ['draw-3'], ['limited-passes'], ['draw-3', 'limited-passes'], ['one-way-foundations']];

/** The waste moves a player has after any draws: the card and where it goes, whether it waits for a use, and the position after it. */
function wasteMoves(state: State): { key: string; move: Move; waits: boolean; after: State }[] {
  const L = layoutFor(state);
  const out = new Map<string, { key: string; move: Move; waits: boolean; after: State }>();
  let s = state;
  let turned = false;
  // Draw through the rest of this pass, and through one more after turning the waste over.
  for (let guard = 0; guard < 200; guard++) {
    for (const m of legalMoves(s)) {
      if (m.from.kind !== 'waste' || m.to.kind === 'stock') continue;
      const key = `${s.waste.at(-1)}>${moveToPileText(m)}`;
      if (!out.has(key)) out.set(key, { key, move: m, waits: waits(L, s, m), after: applyMove(s, m) });
    }
    const next = legalMoves(s).find((m) => m.from.kind === 'stock' || m.to.kind === 'stock');
    if (!next || (next.to.kind === 'stock' && turned)) break;
    if (next.to.kind === 'stock') turned = true;
    s = applyMove(s, next);
  }
  return [...out.values()];
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

/**
 * The moves that wait for their use (docs/solver-tuning.md, Klondike, rules 5 to 7): a card back
 * from a foundation; a run moved off a face-up card it is built on; with draw one and unlimited
 * passes, a waste card put on a column. Each is listed only paired with a next move that uses
 * what it made. `s` is the position the move is played in.
 */
function waits(L: Layout, s: State, m: Move): boolean {
  if (m.from.kind === 'foundation') return true;
  if (m.from.kind === 'waste') return m.to.kind === 'tableau' && L.draw === 1 && L.passes === 0;
  if (m.from.kind !== 'tableau' || m.to.kind !== 'tableau') return false;
  const col = s.tableau[m.from.index] as readonly number[];
  const at = col.length - m.n;
  if (at <= (s.faceDown[m.from.index] ?? 0)) return false;
  const [below, head] = [col[at - 1] as number, col[at] as number];
  return (head >> 2) + 1 === below >> 2 && [1, 2].includes(head & 3) !== [1, 2].includes(below & 3);
}

/**
 * Does `m` bring back a foundation's top card that stays home (rule 2's condition for sending it
 * there: the other colour's foundations hold its rank less one, the other one of its colour its
 * rank less two)? No shortest win does, so the solver never lists it.
 */
function bringsBackForGood(s: State, m: Move): boolean {
  if (m.from.kind !== 'foundation') return false;
  const top = s.foundations[m.from.index]?.at(-1);
  if (top === undefined) return false;
  const rank = (top >> 2) + 1;
  const red = (suit: number): boolean => suit === 1 || suit === 2;
  const height = [0, 0, 0, 0];
  for (const f of s.foundations) {
    const card = f.at(-1);
    if (card !== undefined) height[card & 3] = f.length;
  }
  return height.every((h, suit) =>
    suit === (top & 3) ? true : red(suit) !== red(top & 3) ? h >= rank - 1 : h >= rank - 2,
  );
}

/** Does `use` (played after `first`) use what `first` made? */
function uses(first: Move, use: Move): boolean {
  if (first.from.kind === 'foundation') {
    if (use.to.kind === 'tableau' && first.to.kind === 'tableau' && use.to.index === first.to.index) return true;
    return use.from.kind === 'foundation' && use.from.index === first.from.index;
  }
  // The card left on top of a run's column, or the waste card put on a column.
  const col = first.from.kind === 'tableau' ? first.from.index : first.to.kind === 'tableau' ? first.to.index : -1;
  const undo = use.from.kind === 'tableau' && first.to.kind === 'tableau' && use.from.index === first.to.index;
  if (use.to.kind === 'tableau' && use.to.index === col) return !undo;
  return (
    first.from.kind === 'tableau' &&
    use.from.kind === 'tableau' &&
    use.from.index === col &&
    use.to.kind === 'foundation'
  );
}

function check(state: State): void {
  const L = layoutFor(state);
  const b = pack(L, state);
  const moves: number[] = [];
  generate(L, b, moves, []);
  const fromWaste = new Set<string>();
  const single = new Set<string>();
  const paired = new Set<string>();
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
    const firstMoves = m >= PAIR ? engineMoves(L, state, b, m % PAIR) : played;
    const first = firstMoves[firstMoves.length - 1] as Move;
    const before = applyAllButLast(state, firstMoves);
    const key = first.from.kind === 'waste' ? `${before.waste.at(-1)}>${moveToPileText(first)}` : moveToPileText(first);
    if (m >= PAIR) {
      // A move that waits for its use, then the use.
      expect(waits(L, before, first), key).toBe(true);
      expect(uses(first, played[played.length - 1] as Move), key).toBe(true);
      paired.add(key);
      continue;
    }
    expect(waits(L, before, first), key).toBe(false);
    if (first.from.kind === 'waste') fromWaste.add(key);
    else single.add(key);
  }
  const engine = legalMoves(state).filter(
    (m) => m.from.kind !== 'stock' && m.to.kind !== 'stock' && m.from.kind !== 'waste',
  );
  expect([...single].sort()).toEqual(
    engine
      .filter((m) => !waits(L, state, m))
      .map(moveToPileText)
      .sort(),
  );
  // Every waiting move a player has that some next move uses (from the waste after draws too).
  const used = [
    ...engine
      .filter((m) => waits(L, state, m) && !bringsBackForGood(state, m) && hasUse(applyMove(state, m), m))
      .map(moveToPileText),
    ...wasteMoves(state)
      .filter((w) => w.waits && hasUse(w.after, w.move))
      .map((w) => w.key),
  ];
  expect([...paired].sort()).toEqual(used.sort());
  expect([...fromWaste].sort()).toEqual(
    wasteMoves(state)
      .filter((w) => !w.waits)
      .map((w) => w.key)
      .sort(),
  );
  // A safe move (from deep in the talon too, with draw one: draws, maybe a turn, then the card home).
  const safe = safeMove(L, b);
  if (safe >= 0) {
    let s = state;
    for (const mv of engineMoves(L, state, b, safe)) {
      expect(checkMove(s, mv).ok, moveToPileText(mv)).toBe(true);
      s = applyMove(s, mv);
    }
    const after = b.slice();
    apply(L, after, safe);
    expect(meaning(L, pack(L, s))).toEqual(meaning(L, after));
  }
}

/**
 * Has the position after `first` a next move that uses it (the waste's cards after any draws
 * included), or a card back from a foundation and then the card below it onto what `first` made
 * (the use of two waiting moves)?
 */
function hasUse(after: State, first: Move): boolean {
  let s = after;
  for (let guard = 0; guard < 200; guard++) {
    if (legalMoves(s).some((m) => uses(first, m) && !bringsBackForGood(s, m))) return true;
    if (comesBack(s) && legalMoves(s).some((m) => backThenUse(s, first, m))) return true;
    const next = legalMoves(s).find((m) => m.from.kind === 'stock' || m.to.kind === 'stock');
    if (!next || s.pass > after.pass + 1) return false;
    s = applyMove(s, next);
  }
  return false;
}

const comesBack = (s: State): boolean => s.rules.foundations.comeBack;

/** Is `back` a card back from a foundation after which the card below it comes onto what `first` made? */
function backThenUse(s: State, first: Move, back: Move): boolean {
  if (back.from.kind !== 'foundation' || back.to.kind !== 'tableau' || bringsBackForGood(s, back)) return false;
  const pile = back.from.index;
  const t = applyMove(s, back);
  return legalMoves(t).some(
    (m) => m.from.kind === 'foundation' && m.from.index === pile && uses(first, m) && !bringsBackForGood(t, m),
  );
}

function applyAllButLast(state: State, moves: readonly Move[]): State {
  let s = state;
  for (const m of moves.slice(0, -1)) s = applyMove(s, m);
  return s;
}

describe('the Klondike solver moves as the engine does', () => {
  it("pairs a move that waits with column 1's card going home, whose move is 0 (found at seed -1311042906)", () => {
    // The ace of hearts off the 2 of spades it is built on, onto the 2 of clubs: only with its use,
    // the 2 of spades home. Pairs were first + second * PAIR, and column 1's card home is move 0:
    // the pair was the first move alone.
    const state = board(
      rules('klondike', ['draw-3', 'limited-passes']),
      [
        'Foundations: S-A H-0 C-0 D-0',
        ': 2S AH',
        ': [8D] TS',
        ': [6S] 4D',
        ': [6H 3C QH] JS TH',
        ': [4C 4H JC] 4S',
        ': [6C TD 3S QD] 2C',
        ': [QS 6D AD 8S 7C 9S] 7H',
        'Stock: KD 5D 8H 8C 9C 2D KC 5C QC JD 5H 5S AC 7S 7D 3D 9D 2H KS 9H JH 3H KH TC',
        'Waste:',
        'Pass: 1/3',
      ].join('\n'),
    );
    const L = layoutFor(state);
    const b = pack(L, state);
    const moves: number[] = [];
    generate(L, b, moves, []);
    const lines = moves.map((m) => engineMoves(L, state, b, m).map(moveToPileText).join(' '));
    expect(lines).toContain('t1-t6 t1-f1');
    expect(lines).not.toContain('t1-t6');
    check(state);
  });

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
