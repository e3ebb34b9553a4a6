/**
 * A tiny static file server for a built `dist` folder (no dependency beyond Node).
 *
 * Library: `serveDir(dir)` starts a server on a free localhost port and resolves to `{ url, close }`;
 *          `serveDir(dir, { prefix: '/games/x/' })` serves it under a sub-path (a portal's layout).
 *          `serveDir(dir, { headers: GAME_HEADERS })` adds the game's content-security policy to every answer.
 * CLI:     `npx tsx tools/serve-dist.ts [dir=dist] [port=0]` prints the URL and serves until killed (with
 *          GAME_HEADERS: the built game must run under its policy).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.webm': 'audio/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The content-security policy the built game runs under (docs/embedding.md): its own origin only, images
 * and sounds also from data: and blob: (the court figures are SVG made into images), workers from blob:
 * too, and any page may frame it.
 */
export const GAME_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  'frame-ancestors *',
].join('; ');

export const GAME_HEADERS: Readonly<Record<string, string>> = { 'content-security-policy': GAME_CSP };

export interface StaticServer {
  /** Base URL with a trailing slash, e.g. `http://127.0.0.1:41234/`. */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

async function fileFor(root: string, prefix: string, urlPath: string): Promise<string | null> {
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (!path.startsWith(prefix)) return null;
  path = `/${path.slice(prefix.length)}`;
  const full = normalize(join(root, path));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const s = await stat(full);
    if (s.isFile()) return full;
    if (s.isDirectory()) {
      const index = join(full, 'index.html');
      const si = await stat(index);
      if (si.isFile()) return index;
    }
  } catch {
    return null;
  }
  return null;
}

function handler(root: string, prefix: string, headers: Readonly<Record<string, string>>) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    void fileFor(root, prefix, req.url ?? '/').then(
      (file) => {
        if (file === null) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
          return;
        }
        res.writeHead(200, {
          ...headers,
          'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'cache-control': 'no-store',
        });
        if (req.method === 'HEAD') {
          res.end();
          return;
        }
        createReadStream(file).pipe(res);
      },
      () => {
        res.writeHead(500).end();
      },
    );
  };
}

export interface ServeOptions {
  /** 0 (default) lets the OS choose a free port. */
  readonly port?: number;
  /** URL path the folder is served under, with slashes at both ends (default "/"). */
  readonly prefix?: string;
  /** Sent with every file (GAME_HEADERS for the game's policy). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Serves `dir` on 127.0.0.1; `url` is the folder's URL (prefix included). */
export function serveDir(dir: string, options: ServeOptions = {}): Promise<StaticServer> {
  const root = resolve(dir);
  const prefix = options.prefix ?? '/';
  if (!prefix.startsWith('/') || !prefix.endsWith('/'))
    throw new Error(`prefix must start and end with "/": ${prefix}`);
  const port = options.port ?? 0;
  const server = createServer(handler(root, prefix, options.headers ?? {}));
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address() as AddressInfo;
      resolvePromise({
        url: `http://127.0.0.1:${address.port}${prefix}`,
        port: address.port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const port = Number(process.argv[3] ?? '0');
  void serveDir(dir, { port, headers: GAME_HEADERS }).then((s) => {
    process.stdout.write(`serving ${resolve(dir)} at ${s.url}\n`);
  });
}
