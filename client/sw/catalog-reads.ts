/// <reference lib="webworker" />
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import type { Strategy } from 'workbox-strategies';
import { answerProductLookup, listingIndex, prefetchListed, productLookup } from './product-stages.ts';
import { keptAnswer, refreshIfKept, searchKept } from './kept.ts';
import { requestKey } from './request-key.ts';

/**
 * Catalog reads the service worker answers from cache when the network does not: catalog searches
 * (POST with a search body), url mapping (POST), CMS, attributes, stock reads. POST answers are
 * cached under a GET key made from the URL and the body, since the Cache API keeps GETs only.
 */

const CATALOG_READS = /^\/api\/(catalog\/|url\/|ext\/cms-data\/|stock\/check|product\/)/;

export function isCatalogRead(url: URL, method: string): boolean {
  return (
    CATALOG_READS.test(url.pathname) &&
    (method === 'GET' || url.pathname.endsWith('/_search') || url.pathname.startsWith('/api/url/'))
  );
}

/** A product listing of a category (the category page's search), which may answer empty offline. */
async function isCategoryListing(request: Request): Promise<boolean> {
  if (request.method !== 'POST' || !/\/product\/_search$/.test(new URL(request.url).pathname)) return false;
  try {
    const body = (await request.clone().json()) as {
      _appliedFilters?: Array<{ attribute?: string }>;
      _searchText?: string;
    };
    return !body._searchText && !!body._appliedFilters?.some((f) => f.attribute === 'category_ids');
  } catch {
    return false;
  }
}

/** The empty listing of a category whose products were never synchronized. */
const emptyListing = () =>
  new Response(
    JSON.stringify({ took: 0, timed_out: false, hits: { hits: [], total: 0, max_score: null }, aggregations: {} }),
    {
      headers: { 'content-type': 'application/json', 'x-offline': 'empty' },
    },
  );

export async function catalogReadRoute(
  options: RouteHandlerCallbackOptions,
  strategy: Strategy,
  clients: Clients,
): Promise<Response> {
  const { request, event } = options;
  const key = await requestKey(request);
  const listing = await isCategoryListing(request);
  // The strategy's fetch uses up the request's body; offline search reads it afterwards.
  const asked = request.clone();
  // Neither the network nor the ordinary cache: what the shopper kept for offline use, if anything.
  const handle = async () => {
    try {
      const response = await strategy.handle({ event, request, params: { key } });
      event.waitUntil(refreshIfKept(key, response.clone()).catch(() => undefined));
      return response;
    } catch (error) {
      const kept = (await keptAnswer(key)) ?? (await searchKept(asked));
      if (kept) return kept;
      throw error;
    }
  };
  // A product page's lookup goes through the two-stage product cache (product-stages.ts).
  const lookup = await productLookup(request);
  if (lookup) return answerProductLookup(lookup, request, event, handle);
  try {
    const response = await handle();
    // Behind a listing of compact documents, the full ones are kept for the product pages.
    const index = listingIndex(request);
    if (index) event.waitUntil(prefetchListed(index, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    // A category whose products were never cached still opens offline, empty, with the warning.
    if (!listing) throw error;
    const clientId = (event as FetchEvent).clientId;
    const client = clientId ? await clients.get(clientId) : undefined;
    client?.postMessage({ type: 'offline-empty-category' });
    return emptyListing();
  }
}
