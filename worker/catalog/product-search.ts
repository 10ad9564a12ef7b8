import type { ParsedSearchQuery, AggregationBucket } from '../../shared/schemas/search.ts';
import type { StoreCode } from '../../shared/stores.ts';
import { filtersToSql, ownEntry, parseSort, type ColumnResolver } from './sql-filters.ts';
import { textSearchSql } from './fulltext.ts';
import { searchVocabulary } from './search-vocabulary.ts';

/** Attributes kept in product_attributes (a configurable parent also holds its children's values). */
export const FACET_ATTRIBUTES = [
  'hoehe',
  'breite',
  'anzahl_torfluegel',
  'ausfuehrung_neu',
  'color',
  'size',
  'erin_recommends',
  'material',
];
/** Terms aggregation sizes: 100, but 10 for size and color. */
const aggregationSize = (code: string) => (code === 'size' || code === 'color' ? 10 : 100);
/** Price range facets. */
export const PRICE_RANGES = [
  { from: 0, to: 50 },
  { from: 50, to: 100 },
  { from: 100, to: 150 },
  { from: 150 },
] as const;

const COLUMNS: Record<string, string> = {
  id: 'p.id',
  sku: 'p.sku',
  type_id: 'p.type_id',
  name: 'p.name',
  url_key: 'p.url_key',
  url_path: 'p.url_path',
  slug: 'p.url_key',
  status: 'p.status',
  visibility: 'p.visibility',
  price: 'p.price',
  final_price: 'p.final_price',
  updated_at: 'p.updated_at',
  created_at: 'p.created_at',
  parent_sku: 'p.parent_sku',
};
const SORTABLE: Record<string, string> = {
  price: 'p.price',
  final_price: 'p.final_price',
  updated_at: 'p.updated_at',
  created_at: 'p.created_at',
  position: 'p.position',
  name: 'p.name',
  id: 'p.id',
};

/**
 * SQL for a product's gross final price in euros: the store's stored gross cents, else (a catalog
 * priced net) the net column times the store's standard tax factor.
 */
export function grossPrice(factor: number): string {
  const net = `ROUND(p.final_price * ${Number.isFinite(factor) && factor > 0 ? factor : 1}, 2)`;
  return `COALESCE(p.final_price_incl_tax_cents / 100.0, ${net})`;
}

function resolver(store: StoreCode, grossFactor: number): ColumnResolver {
  return (attribute) => {
    if (attribute === 'final_price_incl_tax' || attribute === 'price_incl_tax')
      return { expr: grossPrice(grossFactor) };
    if (attribute === 'category_ids' || attribute === 'category.category_id') {
      return {
        valueExpr: 'pc.category_id',
        subquery: (cond) =>
          `p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.store = '${store}' AND ${cond})`,
      };
    }
    if (attribute === 'configurable_children.sku') {
      // A child SKU finds its configurable parent (how a storefront looks up a variant's product).
      return {
        valueExpr: 'ch.sku',
        subquery: (cond) =>
          `p.sku IN (SELECT ch.parent_sku FROM products ch WHERE ch.store = '${store}' AND ch.parent_sku IS NOT NULL AND ${cond})`,
      };
    }
    if (FACET_ATTRIBUTES.includes(attribute)) {
      return {
        valueExpr: 'pa.value',
        subquery: (cond) =>
          `p.id IN (SELECT pa.product_id FROM product_attributes pa WHERE pa.store = '${store}' AND pa.code = '${attribute}' AND ${cond})`,
      };
    }
    if (attribute === 'stock.is_in_stock') {
      return { expr: `(SELECT s.is_in_stock FROM stock_items s WHERE s.store = p.store AND s.sku = p.sku)` };
    }
    return { expr: ownEntry(COLUMNS, attribute) ?? `json_extract(p.doc, '$.${attribute}')` };
  };
}

/** A search answered without documents: the ids of the requested page, in order, with their scores. */
export interface ProductMatches {
  total: number;
  hits: { id: number; score: number }[];
  aggregations: Record<string, { buckets: AggregationBucket[] }>;
}

/** The documents of the given products by id (at most a page: the ids are written into the SQL). */
export async function productDocs(
  db: D1Database,
  store: StoreCode,
  ids: number[],
): Promise<Map<number, Record<string, unknown>>> {
  return new Map(
    (await productDocTexts(db, store, ids)).map((r) => [r.id, JSON.parse(r.doc) as Record<string, unknown>]),
  );
}

/** The stored JSON texts of the given products by id (for callers that also want their size). */
export async function productDocTexts(
  db: D1Database,
  store: StoreCode,
  ids: number[],
): Promise<{ id: number; doc: string }[]> {
  const wanted = ids.filter((id) => Number.isSafeInteger(id));
  if (wanted.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT id, doc FROM products WHERE store = ? AND id IN (${wanted.join(',')})`)
    .bind(store)
    .all<{ id: number; doc: string }>();
  return results;
}

/** The sort of a search as SQL terms ("p.updated_at DESC"): the `sort` parameter first, then `_appliedSort`. */
export function requestedSorts(query: ParsedSearchQuery, sort: string | undefined): string[] {
  const explicitSort = query._appliedSort.map((s) => {
    const dir =
      typeof s.options === 'string' ? s.options : ((s.options as { order?: string } | undefined)?.order ?? 'asc');
    return `${s.field}:${dir}`;
  });
  return [...parseSort(sort, SORTABLE), ...parseSort(explicitSort.join(','), SORTABLE)];
}

/** The facets a search asks for: term facets over FACET_ATTRIBUTES, and whether price ranges are wanted. */
export function requestedFacets(query: ParsedSearchQuery): { termCodes: string[]; wantsPrice: boolean } {
  const facetCodes = query._availableFilters.map((f) => f.field.replace(/_filter$/, ''));
  return {
    termCodes: facetCodes.filter((code) => FACET_ATTRIBUTES.includes(code)),
    wantsPrice: facetCodes.includes('price'),
  };
}

/** A counted facet value: a term (code, value) or a price range ('#price', range index as text). */
export interface FacetCount {
  code: string;
  key: string | number;
  n: number;
}

/** Aggregations in Elasticsearch's shape from facet counts: terms by count, then value; the price ranges in order. */
export function facetAggregations(
  counts: readonly FacetCount[],
  termCodes: string[],
  wantsPrice: boolean,
): ProductMatches['aggregations'] {
  const aggregations: ProductMatches['aggregations'] = {};
  for (const code of termCodes) {
    const buckets = counts
      .filter((r) => r.code === code)
      .sort((a, b) => b.n - a.n || String(a.key).localeCompare(String(b.key)))
      .slice(0, aggregationSize(code))
      .map((r) => ({ key: r.key, doc_count: r.n }));
    aggregations[`agg_terms_${code}`] = { buckets };
  }
  if (wantsPrice) {
    const byIndex = new Map(counts.filter((r) => r.code === '#price').map((r) => [String(r.key), r.n]));
    aggregations.agg_range_price = {
      buckets: PRICE_RANGES.map((r, i) => ({
        key: `${r.from}-${'to' in r ? r.to : '*'}`,
        from: r.from,
        ...('to' in r ? { to: r.to } : {}),
        doc_count: Number(byIndex.get(String(i)) ?? 0),
      })),
    };
  }
  return aggregations;
}

/**
 * The matches of a search-query: the page's ids and scores, the total and the facets. Unavailable (status ≥ 2) and not-visible (visibility 1) products are
 * never listed. Aggregations count over the whole filtered set, not just the returned page.
 */
export async function findProducts(
  db: D1Database,
  store: StoreCode,
  query: ParsedSearchQuery,
  page: { from: number; size: number; sort?: string },
  /** 1 + the store's standard tax rate: price ranges count gross prices, as shoppers see them. */
  grossFactor = 1,
): Promise<ProductMatches> {
  const where = filtersToSql(query._appliedFilters, resolver(store, grossFactor));
  const vocabulary = query._searchText.trim() ? await searchVocabulary(db, store) : undefined;
  const text = textSearchSql(store, query._searchText, vocabulary);
  const sorts = requestedSorts(query, page.sort);
  // A given sort wins; relevance orders what it leaves tied (everything, when no sort is given).
  const order = [...sorts, ...(text ? ['p.score DESC'] : []), 'p.id ASC'].join(', ');

  const { termCodes, wantsPrice } = requestedFacets(query);
  // The matching products as narrow rows: only the columns the sort and the price ranges read, so
  // the usual sorts are served from the covering listing index without touching the documents.
  const columns = new Set([
    'p.id',
    ...sorts.map((s) => s.split(' ')[0]!),
    ...(wantsPrice ? ['p.final_price', 'p.final_price_incl_tax_cents'] : []),
  ]);
  // `_searchText`: only matches above the minimum score, joined with their relevance as s.score.
  const matches = `SELECT ${[...columns].join(', ')}${text ? ', s.score' : ', 0 AS score'}
    FROM ${text ? `(${text.sql}) s CROSS JOIN products p ON p.id = s.id` : 'products p'} WHERE p.store = ? AND p.status < 2 AND p.visibility <> 1 AND ${where.sql}`;
  const params = [...(text?.params ?? []), store, ...where.params];

  const gross = grossPrice(grossFactor);
  const priceBucket = `CASE ${PRICE_RANGES.map((r, i) => ('to' in r ? `WHEN ${gross} < ${r.to} THEN '${i}'` : `ELSE '${i}'`)).join(' ')} END`;
  // One statement computes the matches once (with a text search: the FTS lookup and its scores) and
  // answers from them the requested page, the count, the price ranges and every term facet.
  const parts = [
    `SELECT '#hit' AS code, id AS key, score AS n, pos FROM (SELECT p.id, p.score, row_number() OVER (ORDER BY ${order}) AS pos FROM m p ORDER BY ${order} LIMIT ? OFFSET ?)`,
    `SELECT '#count', '', COUNT(*), NULL FROM m p`,
    ...(wantsPrice ? [`SELECT '#price', ${priceBucket}, COUNT(*), NULL FROM m p GROUP BY 2`] : []),
    ...(termCodes.length
      ? [
          `SELECT pa.code, pa.value, COUNT(*), NULL FROM m p CROSS JOIN product_attributes pa ON pa.store = '${store}' AND pa.product_id = p.id AND pa.code IN (${termCodes.map((c) => `'${c}'`).join(',')}) GROUP BY pa.code, pa.value`,
        ]
      : []),
  ];
  const { results } = await db
    .prepare(`WITH m AS MATERIALIZED (${matches}) ${parts.join(' UNION ALL ')}`)
    .bind(...params, page.size, page.from)
    .all<{ code: string; key: string | number; n: number; pos: number | null }>();
  const rows = results.filter((r) => r.code === '#hit').sort((a, b) => Number(a.pos) - Number(b.pos));
  const countRows = results.filter((r) => r.code !== '#hit');
  const total = Number(countRows.find((r) => r.code === '#count')?.n ?? 0);
  const aggregations = facetAggregations(countRows, termCodes, wantsPrice);
  return { total, hits: rows.map((r) => ({ id: Number(r.key), score: text ? Number(r.n ?? 0) : 1 })), aggregations };
}
