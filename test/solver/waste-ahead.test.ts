import { describe, expect, it } from 'vitest';
import { dealPosition, type State, writePosition } from '../../src/engine/index';
import { generateMoves } from '../../src/engine/solver/move-gen';
import { FOUND0, moveFrom, moveTo, PackedState, STOCK_ID } from '../../src/engine/solver/packed';
import { WasteAhead } from '../../src/engine/solver/waste-ahead';
import { buriedWasteLost, roomOf, WasteCheck } from '../../src/engine/solver/waste-cover';
import { mulberry32, winnableDeep } from './helpers/exhaustive';
import { builtWasteEndgame, rulesOf, tightWasteEndgame } from './helpers/waste-endgames';

// The look ahead over the deals no line avoids (waste-ahead.ts) held to an exhaustive search of the
// engine's moves, as the check is (waste-cover.test.ts): every position it calls lost must have no
// win, in the last pass and from the first (where the check itself never applies, and the look
// ahead turns the waste over). Only the endgames it applies to are searched (a waste's top card
// that cannot leave, no space to come): some of them it proves lost where the check alone does not.

/** The look ahead's verdict on `state`, null where it does not apply. */
function aheadLost(state: State): boolean | null {
  const p = new PackedState(state);
  const ahead = new WasteAhead(state.rules.decks);
  const check = new WasteCheck(p.pass === p.passes, ahead);
  if (!ahead.applies(p)) return null;
  return ahead.lostAhead(p, roomOf(p), check);
}

/** `s` with its stock laid on its waste (the stock out, in the first pass: the next move on the waste turns it over). */
const stockOut = (s: State): State => ({ ...s, waste: [...s.waste, ...[...s.stock].reverse()], stock: [] });

/** winnableDeep within `limit` positions, null beyond. */
function truthWithin(state: State, limit: number): boolean | null {
  try {
    return winnableDeep(state, limit);
  } catch {
    return null;
  }
}

describe('eights-down: the look ahead over the deals no line avoids', () => {
  it('calls lost only what an exhaustive search of the engine moves finds no win in, in the last pass', () => {
    let fired = 0;
    let beyondCheck = 0;
    let applied = 0;
    for (let seed = 1; seed <= 1100; seed++) {
      const state = builtWasteEndgame('eights-down', seed);
      const lost = aheadLost(state);
      if (lost === null) continue;
      applied++;
      const truth = winnableDeep(state);
      if (lost) {
        expect(truth, `seed ${seed}\n${writePosition(state)}`).toBe(false);
        fired++;
        if (!buriedWasteLost(new PackedState(state))) beyondCheck++;
      }
    }
    // It fired often, and proved lost what the check alone did not (the test fails without it).
    expect(applied).toBeGreaterThan(20);
    expect(fired).toBeGreaterThan(10);
    expect(beyondCheck).toBeGreaterThanOrEqual(3);
  }, 600_000);

  it('and from the first pass, across the waste turned over', () => {
    // The first pass's endgames with the stock out: the waste, turned over, is the last pass's
    // stock. Only those it calls lost are searched (two passes take a plain search long).
    let fired = 0;
    let searched = 0;
    for (let seed = 1; seed <= 1300; seed++) {
      const state = stockOut(tightWasteEndgame('eights-down', seed, 1));
      if (aheadLost(state) !== true) continue;
      fired++;
      const truth = truthWithin(state, 300_000);
      if (truth === null) continue;
      expect(truth, `seed ${seed}\n${writePosition(state)}`).toBe(false);
      searched++;
    }
    expect(searched).toBeGreaterThanOrEqual(5);
    expect(fired - searched).toBeLessThanOrEqual(searched);
  }, 600_000);
});

// The look ahead's checks keep their verdicts with the check's (WasteCheck.lostOf), and its own
// verdicts there too: on random walks through the first pass into the last (where the same wastes
// come back under other tableaux), every verdict given with one check kept throughout must be the
// one a check of its own works out afresh.
describe('eights-down: the look ahead with its verdicts kept', () => {
  it('gives the verdicts it gives afresh', () => {
    const moves = new Int32Array(2048);
    let applied = 0;
    let lost = 0;
    let kept = 0;
    for (let deal = 1; deal <= 3; deal++) {
      const dealt = dealPosition(rulesOf('eights-down'), deal);
      if (!dealt.ok) throw new Error(dealt.error);
      const ahead = new WasteAhead(2, 64);
      const check = new WasteCheck(false, ahead);
      const rnd = mulberry32(deal);
      for (let walk = 0; walk < 30; walk++) {
        const p = new PackedState(dealt.state);
        for (let step = 0; step < 400; step++) {
          const n = generateMoves(p, moves, 0);
          if (n === 0) break;
          const listed = Array.from(moves.subarray(0, n));
          const stockMove = listed.find((x) => moveFrom(x) === STOCK_ID || moveTo(x) === STOCK_ID);
          const homeMove = listed.find((x) => moveTo(x) >= FOUND0 && moveTo(x) < STOCK_ID);
          const r = rnd();
          const m =
            homeMove !== undefined && r < 0.5
              ? homeMove
              : stockMove !== undefined && r < 0.9
                ? stockMove
                : (listed[Math.floor(rnd() * n)] as number);
          p.apply(m);
          if (moveFrom(m) !== STOCK_ID) continue;
          const fresh = new WasteAhead(2, 64);
          const where = `deal ${deal} walk ${walk} step ${step}`;
          expect(check.dealtIntoLoss(p, m, true), `${where} dealt`).toBe(
            new WasteCheck(false, fresh).dealtIntoLoss(p, m, true),
          );
          if (!ahead.applies(p)) continue;
          applied++;
          const hitsBefore = check.hits;
          const verdict = ahead.lostAhead(p, roomOf(p), check);
          if (check.hits > hitsBefore) kept++;
          expect(fresh.applies(p)).toBe(true);
          expect(verdict, where).toBe(fresh.lostAhead(p, roomOf(p), new WasteCheck(false, fresh)));
          if (verdict) lost++;
        }
      }
    }
    // It applied often, proved losses, and its checks were answered from kept verdicts.
    expect(applied).toBeGreaterThan(1000);
    expect(lost).toBeGreaterThan(100);
    expect(kept).toBeGreaterThan(100);
  }, 300_000);
});
