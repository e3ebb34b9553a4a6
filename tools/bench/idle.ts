import type { Browser } from 'playwright-core';

// What a still screen costs: the page's main-thread time per second while nobody touches it, from
// Chrome's own counters (Performance.getMetrics, TaskDuration), and how many frames it drew.

export interface IdleCost {
  /** Main-thread time per second of a still screen, in ms. */
  readonly busyMsPerSecond: number;
  /** Frames run and drawn per second, where the page counts them (window.solitaire.frames()). */
  readonly frames: { readonly run: number; readonly drawn: number } | null;
}

type IdleWindow = Window & {
  solitaire?: { ready: boolean; frames?(): { run: number; drawn: number } };
  bare?: { ready: boolean };
};

export async function idleCost(browser: Browser, url: string, seconds = 5): Promise<IdleCost> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(
    () => (window as IdleWindow).solitaire?.ready === true || (window as IdleWindow).bare?.ready === true,
    undefined,
    { timeout: 30_000 },
  );
  // Past the start: the deal's animation, textures made late.
  await page.waitForTimeout(3000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  const frames = () => page.evaluate(() => (window as IdleWindow).solitaire?.frames?.() ?? null);
  const t0 = await taskSeconds();
  const f0 = await frames();
  const start = Date.now();
  await page.waitForTimeout(seconds * 1000);
  const t1 = await taskSeconds();
  const f1 = await frames();
  const elapsed = (Date.now() - start) / 1000;
  await context.close();
  return {
    busyMsPerSecond: ((t1 - t0) * 1000) / elapsed,
    frames: f0 && f1 ? { run: (f1.run - f0.run) / elapsed, drawn: (f1.drawn - f0.drawn) / elapsed } : null,
  };
}
