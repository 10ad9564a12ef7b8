import '../components/category.css';
// Sort labels and price range templates are message texts: register their German texts.
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CategoryData } from '../../shared/loaders/category.ts';
import {
  activeGroups,
  clearFilters,
  filterHref,
  hasFilters,
  selectFilter,
  selectedValues,
  setSort,
  withPage,
  type FilterGroup,
  type FilterState,
  type SortKey,
} from '../../shared/filters.ts';
import { categoryPath } from '../../shared/product-url.ts';
import type { RouteState } from '../app-state.ts';
import { useApp, useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { ProductGrid } from '../components/ProductCard.tsx';
import { ActiveFilters, Filters, RESULTS_COUNT_ID, rememberFocus } from '../components/Filters.tsx';
import { SortSelect } from '../components/SortSelect.tsx';
import { LoadMoreButton, useLoadMore } from '../components/LoadMore.tsx';
import { PlannerLink } from '../planner/PlannerLink.tsx';
import { KeepOfflineSlot } from '../offline/KeepOfflineSlot.tsx';
import { Island } from '../islands/Island.tsx';

export default function CategoryPage({ data, route }: { data: CategoryData; route?: RouteState }) {
  const t = useT();
  const { navigate, stores } = useApp();
  const { navigating } = useSnapshot(stores.ui);
  const { category, breadcrumbs, total, page, facets } = data;
  // The URL's path: /c/{slug}, or the address a category was resolved from.
  const path = route?.path ?? categoryPath(category);
  // What the shopper asked for while the next listing loads, so quick clicks build on each other.
  const [current, setCurrent] = useState<FilterState>(data.filters);
  const more = useLoadMore(data, path);
  const grid = useRef<HTMLDivElement>(null);
  const subcategories = (category.children_data ?? []).filter((c) => c.is_active !== false);
  const activeCount = activeGroups(current).reduce((n, g) => n + selectedValues(current, g).length, 0);

  const go = (next: FilterState) => {
    setCurrent(next);
    navigate(filterHref(path, next));
  };
  const onSelect = (group: FilterGroup, value: string) => go(selectFilter(current, group, value));
  const onClear = () => go(clearFilters(current));
  const onSort = (sort: SortKey) => go(setSort(current, sort));
  const pageHref = (n: number) => filterHref(path, withPage(data.filters, n));
  const shown = more.products.length;
  // After "Load more", keyboard focus moves to the first appended product.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll<HTMLAnchorElement>('.product-card__link')[from]?.focus();
  }, [shown]);

  const filtered = hasFilters(data.filters);
  return (
    <div className="category">
      <nav aria-label={t('Breadcrumb')} className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">{t('Home')}</Link>
          </li>
          {breadcrumbs.map((b) => (
            <li key={b.slug}>
              <Link to={categoryPath(b)}>{b.name}</Link>
            </li>
          ))}
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <h1>{category.name}</h1>
      <PlannerLink urlPath={category.url_path} />
      <Island
        name="keep-offline"
        component={KeepOfflineSlot}
        props={{ category, total: filtered ? (category.product_count ?? total) : total }}
        when="idle"
      />
      {subcategories.length > 0 && (
        <ul className="chips" aria-label={t('Subcategories')}>
          {subcategories.map((c) => (
            <li key={c.id}>
              <Link to={categoryPath(c)} className="chip">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="category__layout">
        <Filters
          facets={facets}
          state={current}
          total={total}
          activeCount={activeCount}
          onSelect={onSelect}
          onClear={onClear}
        />
        <div className="category__main" aria-busy={navigating}>
          <div className="category__toolbar">
            <p className="category__count" id={RESULTS_COUNT_ID} tabIndex={-1} role="status">
              {t(total === 1 ? '1 product' : '{count} products', { count: total })}
            </p>
            <SortSelect value={current.sort} onChange={onSort} />
          </div>
          <ActiveFilters facets={facets} onSelect={onSelect} onClear={onClear} />
          <div className={`category__results${navigating ? ' category__results--busy' : ''}`} ref={grid}>
            {shown > 0 ? (
              <ProductGrid products={more.products} eagerCount={2} />
            ) : total === 0 && filtered ? (
              <div className="category__empty">
                <p className="empty">{t('No products match the selected filters.')}</p>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    rememberFocus(RESULTS_COUNT_ID);
                    onClear();
                  }}
                >
                  {t('Clear filters')}
                </button>
              </div>
            ) : total === 0 ? (
              <p className="empty">{t('No products found in this category.')}</p>
            ) : (
              <div className="category__empty">
                <p className="empty">{t('No products found.')}</p>
                <Link to={pageHref(1)} className="button">
                  {t('Page {page} of {pages}', { page: 1, pages: more.pages })}
                </Link>
              </div>
            )}
          </div>
          {shown > 0 && (
            <LoadMoreButton
              state={more}
              total={total}
              shown={shown}
              onLoad={(before) => (focusFrom.current = before)}
            />
          )}
          {more.pages > 1 && shown > 0 && (
            <nav className="pager" aria-label={t('Pages')}>
              {page > 1 && (
                <Link to={pageHref(page - 1)} rel="prev">
                  {t('Previous page')}
                </Link>
              )}
              <span>{t('Page {page} of {pages}', { page: more.lastPage, pages: more.pages })}</span>
              {more.lastPage < more.pages && (
                <Link to={pageHref(more.lastPage + 1)} rel="next">
                  {t('Next page')}
                </Link>
              )}
            </nav>
          )}
        </div>
      </div>
    </div>
  );
}
