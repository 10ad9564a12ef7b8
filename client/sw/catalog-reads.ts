/// <reference lib="webworker" />
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import type { Strategy } from 'workbox-strategies';
import { answerProductLookup, listingIndex, prefetchListed, productLookup } from './product-stages.ts';

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

async function bodyKey(request: Request): Promise<Request> {
  if (request.method === 'GET') return request;
  const body = await request.clone().arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  const hash = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
  const url = new URL(request.url);
  url.searchParams.set('__body', hash);
  return new Request(url.href, { method: 'GET' });
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
  const key = await bodyKey(request);
  const listing = await isCategoryListing(request);
  const handle = () => strategy.handle({ event, request, params: { key } });
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
