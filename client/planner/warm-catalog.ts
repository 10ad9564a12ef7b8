import { createApiClient } from '../../shared/api/client.ts';
import { fetchPlannerCatalog } from '../../shared/planner/fetch-catalog.ts';
import type { StoreView } from '../../shared/stores.ts';
import { searchAnswer } from '../sw/kept-search.ts';

/**
 * The planner's catalog reads sent past the service worker, which keeps their answers, without
 * the page reading the large one: a planner opened once and never touched still computes when it
 * is opened again offline, and a phone does not decode and parse some hundred kilobytes of
 * products at load for a plan the server has already drawn. The catalog itself is read when the
 * shopper starts to edit (client/islands/roots.ts).
 *
 * Only a page the service worker controls warms anything: elsewhere no one would keep the answers.
 */

/** The product search: the one answer of the planner's reads that is large. */
const isProductSearch = (request: Request) => new URL(request.url).pathname.endsWith('/product/_search');

/** Sends the planner's catalog reads the way a read would, letting the product answer pass unread. */
export async function warmPlannerCatalog(store: StoreView): Promise<void> {
  if (!navigator.serviceWorker?.controller) return;
  const api = createApiClient({
    base: window.location.origin,
    store,
    transport: async (request) => {
      const response = await fetch(request);
      if (!response.ok || !isProductSearch(request)) return response;
      // The service worker keeps its own copy of the answer; the page's is let go unread.
      await response.body?.cancel();
      // An empty answer in the API's shape stands in for it: the reads after it need none of its products.
      return new Response(searchAnswer([], 0, 0), { headers: { 'content-type': 'application/json' } });
    },
  });
  await fetchPlannerCatalog(api);
}
