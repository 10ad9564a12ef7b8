/**
 * Product search: one request
 * builder for the predictive results of the search panel and the full results page /search?q=.
 * Products are found by the API's full-text search (`_searchText`: name fragments, SKUs, German
 * compounds, umlauts either way), categories by their name (`like`).
 */
import '../i18n/areas/search.ts';
import type { ApiClient } from '../api/client.ts';
import { isApiError } from '../api/errors.ts';
import { runtimeTranslator } from '../i18n/runtime.ts';
import type { Category, Product } from '../schemas/catalog.ts';
import type { AppliedFilter, SearchQuery } from '../schemas/search.ts';
import { LISTING_FIELDS, type Loader } from './types.ts';

/** A search term needs at least this many characters. */
export const MIN_SEARCH_LENGTH = 3;
/** Longer input is cut: the API takes 200 characters, a shopper types a few words. */
export const MAX_SEARCH_LENGTH = 100;
/** Products per results page, as in category listings. */
export const SEARCH_PAGE_SIZE = 50;
/** Pages beyond this are not served (50 × 200 = 10,000 results). */
const MAX_PAGE = 200;
/** Category name words looked up at most (each one is a filter of its own). */
const MAX_CATEGORY_WORDS = 5;

const PRODUCT_FIELDS = [...LISTING_FIELDS, 'thumbnail'];
const CATEGORY_FIELDS = ['id', 'name', 'slug', 'url_key', 'url_path', 'level', 'product_count'];

/** A search result; `offline` marks the empty result of a search that could not reach the shop. */
export interface SearchResults {
  products: Product[];
  total: number;
  categories: Category[];
  offline?: true;
}

/**
 * The term as searched: invisible format characters dropped, control characters as spaces, white space collapsed, trimmed, at most
 * MAX_SEARCH_LENGTH characters (whole code points, so an emoji is never cut in half).
 */
export function searchTerm(raw: string | null | undefined): string {
  const clean = String(raw ?? '')
    .replace(/\p{Cf}/gu, '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...clean].slice(0, MAX_SEARCH_LENGTH).join('').trim();
}

/** Whether a (normalised) term is long enough to search for: spaces between words do not count. */
export function isSearchable(term: string): boolean {
  return [...term.replace(/\s/g, '')].length >= MIN_SEARCH_LENGTH;
}

/**
 * Spellings of one word for a LIKE on category names, which compares umlauts literally and folds
 * case for ASCII only: "zaeune" must meet "Zäune", "fuss" "Fuß", and "ölfarbe" an "Ölfarbe".
 */
export function nameSpellings(word: string): string[] {
  const lower = word.toLowerCase();
  const umlauts = lower.replace(/ae/g, 'ä').replace(/oe/g, 'ö').replace(/ue/g, 'ü');
  const spellings = new Set([lower, umlauts, umlauts.replace(/ss/g, 'ß')]);
  for (const s of [...spellings]) if (/^[äöü]/.test(s)) spellings.add(s[0]!.toUpperCase() + s.slice(1));
  return [...spellings];
}

/** Categories whose name contains every word of the term (shop root excluded, empty ones too). */
export function categoryQuery(term: string): SearchQuery {
  const words = term.split(' ').filter(Boolean).slice(0, MAX_CATEGORY_WORDS);
  const filters: AppliedFilter[] = [
    { attribute: 'level', value: { gt: 1 } },
    { attribute: 'product_count', value: { gt: 0 } },
    ...words.map((word): AppliedFilter => {
      const spellings = nameSpellings(word);
      return {
        attribute: 'name',
        value: spellings.length > 1 ? { or: spellings.map((like) => ({ like })) } : { like: word },
      };
    }),
  ];
  return { _appliedFilters: filters };
}

/**
 * Whether a search cannot be answered at all: the browser says it has no network and no service
 * worker is there to answer from what the shopper kept offline (never true on the server).
 */
function knownOffline(): boolean {
  const { navigator } = globalThis as { navigator?: { onLine?: boolean; serviceWorker?: { controller?: unknown } } };
  return navigator?.onLine === false && !navigator.serviceWorker?.controller;
}

/** The empty result of a search made without a connection. */
export const OFFLINE_RESULTS: SearchResults = Object.freeze({
  products: [],
  total: 0,
  categories: [],
  offline: true as const,
});

export interface SearchOptions {
  /** Products to return (the panel shows a few, the page SEARCH_PAGE_SIZE). */
  size: number;
  from?: number;
  /** Categories to return; 0 skips the category search. */
  categories?: number;
  signal?: AbortSignal;
}

/**
 * Products (by relevance) and categories matching a searchable term. Without a connection the
 * service worker answers from the categories kept offline, and without one either the result is
 * empty and flagged offline; an aborted search rejects (its caller knows why it aborted).
 * A failing category search only costs the categories.
 */
export async function searchCatalog(api: ApiClient, term: string, options: SearchOptions): Promise<SearchResults> {
  const { size, from = 0, categories = 0, signal } = options;
  if (knownOffline()) return OFFLINE_RESULTS;
  try {
    const [products, found] = await Promise.all([
      api.products({ _searchText: term }, { size, from, includes: PRODUCT_FIELDS, signal }),
      categories > 0
        ? api
            .categories(categoryQuery(term), {
              size: categories,
              sort: 'level:asc,position:asc',
              includes: CATEGORY_FIELDS,
              signal,
            })
            .catch((error: unknown) => {
              if (signal?.aborted) throw error;
              return [] as Category[];
            })
        : Promise.resolve([] as Category[]),
    ]);
    return { products: products.items, total: products.total, categories: found };
  } catch (error) {
    // Status 0: the request never got an answer. Unless we aborted it, the network is gone.
    if (!signal?.aborted && isApiError(error) && error.status === 0) return OFFLINE_RESULTS;
    throw error;
  }
}

export interface SearchPageData extends SearchResults {
  /** The term searched for ('' when the address has none). */
  term: string;
  page: number;
  /** What the page shows: a prompt (no term), the minimum-length hint, or the results. */
  state: 'prompt' | 'short' | 'results';
}

function pageNumber(raw: string | null): number {
  const n = /^\d{1,6}$/.test(raw ?? '') ? Number(raw) : 1;
  return Math.min(Math.max(n, 1), MAX_PAGE);
}

/**
 * /search?q={term}&page={n}: one page of 50 products with the total count, and the matching
 * categories on the first page. Never indexed (robots noindex; robots.txt blocks ?q= as well).
 * A term the API refuses (400) finds nothing; any other failure is the shop's and fails the page.
 */
export const searchLoader: Loader<SearchPageData> = async ({ api, store, query }) => {
  const term = searchTerm(query.get('q'));
  const page = pageNumber(query.get('page'));
  const t = runtimeTranslator(store.locale);
  const meta = { title: term ? t('Search results for "{term}"', { term }) : 'Search', robots: 'noindex, follow' };
  const empty: SearchResults = { products: [], total: 0, categories: [] };
  if (!term) return { meta, data: { ...empty, term, page, state: 'prompt' } };
  if (!isSearchable(term)) return { meta, data: { ...empty, term, page, state: 'short' } };

  let results: SearchResults;
  try {
    results = await searchCatalog(api, term, {
      size: SEARCH_PAGE_SIZE,
      from: (page - 1) * SEARCH_PAGE_SIZE,
      categories: page === 1 ? 12 : 0,
    });
  } catch (error) {
    if (!isApiError(error) || error.status !== 400) throw error;
    results = empty;
  }
  // An offline result is no answer of the shop: not to be cached as one.
  return { ...(results.offline ? { status: 503 } : {}), meta, data: { ...results, term, page, state: 'results' } };
};
