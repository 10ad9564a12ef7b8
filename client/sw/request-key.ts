/**
 * The cache key of a catalog read. The Cache API keeps GET requests only, so a POST (a catalog
 * search, a url mapping) is kept under a GET of its URL with the SHA-256 of its body added. The
 * service worker and the page (which keeps a category for offline use) compute it alike.
 */
export async function requestKey(request: Request): Promise<Request> {
  if (request.method === 'GET') return request;
  const body = await request.clone().arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  const hash = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
  const url = new URL(request.url);
  url.searchParams.set('__body', hash);
  return new Request(url.href, { method: 'GET' });
}
