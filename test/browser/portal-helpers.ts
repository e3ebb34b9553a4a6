/**
 * The example portal (examples/portal.html) in chromium, embedding the built game from another port:
 * the portal page's messages, the game frame's automation API, what the frame's content-security
 * policy reported, and every request and console error of both.
 */
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { GAME_DIST } from '../../tools/browser/build';
import { type PortalPageOptions, type PortalServers, servePortal } from '../../tools/serve-portal';
import type { Rect } from './helpers';

export interface PortalMessage {
  readonly type: string;
  readonly [field: string]: unknown;
}

export interface GameState {
  readonly game: string;
  readonly deal: number | null;
  readonly moves: number;
  readonly won: boolean;
  readonly paused: boolean;
  readonly muted: boolean;
  readonly seconds: number;
}

type FrameWindow = Window & {
  solitaire?: { ready: boolean; state(): GameState | null; bounds(pile: string): Rect | null; busy(): boolean };
  solitairePortal?: { counts(): Record<string, number> };
  cspViolations?: string[];
};
type PortalWindow = Window & { messages?: PortalMessage[]; sendToGame?(m: unknown): void };

export class PortalPage {
  readonly errors: string[] = [];
  readonly requests: string[] = [];
  /** The game's frame, once the portal page has made it. */
  frame!: Frame;

  constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    page.on('console', (m) => {
      if (m.type() === 'error') this.errors.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => this.errors.push(`pageerror: ${e.message}`));
    context.on('request', (r) => this.requests.push(r.url()));
    context.on('response', (r) => {
      if (r.status() >= 400) this.errors.push(`HTTP ${r.status()} ${r.url()}`);
    });
  }

  async messages(): Promise<PortalMessage[]> {
    return this.page.evaluate(() => (window as PortalWindow).messages ?? []);
  }

  types = async (): Promise<string[]> => (await this.messages()).map((m) => m.type);

  async state(): Promise<GameState> {
    const s = await this.frame.evaluate(() => (window as FrameWindow).solitaire?.state() ?? null);
    if (s === null) throw new Error('no table state');
    return s;
  }

  async counts(): Promise<Record<string, number>> {
    return this.frame.evaluate(() => (window as FrameWindow).solitairePortal?.counts() ?? {});
  }

  async violations(): Promise<string[]> {
    return this.frame.evaluate(() => (window as FrameWindow).cspViolations ?? ['no listener']);
  }

  /** Presses one of the portal page's command buttons. */
  async command(name: string): Promise<void> {
    await this.page.click(`[data-command="${name}"]`);
  }

  async send(message: unknown): Promise<void> {
    await this.page.evaluate((m) => (window as PortalWindow).sendToGame?.(m), message);
  }

  /** Where a pile's top card (or slot) is on the portal page. */
  async at(pile: string): Promise<{ x: number; y: number }> {
    const box = await (await this.page.waitForSelector('iframe#game')).boundingBox();
    const r = await this.frame.evaluate((p) => (window as FrameWindow).solitaire?.bounds(p) ?? null, pile);
    if (box === null || r === null) throw new Error(`no bounds for ${pile}`);
    return { x: box.x + r.x + r.w / 2, y: box.y + r.y + Math.min(r.h / 2, 20) };
  }

  async drag(from: string, to: string): Promise<void> {
    const a = await this.at(from);
    const b = await this.at(to);
    const m = this.page.mouse;
    await m.move(a.x, a.y);
    await m.down();
    await m.move(a.x + 4, a.y + 4, { steps: 2 });
    await m.move(b.x, b.y, { steps: 10 });
    await m.up();
  }

  /** Takes the portal page's game frame (made anew by a reload), and waits for its table if `ready`. */
  async findFrame(ready = true): Promise<void> {
    const frame = await (await this.page.waitForSelector('iframe#game')).contentFrame();
    if (frame === null) throw new Error('no game frame');
    this.frame = frame;
    if (!ready) return;
    await frame.waitForFunction(
      () => (window as FrameWindow).solitaire?.ready === true && (window as FrameWindow).solitaire?.state() !== null,
      undefined,
      { timeout: 45_000, polling: 50 },
    );
  }

  /** Reloads the portal page (its messages start again; the game's storage stays) and waits for the table. */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.findFrame();
  }

  async settle(): Promise<GameState> {
    await this.frame.waitForFunction(() => (window as FrameWindow).solitaire?.busy() === false, undefined, {
      polling: 60,
      timeout: 30_000,
    });
    await this.page.waitForTimeout(200);
    return this.state();
  }
}

/** Records what the game frame's content-security policy refuses, from before any of its scripts. */
function listenForViolations(): void {
  const w = window as FrameWindow;
  w.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) =>
    w.cspViolations?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
  );
}

export async function startPortal(): Promise<PortalServers> {
  return servePortal(GAME_DIST);
}

/** The portal page at `viewport`, embedding the game at `search`, once the game's table is ready. */
export async function openPortal(
  browser: Browser,
  servers: PortalServers,
  search: string,
  options: PortalPageOptions & { viewport?: { width: number; height: number }; ready?: boolean } = {},
): Promise<PortalPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1400, height: 900 } });
  await context.addInitScript(listenForViolations);
  const p = new PortalPage(context, await context.newPage());
  await p.page.goto(servers.pageUrl(search, options));
  await p.findFrame(options.ready !== false);
  return p;
}
