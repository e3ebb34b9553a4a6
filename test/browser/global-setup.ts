import { mkdir } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { BARE_DIST, buildBare, buildGame, buildSolverPage, GAME_DIST, SOLVER_DIST } from '../../tools/browser/build';
import { GAME_HEADERS, serveDir } from '../../tools/serve-dist';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built game (vite build into node_modules/.cache/browser-game), served on localhost under its CSP, with a trailing slash. */
    gameUrl: string;
    /** The bare Phaser page (same Phaser build), served on localhost. */
    bareUrl: string;
    /** The solver-worker page (the game's SolverClient and its worker, same build), served on localhost. */
    solverUrl: string;
    /** Why `vite build` of the game failed, or null: the game tests fail with it, the harness tests still run. */
    gameBuildError: string | null;
    /** Why `vite build` of the solver-worker page failed, or null: its tests fail with it, the others still run. */
    solverBuildError: string | null;
  }
}

/** Runs a build; on failure, leaves an empty folder to serve and returns the message. */
async function tryBuild(run: () => Promise<unknown>, dir: string): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (e) {
    await mkdir(dir, { recursive: true });
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * Builds once (`vite build`, skipped with BROWSER_TEST_NO_BUILD=1 to reuse the last build) and serves the game,
 * the bare page and the solver-worker page; the tests read the URLs with `inject('gameUrl')` and so on.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let gameBuildError: string | null = null;
  let solverBuildError: string | null = null;
  if (process.env.BROWSER_TEST_NO_BUILD !== '1') {
    gameBuildError = await tryBuild(buildGame, GAME_DIST);
    await buildBare();
    solverBuildError = await tryBuild(buildSolverPage, SOLVER_DIST);
  }
  // The game runs under its content-security policy in every test (docs/embedding.md).
  const game = await serveDir(GAME_DIST, { headers: GAME_HEADERS });
  const bare = await serveDir(BARE_DIST);
  const solver = await serveDir(SOLVER_DIST);
  project.provide('gameUrl', game.url);
  project.provide('bareUrl', bare.url);
  project.provide('solverUrl', solver.url);
  project.provide('gameBuildError', gameBuildError);
  project.provide('solverBuildError', solverBuildError);
  return async () => {
    await game.close();
    await bare.close();
    await solver.close();
  };
}
