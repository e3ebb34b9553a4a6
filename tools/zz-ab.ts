import { launchChromium } from '/work/main/tools/browser/chromium';
import { serveDir, GAME_HEADERS } from '/work/main/tools/serve-dist';
const [a, b] = [process.argv[2] as string, process.argv[3] as string];
const game = process.argv[4] ?? 'freecell';
const n = Number(process.argv[5] ?? 10);
const servers = [await serveDir(a, { headers: GAME_HEADERS }), await serveDir(b, { headers: GAME_HEADERS })];
const browser = await launchChromium();
const times: number[][] = [[], []];
const cpu: number[][] = [[], []];
for (let run = 0; run < n; run++) for (const i of run % 2 ? [1, 0] : [0, 1]) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable');
  const t1 = Date.now();
  await page.goto(`${servers[i]!.url}?game=${game}&deal=3&renderer=canvas`);
  await page.waitForFunction(() => (window as any).solitaire?.ready === true, undefined, { timeout: 60000, polling: 10 });
  const m = (await cdp.send('Performance.getMetrics')).metrics;
  const get = (k: string) => m.find((x) => x.name === k)?.value ?? NaN;
  times[i]!.push(Math.round(get('ProcessTime') * 1000));
  cpu[i]!.push(Math.round(get('ScriptDuration') * 1000));
  await ctx.close();
}
for (const i of [0, 1]) { const s = [...times[i]!].sort((x, y) => x - y); console.log([a, b][i], 'median', s[Math.floor(n / 2)], 'mean', Math.round(s.reduce((x, y) => x + y) / n), 'all', times[i]!.join(' '), 'script', cpu[i]!.join(' ')); }
await browser.close(); for (const s of servers) await s.close();
