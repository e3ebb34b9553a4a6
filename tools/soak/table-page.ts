import type { CDPSession, Page } from 'playwright-core';
import type { MenuButtonInfo } from '../../src/view/menu/menu-automation';
import type { AutomationState, CssRect } from '../../src/view/table/automation';
import type { TableSnapshot } from './checks';

// The soak's view of one page of the game: the errors it reports, the frames it draws, and the
// table as the automation API gives it (window.solitaire, window.solitaireMenu).

/** Counts animation frames longer than 50 ms into window.__slowFrames (an init script, so a plain string). */
export const SLOW_FRAME_PROBE = `(() => {
  window.__slowFrames = 0;
  let last = -1;
  const tick = (t) => {
    if (last >= 0 && t - last > 50 && document.visibilityState === 'visible') window.__slowFrames++;
    last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

type SoakWindow = Window & { __slowFrames?: number };

export class TablePage {
  readonly errors: string[] = [];
  /** Errors already reported, so each is counted once. */
  private seen = 0;

  constructor(
    readonly page: Page,
    readonly cdp: CDPSession,
  ) {
    page.on('pageerror', (e) => this.errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') this.errors.push(`console error: ${m.text()}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) this.errors.push(`HTTP ${r.status()} ${r.url()}`);
    });
  }

  /** The errors since the last call. */
  newErrors(): string[] {
    const out = this.errors.slice(this.seen);
    this.seen = this.errors.length;
    return out;
  }

  async slowFrames(): Promise<number> {
    return this.page.evaluate(() => (window as SoakWindow).__slowFrames ?? 0);
  }

  /** The table's state, or null when no table is on screen (the menu, a table being built). */
  async state(): Promise<AutomationState | null> {
    return this.page.evaluate(() => (window.solitaire?.ready === true ? (window.solitaire.state() ?? null) : null));
  }

  async onMenu(): Promise<boolean> {
    return this.page.evaluate(() => window.solitaireMenu !== undefined && window.solitaire?.state() == null);
  }

  async bounds(pile: string, index?: number): Promise<CssRect | null> {
    return this.page.evaluate(([p, i]) => window.solitaire?.bounds(p, i ?? undefined) ?? null, [
      pile,
      index ?? null,
    ] as const);
  }

  async buttons(): Promise<{ label: string; x: number; y: number; w: number; h: number; enabled: boolean }[]> {
    return this.page.evaluate(() => window.solitaire?.buttons() ?? []);
  }

  async menuButtons(): Promise<MenuButtonInfo[]> {
    return this.page.evaluate(() => window.solitaireMenu?.buttons() ?? []);
  }

  /** The question of the menu's open dialog, or null. */
  async menuDialog(): Promise<string | null> {
    return this.page.evaluate(() => window.solitaireMenu?.dialog() ?? null);
  }

  /**
   * Waits until the table is ready, no card moves and the state holds still for 2 polls; null when
   * no table is on screen. Throws when a table stays busy past `timeout`: that is a hang.
   */
  async settle(timeout = 30_000): Promise<AutomationState | null> {
    const end = Date.now() + timeout;
    let last = '';
    let steady = 0;
    for (;;) {
      const [ready, busy, s] = await this.page.evaluate(() => {
        const api = window.solitaire;
        return [api?.ready === true, api?.busy() ?? false, api?.state() ?? null] as const;
      });
      if (!ready || s === null) {
        if (await this.onMenu()) return null;
      }
      const text = JSON.stringify(s);
      steady = ready && !busy && text === last ? steady + 1 : 0;
      last = text;
      if (steady >= 2 && s !== null) return s;
      if (Date.now() > end) throw new Error(`the table did not settle in ${timeout} ms (ready ${ready}, busy ${busy})`);
      await this.page.waitForTimeout(30);
    }
  }

  /** What the checks need, read in one go. */
  async snapshot(): Promise<TableSnapshot | null> {
    return this.page.evaluate(() => {
      const api = window.solitaire;
      const s = api?.state() ?? null;
      if (!api || s === null) return null;
      return { game: s.game, moves: s.moves, piles: s.piles, drawn: api.drawn(), texts: api.texts() };
    });
  }
}
