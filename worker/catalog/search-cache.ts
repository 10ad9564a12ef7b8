import type { ParsedSearchQuery } from '../../shared/schemas/search.ts';
import type { StoreCode } from '../../shared/stores.ts';
import { loadListingIndex } from './listing-index.ts';
import { findProductsInIndex } from './listing-query.ts';
import { loadTextCorpus } from './text-corpus.ts';
import { findProducts, productDocs, productDocTexts, type ProductMatches } from './product-search.ts';
import { catalogState, changedSince, type CatalogState } from '../cache/catalog-version.ts';
import { IsolateMemo } from '../cache/isolate-memo.ts';
import { keyPart, memoThrough } from '../cache/kv-cache.ts';
import { forgetSearchVocabulary } from './search-vocabulary.ts';

/** Searches and documents an isolate keeps, by count and by JSON size (1 MB and 3 MB of JSON). */
const matchesMemo = new IsolateMemo<ProductMatches>(200, 1_000_000);
/** A document with when it was read from D1: a later change of its product (its stock) retires it. */
const docsMemo = new IsolateMemo<{ doc: Record<string, unknown>; readAt: number }>(1000, 3_000_000);

/**
 * What the isolate builds from whole catalogs, by slot (a store's listing index, the text corpus
 * of all stores): one value per slot, for one key (the catalog versions it was built from).
 * `value` is set once it has loaded (null: too big to hold); a new key replaces the entry.
 */
interface HeldEntry<T> {
  key: string;
  loading: Promise<unknown>;
  value?: T | null;
}
const held = new Map<string, HeldEntry<unknown>>();

/**
 * The slot's value for `key` if it has loaded; otherwise starts loading it (kept alive past this
 * response by `waitUntil`) and answers undefined, so that no shopper waits for a whole catalog to
 * load: searches go to D1 until it is there.
 */
function heldOrLoading<T>(
  slot: string,
  key: string,
  load: () => Promise<T | null>,
  waitUntil: CachedSearch['waitUntil'],
): T | null | undefined {
  const known = held.get(slot) as HeldEntry<T> | undefined;
  if (known?.key === key) return known.value;
  // The callbacks run after this function returns, when `entry` exists.
  const loading = load().then(
    (value) => (entry.value = value),
    (error: unknown) => {
      // A failed load is not remembered: a later search tries again.
      if (held.get(slot) === entry) held.delete(slot);
      console.warn(`${slot} not loaded`, String(error));
    },
  );
  const entry: HeldEntry<T> = { key, loading };
  held.set(slot, entry);
  waitUntil?.(entry.loading);
  return undefined;
}

/** Resolves once every listing index and text corpus this isolate started loading has loaded (tests). */
export async function listingIndexesLoaded(): Promise<void> {
  await Promise.all([...held.values()].map((entry) => entry.loading));
}

/**
 * A product search computed afresh: from the store's listing index in this isolate when it has
 * loaded and every filter is one it holds (category, facet attributes, gross price, type),
 * otherwise in D1.
 */
async function computeMatches(db: D1Database, search: CachedSearch, state: CatalogState): Promise<ProductMatches> {
  const { store, query, page, grossFactor, waitUntil } = search;
  const index = heldOrLoading(
    `listing index ${store}`,
    `${state.version}:${grossFactor}`,
    () => loadListingIndex(db, store, grossFactor),
    waitUntil,
  );
  // The corpus serves text searches only: a listing never starts loading it.
  const corpus =
    index && query._searchText.trim()
      ? heldOrLoading('text corpus', state.allVersions, () => loadTextCorpus(db), waitUntil)
      : null;
  return (
    (index && (await findProductsInIndex(db, index, query, page, corpus))) ??
    findProducts(db, store, query, page, grossFactor)
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
  const state = await catalogState(db, store);
  const { version } = state;
  const compute = () => computeMatches(db, search, state);
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
  held.clear();
  forgetSearchVocabulary();
}
