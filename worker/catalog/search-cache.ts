import type { ParsedSearchQuery } from '../../shared/schemas/search.ts';
import type { StoreCode } from '../../shared/stores.ts';
import { loadListingIndex, type ListingIndex } from './listing-index.ts';
import { findProductsInIndex } from './listing-query.ts';
import { findProducts, productDocs, productDocTexts, type ProductMatches } from './product-search.ts';
import { catalogState, catalogVersion, changedSince } from '../cache/catalog-version.ts';
import { IsolateMemo } from '../cache/isolate-memo.ts';
import { keyPart, memoThrough } from '../cache/kv-cache.ts';
import { forgetSearchVocabulary } from './search-vocabulary.ts';

/** Searches and documents an isolate keeps, by count and by JSON size (1 MB and 3 MB of JSON). */
const matchesMemo = new IsolateMemo<ProductMatches>(200, 1_000_000);
/** A document with when it was read from D1: a later change of its product (its stock) retires it. */
const docsMemo = new IsolateMemo<{ doc: Record<string, unknown>; readAt: number }>(1000, 3_000_000);

/**
 * Each store's listing index for one catalog version and gross factor. `index` is set once it has
 * loaded (null: the catalog is too big to hold). A new version replaces the entry, so an isolate
 * holds at most one index per store.
 */
interface IndexEntry {
  key: string;
  loading: Promise<unknown>;
  index?: ListingIndex | null;
}
const listingIndexes = new Map<StoreCode, IndexEntry>();

/**
 * The store's listing index if it has loaded; otherwise starts loading it (kept alive past this
 * response by `waitUntil`) and answers undefined, so that no shopper waits for a whole catalog to
 * load: searches go to SQL until the index is there.
 */
function loadedListingIndex(db: D1Database, search: CachedSearch, version: number): ListingIndex | null | undefined {
  const { store, grossFactor } = search;
  const key = `${version}:${grossFactor}`;
  const held = listingIndexes.get(store);
  if (held?.key === key) return held.index;
  // The callbacks run after this function returns, when `entry` exists.
  const loading = loadListingIndex(db, store, grossFactor).then(
    (index) => (entry.index = index),
    (error: unknown) => {
      // A failed load is not remembered: a later search tries again.
      if (listingIndexes.get(store) === entry) listingIndexes.delete(store);
      console.warn('listing index not loaded', String(error));
    },
  );
  const entry: IndexEntry = { key, loading };
  listingIndexes.set(store, entry);
  search.waitUntil?.(entry.loading);
  return undefined;
}

/** Resolves once every listing index this isolate started loading has loaded (tests). */
export async function listingIndexesLoaded(): Promise<void> {
  await Promise.all([...listingIndexes.values()].map((entry) => entry.loading));
}

/**
 * A product search computed afresh: from the store's listing index in this isolate when it has
 * loaded and every filter is one it holds (category, facet attributes, gross price, type),
 * otherwise in D1.
 */
async function computeMatches(db: D1Database, search: CachedSearch, version: number): Promise<ProductMatches> {
  const { store, query, page, grossFactor } = search;
  const index = loadedListingIndex(db, search, version);
  return (
    (index && (await findProductsInIndex(db, index, query, page))) ?? findProducts(db, store, query, page, grossFactor)
  );
}

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
  /** Set by `x-search-cache: bypass` (the benchmark's uncached runs): no remembered answer is used. */
  bypass: boolean;
  /** Keeps work that outlives the response alive (the execution context's waitUntil). */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/**
 * A product search's matches (page ids, total, facet counts) from the isolate's memory, then KV,
 * keyed by the store's catalog version: a repeated listing (the category page's facets, paging
 * back) costs no I/O or one KV read instead of counting facets over the whole category. The
 * documents come separately (cachedProductDocs); both may lag a catalog change by the version memo.
 */
export async function cachedProductMatches(
  db: D1Database,
  kv: KVNamespace | undefined,
  search: CachedSearch,
): Promise<ProductMatches> {
  const { store, query, page, grossFactor } = search;
  const version = await catalogVersion(db, store);
  const compute = () => computeMatches(db, search, version);
  if (search.bypass || readsVolatileData(query)) return compute();
  const key = `search:${store}:v${version}:product:${await keyPart(JSON.stringify([query, page, grossFactor]))}`;
  return memoThrough(matchesMemo, kv, key, TTL_SECONDS, compute);
}

/**
 * The documents of a page of products by id, parsed, from the isolate's memory where it has them
 * (documents change with the catalog version, and stock with the change log) and from D1 for the
 * rest. Shared and frozen: callers build new objects from them. `bypass` reads every document from D1.
 */
export async function cachedProductDocs(
  db: D1Database,
  store: StoreCode,
  ids: number[],
  bypass: boolean,
): Promise<Map<number, Record<string, unknown>>> {
  if (bypass) return productDocs(db, store, ids);
  const state = await catalogState(db, store);
  const key = (id: number) => `${store}:v${state.version}:${id}`;
  const docs = new Map<number, Record<string, unknown>>();
  const missing: number[] = [];
  for (const id of ids) {
    const kept = docsMemo.get(key(id));
    if (kept && !changedSince(state, [String(kept.doc.sku)], kept.readAt)) docs.set(id, kept.doc);
    else missing.push(id);
  }
  if (missing.length) {
    const readAt = Date.now();
    // Weighed by the stored text: no second serialisation just to measure a document.
    for (const { id, doc } of await productDocTexts(db, store, missing))
      docs.set(id, docsMemo.set(key(id), { doc: JSON.parse(doc) as Record<string, unknown>, readAt }, doc.length).doc);
  }
  return docs;
}

/** Forget what this isolate remembered, as a fresh isolate would (tests). */
export function forgetSearchMemo(): void {
  matchesMemo.clear();
  docsMemo.clear();
  listingIndexes.clear();
  forgetSearchVocabulary();
}
