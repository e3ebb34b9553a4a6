import { describe, expect, it } from 'vitest';
import { cardText, dealPosition, writePosition } from '../../src/engine';
import { rules } from './helpers/board';

// Microsoft FreeCell's numbered deals, as published (deal 1 and deal 617 are the usual checks).
// Board text lists each column bottom card first; the published layouts read across in rows.
const DEALS: readonly { deal: number; firstRow: string; text: string }[] = [
  {
    deal: 1,
    firstRow: 'JD 2D 9H JC 5D 7H 7C 5H',
    text: `Foundations: H-0 C-0 D-0 S-0
Freecells: - - - -
: JD KD 2S 4C 3S 6D 6S
: 2D KC KS 5C TD 8S 9C
: 9H 9S 9D TS 4S 8D 2H
: JC 5S QD QH TH QS 6H
: 5D AD JS 4H 8H 6C
: 7H QC AS AC 2C 3D
: 7C KH AH 4D JH 8C
: 5H 3H 3C 7S 7D TC
`,
  },
  {
    deal: 617,
    firstRow: '7D AD 5C 3S 5S 8C 2D AH',
    text: `Foundations: H-0 C-0 D-0 S-0
Freecells: - - - -
: 7D TD TH KD 4C 4S JD
: AD 7S QC 5H QS TS KS
: 5C QD 3H 9S 9C 2H KC
: 3S AC 9D 3C 9H 5D 4H
: 5S 6D 6S 8S 7C JC
: 8C 8H 8D 7H 6H 6C
: 2D AS 3D 4D 2C JH
: AH KH TC JS 2S QH
`,
  },
];

describe.each(['freecell', 'bakers-game'] as const)('Microsoft deals in %s', (game) => {
  it.each(DEALS)('deal $deal matches the published layout', ({ deal, firstRow, text }) => {
    const d = dealPosition(rules(game), deal);
    if (!d.ok) throw new Error(d.error);
    expect(d.state.tableau.map((col) => (col[0] === undefined ? '-' : cardText(col[0]))).join(' ')).toBe(firstRow);
    expect(writePosition(d.state)).toBe(text);
  });
});
