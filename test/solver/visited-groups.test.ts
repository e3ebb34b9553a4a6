import { describe, expect, it } from 'vitest';
import { FOUND0, PackedState, packMove } from '../../src/engine/solver/packed';
import { VisitedSet } from '../../src/engine/solver/visited';
import { positionOf as position, restOfTwoDecks } from './helpers/position';

// The exact keys of games with foundation groups (visited.ts). In Penta the cards in play do not
// say which pile a card home lies on (a 5 on an up pile or a down one): the key must tell those
// apart, or a search could skip a position it never saw and claim a proof it does not have. And
// no Penta rule asks a suit, so positions alike but for the suits are one key.

const penta = (columns: readonly string[], foundations = '- - - - - - - -', waste: readonly string[] = []) =>
  position(
    'penta',
    [
      `Foundations: ${foundations}`,
      ...columns.map((c) => `: ${c}`),
      `Stock: ${restOfTwoDecks([...columns.flatMap((c) => c.split(' ').filter(Boolean)), ...waste, ...foundations.split(/[ ,]/).filter((w) => w !== '-')])}`,
      `Waste: ${waste.join(' ')}`,
      'Pass: 1/1',
      '',
    ].join('\n'),
  );

describe('visited keys of Penta positions', () => {
  it('tell apart a 5 home on an up pile from a 5 home on a down pile', () => {
    const p = new PackedState(penta(['5H', '9C', 'KD', '2S', '7H', 'QC']));
    const seen = new VisitedSet();
    const up = packMove(0, FOUND0, 1);
    const down = packMove(0, FOUND0 + 4, 1);
    p.apply(up);
    expect(seen.add(p)).toBe(true);
    p.undo(up);
    p.apply(down);
    expect(seen.add(p)).toBe(true);
    p.undo(down);
    // Another up pile is the same as the first: piles of a group are alike.
    const upAgain = packMove(0, FOUND0 + 2, 1);
    p.apply(upAgain);
    expect(seen.add(p)).toBe(false);
  });

  it('are one for positions alike but for the suits, and the columns in another order', () => {
    const seen = new VisitedSet();
    expect(seen.add(new PackedState(penta(['5H 4C', '9C', 'KD', '2S', '7H', 'QC'], '5D,6S - - - - - - -')))).toBe(true);
    expect(seen.add(new PackedState(penta(['9D', '5S 4H', 'KC', '2D', '7S', 'QH'], '5C,6C - - - - - - -')))).toBe(
      false,
    );
    expect(seen.add(new PackedState(penta(['5S 4H', '9D', 'KC', '2D', '7S', 'QH'], '5C,6C - - - - - - -')))).toBe(
      false,
    );
    // A rank changed is another position.
    expect(seen.add(new PackedState(penta(['5S 3H', '9D', 'KC', '2D', '7S', 'QH'], '5C,6C - - - - - - -')))).toBe(true);
  });

  it('keep the left columns (down) apart from the right (up): a card alone on the left is not on the right', () => {
    // The same six columns, the 9 and the 2 changing sides: on the left the 9 takes an 8, on the
    // right a 10. A search that took one for the other would never try the second, and a search
    // that ran dry could claim a loss it has not shown.
    const seen = new VisitedSet();
    expect(seen.add(new PackedState(penta(['9C', 'KD', '6H', '2S', '7H', 'QC'])))).toBe(true);
    expect(seen.add(new PackedState(penta(['2S', 'KD', '6H', '9C', '7H', 'QC'])))).toBe(true);
    // The same five cards with the space on the left, then on the right: any card fills it, but
    // what then builds on that card differs. (A key that sorted the six columns together, as
    // before the fix, takes the second for the first.)
    expect(seen.add(new PackedState(penta(['9C', '', '6H', '2S', '7H', 'QC'])))).toBe(true);
    expect(seen.add(new PackedState(penta(['9C', '2S', '6H', '', '7H', 'QC'])))).toBe(true);
    // Within a side the order still does not matter.
    expect(seen.add(new PackedState(penta(['6H', '9C', 'KD', 'QC', '2S', '7H'])))).toBe(false);
  });
});

describe('visited keys of Sixes and Sevens positions', () => {
  it('keep the suits: a 5 of hearts in a slot is not a 5 of clubs', () => {
    const six = (slot: string) => {
      const named = [
        slot,
        '6C',
        '6C',
        '6D',
        '6D',
        '6H',
        '6H',
        '6S',
        '6S',
        '7C',
        '7C',
        '7D',
        '7D',
        '7H',
        '7H',
        '7S',
        '7S',
      ];
      return position(
        'sixes-and-sevens',
        [
          'Foundations: C-6 C-6 D-6 D-6 H-6 H-6 S-6 S-6 C-7 C-7 D-7 D-7 H-7 H-7 S-7 S-7',
          `: ${slot}`,
          ...Array.from({ length: 8 }, () => ':'),
          `Stock: ${restOfTwoDecks(named)}`,
          'Waste:',
          'Pass: 1/1',
          '',
        ].join('\n'),
      );
    };
    const seen = new VisitedSet();
    expect(seen.add(new PackedState(six('5H')))).toBe(true);
    expect(seen.add(new PackedState(six('5C')))).toBe(true);
  });
});
