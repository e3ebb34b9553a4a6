import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * A page of `url` at 1280x800, ready and past its start, with its main-thread seconds so far
 * (Chrome's TaskDuration) and its frames so far (null where the page does not count them).
 */
async function stillPage(browser: Browser, url: string) {
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
  return { context, page, taskSeconds, frames };
}

export async function idleCost(browser: Browser, url: string, seconds = 5): Promise<IdleCost> {
  const { context, page, taskSeconds, frames } = await stillPage(browser, url);
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

export interface TapCost {
  /** Frames drawn for each tap, beyond what the still screen draws in the same time. */
  readonly framesPerTap: number;
  /** Main-thread time for each tap, beyond the still screen's, in ms. */
  readonly mainMsPerTap: number;
  /** All of Chrome's processes' CPU for each tap, beyond the still screen's, in ms (null off Linux). */
  readonly chromeMsPerTap: number | null;
}

/**
 * What a tap on the felt of a still table costs (a tap that moves nothing: the drawing it wakes):
 * `taps` taps a second apart, against as long a time untouched, in the same page.
 */
export async function tapCost(browser: Browser, url: string, taps = 8): Promise<TapCost> {
  const { context, page, taskSeconds, frames } = await stillPage(browser, url);
  const sample = async () => ({
    main: await taskSeconds(),
    chrome: chromeCpuMs(),
    drawn: (await frames())?.drawn ?? 0,
  });
  const span = async (act: (i: number) => Promise<void>) => {
    const a = await sample();
    for (let i = 0; i < taps; i++) {
      await act(i);
      await page.waitForTimeout(1000);
    }
    const b = await sample();
    return {
      main: (b.main - a.main) * 1000,
      chrome: a.chrome === null || b.chrome === null ? null : b.chrome - a.chrome,
      drawn: b.drawn - a.drawn,
    };
  };
  const still = await span(async () => {});
  // The felt below the columns' first cards, away from every pile and button.
  const tapped = await span((i) => page.mouse.click(600 + i * 10, 770));
  await context.close();
  return {
    framesPerTap: (tapped.drawn - still.drawn) / taps,
    mainMsPerTap: (tapped.main - still.main) / taps,
    chromeMsPerTap: tapped.chrome === null || still.chrome === null ? null : (tapped.chrome - still.chrome) / taps,
  };
}

/** The CPU time of this process's child processes and theirs (Chrome's), from /proc; null off Linux. */
function chromeCpuMs(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const parentOf = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, ppid, ..., utime (12th), stime (13th).
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parentOf.set(Number(name), Number(f[1]));
      ticks.set(Number(name), Number(f[11]) + Number(f[12]));
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  for (const [pid, t] of ticks) {
    let up = parentOf.get(pid) ?? 0;
    for (let hops = 0; up > 1 && up !== process.pid && hops < 32; hops++) up = parentOf.get(up) ?? 0;
    if (up === process.pid) total += t;
  }
  // Linux counts in clock ticks of 10 ms.
  return total * 10;
}
