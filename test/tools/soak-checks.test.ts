import { describe, expect, it } from 'vitest';
import { dealPosition, GAMES, positionPiles } from '../../src/engine';
import {
  conservationProblems,
  counterProblems,
  expectedCounters,
  openingProblems,
  pictureProblems,
  readCounters,
  tableProblems,
} from '../../tools/soak/checks';

// The soak's checks must pass a sound table and catch each kind of broken one.

function piles(game: 'freecell' | 'eights-down' | 'klondike', deal: number): Record<string, string[]> {
  const start = dealPosition(GAMES[game], deal);
  if (!start.ok) throw new Error(start.error);
  return positionPiles(start.state);
}

describe('the soak checks', () => {
  it('find every card once in a FreeCell deal and twice in an Eights Down one', () => {
    expect(conservationProblems(piles('freecell', 1), 1)).toEqual([]);
    expect(conservationProblems(piles('eights-down', 1), 2)).toEqual([]);
  });

  it("count a Klondike column's face-down cards, written in brackets, as the cards they are", () => {
    const p = piles('klondike', 1);
    expect(p.t7?.[0]).toMatch(/^\[..\]$/);
    expect(conservationProblems(p, 1)).toEqual([]);
  });

  it('catch a card lost, doubled or unknown', () => {
    const p = piles('freecell', 1);
    const t1 = p.t1 as string[];
    const lost = { ...p, t1: t1.slice(1) };
    expect(conservationProblems(lost, 1)).toEqual([`${t1[0]} present 0 times, not 1`]);
    const doubled = { ...p, c1: [t1[0] as string] };
    expect(conservationProblems(doubled, 1)).toEqual([`${t1[0]} present 2 times, not 1`]);
    expect(conservationProblems({ ...p, c1: ['ZZ'] }, 1)).toEqual(['unknown card ZZ present 1 times']);
  });

  it('hold the picture to the position', () => {
    const p = piles('freecell', 1);
    expect(pictureProblems(p, { piles: p, faults: [] })).toEqual([]);
    const t1 = p.t1 as string[];
    const moved = { ...p, t1: t1.slice(0, -1), c1: [t1.at(-1) as string] };
    expect(pictureProblems(p, { piles: moved, faults: [] })).toHaveLength(2);
    expect(pictureProblems(p, { piles: p, faults: ['KS in t1[0]: hidden'] })).toEqual(['drawn: KS in t1[0]: hidden']);
    expect(pictureProblems(p, null)).toEqual(['the table reports no drawing']);
  });

  it('read the HUD in English and German', () => {
    expect(readCounters(['FreeCell #1 ▾', '12 moves  ·  Free 3/4  ·  Home 5/52  ·  1:05'])).toEqual({
      moves: 12,
      free: [3, 4],
      home: [5, 52],
      stock: null,
    });
    expect(readCounters(['1 Zug  ·  Ablage 8/104  ·  Talon 30  ·  0:01'])).toEqual({
      moves: 1,
      free: null,
      home: [8, 104],
      stock: 30,
    });
    expect(readCounters(['Menu', 'Undo'])).toBeNull();
  });

  it('catch a HUD that disagrees with the position', () => {
    const p = piles('freecell', 1);
    const want = expectedCounters(0, p, 1);
    expect(want).toEqual({ moves: 0, free: [4, 4], home: [0, 52], stock: null });
    const snap = { game: 'freecell', moves: 0, piles: p, drawn: { piles: p, faults: [] } };
    expect(counterProblems({ ...snap, texts: ['0 moves  ·  Free 4/4  ·  Home 0/52  ·  0:00'] })).toEqual([]);
    expect(counterProblems({ ...snap, texts: ['1 move  ·  Free 4/4  ·  Home 0/52  ·  0:00'] })).toHaveLength(1);
    expect(tableProblems({ ...snap, texts: ['0 moves  ·  Free 3/4  ·  Home 0/52  ·  0:00'] })).toHaveLength(1);
  });
});

describe("the soak's opening check", () => {
  const want = { game: 'freecell', deal: 7, renderer: 'webgl' };
  const sound = {
    game: 'freecell',
    deal: 7,
    won: false,
    renderer: 'webgl',
    columns: [
      { name: 't1', x: 10, w: 90 },
      { name: 't8', x: 1180, w: 90 },
    ],
    viewportWidth: 1280,
  };

  it('passes the deal, game and renderer asked for, every column on screen', () => {
    expect(openingProblems(sound, want)).toEqual([]);
  });

  it('catches another game, deal or renderer, a won deal, and columns off screen, too thin or missing', () => {
    expect(openingProblems({ ...sound, game: 'bakers-game' }, want)).toEqual(['opened bakers-game, not freecell']);
    expect(openingProblems({ ...sound, deal: null }, want)).toEqual(['opened deal null, not 7']);
    expect(openingProblems({ ...sound, renderer: 'canvas' }, want)).toEqual(['draws with canvas, not webgl']);
    expect(openingProblems({ ...sound, won: true }, want)).toEqual(['the deal opened won']);
    expect(openingProblems({ ...sound, columns: [] }, want)).toEqual(['no columns on the table']);
    expect(openingProblems({ ...sound, columns: [{ name: 't8', x: 1200, w: 90 }] }, want)).toEqual([
      't8 spans 1200..1290, off a 1280 px screen',
    ]);
    expect(openingProblems({ ...sound, columns: [{ name: 't1', x: -5, w: 90 }] }, want)).toEqual([
      't1 spans -5..85, off a 1280 px screen',
    ]);
    expect(openingProblems({ ...sound, columns: [{ name: 't1', x: 0, w: 8 }] }, want)).toEqual(['t1 is 8 px wide']);
  });
});
