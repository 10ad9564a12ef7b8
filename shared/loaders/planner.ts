import { readPlannerCatalog } from '../planner/catalog-reads.ts';
import { formFromQuery } from '../planner/form-state.ts';
import { type FirstView, firstView } from '../planner/view.ts';
import type { Loader } from './types.ts';

export interface PlannerData {
  /** The plan of the address (its query string) as the page first shows it: form, choices, list. */
  first: FirstView;
}

/**
 * /zaunplaner?l=…: the fence planner. The loader reads the planner's catalog (the same requests
 * whatever the plan, so the browser's kept answers serve any plan offline) and computes the plan's
 * first view; the page computes again from the catalog as the shopper edits the plan. The catalog
 * itself stays out of the page's data: the browser reads it when the plan is edited
 * (shared/planner/catalog-reads.ts).
 */
export const plannerLoader: Loader<PlannerData> = async (ctx) => {
  const catalog = await readPlannerCatalog(ctx.api);
  const query = ctx.query.toString();
  return {
    meta: {
      title: 'Fence planner',
      description: 'Plan your fence: from the length of your garden to a complete, priced bill of materials.',
      canonical: '/zaunplaner',
      ...(query ? { robots: 'noindex' } : {}),
    },
    data: { first: firstView(catalog, formFromQuery(catalog, query)) },
  };
};
