/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types.js';

/**
 * Offline, a catalog image the browser never fetched (another width or format than the one kept,
 * or a cart thumbnail of a line added offline) is answered with a copy of the same drawing the
 * image cache holds: the same size first, then the largest other size. Better a picture scaled by
 * the browser than a broken one.
 */

const COPY = /^(\/img\/catalog\/[a-z0-9-]+?)-(\d+x\d+)(?:-(\d+)w\.[a-z]+|\.svg)$/;

/** The cached URL that best stands in for `wanted` (same drawing, same size first), or null. */
export function standIn(wanted: string, cached: readonly string[]): string | null {
  const want = COPY.exec(new URL(wanted, 'https://shop.invalid').pathname);
  if (!want) return null;
  const [, drawing, size] = want;
  const candidates = cached
    .map((url) => ({ url, match: COPY.exec(new URL(url, 'https://shop.invalid').pathname) }))
    .filter((c) => c.match?.[1] === drawing && c.url !== wanted);
  const rank = (c: (typeof candidates)[number]) =>
    (c.match![2] === size ? 1e6 : 0) + Number(c.match![3] ?? 1e5) + Number(c.match![2]!.split('x')[0]);
  return candidates.sort((a, b) => rank(b) - rank(a))[0]?.url ?? null;
}

/**
 * A Workbox plugin answering a failed image request from the given caches: the same URL (a kept
 * category's images live outside the image cache), else a cached copy of the same drawing.
 */
export function imageStandIn(cacheNames: readonly string[]): WorkboxPlugin {
  return {
    async handlerDidError({ request }) {
      const kept = await caches.match(request.url);
      if (kept) return kept;
      const cached = await Promise.all(
        cacheNames.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
      );
      const url = standIn(request.url, cached.flat());
      return (url && (await caches.match(url))) || undefined;
    },
  };
}
