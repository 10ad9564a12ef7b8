import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { catalogVersion } from '../cache/catalog-version.ts';
import { IsolateMemo } from '../cache/isolate-memo.ts';
import { pageAssets } from '../ssr/assets.ts';
import { mayBypass } from '../cache/bypass.ts';
import { pageCacheAddress } from './page-cache-key.ts';

/** Seconds a rendered page is served as fresh; a catalog change purges it sooner. */
export const HTML_TTL = 60;
/**
 * Seconds after that a page may still be served while one re-render runs in the background
 * (stale-while-revalidate): a shopper never waits for a render because a page just expired.
 */
export const HTML_STALE = 600;
const NONCE_HEADER = 'x-html-nonce';
/** When the page was rendered (ms since the epoch), so a copy taken into memory expires with the stored one. */
const RENDERED_HEADER = 'x-html-rendered-at';
const CACHEABLE = new Set([200, 404]);

/** The client build a cached page references: a new deploy must never serve pages naming deleted assets. */
const BUILD = pageAssets('home').entry.replace(/\W+/g, '');

function cacheKey(c: Context<AppEnv>, version: number, locale: string): Request {
  const url = new URL(c.req.url);
  return new Request(`https://html-cache.internal/${url.host}/${BUILD}/v${version}/${locale}${pageCacheAddress(url)}`);
}
/** A rendered page kept in isolate memory: its HTML cut at the nonce, so a hit only joins the parts. */
interface KeptPage {
  parts: string[];
  status: number;
  headers: [string, string][];
  renderedAt: number;
}

/**
 * The hottest pages of this isolate in memory, in front of the Cache API (a round trip to the
 * colo's cache for every hit): at most 100 pages and 8 MB of HTML.
 */
const keptPages = new IsolateMemo<KeptPage>(100, 8_000_000, (page) =>
  page.parts.reduce((n, part) => n + part.length, 0),
);

/** Keeps a page in memory (unless it is heavier than the whole budget) and hands it back either way. */
function keep(
  key: string,
  html: string,
  nonce: string,
  status: number,
  headers: Headers,
  renderedAt: number,
): KeptPage {
  const kept = new Headers(headers);
  for (const name of [NONCE_HEADER, RENDERED_HEADER, 'cache-control']) kept.delete(name);
  return keptPages.set(key, {
    parts: html.split(`nonce="${nonce}"`),
    status,
    headers: [...kept],
    renderedAt,
  });
}

function serveKept(page: KeptPage, nonce: string, state: 'HIT' | 'STALE'): Response {
  const headers = new Headers(page.headers);
  headers.set('cache-control', 'no-cache');
  headers.set('x-ssr-cache', state);
  return new Response(page.parts.join(`nonce="${nonce}"`), { status: page.status, headers });
}

/** Forget the pages this isolate kept, as a fresh isolate would (tests). */
export function forgetKeptPages(): void {
  keptPages.clear();
}

/** Pages of this isolate being rendered again in the background, so a stale page starts one render. */
const revalidating = new Set<string>();

const ageOf = (renderedAt: number) => (Date.now() - renderedAt) / 1000;

/**
 * Anonymous pages are the same for every shopper of a store and language, so a rendered page is
 * kept in the Cache API and served again until it expires or the catalog version changes; for
 * `HTML_STALE` seconds after expiry it is still served while one re-render replaces it. The CSP
 * nonce of the stored copy is swapped for this response's nonce, so nonces stay per response.
 * `x-ssr-cache: bypass` with the bypass secret forces a fresh render (the benchmark's cold SSR).
 */
export async function withHtmlCache(
  c: Context<AppEnv>,
  locale: string,
  render: () => Promise<Response>,
): Promise<Response> {
  const cache = typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default;
  const nonce = c.get('secureHeadersNonce') as string | undefined;
  if (!cache || !nonce || c.req.method !== 'GET' || mayBypass(c, 'x-ssr-cache')) return render();

  let key: Request;
  try {
    key = cacheKey(c, await catalogVersion(c.env.DB, c.get('store').code), locale);
    let page = keptPages.get(key.url);
    if (!page || ageOf(page.renderedAt) > HTML_TTL + HTML_STALE) {
      const hit = await cache.match(key);
      page = hit
        ? keep(
            key.url,
            await hit.text(),
            hit.headers.get(NONCE_HEADER) ?? '',
            hit.status,
            hit.headers,
            Number(hit.headers.get(RENDERED_HEADER)) || Date.now(),
          )
        : undefined;
    }
    if (page && ageOf(page.renderedAt) <= HTML_TTL + HTML_STALE) {
      const stale = ageOf(page.renderedAt) > HTML_TTL;
      if (stale && !revalidating.has(key.url)) {
        revalidating.add(key.url);
        const again = render()
          .then((fresh) => store(cache, key, fresh, nonce))
          .then((response) => response.body?.cancel())
          .catch((error: unknown) => console.warn('HTML cache re-render failed', String(error)))
          .finally(() => revalidating.delete(key.url));
        c.executionCtx.waitUntil(again);
      }
      return serveKept(page, nonce, stale ? 'STALE' : 'HIT');
    }
  } catch (error) {
    console.warn('HTML cache unavailable', String(error));
    return render();
  }
  return store(cache, key, await render(), nonce, (promise) => c.executionCtx.waitUntil(promise));
}

/**
 * Keeps a rendered page (in memory and in the Cache API) and hands the shopper its stream. `later`
 * runs the write after the answer (waitUntil); without it the write is awaited, as in a re-render
 * that already runs in the background.
 */
async function store(
  cache: Cache,
  key: Request,
  response: Response,
  nonce: string,
  later?: (promise: Promise<unknown>) => void,
): Promise<Response> {
  if (
    !CACHEABLE.has(response.status) ||
    !response.body ||
    !response.headers.get('content-type')?.startsWith('text/html')
  )
    return response;
  const [toShopper, toCache] = response.body.tee();
  const stored = new Headers(response.headers);
  stored.set('cache-control', `public, max-age=${HTML_TTL + HTML_STALE}`);
  stored.set(NONCE_HEADER, nonce);
  const renderedAt = Date.now();
  stored.set(RENDERED_HEADER, String(renderedAt));
  const write = new Response(toCache)
    .text()
    .then((html) => {
      keep(key.url, html, nonce, response.status, response.headers, renderedAt);
      return cache.put(key, new Response(html, { status: response.status, headers: stored }));
    })
    .catch((error: unknown) => console.warn('HTML cache write failed', String(error)));
  if (later) later(write);
  else await write;
  const headers = new Headers(response.headers);
  headers.set('x-ssr-cache', 'MISS');
  return new Response(toShopper, { status: response.status, headers });
}
