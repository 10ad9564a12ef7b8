// Prices per store as the shop owner sets them: gross. The German stores sell at the catalog's
// shelf prices (19 % VAT included); the Austrian store's gross prices are the same net amounts plus
// its 20 %, rounded to the cent once. Every price-bearing object of a document keeps its gross amount
// in whole cents (`price_incl_tax_cents`, `special_price_incl_tax_cents`, `final_price_incl_tax_cents`:
// the source the storefront and the cart compute from) beside the net euros derived from it
// (`price`, `special_price`, `final_price`, which vue-storefront-api's wire format carries).

import { netOfGrossCents } from '../../shared/pricing/gross.ts';
import { addTaxCents, toCents, toEuros } from '../../shared/pricing/money.ts';
import type { StoreView } from '../constants.ts';
import type { ProductRow } from './rows.ts';

type Doc = Record<string, unknown>;

/** The standard VAT rate of a store's country, in percent (the tax rules of shop-config.ts). */
export const STORE_TAX_PERCENT: Record<StoreView['country'], number> = { DE: 19, AT: 20 };
const GERMAN = STORE_TAX_PERCENT.DE;
const PRICE_FIELDS = ['price', 'special_price', 'final_price'] as const;
type PriceField = (typeof PRICE_FIELDS)[number];

/** German gross euros → the gross cents and the net euros of a German document. */
export function germanGross(prices: Partial<Record<PriceField, number | null>>): Doc {
  const out: Doc = {};
  for (const field of PRICE_FIELDS) {
    const gross = prices[field];
    if (gross === undefined) continue;
    const cents = gross === null ? null : toCents(gross);
    out[`${field}_incl_tax_cents`] = cents;
    out[field] = cents === null ? null : toEuros(netOfGrossCents(cents, GERMAN));
  }
  return out;
}

/** A German gross amount → the store's gross amount, in cents. */
const storeGross = (germanCents: number, ratePercent: number): number =>
  ratePercent === GERMAN ? germanCents : addTaxCents(netOfGrossCents(germanCents, GERMAN), ratePercent);

/** A German-priced value (document, list, option) with every price turned into the store's. */
function reprice(value: unknown, ratePercent: number): unknown {
  if (Array.isArray(value)) return value.map((v) => reprice(v, ratePercent));
  if (value === null || typeof value !== 'object') return value;
  const out: Doc = {};
  for (const [key, v] of Object.entries(value)) out[key] = reprice(v, ratePercent);
  for (const field of PRICE_FIELDS) {
    const german = out[`${field}_incl_tax_cents`];
    if (typeof german !== 'number') continue;
    const gross = storeGross(german, ratePercent);
    out[`${field}_incl_tax_cents`] = gross;
    out[field] = toEuros(netOfGrossCents(gross, ratePercent));
  }
  return out;
}

/** A German-priced product row as the store sells it: its document, net columns and gross columns. */
export function rowForStore(row: ProductRow, store: Pick<StoreView, 'country'>): ProductRow {
  const rate = STORE_TAX_PERCENT[store.country];
  const doc = reprice(row.doc, rate) as Doc;
  const cents = (field: PriceField) =>
    typeof doc[`${field}_incl_tax_cents`] === 'number' ? (doc[`${field}_incl_tax_cents`] as number) : null;
  return {
    ...row,
    doc,
    price: typeof doc.price === 'number' ? doc.price : row.price,
    final_price: typeof doc.final_price === 'number' ? doc.final_price : row.final_price,
    price_incl_tax_cents: cents('price'),
    final_price_incl_tax_cents: cents('final_price'),
  };
}
