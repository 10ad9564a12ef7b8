/** Names the checkout shows for codes: countries it delivers to and the shop's payment methods. */
import type { Translate } from '../i18n/interpolate.ts';

/** Countries the shop delivers to (shared/schemas/order.ts DELIVERY_COUNTRIES), named in German. */
export const COUNTRY_NAMES: Record<string, string> = { DE: 'Deutschland', AT: 'Österreich' };
export const COUNTRIES = Object.entries(COUNTRY_NAMES).map(([value, label]) => ({ value, label }));

/** Payment method titles as i18n keys (codes of worker/cart/cart-totals.ts; checkmo is prepayment). */
export const PAYMENT_TITLES: Record<string, string> = {
  checkmo: 'Prepayment (bank transfer)',
  cashondelivery: 'Cash on delivery',
};

/**
 * What a shopper reads for a payment method code (an order stores only "checkmo"): its title in the
 * shopper's language, else the title the shop sent, else the code.
 */
export function paymentTitle(code: string, t: Translate, title?: string): string {
  return t(PAYMENT_TITLES[code] ?? title ?? code);
}
