/**
 * The example portal (examples/portal.html) beside the built game, on two local ports, so the game is
 * embedded cross-origin as on a real portal: `npm run portal` (builds nothing: run `npm run build` first).
 *
 * Library: `servePortal(gameDir)` resolves to `{ game, portal, pageUrl(search, options), close }`.
 * CLI:     `npx tsx tools/serve-portal.ts [dist] [gamePort=4173] [portalPort=4180]` prints the page to open.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_HEADERS, type StaticServer, serveDir } from './serve-dist';

const EXAMPLES = join(resolve(fileURLToPath(import.meta.url), '..', '..'), 'examples');

export interface PortalPageOptions {
  /** The frame, e.g. "640x360" (960x640 by default). */
  readonly size?: string;
  /** The parentOrigin the page names, instead of its own (to test another origin's commands). */
  readonly claim?: string;
}

export interface PortalServers {
  /** The game, under its content-security policy. */
  readonly game: StaticServer;
  /** The examples folder, on another port (another origin). */
  readonly portal: StaticServer;
  /** The portal page embedding the game at `search` (e.g. "?game=freecell&deal=5"). */
  pageUrl(search?: string, options?: PortalPageOptions): string;
  close(): Promise<void>;
}

export async function servePortal(gameDir: string, gamePort = 0, portalPort = 0): Promise<PortalServers> {
  const game = await serveDir(gameDir, { port: gamePort, headers: GAME_HEADERS });
  const portal = await serveDir(EXAMPLES, { port: portalPort });
  return {
    game,
    portal,
    pageUrl(search = '', options = {}) {
      const q = new URLSearchParams({ src: game.url + search });
      if (options.size) q.set('size', options.size);
      if (options.claim) q.set('claim', options.claim);
      return `${portal.url}portal.html?${q.toString()}`;
    },
    async close() {
      await game.close();
      await portal.close();
    },
  };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  void servePortal(dir, Number(process.argv[3] ?? '4173'), Number(process.argv[4] ?? '4180')).then((s) => {
    process.stdout.write(`game   ${s.game.url} (CSP on)\nportal ${s.pageUrl('?game=freecell')}\n`);
  });
}
