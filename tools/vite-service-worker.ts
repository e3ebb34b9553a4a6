/**
 * Writes the service worker (src/service-worker.js) into the built game as sw.js, with the list of every
 * built file to keep offline and a version made from their contents, so any change makes a new version.
 * Hand-written rather than vite-plugin-pwa (Workbox): the worker is some forty lines anyone can read,
 * it adds no dependency to the build, and its update waits for the game's "reload" notice, which only
 * shows when no game is in progress (docs/embedding.md says more).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export const SERVICE_WORKER_FILE = 'sw.js';

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir)) {
    const full = join(dir, entry);
    if ((await stat(full)).isDirectory()) out.push(...(await filesUnder(full)));
    else out.push(full);
  }
  return out;
}

/** The worker's source with its version and files filled in. */
export function fillServiceWorker(template: string, version: string, files: readonly string[]): string {
  if (!template.includes("'__VERSION__'") || !template.includes("['__FILES__']"))
    throw new Error('service-worker.js: the placeholders are missing');
  return template.replace("'__VERSION__'", JSON.stringify(version)).replace("['__FILES__']", JSON.stringify(files));
}

export function serviceWorkerPlugin(source: string): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name: 'open-cell-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config) return;
      const outDir = resolve(config.root, config.build.outDir);
      const hash = createHash('sha256');
      const files: string[] = [];
      for (const full of (await filesUnder(outDir)).sort()) {
        const name = relative(outDir, full).replaceAll('\\', '/');
        if (name === SERVICE_WORKER_FILE || name.endsWith('.map')) continue;
        hash
          .update(name)
          .update('\0')
          .update(await readFile(full));
        // The start page is asked for as the folder ("./"), as the manifest's start_url names it.
        files.push(name === 'index.html' ? './' : `./${name}`);
      }
      const template = await readFile(source, 'utf8');
      const version = hash.digest('hex').slice(0, 16);
      await writeFile(join(outDir, SERVICE_WORKER_FILE), fillServiceWorker(template, version, files));
    },
  };
}
