import { describe, expect, it } from 'vitest';
import { layoutFor, pack } from '../../../src/engine/solver/klondike/layout';
import { safeMove } from '../../../src/engine/solver/klondike/moves';
import { board, rules } from '../../engine/helpers/board';

// The solver sends a card home without a choice only when no card that could ever be built below
// it is out (docs/solver-tuning.md, Klondike, rule 2): the other colour's foundations at r - 1 and,
// where cards may come back, the other foundation of its colour at r - 2; from the waste only with
// draw one.

function safe(options: string[], text: string): boolean {
  const s = board(rules('klondike', options), text);
  const L = layoutFor(s);
  return safeMove(L, pack(L, s)) >= 0;
}

describe('safe foundation moves of the Klondike solver', () => {
  it.each([
    { options: [], text: 'Foundations: H-0\n: AH', safe: true, why: 'an ace always' },
    { options: [], text: 'Foundations: H-4 C-4 S-4 D-3\n: 5H', safe: true, why: 'black at 4, diamonds at 3' },
    { options: [], text: 'Foundations: H-4 C-4 S-4 D-2\n: 5H', safe: false, why: 'the 3D could come back for the 4S' },
    {
      options: ['one-way-foundations'],
      text: 'Foundations: H-4 C-4 S-4 D-0\n: 5H',
      safe: true,
      why: 'one-way: the black 4s stay home',
    },
    { options: [], text: 'Foundations: H-4 C-3 S-4 D-4\n: 5H', safe: false, why: 'the 4C may still want it' },
    {
      options: [],
      text: 'Foundations: H-4 C-4 S-4 D-3\nWaste: 5H\nStock: *',
      safe: true,
      why: 'draw one, from the waste',
    },
    {
      options: ['draw-3'],
      text: 'Foundations: H-4 C-4 S-4 D-3\nWaste: 5H\nStock: *',
      safe: false,
      why: 'draw three: the talon places would shift',
    },
  ])('$text ($options): $safe, $why', ({ options, text, safe: expected }) => {
    expect(safe(options, text)).toBe(expected);
  });
});
