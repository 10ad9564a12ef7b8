// A whole vue-storefront-api import as one SQL script for one store: read every dump, convert it,
// and upsert the rows so that running the same import twice leaves the same database.
// - Rows are written with INSERT OR REPLACE (upsert by primary key and unique index).
// - Rows derived from a re-imported product (category links, filter values, stock, URLs, and the
//   rows of its former configurable children) are deleted first: they are rebuilt from the dump.
// - With `replace` the store's catalog is emptied first (store-sql.ts).
// - The store's text-search documents are rebuilt after the rows (store-sql.ts says why).
// - catalog_versions is bumped last, so edge caches keyed on the version forget the old catalog.

import { convertCategories } from './categories.ts';
import { contentInserts, convertAttributes, convertCms, convertTaxRules } from './content.ts';
import { readDump, type DumpEntry, type DumpFormat, type DumpIssue } from './dump-reader.ts';
import { timestamp } from './fields.ts';
import { convertProducts } from './products.ts';
import { directRewrite, duplicatePaths, productRewrites, type UrlRewriteRow } from './rows.ts';
import { inLists, sqlValue, tableInserts } from './sql.ts';
import { emptyStoreStatements, searchRebuildStatements } from './store-sql.ts';

export type EntityType = 'category' | 'cms_page' | 'cms_block' | 'attribute' | 'taxrule' | 'product';
const ENTITY_TYPES: readonly EntityType[] = ['category', 'cms_page', 'cms_block', 'attribute', 'taxrule', 'product'];

/**
 * The entity a dump file holds, from its name: `catalog_category.json` (elasticdump of the
 * vue_storefront_catalog_category index), also with the index timestamp (`…_category_1587031505`)
 * or as `.jsonl`/`.ndjson`, and the published example `product-data-format.json`.
 */
export function entityOfFile(name: string): EntityType | undefined {
  if (name === 'product-data-format.json') return 'product';
  const match =
    /^(?:[a-z0-9_]*_)?(category|cms_page|cms_block|attribute|taxrule|product)(?:_\d+)?\.(?:json|jsonl|ndjson)$/.exec(
      name,
    );
  return match ? (match[1] as EntityType) : undefined;
}

export interface DumpFile {
  name: string;
  text: string;
}
export interface FileIssue {
  file: string;
  line: number;
  message: string;
}
export interface ImportPlan {
  statements: string[];
  files: Array<{ name: string; entity: EntityType; format: DumpFormat; entries: number }>;
  ignored: string[];
  issues: FileIssue[];
  /** Rows written per table (products also split into parents and configurable children). */
  counts: Record<string, number>;
}
export interface PlanOptions {
  store: string;
  now: Date;
  codes: readonly string[];
  /** Empty the store's catalog first: the dump becomes the whole catalog (`--replace`). */
  replace?: boolean;
}

const VERB = 'INSERT OR REPLACE INTO';

export function planImport(files: readonly DumpFile[], options: PlanOptions): ImportPlan {
  const { store, now, codes } = options;
  const issues: FileIssue[] = [];
  const read: ImportPlan['files'] = [];
  const ignored: string[] = [];
  const entries = new Map<EntityType, DumpEntry[]>(ENTITY_TYPES.map((t) => [t, []]));
  for (const file of files) {
    const entity = entityOfFile(file.name);
    if (!entity) {
      ignored.push(file.name);
      continue;
    }
    const dump = readDump(file.text);
    read.push({ name: file.name, entity, format: dump.format, entries: dump.entries.length });
    issues.push(...dump.issues.map((i) => ({ file: file.name, ...i })));
    entries.get(entity)!.push(...dump.entries.map((e) => ({ ...e, file: file.name })));
  }
  const collect = <T>(result: { rows: T[]; issues: DumpIssue[] }): T[] => {
    issues.push(...result.issues.map((i) => ({ file: i.file ?? '(dump)', line: i.line, message: i.message })));
    return result.rows;
  };

  const attributes = collect(convertAttributes(entries.get('attribute')!));
  const index = {
    byId: new Map(attributes.map((a) => [a.attribute_id, a.doc])),
    byCode: new Map(attributes.map((a) => [a.attribute_code, a.doc])),
  };
  const products = convertProducts(entries.get('product')!, { now, attributes: index, codes });
  collect({ rows: [], issues: products.issues });
  const categories = collect(convertCategories(entries.get('category')!, products.categoryCounts));
  const cmsPages = collect(convertCms(entries.get('cms_page')!, 'cms page'));
  const cmsBlocks = collect(convertCms(entries.get('cms_block')!, 'cms block'));
  const taxRules = collect(convertTaxRules(entries.get('taxrule')!));

  // Inactive categories and pages get no URL: the resolver's own fallbacks skip them too.
  const candidates: UrlRewriteRow[] = [
    ...categories.filter((c) => c.is_active && c.url_path).map((c) => directRewrite('category', c.url_path, c.id)),
    ...productRewrites(products.products, (p) =>
      p.url_path.endsWith('.html') ? [directRewrite('product', p.url_path.slice(0, -5), p.id)] : [],
    ),
    ...cmsPages.filter((p) => p.is_active).map((p) => directRewrite('cms_page', p.identifier, p.id)),
  ];
  const duplicates = new Set(duplicatePaths(candidates));
  const seen = new Set<string>();
  const urlRewrites = candidates.filter((r) => !seen.has(r.request_path) && seen.add(r.request_path));
  for (const path of duplicates)
    issues.push({
      file: '(url_rewrites)',
      line: 0,
      message: `request path "${path}" names several entities; the first one keeps it`,
    });

  const s = sqlValue(store);
  const statements: string[] = options.replace ? emptyStoreStatements(store) : [];
  // Whatever an earlier import derived from these products goes, including former children's rows.
  for (const list of inLists(products.products.map((p) => p.sku))) {
    const ids = `(SELECT id FROM products WHERE store = ${s} AND (sku IN ${list} OR parent_sku IN ${list}))`;
    statements.push(
      `DELETE FROM product_categories WHERE store = ${s} AND product_id IN ${ids};`,
      `DELETE FROM product_attributes WHERE store = ${s} AND product_id IN ${ids};`,
      `DELETE FROM url_rewrites WHERE store = ${s} AND entity_type = 'product' AND entity_id IN ${ids};`,
      `DELETE FROM stock_items WHERE store = ${s} AND (sku IN ${list} OR product_id IN ${ids});`,
      `DELETE FROM products WHERE store = ${s} AND parent_sku IN ${list};`,
    );
  }
  // Rows of the same ids under another sku are replaced below: their derived rows go as well.
  for (const list of inLists(products.products.map((p) => p.id))) {
    statements.push(
      `DELETE FROM product_categories WHERE store = ${s} AND product_id IN ${list};`,
      `DELETE FROM product_attributes WHERE store = ${s} AND product_id IN ${list};`,
      `DELETE FROM url_rewrites WHERE store = ${s} AND entity_type = 'product' AND entity_id IN ${list};`,
    );
  }
  for (const list of inLists(categories.map((c) => c.id)))
    statements.push(
      `DELETE FROM url_rewrites WHERE store = ${s} AND entity_type = 'category' AND entity_id IN ${list};`,
    );
  for (const list of inLists(cmsPages.map((p) => p.id)))
    statements.push(
      `DELETE FROM url_rewrites WHERE store = ${s} AND entity_type = 'cms_page' AND entity_id IN ${list};`,
    );

  statements.push(
    ...tableInserts('categories', store, categories, VERB),
    ...contentInserts(store, { cmsPages, cmsBlocks, attributes, taxRules }, VERB),
    ...tableInserts('products', store, products.products, VERB),
    ...tableInserts('product_categories', store, products.productCategories, VERB),
    ...tableInserts('product_attributes', store, products.productAttributes, VERB),
    ...tableInserts('stock_items', store, products.stockItems, VERB),
    ...tableInserts('url_rewrites', store, urlRewrites, VERB),
    ...searchRebuildStatements(store),
    `INSERT INTO catalog_versions (store, version, changed_at) VALUES (${s}, 1, ${sqlValue(timestamp(now))})\n` +
      'ON CONFLICT (store) DO UPDATE SET version = catalog_versions.version + 1, changed_at = excluded.changed_at;',
  );

  const children = products.products.filter((p) => p.parent_sku !== null).length;
  const counts = {
    categories: categories.length,
    products: products.products.length,
    'products (configurable children)': children,
    product_categories: products.productCategories.length,
    product_attributes: products.productAttributes.length,
    stock_items: products.stockItems.length,
    attributes: attributes.length,
    tax_rules: taxRules.length,
    cms_pages: cmsPages.length,
    cms_blocks: cmsBlocks.length,
    url_rewrites: urlRewrites.length,
  };
  return { statements, files: read, ignored, issues, counts };
}
