import { describe, expect, it } from 'vitest';
import { foundationCount, foundationGroupIndex, GAME_IDS, GAMES, longestColumn } from '../../src/engine';
import { INDEX_HEIGHT, STACKED_INDEX_HEIGHT, STACKED_INDEX_WIDTH } from '../../src/view/table/card-index';
import {
  cardPosition,
  columnSteps,
  contains,
  FACE_DOWN_SHARE,
  fanStep,
  layoutTable,
  type Rect,
  stepLength,
  type TableLayout,
} from '../../src/view/table/layout';

// The table's layout rules at the screens we care about: phones both ways, tablets, a desktop.

const SCREENS = [
  [390, 844],
  [844, 390],
  [768, 1024],
  [1024, 768],
  [1920, 1080],
] as const;
/** The six screens of the play-test, and the smallest a portal embeds in (Poki's 640x360). */
const PLAY_TEST = [
  [390, 844],
  [844, 390],
  [820, 1180],
  [1180, 820],
  [1366, 768],
  [1920, 1080],
  [640, 360],
] as const;
/** FreeCell's longest possible column: six dealt cards, then a king and a run down to the two. */
const LONGEST = 19;

/** The games whose columns build (all but Sixes and Sevens, whose slots hold one card each). */
const BUILDING = GAME_IDS.filter((g) => longestColumn(GAMES[g]) >= 13);

const bottomOf = (l: TableLayout, pile: string, count: number): number =>
  cardPosition(l, pile, count - 1, count).y + l.cardH;

function overlaps(a: { x: number; y: number; w: number; h: number }, b: typeof a): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

describe('the table layout', () => {
  it('keeps the whole corner index of every card of a 13-card column in view on a short landscape phone', () => {
    for (const dpr of [1, 3]) {
      for (const game of BUILDING) {
        const l = layoutTable(GAMES[game], 844, 390, dpr, false);
        const slot = l.slots.get('t1');
        if (!slot) throw new Error('no t1');
        expect(l.indexH).toBeGreaterThanOrEqual(INDEX_HEIGHT * l.cardW);
        expect(fanStep(l, slot, 13), `${game} at dpr ${dpr}`).toBeGreaterThanOrEqual(l.indexH);
        expect(bottomOf(l, 't1', 13)).toBeLessThanOrEqual(l.tableauBottom);
      }
    }
  });

  it('keeps a full run readable at every size, and fits the longest column on the table', () => {
    for (const [w, h] of SCREENS) {
      for (const leftHanded of [false, true]) {
        for (const game of BUILDING) {
          const l = layoutTable(GAMES[game], w, h, 2, leftHanded);
          const what = `${game} ${w}x${h}${leftHanded ? ' left-handed' : ''}`;
          for (const pile of l.slots.keys()) {
            if (!pile.startsWith('t')) continue;
            const slot = l.slots.get(pile);
            if (!slot) continue;
            expect(fanStep(l, slot, 13), what).toBeGreaterThanOrEqual(l.indexH);
            expect(bottomOf(l, pile, LONGEST), what).toBeLessThanOrEqual(l.tableauBottom);
          }
        }
      }
    }
  });

  it('keeps every index whole in the longest column each game can build, at every size, with legible cards', () => {
    for (const game of GAME_IDS) {
      const longest = longestColumn(GAMES[game]);
      for (const [w, h] of PLAY_TEST) {
        for (const dpr of [1, 3]) {
          const l = layoutTable(GAMES[game], w, h, dpr, false, longest);
          const what = `${game}, ${longest} cards, ${w}x${h} at dpr ${dpr}`;
          for (const pile of l.slots.keys()) {
            if (!pile.startsWith('t')) continue;
            const slot = l.slots.get(pile) as Rect;
            expect(fanStep(l, slot, longest), what).toBeGreaterThanOrEqual(l.indexH);
            expect(bottomOf(l, pile, longest), what).toBeLessThanOrEqual(l.tableauBottom);
          }
          // The rank letters stay at least 10 CSS px tall (card-index.ts: 0.4 of the card's width).
          expect((l.cardW / dpr) * 0.4, what).toBeGreaterThanOrEqual(10);
        }
      }
    }
  });

  it('fits a Penta column that wrapped round the corner past a whole run (26 cards), each index whole', () => {
    // Penta's columns build round the corner, so one can outgrow longestColumn's 13: the table shrinks for it.
    for (const [w, h] of PLAY_TEST) {
      const l = layoutTable(GAMES.penta, w, h, 2, false, 26);
      for (const pile of ['t1', 't6']) {
        const slot = l.slots.get(pile) as Rect;
        expect(fanStep(l, slot, 26), `${w}x${h} ${pile}`).toBeGreaterThanOrEqual(l.indexH);
        expect(bottomOf(l, pile, 26), `${w}x${h} ${pile}`).toBeLessThanOrEqual(l.tableauBottom);
      }
    }
  });

  it("fans a Klondike column's face-down cards tighter, a strip of each back, and keeps each face-up index whole", () => {
    for (const [w, h] of PLAY_TEST) {
      const l = layoutTable(GAMES.klondike, w, h, 2, false);
      const slot = l.slots.get('t7') as Rect;
      const what = `${w}x${h}`;
      // The deal's seventh column: six face down, one face up.
      const steps = columnSteps(l, slot, 7, 6);
      expect(steps.down, what).toBe(Math.max(1, Math.floor(steps.up * FACE_DOWN_SHARE)));
      expect(steps.down, what).toBeLessThan(steps.up);
      for (let i = 1; i < 7; i++)
        expect(cardPosition(l, 't7', i, 7, 6).y - cardPosition(l, 't7', i - 1, 7, 6).y, `${what} card ${i}`).toBe(
          steps.down,
        );
      // Six face down under a whole run, king to ace: 19 cards, 15.4 face-up steps long.
      const long = layoutTable(GAMES.klondike, w, h, 2, false, stepLength(19, 6));
      const t7 = long.slots.get('t7') as Rect;
      expect(fanStep(long, t7, 19, 6), what).toBeGreaterThanOrEqual(long.indexH);
      expect(cardPosition(long, 't7', 18, 19, 6).y + long.cardH, what).toBeLessThanOrEqual(long.tableauBottom);
      expect(cardPosition(long, 't7', 7, 19, 6).y - cardPosition(long, 't7', 6, 19, 6).y, what).toBe(
        fanStep(long, t7, 19, 6),
      );
    }
  });

  it('counts a face-down card as a share of a face-up step, and a column with none as its cards', () => {
    expect(stepLength(19, 6)).toBeCloseTo(13 + 6 * FACE_DOWN_SHARE);
    expect(stepLength(13, 0)).toBe(13);
    // A column all face down: its top card ends it, no step after it.
    expect(stepLength(3, 3)).toBeCloseTo(1 + 2 * FACE_DOWN_SHARE);
    const l = layoutTable(GAMES.freecell, 1366, 768, 1, false);
    const slot = l.slots.get('t1') as Rect;
    expect(fanStep(l, slot, 19, 0)).toBe(fanStep(l, slot, 19));
    expect(cardPosition(l, 't1', 5, 8).y - cardPosition(l, 't1', 4, 8).y).toBe(fanStep(l, slot, 8));
  });

  it("gives Sixes and Sevens' one-card slots the room a fan would take: larger cards, no overlap", () => {
    for (const [w, h] of PLAY_TEST) {
      const slots = layoutTable(GAMES['sixes-and-sevens'], w, h, 1, false);
      const what = `${w}x${h}`;
      expect(slots.stackedIndex, what).toBe(false);
      // The same piles with columns that build would need room for a fan of 13 cards below them.
      const fanned = layoutTable({ ...GAMES['sixes-and-sevens'], build: GAMES['eights-down'].build }, w, h, 1, false);
      expect(slots.cardW, what).toBeGreaterThanOrEqual(fanned.cardW);
      for (const pile of slots.slots.keys()) {
        const r = slots.slots.get(pile) as Rect;
        if (pile.startsWith('t')) expect(r.y + slots.cardH, `${what} ${pile}`).toBeLessThanOrEqual(slots.tableauBottom);
      }
    }
  });

  it("sets Penta's right-hand columns, which build up, apart from its left-hand ones, which build down", () => {
    for (const [w, h] of PLAY_TEST) {
      const l = layoutTable(GAMES.penta, w, h, 1, false);
      const x = (p: string) => (l.slots.get(p) as Rect).x;
      const pitch = x('t2') - x('t1');
      // Positions are whole pixels: the pitch may round a pixel either way.
      expect(Math.abs(x('t3') - x('t2') - pitch), `${w}x${h}`).toBeLessThanOrEqual(1);
      expect(x('t4') - x('t3'), `${w}x${h}`).toBeGreaterThanOrEqual(pitch + Math.floor(0.4 * l.cardW));
      expect(Math.abs(x('t6') - x('t5') - pitch), `${w}x${h}`).toBeLessThanOrEqual(1);
    }
  });

  it('keeps each foundation group to rows of its own (Penta up and down, Sixes and Sevens sixes and sevens)', () => {
    for (const game of ['penta', 'sixes-and-sevens'] as const) {
      const rules = GAMES[game];
      for (const [w, h] of PLAY_TEST) {
        for (const leftHanded of [false, true]) {
          const l = layoutTable(rules, w, h, 1, leftHanded);
          const ys = (group: number) =>
            new Set(
              Array.from({ length: foundationCount(rules) }, (_, i) => i)
                .filter((i) => foundationGroupIndex(rules, i) === group)
                .map((i) => (l.slots.get(`f${i + 1}`) as Rect).y),
            );
          const [first, second] = [ys(0), ys(1)];
          const shared = [...first].filter((y) => second.has(y));
          // Sharing a row is allowed only where every foundation stands in one row.
          if (shared.length > 0) expect(first.size + second.size, `${game} ${w}x${h}`).toBe(2);
        }
      }
    }
  });

  it('shrinks the cards for a long column only as far as it must', () => {
    for (const [w, h] of PLAY_TEST) {
      const usual = layoutTable(GAMES.freecell, w, h, 1, false);
      const long = layoutTable(GAMES.freecell, w, h, 1, false, 19);
      expect(long.cardW, `${w}x${h}`).toBeLessThanOrEqual(usual.cardW);
      // One pixel larger and the 19th card's index would be cut (or the column would leave the table).
      if (long.cardW < usual.cardW) {
        const bigger = layoutTable(GAMES.freecell, w, h, 1, false, 13);
        expect(fanStep(bigger, bigger.slots.get('t1') as Rect, 19)).toBeLessThan(bigger.indexH);
      }
    }
  });

  it("uses a portrait phone's width for larger cards: Eights Down's eight foundations in two rows", () => {
    const l = layoutTable(GAMES['eights-down'], 390, 844, 3, false);
    expect(l.cardW / 3).toBeGreaterThanOrEqual(55);
    const rows = new Set([...l.slots.entries()].filter(([n]) => n.startsWith('f')).map(([, r]) => r.y));
    expect(rows.size).toBe(2);
  });

  it('uses most of a portrait phone height: a 13-card column reaches far down the table', () => {
    const l = layoutTable(GAMES.freecell, 390, 844, 3, false);
    const area = l.tableauBottom - (l.slots.get('f1')?.y ?? 0);
    const used = bottomOf(l, 't1', 13) - (l.slots.get('f1')?.y ?? 0);
    expect(used / area).toBeGreaterThan(0.68);
    expect(l.fanMax).toBeGreaterThanOrEqual(l.indexH);
    expect(l.fanMax).toBeLessThanOrEqual(Math.max(l.indexH, 0.46 * l.cardH));
  });

  it('lets the columns of a portrait phone overlap side by side, for much larger cards with the stacked index', () => {
    // Side by side, ten columns in 390 px leave 35 px cards (Seahaven Towers), eight 44 px (FreeCell).
    for (const [game, least] of [
      ['seahaven-towers', 52],
      ['freecell', 52],
      ['eight-off', 52],
    ] as const) {
      const l = layoutTable(GAMES[game], 390, 844, 3, false);
      expect(l.stackedIndex, game).toBe(true);
      expect(l.cardW / 3, game).toBeGreaterThanOrEqual(least);
      expect(l.indexH).toBeGreaterThanOrEqual(STACKED_INDEX_HEIGHT * l.cardW);
      const t1 = l.slots.get('t1') as Rect;
      const t2 = l.slots.get('t2') as Rect;
      // Each column keeps its stacked index clear of the next one.
      expect(t2.x - t1.x).toBeGreaterThanOrEqual(STACKED_INDEX_WIDTH * l.cardW);
      expect(t2.x - t1.x).toBeLessThan(l.cardW);
    }
    // Where the cards are large enough side by side, they stay so: landscape, tablets, desktops.
    // Not twelve columns (Busy Aces) on a portrait tablet: side by side its cards would be about 64
    // CSS px wide, overlapped 82, so there they overlap as on a phone.
    for (const [w, h] of PLAY_TEST.filter(([w, h]) => w > h || w >= 800)) {
      for (const game of GAME_IDS.filter((g) => GAMES[g].layout.columns.length <= 10))
        expect(layoutTable(GAMES[game], w, h, 1, false).stackedIndex, `${game} ${w}x${h}`).toBe(false);
    }
    const tablet = layoutTable(GAMES['busy-aces'], 820, 1180, 1, false);
    expect(tablet.stackedIndex).toBe(true);
    expect(tablet.cardW).toBeGreaterThanOrEqual(80);
  });

  it('places every pile on the screen, clear of the others and of the buttons, mirrored for the left hand', () => {
    for (const [w, h] of SCREENS) {
      for (const game of GAME_IDS) {
        const right = layoutTable(GAMES[game], w, h, 1, false);
        const left = layoutTable(GAMES[game], w, h, 1, true);
        for (const l of [right, left]) {
          const piles = [...l.slots.entries()];
          for (const [name, r] of piles) {
            const what = `${game} ${w}x${h} ${name}`;
            expect(r.x, what).toBeGreaterThanOrEqual(0);
            expect(r.x + r.w, what).toBeLessThanOrEqual(l.width);
            expect(contains(l.buttons, r.x + 1, r.y + 1) || contains(l.buttons, r.x + r.w - 1, r.y + 1), what).toBe(
              false,
            );
            for (const [other, o] of piles) {
              if (other === name) continue;
              // Overlapping columns (stackedIndex) may share their right parts, not their indices.
              const columns = name.startsWith('t') && other.startsWith('t');
              const clear = columns && l.stackedIndex ? { ...r, w: STACKED_INDEX_WIDTH * l.cardW } : r;
              const cover = columns && l.stackedIndex && o.x < r.x ? { ...o, w: 0 } : o;
              expect(overlaps(clear, cover), `${what} ${other}`).toBe(false);
            }
          }
        }
        // The same card size either way; the foundations change sides with the cells (or stock).
        expect(left.cardW).toBe(right.cardW);
        // Which way the foundations lie from the cells (or stock): across, or in two rows up or down.
        const lean = (l: TableLayout) => {
          const names = [...l.slots.keys()];
          const mean = (of: (r: Rect) => number, pattern: RegExp) => {
            const rects = names.filter((n) => pattern.test(n)).map((n) => l.slots.get(n) as Rect);
            return rects.reduce((sum, r) => sum + of(r), 0) / rects.length;
          };
          const dx = mean((r) => r.x, /^f/) - mean((r) => r.x, /^[csw]/);
          const dy = mean((r) => r.y, /^f/) - mean((r) => r.y, /^[csw]/);
          // Rows centred one above the other (Penguin's seven cells under its four foundations)
          // differ across only by rounding: then they lie up or down.
          return (Math.abs(dx) < 1 ? 0 : Math.sign(dx)) || 2 * Math.sign(dy);
        };
        expect(lean(right), `${game} ${w}x${h}`).not.toBe(0);
        expect(lean(left), `${game} ${w}x${h}`).toBe(-lean(right));
      }
    }
  });
});

describe('the HUD and the stock in the layout', () => {
  it('grows the bars with a large screen: a 1920x1080 desktop has a half again as tall as a phone', () => {
    const phone = layoutTable(GAMES.freecell, 390, 844, 1, false);
    const desk = layoutTable(GAMES.freecell, 1920, 1080, 1, false);
    expect(phone.unit).toBe(1);
    expect(desk.unit).toBeGreaterThanOrEqual(1.5);
    expect(desk.stats.h / phone.stats.h).toBeGreaterThanOrEqual(1.5);
    expect(desk.buttons.h / phone.buttons.h).toBeGreaterThanOrEqual(1.5);
  });

  it('puts a lone waste card on its slot; of more, the last three fan', () => {
    for (const [w, h] of PLAY_TEST) {
      const l = layoutTable(GAMES['eights-down'], w, h, 1, false);
      const slot = l.slots.get('w') as Rect;
      expect(cardPosition(l, 'w', 0, 1)).toEqual({ x: slot.x, y: slot.y });
      expect(cardPosition(l, 'w', 0, 2)).toEqual({ x: slot.x, y: slot.y });
      expect(cardPosition(l, 'w', 4, 5).x).toBeGreaterThan(cardPosition(l, 'w', 3, 5).x);
      expect(cardPosition(l, 'w', 1, 5)).toEqual({ x: slot.x, y: slot.y });
    }
  });
});
