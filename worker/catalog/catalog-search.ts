import type { AggregationBucket, ParsedSearchQuery } from '../../shared/schemas/search.ts';
import type { StoreView } from '../../shared/stores.ts';
import { taxRateFor } from '../../shared/pricing/tax.ts';
import { cachedProductDocs, cachedProductMatches } from './search-cache.ts';
import { searchEntities } from './entity-search.ts';
import { loadTaxRules, productPricing } from './product-prices.ts';
import { sourceView } from './source-fields.ts';
import { catalogVersion } from '../cache/catalog-version.ts';
import { keyPart, memoThrough } from '../cache/kv-cache.ts';
import { IsolateMemo } from '../cache/isolate-memo.ts';

/** Entity types whose answers are cached in KV per store and catalog version (the category tree, the home page's banners): they change only with an import. */
const KV_CACHED = new Set(['category', 'attribute', 'taxrule', 'banner']);
/** Their answers this isolate keeps (a category tree is one entry): up to 2 MB of JSON. */
const entityMemo = new IsolateMemo<Awaited<ReturnType<typeof searchEntities>>>(100, 2_000_000);

export interface CatalogSearchRequest {
  query: ParsedSearchQuery;
  page: { from: number; size: number; sort?: string };
  includes: string[];
  excludes: string[];
}

export interface CatalogSearchOptions {
  /** Compute the answer afresh, documents read from D1 (the benchmark's uncached runs). */
  bypass: boolean;
  /** Keeps work that outlives the answer alive (the execution context's waitUntil). */
  waitUntil?: (promise: Promise<unknown>) => void;
}

export interface CatalogHits {
  total: number;
  hits: { _id: string; _score: number; _source: Record<string, unknown> }[];
  aggregations?: Record<string, { buckets: AggregationBucket[] }>;
}

/**
 * One catalog search of the embedded platform: products from their cached matches and documents
 * with the store's gross prices, the category tree and attributes through the isolate memo and KV,
 * other entities from D1; sources projected to the asked fields and their HTML sanitised. The
 * storefront API answers it over HTTP, server rendering calls it directly.
 */
export async function searchCatalog(
  env: { DB: D1Database; CACHE?: KVNamespace },
  store: StoreView,
  entityType: string,
  request: CatalogSearchRequest,
  options: CatalogSearchOptions,
): Promise<CatalogHits> {
  const { query, page, includes, excludes } = request;
  let found: CatalogHits;
  if (entityType === 'product') found = await searchProducts(env, store, request, options);
  else if (KV_CACHED.has(entityType) && !options.bypass) {
    const version = await catalogVersion(env.DB, store.code);
    const key = `search:${store.code}:v${version}:${entityType}:${await keyPart(JSON.stringify([query, page]))}`;
    const entities = await memoThrough(entityMemo, env.CACHE, key, 86_400, () =>
      searchEntities(env.DB, store.code, entityType, query, page),
    );
    found = { total: entities.total, hits: entities.docs.map(({ id, doc }) => ({ _id: id, _score: 1, _source: doc })) };
  } else {
    const entities = await searchEntities(env.DB, store.code, entityType, query, page);
    found = { total: entities.total, hits: entities.docs.map(({ id, doc }) => ({ _id: id, _score: 1, _source: doc })) };
  }
  const shown = sourceView(includes, excludes);
  found.hits = found.hits.map((h) => ({ ...h, _source: shown(h._source) }));
  return found;
}

async function searchProducts(
  env: { DB: D1Database; CACHE?: KVNamespace },
  store: StoreView,
  { query, page }: CatalogSearchRequest,
  { bypass, waitUntil }: CatalogSearchOptions,
): Promise<CatalogHits> {
  const rules = await loadTaxRules(env.DB, store.code);
  // Taxable goods (class 2) set the factor for gross price ranges and the gross price filter.
  const grossFactor = 1 + taxRateFor(rules, 2, store.taxCountry) / 100;
  const found = await cachedProductMatches(env.DB, env.CACHE, {
    store: store.code,
    query,
    page,
    grossFactor,
    bypass,
    ...(waitUntil ? { waitUntil } : {}),
  });
  const docs = await cachedProductDocs(
    env.DB,
    store.code,
    found.hits.map((h) => h.id),
    bypass,
  );
  const priced = productPricing(rules, store, new Date());
  return {
    total: found.total,
    aggregations: found.aggregations,
    hits: found.hits.flatMap(({ id, score }) => {
      const doc = docs.get(id);
      return doc ? [{ _id: String(doc.id), _score: score, _source: priced(doc) }] : [];
    }),
  };
}
