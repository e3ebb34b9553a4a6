/**
 * Playing without seeing the table: a live region says each move as a sighted player sees it, and
 * the piles and buttons are HTML buttons over the canvas that Tab reaches and a screen reader names,
 * so a whole move can be made with the keyboard by picking a pile up and putting it down. axe-core
 * finds no serious problem on the table or the menu.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ONE_FROM_STUCK } from './fixtures/positions';
import { type GamePage, gamePages, gameUrl, query } from './helpers';

const DEAL_1 = '?game=freecell&deal=1&renderer=canvas';
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const liveText = (g: GamePage) => g.page.evaluate(() => document.querySelector('[data-table-live]')?.textContent ?? '');
const focusedLabel = (g: GamePage) => g.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

/** axe-core's serious and critical findings on the page as it is now. */
async function seriousProblems(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's content-security policy does not govern.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> };
      }
    ).axe;
    const result = await axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}, ${v.nodes.length} nodes)`);
  });
}

describe.skipIf(gameUrl() === undefined)('playing by ear and keyboard', () => {
  const open = gamePages();

  it('says each move in the live region: the card and where it went', async () => {
    const g = await open(DEAL_1);
    await g.settle();
    await g.keys('1', 'a');
    await g.settle();
    await expect.poll(() => liveText(g)).toBe('The 6 of spades to a free cell.');
    await g.keys('Control+z');
    await expect.poll(() => liveText(g)).toBe('Taken back: The 6 of spades to a free cell.');
  });

  it('has the counters in the page under the game and deal: moves, free cells, cards home, time', async () => {
    const g = await open(DEAL_1);
    await g.settle();
    const counters = () =>
      g.page.evaluate(() => {
        const r = document.querySelector('[data-table-counters]');
        return r
          ? { name: r.getAttribute('aria-label'), lines: [...r.querySelectorAll('p')].map((p) => p.textContent) }
          : null;
      });
    const before = await counters();
    expect(before?.name).toMatch(/^FreeCell.*1/);
    expect(before?.lines.slice(0, 3)).toEqual(['0 moves', 'Free 4/4', 'Home 0/52']);
    expect(before?.lines[3]).toMatch(/^\d+:\d\d$/);
    // A line that does not change stays the same element: a reader resting on it keeps its place.
    await g.page.evaluate(() => {
      const home = document.querySelectorAll('[data-table-counters] p')[2] as HTMLElement;
      home.dataset.marked = 'yes';
    });
    await g.keys('1', 'a');
    await g.settle();
    await expect.poll(async () => (await counters())?.lines.slice(0, 2)).toEqual(['1 move', 'Free 3/4']);
    expect(
      await g.page.evaluate(
        () => (document.querySelectorAll('[data-table-counters] p')[2] as HTMLElement).dataset.marked,
      ),
    ).toBe('yes');
  });

  it('says the last move and the question it brings both, when cards move at once (animation off)', async () => {
    const g = await open(query({ game: 'eight-off', position: ONE_FROM_STUCK, renderer: 'canvas' }), {
      settings: { animationSpeed: 'off' },
    });
    await g.settle();
    await g.keys('4', '1');
    await g.page.waitForFunction(() => (window.solitaire?.dialog?.() ?? '').startsWith('No moves left'));
    await expect.poll(() => liveText(g)).toMatch(/^The .+ to column 1\. .*No moves left/);
  });

  it('says a refusal with its reason', async () => {
    const g = await open(DEAL_1);
    await g.settle();
    await g.keys('1', '2');
    // The keys' notation first ("12": ...), then the engine's reason.
    await expect.poll(() => liveText(g)).toMatch(/The 6 of spades does not build on/);
  });

  it('names every pile and button for a screen reader, and moves a card by pick up and put down', async () => {
    const g = await open(DEAL_1);
    await g.settle();
    const labels = await g.page.evaluate(() =>
      [...document.querySelectorAll('.a11y-layer button')].map((b) => b.getAttribute('aria-label') ?? ''),
    );
    expect(labels).toContain('Column 1, 7 cards, the 6 of spades on top');
    // And every card of the column, after a pause (its description), as a sighted player sees them.
    const column1 = await g.page.evaluate(() =>
      document.querySelector('.a11y-layer button[data-control="pile:t1"]')?.getAttribute('aria-description'),
    );
    expect(column1).toMatch(/^From the bottom up: (the [^,]+, ){6}the 6 of spades$/);
    expect(labels).toContain('Free cell 1, empty');
    expect(labels).toContain('Foundation 1, empty: an ace starts it, building up');
    for (const name of ['Menu', 'Undo', 'Redo', 'Hint', 'New', 'Restart', 'Sound']) expect(labels).toContain(name);
    expect(labels).toContain('FreeCell #1: another deal, or share this one');
    expect(labels.every((l) => l.length > 0)).toBe(true);
    // Tab reaches the piles first, in reading order: the cells come before the columns.
    await g.page.keyboard.press('Tab');
    expect(await focusedLabel(g)).toBe('Free cell 1, empty');
    // To column 1 with the arrows (past the other cells and the foundations), pick it up, back to cell 1, put down.
    for (let i = 0; i < 8; i++) await g.page.keyboard.press('ArrowRight');
    expect(await focusedLabel(g)).toBe('Column 1, 7 cards, the 6 of spades on top');
    await g.page.keyboard.press('Enter');
    await expect.poll(() => liveText(g)).toBe('Picked up the 6 of spades. Choose where it goes.');
    for (let i = 0; i < 8; i++) await g.page.keyboard.press('ArrowLeft');
    expect(await focusedLabel(g)).toBe('Free cell 1, empty');
    await g.page.keyboard.press('Enter');
    const s = await g.settle();
    expect(s.piles.c1).toEqual(['6S']);
    await expect.poll(() => focusedLabel(g)).toBe('Free cell 1: the 6 of spades');
  });

  it('gives a dialog opened from an HTML button the focus at once, before the next frame', async () => {
    const g = await open(DEAL_1);
    await g.settle();
    await g.keys('1', 'a');
    await g.settle();
    // Pressed and read in one task: a Tab typed before the next frame must reach the dialog's
    // buttons, not move on among the table's behind it (and Esc must bring the focus back here).
    const focusAfterPress = await g.page.evaluate(() => {
      const newDeal = document.querySelector<HTMLButtonElement>('.a11y-layer button[aria-label="New"]');
      newDeal?.focus();
      newDeal?.click();
      return document.activeElement?.getAttribute('aria-label') ?? null;
    });
    expect(focusAfterPress).toBe('Yes');
    await g.page.keyboard.press('Escape');
    expect(await g.dialog()).toBeNull();
    await expect.poll(() => focusedLabel(g)).toBe('New');
  });

  it('keeps the focus on New across the new deal it deals (a screen reader keeps its place)', async () => {
    const g = await open(DEAL_1);
    const before = await g.settle();
    await g.keys('1', 'a');
    expect((await g.settle()).moves).toBeGreaterThan(before.moves);
    await g.page.evaluate(() =>
      document.querySelector<HTMLButtonElement>('.a11y-layer button[aria-label="New"]')?.focus(),
    );
    await g.page.keyboard.press('Enter');
    await expect.poll(() => focusedLabel(g)).toBe('Yes');
    await g.page.keyboard.press('Enter');
    await expect.poll(async () => (await g.state().catch(() => null))?.moves, { timeout: 20_000 }).toBe(0);
    await expect.poll(() => focusedLabel(g)).toBe('New');
    expect(g.errors).toEqual([]);
  });

  it('keeps the focus on Sound when pressing it from the keyboard turns its label to Muted', async () => {
    const g = await open(DEAL_1);
    await g.settle();
    await g.page.evaluate(() =>
      document.querySelector<HTMLButtonElement>('.a11y-layer button[aria-label="Sound"]')?.focus(),
    );
    await g.page.keyboard.press('Enter');
    await expect.poll(() => focusedLabel(g)).toBe('Muted');
    await g.page.keyboard.press('Enter');
    await expect.poll(() => focusedLabel(g)).toBe('Sound');
  });

  it('keeps the focus on Undo when pressing it from the keyboard leaves nothing more to undo', async () => {
    const g = await open(DEAL_1);
    await g.settle();
    await g.keys('1', 'a');
    expect((await g.settle()).moves).toBe(1);
    await g.page.evaluate(() =>
      document.querySelector<HTMLButtonElement>('.a11y-layer button[aria-label="Undo"]')?.focus(),
    );
    await g.page.keyboard.press('Enter');
    await expect.poll(async () => (await g.state()).moves).toBe(0);
    await expect
      .poll(() => g.page.evaluate(() => document.activeElement?.getAttribute('aria-disabled') ?? null))
      .toBe('true');
    expect(await focusedLabel(g)).toBe('Undo');
    // The arrows still go on from there, as from any button of the layer.
    await g.page.keyboard.press('Enter'); // disabled: nothing
    expect((await g.settle()).moves).toBe(0);
  });

  it('plays no move from the pile buttons while the game is paused', async () => {
    const g = await open(DEAL_1);
    await g.settle();
    await g.page.evaluate(() => window.postMessage({ type: 'solitaire:pause' }, '*'));
    await expect.poll(async () => (await g.state()).paused).toBe(true);
    await g.page.evaluate(() => {
      const pile = (label: string) =>
        [...document.querySelectorAll<HTMLButtonElement>('.a11y-layer button')].find((b) =>
          (b.getAttribute('aria-label') ?? '').startsWith(label),
        );
      pile('Column 1')?.click();
      pile('Free cell 1')?.click();
    });
    await g.page.waitForTimeout(300);
    expect((await g.state()).moves).toBe(0);
  });

  it('forgets a key selection that a command cleared from the screen: the next key picks a new source', async () => {
    const g = await open(DEAL_1);
    await g.settle();
    await g.keys('1', 'a');
    await g.settle();
    // Column 3 chosen, then Undo: its glow goes, and so does the choice.
    await g.keys('3', 'Control+z');
    const back = await g.settle();
    expect(back.moves).toBe(0);
    // "5" now picks column 5 (it does not play 3 to 5), and "a" puts its card in a cell.
    await g.keys('5', 'a');
    const s = await g.settle();
    expect(s.moves).toBe(1);
    expect(s.piles.t5?.length).toBe((back.piles.t5?.length ?? 0) - 1);
    expect(s.piles.t3).toEqual(back.piles.t3);
  });

  it('keeps a dialog modal: its buttons alone, the first focused, Tab to the next, Enter presses it', async () => {
    const g = await open(DEAL_1);
    await g.settle();
    await g.keys('1', 'a');
    await g.settle();
    await g.keys('n');
    await expect.poll(() => focusedLabel(g)).toBe('Yes');
    const labels = await g.page.evaluate(() =>
      [...document.querySelectorAll('.a11y-layer button')].map((b) => b.getAttribute('aria-label')),
    );
    expect(labels).toEqual(['Yes', 'Cancel']);
    await g.page.keyboard.press('Tab');
    expect(await focusedLabel(g)).toBe('Cancel');
    await g.page.keyboard.press('Enter');
    expect(await g.dialog()).toBeNull();
    expect((await g.state()).moves).toBe(1);
  });

  it('keeps every button finger-sized on touch screens (44 CSS px), and no pile under 24', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 844, height: 390 },
      { width: 640, height: 360 },
    ]) {
      const g = await open(DEAL_1, { phone: true, viewport });
      await g.settle();
      const sizes = await g.page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.a11y-layer button')].map((b) => {
          const r = b.getBoundingClientRect();
          return {
            // The title (the deal choices) is the HUD bar's height, which is under 44 on a phone: it
            // takes WCAG's least target (24 CSS px), as the piles do.
            pile:
              (b.dataset.control ?? '').startsWith('pile:') || /another deal/.test(b.getAttribute('aria-label') ?? ''),
            name: b.getAttribute('aria-label'),
            w: r.width,
            h: r.height,
          };
        }),
      );
      const what = `${viewport.width}x${viewport.height}`;
      expect(sizes.length, what).toBeGreaterThan(20);
      for (const s of sizes) {
        const least = s.pile ? 24 : 44;
        expect(Math.min(s.w, s.h), `${what} ${s.name}`).toBeGreaterThanOrEqual(least);
      }
    }
  });

  it('has no serious accessibility problem on the table or the menu (axe-core)', async () => {
    const g = await open(DEAL_1);
    await g.settle();
    expect(await seriousProblems(g.page)).toEqual([]);
    await g.keys('Escape');
    await g.page.waitForFunction(() => window.solitaireMenu !== undefined);
    expect(await seriousProblems(g.page)).toEqual([]);
  });
});
