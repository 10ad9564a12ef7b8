import { useEffect, useRef, useState } from 'react';
import type { OrderSummary } from '../../../shared/schemas/order-summary.ts';
import { useApp, useT } from '../../app-context.tsx';
import { Link } from '../../components/Link.tsx';
import { loadOrderSummary } from '../order-summary.ts';
import { orderTransmitted, startNewCheckout, type PlacedOrder, type CheckoutState } from '../state.ts';
import { OrderDetails } from './OrderDetails.tsx';

/**
 * The thank-you page: the order number (the shop's increment id) and the order as the server stored
 * it (OrderDetails), read again on every visit. An order placed offline is sent from here once the
 * browser is online; its details show as soon as the server has it.
 */
export function ThankYou({ checkout, order }: { checkout: CheckoutState; order: PlacedOrder }) {
  const t = useT();
  const app = useApp();
  const heading = useRef<HTMLHeadingElement>(null);
  const [summary, setSummary] = useState<OrderSummary | null>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let current = true;
    const load = async () => {
      const found = await loadOrderSummary({ api: app.api, store: app.store, token: app.stores.user.token }, order);
      if (!current || !found) return;
      setSummary(found);
      if (order.transmitted === false) orderTransmitted(checkout, found.increment_id);
    };
    // Offline orders are sent automatically on the thank-you page once the browser is online.
    const send = () =>
      void import('../../offline/orders.ts')
        .then(({ appQueue, sendHeldOrders }) => sendHeldOrders(appQueue()))
        .catch(() => undefined)
        .then(load);
    if (order.transmitted !== false) void load();
    else if (navigator.onLine) send();
    window.addEventListener('online', send);
    return () => {
      current = false;
      window.removeEventListener('online', send);
    };
  }, [app, checkout, order]);
  return (
    <section className="thank-you" aria-labelledby="thank-you-title">
      <h2 id="thank-you-title" tabIndex={-1} ref={heading}>
        {t('Thank you for your order!')}
      </h2>
      {order.refused ? (
        <div className="thank-you__refused" role="alert">
          <p>{t('Your order could not be accepted. The sync inbox says why and what to do.')}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              app.stores.offline.inboxOpen = true;
            }}
          >
            {t('Open the sync inbox')}
          </button>
        </div>
      ) : order.transmitted === false ? (
        <>
          <p className="thank-you__offline" role="status">
            {t('Your order has been saved and will be sent as soon as you are back online.')}
          </p>
          <p>{t('The order details are shown here once your order has been sent.')}</p>
        </>
      ) : (
        <>
          <p className="thank-you__number">
            {t('Your order number is {orderNumber}.', { orderNumber: order.orderNumber })}
          </p>
          <p>{t('You will receive an order confirmation by e-mail shortly.')}</p>
        </>
      )}
      {summary ? <OrderDetails order={summary} /> : null}
      <p>
        <Link to="/" className="button" onClick={() => startNewCheckout(checkout)}>
          {t('Back to shop')}
        </Link>
      </p>
    </section>
  );
}
