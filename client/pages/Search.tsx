import '../components/search.css';
// The minimum-length hint is a message text.
import '../../shared/i18n/areas/messages.ts';
import { useSnapshot } from 'valtio';
import { SEARCH_PAGE_SIZE, type SearchPageData } from '../../shared/loaders/search.ts';
import { categoryPath } from '../../shared/product-url.ts';
import { useApp, useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { ProductGrid } from '../components/ProductCard.tsx';
import { resultsHref, SearchPageForm } from '../components/SearchPageForm.tsx';
import { Island } from '../islands/Island.tsx';

/**
 * The full search results (/search?q=…, server-rendered, noindex): a search field, the number of
 * products found, matching categories, the products by relevance in pages of 50 as in categories.
 * Without a term it asks for one; under three characters it says so. Only the search field is an
 * island: the results are static HTML.
 */
export default function SearchPage({ data }: { data: SearchPageData }) {
  const t = useT();
  const { stores } = useApp();
  const { navigating } = useSnapshot(stores.ui);
  const { term, page, total, products, categories, state, offline } = data;
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  const found = state === 'results' && !offline;

  return (
    <div className="search-page">
      <h1>{found ? t('Search results for "{term}"', { term }) : t('Search')}</h1>
      <Island name="search-page-form" component={SearchPageForm} props={{ term }} when="interaction" />

      {state === 'prompt' && <p className="empty">{t('Search by product name, SKU or category.')}</p>}
      {state === 'short' && (
        <p className="notice" role="status">
          {t('Search term must have at least 3 characters.')}
        </p>
      )}
      {offline && (
        <p className="notice" role="status">
          {t('You are offline. Search works again as soon as you are back online.')}
        </p>
      )}

      {found && (
        <div className={navigating ? 'search-page__results--busy' : undefined} aria-busy={navigating}>
          <p className="search-page__count" role="status">
            {t(total === 1 ? '1 product' : '{count} products', { count: total })}
          </p>
          {categories.length > 0 && (
            <nav className="search-page__categories" aria-labelledby="search-page-categories">
              <h2 id="search-page-categories">{t('Matching categories')}</h2>
              <ul className="chips">
                {categories.map((c) => (
                  <li key={c.id}>
                    <Link to={categoryPath(c)} className="chip">
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {products.length > 0 ? (
            <ProductGrid products={products} eagerCount={2} />
          ) : total === 0 ? (
            <div className="search-page__empty">
              <p>{t('No results were found.')}</p>
              <p className="empty">{t('Check the spelling or try a more general term.')}</p>
            </div>
          ) : (
            <div className="search-page__empty">
              <p className="empty">{t('No products found.')}</p>
              <Link to={resultsHref(term)} className="button">
                {t('Page {page} of {pages}', { page: 1, pages })}
              </Link>
            </div>
          )}
          {pages > 1 && products.length > 0 && (
            <nav className="pager" aria-label={t('Pages')}>
              {page > 1 && (
                <Link to={resultsHref(term, page - 1)} rel="prev">
                  {t('Previous page')}
                </Link>
              )}
              <span>{t('Page {page} of {pages}', { page, pages })}</span>
              {page < pages && (
                <Link to={resultsHref(term, page + 1)} rel="next">
                  {t('Next page')}
                </Link>
              )}
            </nav>
          )}
        </div>
      )}
    </div>
  );
}
