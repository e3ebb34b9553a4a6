/**
 * Vite 8 (Rolldown) config: the game page plus a custom, smaller Phaser 4 build.
 *
 * Phaser's npm entry (`dist/phaser.esm.js`) is one prebuilt 1.37 MB file (352 KB gzipped) that no bundler
 * can tree-shake. Phaser's `src/` is CommonJS and costs only what gets `require`d, so:
 *  - `phaser` (exactly) is aliased to `src/phaser-custom.ts`, which requires only what the game uses and
 *    exports it in the shape of the `Phaser` namespace (types still come from node_modules/phaser/types);
 *  - `phaser-src/…` points into node_modules/phaser/src/… (the package's `exports` hides that folder);
 *  - Phaser's build-time flags (`typeof WEBGL_RENDERER`, …) are replaced as Phaser's own webpack config does,
 *    so that the sound managers (Howler plays sound), the WebGL debug hooks and Camera3D/Facebook drop out;
 *  - one require is narrowed (PHASER_PATCHES): WebGL's BatchHandler requires the whole `renderer` namespace
 *    for its events only, which would drag in every shader and render node.
 * The same transform runs in `vite build` and in the dev server's dependency optimizer.
 *
 * `base: './'` keeps the built game working from any path (e.g. inside a portal iframe). The service worker
 * (sw.js, offline play) is written by tools/vite-service-worker.ts once the build is out.
 */
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorkerPlugin } from './tools/vite-service-worker.ts';

const repo = dirname(fileURLToPath(import.meta.url));
const phaserRoot = dirname(createRequire(import.meta.url).resolve('phaser/package.json'));
const PHASER_SRC = resolve(phaserRoot, 'src').replaceAll('\\', '/');

/** Phaser build flags: what each `typeof FLAG` becomes (true keeps the feature). */
const PHASER_FLAGS: Readonly<Record<string, boolean>> = {
  CANVAS_RENDERER: true,
  WEBGL_RENDERER: true,
  WEBGL_DEBUG: false,
  FEATURE_SOUND: false,
  PLUGIN_CAMERA3D: false,
  PLUGIN_FBINSTANT: false,
  EXPERIMENTAL: false,
};

/** Source patches by file (relative to phaser/src): [exact text, replacement]. Checked against phaser 4.2.1. */
const PHASER_PATCHES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  'renderer/webgl/renderNodes/BatchHandler.js': [
    ["var Renderer = require('../../../renderer');", "var Renderer = { Events: require('../../events') };"],
  ],
};

const FLAG_RE = new RegExp(`typeof\\s+(${Object.keys(PHASER_FLAGS).join('|')})\\b`, 'g');

/** Applies PHASER_FLAGS and PHASER_PATCHES to a file of Phaser's sources; null when unchanged. */
function transformPhaserSource(code: string, id: string, warn: (message: string) => void): string | null {
  const file = id.replaceAll('\\', '/').split('?')[0] ?? '';
  if (!file.startsWith(`${PHASER_SRC}/`)) return null;
  let out = code;
  for (const [from, to] of PHASER_PATCHES[file.slice(PHASER_SRC.length + 1)] ?? []) {
    if (out.includes(from)) out = out.replace(from, to);
    else warn(`phaser-custom: patch not applied to ${file} (did Phaser change?)`);
  }
  out = out.replace(FLAG_RE, (_match, flag: string) => String(PHASER_FLAGS[flag] === true));
  return out === code ? null : out;
}

function phaserCustomPlugin(): Plugin {
  return {
    name: 'phaser-custom',
    enforce: 'pre',
    transform(code, id) {
      const out = transformPhaserSource(code, id, (message) => this.warn(message));
      return out === null ? null : { code: out, map: null };
    },
  };
}

export default defineConfig({
  base: './',
  resolve: {
    alias: [
      { find: /^phaser-src\/(.*)$/, replacement: `${PHASER_SRC}/$1` },
      { find: /^phaser$/, replacement: resolve(repo, 'src/phaser-custom.ts') },
    ],
  },
  plugins: [phaserCustomPlugin(), serviceWorkerPlugin(resolve(repo, 'src/service-worker.js'))],
  optimizeDeps: {
    rolldownOptions: {
      plugins: [
        {
          name: 'phaser-custom-optimizer',
          transform(code, id) {
            const out = transformPhaserSource(code, id, (message) => this.warn(message));
            return out === null ? null : { code: out, map: null };
          },
        },
      ],
    },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsInlineLimit: 0,
    // The custom Phaser build alone is about 770 KB minified (210 KB gzipped).
    chunkSizeWarningLimit: 1200,
  },
});
