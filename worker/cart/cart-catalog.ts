import type { TaxRule } from '../../shared/pricing/tax.ts';
import type { StoreCode, StoreView } from '../../shared/stores.ts';
import { loadTaxRules } from '../catalog/product-prices.ts';
import type { CartProductDoc } from './cart-product-doc.ts';

/**
 * The catalog a cart is priced against: the rows of the lines' SKUs and of the products they need
 * (configurable parents and children, bundle parts), their stock rows and the store's tax rules.
 * Rows of any status are read: the caller tells the shopper why one cannot be bought.
 */

/** A catalog row as the cart needs it: availability, type, parent and the whole document. */
export interface ProductRecord {
  sku: string;
  id: number;
  type_id: string;
  status: number;
  parent_sku: string | null;
  doc: CartProductDoc;
}

export interface StockRecord {
  sku: string;
  qty: number | null;
  is_in_stock: number;
  manage_stock: number;
}

/** D1 binds at most 100 parameters per statement; lists are read in chunks below that. */
const CHUNK = 90;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** Catalog rows of a store by SKU (any status: the caller tells the shopper why one is unavailable). */
export async function productsBySku(
  db: D1Database,
  store: StoreCode,
  skus: readonly string[],
): Promise<Map<string, ProductRecord>> {
  const distinct = [...new Set(skus)];
  const out = new Map<string, ProductRecord>();
  for (const part of chunks(distinct)) {
    const { results } = await db
      .prepare(
        `SELECT sku, id, type_id, status, parent_sku, doc FROM products WHERE store = ? AND sku IN (${part.map(() => '?').join(',')})`,
      )
      .bind(store, ...part)
      .all<Omit<ProductRecord, 'doc'> & { doc: string }>();
    for (const row of results) out.set(row.sku, { ...row, doc: JSON.parse(row.doc) as CartProductDoc });
  }
  return out;
}

export async function stockRecordsBySku(
  db: D1Database,
  store: StoreCode,
  skus: readonly string[],
): Promise<Map<string, StockRecord>> {
  const distinct = [...new Set(skus)];
  const out = new Map<string, StockRecord>();
  for (const part of chunks(distinct)) {
    const { results } = await db
      .prepare(
        `SELECT sku, qty, is_in_stock, manage_stock FROM stock_items WHERE store = ? AND sku IN (${part.map(() => '?').join(',')})`,
      )
      .bind(store, ...part)
      .all<StockRecord>();
    for (const row of results) out.set(row.sku, row);
  }
  return out;
}

export interface CatalogContext {
  store: StoreView;
  rules: TaxRule[];
  now: Date;
  /** Rows by SKU: the lines' products, their configurable parents (and children), bundle parts. */
  products: Map<string, ProductRecord>;
  stock: Map<string, StockRecord>;
}

/** The SKUs a line also needs from the catalog: parent, configurable children, bundle parts. */
export function relatedSkus(record: ProductRecord): string[] {
  const doc = record.doc;
  if (record.parent_sku) return [record.parent_sku];
  if (record.type_id === 'configurable') return (doc.configurable_children ?? []).map((c) => c.sku);
  if (record.type_id === 'bundle')
    return (doc.bundle_options ?? []).flatMap((o) => (o.product_links ?? []).map((l) => String(l.sku)));
  return [];
}

/** Loads what pricing the given SKUs needs: their rows, related rows, stock and the store's tax rules. */
export async function catalogFor(
  db: D1Database,
  store: StoreView,
  skus: readonly string[],
  now: Date,
): Promise<CatalogContext> {
  const [products, rules] = await Promise.all([productsBySku(db, store.code, skus), loadTaxRules(db, store.code)]);
  const related = [...products.values()].flatMap(relatedSkus).filter((sku) => !products.has(sku));
  if (related.length) for (const [sku, row] of await productsBySku(db, store.code, related)) products.set(sku, row);
  const stock = await stockRecordsBySku(db, store.code, [...products.keys()]);
  return { store, rules, now, products, stock };
}
