import { createApiClient } from '../../shared/api/client.ts';
import { filterHref, parseFilters, withPage } from '../../shared/filters.ts';
import { listingRequest, PAGE_SIZE } from '../../shared/loaders/category.ts';
import type { LoaderResult } from '../../shared/loaders/types.ts';
import { categoryPath, productPath } from '../../shared/product-url.ts';
import { matchRoute } from '../../shared/routes.ts';
import type { Category, Product } from '../../shared/schemas/catalog.ts';
import { storeHref, type StoreView } from '../../shared/stores.ts';
import { KEPT_CACHE } from '../sw/cache-names.ts';
import { manifestPath, onlyIn, parseManifest, toRequest, type KeptManifest } from '../sw/kept-manifest.ts';
import { requestKey } from '../sw/request-key.ts';
import { createRecorder, imageUrls, type Recorder } from './keep-recorder.ts';

/**
 * Takes a category offline: every page of its listing, every listed product's page, the catalog
 * answers those pages read when opened in place (the route loaders run here with an API client
 * that keeps what it reads) and the pictures they show. The service worker answers from that
 * when the network cannot (client/sw/kept.ts). The manifest is written last: a category whose
 * keeping broke off is not offered as kept, and its answers are removed.
 */

/** Products kept side by side: the shop keeps answering while a category is being kept. */
const PARALLEL = 3;

export interface KeepProgress {
  done: number;
  total: number;
}

/** Units of work: each listing page, then each product; known before the first request. */
export const keepSteps = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE)) + total;

async function runLoader(recorder: Recorder, store: StoreView, path: string): Promise<LoaderResult> {
  const url = new URL(path, window.location.origin);
  const { route, params } = matchRoute(url.pathname);
  const api = createApiClient({ transport: recorder.transport(), base: window.location.origin, store });
  const result = await route.loader({
    api,
    store,
    path: url.pathname,
    params,
    query: url.searchParams,
    now: new Date(),
    origin: window.location.origin,
  });
  // Reviews, similar and related products stream in on a page opened in place: kept as well.
  await Promise.allSettled(Object.values(result.deferred ?? {}));
  return result;
}

/** Keeps the page at `path` (store-local), its catalog answers and its images. */
async function keepPage(recorder: Recorder, store: StoreView, path: string, images: Set<string>): Promise<void> {
  const [html] = await Promise.all([recorder.keep(storeHref(store, path), 'page'), runLoader(recorder, store, path)]);
  const missing = imageUrls(html ?? '').filter((src) => !images.has(src));
  for (const src of missing) images.add(src);
  // A picture the shop cannot deliver shows as it does online; the page is still kept.
  await Promise.all(missing.map((src) => recorder.keep(src, 'image').catch(() => undefined)));
}

export async function keepCategory(
  category: Category,
  store: StoreView,
  onProgress: (progress: KeepProgress) => void,
): Promise<KeptManifest> {
  const cache = await caches.open(KEPT_CACHE);
  const recorder = createRecorder(cache);
  const images = new Set<string>();
  const filters = parseFilters(new URLSearchParams());
  const listingApi = createApiClient({ transport: recorder.transport(true), base: window.location.origin, store });
  // The listing's own request ("Load more" asks it): what offline search looks through.
  const listingPage = async (page: number) => {
    const { query, params } = listingRequest(category, filters, page);
    return listingApi.products(query, params);
  };
  let steps = 1;
  let done = 0;
  const step = () => onProgress({ done: ++done, total: steps });
  try {
    const first = await listingPage(1);
    const total = first.total;
    const products: Product[] = [...first.items];
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    steps = keepSteps(total);
    onProgress({ done, total: steps });
    for (let page = 1; page <= pages; page++) {
      await keepPage(recorder, store, filterHref(categoryPath(category), withPage(filters, page)), images);
      if (page > 1) products.push(...(await listingPage(page)).items);
      step();
    }
    const queue = [...new Map(products.map((p) => [p.sku, p])).values()];
    const workers = Array.from({ length: PARALLEL }, async () => {
      for (let product = queue.shift(); product; product = queue.shift()) {
        await keepPage(recorder, store, productPath(product), images);
        step();
      }
    });
    await Promise.all(workers);
    return await writeManifest(cache, recorder, store, category, total);
  } catch (error) {
    await forget(cache, recorder.requests, await otherManifests(cache, store, category.id));
    throw error;
  }
}

async function writeManifest(
  cache: Cache,
  recorder: Recorder,
  store: StoreView,
  category: Category,
  total: number,
): Promise<KeptManifest> {
  const now = Date.now();
  const manifest: KeptManifest = {
    id: category.id,
    store: store.code,
    index: store.index,
    name: category.name,
    href: storeHref(store, categoryPath(category)),
    products: total,
    bytes: recorder.bytes,
    keptAt: now,
    refreshedAt: now,
    requests: recorder.requests,
  };
  await cache.put(
    manifestPath(store.code, category.id),
    new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }),
  );
  return manifest;
}

async function otherManifests(cache: Cache, store: StoreView, id: number): Promise<KeptManifest[]> {
  const keys = (await cache.keys()).filter((k) => /^\/__kept\/category\//.test(new URL(k.url).pathname));
  const own = new URL(manifestPath(store.code, id), window.location.origin).href;
  const all = await Promise.all(
    keys.filter((k) => k.url !== own).map(async (k) => parseManifest(await (await cache.match(k))?.json())),
  );
  return all.filter((m): m is KeptManifest => m !== null);
}

async function forget(cache: Cache, requests: KeptManifest['requests'], others: KeptManifest[]): Promise<void> {
  const removed = { requests } as KeptManifest;
  for (const kept of onlyIn(removed, others))
    await cache.delete(await requestKey(toRequest(kept, window.location.origin)));
}

/** The kept manifest of a category, or null. */
export async function keptManifest(store: StoreView, id: number): Promise<KeptManifest | null> {
  const cache = await caches.open(KEPT_CACHE);
  return parseManifest(await (await cache.match(manifestPath(store.code, id)))?.json());
}

/**
 * Removes a kept category: its manifest and every answer no other kept category lists. Answers
 * the bytes it took (as last kept or refreshed).
 */
export async function removeKeptCategory(store: StoreView, id: number): Promise<number> {
  const cache = await caches.open(KEPT_CACHE);
  const manifest = await keptManifest(store, id);
  if (manifest) await forget(cache, manifest.requests, await otherManifests(cache, store, id));
  await cache.delete(manifestPath(store.code, id));
  return manifest?.bytes ?? 0;
}
