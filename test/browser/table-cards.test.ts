/**
 * Reading the table: empty piles say what they take, the stock says how many cards it holds and
 * which pass this is (and what a tap does once it is empty), and a held card shows where it may go
 * and a clear "no" over a pile that will not take it, before it is let go.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, dealPosition, GAMES, type Move, type State, writePosition } from '../../src/engine';
import { boardText } from '../engine/helpers/board';
import { type GamePage, gamePages, gameUrl, pixelDifference, query, type Rect, shot } from './helpers';

const DEAL: Move = { from: { kind: 'stock' }, to: { kind: 'waste' }, n: 1 };

/** Eights Down deal 1 with the stock dealt down to `left` cards, in pass `pass`. */
function stockLeft(left: number, pass: 1 | 2): string {
  const d = dealPosition(GAMES['eights-down'], 1);
  if (!d.ok) throw new Error(d.error);
  let s: State = d.state;
  if (pass === 2) {
    while (s.stock.length > 0) s = applyMove(s, DEAL);
    s = applyMove(s, { from: { kind: 'waste' }, to: { kind: 'stock' }, n: s.waste.length });
  }
  while (s.stock.length > left) s = applyMove(s, DEAL);
  return writePosition(s);
}

/** An empty cell (the last) and an empty column (the last) in a game, the other cards anywhere. */
function emptyCellAndColumn(game: 'eight-off' | 'freecell'): string {
  const cells = game === 'eight-off' ? '* * * * * * * -' : '* * * -';
  const lines = ['Foundations: H-0 C-0 D-0 S-0', `Freecells: ${cells}`, ...Array(7).fill(': *'), ':'];
  return boardText(GAMES[game], lines.join('\n'));
}

const stripOf = (r: Rect): Rect => ({ x: r.x, y: r.y, w: r.w, h: r.h });
/** A pile's rectangle with a margin, where its outline is drawn. */
const around = (r: Rect, pad = 6): Rect => ({ x: r.x - pad, y: r.y - pad, w: r.w + 2 * pad, h: r.h + 2 * pad });

/** Pixels of the refusal sign's red (#ff5a4e, highlights.ts) on the screen: no card is that colour. */
async function signPixels(g: GamePage): Promise<number> {
  const png = (await g.page.screenshot()).toString('base64');
  return g.page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    [c.width, c.height] = [img.width, img.height];
    const ctx = c.getContext('2d');
    if (!ctx) return -1;
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) {
      const [r, gr, b] = [d[i] ?? 0, d[i + 1] ?? 0, d[i + 2] ?? 0];
      if (Math.abs(r - 255) < 12 && Math.abs(gr - 90) < 14 && Math.abs(b - 78) < 14) n++;
    }
    return n;
  }, png);
}

describe.skipIf(gameUrl() === undefined)('reading the table', () => {
  const open = gamePages();

  it('shows the K on an empty column where only a king may go (Eight Off), and nothing where any card may (FreeCell)', async () => {
    const differ = async (game: 'eight-off' | 'freecell'): Promise<number> => {
      const g = await open(query({ game, position: emptyCellAndColumn(game), renderer: 'canvas' }));
      await g.settle();
      const last = game === 'eight-off' ? 'c8' : 'c4';
      const cell = await g.bounds(last);
      const column = await g.bounds('t8');
      return pixelDifference(g.page, await shot(g.page, stripOf(cell)), await shot(g.page, stripOf(column)));
    };
    expect(await differ('eight-off')).toBeGreaterThan(0.03);
    expect(await differ('freecell')).toBeLessThan(0.01);
  });

  it("draws an icon over each HUD button's label: each button's upper part is its own picture", async () => {
    const g = await open(query({ game: 'freecell', deal: 1, renderer: 'canvas' }), {
      viewport: { width: 1366, height: 768 },
    });
    await g.settle();
    const upper = async (label: string) => {
      const b = await g.button(label);
      // Whole pixels, the same size for every button: pictures of different sizes would differ anyway.
      const [w, h] = [Math.round(b.w * 0.4), Math.round(b.h * 0.45)];
      return shot(g.page, { x: Math.round(b.x + b.w * 0.3), y: Math.round(b.y + b.h * 0.1), w, h });
    };
    const shots = await Promise.all(['Menu', 'Hint', 'New', 'Sound'].map(upper));
    for (let i = 0; i < shots.length; i++)
      for (let j = i + 1; j < shots.length; j++)
        expect(await pixelDifference(g.page, shots[i] as Buffer, shots[j] as Buffer), `${i} ${j}`).toBeGreaterThan(
          0.03,
        );
  });

  it('shows the stock count and the pass, what a tap on the empty stock will do, and when no pass is left', async () => {
    const g = await open(query({ game: 'eights-down', position: stockLeft(3, 1), renderer: 'canvas' }));
    await g.settle();
    expect(await g.texts()).toContain('3\nPass 1\u00a0of\u00a02');
    for (let i = 0; i < 3; i++) {
      await g.keys(' ');
      await g.settle();
    }
    expect(await g.texts()).toContain('Turn over\nPass 2\u00a0of\u00a02');

    const last = await open(query({ game: 'eights-down', position: stockLeft(2, 2), renderer: 'canvas' }));
    await last.settle();
    expect(await last.texts()).toContain('2\nPass 2\u00a0of\u00a02');
    await last.keys(' ');
    await last.settle();
    await last.keys(' ');
    await last.settle();
    expect(await last.texts()).toContain('Empty\nNo pass left');
  });

  describe('a held card', () => {
    /** FreeCell deal 1 at 1366x768: the 6 of spades (top of column 1) is lifted and held at `over`. */
    async function hold(g: GamePage, over: Rect): Promise<void> {
      await g.settle();
      const src = await g.bounds('t1');
      await g.page.mouse.move(src.x + src.w / 2, src.y + 12);
      await g.page.mouse.down();
      await g.page.mouse.move(src.x + src.w / 2 + 6, src.y + 30, { steps: 3 });
      await g.page.mouse.move(over.x + over.w / 2, over.y + 20, { steps: 8 });
      await g.page.waitForTimeout(250);
    }

    const desk = { viewport: { width: 1366, height: 768 } } as const;

    it('outlines the piles that would take it while it is held', async () => {
      const g = await open(query({ game: 'freecell', deal: 1, renderer: 'canvas' }), desk);
      await g.settle();
      const cell = around(await g.bounds('c4'));
      const before = await shot(g.page, cell);
      // Held over the empty space between the columns and the buttons: over no pile.
      const t8 = await g.bounds('t8');
      await hold(g, { x: t8.x, y: t8.y + t8.h * 2.5, w: t8.w, h: t8.h });
      expect(await pixelDifference(g.page, before, await shot(g.page, cell))).toBeGreaterThan(0.05);
      await g.page.mouse.up();
    });

    it('outlines nothing with the setting off', async () => {
      const g = await open(query({ game: 'freecell', deal: 1, renderer: 'canvas' }), {
        ...desk,
        settings: { showTargets: false },
      });
      await g.settle();
      const cell = around(await g.bounds('c4'));
      const before = await shot(g.page, cell);
      const t8 = await g.bounds('t8');
      await hold(g, { x: t8.x, y: t8.y + t8.h * 2.5, w: t8.w, h: t8.h });
      expect(await pixelDifference(g.page, before, await shot(g.page, cell))).toBeLessThan(0.005);
      await g.page.mouse.up();
    });

    it('shows a red "no" beside it over a pile that will not take it, before the drop; the drop then slides back', async () => {
      const g = await open(query({ game: 'freecell', deal: 1, renderer: 'canvas' }), desk);
      const start = await g.settle();
      // Over column 3 (topped by a card the 6 of spades cannot go on): the sign is there.
      const illegal = await g.bounds('t3');
      await hold(g, illegal);
      expect(await signPixels(g)).toBeGreaterThan(200);
      // Over a free cell, which takes it: no sign.
      const cell = await g.bounds('c1');
      await g.page.mouse.move(cell.x + cell.w / 2, cell.y + 20, { steps: 8 });
      await g.page.waitForTimeout(250);
      expect(await signPixels(g)).toBe(0);
      // Let go over the column that refuses it: it slides back, nothing changes.
      await g.page.mouse.move(illegal.x + illegal.w / 2, illegal.y + 20, { steps: 8 });
      await g.page.waitForTimeout(250);
      await g.page.mouse.up();
      const after = await g.settle();
      expect(after.piles).toEqual(start.piles);
    });
  });
});

describe.skipIf(gameUrl() === undefined)('where a card is let go', () => {
  const open = gamePages();

  // A phone held upright: FreeCell's columns overlap side by side, each showing its left part.
  // Column 4 is one card, the 9 of spades; column 5, beside it, is twelve cards long and ends in the
  // 9 of clubs. The 8 of hearts (column 1) builds on either.
  const position = [
    'Foundations: H-0 C-0 D-0 S-0',
    'Freecells: - - - -',
    ': 2C 3C 4C 8H',
    ': 5C 6C 7C 8C',
    ': TC JC QC',
    ': 9S',
    ': AC AD 2D 3D 4D 5D 6D 7D 8D 9D KC 9C',
    ': TD JD QD KD',
    ': AH 2H 3H 4H 5H 6H 7H 9H TH JH QH KH',
    ': AS 2S 3S 4S 5S 6S 7S 8S TS JS QS KS',
    '',
  ].join('\n');

  it('goes to the short column it is held over, not to the long one overlapping it', async () => {
    const g = await open(query({ game: 'freecell', position, renderer: 'canvas' }), {
      viewport: { width: 390, height: 844 },
      settings: { autoMode: 'off' },
    });
    await g.settle();
    const [t4, t5] = [await g.bounds('t4', 0), await g.bounds('t5', 0)];
    // The columns overlap: column 5 begins part way across column 4's card.
    expect(t5.x - t4.x).toBeLessThan(t4.w * 0.8);
    // The 8 of hearts held where it will lie on the 9 of spades (the next place down column 4),
    // a little right of true: most of it over column 4, its index over column 4's own strip.
    const card = await g.bounds('t1', 3);
    const from = { x: card.x + card.w / 2, y: card.y + 8 };
    const lead = { x: t4.x + t4.w * 0.1, y: t4.y + t4.h * 0.5 };
    await g.drag(from, { x: from.x + lead.x - card.x, y: from.y + lead.y - card.y });
    const s = await g.settle();
    expect(s.piles.t4).toEqual(['9S', '8H']);
    expect(s.piles.t5?.at(-1)).toBe('9C');
  });
});
