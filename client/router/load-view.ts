import type { ApiClient } from '../../shared/api/client.ts';
import { matchRoute } from '../../shared/routes.ts';
import { storeHref, type StoreView } from '../../shared/stores.ts';
import { type PageState, pageView, type RouteState } from '../app-state.ts';
import type { PageComponent, Pages } from '../pages/registry.ts';

/** What the app shows: the matched route, its loader's result and the page component. */
export interface View {
  route: RouteState;
  page: PageState;
  deferred: Record<string, Promise<unknown>>;
  Page: PageComponent;
}

export interface ViewSources {
  api: ApiClient;
  store: StoreView;
  pages: Pages;
}

/** Whether an address (in the browser's terms) is the one a route state was loaded for. */
export const isAddressOf = (store: StoreView, route: RouteState, url: URL): boolean =>
  url.pathname === storeHref(store, route.path) && url.search === route.search;

/** A page of the store loaded in the browser, or where its loader sends the shopper instead. */
export type LoadedView = { view: View } | { redirect: URL };

/**
 * Runs the route's loader for a store-local path in the browser and loads the page's code beside
 * its data. Throws what the loader throws (offline, a failed read): the caller decides what
 * a page that did not load becomes.
 */
export async function loadView({ api, store, pages }: ViewSources, url: URL, path: string): Promise<LoadedView> {
  const { route, params } = matchRoute(path);
  // The route's page code loads while its data does.
  void pages.load(route.page).catch(() => undefined);
  const result = await route.loader({
    api,
    store,
    path,
    params,
    query: url.searchParams,
    now: new Date(),
    origin: window.location.origin,
  });
  if (result.redirect) {
    const to = result.redirect.location;
    return { redirect: new URL(to.startsWith('/') ? storeHref(store, to) : to, url) };
  }
  const state = pageView({ route, params }, { path, search: url.search }, result);
  return {
    view: {
      ...state,
      deferred: result.deferred ?? {},
      Page: await pages.load(state.route.page),
    },
  };
}
