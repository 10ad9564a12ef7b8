import '../../shared/i18n/areas/messages.ts';
import { subscribe } from 'valtio';
import type { ApiClient } from '../../shared/api/client.ts';
import { storeHref, type StoreView } from '../../shared/stores.ts';
import type { InitialState } from '../app-state.ts';
import { notify } from '../stores/notifications.ts';
import type { Stores } from '../stores/index.ts';
import { PAGE_FAILED, type PageFailedDetail } from '../page-failed.ts';
import { OFFLINE_UNAVAILABLE_HASH } from '../sw/offline-navigation.ts';
import { appQueue, onStorageDisabled } from './app-queue.ts';
import { syncCartWithQueue } from './cart-sync.ts';
import { announceSentOrders } from './order-notices.ts';
import { autoTransmission, heldOrders, sendHeldOrders } from './orders.ts';
import { registerServiceWorker } from './register.ts';
import { requestPersistentStorage, watchStorage } from './storage.ts';
import { statusUntilUiNeeded } from './status.ts';
import { noProductsOffline, offlineUnavailable } from './unavailable.ts';
import { refreshKeptCategories, warmOfflinePages } from './warm-pages.ts';

/**
 * The offline PWA in the browser, started after hydration by a dynamic import (client/entry.ts),
 * so none of it weighs on the first load: the app-wide sync queue (it replays what earlier visits
 * left), the service worker, the connection state with the reconnect steps (queue processed,
 * cart reloaded, offline orders sent or offered for confirmation), storage care and the status UI.
 */

export interface OfflineStart {
  api: ApiClient;
  store: StoreView;
  stores: Stores;
  config: InitialState['config'];
}

const BACK_ONLINE = 'You are back online.';
const NOW_OFFLINE = 'You are offline. Some features may not be available.';
/** The online and offline notices share one place: the newer replaces the older. */
const CONNECTION = 'connection';
const SW_ERROR = 'Error during service worker registration.';
const ORDERS_SENT = 'Your offline orders have been sent.';

export async function startOffline({ api, store, stores, config }: OfflineStart): Promise<void> {
  const offline = stores.offline;
  offline.online = navigator.onLine;
  onStorageDisabled((reason) => {
    offline.storageError = reason;
  });
  const queue = appQueue(api.call);
  await queue.ready;
  offline.records = [...queue.records()];
  queue.subscribe(() => (offline.records = [...queue.records()]));

  const say = (type: 'success' | 'info' | 'warning' | 'error', message: string, topic?: string) =>
    notify(stores.notifications, { type, message, topic });
  const cartContext = { stores, api, store, config };
  const cartSync = syncCartWithQueue(queue, cartContext);
  announceSentOrders(queue, stores);

  async function reconnect(): Promise<void> {
    offline.online = true;
    if (offline.worker === 'offline') offline.worker = 'ready';
    say('info', BACK_ONLINE, CONNECTION);
    const held = heldOrders(queue.records()).length;
    await queue.process();
    // The server cart may have changed while the queue waited: show what it holds now (or make it
    // hold the changes made offline).
    await cartSync.refresh(true);
    if (!held) return;
    if (autoTransmission()) {
      await sendHeldOrders(queue);
      if (!heldOrders(queue.records()).length) say('success', ORDERS_SENT);
    } else offline.confirmOpen = true;
  }
  window.addEventListener('online', () => void reconnect());
  window.addEventListener('offline', () => {
    offline.online = false;
    offline.worker = 'offline';
    say('warning', NOW_OFFLINE, CONNECTION);
  });
  if (navigator.onLine && heldOrders(queue.records()).length) {
    if (autoTransmission()) void sendHeldOrders(queue);
    else offline.confirmOpen = true;
  }
  // Cart changes an earlier page left on the wire are replayed now (the server answers a repeat
  // once, worker/api/idempotency.ts); the cart this page read may predate them, so read it again.
  const replaysCart = queue.records().some((r) => r.status !== 'transmitted' && /^\/?api\/cart\//.test(r.url));
  void queue.process().then(() => cartSync.refresh(replaysCart));

  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'offline-empty-category') noProductsOffline(stores.notifications);
  });
  // A page the client router could not load offline: the notice, then home.
  window.addEventListener(PAGE_FAILED, (event) => {
    const { url, error } = (event as CustomEvent<PageFailedDetail>).detail;
    const unreachable = !navigator.onLine || (error as { status?: number } | null)?.status === 0;
    const home = storeHref(store, '/');
    if (!unreachable || url.pathname === home) return;
    event.preventDefault();
    // A page load of home: served by the service worker from its cache.
    offlineUnavailable(stores.notifications, () => window.location.assign(home));
  });
  if (window.location.hash === OFFLINE_UNAVAILABLE_HASH) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    offlineUnavailable(stores.notifications);
  }

  const registration = registerServiceWorker(offline, { beforeReload: () => queue.pause() });
  // States show in the status bar (client/offline/OfflineUi.tsx); only a failure is also notified.
  let shown = offline.worker;
  subscribe(offline, () => {
    if (offline.worker === shown) return;
    shown = offline.worker;
    if (shown === 'error') say('error', SW_ERROR);
  });
  if (!navigator.onLine) offline.worker = 'offline';

  void navigator.serviceWorker?.ready
    .then(() => {
      refreshKeptCategories();
      return warmOfflinePages(store);
    })
    .catch(() => undefined);
  void requestPersistentStorage();
  watchStorage();

  statusUntilUiNeeded(stores, async (host) => {
    const { mountOfflineUi } = await import('./mount.tsx');
    mountOfflineUi(host, {
      stores,
      queue,
      acceptUpdate: () => registration?.acceptUpdate(),
      restoreLines: (lines) => import('../cart/share.ts').then(({ addLines }) => addLines(cartContext, lines)),
    });
  });
}
