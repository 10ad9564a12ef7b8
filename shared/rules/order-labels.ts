/** Names the checkout shows for codes: countries it delivers to and the shop's payment methods. */
import type { Translate } from '../i18n/interpolate.ts';

/** Countries the shop delivers to (shared/schemas/order.ts DELIVERY_COUNTRIES), named in German. */
export const COUNTRY_NAMES: Record<string, string> = { DE: 'Deutschland', AT: 'Österreich' };
export const COUNTRIES = Object.entries(COUNTRY_NAMES).map(([value, label]) => ({ value, label }));

/** A country's name for an address, the code itself for a country the shop does not name. */
export const countryName = (code: string): string => COUNTRY_NAMES[code] ?? code;

/**
 * The chosen options an order line stores ([{ label, value }]), as one text ("Farbe: Grün, Höhe: 1230 mm");
 * empty when the line has none. The thank-you page and the confirmation mail read them alike.
 */
export function lineOptionsText(options: unknown): string {
  if (!Array.isArray(options)) return '';
  return options
    .filter((o): o is { label: string; value: string } => !!o && typeof o === 'object' && 'label' in o && 'value' in o)
    .map((o) => `${o.label}: ${o.value}`)
    .join(', ');
}

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
