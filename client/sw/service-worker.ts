/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CATALOG_CACHE, IMAGES_CACHE, KEPT_CACHE, PAGES_CACHE, RETIRED_CACHES, URL_MAP_CACHE } from './cache-names.ts';
import { giveUpAfter, withinTime } from './bounded-network.ts';
import { catalogReadRoute, isCatalogRead } from './catalog-reads.ts';
import { imageStandIn } from './image-fallback.ts';
import { keptAnswer, refreshDue, refreshIfKept } from './kept.ts';
import { KEEPING_HEADER } from './kept-manifest.ts';
import { offlineNavigation } from './offline-navigation.ts';

/**
 * The shop's service worker, built by vite.sw.config.ts
 * with Workbox: the app shell and hashed assets precached (the list is injected at build time),
 * visited pages and catalog API answers network first with a timeout, product images stale while
 * revalidate, navigation preload on. A new version waits until the page asks it to take over
 * (the shopper accepted the reload), so an open page never runs against a half-switched cache.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Seconds the network has before a cached answer is used (network first with a timeout). */
const NETWORK_TIMEOUT_SECONDS = 3;
/**
 * How long a page load not in the cache waits for the network to begin an answer before the
 * offline page stands in (bounded-network.ts: a dropped connection fails nothing by itself).
 */
const PAGE_GIVE_UP_MS = 15_000;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
navigationPreload.enable();

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page that started online: the kept categories not refreshed for a while are asked again.
  if (type === 'REFRESH_KEPT') event.waitUntil(refreshDue().catch(() => undefined));
});
clientsClaim();

/**
 * The sync queue's writes (orders, cart changes) go straight to the network without waking this
 * worker, where the browser has static routes: the worker never answers them, and an old worker
 * woken by another tab's replay just as it makes way for a new version the shopper accepted runs
 * on, and keeps the new one waiting, for minutes.
 */
type RoutedInstall = ExtendableEvent & { addRoutes?: (rules: object[]) => Promise<void> };
const Pattern = (self as unknown as { URLPattern?: new (init: { pathname: string }) => object }).URLPattern;
self.addEventListener('install', (event) => {
  if (!Pattern) return;
  void (event as RoutedInstall)
    .addRoutes?.(
      ['/api/order', '/api/cart/*'].map((pathname) => ({
        condition: { urlPattern: new Pattern({ pathname }) },
        source: 'network',
      })),
    )
    .catch(() => undefined);
});

// Answers kept in an earlier shape would break the pages that read them.
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))));
});

// A page keeping a category for offline use stores the answers itself: straight to the network.
for (const method of ['GET', 'POST'] as const)
  registerRoute(
    ({ request }) => request.headers.has(KEEPING_HEADER),
    ({ request }) => fetch(request),
    method,
  );

// Pages: SSR'd HTML carries its CSP nonce in both the header and the markup, and the cache keeps
// the whole response, so a cached page hydrates with the nonce it was rendered with.
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    giveUpAfter(PAGE_GIVE_UP_MS),
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
    // A kept category's page the network answered (also after the timeout, or through navigation
    // preload): the kept copy follows what went into the page cache.
    {
      cacheDidUpdate: async ({ request, newResponse }) => {
        await refreshIfKept(new Request(request.url), newResponse).catch(() => undefined);
      },
    },
  ],
});
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  async (options) => {
    try {
      return await withinTime(pages.handle(options), PAGE_GIVE_UP_MS);
    } catch {
      // A page of a category the shopper kept, else home with the notice.
      return (await keptAnswer(options.request)) ?? offlineNavigation(options.url, PAGES_CACHE);
    }
  },
);

// Catalog reads (GET, and the POST searches and url mapping keyed by their body).
const catalog = (cacheName: string) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request, params }) => (params as { key?: Request } | undefined)?.key ?? request },
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 500, purgeOnQuotaError: true }),
    ],
  });
const catalogStrategy = catalog(CATALOG_CACHE);
const urlMapStrategy = catalog(URL_MAP_CACHE);
for (const method of ['GET', 'POST'] as const) {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && isCatalogRead(url, request.method),
    (options) =>
      catalogReadRoute(
        options,
        options.url.pathname.startsWith('/api/url/') ? urlMapStrategy : catalogStrategy,
        self.clients,
      ),
    method,
  );
}

// Product and banner images under /img (SVG drawings and their AVIF, WebP and JPEG copies, one URL
// per format and width): shown from cache at once, refreshed behind; offline, a copy the browser
// did not fetch is answered with a kept copy of the same drawing.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && (request.destination === 'image' || url.pathname.startsWith('/img/')),
  new StaleWhileRevalidate({
    cacheName: IMAGES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true }),
      imageStandIn([IMAGES_CACHE, KEPT_CACHE]),
    ],
  }),
);
