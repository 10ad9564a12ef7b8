/**
 * What a category kept for offline use consists of, as the page that keeps it and the service
 * worker that refreshes and answers from it both read it: one manifest per category, stored in
 * the kept cache beside the answers it lists. Each request is listed with its body, so the
 * service worker can ask it again; its answer is kept under the request's cache key
 * (request-key.ts).
 */

export interface KeptRequest {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** A page of the category's product listing: what offline search looks through. */
  listing?: true;
}

export interface KeptManifest {
  id: number;
  /** The store's code and catalog index: a search of that index looks through this category. */
  store: string;
  index: string;
  name: string;
  /** The category page's address in the store (with its store prefix). */
  href: string;
  products: number;
  /** Bytes of all kept answers (shared ones counted for every category that lists them). */
  bytes: number;
  keptAt: number;
  refreshedAt: number;
  requests: KeptRequest[];
}

/**
 * Marks the page's own requests while it keeps a category: the service worker passes them straight
 * to the network (the page keeps the answers itself; the ordinary caches need no second copy).
 */
export const KEEPING_HEADER = 'x-zaunshop-keeping';

/** A kept category is asked again this long after it was kept or refreshed, once online. */
export const REFRESH_AFTER_MS = 6 * 60 * 60 * 1000;

const MANIFEST_PREFIX = '/__kept/category/';

export const manifestPath = (store: string, id: number) => `${MANIFEST_PREFIX}${encodeURIComponent(store)}/${id}`;
export const isManifestPath = (pathname: string) => pathname.startsWith(MANIFEST_PREFIX);

/** The request a kept entry answers (its cache key is computed from it). */
export function toRequest(kept: KeptRequest, origin: string): Request {
  const url = new URL(kept.url, origin).href;
  return kept.method === 'GET'
    ? new Request(url, { headers: { accept: kept.url.startsWith('/api/') ? 'application/json' : 'text/html' } })
    : new Request(url, { method: 'POST', body: kept.body ?? '', headers: { 'content-type': 'application/json' } });
}

const identity = (r: KeptRequest) => `${r.method} ${r.url} ${r.body ?? ''}`;

/** The requests of `removed` that no other kept category lists: their answers can go. */
export function onlyIn(removed: KeptManifest, others: readonly KeptManifest[]): KeptRequest[] {
  const shared = new Set(others.flatMap((m) => m.requests.map(identity)));
  const seen = new Set<string>();
  return removed.requests.filter((r) => {
    const id = identity(r);
    if (shared.has(id) || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Whether a kept category is due to be asked again. */
export const isDue = (manifest: Pick<KeptManifest, 'refreshedAt'>, now: number) =>
  now - manifest.refreshedAt >= REFRESH_AFTER_MS;

/** A stored manifest, or null when it is not one (another version's, or damaged). */
export function parseManifest(value: unknown): KeptManifest | null {
  const m = value as Partial<KeptManifest> | null;
  return m &&
    typeof m.id === 'number' &&
    typeof m.store === 'string' &&
    typeof m.index === 'string' &&
    typeof m.refreshedAt === 'number' &&
    Array.isArray(m.requests)
    ? (m as KeptManifest)
    : null;
}
