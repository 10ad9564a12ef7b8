import { useId, type FormEvent } from 'react';
import type { MenuItem } from '../../shared/loaders/layout.ts';
import { categoryPath } from '../../shared/product-url.ts';
import { storeHref } from '../../shared/stores.ts';
import { useApp, useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';

/**
 * Ways on from the 404 and 500 pages: a product search (GET /search?q=, so it works before the
 * page is hydrated) and the top categories of the menu.
 */
export function StatusLinks({ menu }: { menu: readonly MenuItem[] }) {
  const t = useT();
  const { store, navigate } = useApp();
  const id = useId();
  const search = (event: FormEvent<HTMLFormElement>) => {
    const term = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    event.preventDefault();
    navigate(term ? `/search?q=${encodeURIComponent(term)}` : '/search');
  };
  return (
    <>
      <form
        role="search"
        className="status-page__search"
        action={storeHref(store, '/search')}
        method="get"
        onSubmit={search}
      >
        <label htmlFor={`${id}-q`}>{t('Search')}</label>
        <span className="status-page__search-row">
          <input id={`${id}-q`} name="q" type="search" enterKeyHint="search" autoComplete="off" />
          <button type="submit" className="button">
            {t('Search')}
          </button>
        </span>
      </form>
      {menu.length > 0 && (
        <nav aria-labelledby={`${id}-categories`}>
          <h2 id={`${id}-categories`}>{t('Categories')}</h2>
          <ul className="chips">
            {menu.map((c) => (
              <li key={c.id}>
                <Link to={categoryPath(c)} className="chip">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
