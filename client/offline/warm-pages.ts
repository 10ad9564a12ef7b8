import { storeHref, type StoreView } from '../../shared/stores.ts';
import { PAGES_CACHE } from '../sw/cache-names.ts';

/**
 * Categories the shopper kept for offline use are refreshed by the service worker once they are
 * due (client/sw/kept.ts): a page that started online with the worker in control asks it to look.
 */
export function refreshKeptCategories(): void {
  if (navigator.onLine) navigator.serviceWorker?.controller?.postMessage({ type: 'REFRESH_KEPT' });
}

/**
 * Pages a shopper needs offline without having visited them: the checkout, so an order can be
 * placed from a cart filled offline. Kept in the service worker's page cache (the network-first
 * page route serves it from there) once, while the browser is online and the worker in control.
 */
export async function warmOfflinePages(store: StoreView): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.onLine || !navigator.serviceWorker?.controller) return;
  const cache = await caches.open(PAGES_CACHE);
  const url = new URL(storeHref(store, '/checkout'), window.location.origin).href;
  if (await cache.match(url)) return;
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (response.ok) await cache.put(url, response);
}
