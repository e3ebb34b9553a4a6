import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentState, type GameId, type Rules, readPosition, rulesFor, type State } from '../../src/engine/index';
import { BestFirst } from '../../src/engine/solver/best-first';
import { solve, verifyLine } from '../../src/engine/solver/index';
import { generateMoves } from '../../src/engine/solver/move-gen';
import { CELL0, FOUND0, moveCount, moveFrom, moveTo, PackedState, packMove } from '../../src/engine/solver/packed';
import { flavoursFor, planFor } from '../../src/engine/solver/profiles';
import { tablesFor } from '../../src/engine/solver/tables';
import { autoModeArb, dealArb, OPEN_VARIANTS, picksArb, playPick, start } from '../engine/helpers/random-play';
import { randomEndgame, smallFreeCell } from './helpers/endgames';
import { mulberry32, winnable } from './helpers/exhaustive';

// The best-first searches leave out the moves that split a run (a card taken off its parent into
// a cell or a space, where a run move could carry both): a search shortcut, not a rule. So a pruned
// search that runs dry proves nothing, and the solve must go on searching every move before it
// says a position is lost, and find the wins that need such a move.

function rulesOf(id: GameId): Rules {
  const r = rulesFor(id);
  if (!r.ok) throw new Error(r.error);
  return r.rules;
}

function position(rules: Rules, text: string): State {
  const p = readPosition(rules, text);
  if (!p.ok) throw new Error(p.error);
  return p.state;
}

/**
 * The moves pruning leaves out, by their definition. A move that splits a run: a card (with the
 * cards above it) taken off the card it builds on, into a cell or a space (where runs move one card
 * at a time, none does). And a column's top card into a cell when another column would take it.
 */
function prunedOut(p: PackedState, m: number): boolean {
  const from = moveFrom(m);
  const to = moveTo(m);
  if (from >= CELL0 || to >= FOUND0 || (to < CELL0 && p.colLen[to] !== 0)) return false;
  const len = p.colLen[from] as number;
  const left = len - moveCount(m);
  const at = from * p.cap + left;
  const splits = left > 0 && p.t.builds[(p.cols[at] as number) * 52 + (p.cols[at - 1] as number)] === 1;
  if (splits && !p.t.singleOnly) return true;
  if (to < CELL0) return false;
  const card = p.cols[at] as number;
  for (let j = 0; j < p.nCols; j++) {
    const len = p.colLen[j] as number;
    if (j !== from && len > 0 && p.t.builds[card * 52 + (p.cols[j * p.cap + len - 1] as number)] === 1) return true;
  }
  return false;
}

function moves(p: PackedState, pruned: boolean): number[] {
  const out = new Int32Array(2048);
  return Array.from(out.subarray(0, generateMoves(p, out, 0, pruned))).sort((a, b) => a - b);
}

describe('generateMoves, pruned', () => {
  // Column 0: a run of three (KS QH JC); column 1: a run of two (KD QC) on JS, which it does not
  // build on; column 2: QS on JD, likewise; KH alone; columns 5 to 7 are spaces; three cells free.
  const p = new PackedState(
    position(
      rulesOf('freecell'),
      'Foundations: H-T C-T D-T S-T\nFreecells: JH - - -\n: KS QH JC\n: JS KD QC\n: JD QS\n: KH\n: KC QD\n:\n:\n:\n',
    ),
  );
  const full = moves(p, false);
  const pruned = moves(p, true);
  const left = (m: number): void => {
    expect(full).toContain(m);
    expect(pruned).not.toContain(m);
  };
  const kept = (m: number): void => {
    expect(pruned).toContain(m);
  };

  it('leaves out a card taken off its parent into a cell', () => {
    left(packMove(0, CELL0 + 1, 1));
    left(packMove(1, CELL0 + 1, 1));
  });

  it('leaves out part of a run taken off the card it is built on into a space', () => {
    left(packMove(0, 5, 1));
    left(packMove(0, 5, 2));
    left(packMove(1, 5, 1));
  });

  it('leaves out a card into a cell that another column would take (QS onto KH)', () => {
    left(packMove(2, CELL0 + 1, 1));
    kept(packMove(2, 3, 1));
  });

  it('keeps a whole run into a space, and a card on no parent into a space, or a cell if no column takes it', () => {
    kept(packMove(1, 5, 2));
    kept(packMove(2, 5, 1));
    kept(packMove(3, CELL0 + 1, 1));
  });

  it('keeps a run moved onto another column, even off its parent, and moves from cells', () => {
    kept(packMove(0, 4, 1));
    kept(packMove(CELL0, 1, 1));
    kept(packMove(CELL0, 5, 1));
  });

  for (const v of OPEN_VARIANTS) {
    it(`leaves out exactly those moves in random ${v.name} positions`, () => {
      fc.assert(
        fc.property(dealArb, autoModeArb, picksArb(60), (deal, mode, picks) => {
          let s = start(v.rules, deal, mode);
          for (const pick of [0, ...picks]) {
            const q = new PackedState(currentState(s));
            expect(moves(q, true)).toEqual(moves(q, false).filter((m) => !prunedOut(q, m)));
            s = playPick(s, pick);
          }
        }),
        { numRuns: 10 },
      );
    });
  }
});

describe('pruned searches', () => {
  // A small FreeCell (four columns, one cell) keeps the exhaustive search that checks the solver quick.
  const small = smallFreeCell(1);

  it('prune where runs can move together, and not where a run moves one card at a time', () => {
    const shape = (r: Rules) => ({ t: tablesFor(r), nCells: r.cells, hasStock: r.stock !== null });
    expect(planFor(shape(rulesOf('freecell'))).prune).toBe(true);
    expect(planFor(shape(rulesOf('eights-down'))).prune).toBe(true);
    expect(planFor(shape(rulesOf('eight-off'))).prune).toBe(false);
  });

  it('prove nothing by running dry: the solve goes on with every move and wins', () => {
    // Found by search: every win takes a card off its parent at some point.
    const state = position(
      small,
      'Foundations: H-9 C-9 D-9 S-9\nFreecells: -\n: QC KH JH KC\n: JD\n: JS TC TH TD KD QS\n: JC QH QD KS TS\n',
    );
    const flavour = flavoursFor(new PackedState(state))[0];
    if (!flavour) throw new Error('no flavour');
    const pruned = new BestFirst(state, flavour.depthCost, flavour.weights, undefined, true);
    expect(pruned.step(100_000, { maxStates: 100_000 })).toBe('unknown');
    expect(pruned.ranDry).toBe(true);
    pruned.resume();
    expect(pruned.status).toBe('unknown');

    const full = new BestFirst(state, flavour.depthCost, flavour.weights);
    expect(full.step(100_000, { maxStates: 100_000 })).toBe('solved');

    const r = solve(state, { maxStates: 100_000 });
    expect(r.status).toBe('solved');
    verifyLine(state, r.moves);
  });

  it('leave the outcome of random endgames as an exhaustive search finds it', () => {
    const rnd = mulberry32(77);
    let lost = 0;
    let rescued = 0;
    for (let i = 0; i < 150; i++) {
      const state = randomEndgame(small, Math.floor(rnd() * 2 ** 31), 6, 3, 0);
      const truth = winnable(state, new Map());
      const r = solve(state, { maxStates: 200_000 });
      expect(r.status).toBe(truth ? 'solved' : 'unsolvable');
      if (!truth) lost++;
      const flavour = flavoursFor(new PackedState(state))[0];
      if (truth && flavour) {
        const pruned = new BestFirst(state, flavour.depthCost, flavour.weights, undefined, true);
        pruned.step(200_000, { maxStates: 200_000 });
        if (pruned.ranDry) rescued++;
      }
    }
    // The sample holds both lost endgames and won ones that only a split wins.
    expect(lost).toBeGreaterThan(0);
    expect(rescued).toBeGreaterThan(0);
  });
});
