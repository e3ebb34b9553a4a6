import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/engine';
import { soak } from '../../tools/soak/run';
import { GAME_IDS, gameUrl, launchChromium, type Renderer } from './helpers';

// A short seeded soak of every game on both renderers (tools/soak/run.ts): the monkey player's
// taps, drags, keys, storms, dialogs, menu trips, resizes, hidden pages and reloads, with every
// check after each settled action. The long runs are `npm run soak` (README gives the figures);
// this keeps CI's share to a few minutes, so its counts are small (software WebGL is slow here).

const ACTIONS: Readonly<Record<Renderer, number>> = { canvas: 20, webgl: 6 };
/**
 * Software WebGL takes about three seconds an action here: it soaks one game of each kind of
 * table (free cells, face-down cards, a stock with six and with twelve columns, foundation groups,
 * one-card slots) rather than all sixteen; Canvas soaks every game.
 */
const WEBGL_GAMES: readonly GameId[] = [
  'freecell',
  'klondike',
  'eights-down',
  'busy-aces',
  'penta',
  'sixes-and-sevens',
];

describe.skipIf(gameUrl() === undefined)('the soak, short', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const renderer of ['canvas', 'webgl'] as const) {
    GAME_IDS.forEach((game, i) => {
      if (renderer === 'webgl' && !WEBGL_GAMES.includes(game)) return;
      it(`${game}, ${renderer}: ${ACTIONS[renderer]} actions, no failure`, async () => {
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
