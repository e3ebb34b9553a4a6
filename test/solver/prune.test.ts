import { describe, expect, it } from 'vitest';
import { type GameId, type Rules, readPosition, rulesFor, type State } from '../../src/engine/index';
import { BestFirst } from '../../src/engine/solver/best-first';
import { flavoursFor, planFor } from '../../src/engine/solver/heuristic';
import { solve, verifyLine } from '../../src/engine/solver/index';
import { splitsRun } from '../../src/engine/solver/move-gen';
import { CELL0, PackedState, packMove } from '../../src/engine/solver/packed';
import { tablesFor } from '../../src/engine/solver/tables';
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

describe('splitsRun', () => {
  // Column 0: a run of three (KS QH JC); column 1: JS on KD, which is not its parent; column 2: a
  // single card; columns 5 to 7 are spaces.
  const p = new PackedState(
    position(
      rulesOf('freecell'),
      'Foundations: H-T C-T D-T S-T\nFreecells: JH JD QS -\n: KS QH JC\n: KD JS\n: QC\n: KH\n: KC QD\n:\n:\n:\n',
    ),
  );

  it('is a card taken off its parent into a cell', () => {
    expect(splitsRun(p, packMove(0, CELL0 + 3, 1))).toBe(true);
  });

  it('is part of a run taken off the card it is built on into a space', () => {
    expect(splitsRun(p, packMove(0, 5, 1))).toBe(true);
    expect(splitsRun(p, packMove(0, 5, 2))).toBe(true);
  });

  it('is not a run moved onto another column, even when it leaves its parent', () => {
    expect(splitsRun(p, packMove(0, 3, 1))).toBe(false);
  });

  it('is not a card moved off a card it does not build on, nor the last card of a column', () => {
    expect(splitsRun(p, packMove(1, CELL0 + 3, 1))).toBe(false);
    expect(splitsRun(p, packMove(1, 5, 1))).toBe(false);
    expect(splitsRun(p, packMove(2, CELL0 + 3, 1))).toBe(false);
  });

  it('is not a move from a cell', () => {
    expect(splitsRun(p, packMove(CELL0, 5, 1))).toBe(false);
  });
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
