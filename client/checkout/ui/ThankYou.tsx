import { useEffect, useRef } from 'react';
import { useT } from '../../app-context.tsx';
import { Link } from '../../components/Link.tsx';
import { startNewCheckout, type PlacedOrder, type CheckoutState } from '../state.ts';

/** The thank-you page with the order number (the shop's increment id). */
export function ThankYou({ checkout, order }: { checkout: CheckoutState; order: PlacedOrder }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // Offline orders are sent automatically on the thank-you page once the browser is online.
  useEffect(() => {
    if (order.transmitted !== false) return;
    const send = () =>
      void import('../../offline/orders.ts')
        .then(({ appQueue, sendHeldOrders }) => sendHeldOrders(appQueue()))
        .catch(() => undefined);
    if (navigator.onLine) send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [order.transmitted]);
  return (
    <section className="thank-you" aria-labelledby="thank-you-title">
      <h2 id="thank-you-title" tabIndex={-1} ref={heading}>
        {t('Thank you for your order!')}
      </h2>
      {order.transmitted === false ? (
        <p className="thank-you__offline" role="status">
          {t('Your order has been saved and will be sent as soon as you are back online.')}
        </p>
      ) : (
        <>
          <p className="thank-you__number">
            {t('Your order number is {orderNumber}.', { orderNumber: order.orderNumber })}
          </p>
          <p>{t('You will receive an order confirmation by e-mail shortly.')}</p>
        </>
      )}
      <p>
        <Link to="/" className="button" onClick={() => startNewCheckout(checkout)}>
          {t('Back to shop')}
        </Link>
      </p>
    </section>
  );
}
