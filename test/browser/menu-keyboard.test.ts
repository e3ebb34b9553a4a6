/**
 * The menu from the keyboard: Tab / Shift+Tab and the arrows move a visible focus ring through the
 * buttons, Enter and Space press the focused one. The focused button's name is also written to a
 * live region for screen readers, which is how these tests read where the focus is.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gamePages, gameUrl, pixelDifference } from './helpers';

const focused = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.querySelector('[data-menu-focus]')?.textContent ?? null);

describe.skipIf(gameUrl() === undefined)('the menu from the keyboard', () => {
  const open = gamePages();

  const menu = async (): Promise<Page> => {
    const g = await open('', { ready: false });
    // The menu is drawn once its live region is there (empty: nothing focused yet).
    await g.page.waitForFunction(() => document.querySelector('[data-menu-focus]') !== null, undefined, {
      timeout: 45_000,
    });
    await g.page.waitForTimeout(300);
    return g.page;
  };

  it('puts the rules and the statistics, drawn on the canvas, in the page for a screen reader', async () => {
    const page = await menu();
    const pageText = () => page.evaluate(() => document.querySelector('[data-menu-page-text]')?.textContent ?? null);
    expect(await pageText()).toBe(''); // the game list: its buttons are the layer's
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Statistics');
    await page.keyboard.press('Enter');
    await expect.poll(pageText).toMatch(/^Statistics.*FreeCell\. Played: 0/);
    await page.keyboard.press('Escape');
    for (let i = 0; i < 20 && (await focused(page)) !== 'FreeCell: Rules'; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(pageText).toMatch(/^Rules: FreeCell/);
    const region = await page.evaluate(() => {
      const r = document.querySelector('[data-menu-page-text]');
      return { label: r?.getAttribute('aria-label'), paragraphs: r?.querySelectorAll('p').length ?? 0 };
    });
    expect(region.label).toBe('Rules: FreeCell');
    expect(region.paragraphs).toBeGreaterThan(5);
  });

  it("comes back from a game's rules to the games page scrolled and focused where it was", async () => {
    const page = await menu();
    await page.keyboard.press('ArrowUp'); // the last button: Jacks in the Box's rules, far down the page
    expect(await focused(page)).toBe('Jacks in the Box: Rules');
    const scrolled = await page.evaluate(() => window.solitaireMenu?.buttons().find((b) => b.label === 'Settings')?.y);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('[data-menu-page-text]')?.getAttribute('aria-label')))
      .toBe('Rules: Jacks in the Box');
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('Jacks in the Box: Rules');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Jacks in the Box: Rules',
    );
    // The same scroll: the page's first button where it was (above the screen, when the page scrolled).
    expect(await page.evaluate(() => window.solitaireMenu?.buttons().find((b) => b.label === 'Settings')?.y)).toBe(
      scrolled,
    );
  });

  it("ends a game's rules with the way to play it: New deal, the last button of the page", async () => {
    const page = await menu();
    await page.evaluate(() =>
      (document.querySelector('button[aria-label="Penta: Rules"]') as HTMLButtonElement).click(),
    );
    await expect
      .poll(() => page.evaluate(() => document.querySelector('[data-menu-page-text]')?.getAttribute('aria-label')))
      .toBe('Rules: Penta');
    await page.keyboard.press('ArrowUp'); // round to the last button
    expect(await focused(page)).toBe('Penta: New deal');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => window.solitaire?.ready === true && window.solitaire.state()?.game === 'penta',
      undefined,
      {
        timeout: 45_000,
      },
    );
  });

  it('moves a visible focus with Tab and Shift+Tab, and Enter starts the focused game', async () => {
    const page = await menu();
    expect(await focused(page)).toBe('');
    const before = await page.screenshot();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Settings');
    // The ring is drawn: the canvas changed around the button, and only there.
    const ringed = await page.screenshot();
    const changed = await pixelDifference(page, before, ringed);
    expect(changed).toBeGreaterThan(0.002);
    expect(changed).toBeLessThan(0.05);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Statistics');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('FreeCell: Rules');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('FreeCell: New deal');
    // The browser's focus is on the HTML button over it (the layer a screen reader reads), named the same.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('FreeCell: New deal');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => {
        const api = (window as Window & { solitaire?: { ready: boolean; state(): { game: string } | null } }).solitaire;
        return api?.ready === true && api.state()?.game === 'freecell';
      },
      undefined,
      { timeout: 45_000, polling: 100 },
    );
  });

  it('moves with the arrow keys, presses with Space, and keeps the focus on the new page', async () => {
    const page = await menu();
    await page.keyboard.press('ArrowUp');
    // From nothing, backwards: the last button (the last section's last game's rules: Jacks in the Box's).
    expect(await focused(page)).toBe('Jacks in the Box: Rules');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Settings');
    await page.keyboard.press('Space');
    // The settings page opens with its first button (Back) focused; a choice says which setting it is.
    await page.waitForFunction(() => document.querySelector('[data-menu-focus]')?.textContent === '‹ Back');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatch(/^Language: English/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // Pressing a choice redraws the page; the focus stays on the same button.
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('Language: Deutsch');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(200);
    expect(await focused(page)).toBe('Sprache: Deutsch ✓');
    // Choosing German in the settings makes the page German too.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatch(/^‹ /);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-menu-focus]')?.textContent === 'Einstellungen');
  });

  it('opens a page to read with nothing focused: Space scrolls it, Tab goes to Back; other pages focus Back', async () => {
    const page = await menu();
    const active = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('FreeCell: Rules');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('[data-menu-page-text]')?.getAttribute('aria-label')))
      .toBe('Rules: FreeCell');
    // The browser's focus is on no button: the page's, as on a web page just opened.
    await expect.poll(active).toBeNull();
    const lastButtonY = () => page.evaluate(() => window.solitaireMenu?.buttons().at(-1)?.y ?? Number.NaN);
    const top = await lastButtonY();
    await page.keyboard.press('Space');
    await expect.poll(lastButtonY).toBeLessThan(top);
    await page.keyboard.press('Shift+Space');
    await expect.poll(lastButtonY).toBe(top);
    // Still the rules: Space pressed no Back.
    expect(await page.evaluate(() => document.querySelector('[data-menu-page-text]')?.getAttribute('aria-label'))).toBe(
      'Rules: FreeCell',
    );
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^‹ /);
    await expect.poll(active).toMatch(/^‹ /);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('FreeCell: Rules');
    // The settings, a page of buttons, open with the browser's focus on Back, where the ring is.
    for (let i = 0; i < 5 && (await focused(page)) !== 'Settings'; i++) await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Settings');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('‹ Back');
    await expect.poll(active).toBe('‹ Back');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.solitaireMenu?.buttons().some((b) => b.label === 'Statistics'));
  });

  it('hides the ring when the pointer is used', async () => {
    const page = await menu();
    const before = await page.screenshot();
    await page.keyboard.press('Tab');
    await page.mouse.click(640, 780);
    await page.waitForTimeout(200);
    const after = await page.screenshot();
    expect(await pixelDifference(page, before, after)).toBeLessThan(0.0005);
  });
});
