import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentState, legalMoves, type Move, moveToPileText } from '../../src/engine/index';
import { generateMoves } from '../../src/engine/solver/move-gen';
import { PackedState, toEngineMove } from '../../src/engine/solver/packed';
import {
  autoModeArb,
  dealArb,
  OPEN_VARIANTS,
  picksArb,
  playPick,
  start,
  type Variant,
} from '../engine/helpers/random-play';
import { positionOf, restOfTwoDecks } from './helpers/position';

// The solver's own move generator must list exactly the engine's legal moves (the same empty cell
// and empty column, no whole column into a space): a search over it that runs to the end has
// tried the real move set, which is what makes an exhausted search a proof. Where runs are only a
// shortcut for single moves through the cells (Eight Off's option), the solver makes those single
// moves and leaves the shortcut out.

const text = (m: Move): string => `${moveToPileText(m)}/${m.n}`;

/** Rules no game uses yet but the engine offers: foundation cards coming back to a column. */
const comeBack = (v: Variant): Variant => ({
  name: `${v.name} + foundation cards come back`,
  rules: { ...v.rules, foundations: { ...v.rules.foundations, comeBack: true } },
});

describe('generateMoves', () => {
  for (const v of [...OPEN_VARIANTS, ...OPEN_VARIANTS.filter((x) => !x.name.includes('+')).map(comeBack)]) {
    it(`lists the engine's legal moves in random ${v.name} positions`, () => {
      fc.assert(
        fc.property(dealArb, autoModeArb, picksArb(80), (deal, mode, picks) => {
          let s = start(v.rules, deal, mode);
          const out = new Int32Array(2048);
          for (const pick of [0, ...picks]) {
            const state = currentState(s);
            const end = generateMoves(new PackedState(state), out, 0);
            const packed = Array.from(out.subarray(0, end), (m) => text(toEngineMove(m))).sort();
            const shortcut = (m: Move): boolean => v.rules.runsAsSingleMoves && m.n > 1;
            const engine = legalMoves(state).filter((m) => !shortcut(m));
            expect(packed).toEqual(engine.map(text).sort());
            s = playPick(s, pick);
          }
        }),
        { numRuns: 15 },
      );
    });
  }
});

describe('generateMoves in Penta, whose left spaces (down) and right spaces (up) are not alike', () => {
  // t2 (left) and t5 (right) empty; the waste's 7D could go to either, and a lone card may cross
  // to the other side's space. Random play reaches a space on each side only now and then, so
  // the moves a proof needs are pinned down here, by the solver's own generator.
  const s = positionOf(
    'penta',
    [
      'Foundations: - - - - - - - -',
      ': 9C',
      ':',
      ': 3H',
      ': 8S',
      ':',
      ': 2C',
      `Stock: ${restOfTwoDecks(['9C', '3H', '8S', '2C', '7D'])}`,
      'Waste: 7D',
      'Pass: 1/1',
      '',
    ].join('\n'),
  );
  const out = new Int32Array(2048);
  const end = generateMoves(new PackedState(s), out, 0);
  const listed = Array.from(out.subarray(0, end), (m) => moveToPileText(toEngineMove(m)));

  it('lists the waste into a space of each side, and each lone card into the other side', () => {
    for (const m of ['w-t2', 'w-t5', 't1-t5', 't3-t5', 't4-t2', 't6-t2']) expect(listed).toContain(m);
  });

  it('leaves out a lone card into a space of its own side (the same position)', () => {
    for (const m of ['t1-t2', 't3-t2', 't4-t5', 't6-t5']) expect(listed).not.toContain(m);
  });
});
