// Catalog search latency: sequential product searches against the big catalog, timed end to end.
import { BENCH_BYPASS_SECRET, percentile, round } from './util.mjs';

export const SEARCH_PATH =
  '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&size=50&sort=updated_at:desc';
/** The server's own time (`took`, D1 included) for 95 % of searches, computed or not. */
export const SEARCH_P95_TARGET_MS = 10;

/** A category listing with three facets: what a category page with filters asks for. */
export function categoryListingQuery(categoryId) {
  return {
    _appliedFilters: [{ attribute: 'category_ids', value: { in: [categoryId] } }],
    _availableFilters: [{ field: 'hoehe' }, { field: 'color' }, { field: 'price' }],
  };
}

export function fullTextQuery(text) {
  return { _searchText: text, _availableFilters: [{ field: 'hoehe' }, { field: 'color' }, { field: 'price' }] };
}

async function post(mf, body, headers = {}) {
  const response = await mf.dispatchFetch(`http://127.0.0.1${SEARCH_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/** Sent by the uncached runs: the API then computes every answer instead of reading it from KV. */
export const NO_CACHE = { 'x-search-cache': 'bypass', 'x-cache-bypass-secret': BENCH_BYPASS_SECRET };

/**
 * `count` sequential searches (after a few warm-up ones). Wall time includes Miniflare's dispatch
 * hop from Node into workerd; the API's own `took` (server-side, D1 included) is reported beside it.
 */
export async function timeSearch(mf, body, { count = 200, warmup = 10, headers = {} } = {}) {
  const first = await post(mf, body, headers);
  if (first.status !== 200) {
    return { available: false, status: first.status, message: String(first.json?.result ?? '').slice(0, 160) };
  }
  const wall = [];
  const took = [];
  for (let i = 0; i < warmup + count; i++) {
    const started = performance.now();
    const { status, json } = await post(mf, body, headers);
    const elapsed = performance.now() - started;
    if (status !== 200) throw new Error(`search answered ${status}: ${JSON.stringify(json).slice(0, 200)}`);
    if (i < warmup) continue;
    wall.push(elapsed);
    // The bare Elasticsearch body, as vue-storefront-api answers: `took` and `hits` at the top.
    if (typeof json.took === 'number') took.push(json.took);
  }
  const total = first.json.hits?.total;
  return {
    available: true,
    count,
    hitsTotal: typeof total === 'object' ? total?.value : total,
    aggregations: Object.keys(first.json.aggregations ?? {}),
    p50Ms: round(percentile(wall, 50), 2),
    p95Ms: round(percentile(wall, 95), 2),
    serverTookP50Ms: took.length ? percentile(took, 50) : null,
    serverTookP95Ms: took.length ? percentile(took, 95) : null,
    withinTarget: took.length === count && percentile(took, 95) <= SEARCH_P95_TARGET_MS,
  };
}
