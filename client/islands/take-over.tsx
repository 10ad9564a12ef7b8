import { useEffect } from 'react';
import type { createRoot as CreateRoot, Root } from 'react-dom/client';
import { useSnapshot } from 'valtio';
import { runtimeTranslator } from '../../shared/i18n/runtime.ts';
import { App } from '../App.tsx';
import type { AppContextValue } from '../app-context.tsx';
import type { InitialState } from '../app-state.ts';
import { streamedDeferred } from '../components/Await.tsx';
import { pages } from '../page-modules.ts';
import type { View } from '../router/navigator.ts';
import type { Stores } from '../stores/index.ts';
import type { StoreView } from '../../shared/stores.ts';
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
 * The app takes over an island page: rendered in the browser into the page's body from the
 * page's own state (the same HTML the server sent), with the stores the islands used. The island
 * roots are unmounted once it is on screen. Resolves to the app's navigation.
 */
export async function takeOver(
  { context, initial }: { context: AppContextValue; initial: InitialState },
  createRoot: typeof CreateRoot,
  islandRoots: Map<HTMLElement, Root>,
): Promise<(to: string | null) => void> {
  const Page = await pages.load(initial.route.page);
  const container = document.getElementById('app');
  if (!container) throw new Error('island page without #app');
  return new Promise((resolve) => {
    createRoot(container).render(
      <App
        initial={{ ...initial, islands: false }}
        stores={context.stores}
        api={context.api}
        store={context.store}
        deferred={streamedDeferred()}
        Page={Page}
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
