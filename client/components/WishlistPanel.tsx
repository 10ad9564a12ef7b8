// German texts of the compare page and the wishlist drawer.
import { useDialog } from './use-dialog.ts';
import '../../shared/i18n/areas/lists.ts';
import { useRef } from 'react';
import { useApp, useT } from '../app-context.tsx';
import { snapshotPath } from '../stores/snapshot.ts';
import { clearWishlist, removeFromWishlist, showWishlistPanel } from '../stores/wishlist.ts';
import { CatalogImage } from './CatalogImage.tsx';
import { Link } from './Link.tsx';
import { Price } from './Price.tsx';
import { useList } from './use-list.ts';

/** The header button that opens the panel (focus returns to it on close). */
export const WISHLIST_TOGGLE_ID = 'wishlist-toggle';

/**
 * The wishlist drawer (UI state `wishlist`): the kept products with links and remove buttons.
 * Loaded on first open, so its code stays out of the entry chunk.
 */
export default function WishlistPanel() {
  const t = useT();
  const { stores } = useApp();
  const { items } = useList(stores.wishlist);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    showWishlistPanel(stores.ui, false);
    document.getElementById(WISHLIST_TOGGLE_ID)?.focus();
  };

  useDialog(panel, closeButton, close);

  const remove = (sku: string) => {
    removeFromWishlist(stores.wishlist, sku);
    closeButton.current?.focus();
  };

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the backdrop is a pointer shortcut; Escape closes the dialog for keyboard users */}
      <div className="drawer-backdrop" onClick={close} />
      <div
        ref={panel}
        id="wishlist-panel"
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby="wishlist-title"
      >
        <div className="drawer__head">
          <h2 id="wishlist-title" className="drawer__title">
            {t('Wishlist')} {items.length > 0 && <span className="drawer__count">({items.length})</span>}
          </h2>
          <button ref={closeButton} type="button" className="drawer__close" aria-label={t('Close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {items.length === 0 ? (
          <div className="drawer__empty">
            <p>{t('Your wishlist is empty.')}</p>
            <p className="empty">{t('Browse our range and save the products you like.')}</p>
          </div>
        ) : (
          <>
            <ul className="mini-list">
              {items.map((item) => (
                <li key={item.sku} className="mini-item">
                  {item.image ? (
                    <CatalogImage className="mini-item__image" src={item.image} width={80} height={72} />
                  ) : (
                    <span className="mini-item__image" />
                  )}
                  <div>
                    <Link to={snapshotPath(item)} className="mini-item__link">
                      {item.name}
                    </Link>
                    <div className="mini-item__foot">
                      <span>
                        {item.fromPrice && <span className="price__from">{t('from')} </span>}
                        <Price final={item.finalPriceInclTax} original={item.originalPriceInclTax} />
                      </span>
                      <button
                        type="button"
                        className="text-button"
                        aria-label={`${t('Remove from wishlist')}: ${item.name}`}
                        onClick={() => remove(item.sku)}
                      >
                        {t('Remove')}
                      </button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <button type="button" className="text-button drawer__clear" onClick={() => clearWishlist(stores.wishlist)}>
              {t('Clear wishlist')}
            </button>
          </>
        )}
      </div>
    </>
  );
}
