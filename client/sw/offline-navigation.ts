/// <reference lib="webworker" />

/**
 * A page load the network could not answer and the cache does not hold: the shopper goes
 * to the store's home page, which says 'The product, category or CMS page is not available in
 * Offline mode. Redirecting to Home.' (the fragment asks the page for that notice). Without a
 * cached home page either, a plain offline page.
 */

export const OFFLINE_UNAVAILABLE_HASH = '#offline-unavailable';
const STORE_PREFIX = /^\/(de|at)(?=\/|$)/;

export async function offlineNavigation(url: URL, cacheName: string): Promise<Response> {
  const prefix = STORE_PREFIX.exec(url.pathname)?.[0] ?? '';
  const home = `${url.origin}${prefix || '/'}`;
  const cache = await caches.open(cacheName);
  const isHome = url.pathname === (prefix || '/') && !url.search;
  if (!isHome && (await cache.match(home))) return Response.redirect(home + OFFLINE_UNAVAILABLE_HASH, 302);
  return new Response(
    '<!doctype html><html lang="de"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Offline | Zaunshop</title><h1>Sie sind offline</h1>' +
      '<p>Keine Internetverbindung gefunden. Diese Seite ist im Offline-Modus nicht verfügbar. Bitte versuchen Sie es wieder, wenn Sie online sind.</p>',
    { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
}
