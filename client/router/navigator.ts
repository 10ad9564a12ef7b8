import { startTransition } from 'react';
import type { ApiClient } from '../../shared/api/client.ts';
import { resolveStore, storeHref, type StoreView } from '../../shared/stores.ts';
import type { Stores } from '../stores/index.ts';
import { closeAll } from '../stores/ui.ts';
import type { Pages } from '../pages/registry.ts';
import { PAGE_FAILED } from '../page-failed.ts';
import { isAddressOf, loadView, type View } from './load-view.ts';

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
    stores.ui.navigating = true;
    try {
      const loaded = await loadView({ api, store, pages }, url, target.path);
      if (current !== generation) return; // a newer navigation won
      if ('redirect' in loaded) return render(loaded.redirect, 'replace', 0);
      const next = loaded.view;
      if (mode === 'push') window.history.pushState({ scroll: 0 } satisfies HistoryState, '', url.href);
      if (mode === 'replace')
        window.history.replaceState({ scroll: window.scrollY } satisfies HistoryState, '', url.href);
      closeAll(stores.ui);
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
      if (options.replace && isAddressOf(store, view.route, url)) return Promise.resolve();
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
