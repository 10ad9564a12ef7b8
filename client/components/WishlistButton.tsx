import type { ChildProduct, Product } from '../../shared/schemas/catalog.ts';
import { useApp, useT } from '../app-context.tsx';
import { notify } from '../stores/notifications.ts';
import { toggleWishlist } from '../stores/wishlist.ts';
import { HeartIcon } from './icons.tsx';
import { useList } from './use-list.ts';

/**
 * Heart toggle: keeps the product (as shown, with its chosen variant) on the wishlist. `compact`
 * is the icon-only button of product cards; the product page shows the text too.
 */
export function WishlistButton({
  product,
  child = null,
  compact = false,
}: {
  product: Product;
  child?: ChildProduct | null;
  compact?: boolean;
}) {
  const t = useT();
  const { stores } = useApp();
  const { items } = useList(stores.wishlist);
  const active = items.some((item) => item.sku === product.sku);
  const label = t('Add to wishlist');
  const toggle = async () => {
    // What a list keeps of a product is only needed on a click: that code stays out of the entry.
    const { snapshotOf } = await import('../stores/snapshot.ts');
    const snapshot = snapshotOf(product, child);
    const added = toggleWishlist(stores.wishlist, snapshot);
    const message = added
      ? 'Product {productName} has been added to the wishlist!'
      : 'Product {productName} has been removed from the wishlist!';
    notify(stores.notifications, { type: 'success', message: t(message, { productName: snapshot.name }) });
  };
  return (
    <button
      type="button"
      className={`list-toggle list-toggle--wishlist${compact ? ' list-toggle--icon' : ''}`}
      aria-pressed={active}
      aria-label={compact ? `${label}: ${product.name}` : undefined}
      title={compact ? label : undefined}
      onClick={() => void toggle()}
    >
      <HeartIcon filled={active} />
      {compact ? null : <span>{label}</span>}
    </button>
  );
}
