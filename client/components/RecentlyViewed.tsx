// German texts of the messages area (the heading).
import { useApp, useT } from '../app-context.tsx';
import { snapshotPath } from '../stores/snapshot.ts';
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
