import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { catalogVersion } from './catalog-version.ts';
import { pageAssets } from '../ssr/assets.ts';

/** Seconds a rendered page is served from the edge cache; a catalog change purges it sooner. */
export const HTML_TTL = 60;
const NONCE_HEADER = 'x-html-nonce';
const CACHEABLE = new Set([200, 404]);

/** The client build a cached page references: a new deploy must never serve pages naming deleted assets. */
const BUILD = pageAssets('home').entry.replace(/\W+/g, '');

function cacheKey(c: Context<AppEnv>, version: number, locale: string): Request {
  const url = new URL(c.req.url);
  return new Request(`https://html-cache.internal/${url.host}/${BUILD}/v${version}/${locale}${url.pathname}${url.search}`);
}

/**
 * Anonymous pages are the same for every shopper of a store and language, so a rendered page is
 * kept in the Cache API and served again until it expires or the catalog version changes. The
 * CSP nonce of the stored copy is swapped for this response's nonce, so nonces stay per response.
 * `x-ssr-cache: bypass` on a request forces a fresh render (benchmarks measure cold SSR with it).
 */
export async function withHtmlCache(c: Context<AppEnv>, locale: string, render: () => Promise<Response>): Promise<Response> {
  const cache = typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default;
  const nonce = c.get('secureHeadersNonce') as string | undefined;
  if (!cache || !nonce || c.req.method !== 'GET' || c.req.header('x-ssr-cache') === 'bypass') return render();

  let key: Request;
  try {
    key = cacheKey(c, await catalogVersion(c.env.DB, c.get('store').code), locale);
    const hit = await cache.match(key);
    if (hit) {
      const stored = hit.headers.get(NONCE_HEADER) ?? '';
      const html = (await hit.text()).replaceAll(`nonce="${stored}"`, `nonce="${nonce}"`);
      const headers = new Headers(hit.headers);
      headers.delete(NONCE_HEADER);
      headers.set('cache-control', 'no-cache');
      headers.set('x-ssr-cache', 'HIT');
      return new Response(html, { status: hit.status, headers });
    }
  } catch (error) {
    console.warn('HTML cache unavailable', String(error));
    return render();
  }

  const response = await render();
  if (!CACHEABLE.has(response.status) || !response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const [toShopper, toCache] = response.body.tee();
  const stored = new Headers(response.headers);
  stored.set('cache-control', `public, max-age=${HTML_TTL}`);
  stored.set(NONCE_HEADER, nonce);
  c.executionCtx.waitUntil(
    new Response(toCache)
      .text()
      .then((html) => cache.put(key, new Response(html, { status: response.status, headers: stored })))
      .catch((error: unknown) => console.warn('HTML cache write failed', String(error))),
  );
  const headers = new Headers(response.headers);
  headers.set('x-ssr-cache', 'MISS');
  return new Response(toShopper, { status: response.status, headers });
}
