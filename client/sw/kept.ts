/// <reference lib="webworker" />
import { KEPT_CACHE } from './cache-names.ts';
import { isDue, isManifestPath, manifestPath, parseManifest, toRequest, type KeptManifest } from './kept-manifest.ts';
import { searchAnswer, searchListed } from './kept-search.ts';
import { requestKey } from './request-key.ts';

/**
 * The service worker's side of the categories a shopper took offline (kept by the page,
 * client/offline/keep-category.ts): answers from them when the network and the ordinary caches
 * have none, keeps them fresh (an answer the network gives for a kept request replaces the kept
 * one; a category not refreshed for REFRESH_AFTER_MS is asked again whole when a page asks), and
 * searches their products offline.
 */

declare const self: ServiceWorkerGlobalScope;

/** The kept answer to a request (by its cache key), or undefined. */
export async function keptAnswer(key: Request): Promise<Response | undefined> {
  return (await caches.open(KEPT_CACHE)).match(key, { ignoreVary: true });
}

/** A newer answer to a kept request replaces the kept one; other answers are not kept here. */
export async function refreshIfKept(key: Request, response: Response): Promise<void> {
  if (!response.ok) return;
  const cache = await caches.open(KEPT_CACHE);
  if (!(await cache.match(key, { ignoreVary: true }))) return;
  // A fresh response: a redirected one would not be accepted as the answer to a page load.
  await cache.put(key, new Response(await response.blob(), { status: response.status, headers: response.headers }));
}

export async function keptManifests(): Promise<KeptManifest[]> {
  const cache = await caches.open(KEPT_CACHE);
  const keys = (await cache.keys()).filter((k) => isManifestPath(new URL(k.url).pathname));
  const manifests = await Promise.all(
    keys.map(async (k) => parseManifest(await (await cache.match(k))?.json().catch(() => null))),
  );
  return manifests.filter((m): m is KeptManifest => m !== null);
}

/** Requests asked side by side while a kept category is refreshed. */
const PARALLEL = 4;

/** Asks every request of a kept category again and keeps the answers; the manifest notes when. */
async function refreshCategory(manifest: KeptManifest, path: string): Promise<void> {
  const cache = await caches.open(KEPT_CACHE);
  const queue = [...manifest.requests];
  let bytes = 0;
  const refreshOne = async (request: Request): Promise<void> => {
    const key = await requestKey(request.clone());
    try {
      const response = await fetch(request);
      if (!response.ok) throw new Error(String(response.status));
      const body = await response.blob();
      bytes += body.size;
      await cache.put(key, new Response(body, { status: response.status, headers: response.headers }));
    } catch {
      bytes += (await (await cache.match(key))?.blob())?.size ?? 0; // the kept answer stays
    }
  };
  const workers = Array.from({ length: PARALLEL }, async () => {
    for (let kept = queue.shift(); kept; kept = queue.shift()) await refreshOne(toRequest(kept, self.location.origin));
  });
  await Promise.all(workers);
  const refreshed = { ...manifest, bytes, refreshedAt: Date.now() };
  await cache.put(path, new Response(JSON.stringify(refreshed), { headers: { 'content-type': 'application/json' } }));
}

let refreshing: Promise<void> | null = null;

/** Refreshes the kept categories that are due, one run at a time; only while online. */
export function refreshDue(): Promise<void> {
  refreshing ??= (async () => {
    for (const manifest of await keptManifests()) {
      if (!self.navigator.onLine || !isDue(manifest, Date.now())) continue;
      await refreshCategory(manifest, manifestPath(manifest.store, manifest.id));
    }
  })().finally(() => (refreshing = null));
  return refreshing;
}

/** A product search the network did not answer, answered from the kept listings of its index. */
export async function searchKept(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const index = /^\/api\/catalog\/([^/]+)\/product\/_search$/.exec(url.pathname)?.[1];
  if (request.method !== 'POST' || !index) return undefined;
  const term = (
    (await request
      .clone()
      .json()
      .catch(() => null)) as { _searchText?: unknown } | null
  )?._searchText;
  if (typeof term !== 'string' || !term.trim()) return undefined;
  const manifests = (await keptManifests()).filter((m) => m.index === decodeURIComponent(index));
  if (!manifests.length) return undefined;
  const cache = await caches.open(KEPT_CACHE);
  const listed: Array<{ sku?: unknown; name?: unknown }> = [];
  for (const kept of manifests.flatMap((m) => m.requests.filter((r) => r.listing))) {
    const answer = await cache.match(await requestKey(toRequest(kept, self.location.origin)));
    const body = (await answer?.json().catch(() => null)) as { hits?: { hits?: Array<{ _source?: object }> } } | null;
    for (const hit of body?.hits?.hits ?? []) if (hit._source) listed.push(hit._source);
  }
  const from = Number(url.searchParams.get('from') ?? 0) || 0;
  const size = Number(url.searchParams.get('size') ?? 10) || 10;
  return new Response(searchAnswer(searchListed(listed, term), from, size), {
    headers: { 'content-type': 'application/json', 'x-offline': 'kept' },
  });
}
