/**
 * Money arithmetic. Amounts are computed and stored in whole cents (integers, exact); euros with 2
 * fraction digits appear only where the catalog hands prices in and where an answer goes out on the
 * wire (vue-storefront-api's totals carry euro numbers such as 357.8). Rounding is half away from
 * zero on cents.
 */

/** A cent amount with a fractional part → whole cents, half away from zero (never -0). */
export function roundCents(amount: number): number {
  const whole = Math.round(Math.abs(amount) + 1e-9);
  return amount < 0 && whole !== 0 ? -whole : whole;
}

/** Euros as the catalog and the wire carry them → whole cents. */
export const toCents = (eur: number): number => roundCents(eur * 100);

/** Whole cents → euros for the wire (exact: an integer divided by 100, never -0). */
export const toEuros = (cents: number): number => (cents === 0 ? 0 : cents / 100);

/** A net cent amount plus tax at a rate in percent, rounded to the cent. */
export const addTaxCents = (netCents: number, ratePercent: number): number =>
  roundCents((netCents * (100 + ratePercent)) / 100);

/** The tax contained in a gross cent amount at a rate in percent, rounded to the cent. */
export const containedTaxCents = (grossCents: number, ratePercent: number): number =>
  ratePercent > 0 ? roundCents((grossCents * ratePercent) / (100 + ratePercent)) : 0;

/** Euros rounded to 2 fraction digits (catalog display prices). */
export function round2(amount: number): number {
  const cents = Math.round((Math.abs(amount) + Number.EPSILON) * 100);
  return ((Math.sign(amount) || 1) * cents) / 100;
}

/** A net euro price plus tax, rounded to the cent exactly as addTaxCents does (what the cart charges). */
export const addTax = (net: number, ratePercent: number): number => toEuros(addTaxCents(net * 100, ratePercent));
