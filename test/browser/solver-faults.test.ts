import { describe, expect, it } from 'vitest';
import { type GamePage, gamePages, gameUrl, query } from './helpers';

// The solver's worker broken on purpose, three ways: its script fails to load, it crashes on the
// first request, or it takes every request and never answers. Each time a hint still comes (the
// best legal move), the quiet "still winnable?" check says it does not know, and "only winnable
// deals" deals a plain deal with a notice: the table never waits for ever.

const BREAKAGES = {
  'fails to load': { status: 404, contentType: 'text/plain', body: 'not here' },
  crashes: {
    status: 200,
    contentType: 'text/javascript',
    body: `self.onmessage = () => { throw new Error('crashed on purpose'); };`,
  },
  'never answers': { status: 200, contentType: 'text/javascript', body: 'self.onmessage = () => {};' },
} as const;

type Breakage = keyof typeof BREAKAGES;

async function breakWorker(g: GamePage, how: Breakage): Promise<void> {
  await g.page.route('**/solver-worker-*.js', (route) => route.fulfill(BREAKAGES[how]));
}

describe.skipIf(gameUrl() === undefined)('when the solver worker fails', () => {
  const open = gamePages();

  for (const how of Object.keys(BREAKAGES) as Breakage[]) {
    it(`${how}: a hint falls back to a legal move, and the quiet check says it does not know`, async () => {
      const g = await open(query({ game: 'freecell', deal: 1, renderer: 'canvas' }), {
        beforeLoad: (g) => breakWorker(g, how),
      });
      await g.settle();
      await g.keys('h');
      // Shown, and said before it, to be a guess: no winning line stands behind it.
      await g.page.waitForFunction(() => /^A guess: .* Hint: /.test(window.solitaire?.said() ?? ''), undefined, {
        timeout: 15_000,
      });
      expect(await g.notice()).toBe('A guess: the solver found no winning line in time.');
      await g.keys('1', 'a');
      await g.settle();
      await g.page.waitForFunction(() => /is not known/.test(window.solitaire?.status() ?? ''), undefined, {
        timeout: 20_000,
      });
      expect(await g.status()).toBe('Whether this deal can still be won is not known: the solver is not answering.');
      // Restarted, the deal is back at its start, where the solver is not asked: the word goes.
      await g.press('Restart');
      await g.keys('Enter');
      expect((await g.settle()).moves).toBe(0);
      expect(await g.status()).toBeNull();
    });

    it(`${how}: "only winnable deals" deals a plain deal with a notice`, async () => {
      const g = await open(query({ game: 'bakers-game', renderer: 'canvas' }), {
        settings: { winnableOnly: { 'bakers-game': true } },
        beforeLoad: (g) => breakWorker(g, how),
      });
      const s = await g.settle();
      expect(s.deal).not.toBeNull();
      expect(await g.notice()).toMatch(/No winnable deal could be found just now/);
    });
  }

  it('a hint dropped by a tap gives the quiet check its turn again at once', async () => {
    // A worker that answers "still winnable?" after 0.4 s (lost, every position) and never a hint.
    // The hint stops the check while it has the worker, and its answer starts the check again:
    // a hint dropped unanswered must start it itself. (The table waits 2.5 s on a silent worker
    // before it shows its own guess, which starts the check too: the news must come well before.)
    const body = `self.onmessage = (e) => {
      const r = e.data;
      if (r.type === 'winnable') setTimeout(() => self.postMessage({ type: 'winnable', id: r.id,
        winnable: 'no', result: { status: 'unsolvable', moves: [], states: 1, ms: 1 } }), 400);
    };`;
    const g = await open(query({ game: 'freecell', deal: 1, renderer: 'canvas' }), {
      beforeLoad: (g) =>
        g.page.route('**/solver-worker-*.js', (route) =>
          route.fulfill({ status: 200, contentType: 'text/javascript', body }),
        ),
    });
    await g.settle();
    // A move (the check asks), then the hint before the check's answer.
    await g.keys('1', 'a');
    await g.settle();
    await g.keys('h');
    await g.page.waitForTimeout(150);
    expect(await g.status()).toBeNull();
    // A tap on the felt, clear of the cards (the bottom-left corner), drops the hint.
    const size = g.page.viewportSize() ?? { width: 1280, height: 800 };
    await g.click({ x: 4, y: size.height - 4 });
    await g.page.waitForFunction(
      () => /could not be won from the start/.test(window.solitaire?.status() ?? ''),
      undefined,
      { timeout: 1800 },
    );
  });
});
