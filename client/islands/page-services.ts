import { subscribe } from 'valtio';
import { createApiClient } from '../../shared/api/client.ts';
import { stores as storeViews } from '../../shared/stores.ts';
import type { InitialState } from '../app-state.ts';
import { startLater } from '../start-later.ts';
import { createStores, startLists, type Stores } from '../stores/index.ts';
import { followLastUsed } from '../stores/notifications.ts';
import { recordView } from '../stores/recently-viewed.ts';
import type { ProductSnapshot } from '../stores/snapshot.ts';
import { ISLAND_ATTRIBUTE } from './marker.ts';
import { islandSharedState, parseProps } from './shared-props.ts';
import type { AppContextValue } from '../app-context.tsx';

/**
 * What an island page runs beside its islands, without React: the shopper's stores, the API
 * client, the persisted lists, and what starts later (offline PWA, consent). Made once per page,
 * when the browser is idle or when the first island hydrates, whichever comes first; the islands
 * and the app taking over the page use these same objects.
 */
export type PageServices = Pick<AppContextValue, 'api' | 'store' | 'stores' | 'config'>;

let services: PageServices | null = null;

/**
 * The page's services, made on the first call. `showNotices` is called the first time a notice is
 * waiting to be shown: the notices' island hydrates then, not before.
 */
export function pageServices(initial: InitialState, showNotices: () => void): PageServices {
  if (services) return services;
  const store = storeViews[initial.storeView.storeCode];
  const api = createApiClient({ transport: (request) => fetch(request), base: window.location.origin, store });
  const stores = createStores({ locale: initial.locale, storeCode: store.code });
  services = { stores, api, store, config: initial.config };
  void startLists(stores);
  followLastUsed();
  recordViewedProduct(stores, initial);
  warmPlannerReads(store);
  const stopWaiting = subscribe(stores.notifications, () => {
    if (!stores.notifications.items.length) return;
    stopWaiting();
    showNotices();
  });
  // A click beside an open submenu closes it, as the app's main area does.
  document.getElementById('main')?.addEventListener('click', () => {
    stores.ui.submenu = null;
  });
  startLater(services);
  return services;
}

/**
 * A product page puts its product first in the recently viewed list as soon as the browser idles;
 * the strip showing the list hydrates only when the shopper scrolls to it.
 */
function recordViewedProduct(stores: Stores, initial: InitialState): void {
  const props = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="recently-viewed"]`)?.dataset.props;
  if (!props) return;
  const { viewed } = parseProps(props, islandSharedState(initial)) as { viewed?: ProductSnapshot };
  if (viewed) recordView(stores.recentlyViewed, viewed);
}

/**
 * The fence planner's page carries only its first view; the catalog the plan computes from is read
 * when the planner hydrates (its first edit). At idle, the reads only pass the service worker,
 * which keeps them (client/planner/warm-catalog.ts): a planner opened once and never touched then
 * still computes when it is opened again offline.
 */
function warmPlannerReads(store: PageServices['store']): void {
  if (!document.querySelector(`[${ISLAND_ATTRIBUTE}="planner"]`) || !navigator.serviceWorker?.controller) return;
  void import('../planner/warm-catalog.ts').then((warm) => warm.warmPlannerCatalog(store)).catch(() => undefined);
}

/** Calls `onLocale` when the shopper chooses another language (static text then re-renders). */
export function followLocale({ stores }: PageServices, onLocale: () => void): void {
  let locale = stores.session.locale;
  subscribe(stores.session, () => {
    if (stores.session.locale === locale) return;
    locale = stores.session.locale;
    onLocale();
  });
}
