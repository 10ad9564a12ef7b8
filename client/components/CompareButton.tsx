// German texts of the messages area (the compare-full warning).
import type { ChildProduct, Product } from '../../shared/schemas/catalog.ts';
import { useApp, useT } from '../app-context.tsx';
import { COMPARE_MAX, toggleCompare } from '../stores/compare.ts';
import { notify } from '../stores/notifications.ts';
import { compareItemOf } from '../stores/snapshot.ts';
import { CompareIcon } from './icons.tsx';
import { Link } from './Link.tsx';
import { useList } from './use-list.ts';

/** Adds the product as shown (the chosen variant) to the comparison, or takes it out again. */
export function CompareButton({ product, child = null }: { product: Product; child?: ChildProduct | null }) {
  const t = useT();
  const { stores } = useApp();
  const { items } = useList(stores.compare);
  const sku = child?.sku ?? product.sku;
  const active = items.some((item) => item.sku === sku);
  const toggle = () => {
    const item = compareItemOf(product, child);
    const result = toggleCompare(stores.compare, item);
    if (result === 'full') {
      notify(stores.notifications, {
        type: 'warning',
        message: t('You can compare up to {max} products. Please remove one from the comparison first.', {
          max: COMPARE_MAX,
        }),
      });
    } else if (result !== 'exists') {
      const message =
        result === 'added'
          ? 'Product {productName} has been added to the comparison!'
          : 'Product {productName} has been removed from the comparison!';
      notify(stores.notifications, { type: 'success', message: t(message, { productName: item.name }) });
    }
  };
  return (
    <>
      <button type="button" className="list-toggle list-toggle--compare" aria-pressed={active} onClick={toggle}>
        <CompareIcon />
        <span>{t('Add to compare')}</span>
      </button>
      {items.length > 0 && (
        <Link to="/compare" className="list-toggle__link">
          {t('Compare products')} ({items.length}/{COMPARE_MAX})
        </Link>
      )}
    </>
  );
}
