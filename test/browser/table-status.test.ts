/**
 * Knowing where the game stands: the table plays the cards due home at the deal by itself, offers
 * Finish when only moves home are left, says quietly (after the solver's check in its worker) when a
 * deal can no longer be won, with one button back to the last winning position, or that it was lost
 * from the start; and when no move is left it offers undo, restart and a new deal.
 */
import { describe, expect, it } from 'vitest';
import { dealPosition, GAMES } from '../../src/engine';
import { solve } from '../../src/engine/solver';
import { ALL_SORTED, ONE_FROM_LOST, ONE_FROM_STUCK } from './fixtures/positions';
import { type GamePage, gamePages, gameUrl, query } from './helpers';

/** Waits until the status line says something matching `pattern` (the worker answers in its own time). */
async function statusMatching(g: GamePage, pattern: RegExp, timeout = 30_000): Promise<string> {
  await g.page.waitForFunction(
    (source) => new RegExp(source).test(window.solitaire?.status?.() ?? ''),
    pattern.source,
    { timeout, polling: 100 },
  );
  return (await g.status()) ?? '';
}

describe.skipIf(gameUrl() === undefined)('where the game stands', () => {
  const open = gamePages();

  it('sends the cards due home at the deal at once: FreeCell 2 starts with its ace of spades home', async () => {
    const g = await open(query({ game: 'freecell', deal: 2, renderer: 'canvas' }));
    const s = await g.settle();
    expect(s.piles.f1).toEqual(['AS']);
    expect(s.moves).toBe(0);
    // Nothing to undo: the deal is where the game begins.
    expect((await g.button('Undo')).enabled).toBe(false);
  });

  it('plays a sorted position out by itself when auto-moves may', async () => {
    const g = await open(query({ game: 'freecell', position: ALL_SORTED, renderer: 'canvas' }));
    await g.page.waitForFunction(() => window.solitaire?.state()?.won === true, undefined, { timeout: 30_000 });
  });

  it('offers Finish when only moves home are left, and Finish (or Enter) wins', async () => {
    const g = await open(query({ game: 'freecell', position: ALL_SORTED, renderer: 'canvas' }), {
      settings: { autoMode: 'off' },
    });
    await g.settle();
    expect(await statusMatching(g, /Only moves home are left/)).toBeTruthy();
    expect((await g.buttons()).some((b) => b.label === 'Finish')).toBe(true);
    await g.keys('Enter');
    await g.page.waitForFunction(() => window.solitaire?.state()?.won === true, undefined, { timeout: 30_000 });
  });

  /** Baker's Game one move from lost, that move played (the jack of spades to cell a), and the news. */
  const lostByOneMove = async (): Promise<GamePage> => {
    const g = await open(query({ game: 'bakers-game', position: ONE_FROM_LOST, renderer: 'canvas' }));
    await g.settle();
    await g.keys('4', 'a');
    expect((await g.settle()).piles.c1).toEqual(['JS']);
    await statusMatching(g, /can no longer be won/);
    return g;
  };

  it('says where a continued game stands at once (lost, here), not at its next move', async () => {
    const g = await lostByOneMove();
    await g.continueFromMenu();
    expect((await g.settle()).moves).toBe(1);
    expect(await statusMatching(g, /can no longer be won/)).toBeTruthy();
  });

  it('says when a move has lost the deal, and one button undoes to the last winning position', async () => {
    const g = await open(query({ game: 'bakers-game', position: ONE_FROM_LOST, renderer: 'canvas' }));
    await g.settle();
    await g.keys('4', 'a');
    const s = await g.settle();
    expect(s.piles.c1).toEqual(['JS']);
    expect(await statusMatching(g, /can no longer be won: the last winning position was 1 move ago/)).toBeTruthy();
    await g.press('Undo to there');
    const back = await g.settle();
    expect(back.piles.c1).toEqual([]);
    expect(back.moves).toBe(0);
    await g.page.waitForFunction(() => window.solitaire?.status?.() === null, undefined, { timeout: 30_000 });
  });

  it('closes with its x, and stays closed while the news is the same', async () => {
    const g = await lostByOneMove();
    await g.press('✕');
    expect(await g.status()).toBeNull();
    // Undo and redo come back to the same loss: the same news, so it stays closed.
    await g.keys('Control+z');
    await g.settle();
    await g.keys('Control+y');
    await g.settle();
    await g.page.waitForTimeout(1500);
    expect(await g.status()).toBeNull();
    // Another move from the lost position (cell b's card into the empty column 7): still lost,
    // now two steps from the last winning position, so the news has changed and is said again.
    await g.keys('b', '7');
    await g.settle();
    expect(await statusMatching(g, /was 2 moves ago/)).toBeTruthy();
  });

  it("says plainly when the deal was lost from the start (Baker's Game 10)", async () => {
    const start = dealPosition(GAMES['bakers-game'], 10);
    if (!start.ok) throw new Error(start.error);
    expect(solve(start.state, { maxStates: 200_000, maxMs: 10_000 }).status).toBe('unsolvable');
    const g = await open(query({ game: 'bakers-game', deal: 10, renderer: 'canvas' }));
    await g.settle();
    // Any move will do: a column's top card into cell a.
    await g.keys('1', 'a');
    await g.settle();
    expect(await statusMatching(g, /could not be won from the start/)).toBeTruthy();
    expect((await g.buttons()).some((b) => b.label === 'New deal')).toBe(true);
  });

  it('offers Undo, Restart and New deal when no move is left, each working from the keyboard', async () => {
    const g = await open(query({ game: 'eight-off', position: ONE_FROM_STUCK, renderer: 'canvas' }));
    await g.settle();
    await g.keys('4', '1');
    await g.settle();
    await g.page.waitForFunction(() => (window.solitaire?.dialog?.() ?? '').startsWith('No moves left'));
    const labels = (await g.buttons()).map((b) => b.label);
    expect(labels.slice(-3)).toEqual(['Undo', 'Restart', 'New deal']);
    // Tab to Restart, Enter presses it: back to the start, the game's one move ready to redo.
    await g.keys('Tab', 'Enter');
    const s = await g.settle();
    expect(s.moves).toBe(0);
    expect(await g.dialog()).toBeNull();
    expect((await g.button('Redo')).enabled).toBe(true);
  });
});
