/**
 * Browser test helpers: open the built game in chromium and drive it through the automation API on
 * `window.solitaire` (ready, state(), bounds(pile, index?); busy() and notice() when the view has them).
 * The API is typed here from its contract, not imported from the view, so the tests check the contract.
 */
import type { Browser, BrowserContext, Frame, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { GameId } from '../../src/engine';
import { saveKey } from '../../src/platform/saved-games';
import { SETTINGS_KEY, SETTINGS_VERSION, type Settings } from '../../src/platform/settings';
import { KEY_PREFIX } from '../../src/platform/store';
import { launchChromium, launchChromiumGl } from '../../tools/browser/chromium';
import { canvasKind } from '../../tools/soak/table-page';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface TableState {
  readonly game: string;
  readonly deal: number | null;
  readonly moves: number;
  readonly won: boolean;
  readonly piles: Record<string, string[]>;
  /** The game clock, in whole seconds: it runs from the first move. */
  readonly seconds: number;
  readonly paused: boolean;
  readonly muted: boolean;
}

/** A button on the table (HUD, dialog, status line), in CSS pixels of the page. */
export interface ButtonRect extends Rect {
  readonly label: string;
  readonly enabled: boolean;
}

/** A button of the menu's canvas, as `window.solitaireMenu.buttons()` gives it (docs/automation.md). */
export interface MenuButton extends Rect {
  readonly label: string;
}

/** The menu's buttons that take input now (only its dialog's while one is open); none without a menu. */
export const menuButtons = (page: Page): Promise<MenuButton[]> =>
  page.evaluate(() => window.solitaireMenu?.buttons() ?? []);

/** The menu's open dialog's question, or null. */
export const menuDialog = (page: Page): Promise<string | null> =>
  page.evaluate(() => window.solitaireMenu?.dialog() ?? null);

/** The menu's button with this label; throws, naming the labels there are, where there is none. */
export async function menuButton(page: Page, label: string): Promise<MenuButton> {
  const buttons = await menuButtons(page);
  const b = buttons.find((x) => x.label === label);
  if (!b) throw new Error(`no menu button "${label}" among ${buttons.map((x) => x.label).join(', ')}`);
  return b;
}

/** Waits for the menu's buttons, then a frame for the page to be on screen. */
export async function waitForMenu(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.solitaireMenu?.buttons().length ?? 0) > 0, undefined, { timeout: 45_000 });
  await page.waitForTimeout(300);
}

interface SolitaireContract {
  ready: boolean;
  state(): TableState | null;
  bounds(pile: string, index?: number): Rect | null;
  busy?(): boolean;
  notice?(): string;
  texts?(): string[];
  status?(): string | null;
  dialog?(): string | null;
  buttons?(): ButtonRect[];
  seconds?(): number;
}

type AutomatedWindow = Window & { solitaire?: SolitaireContract };

export type Renderer = 'canvas' | 'webgl';

/** Every game the engine plays: each is loaded, played and soaked in the browser tests. */
export { GAME_IDS, GAMES } from '../../src/engine';

/** URLs from the global setup; undefined when the file is run by the unit-test config (then skip). */
export function gameUrl(): string | undefined {
  return inject('gameUrl');
}

export const centre = (r: Rect): { x: number; y: number } => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

/** What the game keeps in localStorage under `key` (without the game's prefix: "save:freecell"), or null. */
export const stored = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((k) => localStorage.getItem(k), KEY_PREFIX + key);

/** One finger at a point, as the DevTools protocol's touch events take it. */
const oneFinger = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];

/** A point on the visible strip of a card that may be covered by the cards above it. */
export const grip = (r: Rect): { x: number; y: number } => ({ x: r.x + r.w / 2, y: r.y + Math.min(8, r.h / 4) });

export function cardCount(s: TableState): number {
  return Object.values(s.piles).reduce((n, p) => n + p.length, 0);
}

/** Rank of a card text ("TD" -> 10), 0 if unreadable. */
export function rankOf(card: string): number {
  return 'A23456789TJQK'.indexOf(card[0] ?? '?') + 1;
}

export const isRed = (card: string): boolean => card[1] === 'D' || card[1] === 'H';

/** The frame a request was made for, or null for a service worker's own requests (which have none). */
function frameOf(r: Request): Frame | null {
  try {
    return r.frame();
  } catch {
    return null;
  }
}

export class GamePage {
  readonly errors: string[] = [];

  constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    page.on('pageerror', (e) => this.errors.push(`pageerror: ${e.message}`));
    // Every console error counts, a failed favicon's included (chromium fetches the favicon itself, so
    // only its console line tells; other failed requests are also reported below with their URL).
    page.on('console', (m) => {
      if (m.type() === 'error') this.errors.push(`console: ${m.text()}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) this.errors.push(`HTTP ${r.status()} ${r.url()}`);
    });
    // A request still in flight when its frame goes to another page (a goto, a reload) is cancelled by
    // the browser: net::ERR_ABORTED, reported before the new page's navigation event. That is the test
    // leaving, not the game failing, so it is told apart by the frame's navigation requests: one made
    // since the request, or one under way (the old page runs on, and may start a request, until the
    // new one commits: the court figures did so, in CI).
    const navigations = new WeakMap<Frame, number>();
    const leaving = new WeakSet<Frame>();
    const issuedAt = new WeakMap<Request, number>();
    page.on('request', (r) => {
      const frame = frameOf(r);
      if (frame === null) return;
      if (r.isNavigationRequest()) {
        navigations.set(frame, (navigations.get(frame) ?? 0) + 1);
        leaving.add(frame);
      } else issuedAt.set(r, navigations.get(frame) ?? 0);
    });
    page.on('framenavigated', (frame) => leaving.delete(frame));
    page.on('requestfailed', (r) => {
      const error = r.failure()?.errorText ?? '';
      const frame = frameOf(r);
      if (frame !== null && r.isNavigationRequest()) leaving.delete(frame);
      const left =
        frame !== null && issuedAt.has(r) && ((navigations.get(frame) ?? 0) !== issuedAt.get(r) || leaving.has(frame));
      if (error === 'net::ERR_ABORTED' && left) return;
      this.errors.push(`request failed: ${r.url()} ${error}`);
    });
  }

  async goto(url: string): Promise<void> {
    // Leaving a page before it is idle aborts the court figures it loads then (a failed request).
    if (this.page.url() !== 'about:blank') await this.page.waitForLoadState('networkidle');
    await this.page.goto(url);
    await this.waitReady();
  }

  /** Leaves the table for the menu (Esc) and presses the saved game's Continue; waits for the table again. */
  async continueFromMenu(): Promise<void> {
    await this.keys('Escape');
    await waitForMenu(this.page);
    const buttons = await menuButtons(this.page);
    const resume = buttons.find((b) => b.label.endsWith(': Continue'));
    if (!resume) throw new Error(`no Continue among ${buttons.map((b) => b.label).join(', ')}`);
    await this.click(centre(resume));
    await this.waitReady();
  }

  async waitReady(timeout = 45_000): Promise<void> {
    await this.page.waitForFunction(
      () => {
        const api = (window as AutomatedWindow).solitaire;
        return api?.ready === true && api.state() !== null;
      },
      undefined,
      { timeout, polling: 50 },
    );
  }

  async state(): Promise<TableState> {
    const s = await this.page.evaluate(() => (window as AutomatedWindow).solitaire?.state() ?? null);
    if (s === null) throw new Error('window.solitaire.state() returned null');
    return s;
  }

  async bounds(pile: string, index?: number): Promise<Rect> {
    const r = await this.page.evaluate(
      ([p, i]) => (window as AutomatedWindow).solitaire?.bounds(p, i ?? undefined) ?? null,
      [pile, index ?? null] as const,
    );
    if (r === null) throw new Error(`window.solitaire.bounds(${pile}, ${index}) returned null`);
    return r;
  }

  /** The settings the game has stored (its localStorage record's settings), or null. */
  async storedSettings(): Promise<Record<string, unknown> | null> {
    const text = await this.page.evaluate((key) => localStorage.getItem(key), SETTINGS_STORE_KEY);
    return text === null ? null : (JSON.parse(text) as { settings: Record<string, unknown> }).settings;
  }

  /** What the game's canvas draws with (the soak's canvasKind). */
  async rendererKind(): Promise<'canvas' | 'webgl' | 'none'> {
    return this.page.evaluate(canvasKind);
  }

  /** Every text the table shows (HUD, buttons, dialogs, notices), joined by newlines. */
  async texts(): Promise<string> {
    return this.page.evaluate(() => ((window as AutomatedWindow).solitaire?.texts?.() ?? []).join('\n'));
  }

  async notice(): Promise<string> {
    return this.page.evaluate(() => (window as AutomatedWindow).solitaire?.notice?.() ?? '');
  }

  /** The status line at the foot of the table, or null. */
  async status(): Promise<string | null> {
    return this.page.evaluate(() => (window as AutomatedWindow).solitaire?.status?.() ?? null);
  }

  /** The open dialog's question, or null. */
  async dialog(): Promise<string | null> {
    return this.page.evaluate(() => (window as AutomatedWindow).solitaire?.dialog?.() ?? null);
  }

  async buttons(): Promise<ButtonRect[]> {
    return this.page.evaluate(() => (window as AutomatedWindow).solitaire?.buttons?.() ?? []);
  }

  /** The game clock as the HUD shows it, in whole seconds. */
  async seconds(): Promise<number> {
    return this.page.evaluate(() => (window as AutomatedWindow).solitaire?.seconds?.() ?? -1);
  }

  /** The button with this label (the last drawn, so a dialog's over the HUD's); throws if none. */
  async button(label: string): Promise<ButtonRect> {
    const found = (await this.buttons()).filter((b) => b.label === label).at(-1);
    if (!found) throw new Error(`no button "${label}" among: ${(await this.buttons()).map((b) => b.label).join(', ')}`);
    return found;
  }

  /** Clicks (or, on a phone, taps) the button with this label. */
  async press(label: string, touch = false): Promise<void> {
    // Phaser takes taps on a new button from its next step on (setInteractive queues it until then):
    // a button that showed a moment ago under a slow frame (the status strip's x, in CI) missed the click.
    await this.frames(2);
    const b = await this.button(label);
    const at = centre(b);
    if (touch) await this.tap(at);
    else await this.click(at);
  }

  /** Waits for the page to draw `count` frames (each a step of the game's loop). */
  async frames(count: number): Promise<void> {
    await this.page.evaluate(
      (n) =>
        new Promise<void>((done) => {
          const next = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
          next(n);
        }),
      count,
    );
  }

  /** Presses keys one after another (move notation: "4", "1"). */
  async keys(...keys: string[]): Promise<void> {
    for (const k of keys) await this.page.keyboard.press(k);
  }

  /**
   * Waits until no card moves: busy() false (if the view has it) and state() steady over 2 polls
   * 30 ms apart, as the soak settles. The polling runs in the page, one round trip in all: polled
   * from here, each poll cost a round trip to a renderer busy drawing (20 to 100 ms under load), and
   * a test that settled after each of 26 taps spent more time asking than the cards took to move.
   * Generous: software WebGL on a loaded machine draws a few frames a second, and animations wait on frames.
   */
  async settle(timeout = 45_000): Promise<TableState> {
    const r = await this.page.evaluate(
      async ([ms, poll]) => {
        const end = Date.now() + ms;
        let last = '';
        let steady = 0;
        for (;;) {
          const api = (window as AutomatedWindow).solitaire;
          const busy = api?.busy?.() ?? false;
          const s = api?.state() ?? null;
          const text = JSON.stringify(s);
          steady = !busy && text === last ? steady + 1 : 0;
          last = text;
          if (steady >= 2 && s !== null) return { settled: true, state: s } as const;
          if (Date.now() > end) return { settled: false, busy, text } as const;
          await new Promise((wake) => setTimeout(wake, poll));
        }
      },
      [timeout, 30] as const,
    );
    if (!r.settled) throw new Error(`the table did not settle in ${timeout} ms (busy: ${r.busy}, state: ${r.text})`);
    return r.state;
  }

  /** A mouse drag from one point to another, in `steps` pointer moves. */
  async drag(from: { x: number; y: number }, to: { x: number; y: number }, steps = 12): Promise<void> {
    const m = this.page.mouse;
    await m.move(from.x, from.y);
    await m.down();
    await m.move(from.x + 4, from.y + 4, { steps: 2 });
    await m.move(to.x, to.y, { steps });
    await m.up();
  }

  async click(at: { x: number; y: number }): Promise<void> {
    await this.page.mouse.click(at.x, at.y);
  }

  /** A finger tap (the context must have touch: openGame(..., { phone: true })). */
  async tap(at: { x: number; y: number }): Promise<void> {
    await this.page.touchscreen.tap(at.x, at.y);
  }

  /** Drags the top card (or the slot) of one pile to the middle of another, by mouse or by touch. */
  async dragTopTo(from: string, to: string, touch = false): Promise<void> {
    const [a, b] = [centre(await this.bounds(from)), centre(await this.bounds(to))];
    await (touch ? this.touchDrag(a, b) : this.drag(a, b));
  }

  /**
   * A double tap at one point: two taps whose touch events are stamped `gapMs` apart (the times the
   * game's guard reads, tap-guard.ts), as a phone stamps a player's, however long a loaded machine
   * takes to deliver them.
   */
  async doubleTap(at: { x: number; y: number }, gapMs = 120): Promise<void> {
    const cdp = await this.context.newCDPSession(this.page);
    const touch = oneFinger(at.x, at.y);
    const start = Date.now() / 1000; // the protocol's timestamps are seconds since the epoch
    for (const offset of [0, gapMs / 1000]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch, timestamp: start + offset });
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchEnd',
        touchPoints: [],
        timestamp: start + offset + 0.04,
      });
    }
    await cdp.detach();
  }

  /**
   * A one-finger drag through the DevTools protocol (playwright has no touch drag), ended by lifting
   * the finger or, with `end` 'touchCancel', by the system taking the touch away (an edge swipe, a call).
   */
  async touchDrag(
    from: { x: number; y: number },
    to: { x: number; y: number },
    steps = 12,
    end: 'touchEnd' | 'touchCancel' = 'touchEnd',
  ): Promise<void> {
    const cdp = await this.context.newCDPSession(this.page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: oneFinger(from.x, from.y) });
    for (let i = 1; i <= steps; i++) {
      const x = from.x + ((to.x - from.x) * i) / steps;
      const y = from.y + ((to.y - from.y) * i) / steps;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: oneFinger(x, y) });
      await this.page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: end, touchPoints: [] });
    await cdp.detach();
  }

  /**
   * Closes the page's context. Once in a CI run (2026-12-06) chromium never answered the close of a
   * page that had gone back to about:blank, and the hook timed out after its test had passed: a
   * close that has not ended in 30 s is given up with a warning (the browser goes at the file's end).
   */
  async close(): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise<'gave up'>((done) => {
      timer = setTimeout(() => done('gave up'), 30_000);
    });
    const closed = this.context.close().then(() => 'closed' as const);
    const outcome = await Promise.race([closed, gaveUp]);
    clearTimeout(timer);
    if (outcome === 'gave up')
      console.warn(`GamePage.close: ${this.page.url()} did not close in 30 s; left to the browser's close`);
  }
}

export interface OpenOptions {
  readonly viewport?: { width: number; height: number };
  /** A phone: touch events, mobile viewport, device pixel ratio 3 (viewport default 390x844). */
  readonly phone?: boolean;
  /** Wait for window.solitaire.ready (default true). */
  readonly ready?: boolean;
  /**
   * Let the game's service worker run (default: blocked). Blocked elsewhere, because requests a worker
   * answers pass by page.route and page.on('response'), which the tests use.
   */
  readonly serviceWorkers?: boolean;
  /**
   * The animation speed the page starts with where no settings are stored yet (default 'fast': the
   * cards move in half the time, and the suite spends less of CI's two cores drawing them; tests of
   * motion itself ask for 'normal', and the soak plays every speed).
   */
  readonly animation?: 'normal' | 'fast';
  /**
   * Settings stored before the page first starts (beside the animation speed), where none are stored
   * yet: a test that needs auto-moves off, say, opens so at once instead of storing them and loading
   * the page again.
   */
  readonly settings?: StoredSettings;
  /**
   * Runs on the new page before its first load: routes, init scripts and listeners a test needs from
   * the very start, so that it need not load the game once to set them up and then again to use them.
   */
  readonly beforeLoad?: (g: GamePage) => Promise<unknown> | undefined;
}

/**
 * A beforeLoad (OpenOptions) that stores this save of the game before the page's first load, as a
 * page closed earlier left it (unless the page has one already: a reload keeps what the game wrote).
 */
export function withSave(game: GameId, json: string): (g: GamePage) => Promise<void> {
  return async (fresh) => {
    await fresh.context.addInitScript(
      ([key, save]) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, save);
      },
      [KEY_PREFIX + saveKey(game), json] as const,
    );
  };
}

/** Settings as a test stores them: any of them, and "only winnable deals" for some games only. */
export type StoredSettings = Readonly<
  Partial<Omit<Settings, 'winnableOnly'>> & { winnableOnly?: Readonly<Partial<Record<GameId, boolean>>> }
>;

/** Where the game keeps its settings in localStorage (the platform's store key). */
export const SETTINGS_STORE_KEY = KEY_PREFIX + SETTINGS_KEY;

/** Query string for the game page, e.g. query({ game: 'freecell', deal: 1, renderer: 'canvas' }). */
export function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  return `?${q.toString()}`;
}

/** A fresh browser context (own storage) with the game open at `search` (e.g. "?game=freecell&deal=1"). */
export async function openGame(browser: Browser, search: string, options: OpenOptions = {}): Promise<GamePage> {
  const base = gameUrl();
  if (base === undefined) throw new Error('no gameUrl: run with vitest.browser.config.ts');
  const buildError = inject('gameBuildError');
  if (buildError !== null) throw new Error(`vite build of the game failed: ${buildError}`);
  const serviceWorkers = options.serviceWorkers === true ? 'allow' : 'block';
  const context = await browser.newContext(
    options.phone === true
      ? {
          viewport: options.viewport ?? { width: 390, height: 844 },
          hasTouch: true,
          isMobile: true,
          deviceScaleFactor: 3,
          serviceWorkers,
        }
      : { viewport: options.viewport ?? { width: 1280, height: 800 }, serviceWorkers },
  );
  const animation = options.animation ?? 'fast';
  const settings = { ...(animation === 'normal' ? {} : { animationSpeed: animation }), ...options.settings };
  if (Object.keys(settings).length > 0) {
    await context.addInitScript(
      ([key, version, stored]) => {
        try {
          if (localStorage.getItem(key) === null)
            localStorage.setItem(key, JSON.stringify({ version, settings: stored }));
        } catch {
          // Storage refused (a test that fills it, an opaque origin): the game's own default then.
        }
      },
      [SETTINGS_STORE_KEY, SETTINGS_VERSION, settings] as const,
    );
  }
  const g = new GamePage(context, await context.newPage());
  await options.beforeLoad?.(g);
  if (options.ready === false) await g.page.goto(base + search);
  else await g.goto(base + search);
  return g;
}

export { launchChromium };

/**
 * For one test file: a chromium launched before its tests and closed after them, and `open`, which
 * opens the game like openGame and closes the page again after the test that opened it. A page that
 * asks for WebGL (`renderer=webgl`; the game's default draws on Canvas where WebGL is drawn in
 * software, as it is here) opens in a second chromium, launched when first needed, whose WebGL runs
 * on Mesa's llvmpipe where it is installed: several times faster than SwiftShader (the WebGL tests
 * took a third of the suite's time on it), and the way the soak has run WebGL since it began.
 */
export function gamePages(): (search: string, options?: OpenOptions) => Promise<GamePage> {
  let browser: Browser | undefined;
  let glBrowser: Promise<Browser> | undefined;
  let open: GamePage[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    for (const g of open) await g.close();
    open = [];
  });
  afterAll(async () => {
    await browser?.close();
    await (await glBrowser)?.close();
  });
  return async (search, options) => {
    if (!browser) throw new Error('gamePages: chromium is not running (open pages inside a test)');
    const webgl = new URLSearchParams(search).get('renderer') === 'webgl';
    if (webgl) glBrowser ??= launchChromiumGl('llvmpipe').then((l) => l.browser);
    const g = await openGame(webgl ? await (glBrowser as Promise<Browser>) : browser, search, options);
    open.push(g);
    return g;
  };
}

/**
 * The share of pixels (0..1) that differ by more than `tolerance` (per channel, 0..255) between two PNG
 * screenshots of the same size, compared in the page with a 2D canvas (no image library needed).
 */
export async function pixelDifference(page: Page, a: Buffer, b: Buffer, tolerance = 24): Promise<number> {
  return page.evaluate(
    async ([pa, pb, tol]) => {
      const load = async (b64: string): Promise<ImageData> => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.width;
        c.height = img.height;
        const ctx = c.getContext('2d');
        if (ctx === null) throw new Error('no 2d context');
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, c.width, c.height);
      };
      const [x, y] = await Promise.all([load(pa), load(pb)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        for (let k = 0; k < 3; k++) {
          if (Math.abs((x.data[i + k] ?? 0) - (y.data[i + k] ?? 0)) > tol) {
            differing++;
            break;
          }
        }
      }
      return differing / (x.width * x.height);
    },
    [a.toString('base64'), b.toString('base64'), tolerance] as const,
  );
}

/** A screenshot of a rectangle of the page (clipped to the viewport). */
export async function shot(page: Page, r: Rect): Promise<Buffer> {
  return page.screenshot({ clip: { x: r.x, y: r.y, width: r.w, height: r.h } });
}
