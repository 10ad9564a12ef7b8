// SQL text for `wrangler d1 execute --file`, shared by the demo seed (seed/sql.ts) and the
// vue-storefront-api importer so both write the catalog tables with the same columns and literals.
// Literal SQL instead of bound parameters: a file is the only way to feed `d1 execute`, and D1's
// 100-parameter limit does not apply to literals. D1's own limit that does apply: 100 kB per statement.

import type {
  CategoryRow,
  ProductAttributeRow,
  ProductCategoryRow,
  ProductRow,
  StockRow,
  UrlRewriteRow,
} from './rows.ts';

export type Value = string | number | boolean | null | Record<string, unknown> | unknown[];

const MAX_ROWS = 50;
const MAX_STATEMENT_BYTES = 90_000;
const utf8 = new TextEncoder();

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

/**
 * Multi-row INSERTs, split by row count and by statement size. `verb` 'INSERT OR REPLACE INTO'
 * makes the statements upserts by primary key (and by any unique index), which an import needs.
 */
export function insertStatements(
  table: string,
  columns: readonly string[],
  rows: Value[][],
  verb = 'INSERT INTO',
): string[] {
  const head = `${verb} ${table} (${columns.join(', ')}) VALUES\n`;
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
    if (head.length + size > MAX_STATEMENT_BYTES)
      throw new Error(`${table}: one row is ${size} bytes, above the statement limit`);
    if (batch.length >= MAX_ROWS || bytes + size > MAX_STATEMENT_BYTES) flush();
    batch.push(tuple);
    bytes += size;
  }
  flush();
  return out;
}

/** `column IN (…)` conditions for long key lists, split so no statement grows past the limit. */
export function inLists(values: ReadonlyArray<string | number>, size = 500): string[] {
  const lists: string[] = [];
  for (let i = 0; i < values.length; i += size)
    lists.push(
      `(${values
        .slice(i, i + size)
        .map((v) => sqlValue(v))
        .join(', ')})`,
    );
  return lists;
}

/** Column lists and row → tuple mappings of the derived catalog tables (migrations/0001_catalog.sql). */
export const TABLES = {
  categories: {
    columns: [
      'store',
      'id',
      'parent_id',
      'name',
      'url_key',
      'url_path',
      'slug',
      'level',
      'position',
      'is_active',
      'include_in_menu',
      'product_count',
      'doc',
    ],
    tuple: (s: string, c: CategoryRow): Value[] => [
      s,
      c.id,
      c.parent_id,
      c.name,
      c.url_key,
      c.url_path,
      c.slug,
      c.level,
      c.position,
      c.is_active,
      c.include_in_menu,
      c.product_count,
      c.doc,
    ],
  },
  products: {
    columns: [
      'store',
      'id',
      'sku',
      'parent_sku',
      'type_id',
      'name',
      'url_key',
      'url_path',
      'status',
      'visibility',
      'price',
      'final_price',
      'price_incl_tax_cents',
      'final_price_incl_tax_cents',
      'position',
      'created_at',
      'updated_at',
      'doc',
    ],
    tuple: (s: string, p: ProductRow): Value[] => [
      s,
      p.id,
      p.sku,
      p.parent_sku,
      p.type_id,
      p.name,
      p.url_key,
      p.url_path,
      p.status,
      p.visibility,
      p.price,
      p.final_price,
      p.price_incl_tax_cents ?? null,
      p.final_price_incl_tax_cents ?? null,
      p.position,
      p.created_at,
      p.updated_at,
      p.doc,
    ],
  },
  product_categories: {
    columns: ['store', 'product_id', 'category_id', 'position'],
    tuple: (s: string, r: ProductCategoryRow): Value[] => [s, r.product_id, r.category_id, r.position],
  },
  product_attributes: {
    columns: ['store', 'product_id', 'code', 'value'],
    tuple: (s: string, r: ProductAttributeRow): Value[] => [s, r.product_id, r.code, r.value],
  },
  stock_items: {
    columns: ['store', 'sku', 'product_id', 'qty', 'is_in_stock', 'manage_stock'],
    tuple: (s: string, r: StockRow): Value[] => [s, r.sku, r.product_id, r.qty, r.is_in_stock, r.manage_stock],
  },
  url_rewrites: {
    columns: ['store', 'request_path', 'entity_type', 'entity_id', 'target_path', 'redirect_type'],
    tuple: (s: string, r: UrlRewriteRow): Value[] => [
      s,
      r.request_path,
      r.entity_type,
      r.entity_id,
      r.target_path,
      r.redirect_type,
    ],
  },
} as const;

type TableName = keyof typeof TABLES;
type RowOf<T extends TableName> = Parameters<(typeof TABLES)[T]['tuple']>[1];

/** INSERT statements for rows of one of the derived tables, for one store. */
export function tableInserts<T extends TableName>(
  table: T,
  store: string,
  rows: ReadonlyArray<RowOf<T>>,
  verb?: string,
): string[] {
  const def = TABLES[table] as { columns: readonly string[]; tuple: (s: string, r: RowOf<T>) => Value[] };
  return insertStatements(
    table,
    def.columns,
    rows.map((r) => def.tuple(store, r)),
    verb,
  );
}
