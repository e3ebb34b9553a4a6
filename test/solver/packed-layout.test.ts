import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { card, currentState, foundationChoices, foundationGroups, type Rank, type Suit } from '../../src/engine/index';
import { generateMoves } from '../../src/engine/solver/move-gen';
import { PackedState } from '../../src/engine/solver/packed';
import { deal } from '../engine/helpers/board';
import { autoModeArb, dealArb, OPEN_VARIANTS, picksArb, playPick, start } from '../engine/helpers/random-play';
import { walkRandomly } from './helpers/walk';

// The best-first search saves each expanded position's layout and loads it back to make its
// children. In the starting pass a layout keeps only the stock's length (the stock is the starting
// stock cut short); loading must still give back exactly the saved position, whatever was loaded
// or played before it, across the redeal and back.

/** Everything a position holds, for comparing. */
function dump(p: PackedState): string {
  const cols = Array.from({ length: p.nCols }, (_, i) =>
    Array.from(p.cols.subarray(i * p.cap, i * p.cap + (p.colLen[i] as number))),
  );
  return JSON.stringify({
    cols,
    cells: Array.from(p.cells),
    found: [Array.from(p.fSuit), Array.from(p.fLen)],
    stock: Array.from(p.stock.subarray(0, p.stockLen)),
    waste: Array.from(p.waste.subarray(0, p.wasteLen)),
    pass: p.pass,
    home: p.home,
  });
}

describe('PackedState layouts', () => {
  it('load gives back the saved position, in any order, across passes (Eights Down)', () => {
    let redealt = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.nat(), { minLength: 150, maxLength: 400 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        (n, picks, order) => {
          const start = deal('eights-down', n);
          const p = new PackedState(start);
          const buf = new Uint8Array(1 << 20);
          const saved: { at: number; text: string }[] = [];
          let used = 0;
          const moves = new Int32Array(2048);
          // A random line; the stock's move comes up often, so lines reach the second pass.
          for (const pick of picks) {
            saved.push({ at: used, text: dump(p) });
            used = p.save(buf, used);
            const end = generateMoves(p, moves, 0);
            if (end === 0) break;
            p.apply(moves[pick % 2 === 0 ? end - 1 : pick % end] as number);
          }
          if (p.pass > start.pass) redealt++;
          for (const k of [...order, saved.length - 1, 0]) {
            const s = saved[k % saved.length] as { at: number; text: string };
            p.load(buf, s.at);
            expect(dump(p)).toBe(s.text);
          }
        },
      ),
      { numRuns: 40 },
    );
    // Most lines must have reached the second pass for the test to mean anything.
    expect(redealt).toBeGreaterThan(20);
  });

  it('knows which foundation takes each card, through moves, take-backs and loads (FreeCell)', () => {
    // The rule, walked out, for every card in play: a started foundation whose next card it is,
    // else the first empty one for an ace. PackedState keeps each suit's foundation to answer at
    // once; this checks it.
    const walk = (p: PackedState, c: number): number => {
      for (let i = 0; i < p.nFound; i++) {
        const len = p.fLen[i] as number;
        if (len > 0 && p.fSuit[i] === (c & 3) && len < 13 && len === c >> 2) return i;
      }
      if (c >> 2 !== 0) return -1;
      for (let i = 0; i < p.nFound; i++) if (p.fLen[i] === 0) return i;
      return -1;
    };
    const inPlay = (p: PackedState): number[] => {
      const cards = Array.from(p.cells).filter((c) => c >= 0);
      for (let i = 0; i < p.nCols; i++) cards.push(...p.cols.subarray(i * p.cap, i * p.cap + (p.colLen[i] as number)));
      return cards;
    };
    let home = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 32_000 }),
        fc.array(fc.nat(), { minLength: 100, maxLength: 300 }),
        (n, picks) => {
          const p = new PackedState(deal('freecell', n));
          const line = {
            takeBackEvery: 7,
            loadEvery: 11,
            loadOf: (saved: readonly number[], pick: number) => saved[pick % saved.length],
            // Moves home first when there are any, so that foundations fill and empty again.
            moveOf: (pick: number, end: number) => (pick % 3 === 0 ? 0 : pick % end),
          };
          walkRandomly(p, picks, line, () => {
            for (const c of inPlay(p)) expect(p.foundationFor(c), `card ${c}`).toBe(walk(p, c));
            home = Math.max(home, p.home);
          });
        },
      ),
      // Random walks seldom take more than four cards home: this one, always run, takes seven.
      { numRuns: 40, examples: [[3, Array.from({ length: 300 }, (_, i) => (i * 7919 + 3) % 1000)]] },
    );
    expect(home).toBeGreaterThan(4);
  });
});

describe('PackedState.foundationFor in games with groups of foundations', () => {
  // The auto-moves send a card home only where one group's pile takes it: where two would (a 5 in
  // Penta), a move must name its pile, and the engine's foundationChoices lists one per group.
  for (const v of OPEN_VARIANTS.filter((x) => foundationGroups(x.rules).length > 1)) {
    it(`names the engine's one choice, or none, for every card in random ${v.name} positions`, () => {
      fc.assert(
        fc.property(dealArb, autoModeArb, picksArb(120), (n, mode, picks) => {
          let s = start(v.rules, n, mode);
          for (const pick of [0, ...picks]) {
            const state = currentState(s);
            const p = new PackedState(state);
            for (let c = 0; c < 52; c++) {
              const choices = foundationChoices(state, card(((c >> 2) + 1) as Rank, (c & 3) as Suit));
              expect(p.foundationFor(c), `card ${c}`).toBe(choices.length === 1 ? choices[0] : -1);
            }
            s = playPick(s, pick);
          }
        }),
        { numRuns: 15 },
      );
    });
  }
});
