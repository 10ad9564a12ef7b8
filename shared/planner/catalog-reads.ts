import type { ApiClient } from '../api/client.ts';
import type { PlannerCatalog } from './catalog.ts';
import { fetchPlannerCatalog } from './fetch-catalog.ts';

/**
 * The planner's catalog as an API client last read it. The page sends only what its first view
 * shows; the catalog behind it is read when the plan is edited (in the browser through the reads
 * the service worker keeps, so a plan computes offline). Kept per API client, which lives as long
 * as its request on the server and as long as the page in the browser.
 */
const readings = new WeakMap<ApiClient, Promise<PlannerCatalog>>();
const read = new WeakMap<ApiClient, PlannerCatalog>();

/** Reads the catalog anew (a visit to the planner) and keeps it for the plan's edits. */
export function readPlannerCatalog(api: ApiClient): Promise<PlannerCatalog> {
  const reading = fetchPlannerCatalog(api).then((catalog) => {
    read.set(api, catalog);
    return catalog;
  });
  readings.set(api, reading);
  // A failed read (offline, nothing kept) is tried again on the next call.
  reading.catch(() => {
    if (readings.get(api) === reading) readings.delete(api);
  });
  return reading;
}

/** The catalog this API client read, read now when it has not been. */
export const plannerCatalog = (api: ApiClient): Promise<PlannerCatalog> => readings.get(api) ?? readPlannerCatalog(api);

/** The catalog this API client has read, undefined while it has not. */
export const readCatalog = (api: ApiClient): PlannerCatalog | undefined => read.get(api);
