import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatPrice } from '../../../shared/i18n/format.ts';
import { useApp, useT } from '../../app-context.tsx';
import { Link } from '../../components/Link.tsx';
import { messageOf } from '../../cart/runtime.ts';
import { FormMessage } from '../../components/form/Field.tsx';
import { loadOrders } from '../session.ts';

/** Orders history page size. */
export const ORDERS_PAGE_SIZE = 20;

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  complete: 'Complete',
  canceled: 'Canceled',
  closed: 'Closed',
  holded: 'On hold',
  shipped: 'Shipped',
};

export const orderDate = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The customer's orders, 20 per page, newest first (GET /api/user/order-history). */
export function MyOrders() {
  const t = useT();
  const app = useApp();
  const { locale } = useSnapshot(app.stores.session);
  const orders = useSnapshot(app.stores.user).orders;
  const [error, setError] = useState<string | null>(null);
  const go = (page: number) =>
    loadOrders(app, page).then(
      () => setError(null),
      (e: unknown) => setError(messageOf(e)),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once when the block opens; the pager loads the other pages
  useEffect(() => {
    void go(orders?.page ?? 1);
    // Loaded once when the block opens; the pager loads the other pages.
  }, []);
  const pages = orders ? Math.max(1, Math.ceil(orders.total / ORDERS_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title">{t('My orders')}</h2>
      <FormMessage message={error} />
      {!orders ? (
        <p className="loading">…</p>
      ) : orders.items.length === 0 ? (
        <p>{t('You have not placed any orders yet.')}</p>
      ) : (
        <table className="orders">
          <thead>
            <tr>
              <th scope="col">{t('Order number')}</th>
              <th scope="col">{t('Order date')}</th>
              <th scope="col">{t('Status')}</th>
              <th scope="col">{t('Amount')}</th>
              <th scope="col">
                <span className="sr-only">{t('View order')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.items.map((order) => (
              <tr key={order.increment_id} className="orders__row">
                <td>{order.increment_id}</td>
                <td>{orderDate(order.created_at, locale)}</td>
                <td>{t(STATUS_LABELS[order.status] ?? order.status)}</td>
                <td>{formatPrice(order.grand_total)}</td>
                <td>
                  <Link to={`/my-account/orders/${encodeURIComponent(order.increment_id)}`}>{t('View order')}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {orders && pages > 1 && (
        <nav className="pager" aria-label={t('My orders')}>
          <button type="button" className="button" disabled={orders.page <= 1} onClick={() => void go(orders.page - 1)}>
            {t('Previous page')}
          </button>
          <span>{t('Page {page} of {pages}', { page: orders.page, pages })}</span>
          <button
            type="button"
            className="button"
            disabled={orders.page >= pages}
            onClick={() => void go(orders.page + 1)}
          >
            {t('Next page')}
          </button>
        </nav>
      )}
    </section>
  );
}
