import { describe, expect, it } from 'vitest';
import { type Card, card, type Rank, type Suit } from '../../src/engine/cards';
import { applyMove, currentState, foundationFor, type State } from '../../src/engine/index';
import { generateMoves } from '../../src/engine/solver/move-gen';
import { cmCount, cmTo, packedOf } from '../../src/engine/solver/open-core/board';
import { coreMoves } from '../../src/engine/solver/open-core/moves';
import { OpenCore } from '../../src/engine/solver/open-core/search';
import { coreFits } from '../../src/engine/solver/open-core/tables';
import { FOUND0, moveTo, PackedState, toEngineMove } from '../../src/engine/solver/packed';
import { flavoursFor } from '../../src/engine/solver/profiles';
import { verifyLine } from '../../src/engine/solver/solve';
import { start } from '../engine/helpers/random-play';
import { boardColumn, boardOf, rulesOf } from './helpers/open-core';

// The open core's layout: its columns in one byte array at a fixed stride (the longest column
// dealt and the longest chain of builds), at most 16 columns and 16 cells (the piles' numbering),
// and foundations known by suit, whatever pile each suit was started on.

const C = (rank: Rank, suit: Suit): Card => card(rank, suit);
const [CLUBS, DIAMONDS, HEARTS, SPADES] = [0, 1, 2, 3] as const;
const freecell = (): State => currentState(start(rulesOf('freecell'), 1, 'off'));

/** FreeCell's deal 1 with these foundations and cells, their cards taken from the columns. */
function withHomes(homes: Card[][], cells: Card[]): State {
  const s0 = freecell();
  const taken = new Set<number>([...homes.flat(), ...cells]);
  return { ...s0, tableau: s0.tableau.map((col) => col.filter((c) => !taken.has(c))), foundations: homes, cells };
}

/** The position's columns as the engine's packed position holds them. */
const packedColumns = (p: PackedState): number[][] =>
  Array.from({ length: p.nCols }, (_, i) =>
    Array.from(p.cols.subarray(i * p.cap, i * p.cap + (p.colLen[i] as number))),
  );

describe("the open core's columns", () => {
  it('hold the longest run that can be built on the longest column dealt, and no column writes on the next', () => {
    // Column 0 the longest (9 cards, a black king on top), column 1 beside it full; columns 2..4
    // the queen to the ace built down in alternate colours, four cards each, to be moved onto
    // column 0: 21 cards, within its stride, column 1's cards untouched.
    const chain: Card[] = [];
    for (let r = 12; r >= 1; r--) chain.push(C(r as Rank, r % 2 === 0 ? HEARTS : CLUBS));
    const used = new Set<number>([C(13, SPADES), ...chain]);
    const rest: Card[] = [];
    for (let c = 0; c < 52; c++) if (!used.has(c)) rest.push(c as Card);
    const s0 = freecell();
    const s: State = {
      ...s0,
      tableau: [
        [...rest.slice(0, 8), C(13, SPADES)],
        rest.slice(8, 16),
        chain.slice(0, 4),
        chain.slice(4, 8),
        chain.slice(8, 12),
        rest.slice(16, 24),
        rest.slice(24, 32),
        rest.slice(32),
      ],
      foundations: [[], [], [], []],
      cells: [null, null, null, null],
    };
    const b = boardOf(s);
    const p = new PackedState(s);
    expect(b.stride).toBe(9 + 13);
    const out = new Int32Array(1024);
    for (let k = 0; k < 3; k++) {
      const moves = Array.from(out.subarray(0, coreMoves(b, out, false)));
      const m = moves.find((x) => cmTo(x) === 0 && cmCount(x) === 4);
      if (m === undefined) throw new Error('no run onto column 0');
      p.apply(packedOf(p, m));
      b.make(m);
      expect(Array.from({ length: b.nCols }, (_, i) => boardColumn(b, i))).toEqual(packedColumns(p));
    }
    expect(b.len[0]).toBe(21);
  });
});

describe('the positions the open core plays', () => {
  it('have up to 16 columns and 16 cells (the piles packed.ts numbers), not 17', () => {
    const s = freecell();
    const columns = (n: number): State => ({
      ...s,
      tableau: [...s.tableau, ...Array.from({ length: n - s.tableau.length }, () => [])],
      faceDown: Array.from({ length: n }, () => 0),
    });
    const cells = (n: number): State => ({ ...s, cells: Array.from({ length: n }, () => null) });
    expect([coreFits(columns(16)), coreFits(cells(16))]).toEqual([true, true]);
    expect([coreFits(columns(17)), coreFits(cells(17))]).toEqual([false, false]);
    // With 16 cells its moves are still generateMoves' (cells named within packed.ts's numbering).
    // (Not with 16 columns: FreeCell's rule tables know its 8 columns alone.)
    const big = cells(16);
    const p = new PackedState(big);
    const b = boardOf(big);
    const out = new Int32Array(4096);
    const theirs = Array.from(out.subarray(0, generateMoves(p, out, 0, false))).sort((x, y) => x - y);
    const mine = Array.from(out.subarray(0, coreMoves(b, out, false)), (m) => packedOf(p, m)).sort((x, y) => x - y);
    expect(mine).toEqual(theirs);
  });
});

describe('the open core, its foundations started out of order', () => {
  // Spades on pile 0, hearts on pile 1, pile 2 empty, clubs on pile 3: suit s is not on pile s.
  // Each suit's next card in a cell, so that every pile is named by a move home.
  const s = withHomes(
    [[C(1, SPADES)], [C(1, HEARTS), C(2, HEARTS)], [], [C(1, CLUBS)]],
    [C(2, SPADES), C(3, HEARTS), C(1, DIAMONDS), C(2, CLUBS)],
  );

  it('knows each suit by its height, and names the piles as the engine does', () => {
    const b = boardOf(s);
    expect(Array.from(b.height)).toEqual([1, 0, 2, 1]);
    const p = new PackedState(s);
    const out = new Int32Array(1024);
    const theirs = Array.from(out.subarray(0, generateMoves(p, out, 0, false))).sort((x, y) => x - y);
    const mine = Array.from(out.subarray(0, coreMoves(b, out, false)), (m) => packedOf(p, m)).sort((x, y) => x - y);
    expect(mine).toEqual(theirs);
    expect(mine.filter((m) => moveTo(m) >= FOUND0).map(moveTo)).toEqual([0, 1, 2, 3].map((f) => FOUND0 + f));
  });

  it('wins a line that plays through the engine', () => {
    const f = flavoursFor(new PackedState(s))[0];
    if (!f) throw new Error('no flavour');
    const core = new OpenCore(s, f.depthCost, f.weights);
    expect(core.step(1_000_000, { maxStates: 50_000 })).toBe('solved');
    expect(() => verifyLine(s, core.winningLine.map(toEngineMove))).not.toThrow();
  });
});

describe('the open core, two piles empty out of order', () => {
  // Piles 0 and 2 empty, hearts on 1, clubs on 3; the spade and diamond aces in cells, so that the
  // line starts two piles, and names them as the engine would: the first empty one, then the next.
  const s = withHomes(
    [[], [C(1, HEARTS)], [], [C(1, CLUBS)]],
    [C(1, SPADES), C(1, DIAMONDS), C(2, HEARTS), C(2, CLUBS)],
  );

  it("names each move home's pile as the engine's foundationFor does", () => {
    const f = flavoursFor(new PackedState(s))[0];
    if (!f) throw new Error('no flavour');
    const core = new OpenCore(s, f.depthCost, f.weights);
    expect(core.step(1_000_000, { maxStates: 50_000 })).toBe('solved');
    let state = s;
    const named: number[] = [];
    for (const m of core.winningLine.map(toEngineMove)) {
      if (m.to.kind === 'foundation') {
        const from = m.from;
        const c =
          from.kind === 'cell'
            ? state.cells[from.index]
            : from.kind === 'tableau'
              ? state.tableau[from.index]?.at(-1)
              : null;
        if (c === undefined || c === null) throw new Error('a move home from neither a column nor a cell');
        expect(m.to.index).toBe(foundationFor(state, c));
        named.push(m.to.index);
      }
      state = applyMove(state, m);
    }
    // Every pile named, the empty ones among them.
    expect(new Set(named)).toEqual(new Set([0, 1, 2, 3]));
  });
});
