import { card, GAMES, type Refusal } from '../../../src/engine';

// One or more refusals of every code, typed by the Refusal union: a new refusal code without a
// sample here does not compile. The reasons and German-words tests put each into words.

export const FREECELL = GAMES.freecell.build;
const EIGHT_OFF = GAMES['eight-off'].build;
const EIGHTS_DOWN = GAMES['eights-down'].build;
export const sixOfSpades = card(6, 3);
const sevenOfClubs = card(7, 0);
const aceOfHearts = card(1, 2);

type Samples = { readonly [C in Refusal['code']]: readonly Extract<Refusal, { code: C }>[] };

export const REFUSAL_SAMPLES: Samples = {
  'no-such-pile': [{ code: 'no-such-pile' }],
  'no-card': [{ code: 'no-card' }],
  'same-pile': [{ code: 'same-pile' }],
  'face-down': [{ code: 'face-down' }],
  'not-enough-cards': [{ code: 'not-enough-cards', n: 3 }],
  'one-card-from-here': [{ code: 'one-card-from-here' }],
  'one-card-at-a-time': [{ code: 'one-card-at-a-time' }],
  'not-a-run': [
    { code: 'not-a-run', n: 3, build: FREECELL },
    { code: 'not-a-run', n: 2, build: EIGHTS_DOWN },
  ],
  'over-capacity': [
    { code: 'over-capacity', n: 7, max: 4, runs: 'capacity', cells: 4 },
    { code: 'over-capacity', n: 4, max: 2, runs: 'capacity', cells: 0 },
    { code: 'over-capacity', n: 4, max: 3, runs: 'cells', cells: 4 },
  ],
  'cell-one-card': [{ code: 'cell-one-card' }],
  'cell-taken': [{ code: 'cell-taken', held: sixOfSpades }],
  'foundation-one-way': [{ code: 'foundation-one-way' }],
  'foundation-name-pile': [{ code: 'foundation-name-pile' }],
  'foundation-back-to-column': [{ code: 'foundation-back-to-column' }],
  'foundation-back-one-card': [{ code: 'foundation-back-one-card' }],
  'foundation-one-card': [{ code: 'foundation-one-card' }],
  'foundation-full': [{ code: 'foundation-full' }],
  'foundation-needs': [
    { code: 'foundation-needs', card: sixOfSpades, rank: 1, suit: null },
    { code: 'foundation-needs', card: sixOfSpades, rank: 4, suit: 3 },
  ],
  'foundation-needs-rank': [{ code: 'foundation-needs-rank', rank: 7 }],
  'foundation-ambiguous': [{ code: 'foundation-ambiguous', card: sixOfSpades, piles: [0, 4] }],
  'space-top-rank-only': [
    { code: 'space-top-rank-only', card: sixOfSpades, rank: 13 },
    { code: 'space-top-rank-only', card: sixOfSpades, rank: 9 },
  ],
  'space-none': [{ code: 'space-none' }],
  'does-not-build': [
    { code: 'does-not-build', card: sixOfSpades, onto: sevenOfClubs, why: { suit: 'same-suit' }, build: EIGHT_OFF },
    {
      code: 'does-not-build',
      card: sixOfSpades,
      onto: sevenOfClubs,
      why: { suit: 'alternate-colour' },
      build: FREECELL,
    },
    { code: 'does-not-build', card: aceOfHearts, onto: sevenOfClubs, why: { rank: 6 }, build: FREECELL },
    { code: 'does-not-build', card: sixOfSpades, onto: aceOfHearts, why: { rank: null }, build: EIGHT_OFF },
  ],
  'stock-to-waste-only': [{ code: 'stock-to-waste-only' }],
  'stock-empty': [{ code: 'stock-empty' }],
  'stock-empty-turn-waste': [{ code: 'stock-empty-turn-waste' }],
  'stock-and-waste-empty': [{ code: 'stock-and-waste-empty' }],
  'stock-draw-count': [{ code: 'stock-draw-count', draw: 3 }],
  'waste-from-stock-only': [{ code: 'waste-from-stock-only' }],
  'not-to-stock': [{ code: 'not-to-stock' }],
  'redeal-stock-not-empty': [{ code: 'redeal-stock-not-empty' }],
  'redeal-whole-waste': [{ code: 'redeal-whole-waste' }],
  'no-passes-left': [{ code: 'no-passes-left', passes: 2 }],
};

/** Every sample, of every code. */
export const EVERY_REFUSAL: readonly Refusal[] = Object.values(REFUSAL_SAMPLES).flat();
