/// <reference lib="webworker" />
import { PRODUCTS_CACHE } from './cache-names.ts';
import { parseTimes, secondStageOn, withSample, type Stage, type StageTimes } from './two-stage-decision.ts';

/**
 * Two-stage product caching in the service worker. Stage 1: category listings and
 * search answers carry compact product documents (only the card's fields), which the page renders
 * at once. Stage 2: behind such an answer the worker fetches the full documents of the listed
 * products and keeps each one as the answer to that product page's own lookup, so a product reached
 * from a listing opens from the cache, online at once and offline at all. Every product lookup is
 * timed, from the network (the first stage's way) or from the kept documents (the second stage);
 * when the second stage is not faster, prefetching and answering from it stop at run time (the
 * decision, persisted beside the documents: two-stage-decision.ts). Offline, a kept document is
 * still used: it is the only answer there is.
 */

declare const self: ServiceWorkerGlobalScope;

const PRODUCT_SEARCH = /^\/api\/catalog\/([^/]+)\/product\/_search$/;
/** A kept document older than this is not answered first while online (prices and stock move). */
const FRESH_MS = 10 * 60 * 1000;
/** Full documents kept at most (the oldest go first); a listing page has up to 50 products. */
const MAX_DOCUMENTS = 400;
const TIMES_KEY = '/__two-stage/times';
const STORED_AT = 'x-two-stage-stored-at';

const documentKey = (index: string, sku: string) =>
  `/__two-stage/product/${encodeURIComponent(index)}/${encodeURIComponent(sku)}`;

async function jsonBody(message: Request | Response): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await message.clone().json();
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The product a product page asks for: the full document (no field list), one hit, by sku. */
export async function productLookup(request: Request): Promise<{ index: string; sku: string } | null> {
  const url = new URL(request.url);
  const index = PRODUCT_SEARCH.exec(url.pathname)?.[1];
  if (
    request.method !== 'POST' ||
    !index ||
    url.searchParams.has('_source_include') ||
    url.searchParams.get('size') !== '1'
  )
    return null;
  const filters = (await jsonBody(request))?._appliedFilters;
  if (!Array.isArray(filters) || filters.length !== 1) return null;
  const { attribute, value } = filters[0] as { attribute?: unknown; value?: { eq?: unknown } };
  return attribute === 'sku' && typeof value?.eq === 'string'
    ? { index: decodeURIComponent(index), sku: value.eq }
    : null;
}

/** A listing of compact documents (stage 1): a product search with a field list. */
export function listingIndex(request: Request): string | null {
  const url = new URL(request.url);
  const index = PRODUCT_SEARCH.exec(url.pathname)?.[1];
  return request.method === 'POST' && index && url.searchParams.has('_source_include')
    ? decodeURIComponent(index)
    : null;
}

type Hit = { _source?: { sku?: unknown } };
const hitsOf = (answer: Record<string, unknown> | null): Hit[] => {
  const hits = (answer?.hits as { hits?: unknown } | undefined)?.hits;
  return Array.isArray(hits) ? (hits as Hit[]) : [];
};

// The measured times: read once from the cache, written back after each sample.
let times: Promise<StageTimes> | undefined;
function loadTimes(): Promise<StageTimes> {
  times ??= caches
    .open(PRODUCTS_CACHE)
    .then((c) => c.match(TIMES_KEY))
    .then((r) => (r ? r.json() : null))
    .then(parseTimes, () => parseTimes(null));
  return times;
}
function record(stage: Stage, ms: number): Promise<void> {
  times = loadTimes().then((current) => withSample(current, stage, ms, Date.now()));
  return times
    .then(async (next) => {
      const cache = await caches.open(PRODUCTS_CACHE);
      await cache.put(
        TIMES_KEY,
        new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }),
      );
    })
    .catch(() => undefined);
}
const secondStage = async () => secondStageOn(await loadTimes(), Date.now());

async function keep(cache: Cache, index: string, sku: string, body: string): Promise<void> {
  await cache.put(
    documentKey(index, sku),
    new Response(body, { headers: { 'content-type': 'application/json', [STORED_AT]: String(Date.now()) } }),
  );
}

async function trim(cache: Cache): Promise<void> {
  const keys = (await cache.keys()).filter((k) => new URL(k.url).pathname !== TIMES_KEY);
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_DOCUMENTS)).map((k) => cache.delete(k)));
}

const isFresh = (stored: Response) => Date.now() - Number(stored.headers.get(STORED_AT) ?? 0) < FRESH_MS;

/** Stage 2 behind a listing answer: the full documents of the listed products not kept fresh yet. */
export async function prefetchListed(index: string, listing: Response): Promise<void> {
  if (!listing.ok || !(await secondStage())) return;
  const cache = await caches.open(PRODUCTS_CACHE);
  const listed = hitsOf(await jsonBody(listing))
    .map((h) => h._source?.sku)
    .filter((s): s is string => typeof s === 'string');
  const missing: string[] = [];
  for (const sku of listed) {
    const stored = await cache.match(documentKey(index, sku));
    if (!stored || !isFresh(stored)) missing.push(sku);
  }
  if (!missing.length) return;
  const url = `${self.location.origin}/api/catalog/${encodeURIComponent(index)}/product/_search?request_format=search-query&size=${missing.length}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ _appliedFilters: [{ attribute: 'sku', value: { in: missing } }] }),
  });
  if (!response.ok) return;
  for (const hit of hitsOf(await jsonBody(response))) {
    const sku = hit._source?.sku;
    if (typeof sku !== 'string') continue;
    await keep(
      cache,
      index,
      sku,
      JSON.stringify({ took: 0, timed_out: false, hits: { total: 1, max_score: 1, hits: [hit] } }),
    );
  }
  await trim(cache);
}

/** Keeps a lookup's answer when it found the product (an empty one is left to the network). */
async function keepFound(cache: Cache, lookup: { index: string; sku: string }, response: Response): Promise<void> {
  const body = await response.text();
  if (hitsOf(JSON.parse(body) as Record<string, unknown>).length) await keep(cache, lookup.index, lookup.sku, body);
}

const answerOf = (body: string) =>
  new Response(body, { headers: { 'content-type': 'application/json', 'x-two-stage': 'second' } });

/**
 * A product page's lookup: from the kept document when the second stage is on and holds a fresh
 * one (the network refreshes it behind, timed as the first stage), else from `network`, timed
 * and kept. Offline, a kept document of any age answers when `network` fails.
 */
export async function answerProductLookup(
  lookup: { index: string; sku: string },
  request: Request,
  event: ExtendableEvent,
  network: () => Promise<Response>,
): Promise<Response> {
  const cache = await caches.open(PRODUCTS_CACHE);
  const key = documentKey(lookup.index, lookup.sku);
  const timedNetwork = async (fetchIt: () => Promise<Response>) => {
    const started = performance.now();
    const response = await fetchIt();
    // Only real network answers count (offline, the catalog cache answers in no time); the
    // bookkeeping runs behind the answer, not before it.
    if (response.ok && self.navigator.onLine) {
      const ms = performance.now() - started;
      const copy = response.clone();
      event.waitUntil(Promise.all([record('first', ms), keepFound(cache, lookup, copy)]).catch(() => undefined));
    }
    return response;
  };
  if (self.navigator.onLine && (await secondStage())) {
    const started = performance.now();
    const stored = await cache.match(key);
    if (stored && isFresh(stored)) {
      const body = await stored.text();
      const refresh = request.clone();
      event.waitUntil(
        record('second', performance.now() - started)
          .then(() => timedNetwork(() => fetch(refresh)))
          .catch(() => undefined),
      );
      return answerOf(body);
    }
  }
  try {
    return await timedNetwork(network);
  } catch (error) {
    const stored = await cache.match(key);
    if (stored) return answerOf(await stored.text());
    throw error;
  }
}
