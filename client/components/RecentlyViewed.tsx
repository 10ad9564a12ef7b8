// German texts of the messages area (the heading).
import { useEffect } from 'react';
import { useApp, useT } from '../app-context.tsx';
import { recordView } from '../stores/recently-viewed.ts';
import { snapshotPath, type ProductSnapshot } from '../stores/snapshot.ts';
import { CatalogImage } from './CatalogImage.tsx';
import { Link } from './Link.tsx';
import { Price } from './Price.tsx';
import { useList } from './use-list.ts';

/**
 * The products viewed last (most recent first), as a light strip of links. Renders nothing on
 * the server and during hydration; `exclude` leaves out the product on screen.
 */
export function RecentlyViewed({ exclude, title }: { exclude?: string; title?: string }) {
  const t = useT();
  const { stores } = useApp();
  const { items } = useList(stores.recentlyViewed);
  const shown = items.filter((item) => item.sku !== exclude);
  if (shown.length === 0) return null;
  return (
    <section className="recent" aria-labelledby="recent-title">
      <h2 id="recent-title">{title ?? t('Recently viewed products')}</h2>
      <ul className="recent__list">
        {shown.map((item) => (
          <li key={item.sku} className="recent__item">
            <Link to={snapshotPath(item)} className="recent__link">
              {item.image ? (
                <CatalogImage className="recent__image" src={item.image} width={160} height={144} sizes="152px" />
              ) : (
                <span className="recent__image" />
              )}
              <span className="recent__name">{item.name}</span>
            </Link>
            <span>
              {item.fromPrice && <span className="price__from">{t('from')} </span>}
              <Price final={item.finalPriceInclTax} original={item.originalPriceInclTax} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Recently viewed on a product page: the product shown goes first in the list (in the browser
 * only, effects do not run on the server) and the strip shows the others.
 */
export function ViewedProduct({ viewed }: { viewed: ProductSnapshot }) {
  const { stores } = useApp();
  useEffect(() => recordView(stores.recentlyViewed, viewed), [stores.recentlyViewed, viewed]);
  return <RecentlyViewed exclude={viewed.sku} />;
}
