import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ApiClient } from '../shared/api/client.ts';
import type { StoreView } from '../shared/stores.ts';
import { AppContext, type AppContextValue } from './app-context.tsx';
import type { InitialState } from './app-state.ts';
import type { Stores } from './stores/index.ts';
import { Layout } from './components/Layouts.tsx';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import type { PageComponent, Pages } from './pages/registry.ts';
import type { View } from './router/load-view.ts';
import { createNavigator } from './router/navigator.ts';
import type { IslandRenderer } from './islands/Island.tsx';

export interface AppProps {
  initial: InitialState;
  stores: Stores;
  api: ApiClient;
  store: StoreView;
  deferred: Record<string, Promise<unknown>>;
  /** The page component, resolved before rendering (SSR) or hydration (browser). */
  Page: PageComponent;
  /** The page modules (client/pages/registry.ts), loaded as navigation needs them. */
  pages: Pages;
  /** Renders the page inside the document shell on the server; the browser hydrates the same tree. */
  shell: (body: ReactNode, view: View) => ReactNode;
  /** Server rendering of an island page: renders each <Island> as a tree of its own. */
  islands?: IslandRenderer | null;
  /** Called once the app is on screen, with its navigation (an island page handing over). */
  onReady?: (navigate: AppContextValue['navigate']) => void;
}

/** The storefront: current view (route, page data, deferred blocks) and client navigation. */
export function App({ initial, stores, api, store, deferred, Page, pages, shell, islands = null, onReady }: AppProps) {
  const [view, setView] = useState<View>({ route: initial.route, page: initial.page, deferred, Page });
  const viewRef = useRef(view);
  viewRef.current = view;
  const navigator = useMemo(
    () => createNavigator({ api, store, stores, pages, getView: () => viewRef.current, setView }),
    [api, store, stores, pages],
  );
  useEffect(() => navigator.listen(), [navigator]);
  useLayoutEffect(() => navigator.committed(view), [navigator, view]);
  const navigate = useCallback<AppContextValue['navigate']>(
    (to, options) => void navigator.go(to, options),
    [navigator],
  );

  const context = useMemo<AppContextValue>(
    () => ({ stores, api, store, config: initial.config, navigate, deferred: view.deferred, islands }),
    [stores, api, store, initial.config, navigate, view.deferred, islands],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once, when the app first mounts
  useEffect(() => onReady?.(navigate), []);
  // What a page that fails to render is replaced by: the 500 page, with its search and categories.
  const PageError = useMemo(
    () => lazy(() => pages.load('error').then((component) => ({ default: component }))),
    [pages],
  );
  const CurrentPage = pages.loaded(view.route.page) ?? view.Page;
  const body = (
    <Layout name={view.route.layout} data={initial.layout} path={view.route.path}>
      <ErrorBoundary
        key={view.route.path + view.route.search}
        fallback={
          <Suspense fallback={null}>
            <PageError layout={initial.layout} />
          </Suspense>
        }
      >
        {islands ? (
          // The server sends an island page whole: a fallback streamed first and swapped later
          // would show the footer under the header, then push it down (a layout shift).
          <CurrentPage data={view.page.data} layout={initial.layout} route={view.route} />
        ) : (
          <Suspense fallback={<p className="loading">…</p>}>
            <CurrentPage data={view.page.data} layout={initial.layout} route={view.route} />
          </Suspense>
        )}
      </ErrorBoundary>
    </Layout>
  );
  return <AppContext.Provider value={context}>{shell(body, view)}</AppContext.Provider>;
}
