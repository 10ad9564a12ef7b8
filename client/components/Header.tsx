import { lazy, Suspense, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { MenuItem } from '../../shared/loaders/layout.ts';
import { categoryPath } from '../../shared/product-url.ts';
import { useApp, useT } from '../app-context.tsx';
import { openSubmenu, toggleSidebar } from '../stores/ui.ts';
import { Link } from './Link.tsx';
import { LanguageSwitch, StoreSwitch } from './Switches.tsx';
import { showWishlistPanel } from '../stores/wishlist.ts';
import { CompareIcon, HeartIcon } from './icons.tsx';
import { useList } from './use-list.ts';
import { SearchButton } from './SearchButton.tsx';
// Imported outright, not lazily: the header hydrates on the first tap (or in view where a cart or
// login is kept), and a tap on a lazy part still waiting for its code would be dropped.
import AccountButton from '../account/AccountButton.tsx';
import CartButton from './CartButton.tsx';
import './lists.css';

/** The wishlist drawer loads with its first opening. */
const WishlistPanel = lazy(() => import('./WishlistPanel.tsx'));

/** The submenu opens after the pointer rests 300 ms on a menu entry. */
export const SUBMENU_DELAY = 300;

function MenuEntry({ item }: { item: MenuItem }) {
  const { stores } = useApp();
  const ui = useSnapshot(stores.ui);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const open = ui.submenu === item.id;
  const clear = () => timer.current && clearTimeout(timer.current);
  return (
    <li
      className="menu__item"
      onMouseEnter={() => {
        clear();
        timer.current = setTimeout(() => openSubmenu(stores.ui, item.id), SUBMENU_DELAY);
      }}
      onMouseLeave={() => {
        clear();
        if (open) openSubmenu(stores.ui, null);
      }}
    >
      <Link to={categoryPath(item)} className="menu__link" onClick={() => openSubmenu(stores.ui, null)}>
        {item.name}
      </Link>
      {item.children.length > 0 && (
        <ul className={`submenu ${open ? 'submenu--open' : ''}`}>
          {item.children.map((child) => (
            <li key={child.id}>
              <Link to={categoryPath(child)} onClick={() => openSubmenu(stores.ui, null)}>
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Compare link and wishlist button with their counts; both show 0 until the lists are loaded after hydration. */
function ListTools() {
  const t = useT();
  const { stores } = useApp();
  const ui = useSnapshot(stores.ui);
  const wishlist = useList(stores.wishlist).items.length;
  const compare = useList(stores.compare).items.length;
  const label = (name: string, count: number) =>
    count ? `${name}, ${count === 1 ? t('1 product') : t('{count} products', { count })}` : name;
  return (
    <>
      <Link to="/compare" className="header__icon" aria-label={label(t('Compare'), compare)} title={t('Compare')}>
        <CompareIcon />
        {compare > 0 && (
          <span className="header__count" aria-hidden="true">
            {compare}
          </span>
        )}
      </Link>
      <button
        type="button"
        id="wishlist-toggle"
        className="header__icon"
        aria-haspopup="dialog"
        aria-expanded={ui.wishlist}
        aria-label={label(t('Wishlist'), wishlist)}
        title={t('Wishlist')}
        onClick={() => showWishlistPanel(stores.ui, !ui.wishlist)}
      >
        <HeartIcon filled={wishlist > 0} />
        {wishlist > 0 && (
          <span className="header__count" aria-hidden="true">
            {wishlist}
          </span>
        )}
      </button>
      {ui.wishlist && (
        <Suspense fallback={null}>
          <WishlistPanel />
        </Suspense>
      )}
    </>
  );
}

export function Header({ menu }: { menu: MenuItem[] }) {
  const t = useT();
  const { stores } = useApp();
  const ui = useSnapshot(stores.ui);
  return (
    <header className="header">
      <div className="header__bar">
        <button
          type="button"
          className="header__burger"
          aria-expanded={ui.sidebar}
          aria-controls="main-menu"
          onClick={() => toggleSidebar(stores.ui)}
        >
          <span className="sr-only">{t('Menu')}</span>
          <span aria-hidden="true">☰</span>
        </button>
        <Link to="/" className="header__logo" aria-label={`Zaunshop – ${t('Home')}`}>
          <span className="logo__mark" aria-hidden="true">
            ▥
          </span>{' '}
          Zaunshop
        </Link>
        <div className="header__lists">
          <SearchButton />
          <ListTools />
          <AccountButton />
          <CartButton />
        </div>
        {/* Store and language switch: here from 1024 px; on smaller screens in the menu (below),
            so the bar keeps one row. CSS shows one of the two. */}
        <div className="header__tools">
          <StoreSwitch />
          <LanguageSwitch />
        </div>
      </div>
      <div id="main-menu" className={`menu ${ui.sidebar ? 'menu--open' : ''}`}>
        <nav className="menu__nav" aria-label={t('Categories')}>
          <ul className="menu__list">
            {menu.map((item) => (
              <MenuEntry key={item.id} item={item} />
            ))}
          </ul>
        </nav>
        <div className="menu__tools">
          <StoreSwitch />
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
