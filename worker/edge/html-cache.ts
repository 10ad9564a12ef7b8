import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import type { StoreCode } from '../../shared/stores.ts';
import { catalogState, changedSince, forgetCatalogVersions, type CatalogState } from '../cache/catalog-version.ts';
import { IsolateMemo } from '../cache/isolate-memo.ts';
import { pageAssets } from '../ssr/assets.ts';
import { mayBypass } from '../cache/bypass.ts';
import { pageCacheAddress } from './page-cache-key.ts';
import { waitUntilOf, type Waitable } from '../context.ts';

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
/** The products a page shows (SKUs, URI-encoded, comma-separated): a change of one retires the page. */
const SKUS_HEADER = 'x-html-skus';
/** When the product changes the page's data reflects were last read (ms): later changes retire it. */
const AS_OF_HEADER = 'x-html-as-of';
const INTERNAL_HEADERS = [NONCE_HEADER, RENDERED_HEADER, SKUS_HEADER, AS_OF_HEADER, 'cache-control'];
const CACHEABLE = new Set([200, 404]);

/** The client build a cached page references: a new deploy must never serve pages naming deleted assets. */
const BUILD = pageAssets('home').entry.replace(/\W+/g, '');

function cacheKey(c: Context<AppEnv>, version: number, locale: string): Request {
  const url = new URL(c.req.url);
  return new Request(`https://html-cache.internal/${url.host}/${BUILD}/v${version}/${locale}${pageCacheAddress(url)}`);
}
const utf8 = new TextEncoder();

/**
 * A rendered page kept in isolate memory: its HTML as UTF-8 bytes cut at the nonce, so a hit only
 * copies the parts around this response's nonce instead of encoding 150 kB of text again.
 */
interface KeptPage {
  /** Buffers rather than typed arrays: kept values are frozen, and a byte view cannot be. */
  parts: ArrayBuffer[];
  status: number;
  headers: [string, string][];
  renderedAt: number;
  store: StoreCode;
  /** SKUs of the products the page shows. */
  skus: string[];
  asOf: number;
}

/** How a page came to be: what `keep` needs beside its HTML. */
interface PageFacts {
  nonce: string;
  status: number;
  headers: Headers;
  renderedAt: number;
  store: StoreCode;
  skus: string[];
  asOf: number;
}

/**
 * The hottest pages of this isolate in memory, in front of the Cache API (a round trip to the
 * colo's cache for every hit): at most 100 pages and 8 MB of HTML.
 */
const keptPages = new IsolateMemo<KeptPage>(100, 8_000_000, (page) =>
  page.parts.reduce((n, part) => n + part.byteLength, 0),
);

/** Keeps a page in memory (unless it is heavier than the whole budget) and hands it back either way. */
function keep(key: string, html: string, facts: PageFacts): KeptPage {
  const { nonce, status, headers, renderedAt, store, skus, asOf } = facts;
  const kept = new Headers(headers);
  for (const name of INTERNAL_HEADERS) kept.delete(name);
  return keptPages.set(key, {
    parts: html.split(`nonce="${nonce}"`).map((part) => utf8.encode(part).slice().buffer),
    status,
    headers: [...kept],
    renderedAt,
    store,
    skus,
    asOf,
  });
}

/** A page read back from the Cache API, kept in memory again. */
async function keepStored(key: string, hit: Response, store: StoreCode): Promise<KeptPage> {
  const skus = hit.headers.get(SKUS_HEADER);
  const renderedAt = Number(hit.headers.get(RENDERED_HEADER)) || Date.now();
  return keep(key, await hit.text(), {
    nonce: hit.headers.get(NONCE_HEADER) ?? '',
    status: hit.status,
    headers: hit.headers,
    renderedAt,
    store,
    skus: skus ? skus.split(',').map(decodeURIComponent) : [],
    asOf: Number(hit.headers.get(AS_OF_HEADER)) || renderedAt,
  });
}

/** The kept parts joined by this response's nonce attribute. */
function joinedAtNonce(parts: ArrayBuffer[], nonce: string): Uint8Array {
  const attribute = utf8.encode(`nonce="${nonce}"`);
  const size = parts.reduce((n, part) => n + part.byteLength, 0) + attribute.byteLength * (parts.length - 1);
  const body = new Uint8Array(size);
  let at = 0;
  for (const [index, part] of parts.entries()) {
    if (index > 0) {
      body.set(attribute, at);
      at += attribute.byteLength;
    }
    body.set(new Uint8Array(part), at);
    at += part.byteLength;
  }
  return body;
}

function serveKept(page: KeptPage, nonce: string, state: 'HIT' | 'STALE'): Response {
  const headers = new Headers(page.headers);
  headers.set('cache-control', 'no-cache');
  headers.set('x-ssr-cache', state);
  return new Response(joinedAtNonce(page.parts, nonce), { status: page.status, headers });
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
  let state: CatalogState;
  const store = c.get('store').code;
  try {
    state = await catalogState(c.env.DB, store);
    key = cacheKey(c, state.version, locale);
    let page = current(state, key.url, keptPages.get(key.url));
    if (!page || ageOf(page.renderedAt) > HTML_TTL + HTML_STALE) {
      const hit = await cache.match(key);
      page = current(state, key.url, hit ? await keepStored(key.url, hit, store) : undefined);
    }
    if (page && ageOf(page.renderedAt) <= HTML_TTL + HTML_STALE) {
      const stale = ageOf(page.renderedAt) > HTML_TTL;
      if (stale && !revalidating.has(key.url)) {
        revalidating.add(key.url);
        const again = render()
          .then((fresh) => storePage(c, cache, key, fresh, state.readAt))
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
  return storePage(c, cache, key, await render(), state.readAt, (promise) => c.executionCtx.waitUntil(promise));
}

/**
 * `purgeChangedPages` after the answer (waitUntil), or before it where the request has no
 * execution context; a failure only leaves the pages to expire, so it is logged, never thrown.
 */
export async function purgeChangedPagesLater(c: Waitable, db: D1Database, store: StoreCode): Promise<void> {
  const purge = purgeChangedPages(db, store).catch((error: unknown) =>
    console.warn('purging changed pages failed', String(error)),
  );
  const later = waitUntilOf(c);
  if (later) later(purge);
  else await purge;
}

/** The page, unless a product it shows changed since it was rendered (then it is forgotten here). */
function current(state: CatalogState, key: string, page: KeptPage | undefined): KeptPage | undefined {
  if (!page || !changedSince(state, page.skus, page.asOf)) return page;
  keptPages.delete(key);
  return undefined;
}

/**
 * Retires the store's cached pages that show a product changed just now (an order took its stock,
 * the back office edited it): this isolate reads the change log afresh and drops those pages from
 * its memory and the colo's cache at once; other isolates and colos skip them when they next read
 * the log (within the ten seconds they trust it). Nothing else is purged.
 */
export async function purgeChangedPages(db: D1Database, store: StoreCode): Promise<void> {
  forgetCatalogVersions();
  const state = await catalogState(db, store);
  const keys = keptPages.deleteWhere((page) => page.store === store && changedSince(state, page.skus, page.asOf));
  const cache = typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default;
  if (cache) await Promise.all(keys.map((key) => cache.delete(key)));
}

/**
 * Keeps a rendered page (in memory and in the Cache API) and hands the shopper its stream. `later`
 * runs the write after the answer (waitUntil); without it the write is awaited, as in a re-render
 * that already runs in the background.
 */
async function storePage(
  c: Context<AppEnv>,
  cache: Cache,
  key: Request,
  response: Response,
  asOf: number,
  later?: (promise: Promise<unknown>) => void,
): Promise<Response> {
  const nonce = c.get('secureHeadersNonce') as string;
  if (
    !CACHEABLE.has(response.status) ||
    // A page of the shopper's own (their cart) is theirs alone.
    response.headers.get('cache-control')?.includes('private') ||
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
  stored.set(AS_OF_HEADER, String(asOf));
  const store = c.get('store').code;
  const write = new Response(toCache)
    .text()
    .then((html) => {
      // Read once the whole page streamed: deferred blocks show products too.
      const skus = [...c.get('shownSkus')];
      stored.set(SKUS_HEADER, skus.map(encodeURIComponent).join(','));
      keep(key.url, html, { nonce, status: response.status, headers: response.headers, renderedAt, store, skus, asOf });
      return cache.put(key, new Response(html, { status: response.status, headers: stored }));
    })
    .catch((error: unknown) => console.warn('HTML cache write failed', String(error)));
  if (later) later(write);
  else await write;
  const headers = new Headers(response.headers);
  headers.set('x-ssr-cache', 'MISS');
  return new Response(toShopper, { status: response.status, headers });
}
