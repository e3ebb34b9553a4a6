import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentState, dealPosition, rulesFor, type State } from '../../src/engine/index';
import { evaluate } from '../../src/engine/solver/heuristic';
import { generateMoves, nextSafeAutoMove, nextSafeAutoMoveAfter } from '../../src/engine/solver/move-gen';
import {
  CoreBoard,
  cmCount,
  cmFrom,
  cmTo,
  HOME,
  packedOf,
  ZCELL_HI,
  ZCELL_LO,
  ZHI,
  ZLO,
} from '../../src/engine/solver/open-core/board';
import { coreMoves } from '../../src/engine/solver/open-core/moves';
import { CoreScorer, SCALE } from '../../src/engine/solver/open-core/score';
import { OpenCore } from '../../src/engine/solver/open-core/search';
import { type CoreTables, coreFits, NO_PARENT } from '../../src/engine/solver/open-core/tables';
import { CELL0, PackedState, toEngineMove } from '../../src/engine/solver/packed';
import { flavoursFor } from '../../src/engine/solver/profiles';
import { solve, verifyLine } from '../../src/engine/solver/solve';
import { OPEN_VARIANTS, start, VARIANTS } from '../engine/helpers/random-play';
import { boardColumn, boardOf, rulesOf, walk, walkArb } from './helpers/open-core';

// The open core (open-core/) is a second, faster copy of the generic search's position, moves,
// auto-moves and heuristic for the open one-deck games. It must agree with them exactly: the same
// pruned (and unpruned) move set as generateMoves, the same safe auto-moves as nextSafeAutoMove,
// the same scores as evaluate (times its scale); a move made and taken back must leave nothing
// changed; positions that differ only by which column or cell holds what must hash alike; and the
// lines it wins must play through the engine.

// Penguin fits the core too (one deck, no stock, its base rank the deal's): its plan does not ask
// for the core, but the core must agree with the engine there as well.
const GAMES = ['freecell', 'bakers-game', 'seahaven-towers', 'eight-off', 'penguin'];
const CORE_VARIANTS = VARIANTS.filter((v) => GAMES.includes(v.rules.id));

const sorted = (a: Iterable<number>): number[] => Array.from(a).sort((x, y) => x - y);

/**
 * `ct` with one more (empty) parent slot a card: every game the core plays has two at most, so
 * coreMoves reads them by ontoTwo, and its loop for wider slots (onto) is run only so.
 */
function widened(ct: CoreTables): CoreTables {
  const width = ct.parentWidth + 1;
  const parentSlots = new Uint8Array(52 * width).fill(NO_PARENT);
  for (let c = 0; c < 52; c++) {
    for (let q = 0; q < ct.parentWidth; q++)
      parentSlots[c * width + q] = ct.parentSlots[c * ct.parentWidth + q] as number;
  }
  return { t: ct.t, chain: ct.chain, safeNext: ct.safeNext, parentSlots, parentWidth: width };
}

/** The board's layout and hash as plain values (what make then undo must give back). */
function snapshot(b: CoreBoard): string {
  const cols = Array.from({ length: b.nCols }, (_, i) => boardColumn(b, i));
  return JSON.stringify([
    cols,
    Array.from(b.runs),
    Array.from(b.cells),
    Array.from(b.height),
    b.heightsIndex,
    b.home,
    b.hashLo,
    b.hashHi,
  ]);
}

describe('the open core plays', () => {
  it('the open one-deck games, and not the others', () => {
    const fits = OPEN_VARIANTS.filter((v) => coreFits(currentState(start(v.rules, 1, 'off')))).map((v) => v.rules.id);
    expect([...new Set(fits)].sort()).toEqual([...GAMES].sort());
  });
});

for (const v of CORE_VARIANTS) {
  describe(`the open core in random ${v.name} positions`, () => {
    it("lists generateMoves' moves, pruned and not", () => {
      fc.assert(
        fc.property(walkArb, (w) => {
          const out = new Int32Array(2048);
          for (const s of walk(v.rules, w)) {
            const p = new PackedState(s);
            const b = boardOf(s);
            for (const pruned of [true, false]) {
              const theirs = sorted(out.subarray(0, generateMoves(p, out, 0, pruned)));
              const n = coreMoves(b, out, pruned);
              const mine = sorted(Array.from(out.subarray(0, n), (m) => packedOf(p, m)));
              expect(mine).toEqual(theirs);
            }
          }
        }),
        { numRuns: 12 },
      );
    });

    it('lists the same moves in the same order with its parents in wider slots (onto, not ontoTwo)', () => {
      fc.assert(
        fc.property(walkArb, (w) => {
          const out = new Int32Array(2048);
          const wide = new Int32Array(2048);
          for (const s of walk(v.rules, w)) {
            const b = boardOf(s);
            const wb = new CoreBoard(widened(b.ct), s);
            for (const pruned of [true, false]) {
              const n = coreMoves(b, out, pruned);
              expect(Array.from(wide.subarray(0, coreMoves(wb, wide, pruned)))).toEqual(Array.from(out.subarray(0, n)));
            }
          }
        }),
        { numRuns: 4 },
      );
    });

    it("makes nextSafeAutoMove's auto-moves, before and after every move", () => {
      fc.assert(
        fc.property(walkArb, (w) => {
          const out = new Int32Array(2048);
          for (const s of walk(v.rules, w)) {
            const p = new PackedState(s);
            const b = boardOf(s);
            const a = b.nextAuto();
            expect(a < 0 ? -1 : packedOf(p, a)).toBe(nextSafeAutoMove(p));
            if (a >= 0) continue;
            // With none due: each move and the auto-moves after it, as best-first.ts plays them.
            const n = coreMoves(b, out, false);
            for (let i = 0; i < n; i++) {
              const m = out[i] as number;
              const pm = packedOf(p, m);
              p.apply(pm);
              const theirs: number[] = [];
              for (let x = nextSafeAutoMoveAfter(p, pm); x >= 0; x = nextSafeAutoMove(p)) {
                p.apply(x);
                theirs.push(x);
              }
              for (let j = theirs.length - 1; j >= 0; j--) p.undo(theirs[j] as number);
              b.make(m);
              const k = b.autos(m);
              // The board's, named on the PackedState as the search's lines name them.
              const mine: number[] = [];
              for (const x of b.autoStack.subarray(0, k)) {
                mine.push(packedOf(p, x));
                p.apply(packedOf(p, x));
              }
              expect(mine).toEqual(theirs);
              for (let j = mine.length - 1; j >= 0; j--) p.undo(mine[j] as number);
              b.undoAutos(k);
              b.undo(m);
              p.undo(pm);
            }
          }
        }),
        { numRuns: 8 },
      );
    });

    it('takes every move back exactly, and keeps its hash and runs as a fresh count gives them', () => {
      fc.assert(
        fc.property(walkArb, (w) => {
          const out = new Int32Array(2048);
          for (const s of walk(v.rules, w)) {
            const b = boardOf(s);
            const before = snapshot(b);
            const n = coreMoves(b, out, false);
            for (let i = 0; i < n; i++) {
              const m = out[i] as number;
              b.make(m);
              const k = b.autos(m);
              const lo = b.hashLo;
              const hi = b.hashHi;
              const runs = Array.from(b.runs);
              b.rehash();
              expect([b.hashLo, b.hashHi, Array.from(b.runs)]).toEqual([lo, hi, runs]);
              b.undoAutos(k);
              b.undo(m);
              expect(snapshot(b)).toBe(before);
            }
          }
        }),
        { numRuns: 8 },
      );
    });

    it('hashes a position alike whichever columns and cells hold its cards, and tells moves apart', () => {
      fc.assert(
        fc.property(walkArb, fc.integer(), (w, seed) => {
          for (const s of walk(v.rules, w)) {
            // A shuffle by seed: columns and cells permuted.
            let x = seed | 1;
            const rnd = (n: number): number => {
              x ^= x << 13;
              x ^= x >>> 17;
              x ^= x << 5;
              return (x >>> 0) % n;
            };
            const shuffle = <T>(a: readonly T[]): T[] => {
              const c = a.slice();
              for (let i = c.length - 1; i > 0; i--) {
                const j = rnd(i + 1);
                [c[i], c[j]] = [c[j] as T, c[i] as T];
              }
              return c;
            };
            const permuted: State = { ...s, tableau: shuffle(s.tableau), cells: shuffle(s.cells) };
            const a = boardOf(s);
            const b = boardOf(permuted);
            expect([b.hashLo, b.hashHi]).toEqual([a.hashLo, a.hashHi]);
            // A move's child hashes otherwise (a card moved to a cell or a column changes the pairs).
            const out = new Int32Array(2048);
            const n = coreMoves(a, out, false);
            for (let i = 0; i < n; i++) {
              const m = out[i] as number;
              a.make(m);
              expect([a.hashLo, a.hashHi]).not.toEqual([b.hashLo, b.hashHi]);
              a.undo(m);
            }
          }
        }),
        { numRuns: 8 },
      );
    });

    it("scores a position and a child before its move as evaluate does, for every flavour's weights", () => {
      fc.assert(
        fc.property(walkArb, (w) => {
          const out = new Int32Array(2048);
          for (const s of walk(v.rules, w)) {
            const p = new PackedState(s);
            const b = boardOf(s);
            for (const f of flavoursFor(p)) {
              const sc = new CoreScorer(b, f.weights);
              expect(sc.evaluate()).toBeCloseTo(SCALE * evaluate(p, f.weights), 6);
              // A move to no foundation with no auto-move after it: the parent's terms with the
              // columns it leaves and joins tallied from the parent's, as the search scores it.
              sc.next();
              let colSum = 0;
              for (let i = 0; i < b.nCols; i++) colSum += sc.term(i);
              const base = sc.base();
              const n = coreMoves(b, out, true);
              for (let i = 0; i < n; i++) {
                const m = out[i] as number;
                const from = cmFrom(m);
                const to = cmTo(m);
                const cnt = cmCount(m);
                if (to === HOME) continue;
                const l = b.len[from] ?? 0;
                if (from < CELL0 && l > cnt && b.safeHome(b.mem[from * b.stride + l - cnt - 1] as number)) continue;
                let score = base + colSum;
                if (from < CELL0) score += sc.cutTerm(from, l - cnt) - sc.term(from);
                else score += sc.free;
                if (to < CELL0) score += sc.grownTerm(to, from, cnt, m >>> 18) - sc.term(to);
                else score -= sc.free;
                b.make(m);
                const child = new CoreScorer(b, f.weights).evaluate();
                b.undo(m);
                expect(score).toBe(child);
              }
            }
          }
        }),
        { numRuns: 6 },
      );
    });
  });
}

describe("the open core's hash", () => {
  // A position's hash is an XOR of table entries: its 64 bits are worth 64 only if the entries, as
  // 64-bit vectors over GF(2), span all 64 dimensions. (A linear generator, xorshift, made each
  // high half a linear function of its low half: rank 32, a 32-bit hash.)
  it('draws numbers whose XORs reach every 64-bit value', () => {
    const basis: bigint[] = [];
    const add = (lo: number, hi: number): void => {
      let v = (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
      for (const b of basis) if ((v ^ b) < v) v ^= b;
      if (v === 0n) return;
      basis.push(v);
      basis.sort((x, y) => (x > y ? -1 : 1));
    };
    for (let i = 0; i < ZLO.length; i++) add(ZLO[i] as number, ZHI[i] as number);
    for (let i = 0; i < ZCELL_LO.length; i++) add(ZCELL_LO[i] as number, ZCELL_HI[i] as number);
    expect(basis.length).toBe(64);
  });
});

describe("the open core's scale", () => {
  it('refuses a weight that is not a whole number of sixtieths (SCALE), naming it', () => {
    const s = currentState(start(rulesOf('freecell'), 1, 'off'));
    const f = flavoursFor(new PackedState(s))[0];
    if (!f) throw new Error('no flavour');
    expect(() => new CoreScorer(boardOf(s), { ...f.weights, blocking: 0.01 })).toThrow(/blocking \(0.01\)/);
    expect(() => new OpenCore(s, 1 / 7, f.weights)).toThrow(/depthCost/);
  });
});

describe("the open core's wins", () => {
  for (const v of CORE_VARIANTS) {
    it(`play through the engine from ${v.name} deals and from positions in mid-game`, () => {
      let won = 0;
      fc.assert(
        fc.property(walkArb, (w) => {
          const states = walk(v.rules, w);
          for (const s of [states[0] as State, states[states.length - 1] as State]) {
            const f = flavoursFor(new PackedState(s))[0];
            if (!f) throw new Error('no flavour');
            const core = new OpenCore(s, f.depthCost, f.weights);
            const status = core.step(100_000, { maxStates: 20_000 });
            if (status !== 'solved') continue;
            won++;
            expect(() => verifyLine(s, core.winningLine.map(toEngineMove))).not.toThrow();
          }
        }),
        { numRuns: 10 },
      );
      expect(won).toBeGreaterThan(0);
    });
  }
});

describe('solve with the open core', () => {
  // The verdicts of the solver before the core (fixtures/open-core-verdicts.json, made with main's
  // solve() at the same budget): the core changes which search finds a win, never the verdict.
  // 11982 stays proven lost: the core's searches run dry, and the depth-first search proves it.
  const fixture = JSON.parse(
    readFileSync(new URL('./fixtures/open-core-verdicts.json', import.meta.url), 'utf8'),
  ) as Record<string, { deals: number[]; unsolvable: number[]; unknown: number[] }>;
  // Eight Off's plan prunes nothing, so the core has no search of it to do: its row checks that the
  // schedule, now asking for a FlavourSearch, gives its verdicts as before.
  for (const game of ['freecell', 'bakers-game', 'seahaven-towers', 'eight-off'] as const) {
    const what = game === 'eight-off' ? 'with the schedule alone (no core)' : 'as before';
    it(`gives ${game}'s verdicts ${what}`, { timeout: 120_000 }, () => {
      const r = rulesFor(game);
      if (!r.ok) throw new Error(r.error);
      const expected = fixture[game];
      if (!expected) throw new Error(`no verdicts for ${game}`);
      const got = { unsolvable: [] as number[], unknown: [] as number[] };
      for (const n of expected.deals) {
        const d = dealPosition(r.rules, n);
        if (!d.ok) throw new Error(d.error);
        const status = solve(d.state, { maxStates: 2_000_000, maxMs: 600_000 }).status;
        if (status === 'unsolvable' || status === 'unknown') got[status].push(n);
      }
      expect(got).toEqual({ unsolvable: expected.unsolvable, unknown: expected.unknown });
    });
  }
});

describe("the open core's budget, as the schedule uses it", () => {
  // solve.ts runs a search in slices of expansions, stops it where its budget is spent ('unknown'),
  // and may resume it in a later round with a bigger one: the search must go on where it stopped,
  // taking the same positions as one run straight through.
  it('runs in slices and resumed budgets as in one run', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 32000 }), fc.integer({ min: 1, max: 40 }), (deal, slice) => {
        const r = rulesFor('freecell');
        if (!r.ok) throw new Error(r.error);
        const d = dealPosition(r.rules, deal);
        if (!d.ok) throw new Error(d.error);
        const f = flavoursFor(new PackedState(d.state))[0];
        if (!f) throw new Error('no flavour');
        const whole = new OpenCore(d.state, f.depthCost, f.weights);
        whole.step(1_000_000, { maxStates: 3000 });
        const sliced = new OpenCore(d.state, f.depthCost, f.weights);
        let limit = 50;
        for (let k = 0; k < 100_000 && sliced.status !== 'solved'; k++) {
          const status = sliced.step(slice, { maxStates: Math.min(limit, 3000) });
          if (status === 'unknown') {
            expect(sliced.states).toBe(Math.min(limit, 3000));
            if (limit >= 3000 || sliced.ranDry) break;
            limit += 50;
            sliced.resume();
          }
        }
        expect([sliced.status, sliced.states, sliced.ranDry]).toEqual([whole.status, whole.states, whole.ranDry]);
        expect(sliced.winningLine).toEqual(whole.winningLine);
        // Released, it keeps its outcome and line, and does no more.
        const line = whole.winningLine.slice();
        whole.release();
        expect(whole.winningLine).toEqual(line);
        whole.resume();
        expect(whole.step(10, { maxStates: 1_000_000 })).toBe(whole.status);
      }),
      { numRuns: 40 },
    );
  });
});
