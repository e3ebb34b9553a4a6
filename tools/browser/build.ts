/**
 * Builds for the browser tests and the browser bench: the game (`vite build` with vite.config.ts, as
 * `npm run build` does), the bare Phaser page (test/browser/fixtures/bare, same config and so the same
 * Phaser build) and the solver-worker page (test/browser/fixtures/solver, same config and so the same worker
 * bundle). They go to node_modules/.cache/browser-*, not dist/: a `npm run build` running meanwhile
 * (other work in the same tree) would otherwise swap the files under a running test.
 * Also measures built files, raw and gzipped.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig } from 'vite';
import { commitOf } from '../git-commit';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const GAME_DIST = join(REPO, 'node_modules', '.cache', 'browser-game');
export const BARE_ROOT = join(REPO, 'test', 'browser', 'fixtures', 'bare');
export const BARE_DIST = join(REPO, 'node_modules', '.cache', 'browser-bare');
export const BARE_FULL_DIST = join(REPO, 'node_modules', '.cache', 'browser-bare-full-phaser');
export const SOLVER_ROOT = join(REPO, 'test', 'browser', 'fixtures', 'solver');
export const SOLVER_DIST = join(REPO, 'node_modules', '.cache', 'browser-solver');
const CONFIG = join(REPO, 'vite.config.ts');

/**
 * `vite build` as `npm run build` runs it. Vitest sets NODE_ENV=test, and Vite takes NODE_ENV for
 * import.meta.env.PROD: without this the tests would run a build that is not the one shipped (no
 * service worker, for one).
 */
async function productionBuild(config: InlineConfig): Promise<void> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build(config);
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** `vite build` of the game, what `npm run build` does, into GAME_DIST; the commit built beside it (builtCommit). */
export async function buildGame(outDir = GAME_DIST): Promise<string> {
  const commit = commitOf(['src', 'index.html', 'vite.config.ts', 'public']);
  await productionBuild({ configFile: CONFIG, root: REPO, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await writeFile(`${outDir}.commit`, `${commit}\n`);
  return outDir;
}

/** The commit a build of the game was made from (`+changes`: with edits), or `unknown`. */
export async function builtCommit(outDir = GAME_DIST): Promise<string> {
  try {
    return (await readFile(`${outDir}.commit`, 'utf8')).trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The bare Phaser page, built with the game's vite.config.ts (custom Phaser build included). */
export async function buildBare(outDir = BARE_DIST): Promise<string> {
  await productionBuild({
    configFile: CONFIG,
    root: BARE_ROOT,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/** The solver-worker page, built with the game's vite.config.ts: its worker is bundled as the game's is. */
export async function buildSolverPage(outDir = SOLVER_DIST): Promise<string> {
  await productionBuild({
    configFile: CONFIG,
    root: SOLVER_ROOT,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/** The bare page with Phaser's stock npm build (dist/phaser.esm.js): no alias, no flags, for comparison. */
export async function buildBareFullPhaser(outDir = BARE_FULL_DIST): Promise<string> {
  await build({
    configFile: false,
    root: BARE_ROOT,
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  });
  return outDir;
}

export interface FileSize {
  /** Path relative to the served folder, with forward slashes. */
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
}

export async function fileSize(root: string, file: string): Promise<FileSize> {
  const data = await readFile(join(root, file));
  return { file: file.replaceAll('\\', '/'), raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
}

/** Every file under `dir`, raw and gzipped (level 9), largest first. */
export async function folderSizes(dir: string): Promise<FileSize[]> {
  const out: FileSize[] = [];
  async function walk(at: string): Promise<void> {
    for (const entry of await readdir(at)) {
      const full = join(at, entry);
      if ((await stat(full)).isDirectory()) await walk(full);
      else out.push(await fileSize(dir, relative(dir, full)));
    }
  }
  await walk(dir);
  return out.sort((a, b) => b.gzip - a.gzip);
}

export function total(files: readonly FileSize[]): { raw: number; gzip: number } {
  return files.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip }), { raw: 0, gzip: 0 });
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
