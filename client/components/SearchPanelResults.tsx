import { Fragment, type MouseEvent, type ReactNode } from 'react';
import type { SearchResults } from '../../shared/loaders/search.ts';
import { categoryPath, productPath } from '../../shared/product-url.ts';
import type { Category, Product } from '../../shared/schemas/catalog.ts';
import { useT } from '../app-context.tsx';
import { CatalogImage } from './CatalogImage.tsx';
import { Link } from './Link.tsx';
import { Price } from './Price.tsx';
import { listingPrice } from './ProductCard.tsx';

export const LISTBOX_ID = 'search-listbox';
export const optionId = (index: number) => `search-option-${index}`;

/** Where each option leads, in the order the arrow keys walk them: categories, then products. */
export const optionPaths = (results: SearchResults) => [
  ...results.categories.map((c) => categoryPath(c)),
  ...results.products.map((p) => productPath(p)),
];

/** Each word of the term (3+ characters) marked where it occurs in a name, ignoring case. */
function highlight(text: string, term: string): ReactNode {
  const words = term
    .split(' ')
    .filter((w) => w.length >= 3)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (!words.length) return text;
  const parts = text.split(new RegExp(`(${words.join('|')})`, 'gi'));
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
  return parts.map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : <Fragment key={i}>{part}</Fragment>));
}

interface Props {
  results: SearchResults;
  /** The term the shown results were found for: its words are marked in the names. */
  shownTerm: string;
  active: number;
  setActive: (index: number) => void;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The listbox of predictive results: matching categories, then products (thumbnail, gross price). */
export function SearchPanelResults({ results, shownTerm, active, setActive, onLinkClick }: Props) {
  const t = useT();
  let index = 0;
  const option = (key: string, to: string, children: ReactNode, className: string) => {
    const i = index++;
    // The option is the link itself (a link inside an option would nest two controls); not in the
    // Tab order: the arrow keys move through the options.
    return (
      <Link
        key={key}
        to={to}
        id={optionId(i)}
        role="option"
        aria-selected={active === i}
        tabIndex={-1}
        className={`search-option ${className}`}
        onClick={onLinkClick}
        onMouseMove={() => active !== i && setActive(i)}
      >
        {children}
      </Link>
    );
  };

  return (
    <div id={LISTBOX_ID} role="listbox" aria-label={t('Search suggestions')} className="search-results">
      {results.categories.length > 0 && (
        <div role="group" aria-labelledby="search-group-categories" className="search-results__group">
          <div id="search-group-categories" role="presentation" className="search-results__title">
            {t('Categories')}
          </div>
          {results.categories.map((c: Category) =>
            option(
              `c${c.id}`,
              categoryPath(c),
              <>
                <span className="search-option__name">{highlight(c.name, shownTerm)}</span>
                {typeof c.product_count === 'number' && (
                  <span className="search-option__meta">
                    {t(c.product_count === 1 ? '1 product' : '{count} products', { count: c.product_count })}
                  </span>
                )}
              </>,
              'search-option--category',
            ),
          )}
        </div>
      )}
      {results.products.length > 0 && (
        <div role="group" aria-labelledby="search-group-products" className="search-results__group">
          <div id="search-group-products" role="presentation" className="search-results__title">
            {t('Products')}
          </div>
          {results.products.map((p: Product) => {
            const price = listingPrice(p);
            return option(
              `p${p.id}`,
              productPath(p),
              <>
                <CatalogImage
                  className="search-option__image"
                  src={String(p.thumbnail || p.image || '')}
                  width={150}
                  height={150}
                  sizes="64px"
                />
                <span className="search-option__text">
                  <span className="search-option__name">{highlight(p.name, shownTerm)}</span>
                  <span className="search-option__meta">{t('SKU: {sku}', { sku: p.sku })}</span>
                </span>
                <span className="search-option__price">
                  {price.from && <span className="price__from">{t('from')} </span>}
                  <Price final={price.final} original={price.original} />
                </span>
              </>,
              'search-option--product',
            );
          })}
        </div>
      )}
    </div>
  );
}
