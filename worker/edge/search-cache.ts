import type { ParsedSearchQuery } from '../../shared/schemas/search.ts';
import type { StoreCode } from '../../shared/stores.ts';
import { findProducts, type ProductMatches } from '../platform/product-search.ts';
import { catalogVersion } from './catalog-version.ts';
import { keyPart, readThrough } from './kv-cache.ts';

/** A day; the catalog version in the key retires entries sooner whenever the catalog changes. */
const TTL_SECONDS = 86_400;

/**
 * Stock changes with every order without a new catalog version, so a search that filters on it is
 * never cached. Everything else a product search reads changes only with the catalog.
 */
function readsVolatileData(query: ParsedSearchQuery): boolean {
  return query._appliedFilters.some((f) => f.attribute.startsWith('stock'));
}

export interface CachedSearch {
  store: StoreCode;
  query: ParsedSearchQuery;
  page: { from: number; size: number; sort?: string };
  grossFactor: number;
  /** Set by `x-search-cache: bypass` (the benchmark measures uncached searches with it). */
  bypass: boolean;
}

/**
 * A product search's matches (page ids, total, facet counts) read through KV, keyed by the store's
 * catalog version: a repeated listing (the category page's facets, paging back) costs one KV read
 * instead of counting facets over the whole category. Documents are never cached here; the caller
 * reads them fresh by id, so only which products match may lag a catalog change by the version memo.
 */
export async function cachedProductMatches(db: D1Database, kv: KVNamespace | undefined, search: CachedSearch): Promise<ProductMatches> {
  const { store, query, page, grossFactor } = search;
  const compute = () => findProducts(db, store, query, page, grossFactor);
  if (search.bypass || readsVolatileData(query)) return compute();
  const version = await catalogVersion(db, store);
  const key = `search:${store}:v${version}:product:${await keyPart(JSON.stringify([query, page, grossFactor]))}`;
  return (await readThrough(kv, key, TTL_SECONDS, compute)).value;
}
