import '../../shared/i18n/areas/messages.ts';
import { subscribe } from 'valtio';
import { notify, type NotificationsState } from '../stores/notifications.ts';

/**
 * A product, category or CMS page that cannot be loaded offline. The shopper reads
 * 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
 * confirms with OK, and goes to the store's home page.
 */
export const OFFLINE_UNAVAILABLE =
  'The product, category or CMS page is not available in Offline mode. Redirecting to Home.';
export const NO_PRODUCTS_OFFLINE = 'No products synchronized for this category. Please come back while online!';

/** Shows the notice; `goHome` runs once the shopper pressed OK (or at once when it shows already). */
export function offlineUnavailable(notifications: NotificationsState, goHome?: () => void): void {
  const id = notify(notifications, { type: 'error', message: OFFLINE_UNAVAILABLE, hasNoTimeout: true });
  if (!goHome) return;
  if (id === null) {
    goHome();
    return;
  }
  const stop = subscribe(notifications, () => {
    if (notifications.items.some((n) => n.id === id)) return;
    stop();
    goHome();
  });
}

/** A category opened offline whose products were never cached (the list shows empty). */
export function noProductsOffline(notifications: NotificationsState): void {
  notify(notifications, { type: 'warning', message: NO_PRODUCTS_OFFLINE });
}
