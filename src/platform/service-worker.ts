// The service worker's page side: register it (only when the game is the top-level page, never in
// a portal's iframe, where the portal owns the caching and an install prompt would be out of place),
// and hear of a new version. A new version waits (the worker does not skip waiting by itself) until
// the page applies it: the view offers "reload" when no game is in progress (view/update-notice.ts).
// The worker itself is src/service-worker.js, filled in at build time by tools/vite-service-worker.ts.

export interface ServiceWorkerHooks {
  /** A new version is installed and waiting; `apply` switches to it and reloads the page. */
  updateReady(apply: () => void): void;
}

/** The message that tells a waiting worker to take over. */
export const APPLY_UPDATE = 'solitaire:applyUpdate';

const HOUR = 60 * 60 * 1000;

export function registerServiceWorker(url: string, hooks: ServiceWorkerHooks): void {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return;
  let applying = false;
  container.addEventListener('controllerchange', () => {
    // The first install also changes the controller (the worker claims the page): reload only when asked.
    if (applying) globalThis.location.reload();
  });
  container.register(url).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // A browser (or a test harness) that blocks service workers may resolve with nothing.
      if (!registration) return;
      const offer = (worker: ServiceWorker) =>
        hooks.updateReady(() => {
          applying = true;
          worker.postMessage(APPLY_UPDATE);
        });
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && container.controller) offer(worker);
        });
      });
      // A tablet may keep the game open for days: look for a new version now and then.
      setInterval(() => registration.update().catch(() => {}), HOUR);
    },
    (err) => console.warn('Service worker not registered', err),
  );
}
