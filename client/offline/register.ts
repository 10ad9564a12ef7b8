import { Workbox } from 'workbox-window';
import type { OfflineState } from './state.ts';

/**
 * Registers /service-worker.js with workbox-window and follows its states (ready,
 * cached, updated, offline, error). A new version waits until the shopper accepts the reload
 * (`acceptUpdate`): the waiting worker is asked to take over, and the page reloads once it does.
 * Before the reload the sync queue starts no further task and the task on the wire gets a short
 * grace to be answered (`beforeReload`); the reload never waits for the rest of a replay (it can
 * be long, or hang on a stalled request): what is left is sent by the next page, and a task sent
 * twice is answered once by the server. When no worker is waiting any more (another tab already
 * let it take over), accepting just reloads. Updates are followed on the registration itself, so
 * every later version is noticed too (workbox-window reports only the first update it sees).
 */
export interface Registration {
  acceptUpdate: () => void;
}

/** How long a reload the shopper asked for waits for the answer of the task on the wire. */
const RELOAD_GRACE_MS = 3000;

export function registerServiceWorker(
  offline: OfflineState,
  options: { beforeReload: () => Promise<void> },
): Registration | null {
  if (!('serviceWorker' in navigator)) return null;
  const container = navigator.serviceWorker;
  const wb = new Workbox('/service-worker.js');
  let registration: ServiceWorkerRegistration | undefined;
  let accepted = false;
  let reloading = false;

  const reload = () => {
    if (reloading) return;
    reloading = true;
    const grace = new Promise<void>((resolve) => setTimeout(resolve, RELOAD_GRACE_MS));
    void Promise.race([options.beforeReload(), grace]).finally(() => window.location.reload());
  };

  /** A worker installed next to the one in control is a new version waiting for the shopper. */
  const follow = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && container.controller) offline.worker = 'updated';
    };
    worker.addEventListener('statechange', check);
    check();
  };

  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) offline.worker = 'cached';
  });
  container.addEventListener('controllerchange', () => {
    if (accepted) reload();
  });
  wb.register()
    .then((found) => {
      registration = found;
      if (!found) return;
      found.addEventListener('updatefound', () => follow(found.installing));
      if (found.waiting && container.controller) offline.worker = 'updated';
      else if (offline.worker === 'installing' && container.controller)
        offline.worker = navigator.onLine ? 'ready' : 'offline';
      follow(found.installing);
    })
    .catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
      offline.worker = 'error';
    });

  return {
    acceptUpdate() {
      accepted = true;
      const waiting = registration?.waiting;
      if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
      else reload();
    },
  };
}
