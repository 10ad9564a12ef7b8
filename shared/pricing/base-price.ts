/**
 * The base price of a product sold by a measure (German "Grundpreis", PAngV): the gross price per
 * reference unit. Products carry `baseprice_product_unit` (what one item holds, e.g. "2.5 m") and
 * `baseprice_reference_unit` (what the price is given per, e.g. "1 m").
 */

const UNITS: Record<string, [string, number]> = {
  mm: ['m', 0.001],
  cm: ['m', 0.01],
  m: ['m', 1],
  lfm: ['m', 1],
  km: ['m', 1000],
  g: ['kg', 0.001],
  kg: ['kg', 1],
  t: ['kg', 1000],
  ml: ['l', 0.001],
  l: ['l', 1],
  'm²': ['m2', 1],
  m2: ['m2', 1],
  qm: ['m2', 1],
  stk: ['stk', 1],
  stück: ['stk', 1],
};

function amountOf(text: string): { amount: number; base: string } | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*([^\s\d]+)\s*$/.exec(text);
  const unit = match && UNITS[match[2]!.toLowerCase()];
  return unit ? { amount: Number(match[1]!.replace(',', '.')) * unit[1], base: unit[0] } : null;
}

/** A product of "2.5 m" at 48,90 € with reference unit "1 m" costs 19,56 € / 1 m; null when the units do not compare. */
export function basePrice(
  gross: number,
  productUnit: string | null | undefined,
  referenceUnit: string | null | undefined,
): number | null {
  const product = productUnit ? amountOf(productUnit) : null;
  const reference = referenceUnit ? amountOf(referenceUnit) : null;
  if (!product || !reference || product.base !== reference.base || !(product.amount > 0) || !Number.isFinite(gross))
    return null;
  return Math.round((gross / product.amount) * reference.amount * 100) / 100;
}
