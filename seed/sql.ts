// Writes the catalog as one SQL script for `wrangler d1 execute DB --local --file …`:
// DELETE the seeded stores' catalog rows, INSERT everything per store in multi-row statements,
// then upsert catalog_versions. No BEGIN/COMMIT (D1 rejects explicit transactions); statements
// stay far below D1's 100 kB statement limit; output is byte-identical for identical input.

import { CATALOG_CHANGED_AT, STORES, type StoreView } from './constants.ts';
import type { Catalog } from './catalog.ts';

type Value = string | number | boolean | null | Record<string, unknown> | unknown[];

const MAX_ROWS = 50;
const MAX_STATEMENT_BYTES = 90_000;
const utf8 = new TextEncoder();

export const CATALOG_TABLES = [
  'products', 'product_categories', 'product_attributes', 'stock_items', 'categories', 'attributes', 'tax_rules',
  'cms_pages', 'cms_blocks', 'banners', 'matrix_rates', 'config_entries', 'url_rewrites',
] as const;

/** SQL literal: strings quoted with doubled single quotes, objects as JSON text, booleans as 0/1. */
export function sqlValue(value: Value): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/** Multi-row INSERTs, split by row count and by statement size. */
export function insertStatements(table: string, columns: string[], rows: Value[][]): string[] {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`;
  const out: string[] = [];
  let batch: string[] = [];
  let bytes = head.length;
  const flush = (): void => {
    if (batch.length) out.push(`${head}${batch.join(',\n')};`);
    batch = [];
    bytes = head.length;
  };
  for (const row of rows) {
    const tuple = `(${row.map(sqlValue).join(', ')})`;
    const size = utf8.encode(tuple).length + 2;
    if (head.length + size > MAX_STATEMENT_BYTES) throw new Error(`${table}: one row is ${size} bytes, above the statement limit`);
    if (batch.length >= MAX_ROWS || bytes + size > MAX_STATEMENT_BYTES) flush();
    batch.push(tuple);
    bytes += size;
  }
  flush();
  return out;
}

function storeTables(catalog: Catalog, store: StoreView): Array<[string, string[], Value[][]]> {
  const s = store.code;
  const content = catalog.storeContent[s];
  return [
    ['categories', ['store', 'id', 'parent_id', 'name', 'url_key', 'url_path', 'slug', 'level', 'position', 'is_active', 'include_in_menu', 'product_count', 'doc'],
      catalog.categories.map((c) => [s, c.id, c.parent_id, c.name, c.url_key, c.url_path, c.slug, c.level, c.position, c.is_active, c.include_in_menu, c.product_count, c.doc])],
    ['attributes', ['store', 'attribute_id', 'attribute_code', 'doc'], catalog.attributes.map((a) => [s, a.attribute_id as number, a.attribute_code as string, a])],
    ['products', ['store', 'id', 'sku', 'parent_sku', 'type_id', 'name', 'url_key', 'url_path', 'status', 'visibility', 'price', 'final_price', 'position', 'created_at', 'updated_at', 'doc'],
      catalog.products.map((p) => [s, p.id, p.sku, p.parent_sku, p.type_id, p.name, p.url_key, p.url_path, p.status, p.visibility, p.price, p.final_price, p.position, p.created_at, p.updated_at, p.doc])],
    ['product_categories', ['store', 'product_id', 'category_id', 'position'], catalog.productCategories.map((r) => [s, r.product_id, r.category_id, r.position])],
    ['product_attributes', ['store', 'product_id', 'code', 'value'], catalog.productAttributes.map((r) => [s, r.product_id, r.code, r.value])],
    ['stock_items', ['store', 'sku', 'product_id', 'qty', 'is_in_stock', 'manage_stock'], catalog.stockItems.map((r) => [s, r.sku, r.product_id, r.qty, r.is_in_stock, r.manage_stock])],
    ['tax_rules', ['store', 'id', 'doc'], catalog.taxRules.map((d) => [s, d.id as number, d])],
    ['cms_pages', ['store', 'id', 'identifier', 'is_active', 'doc'], content.cmsPages.map((d) => [s, d.id as number, d.identifier as string, d.active as boolean, d])],
    ['cms_blocks', ['store', 'id', 'identifier', 'is_active', 'doc'], content.cmsBlocks.map((d) => [s, d.id as number, d.identifier as string, d.active as boolean, d])],
    ['banners', ['store', 'id', 'slider_id', 'order_banner', 'doc'], catalog.banners.map((d) => [s, d.id as number, d.slider_id as number, d.order_banner as number, d])],
    ['matrix_rates', ['store', 'id', 'doc'], content.matrixRates.map((d) => [s, d.id as number, d])],
    ['config_entries', ['store', 'config_path', 'config_value'], content.configEntries.map((e) => [s, e.path, e.value])],
    ['url_rewrites', ['store', 'request_path', 'entity_type', 'entity_id', 'target_path', 'redirect_type'],
      catalog.urlRewrites.map((r) => [s, r.request_path, r.entity_type, r.entity_id, r.target_path, r.redirect_type])],
  ];
}

export interface WriteSqlOptions { stores?: readonly string[] }

export function writeSql(catalog: Catalog, options: WriteSqlOptions = {}): string {
  const codes = options.stores ?? STORES.map((s) => s.code);
  const stores = codes.map((code) => {
    const store = STORES.find((s) => s.code === code);
    if (!store) throw new Error(`unknown store code ${code}`);
    return store;
  });
  const inList = stores.map((s) => sqlValue(s.code)).join(', ');
  const parts: string[] = CATALOG_TABLES.map((t) => `DELETE FROM ${t} WHERE store IN (${inList});`);
  for (const store of stores) {
    for (const [table, columns, rows] of storeTables(catalog, store)) parts.push(...insertStatements(table, columns, rows));
  }
  // Version 1 on a fresh database; a re-seed bumps it so edge caches keyed on it are purged.
  parts.push(`INSERT INTO catalog_versions (store, version, changed_at) VALUES\n${stores.map((s) => `(${sqlValue(s.code)}, 1, ${sqlValue(CATALOG_CHANGED_AT)})`).join(',\n')}\n`
    + 'ON CONFLICT (store) DO UPDATE SET version = catalog_versions.version + 1, changed_at = excluded.changed_at;');
  // The note goes last: simple loaders split on ";\n" and drop chunks that start with a comment,
  // so no comment may precede a statement.
  parts.push(`-- Zaunshop demo catalog (${catalog.stats.visibleProducts} visible products per store, stores ${codes.join(', ')}),`,
    '-- generated by seed/generate.ts. Do not edit; re-run the generator. Safe to run repeatedly.');
  return `${parts.join('\n')}\n`;
}
