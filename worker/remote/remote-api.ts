import { Hono, type Context } from 'hono';
import { storeById, storeByIndex, stores, type StoreView } from '../../shared/stores.ts';
import { ApiError, answerError } from '../api/api-error.ts';
import { IsolateMemo } from '../cache/isolate-memo.ts';
import { keyPart, memoThrough } from '../cache/kv-cache.ts';
import type { AppEnv } from '../env.ts';
import { edgeGeneration } from './edge-generation.ts';
import { edgePurge } from './edge-purge.ts';

/** The backend did not answer: the shopper reads this, so it says what to do. */
export const BACKEND_DOWN = 'Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.';

/** Headers a browser or SSR call may pass on to the backend; cookies and the edge's own stay here. */
const FORWARDED = ['accept', 'content-type', 'authorization', 'idempotency-key', 'x-store-code', 'accept-language'];

/** A backend answer kept at the edge. */
interface KeptAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Url mappings and category trees this isolate keeps, in front of KV: up to 2 MB of JSON. */
const keptAnswers = new IsolateMemo<KeptAnswer>(500, 2_000_000, (answer) => answer.body.length);

async function forward(c: Context<AppEnv>, base: string, body: string | undefined): Promise<Response> {
  const url = new URL(c.req.url);
  const target = new URL(url.pathname + url.search, base);
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  try {
    const answer = await fetch(target, { method: c.req.method, headers, body: body === '' ? undefined : body });
    // A fetched answer's headers are immutable; the edge adds its own (security headers) to a copy.
    return new Response(answer.body, answer);
  } catch (error) {
    console.warn('Remote backend unreachable', target.pathname, String(error));
    throw new ApiError(503, BACKEND_DOWN);
  }
}

/**
 * Which answers are kept at the edge: the url mapping of a path and the category tree (category
 * searches), per store. Everything else (products with their stock and prices, carts, users) goes
 * to the backend every time.
 */
function cacheableStore(c: Context<AppEnv>, body: string | undefined): StoreView | undefined {
  const path = new URL(c.req.url).pathname;
  const category = /^\/api\/catalog\/([^/]+)\/category\/_search$/.exec(path);
  if (category) return storeByIndex(decodeURIComponent(category[1]!));
  if (path !== '/api/url/map' || c.req.method !== 'POST') return undefined;
  try {
    const parsed = JSON.parse(body ?? '{}') as { storeId?: unknown; storeCode?: unknown };
    if (typeof parsed.storeId === 'number') return storeById(parsed.storeId) ?? stores.default;
    const code = typeof parsed.storeCode === 'string' ? parsed.storeCode : c.req.header('x-store-code');
    return code && code in stores ? stores[code as keyof typeof stores] : stores.default;
  } catch {
    return undefined; // malformed: the backend answers it
  }
}

/**
 * The API when the storefront runs in front of a remote vue-storefront-api-compatible backend
 * (`API_BASE`): every call goes there, from the browser (same origin, through this worker) and
 * from SSR (in-process into this app). Url mappings and category trees are kept per store in
 * isolate memory and KV for `URL_CACHE_TTL` seconds, until the store's edge generation moves
 * (a signed purge). A backend that does not answer is a 503 with a message for the shopper.
 */
export const remoteApi = new Hono<AppEnv>();

remoteApi.route('/api/edge-cache/purge', edgePurge);
remoteApi.onError(answerError);
// Magento's share-cart REST paths belong to the embedded platform; a remote backend has none.
remoteApi.all('/rest/*', (c) => {
  throw new ApiError(404, `No API endpoint ${c.req.method} ${c.req.path.slice(0, 200)}`);
});

remoteApi.all('/api/*', async (c) => {
  const base = c.env.API_BASE!;
  const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : await c.req.text();
  const store = cacheableStore(c, body);
  if (!store) return forward(c, base, body);

  const ttl = Number(c.env.URL_CACHE_TTL ?? 3600) || 3600;
  const generation = await edgeGeneration(c.env.CACHE, store.code);
  // The time slot in the key lets a kept answer expire in isolate memory too, not only in KV.
  const slot = Math.floor(Date.now() / (ttl * 1000));
  const url = new URL(c.req.url);
  const key = `remote:${store.code}:g${generation}:t${slot}:${await keyPart(`${c.req.method} ${url.pathname}${url.search} ${body ?? ''}`)}`;
  let fresh = false;
  const kept = await memoThrough(
    keptAnswers,
    c.env.CACHE,
    key,
    ttl,
    async (): Promise<KeptAnswer> => {
      const response = await forward(c, base, body);
      fresh = true;
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body: await response.text(),
      };
    },
    // Only answers that found something are kept; an error is the backend's to repeat.
    (answer) => answer.status === 200,
  );
  const headers = new Headers({ 'content-type': kept.contentType });
  headers.set('x-edge-cache', fresh ? 'MISS' : 'HIT');
  return new Response(kept.body, { status: kept.status, headers });
});
