import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/engine';
import { launchChromiumGl } from '../../tools/browser/chromium';
import { soak } from '../../tools/soak/run';
import { GAME_IDS, gameUrl, launchChromium, type Renderer } from './helpers';

// A short seeded soak (tools/soak/run.ts): the deal opened as its URL asks (game, deal, renderer,
// columns on screen), then the monkey player's taps, drags, keys, storms, dialogs, menu trips,
// resizes, hidden pages and reloads, with every check after each settled action. The long runs are
// `npm run soak` (README gives the figures); this keeps CI's share to a few minutes, so its counts
// are small (software WebGL is slow here). Each run plays at the animation setting its game and
// seed choose (tools/soak/motion.ts; these seeds give Normal, Fast, Instant, Slow and reduced
// motion). WebGL runs on Mesa's llvmpipe where it is installed (several times faster than
// SwiftShader), in a browser of its own (llvmpipe slows Canvas pages).
//
// The runs are split over three files (soak-canvas-1, soak-canvas-2, soak-webgl), so that the two
// files the browser tests run at a time share them: in one file they were the suite's last few
// minutes, on one core.

const ACTIONS: Readonly<Record<Renderer, number>> = { canvas: 12, webgl: 5 };

/** The short soak of `games` on `renderer`, each with its own seed (100 + its place in GAME_IDS). */
export function soakSuite(renderer: Renderer, games: readonly GameId[]): void {
  describe.skipIf(gameUrl() === undefined)(`the soak, short, ${renderer}`, () => {
    let browser: Browser | undefined;
    beforeAll(async () => {
      browser = renderer === 'webgl' ? (await launchChromiumGl('llvmpipe')).browser : await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
    });

    for (const game of games) {
      it(`${game}, ${renderer}: ${ACTIONS[renderer]} actions, no failure`, async () => {
        if (!browser) throw new Error(`no browser for ${renderer}`);
        const r = await soak({
          browser,
          base: gameUrl() as string,
          game,
          renderer,
          actions: ACTIONS[renderer],
          seed: 100 + GAME_IDS.indexOf(game),
          maxFailures: 1,
        });
        const read = r.failures.map(
          (f) => `after action ${f.action}: ${f.problems.join('; ')}\n  ${f.recent.join(' | ')}`,
        );
        expect(read).toEqual([]);
        expect(r.actions).toBe(ACTIONS[renderer]);
      });
    }
  });
}
