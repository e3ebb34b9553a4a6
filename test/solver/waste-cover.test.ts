import { describe, expect, it } from 'vitest';
import { type Card, dealPosition, type GameId, type State, writePosition } from '../../src/engine/index';
import { BestFirst } from '../../src/engine/solver/best-first';
import { generateMoves } from '../../src/engine/solver/move-gen';
import { FOUND0, moveFrom, moveTo, PackedState, STOCK_ID, toEngineMove } from '../../src/engine/solver/packed';
import { Search } from '../../src/engine/solver/search';
import { verifyLine } from '../../src/engine/solver/solve';

import { buriedWasteLost, WasteCheck, wasteCheckApplies, wasteCoverApplies } from '../../src/engine/solver/waste-cover';
import { mulberry32, winnableDeep } from './helpers/exhaustive';
import { rulesOf, wasteEndgame } from './helpers/waste-endgames';

// The proof of a buried waste (waste-cover.ts) held to a plain search: on random small endgames of
// the games it applies to (piles part built, a few cards in the columns and cells, the waste
// roughly in reverse of need, a short stock, one pass), every position it calls lost must be lost
// by an exhaustive search of the engine's legal moves (no auto-moves, nothing pruned but repeats).
// Each step of its argument in docs/solver-tuning.md ("Runs in suit") would fail here if it were
// unsound somewhere these positions reach.

describe.each([
  'busy-aces',
  'deuces',
  'threes-company',
  'fours-up',
  'cast-out-nines',
  'dimes',
  'jacks-in-the-box',
  'eights-down',
] as const)('%s: a buried waste proves a loss', (id) => {
  it('only where an exhaustive search of the engine moves finds no win', () => {
    expect(wasteCheckApplies(rulesOf(id))).toBe(true);
    let fired = 0;
    let wonNotFired = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const state = wasteEndgame(id, seed);
      const lost = buriedWasteLost(new PackedState(state));
      const truth = winnableDeep(state);
      if (lost) {
        expect(truth, `seed ${seed}\n${writePosition(state)}`).toBe(false);
        fired++;
      } else if (truth) wonNotFired++;
    }
    // It fired often, and the positions were not all lost (else the test could not fail).
    expect(fired).toBeGreaterThan(10);
    expect(wonNotFired).toBeGreaterThan(10);
  }, 300_000);
});

/** A search run to its end (these endgames never need a budget), with the positions it cut short. */
function searched(search: Search | BestFirst): { status: string; line: readonly number[]; deadEnds: number } {
  let status = search.status;
  while (status === null) status = search.step(1 << 20, { maxStates: 1 << 24 });
  return { status, line: search.winningLine, deadEnds: search.deadEnds };
}

// Both searches that try every move leave a position proven lost unexpanded (search.ts,
// best-first.ts): so their running dry must still prove the position lost, and their wins replay.
describe.each(['busy-aces', 'fours-up', 'cast-out-nines', 'jacks-in-the-box'] as const)(
  '%s: searches cut short where a buried waste proves a loss',
  (id) => {
    it('and still agree with an exhaustive search of the engine moves', () => {
      let cutAndLost = 0;
      let won = 0;
      for (let seed = 1; seed <= 150; seed++) {
        const state = wasteEndgame(id, seed);
        const truth = winnableDeep(state);
        const where = `seed ${seed}\n${writePosition(state)}`;
        for (const v of [searched(new Search(state)), searched(new BestFirst(state))]) {
          expect(v.status, where).toBe(truth ? 'solved' : 'unsolvable');
          if (truth) verifyLine(state, v.line.map(toEngineMove));
          if (!truth && v.deadEnds > 0) cutAndLost++;
        }
        if (truth) won++;
      }
      // The check cut both searches short on lost endgames, and both outcomes were common.
      expect(cutAndLost).toBeGreaterThan(10);
      expect(won).toBeGreaterThan(10);
    }, 300_000);
  },
);

// The searches' check keeps its verdicts by the stock's length, the waste, the pile heights and the
// room alone (WasteCheck): on random walks through the engine's moves, where the same waste comes
// back under other tableaux, every kept verdict must be the one the check works out afresh. The
// walks start from deals with the stock's last cards laid on the first columns, so that columns
// hold cards off their parents (room the walks change) as well as cards on them.
describe.each(['cast-out-nines', 'dimes', 'threes-company', 'fours-up'] as const)(
  '%s: the check kept by what it reads',
  (id) => {
    it('gives the verdict buriedWasteLost gives', () => {
      let kept = 0;
      let lostKept = 0;
      for (let deal = 1; deal <= 4; deal++) {
        const dealt = dealPosition(rulesOf(id), deal);
        if (!dealt.ok) throw new Error(dealt.error);
        const d = dealt.state;
        const laid = d.stock.slice(-deal);
        const start: State = {
          ...d,
          tableau: d.tableau.map((col, i) => (i < laid.length ? [...col, laid[i] as Card] : col)),
          stock: d.stock.slice(0, d.stock.length - laid.length),
        };
        const check = new WasteCheck(true);
        const rnd = mulberry32(deal);
        // Deals one time in four, so that the waste grows and comes back under other tableaux,
        // and goes home one time in four, so that it comes back with other piles.
        const walked = walkChecking(
          check,
          () => new PackedState(start),
          rnd,
          { walks: 100, steps: 120 },
          (dealMove, homeMove, r) =>
            dealMove !== undefined && r < 0.25 ? dealMove : homeMove !== undefined && r < 0.5 ? homeMove : undefined,
        );
        kept += walked.kept;
        lostKept += walked.lostKept;
      }
      // Kept verdicts were used often, both ways.
      expect(kept).toBeGreaterThan(100);
      expect(lostKept).toBeGreaterThan(10);
    }, 300_000);
  },
);

// From a start before the last pass (Eights Down's first), the last pass's stock is the waste as it
// was turned over, which differs from line to line: the kept verdicts are keyed by the stock too.
// Walks from one line through the first pass (so that their last pass's stock is one, and verdicts
// come back), every kept verdict must be the one the check works out afresh.
describe('eights-down: the check kept from a start in the first pass', () => {
  it('gives the verdict buriedWasteLost gives', () => {
    const moves = new Int32Array(2048);
    let kept = 0;
    let lostKept = 0;
    for (let deal = 1; deal <= 4; deal++) {
      const dealt = dealPosition(rulesOf('eights-down'), deal);
      if (!dealt.ok) throw new Error(dealt.error);
      const check = new WasteCheck(false);
      const rnd = mulberry32(deal);
      const isStockMove = (x: number): boolean => moveFrom(x) === STOCK_ID || moveTo(x) === STOCK_ID;
      const isHomeMove = (x: number): boolean => moveTo(x) >= FOUND0 && moveTo(x) < STOCK_ID;
      const first = new PackedState(dealt.state);
      const line: number[] = [];
      while (first.pass === 1) {
        const listed = Array.from(moves.subarray(0, generateMoves(first, moves, 0)));
        const m = listed.find(isHomeMove) ?? (listed.find(isStockMove) as number);
        first.apply(m);
        line.push(m);
      }
      const inLastPass = (): PackedState => {
        const p = new PackedState(dealt.state);
        for (const m of line) p.apply(m);
        return p;
      };
      const walked = walkChecking(check, inLastPass, rnd, { walks: 25, steps: 200 }, (stockMove, homeMove, r) =>
        homeMove !== undefined && r < 0.5 ? homeMove : stockMove !== undefined && r < 0.9 ? stockMove : undefined,
      );
      kept += walked.kept;
      lostKept += walked.lostKept;
    }
    expect(kept).toBeGreaterThan(100);
    expect(lostKept).toBeGreaterThan(10);
  }, 300_000);
});

describe('where the proof applies', () => {
  it('is the family games built down in their foundations order without wrapping, not the others', () => {
    const applies = (id: GameId): boolean => wasteCoverApplies(rulesOf(id));
    expect(
      ['busy-aces', 'deuces', 'threes-company', 'fours-up', 'cast-out-nines', 'dimes', 'jacks-in-the-box'].every((id) =>
        applies(id as GameId),
      ),
    ).toBe(true);
    for (const id of ['penta', 'sixes-and-sevens', 'eights-down', 'freecell', 'klondike'] as const) {
      expect(applies(id), id).toBe(false);
    }
  });
  it('and its mirror, foundations built down from a base all dealt home, columns up in suit: Eights Down', () => {
    expect(wasteCheckApplies(rulesOf('eights-down'))).toBe(true);
    for (const id of ['penta', 'sixes-and-sevens', 'freecell', 'klondike'] as const) {
      expect(wasteCheckApplies(rulesOf(id)), id).toBe(false);
    }
  });
});

/**
 * Random walks through the engine's moves from `start()`, each move `prefer` picks (from the stock's
 * move, a move home and a random number) or else one at random, holding every verdict `check` gives
 * after a deal to buriedWasteLost's; returns how many verdicts it kept and gave again, and how many
 * of those said lost.
 */
function walkChecking(
  check: WasteCheck,
  start: () => PackedState,
  rnd: () => number,
  size: { readonly walks: number; readonly steps: number },
  prefer: (stockMove: number | undefined, homeMove: number | undefined, r: number) => number | undefined,
): { kept: number; lostKept: number } {
  const moves = new Int32Array(2048);
  let kept = 0;
  let lostKept = 0;
  for (let walk = 0; walk < size.walks; walk++) {
    const p = start();
    for (let step = 0; step < size.steps; step++) {
      const n = generateMoves(p, moves, 0);
      if (n === 0) break;
      const listed = Array.from(moves.subarray(0, n));
      const stockMove = listed.find((x) => moveFrom(x) === STOCK_ID || moveTo(x) === STOCK_ID);
      const homeMove = listed.find((x) => moveTo(x) >= FOUND0 && moveTo(x) < STOCK_ID);
      const r = rnd();
      const anyMove = listed[Math.floor(rnd() * n)] as number;
      const m = prefer(stockMove, homeMove, r) ?? anyMove;
      p.apply(m);
      if (moveFrom(m) !== STOCK_ID) continue;
      const hitsBefore = check.hits;
      const verdict = check.dealtIntoLoss(p, m);
      expect(verdict, `walk ${walk} step ${step}`).toBe(buriedWasteLost(p));
      if (check.hits > hitsBefore) {
        kept++;
        if (verdict) lostKept++;
      }
    }
  }
  return { kept, lostKept };
}
