import { grossCents, netOfGrossCents } from './gross.ts';
import { round2, toEuros } from './money.ts';

/** A tax rule document (vue-storefront-api `taxrule`). Rates are in percent. */
export interface TaxRule {
  id: number;
  code?: string;
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  rates: { rate: number; tax_country_id: string; region_name?: string; tax_region_id?: number; code?: string }[];
}

/** Tax country used when a store or address names none. */
export const FALLBACK_TAX_COUNTRY = 'PL';

/**
 * The tax rate in percent for a product tax class in a country. A customer tax class narrows the
 * rule only when one is given (only with a numeric tax userGroupId configured).
 */
export function taxRateFor(
  rules: TaxRule[],
  productTaxClassId: number | string | undefined,
  country: string | undefined,
  customerTaxClassId?: number,
): number {
  const classId = Number(productTaxClassId ?? 0);
  if (!classId) return 0;
  const taxCountry = country || FALLBACK_TAX_COUNTRY;
  for (const rule of rules) {
    if (!rule.product_tax_class_ids.map(Number).includes(classId)) continue;
    if (customerTaxClassId !== undefined && !rule.customer_tax_class_ids.map(Number).includes(customerTaxClassId))
      continue;
    const rate = rule.rates.find((r) => r.tax_country_id === taxCountry);
    if (rate) return rate.rate;
  }
  return 0;
}

export interface PriceSource {
  price: number;
  special_price?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  tax_class_id?: number | string;
  /** The store's gross list and special price in cents, the source when present (gross.ts). */
  price_incl_tax_cents?: number | null;
  special_price_incl_tax_cents?: number | null;
}

/** The day special-price dates are compared with (UTC, YYYY-MM-DD): prices change only from one to the next. */
export function pricingDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whether a special price applies on `now` (dates are inclusive days, open ends allowed). */
export function isSpecialPriceActive(p: PriceSource, now: Date): boolean {
  if (p.special_price === undefined || p.special_price === null || p.special_price <= 0) return false;
  if (p.special_price >= p.price) return false;
  const day = pricingDay(now);
  if (p.special_from_date && day < p.special_from_date.slice(0, 10)) return false;
  if (p.special_to_date && day > p.special_to_date.slice(0, 10)) return false;
  return true;
}

export interface ComputedPrices {
  price: number;
  priceTax: number;
  priceInclTax: number;
  originalPrice: number;
  originalPriceInclTax: number;
  specialPrice: number | null;
  specialPriceInclTax: number | null;
  final_price: number;
  finalPriceInclTax: number;
  taxRate: number;
}

/** One price in both forms: the gross source and the net derived from it (or kept, for a net catalog). */
function bothForms(net: number | null | undefined, storedGross: unknown, ratePercent: number) {
  const gross = grossCents(net, storedGross, ratePercent);
  const isGrossSource = typeof storedGross === 'number' && Number.isSafeInteger(storedGross);
  return {
    gross: toEuros(gross),
    net: isGrossSource ? toEuros(netOfGrossCents(gross, ratePercent)) : round2(Number(net)),
  };
}

/**
 * Net and gross prices of one product for a tax rate and day. The store's gross cents are the
 * source where the catalog has them and the net prices are derived; a net catalog adds the tax.
 */
export function computePrices(p: PriceSource, ratePercent: number, now: Date): ComputedPrices {
  const list = bothForms(p.price, p.price_incl_tax_cents, ratePercent);
  const special = isSpecialPriceActive(p, now)
    ? bothForms(p.special_price, p.special_price_incl_tax_cents, ratePercent)
    : null;
  const final = special ?? list;
  return {
    price: list.net,
    priceTax: round2(list.gross - list.net),
    priceInclTax: list.gross,
    originalPrice: list.net,
    originalPriceInclTax: list.gross,
    specialPrice: special?.net ?? null,
    specialPriceInclTax: special?.gross ?? null,
    final_price: final.net,
    finalPriceInclTax: final.gross,
    taxRate: ratePercent,
  };
}

/** A customer group and its customer tax class (Magento's customer_group entity). */
export interface CustomerGroup {
  id: number;
  code?: string;
  tax_class_id: number;
}

/** Magento's default customer groups; all of them pay tax as "Retail Customer" (class 3). */
export const DEFAULT_CUSTOMER_GROUPS: readonly CustomerGroup[] = [
  { id: 0, code: 'NOT LOGGED IN', tax_class_id: 3 },
  { id: 1, code: 'General', tax_class_id: 3 },
  { id: 2, code: 'Wholesale', tax_class_id: 3 },
  { id: 3, code: 'Retailer', tax_class_id: 3 },
];

/**
 * The customer tax class that narrows tax rule selection: only when the shop configures
 * a numeric tax `userGroupId` (a string such as '1' does not count, as in vue-storefront's
 * `typeof config.tax.userGroupId === 'number'`). The shopper's own group (`groupId`, e.g. from
 * the user profile) wins over the configured one. Undefined means "do not narrow by customer
 * class": so is an unknown group, rather than a class no rule knows, which would drop the tax.
 */
export function customerTaxClassFor(
  config: { userGroupId?: unknown },
  groups: readonly CustomerGroup[] = DEFAULT_CUSTOMER_GROUPS,
  groupId?: number | null,
): number | undefined {
  const configured = config.userGroupId;
  if (typeof configured !== 'number' || !Number.isInteger(configured)) return undefined;
  const group = typeof groupId === 'number' && Number.isInteger(groupId) ? groupId : configured;
  return groups.find((g) => g.id === group)?.tax_class_id;
}
