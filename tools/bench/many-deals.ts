import type { Browser, Page } from 'playwright-core';
import type { Census } from '../../src/view/table/automation';

// A thousand deals in one page, for `npm run bench:browser`: each dealt and abandoned at once
// (every tenth after a move, through the "count it as lost?" question), measuring the JS heap
// after a forced collection, the textures and the game objects before and after. A leak of a
// sprite, a texture page or a listener per deal shows as figures that grow with the count.
// The heap is split by a heap snapshot into V8's compiled code (which grows as the optimiser
// compiles more of the game's and Phaser's functions: not ours to free) and everything else.

export interface Load {
  readonly heapMB: number;
  /**
   * A heap snapshot's self sizes: V8's compiled code (nodes of type "code"), and the rest (which
   * counts the DOM's and Blink's native objects too, so the two add up to more than heapMB).
   */
  readonly codeMB: number;
  readonly otherMB: number;
  readonly census: Census;
  /** The page's DOM nodes and JS event listeners (DevTools' Memory.getDOMCounters). */
  readonly nodes: number;
  readonly listeners: number;
}

export interface ManyDeals {
  readonly deals: number;
  readonly before: Load;
  /** Half-way, so growth can be told from a one-off rise. */
  readonly middle: Load;
  readonly after: Load;
  readonly ms: number;
}

interface HeapSnapshot {
  readonly snapshot: { readonly meta: { readonly node_fields: string[]; readonly node_types: [string[]] } };
  readonly nodes: number[];
}

/** Bytes of compiled code and of everything else in a heap snapshot (self sizes by node type). */
function bySort(snap: HeapSnapshot): { code: number; other: number } {
  const fields = snap.snapshot.meta.node_fields;
  const kinds = snap.snapshot.meta.node_types[0];
  const type = fields.indexOf('type');
  const size = fields.indexOf('self_size');
  let code = 0;
  let other = 0;
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const bytes = snap.nodes[i + size] as number;
    if (kinds[snap.nodes[i + type] as number] === 'code') code += bytes;
    else other += bytes;
  }
  return { code, other };
}

async function measure(page: Page): Promise<Load> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (e) => chunks.push(e.chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  const sorts = bySort(JSON.parse(chunks.join('')) as HeapSnapshot);
  const census = await page.evaluate(() => window.solitaire?.census() ?? null);
  if (census === null) throw new Error('no table to count');
  return {
    heapMB: usedSize / 2 ** 20,
    codeMB: sorts.code / 2 ** 20,
    otherMB: sorts.other / 2 ** 20,
    census,
    nodes: dom.nodes,
    listeners: dom.jsEventListeners,
  };
}

/** The next table is built (its deal may still be flying in: a new deal then abandons it mid-deal). */
async function ready(page: Page, deal: number | null): Promise<void> {
  await page.waitForFunction(
    (old) => {
      const s = window.solitaire;
      return s?.ready === true && s.state() !== null && s.state()?.deal !== old;
    },
    deal,
    { timeout: 30_000, polling: 20 },
  );
}

/** Measured with the deal landed, so every count is of a table at rest. */
async function settleAndMeasure(page: Page): Promise<Load> {
  await page.waitForFunction(() => window.solitaire?.busy() === false, undefined, { timeout: 30_000 });
  return measure(page);
}

export async function manyDeals(browser: Browser, base: string, deals: number, renderer: string): Promise<ManyDeals> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}?game=freecell&deal=1&renderer=${renderer}`);
  await ready(page, null);
  await page.waitForFunction(() => window.solitaire?.busy() === false, undefined, { timeout: 30_000 });
  // One deal first, so that what is made once (the solver's worker, court figures) is in the baseline.
  const started = Date.now();
  let before: Load | null = null;
  let middle: Load | null = null;
  for (let i = 0; i <= deals; i++) {
    if (i === 1) before = await settleAndMeasure(page);
    if (i === Math.ceil(deals / 2)) middle = await settleAndMeasure(page);
    if (i === deals) break;
    const deal = await page.evaluate(() => window.solitaire?.state()?.deal ?? null);
    if (i % 10 === 9) {
      await page.keyboard.press('1');
      await page.keyboard.press('a');
      await page.keyboard.press('n');
      await page.waitForFunction(() => window.solitaire?.dialog() != null, undefined, { timeout: 10_000 });
      // The dialog takes input once it has faded in: press Yes until it is gone.
      for (let k = 0; k < 50 && (await page.evaluate(() => window.solitaire?.dialog() ?? null)) !== null; k++) {
        const yes = await page.evaluate(() =>
          (window.solitaire?.buttons() ?? []).slice(7).find((b) => b.label !== '✕'),
        );
        if (yes) await page.mouse.click(yes.x + yes.w / 2, yes.y + yes.h / 2);
        await page.waitForTimeout(100);
      }
    } else await page.keyboard.press('n');
    await ready(page, deal);
  }
  const after = await settleAndMeasure(page);
  await page.close();
  if (!before || !middle) throw new Error('too few deals to measure');
  return { deals, before, middle, after, ms: Date.now() - started };
}
