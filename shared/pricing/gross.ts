import { addTaxCents, containedTaxCents, toCents } from './money.ts';

/**
 * Gross prices as the shop owner sets them. A German shop prices its goods incl. VAT, per store
 * (19 % in Germany, 20 % in Austria), so each store's catalog carries the gross amounts in whole
 * cents (`price_incl_tax_cents`, `special_price_incl_tax_cents` on products, `price_incl_tax_cents`
 * on option values and bundle links) and those are the source: the net amount is derived from them
 * (gross − the tax the gross contains). A shown price, its shown surcharges and the cart's line price
 * then agree to the cent, because the cart adds the very cents that are shown.
 *
 * A catalog without gross amounts (a remote vue-storefront-api, an imported dump) keeps net euros:
 * each shown amount is then its net price plus tax, rounded to the cent, and the cart still adds the
 * shown amounts.
 */

/** The gross amount in cents: the stored gross cents, else the net euros plus tax; NaN when neither is a number. */
export function grossCents(net: unknown, storedGrossCents: unknown, ratePercent: number): number {
  if (typeof storedGrossCents === 'number' && Number.isSafeInteger(storedGrossCents)) return storedGrossCents;
  const amount = typeof net === 'number' ? net : Number.NaN;
  return Number.isFinite(amount) ? addTaxCents(toCents(amount), ratePercent) : Number.NaN;
}

/** The net amount a gross cent amount stands for: the gross minus the tax it contains. */
export const netOfGrossCents = (gross: number, ratePercent: number): number =>
  gross - containedTaxCents(gross, ratePercent);
