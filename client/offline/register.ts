import { Workbox } from 'workbox-window';
import { offlineState } from './state.ts';

/**
 * Registers /service-worker.js with workbox-window and follows its states (SPEC §4: ready,
 * cached, updated, offline, error). A new version waits until the shopper accepts the reload
 * (`acceptUpdate`): the waiting worker is asked to take over, and the page reloads once it does,
 * after the sync queue finished the task on the wire (`beforeReload`), so nothing is lost.
 */
export interface Registration {
  acceptUpdate: () => void;
}

export function registerServiceWorker(options: { beforeReload: () => Promise<void> }): Registration | null {
  if (!('serviceWorker' in navigator)) return null;
  const wb = new Workbox('/service-worker.js');
  const settled = () => (offlineState.worker = navigator.onLine ? 'ready' : 'offline');
  let accepted = false;

  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) offlineState.worker = 'cached';
  });
  wb.addEventListener('waiting', () => (offlineState.worker = 'updated'));
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate && accepted) void options.beforeReload().finally(() => window.location.reload());
  });
  wb.register()
    .then((registration) => {
      if (registration?.waiting && navigator.serviceWorker.controller) offlineState.worker = 'updated';
      else if (offlineState.worker === 'installing' && navigator.serviceWorker.controller) settled();
    })
    .catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
      offlineState.worker = 'error';
    });

  return {
    acceptUpdate() {
      accepted = true;
      wb.messageSkipWaiting();
    },
  };
}
