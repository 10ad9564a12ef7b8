// Small text helpers shared by every generator module: URL slugs and money rounding.

// slugify is shared with the vue-storefront-api importer, which derives missing url_keys the same way.
export { slugify } from '../scripts/import/rows.ts';

/** Rounds to cents; every stored price goes through this so floats never print as 12.299999. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** German VAT the shop owner thinks in: a shelf price like 59,90 € becomes the stored net price. */
export function netFromGross(gross: number, rate = 19): number {
  return round2(gross / (1 + rate / 100));
}

/** Rounds a computed gross price to a typical shop ending (…,90 or …,99 below 10 €). */
export function shelfPrice(gross: number): number {
  if (gross < 10) return Math.max(0.99, Math.floor(gross) + 0.99);
  return Math.floor(gross) + 0.9;
}

/** German number formatting for texts ("1.230", "2,5"), independent of the machine's locale. */
export function deNumber(value: number): string {
  const [int, frac] = String(value).split('.');
  const grouped = (int ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return frac ? `${grouped},${frac}` : grouped;
}
