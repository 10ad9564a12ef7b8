import { useSnapshot } from 'valtio';
import { formatPrice } from '../../../shared/i18n/format.ts';
import { shippingNotChosen, type TotalSegment } from '../../../shared/pricing/totals.ts';
import { useApp, useT } from '../../app-context.tsx';
import { Coupon } from '../../components/CartSummary.tsx';
import { CatalogImage } from '../../components/CatalogImage.tsx';
import { DeliveryTime } from '../../components/DeliveryTime.tsx';

/**
 * The checkout's order summary: the lines, the coupon field of the microcart (reused), and the
 * server's totals with the tax rate named (19 % in Germany, 20 % in Austria), from the first step
 * on (shipping "calculated in the next step" until a method is chosen).
 */

const TITLES: Record<string, string> = {
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  discount: 'Discount',
  grand_total: 'Grand total',
};

function taxRates(segment: TotalSegment): string {
  const rates = (segment.extension_attributes?.tax_grandtotal_details ?? []).flatMap((d) =>
    d.rates.map((r) => r.percent),
  );
  return [...new Set(rates)].join(' / ');
}

export function CheckoutTotals() {
  const t = useT();
  const cart = useSnapshot(useApp().stores.cart);
  const fresh = cart.platformTotals && cart.lastTotalsSyncHash === cart.cartHash;
  const segments = cart.platformTotalSegments ?? [];
  if (!segments.length) return null;
  return (
    <dl className={`totals ${fresh ? '' : 'totals--stale'}`} aria-busy={!fresh || undefined}>
      {segments.map((s) => (
        <div key={s.code} className={`totals__${s.code}`}>
          <dt>
            {s.code === 'tax'
              ? t('incl. {percent} % VAT', { percent: taxRates(s as TotalSegment) })
              : t(TITLES[s.code] ?? s.title)}
            {s.code === 'discount' && cart.couponCode ? ` (${cart.couponCode})` : ''}
          </dt>
          <dd>{shippingNotChosen(s) ? t('calculated in the next step') : formatPrice(s.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `pending`: the cart is not known yet (server HTML, hydration): the heading only, the rest follows below it. */
export function OrderSummary({ pending = false }: { pending?: boolean }) {
  const t = useT();
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title" aria-busy={pending || undefined}>
      <h2 id="checkout-summary-title">{t('Order summary')}</h2>
      {pending ? null : <OrderLines />}
    </aside>
  );
}

function OrderLines() {
  const cart = useSnapshot(useApp().stores.cart);
  return (
    <>
      <ul className="cart-lines checkout-summary__lines">
        {cart.cartItems.map((line) => (
          <li key={line.id} className="cart-line">
            {line.thumbnail ? (
              <CatalogImage className="cart-line__image" src={line.thumbnail} width={150} height={150} sizes="64px" />
            ) : (
              <span className="cart-line__image" aria-hidden="true" />
            )}
            <div className="cart-line__body">
              <span className="cart-line__name">{line.name}</span>
              {line.labels?.length ? (
                <span className="cart-line__options">
                  {line.labels.map((l) => `${l.label}: ${l.value}`).join(', ')}
                </span>
              ) : null}
              <DeliveryTime of={line} />
              <span className="cart-line__row">
                <span>{line.qty} ×</span>
                <strong>{formatPrice(line.price_incl_tax * line.qty)}</strong>
              </span>
            </div>
          </li>
        ))}
      </ul>
      <Coupon />
      <CheckoutTotals />
    </>
  );
}
