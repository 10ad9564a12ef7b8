// Writes the catalog as one SQL script for `wrangler d1 execute DB --local --file …`:
// DELETE the seeded stores' catalog rows, INSERT everything per store in multi-row statements,
// then upsert catalog_versions. No BEGIN/COMMIT (D1 rejects explicit transactions); statements
// stay far below D1's 100 kB statement limit; output is byte-identical for identical input.

import { CATALOG_CHANGED_AT, STORES, type StoreView } from './constants.ts';
import type { Catalog } from './catalog.ts';
import { withDeliveryTimes } from './products/delivery-times.ts';
import { rowForStore } from './products/store-prices.ts';
import { serviceStatements } from './service/branches.ts';
import { blogStatements } from './blog/index.ts';
// Literals, statement splitting and the derived tables' columns are shared with the
// vue-storefront-api importer.
import { insertStatements, sqlValue, TABLES, type Value } from '../scripts/import/sql.ts';

export { insertStatements, sqlValue };

export const CATALOG_TABLES = [
  'products',
  'product_categories',
  'product_attributes',
  'stock_items',
  'categories',
  'attributes',
  'tax_rules',
  'cms_pages',
  'cms_blocks',
  'banners',
  'matrix_rates',
  'config_entries',
  'url_rewrites',
] as const;

function storeTables(catalog: Catalog, store: StoreView): Array<[string, readonly string[], Value[][]]> {
  const s = store.code;
  const content = catalog.storeContent[s];
  return [
    ['categories', TABLES.categories.columns, catalog.categories.map((c) => TABLES.categories.tuple(s, c))],
    [
      'attributes',
      ['store', 'attribute_id', 'attribute_code', 'doc'],
      catalog.attributes.map((a) => [s, a.attribute_id as number, a.attribute_code as string, a]),
    ],
    [
      'products',
      TABLES.products.columns,
      withDeliveryTimes(
        catalog.products.map((p) => rowForStore(p, store)),
        store.country,
      ).map((p) => TABLES.products.tuple(s, p)),
    ],
    [
      'product_categories',
      TABLES.product_categories.columns,
      catalog.productCategories.map((r) => TABLES.product_categories.tuple(s, r)),
    ],
    [
      'product_attributes',
      TABLES.product_attributes.columns,
      catalog.productAttributes.map((r) => TABLES.product_attributes.tuple(s, r)),
    ],
    ['stock_items', TABLES.stock_items.columns, catalog.stockItems.map((r) => TABLES.stock_items.tuple(s, r))],
    ['tax_rules', ['store', 'id', 'doc'], catalog.taxRules.map((d) => [s, d.id as number, d])],
    [
      'cms_pages',
      ['store', 'id', 'identifier', 'is_active', 'doc'],
      content.cmsPages.map((d) => [s, d.id as number, d.identifier as string, d.active as boolean, d]),
    ],
    [
      'cms_blocks',
      ['store', 'id', 'identifier', 'is_active', 'doc'],
      content.cmsBlocks.map((d) => [s, d.id as number, d.identifier as string, d.active as boolean, d]),
    ],
    [
      'banners',
      ['store', 'id', 'slider_id', 'order_banner', 'doc'],
      catalog.banners.map((d) => [s, d.id as number, d.slider_id as number, d.order_banner as number, d]),
    ],
    ['matrix_rates', ['store', 'id', 'doc'], content.matrixRates.map((d) => [s, d.id as number, d])],
    [
      'config_entries',
      ['store', 'config_path', 'config_value'],
      content.configEntries.map((e) => [s, e.path, e.value]),
    ],
    ['url_rewrites', TABLES.url_rewrites.columns, catalog.urlRewrites.map((r) => TABLES.url_rewrites.tuple(s, r))],
  ];
}

export interface WriteSqlOptions {
  stores?: readonly string[];
}

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
    for (const [table, columns, rows] of storeTables(catalog, store))
      parts.push(...insertStatements(table, columns, rows));
  }
  // Branches and postcode areas of the store locator (not per store).
  parts.push(...serviceStatements());
  parts.push(...blogStatements());
  // Version 1 on a fresh database; a re-seed bumps it so edge caches keyed on it are purged.
  parts.push(
    `INSERT INTO catalog_versions (store, version, changed_at) VALUES\n${stores.map((s) => `(${sqlValue(s.code)}, 1, ${sqlValue(CATALOG_CHANGED_AT)})`).join(',\n')}\n` +
      'ON CONFLICT (store) DO UPDATE SET version = catalog_versions.version + 1, changed_at = excluded.changed_at;',
  );
  // The note goes last: simple loaders split on ";\n" and drop chunks that start with a comment,
  // so no comment may precede a statement.
  parts.push(
    `-- Zaunshop demo catalog (${catalog.stats.visibleProducts} visible products per store, stores ${codes.join(', ')}),`,
    '-- generated by seed/generate.ts. Do not edit; re-run the generator. Safe to run repeatedly.',
  );
  return `${parts.join('\n')}\n`;
}
