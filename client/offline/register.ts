import { Workbox } from 'workbox-window';
import type { OfflineState } from './state.ts';

/**
 * Registers /service-worker.js with workbox-window and follows its states (ready,
 * cached, updated, offline, error). A new version waits until the shopper accepts the reload
 * (`acceptUpdate`): the waiting worker is asked to take over, and the page reloads once it does,
 * after the sync queue finished the task on the wire (`beforeReload`), so nothing is lost. Updates
 * are followed on the registration itself, so every later version is noticed too (workbox-window
 * reports only the first update it sees).
 */
export interface Registration {
  acceptUpdate: () => void;
}

export function registerServiceWorker(
  offline: OfflineState,
  options: { beforeReload: () => Promise<void> },
): Registration | null {
  if (!('serviceWorker' in navigator)) return null;
  const container = navigator.serviceWorker;
  const wb = new Workbox('/service-worker.js');
  let registration: ServiceWorkerRegistration | undefined;
  let accepted = false;

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
    if (accepted) void options.beforeReload().finally(() => window.location.reload());
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
      if (!registration?.waiting) return;
      accepted = true;
      registration.waiting.postMessage({ type: 'SKIP_WAITING' });
    },
  };
}
