// Whole-store SQL of an import: emptying the store's catalog before a `--replace` import, and
// rebuilding the store's text-search documents after the rows are written.
import { sqlValue } from './sql.ts';

/**
 * The tables of a store's catalog, children before parents. Shipping rates, configuration,
 * customers' carts, orders and reviews are not catalog content and stay.
 */
const CATALOG_TABLES = [
  'product_categories',
  'product_attributes',
  'stock_items',
  'url_rewrites',
  'products',
  'categories',
  'attributes',
  'tax_rules',
  'cms_pages',
  'cms_blocks',
  'banners',
] as const;

/** `--replace`: the store's catalog emptied, so the dump becomes the whole catalog. */
export function emptyStoreStatements(store: string): string[] {
  const s = sqlValue(store);
  return CATALOG_TABLES.map((table) => `DELETE FROM ${table} WHERE store = ${s};`);
}

/**
 * The store's search documents written afresh under the store's current number. The products
 * triggers (migrations/0013) register the store with an INSERT OR IGNORE, which SQLite runs with
 * the outer statement's conflict policy: under the importer's INSERT OR REPLACE the store gets a
 * new number on every product row while the documents written before keep the old one, so a
 * search in that store's rowid range finds nothing. Rebuilt last, the documents also carry the
 * category names of the links written after the products.
 */
export function searchRebuildStatements(store: string): string[] {
  const s = sqlValue(store);
  return [
    `INSERT OR IGNORE INTO search_store_numbers (store) VALUES (${s});`,
    `DELETE FROM product_search_docs WHERE store = ${s};`,
    `INSERT INTO product_search_docs (docid, store, product_id, name, sku, category)
  SELECT n.number * 4294967296 + src.product_id, src.store, src.product_id, src.name, src.sku, src.category
  FROM products p
  CROSS JOIN product_search_source src ON src.store = p.store AND src.product_id = p.id
  CROSS JOIN search_store_numbers n ON n.store = p.store
  WHERE p.store = ${s} AND p.status < 2 AND p.visibility <> 1 AND p.id BETWEEN 0 AND 4294967295;`,
  ];
}
