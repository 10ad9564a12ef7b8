import { computePrices, pricingDay, taxRateFor, type PriceSource, type TaxRule } from '../../shared/pricing/tax.ts';
import type { StoreCode, StoreView } from '../../shared/stores.ts';
import { catalogVersion } from '../cache/catalog-version.ts';
import { derivedView, IsolateMemo } from '../cache/isolate-memo.ts';

// Tax rules per store and catalog version: the same for every shopper, changed only with the
// catalog, so an isolate keeps them instead of asking D1 on every product query.
const taxRulesMemo = new IsolateMemo<TaxRule[]>(50);

export async function loadTaxRules(db: D1Database, store: StoreCode): Promise<TaxRule[]> {
  const key = `${store}:${await catalogVersion(db, store)}`;
  const cached = taxRulesMemo.get(key);
  if (cached) return cached;
  const { results } = await db
    .prepare('SELECT doc FROM tax_rules WHERE store = ? ORDER BY id')
    .bind(store)
    .all<{ doc: string }>();
  return taxRulesMemo.set(
    key,
    results.map((r) => JSON.parse(r.doc) as TaxRule),
  );
}

type Doc = Record<string, unknown>;

function withPrices(doc: Doc, rules: TaxRule[], country: string, now: Date): Doc {
  if (typeof doc.price !== 'number') return doc;
  const rate = taxRateFor(rules, doc.tax_class_id as number | undefined, country);
  return { ...doc, ...computePrices(doc as unknown as PriceSource, rate, now) };
}

/**
 * Adds the store's gross prices to a product document and its configurable children (
 * priceInclTax, originalPriceInclTax, specialPrice, final_price …), computed on the server so the
 * storefront never shows a price the checkout would not charge.
 */
export function applyPrices(doc: Doc, rules: TaxRule[], store: StoreView, now: Date): Doc {
  const priced = withPrices(doc, rules, store.taxCountry, now);
  const children = doc.configurable_children;
  if (!Array.isArray(children)) return priced;
  // A new object even when the parent has no price: stored documents may be shared (isolate memo).
  return {
    ...priced,
    configurable_children: children.map((child: Doc) => withPrices(child, rules, store.taxCountry, now)),
  };
}

/**
 * Prices products for a store and day: each with its gross and special prices as applyPrices sets
 * them. A shared document's priced view is kept with it (the prices depend only on the tax rules,
 * which change with the catalog version and so with the document, the country and the day of
 * special-price dates).
 */
export function productPricing(rules: TaxRule[], store: StoreView, now: Date): (doc: Doc) => Doc {
  const key = `priced:${store.taxCountry}:${pricingDay(now)}`;
  return (doc) => derivedView(doc, key, () => applyPrices(doc, rules, store, now));
}
