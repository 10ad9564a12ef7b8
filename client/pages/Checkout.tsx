import '../../shared/i18n/areas/checkout.ts';
import { useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';

/** Checkout: an empty cart has nothing to check out, so the shopper is sent back to the shop. */
export default function CheckoutPage() {
  const t = useT();
  return (
    <div className="checkout">
      <h1>{t('Checkout')}</h1>
      <p className="empty">{t('Your cart is empty.')}</p>
      <p><Link to="/" className="button">{t('Continue shopping')}</Link></p>
    </div>
  );
}
