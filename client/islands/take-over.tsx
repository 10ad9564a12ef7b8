import { useEffect } from 'react';
import type { createRoot as CreateRoot, Root } from 'react-dom/client';
import { useSnapshot } from 'valtio';
import { runtimeTranslator } from '../../shared/i18n/runtime.ts';
import { App } from '../App.tsx';
import type { AppContextValue } from '../app-context.tsx';
import type { InitialState } from '../app-state.ts';
import { streamedDeferred } from '../components/Await.tsx';
import { pages } from '../page-modules.ts';
import { isAddressOf, loadView, type View } from '../router/load-view.ts';
import type { Stores } from '../stores/index.ts';
import { resolveStore, type StoreView } from '../../shared/stores.ts';
import { syncHead } from './sync-head.ts';

/** Keeps the head with the page shown (the server's head would stay otherwise). */
function DocumentHead({ view, stores, store }: { view: View; stores: Stores; store: StoreView }) {
  const { locale } = useSnapshot(stores.session);
  useEffect(() => {
    syncHead(view.page.meta, store, runtimeTranslator(locale));
  }, [view, locale, store]);
  return null;
}

/**
 * The view the app starts from. Islands keep what the shopper did in the address (the planner's
 * plan, the variant chosen, the listing's last page loaded), so where it no longer is the page's
 * own, the page of the address is loaded. The page's own state (the same HTML the server sent) is
 * the fallback when that fails (offline) or sends the shopper elsewhere, and is all an app needs
 * that navigates away at once (Back then loads the address).
 */
async function startView(
  { context, initial }: { context: AppContextValue; initial: InitialState },
  leaving: boolean,
): Promise<View> {
  const own = async (): Promise<View> => ({
    route: initial.route,
    page: initial.page,
    deferred: streamedDeferred(),
    Page: await pages.load(initial.route.page),
  });
  const shown = new URL(window.location.href);
  if (leaving || isAddressOf(context.store, initial.route, shown)) return own();
  const loaded = await loadView({ ...context, pages }, shown, resolveStore(shown.pathname).path).catch(() => null);
  return loaded && 'view' in loaded ? loaded.view : own();
}

/**
 * The app takes over an island page: rendered in the browser into the page's body at the page's
 * address, with the stores the islands used. The island roots are unmounted once it is on screen.
 * Resolves to the app's navigation.
 */
export async function takeOver(
  shared: { context: AppContextValue; initial: InitialState },
  createRoot: typeof CreateRoot,
  islandRoots: Map<HTMLElement, Root>,
  /** The app navigates elsewhere as soon as it is on screen. */
  leaving: boolean,
): Promise<(to: string | null) => void> {
  const { context, initial } = shared;
  const view = await startView(shared, leaving);
  const container = document.getElementById('app');
  if (!container) throw new Error('island page without #app');
  return new Promise((resolve) => {
    createRoot(container).render(
      <App
        initial={{ ...initial, route: view.route, page: view.page, islands: false }}
        stores={context.stores}
        api={context.api}
        store={context.store}
        deferred={view.deferred}
        Page={view.Page}
        pages={pages}
        shell={(body, view) => (
          <>
            <DocumentHead view={view} stores={context.stores} store={context.store} />
            {body}
          </>
        )}
        onReady={(navigate) => {
          // Unmounted after this commit: a root is not unmounted while React is committing another.
          setTimeout(() => {
            for (const root of islandRoots.values()) root.unmount();
            islandRoots.clear();
          });
          resolve((to) => to && navigate(to));
        }}
      />,
    );
  });
}
