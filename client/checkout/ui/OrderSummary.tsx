import { formatPrice } from '../../../shared/i18n/format.ts';
import { shippingNotChosen, type TotalSegment } from '../../../shared/pricing/totals.ts';
import { useT } from '../../app-context.tsx';
import { Coupon } from '../../components/CartSummary.tsx';
import { CatalogImage } from '../../components/CatalogImage.tsx';
import { DeliveryTime } from '../../components/DeliveryTime.tsx';
import type { OrderView } from '../order-view.ts';

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

/** The totals as the server computed them; dimmed while they are of an earlier cart. */
export function CheckoutTotals({ order }: { order: OrderView }) {
  const t = useT();
  if (!order.segments.length) return null;
  return (
    <dl className={`totals ${order.fresh ? '' : 'totals--stale'}`} aria-busy={!order.fresh || undefined}>
      {order.segments.map((s) => (
        <div key={s.code} className={`totals__${s.code}`}>
          <dt>
            {s.code === 'tax' ? t('incl. {percent} % VAT', { percent: taxRates(s) }) : t(TITLES[s.code] ?? s.title)}
            {s.code === 'discount' && order.couponCode ? ` (${order.couponCode})` : ''}
          </dt>
          <dd>{shippingNotChosen(s) ? t('calculated in the next step') : formatPrice(s.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * `order`: the cart as the summary shows it (client/checkout/order-view.ts); null while it is not
 * known (the server could not read it): the heading only, the rest follows below it.
 */
export function OrderSummary({ order }: { order: OrderView | null }) {
  const t = useT();
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title" aria-busy={!order || undefined}>
      <h2 id="checkout-summary-title">{t('Order summary')}</h2>
      {order ? <OrderLines order={order} /> : null}
    </aside>
  );
}

function OrderLines({ order }: { order: OrderView }) {
  return (
    <>
      <ul className="cart-lines checkout-summary__lines">
        {order.lines.map((line) => (
          <li key={line.key} className="cart-line">
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
      <Coupon applied={order.couponCode} />
      <CheckoutTotals order={order} />
    </>
  );
}
