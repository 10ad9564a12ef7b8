import '../components/category.css';
// Sort labels and price range templates are message texts: register their German texts.
import { useSnapshot } from 'valtio';
import type { CategoryData } from '../../shared/loaders/category.ts';
import { filterHref, hasFilters, withPage } from '../../shared/filters.ts';
import { categoryPath } from '../../shared/product-url.ts';
import type { RouteState } from '../app-state.ts';
import { useApp, useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { ProductGrid } from '../components/ProductCard.tsx';
import { RESULTS_COUNT_ID } from '../components/Filters.tsx';
import {
  CategoryActiveFilters,
  CategoryFilters,
  CategorySort,
  ClearFiltersButton,
} from '../components/CategoryControls.tsx';
import { LISTING_GRID_ID, LoadMore, PAGE_SIZE } from '../components/LoadMore.tsx';
import { PlannerLink } from '../planner/PlannerLink.tsx';
import { KeepOfflineSlot } from '../offline/KeepOfflineSlot.tsx';
import { Island } from '../islands/Island.tsx';

/**
 * A category listing. Breadcrumbs, subcategories, count and product grid are static HTML; the
 * filter panel, sort order, active filter chips and "Load more" are islands.
 */
export default function CategoryPage({ data, route }: { data: CategoryData; route?: RouteState }) {
  const t = useT();
  const { stores } = useApp();
  const { navigating } = useSnapshot(stores.ui);
  const { category, breadcrumbs, total, facets, filters } = data;
  // The URL's path: /c/{slug}, or the address a category was resolved from.
  const path = route?.path ?? categoryPath(category);
  const subcategories = (category.children_data ?? []).filter((c) => c.is_active !== false);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = hasFilters(filters);
  const shownIds = data.products.map((p) => p.id);
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
        <Island
          name="category-filters"
          component={CategoryFilters}
          props={{ path, filters, facets, total }}
          when="interaction"
        />
        <div className="category__main" aria-busy={navigating}>
          <div className="category__toolbar">
            <p className="category__count" id={RESULTS_COUNT_ID} tabIndex={-1} role="status">
              {t(total === 1 ? '1 product' : '{count} products', { count: total })}
            </p>
            <Island name="category-sort" component={CategorySort} props={{ path, filters }} when="interaction" />
          </div>
          <Island
            name="active-filters"
            component={CategoryActiveFilters}
            props={{ path, filters, facets }}
            when="interaction"
          />
          <div className={`category__results${navigating ? ' category__results--busy' : ''}`}>
            {shownIds.length > 0 ? (
              <ProductGrid products={data.products} eagerCount={2} id={LISTING_GRID_ID} />
            ) : total === 0 && filtered ? (
              <div className="category__empty">
                <p className="empty">{t('No products match the selected filters.')}</p>
                <Island
                  name="clear-filters"
                  component={ClearFiltersButton}
                  props={{ path, filters }}
                  when="interaction"
                />
              </div>
            ) : total === 0 ? (
              <p className="empty">{t('No products found in this category.')}</p>
            ) : (
              <div className="category__empty">
                <p className="empty">{t('No products found.')}</p>
                <Link to={filterHref(path, withPage(filters, 1))} className="button">
                  {t('Page {page} of {pages}', { page: 1, pages })}
                </Link>
              </div>
            )}
          </div>
          <Island
            name="load-more"
            component={LoadMore}
            props={{ path, category, filters, page: data.page, total, shownIds }}
            when="interaction"
          />
        </div>
      </div>
      {/* After the listing, hydrated when the shopper scrolls to it; its space is kept so nothing moves. */}
      <Island
        name="keep-offline"
        component={KeepOfflineSlot}
        props={{ category, total: filtered ? (category.product_count ?? total) : total }}
      />
    </div>
  );
}
