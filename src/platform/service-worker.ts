// The service worker's page side: register it (only when the game is the top-level page, never in
// a portal's iframe, where the portal owns the caching and an install prompt would be out of place),
// and hear of a new version. A new version waits (the worker does not skip waiting by itself) until
// the page applies it: the view offers "reload" when no game is in progress (view/update-notice.ts).
// With two tabs open, the one that applies it first switches the other to the new worker too, while
// that tab still runs the old code: it is offered a plain reload, and its own "reload" reloads.
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
  let controlled = container.controller !== null;
  const reload = () => {
    applying = true;
    globalThis.location.reload();
  };
  container.addEventListener('controllerchange', () => {
    // The first install also changes the controller (the worker claims the page): not a new version.
    if (applying) globalThis.location.reload();
    else if (controlled) hooks.updateReady(reload);
    controlled = true;
  });
  container.register(url).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // A browser (or a test harness) that blocks service workers may resolve with nothing.
      if (!registration) return;
      // Whichever version waits when the player says so (another tab may have applied this one, or
      // a newer one may have come): none waiting means the new one is running already, so reload.
      const apply = () => {
        const waiting = registration.waiting;
        if (!waiting) return reload();
        applying = true;
        waiting.postMessage(APPLY_UPDATE);
      };
      if (registration.waiting && container.controller) hooks.updateReady(apply);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && container.controller) hooks.updateReady(apply);
        });
      });
      // A tablet may keep the game open for days: look for a new version now and then.
      setInterval(() => registration.update().catch(() => {}), HOUR);
    },
    (err) => console.warn('Service worker not registered', err),
  );
}
