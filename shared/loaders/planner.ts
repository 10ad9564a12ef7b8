import { fetchPlannerCatalog } from '../planner/fetch-catalog.ts';
import type { PlannerCatalog } from '../planner/catalog.ts';
import type { Loader } from './types.ts';

export interface PlannerData {
  catalog: PlannerCatalog;
  /** The plan as the URL gave it (its query string); the page computes the bill of materials from it. */
  query: string;
}

/**
 * /zaunplaner?l=…: the fence planner. The loader reads the planner's catalog (the same requests
 * whatever the plan, so the browser's cached answers serve any plan offline); the page computes the
 * plan's bill of materials itself, on the server and again in the browser as the shopper edits it.
 */
export const plannerLoader: Loader<PlannerData> = async (ctx) => ({
  meta: {
    title: 'Fence planner',
    description: 'Plan your fence: from the length of your garden to a complete, priced bill of materials.',
    canonical: '/zaunplaner',
    ...(ctx.query.toString() ? { robots: 'noindex' } : {}),
  },
  data: { catalog: await fetchPlannerCatalog(ctx.api), query: ctx.query.toString() },
});
