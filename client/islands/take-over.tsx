import { useEffect } from 'react';
import type { createRoot as CreateRoot, Root } from 'react-dom/client';
import { useSnapshot } from 'valtio';
import { runtimeTranslator } from '../../shared/i18n/runtime.ts';
import { App } from '../App.tsx';
import type { AppContextValue } from '../app-context.tsx';
import type { InitialState } from '../app-state.ts';
import { streamedDeferred } from '../components/Await.tsx';
import { documentTitle } from '../components/Document.tsx';
import { pages } from '../page-modules.ts';
import type { View } from '../router/navigator.ts';
import type { Stores } from '../stores/index.ts';

/** Keeps the document title with the page shown (the head stays the server's otherwise). */
function DocumentTitle({ view, stores }: { view: View; stores: Stores }) {
  const { locale } = useSnapshot(stores.session);
  useEffect(() => {
    document.title = documentTitle(view.page.meta.title, runtimeTranslator(locale));
  }, [view, locale]);
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
            <DocumentTitle view={view} stores={context.stores} />
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
