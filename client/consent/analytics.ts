import { matchRoute } from '../../shared/routes.ts';
import { resolveStore } from '../../shared/stores.ts';
import type { PageView } from '../../shared/schemas/consent.ts';

/**
 * The shop's own analytics: one page view per page the
 * shopper sees, posted to /api/analytics/page-view. Called only while statistics consent holds
 * (client/consent/start.ts). The path goes without its query string (click ids, search terms).
 */

export function pageViewOf(pathname: string): PageView {
  const { store, path } = resolveStore(pathname);
  return { path, page: matchRoute(path).route.name, storeCode: store.code };
}

export async function sendPageView(view: PageView, origin = window.location.origin): Promise<void> {
  await fetch(`${origin}/api/analytics/page-view`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(view),
    keepalive: true,
  }).catch(() => undefined);
}
