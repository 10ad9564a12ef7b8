import { startTransition } from 'react';
import type { ApiClient } from '../../shared/api/client.ts';
import { matchRoute } from '../../shared/routes.ts';
import { resolveStore, storeHref, type StoreView } from '../../shared/stores.ts';
import type { PageState, RouteState } from '../app-state.ts';
import type { Stores } from '../stores/index.ts';
import { closeAll } from '../stores/ui.ts';
import type { PageComponent, Pages } from '../pages/registry.ts';
import { PAGE_FAILED } from '../page-failed.ts';

/** What the app shows: the matched route, its loader's result and the page component. */
export interface View {
  route: RouteState;
  page: PageState;
  deferred: Record<string, Promise<unknown>>;
  Page: PageComponent;
}

interface NavigatorOptions {
  api: ApiClient;
  store: StoreView;
  stores: Stores;
  pages: Pages;
  getView: () => View;
  setView: (view: View) => void;
}

interface HistoryState {
  scroll?: number;
}

/**
 * Client navigation over the shared route table: run the route's loader in the browser, swap the
 * view without a reload, keep scroll positions in history entries so Back restores them.
 * Anything it cannot do in place (another store, a failed loader) becomes a normal page load.
 */
export function createNavigator({ api, store, stores, pages, getView, setView }: NavigatorOptions) {
  let generation = 0;
  let pendingScroll: { view: View; scroll: number } | null = null;

  async function render(
    url: URL,
    mode: 'push' | 'replace' | 'pop',
    scroll: number,
    fromHistory = false,
  ): Promise<void> {
    const target = resolveStore(url.pathname);
    if (target.store.code !== store.code) {
      window.location.assign(url.href);
      return;
    }
    const current = ++generation;
    const { route, params } = matchRoute(target.path);
    stores.ui.navigating = true;
    try {
      // The route's page code loads while its data does.
      void pages.load(route.page).catch(() => undefined);
      const result = await route.loader({
        api,
        store,
        path: target.path,
        params,
        query: url.searchParams,
        now: new Date(),
        origin: window.location.origin,
      });
      if (current !== generation) return; // a newer navigation won
      if (result.redirect) {
        const location = new URL(
          result.redirect.location.startsWith('/')
            ? storeHref(store, result.redirect.location)
            : result.redirect.location,
          url,
        );
        return render(location, 'replace', 0);
      }
      const pageId = (result.page ?? route.page) as RouteState['page'];
      const Page = await pages.load(pageId);
      if (current !== generation) return;
      if (mode === 'push') window.history.pushState({ scroll: 0 } satisfies HistoryState, '', url.href);
      if (mode === 'replace')
        window.history.replaceState({ scroll: window.scrollY } satisfies HistoryState, '', url.href);
      closeAll(stores.ui);
      const next: View = {
        route: {
          name: route.name,
          path: target.path,
          search: url.search,
          params,
          page: pageId,
          layout: route.layout,
          props: route.props ?? {},
        },
        page: { status: result.status ?? 200, meta: result.meta, data: result.data },
        deferred: result.deferred ?? {},
        Page,
      };
      // Back and Forward scroll once the view is on screen (committed): a slow render would clamp
      // the position to the height of the page being left. Other navigations keep scrolling after
      // two frames, as the listing's own controls expect.
      pendingScroll = fromHistory ? { view: next, scroll } : null;
      startTransition(() => setView(next));
      if (!fromHistory && (mode !== 'replace' || scroll))
        requestAnimationFrame(() => requestAnimationFrame(() => window.scrollTo(0, scroll)));
    } catch (error) {
      // A listener may take over a failed page (client/offline/start.ts: offline), else a page load.
      if (
        current === generation &&
        window.dispatchEvent(new CustomEvent(PAGE_FAILED, { cancelable: true, detail: { url, error } }))
      )
        window.location.assign(url.href);
    } finally {
      if (current === generation) stores.ui.navigating = false;
    }
  }

  return {
    /** Called by the app once a view is committed to the DOM: restores the scroll position meant for it. */
    committed(view: View): void {
      if (pendingScroll?.view !== view) return;
      window.scrollTo(0, pendingScroll.scroll);
      pendingScroll = null;
    },
    go(to: string, options: { replace?: boolean } = {}): Promise<void> {
      const url = new URL(to.startsWith('/') ? storeHref(store, to) : to, window.location.href);
      if (url.origin !== window.location.origin) {
        window.location.assign(url.href);
        return Promise.resolve();
      }
      const view = getView();
      if (options.replace && url.pathname === storeHref(store, view.route.path) && url.search === view.route.search)
        return Promise.resolve();
      // Remember where the shopper was on the page being left, for Back.
      window.history.replaceState({ ...(window.history.state as HistoryState | null), scroll: window.scrollY }, '');
      if (options.replace) {
        window.history.replaceState({ scroll: window.scrollY } satisfies HistoryState, '', url.href);
        return render(url, 'pop', window.scrollY);
      }
      return render(url, 'push', 0);
    },
    listen(): () => void {
      window.history.scrollRestoration = 'manual';
      const onPop = (event: PopStateEvent) => {
        const scroll = (event.state as HistoryState | null)?.scroll ?? 0;
        void render(new URL(window.location.href), 'pop', scroll, true);
      };
      const onScroll = () => {
        window.history.replaceState({ ...(window.history.state as HistoryState | null), scroll: window.scrollY }, '');
      };
      let scrollTimer: ReturnType<typeof setTimeout> | undefined;
      const debounced = () => {
        clearTimeout(scrollTimer);
        scrollTimer = setTimeout(onScroll, 150);
      };
      window.addEventListener('popstate', onPop);
      window.addEventListener('scroll', debounced, { passive: true });
      return () => {
        window.removeEventListener('popstate', onPop);
        window.removeEventListener('scroll', debounced);
      };
    },
  };
}
