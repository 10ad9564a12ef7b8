import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { catalogVersion } from '../cache/catalog-version.ts';
import { IsolateMemo } from '../cache/isolate-memo.ts';
import { pageAssets } from '../ssr/assets.ts';

/** Seconds a rendered page is served from the edge cache; a catalog change purges it sooner. */
export const HTML_TTL = 60;
const NONCE_HEADER = 'x-html-nonce';
/** When the page was rendered (ms since the epoch), so a copy taken into memory expires with the stored one. */
const RENDERED_HEADER = 'x-html-rendered-at';
const CACHEABLE = new Set([200, 404]);

/** The client build a cached page references: a new deploy must never serve pages naming deleted assets. */
const BUILD = pageAssets('home').entry.replace(/\W+/g, '');

function cacheKey(c: Context<AppEnv>, version: number, locale: string): Request {
  const url = new URL(c.req.url);
  return new Request(
    `https://html-cache.internal/${url.host}/${BUILD}/v${version}/${locale}${url.pathname}${url.search}`,
  );
}

/** A rendered page kept in isolate memory: its HTML cut at the nonce, so a hit only joins the parts. */
interface KeptPage {
  parts: string[];
  status: number;
  headers: [string, string][];
  until: number;
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
    until: renderedAt + HTML_TTL * 1000,
  });
}

function serveKept(page: KeptPage, nonce: string): Response {
  const headers = new Headers(page.headers);
  headers.set('cache-control', 'no-cache');
  headers.set('x-ssr-cache', 'HIT');
  return new Response(page.parts.join(`nonce="${nonce}"`), { status: page.status, headers });
}

/** Forget the pages this isolate kept, as a fresh isolate would (tests). */
export function forgetKeptPages(): void {
  keptPages.clear();
}

/**
 * Anonymous pages are the same for every shopper of a store and language, so a rendered page is
 * kept in the Cache API and served again until it expires or the catalog version changes. The
 * CSP nonce of the stored copy is swapped for this response's nonce, so nonces stay per response.
 * `x-ssr-cache: bypass` on a request forces a fresh render (benchmarks measure cold SSR with it).
 */
export async function withHtmlCache(
  c: Context<AppEnv>,
  locale: string,
  render: () => Promise<Response>,
): Promise<Response> {
  const cache = typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default;
  const nonce = c.get('secureHeadersNonce') as string | undefined;
  if (!cache || !nonce || c.req.method !== 'GET' || c.req.header('x-ssr-cache') === 'bypass') return render();

  let key: Request;
  try {
    key = cacheKey(c, await catalogVersion(c.env.DB, c.get('store').code), locale);
    const kept = keptPages.get(key.url);
    if (kept && kept.until > Date.now()) return serveKept(kept, nonce);
    const hit = await cache.match(key);
    if (hit) {
      const renderedAt = Number(hit.headers.get(RENDERED_HEADER)) || Date.now();
      return serveKept(
        keep(key.url, await hit.text(), hit.headers.get(NONCE_HEADER) ?? '', hit.status, hit.headers, renderedAt),
        nonce,
      );
    }
  } catch (error) {
    console.warn('HTML cache unavailable', String(error));
    return render();
  }

  const response = await render();
  if (
    !CACHEABLE.has(response.status) ||
    !response.body ||
    !response.headers.get('content-type')?.startsWith('text/html')
  )
    return response;
  const [toShopper, toCache] = response.body.tee();
  const stored = new Headers(response.headers);
  stored.set('cache-control', `public, max-age=${HTML_TTL}`);
  stored.set(NONCE_HEADER, nonce);
  const renderedAt = Date.now();
  stored.set(RENDERED_HEADER, String(renderedAt));
  c.executionCtx.waitUntil(
    new Response(toCache)
      .text()
      .then((html) => {
        keep(key.url, html, nonce, response.status, response.headers, renderedAt);
        return cache.put(key, new Response(html, { status: response.status, headers: stored }));
      })
      .catch((error: unknown) => console.warn('HTML cache write failed', String(error))),
  );
  const headers = new Headers(response.headers);
  headers.set('x-ssr-cache', 'MISS');
  return new Response(toShopper, { status: response.status, headers });
}
