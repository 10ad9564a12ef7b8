import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatPrice } from '../../../shared/i18n/format.ts';
import type { OrderHistoryItem } from '../../../shared/schemas/order-history.ts';
import { useApp, useT } from '../../app-context.tsx';
import { paymentTitle } from '../../../shared/rules/order-labels.ts';
import { Link } from '../../components/Link.tsx';
import { messageOf } from '../../cart/runtime.ts';
import { FormMessage } from '../../components/form/Field.tsx';
import { reorder } from '../reorder.ts';
import { withUser } from '../session.ts';
import { orderDate, STATUS_LABELS } from './MyOrders.tsx';

/** One order of the customer (GET /api/user/order/{id}) with its lines, totals and "Order again". */
export function MyOrder({ orderId }: { orderId: string }) {
  const t = useT();
  const app = useApp();
  const { locale } = useSnapshot(app.stores.session);
  const [order, setOrder] = useState<OrderHistoryItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    withUser(app, (api, token) => api.order(token, orderId)).then(setOrder, (e: unknown) => setError(messageOf(e)));
  }, [app, orderId]);
  const again = async () => {
    if (!order || busy) return;
    setBusy(true);
    await reorder(app, order).finally(() => setBusy(false));
  };
  return (
    <section aria-labelledby="order-title">
      <h2 id="order-title">{t('Order #{orderNumber}', { orderNumber: orderId })}</h2>
      <p>
        <Link to="/my-account/orders">{t('Back to orders')}</Link>
      </p>
      <FormMessage message={error} />
      {!order ? (
        !error && <p className="loading">…</p>
      ) : (
        <>
          <dl className="order-info">
            <dt>{t('Order date')}</dt>
            <dd>{orderDate(order.created_at, locale)}</dd>
            <dt>{t('Status')}</dt>
            <dd>{t(STATUS_LABELS[order.status] ?? order.status)}</dd>
            {order.shipping_description && (
              <>
                <dt>{t('Shipping method')}</dt>
                <dd>{t(order.shipping_description)}</dd>
              </>
            )}
            <dt>{t('Payment method')}</dt>
            <dd>{paymentTitle(order.payment.method, t)}</dd>
            {order.shipment && (
              <>
                <dt>{t('Shipped with {carrier}', { carrier: order.shipment.carrier_name })}</dt>
                <dd className="order-info__tracking">
                  {t('Tracking number')} {order.shipment.tracking_number}
                  {order.shipment.tracking_url && (
                    <>
                      {' – '}
                      <a href={order.shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                        {t('Track shipment')}
                      </a>
                    </>
                  )}
                </dd>
              </>
            )}
          </dl>
          <h3>{t('Items ordered')}</h3>
          <table className="orders">
            <thead>
              <tr>
                <th scope="col">{t('Product name')}</th>
                <th scope="col">SKU</th>
                <th scope="col">{t('Price')}</th>
                <th scope="col">{t('Quantity')}</th>
                <th scope="col">{t('Subtotal')}</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.item_id}>
                  <td>{item.name}</td>
                  <td>{item.sku}</td>
                  <td>{formatPrice(item.price_incl_tax)}</td>
                  <td>{item.qty_ordered}</td>
                  <td>{formatPrice(item.row_total_incl_tax)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="order-info order-info--totals">
            <dt>{t('Subtotal')}</dt>
            <dd>{formatPrice(order.subtotal_incl_tax)}</dd>
            {order.discount_amount !== 0 && (
              <>
                <dt>{t('Discount')}</dt>
                <dd>{formatPrice(order.discount_amount)}</dd>
              </>
            )}
            <dt>{t('Shipping')}</dt>
            <dd>{formatPrice(order.shipping_incl_tax)}</dd>
            <dt>{t('Tax')}</dt>
            <dd>{formatPrice(order.tax_amount)}</dd>
            <dt>{t('Grand total')}</dt>
            <dd>
              <strong>{formatPrice(order.grand_total)}</strong>
            </dd>
          </dl>
          <button type="button" className="button" disabled={busy} onClick={() => void again()}>
            {t('Order again')}
          </button>
        </>
      )}
    </section>
  );
}
