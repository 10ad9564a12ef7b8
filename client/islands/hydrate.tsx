import { createRoot, type Root } from 'react-dom/client';
import { subscribe } from 'valtio';
import { createApiClient } from '../../shared/api/client.ts';
import { stores as storeViews } from '../../shared/stores.ts';
import { AppContext, type AppContextValue } from '../app-context.tsx';
import type { InitialState } from '../app-state.ts';
import { streamedDeferred } from '../components/Await.tsx';
import { createStores, startLists } from '../stores/index.ts';
import { startLater } from '../start-later.ts';
import { mountIsland } from './mount.tsx';
import { islandRoots, type IslandName } from './roots.ts';
import { islandSharedState } from './shared-props.ts';

/**
 * The React side of an island page: one set of stores, API client and navigation for all islands
 * of the page (the same objects the app takes over on the first in-place navigation).
 */
let shared: { context: AppContextValue; initial: InitialState; stateJson: string } | null = null;
const roots = new Map<HTMLElement, Root>();
let app: Promise<(to: string | null) => void> | null = null;

/** Makes the page's shared context; the runtime calls it once, when this module has loaded. */
export function prepare(initial: InitialState, stateJson: string): void {
  if (shared) return;
  const store = storeViews[initial.storeView.storeCode];
  const api = createApiClient({ transport: (request) => fetch(request), base: window.location.origin, store });
  const stores = createStores({ locale: initial.locale, storeCode: store.code });
  const context: AppContextValue = {
    stores,
    api,
    store,
    config: initial.config,
    navigate: (to) => navigateInPlace(to),
    deferred: streamedDeferred(),
    islands: null,
  };
  shared = { context, initial, stateJson };
  void startLists(stores);
  // Static text is in the language it was rendered in: another language re-renders the whole page.
  let locale = stores.session.locale;
  subscribe(stores.session, () => {
    if (stores.session.locale === locale) return;
    locale = stores.session.locale;
    void takeOver(null);
  });
  // A click beside an open submenu closes it, as the app's main area does.
  document.getElementById('main')?.addEventListener('click', () => {
    stores.ui.submenu = null;
  });
  startLater(context);
}

/** Hydrates one island marker with its root component, in the page's shared context. */
export async function hydrateIsland(marker: HTMLElement): Promise<void> {
  if (!shared || app || !marker.isConnected) return;
  const { context, initial } = shared;
  const Component = await islandRoots[marker.dataset.island as IslandName]();
  const { root, mounted } = mountIsland(
    marker,
    Component,
    (island) => <AppContext.Provider value={context}>{island}</AppContext.Provider>,
    islandSharedState(initial),
  );
  roots.set(marker, root);
  await mounted;
}

/** In-place navigation from an island page: the app takes over the page, then navigates. */
export function navigateInPlace(to: string): void {
  void takeOver(to);
}

/**
 * The whole app replaces the islands (rendered in the browser from the page's state, the same
 * HTML), then its navigator runs: later pages render in place with Back restoring the scroll.
 */
async function takeOver(to: string | null): Promise<void> {
  if (!shared) return;
  app ??= import('./take-over.tsx').then((m) => m.takeOver(shared!, createRoot, roots));
  const go = await app;
  if (to) go(to);
}
