import type { CDPSession, Page } from 'playwright-core';
import { SETTINGS_KEY } from '../../src/platform/settings';
import { KEY_PREFIX } from '../../src/platform/store';
import type { MenuButtonInfo } from '../../src/view/menu/menu-automation';
import type { AutomationState, CssRect } from '../../src/view/table/automation';
import type { Opening, TableSnapshot } from './checks';

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

/**
 * What the game's canvas draws with, run in the page (page.evaluate(canvasKind)): a canvas has one
 * kind of context, so asking a WebGL canvas for a 2D one gives null.
 */
export function canvasKind(): 'canvas' | 'webgl' | 'none' {
  const c = document.querySelector('canvas');
  if (c === null) return 'none';
  return c.getContext('2d') !== null ? 'canvas' : 'webgl';
}

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

  /** The animation the page plays with: the system's reduced motion, else the stored speed setting. */
  async motionInEffect(): Promise<string> {
    const key = KEY_PREFIX + SETTINGS_KEY;
    return this.page.evaluate((k) => {
      if (matchMedia('(prefers-reduced-motion: reduce)').matches) return 'reduced';
      try {
        return String(JSON.parse(localStorage.getItem(k) ?? '{}')?.settings?.animationSpeed ?? 'normal');
      } catch {
        return 'unreadable';
      }
    }, key);
  }

  /**
   * The settled table as the soak opened it: what openingProblems checks, and the snapshot every
   * later check reads (null when not at a table).
   */
  async opening(): Promise<{ opening: Opening; snap: TableSnapshot } | null> {
    const settled = await this.settleAndSnap();
    if (settled === null) return null;
    const renderer = await this.page.evaluate(canvasKind);
    const opening = await this.page.evaluate((state) => {
      const columns = Object.keys(state.piles)
        .filter((p) => /^t\d+$/.test(p))
        .map((name) => {
          const r = window.solitaire?.bounds(name);
          return { name, x: r?.x ?? Number.NaN, w: r?.w ?? 0 };
        });
      return { game: state.game, deal: state.deal, won: state.won, columns, viewportWidth: innerWidth };
    }, settled.state);
    return { opening: { ...opening, renderer }, snap: settled.snap };
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
   * Waits until the table is ready, no card moves and the state holds still for 2 polls 30 ms
   * apart; null when no table is on screen. Throws when a table stays busy past `timeout`: that
   * is a hang.
   */
  async settle(timeout = 30_000): Promise<AutomationState | null> {
    return (await this.settleAndSnap(timeout))?.state ?? null;
  }

  /**
   * `settle`, and what the checks need read in the same moment. The polling runs in the page, one
   * round trip in all: polled from here, each poll cost a round trip to a renderer busy drawing
   * (20 ms on average, up to 100 on the loaded machine), three of them at least per check.
   */
  async settleAndSnap(timeout = 30_000): Promise<{ state: AutomationState; snap: TableSnapshot } | null> {
    const r = await this.page.evaluate(
      async ([ms, poll]) => {
        const end = Date.now() + ms;
        let last = '';
        let steady = 0;
        for (;;) {
          const api = window.solitaire;
          const ready = api?.ready === true;
          const busy = api?.busy() ?? false;
          const s = api?.state() ?? null;
          if ((!ready || s === null) && window.solitaireMenu !== undefined && api?.state() == null)
            return { kind: 'menu' } as const;
          const text = JSON.stringify(s);
          steady = ready && !busy && text === last ? steady + 1 : 0;
          last = text;
          if (steady >= 2 && s !== null && api) {
            const snap = { game: s.game, moves: s.moves, piles: s.piles, drawn: api.drawn(), texts: api.texts() };
            return { kind: 'table', state: s, snap } as const;
          }
          if (Date.now() > end) return { kind: 'hang', ready, busy } as const;
          await new Promise((wake) => setTimeout(wake, poll));
        }
      },
      [timeout, 30] as const,
    );
    if (r.kind === 'hang')
      throw new Error(`the table did not settle in ${timeout} ms (ready ${r.ready}, busy ${r.busy})`);
    return r.kind === 'menu' ? null : { state: r.state, snap: r.snap };
  }
}
