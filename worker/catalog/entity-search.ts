import type { ParsedSearchQuery } from '../../shared/schemas/search.ts';
import type { StoreCode } from '../../shared/stores.ts';
import { filtersToSql, ownEntry, parseSort } from './sql-filters.ts';
import { ApiError } from '../api/api-error.ts';

interface EntityTable {
  table: string;
  /** SQL expression that yields the JSON document of a row. */
  doc: string;
  id: string;
  columns: Record<string, string>;
  sortable: Record<string, string>;
  /** Condition applied unless the query filters on `activeColumn` itself (categories: active only). */
  activeColumn?: string;
}

const TABLES: Record<string, EntityTable | null> = {
  category: {
    table: 'categories',
    doc: 'doc',
    id: 'id',
    activeColumn: 'is_active',
    columns: {
      id: 'id',
      parent_id: 'parent_id',
      name: 'name',
      slug: 'slug',
      url_key: 'url_key',
      url_path: 'url_path',
      level: 'level',
      position: 'position',
      is_active: 'is_active',
      include_in_menu: 'include_in_menu',
      product_count: 'product_count',
    },
    sortable: { position: 'position', name: 'name', id: 'id', level: 'level' },
  },
  attribute: {
    table: 'attributes',
    doc: 'doc',
    id: 'attribute_id',
    columns: { attribute_id: 'attribute_id', attribute_code: 'attribute_code' },
    sortable: { attribute_id: 'attribute_id', attribute_code: 'attribute_code' },
  },
  cms_page: {
    table: 'cms_pages',
    doc: 'doc',
    id: 'id',
    activeColumn: 'is_active',
    columns: { id: 'id', identifier: 'identifier', is_active: 'is_active', active: 'is_active' },
    sortable: { id: 'id', identifier: 'identifier' },
  },
  cms_block: {
    table: 'cms_blocks',
    doc: 'doc',
    id: 'id',
    activeColumn: 'is_active',
    columns: { id: 'id', identifier: 'identifier', is_active: 'is_active', active: 'is_active' },
    sortable: { id: 'id', identifier: 'identifier' },
  },
  banner: {
    table: 'banners',
    doc: 'doc',
    id: 'id',
    activeColumn: "json_extract(doc, '$.is_active')",
    columns: {
      id: 'id',
      slider_id: 'slider_id',
      order_banner: 'order_banner',
      is_active: "json_extract(doc, '$.is_active')",
    },
    sortable: { id: 'id', order_banner: 'order_banner', slider_id: 'slider_id' },
  },
  taxrule: { table: 'tax_rules', doc: 'doc', id: 'id', columns: { id: 'id' }, sortable: { id: 'id' } },
  matrixrates: { table: 'matrix_rates', doc: 'doc', id: 'id', columns: { id: 'id' }, sortable: { id: 'id' } },
  // Approved reviews only: the review_docs view (migrations/0007_users.sql) has no other rows.
  review: {
    table: 'review_docs',
    doc: 'doc',
    id: 'id',
    columns: { id: 'id', product_id: 'product_id', created_at: 'created_at' },
    sortable: { id: 'id', created_at: 'created_at' },
  },
  config: {
    table: 'config_entries',
    id: 'config_path',
    doc: `json_object('config_path', config_path, 'config_value', config_value)`,
    columns: { config_path: 'config_path', config_value: 'config_value' },
    sortable: { config_path: 'config_path' },
  },
};

export function isEntityType(type: string): boolean {
  return type === 'product' || Object.hasOwn(TABLES, type) || type === 'cms_hierarchy';
}

export interface EntitySearchResult {
  total: number;
  docs: { id: string; doc: Record<string, unknown> }[];
}

/** Search over a non-product entity table with the same filter language as products. */
export async function searchEntities(
  db: D1Database,
  store: StoreCode,
  entityType: string,
  query: ParsedSearchQuery,
  page: { from: number; size: number; sort?: string },
): Promise<EntitySearchResult> {
  const def = ownEntry(TABLES, entityType);
  if (!def) return { total: 0, docs: [] }; // cms_hierarchy has no rows in the catalog store
  if (query._searchText) throw new ApiError(400, `Full-text search is not available for ${entityType}`);
  const where = filtersToSql(query._appliedFilters, (attr) => ({
    expr: ownEntry(def.columns, attr) ?? `json_extract(doc, '$.${attr}')`,
  }));
  const filtersActive = query._appliedFilters.some((f) => ownEntry(def.columns, f.attribute) === def.activeColumn);
  const active = def.activeColumn && !filtersActive ? ` AND ${def.activeColumn} = 1` : '';
  const base = `FROM ${def.table} WHERE store = ?${active} AND ${where.sql}`;
  const params = [store, ...where.params];
  const order = [...parseSort(page.sort, def.sortable), `${def.id} ASC`].join(', ');
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${def.id} AS id, ${def.doc} AS doc ${base} ORDER BY ${order} LIMIT ? OFFSET ?`)
      .bind(...params, page.size, page.from),
    db.prepare(`SELECT COUNT(*) AS n ${base}`).bind(...params),
  ]);
  return {
    total: Number((count?.results?.[0] as { n: number } | undefined)?.n ?? 0),
    docs: ((rows?.results ?? []) as { id: string | number; doc: string }[]).map((r) => ({
      id: String(r.id),
      doc: JSON.parse(r.doc),
    })),
  };
}
