import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import '../../shared/i18n/areas/checkout.ts';
import { formatPrice } from '../../shared/i18n/format.ts';
import { useApp, useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { Totals } from '../components/CartSummary.tsx';

/**
 * Checkout (minimal layout, so no header starts the cart): the shopper's cart as the server prices
 * it, or the empty state. The cart loads after hydration; until then nothing claims it is empty.
 */
export default function CheckoutPage() {
  const t = useT();
  const app = useApp();
  const cart = useSnapshot(app.stores.cart);
  useEffect(() => {
    void import('../cart/start.ts').then(({ startCart }) => startCart(app));
  }, [app]);

  return (
    <div className="checkout">
      <h1>{t('Checkout')}</h1>
      {!cart.loaded ? (
        <p className="loading" aria-busy="true">…</p>
      ) : cart.cartItems.length === 0 ? (
        <>
          <p className="empty">{t('Your cart is empty.')}</p>
          <p><Link to="/" className="button">{t('Continue shopping')}</Link></p>
        </>
      ) : (
        <section aria-labelledby="checkout-cart">
          <h2 id="checkout-cart">{t('Order summary')}</h2>
          <ul className="cart-lines">
            {cart.cartItems.map((line) => (
              <li key={line.id} className="cart-line">
                <span className="cart-line__name">{line.name}</span>
                <span>{line.qty} × {formatPrice(line.price_incl_tax)}</span>
              </li>
            ))}
          </ul>
          <Totals />
          <p><Link to="/" className="button">{t('Continue shopping')}</Link></p>
        </section>
      )}
    </div>
  );
}
