// Open-Cell Solitaire's service worker: the game offline after one visit. tools/vite-service-worker.ts
// copies this file to the built game as sw.js, with VERSION and FILES filled in (every file of the
// build; the version changes with any of them). Plain JavaScript, no imports: it runs as it is.
//
// - install: every file of this version into its own cache (fetched past the HTTP cache);
// - a new version waits: the page offers "reload" when no game is in progress and then sends
//   'solitaire:applyUpdate' (src/platform/service-worker.ts); the first version takes over at once;
// - activate: older versions' caches go, and the worker takes charge of the open pages;
// - fetch: the game's own files from the cache, else the network; any page of the game (whatever its
//   query: ?game=...&deal=...) is the cached index.html. Other origins are never touched.

const VERSION = '__VERSION__';
const FILES = ['__FILES__'];
const PREFIX = 'open-cell-solitaire-';
const CACHE = PREFIX + VERSION;
const START = new URL('./', self.location.href).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES.map((file) => new Request(file, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'solitaire:applyUpdate') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  const cached =
    request.mode === 'navigate'
      ? caches.match(START, { cacheName: CACHE })
      : caches.match(request, { cacheName: CACHE });
  event.respondWith(cached.then((hit) => hit ?? fetch(request)));
});
