import { useState } from 'react';
import type { Product } from '../../shared/schemas/catalog.ts';
import { filterQueryString, withPage } from '../../shared/filters.ts';
import type { CategoryData } from '../../shared/loaders/category.ts';

/** Products per page; the loader's PAGE_SIZE, repeated so this chunk needs no loader code. */
const PAGE_SIZE = 50;
import { storeHref } from '../../shared/stores.ts';
import { useApp, useT } from '../app-context.tsx';

export interface LoadMoreState {
  /** The products shown: the page's own, then every page loaded after it. */
  products: Product[];
  /** The last page shown. */
  lastPage: number;
  pages: number;
  loading: boolean;
  loadMore: () => Promise<void>;
}

/**
 * "Load more": fetches the next page of the same listing through the API client, appends it to the
 * products already shown and moves the address to `?page=N` (replacing the history entry, so the
 * page is not reloaded and Back still leaves the category). If the fetch fails, the next page is
 * opened the ordinary way.
 */
export function useLoadMore(data: CategoryData, path: string): LoadMoreState {
  const { api, store, navigate } = useApp();
  const [extra, setExtra] = useState<Product[]>([]);
  const [lastPage, setLastPage] = useState(data.page);
  const [loading, setLoading] = useState(false);
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));

  const seen = new Set(data.products.map((p) => p.id));
  const products = [
    ...data.products,
    ...extra.filter((p) => {
      if (seen.has(p.id)) return false;
      seen.add(p.id);
      return true;
    }),
  ];

  async function loadMore(): Promise<void> {
    if (loading || lastPage >= pages) return;
    const next = lastPage + 1;
    const search = filterQueryString(withPage(data.filters, next));
    setLoading(true);
    try {
      // The request builder lives with the loader, fetched on the first click only.
      const { listingRequest } = await import('../../shared/loaders/category.ts');
      const { query, params } = listingRequest(data.category, data.filters, next);
      const result = await api.products(query, params);
      setExtra((shown) => [...shown, ...result.items]);
      setLastPage(next);
      window.history.replaceState(window.history.state, '', storeHref(store, path) + search);
    } catch {
      navigate(path + search);
    } finally {
      setLoading(false);
    }
  }

  return { products, lastPage, pages, loading, loadMore };
}

/** The button under the grid, with how many of the products are shown. */
export function LoadMoreButton({
  state,
  total,
  shown,
  onLoad,
}: {
  state: LoadMoreState;
  total: number;
  shown: number;
  onLoad?: (shownBefore: number) => void;
}) {
  const t = useT();
  if (state.lastPage >= state.pages) return null;
  const click = () => {
    if (state.loading) return;
    onLoad?.(shown);
    void state.loadMore();
  };
  return (
    <div className="load-more">
      <p className="load-more__status">{t('{shown} of {count} products shown', { shown, count: total })}</p>
      <button
        type="button"
        className="button load-more__button"
        onClick={click}
        disabled={state.loading}
        aria-busy={state.loading}
      >
        {t('Load more')}
      </button>
    </div>
  );
}
