import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromiumGl } from '../../tools/browser/chromium';
import { soak } from '../../tools/soak/run';
import { GAME_IDS, gameUrl, launchChromium, type Renderer, WEBGL_GAMES } from './helpers';

// A short seeded soak of every game on Canvas and of WEBGL_GAMES on WebGL (tools/soak/run.ts): the
// deal opened as its URL asks (game, deal, renderer, columns on screen), then the monkey player's taps,
// drags, keys, storms, dialogs, menu trips, resizes, hidden pages and reloads, with every
// check after each settled action. The long runs are `npm run soak` (README gives the figures);
// this keeps CI's share to a few minutes, so its counts are small (software WebGL is slow here).
// Each run plays at the animation setting its game and seed choose (tools/soak/motion.ts; these
// seeds give Normal, Fast, Instant, Slow and reduced motion). WebGL runs on Mesa's llvmpipe where
// it is installed (several times faster than SwiftShader), in a browser of its own (llvmpipe
// slows Canvas pages).

const ACTIONS: Readonly<Record<Renderer, number>> = { canvas: 12, webgl: 5 };

describe.skipIf(gameUrl() === undefined)('the soak, short', () => {
  const browsers: Partial<Record<Renderer, Browser>> = {};
  beforeAll(async () => {
    browsers.canvas = await launchChromium();
    browsers.webgl = (await launchChromiumGl('llvmpipe')).browser;
  });
  afterAll(async () => {
    await browsers.canvas?.close();
    await browsers.webgl?.close();
  });

  for (const renderer of ['canvas', 'webgl'] as const) {
    GAME_IDS.forEach((game, i) => {
      if (renderer === 'webgl' && !WEBGL_GAMES.includes(game)) return;
      it(`${game}, ${renderer}: ${ACTIONS[renderer]} actions, no failure`, async () => {
        const browser = browsers[renderer];
        if (!browser) throw new Error(`no browser for ${renderer}`);
        const r = await soak({
          browser,
          base: gameUrl() as string,
          game,
          renderer,
          actions: ACTIONS[renderer],
          seed: 100 + i,
          maxFailures: 1,
        });
        const read = r.failures.map(
          (f) => `after action ${f.action}: ${f.problems.join('; ')}\n  ${f.recent.join(' | ')}`,
        );
        expect(read).toEqual([]);
        expect(r.actions).toBe(ACTIONS[renderer]);
      });
    });
  }
});
