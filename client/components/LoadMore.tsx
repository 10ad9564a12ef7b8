import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Category, Product } from '../../shared/schemas/catalog.ts';
import { filterHref, filterQueryString, withPage, type FilterState } from '../../shared/filters.ts';
import { listingRequest } from '../../shared/loaders/category.ts';
import { storeHref } from '../../shared/stores.ts';
import { useApp, useT } from '../app-context.tsx';
import { Link } from './Link.tsx';
import { ProductCard } from './ProductCard.tsx';

/** Products per page; the loader's PAGE_SIZE, repeated so this chunk needs no loader code. */
export const PAGE_SIZE = 50;

/** Id of the listing's product grid, which "Load more" appends to. */
export const LISTING_GRID_ID = 'listing-grid';

export interface LoadMoreProps {
  /** The listing's address without its query: /c/{slug}, or the address a category was resolved from. */
  path: string;
  category: Category;
  filters: FilterState;
  /** The page the server rendered. */
  page: number;
  total: number;
  /** Ids of the products the server rendered, in the grid already. */
  shownIds: number[];
}

/**
 * "Load more" under a listing, with the pager: fetches the next page of the same listing through
 * the API client, appends its cards to the server-rendered grid (a portal: the grid itself stays
 * static HTML) and moves the address to `?page=N` (replacing the history entry, so the page is not
 * reloaded and Back still leaves the category). If the fetch fails, the next page is opened the
 * ordinary way. Keyboard focus moves to the first appended product.
 */
export function LoadMore({ path, category, filters, page, total, shownIds }: LoadMoreProps) {
  const t = useT();
  const { api, store, navigate } = useApp();
  const [extra, setExtra] = useState<Product[]>([]);
  const [lastPage, setLastPage] = useState(page);
  const [loading, setLoading] = useState(false);
  const [grid, setGrid] = useState<HTMLElement | null>(null);
  const focusFrom = useRef<number | null>(null);
  // One page at a time: a second click (or a first click delivered again) while one loads is ignored.
  const busy = useRef(false);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const shown = shownIds.length + extra.length;
  const pageHref = (n: number) => filterHref(path, withPage(filters, n));

  useEffect(() => setGrid(document.getElementById(LISTING_GRID_ID)), []);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || !grid || shown <= from) return;
    focusFrom.current = null;
    grid.querySelectorAll<HTMLAnchorElement>('.product-card__link')[from]?.focus();
  }, [shown, grid]);

  async function loadMore(): Promise<void> {
    if (busy.current || lastPage >= pages) return;
    busy.current = true;
    const next = lastPage + 1;
    const search = filterQueryString(withPage(filters, next));
    focusFrom.current = shown;
    setLoading(true);
    try {
      // The request builder comes with this island, so a click costs one request only.
      const { query, params } = listingRequest(category, filters, next);
      const result = await api.products(query, params);
      setExtra((before) => {
        const seen = new Set([...shownIds, ...before.map((p) => p.id)]);
        return [...before, ...result.items.filter((p) => !seen.has(p.id))];
      });
      setLastPage(next);
      window.history.replaceState(window.history.state, '', storeHref(store, path) + search);
    } catch {
      navigate(path + search);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }

  if (shownIds.length === 0) return null;
  return (
    <>
      {grid &&
        extra.length > 0 &&
        createPortal(
          extra.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} />
            </li>
          )),
          grid,
        )}
      {lastPage < pages && (
        <div className="load-more">
          <p className="load-more__status">{t('{shown} of {count} products shown', { shown, count: total })}</p>
          <button
            type="button"
            className="button load-more__button"
            onClick={() => void loadMore()}
            disabled={loading}
            aria-busy={loading}
          >
            {t('Load more')}
          </button>
        </div>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t('Pages')}>
          {page > 1 && (
            <Link to={pageHref(page - 1)} rel="prev">
              {t('Previous page')}
            </Link>
          )}
          <span>{t('Page {page} of {pages}', { page: lastPage, pages })}</span>
          {lastPage < pages && (
            <Link to={pageHref(lastPage + 1)} rel="next">
              {t('Next page')}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
