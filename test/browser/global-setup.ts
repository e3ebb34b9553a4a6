import { mkdir } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { BARE_DIST, buildBare, buildGame, GAME_DIST } from '../../tools/browser/build';
import { serveDir } from '../../tools/serve-dist';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built game (vite build into node_modules/.cache/browser-game), served on localhost, with a trailing slash. */
    gameUrl: string;
    /** The bare Phaser page (same Phaser build), served on localhost. */
    bareUrl: string;
    /** Why `vite build` of the game failed, or null: the game tests fail with it, the harness tests still run. */
    gameBuildError: string | null;
  }
}

/**
 * Builds once (`vite build`, skipped with BROWSER_TEST_NO_BUILD=1 to reuse the last build) and serves the game
 * and the bare page; the tests read the URLs with `inject('gameUrl')`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let gameBuildError: string | null = null;
  if (process.env.BROWSER_TEST_NO_BUILD !== '1') {
    try {
      await buildGame();
    } catch (e) {
      gameBuildError = e instanceof Error ? e.message : String(e);
      await mkdir(GAME_DIST, { recursive: true });
    }
    await buildBare();
  }
  const game = await serveDir(GAME_DIST);
  const bare = await serveDir(BARE_DIST);
  project.provide('gameUrl', game.url);
  project.provide('bareUrl', bare.url);
  project.provide('gameBuildError', gameBuildError);
  return async () => {
    await game.close();
    await bare.close();
  };
}
