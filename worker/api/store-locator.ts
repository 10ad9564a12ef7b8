import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { interpolate } from '../../shared/i18n/interpolate.ts';
import { byDistance } from '../../shared/service/distance.ts';
import { MAX_QUERY_LENGTH, parseLocatorQuery } from '../../shared/service/locator-query.ts';
import { findPlace } from '../../shared/service/places.ts';
import type { LocatorResult } from '../../shared/service/types.ts';
import { PLACE_NOT_FOUND } from '../../shared/loaders/store-locator.ts';
import { listBranches, namedAreas, postcodeArea } from '../content/branches-repo.ts';
import { ApiError } from './api-error.ts';
import { ok } from './respond.ts';

/**
 * The store locator:
 *
 *   GET /api/ext/store-locator[?q=]  → result: { query, origin, branches }
 *     q blank: every branch in the shop's order, origin null.
 *     q a postcode (DE 5 digits, AT 4, optionally "D-"/"A-"): branches nearest first with distance_km
 *       from the postcode area's approximate centre (postcode_areas: 2-digit areas, 1-digit zones).
 *     q a town: the same from a branch in that town, else from the postcode area named after it.
 *   A malformed query is 400, a town nobody knows 404 PLACE_NOT_FOUND (with meta.message for the UI).
 */

export const storeLocatorApi = new Hono<AppEnv>();

storeLocatorApi.get('/', async (c) => {
  const raw = (c.req.query('q') ?? '').slice(0, MAX_QUERY_LENGTH + 1);
  const query = parseLocatorQuery(raw);
  if (query.kind === 'invalid') throw new ApiError(400, query.message, { meta: { message: { key: query.message } } });
  const branches = await listBranches(c.env.DB);
  if (query.kind === 'empty') return ok(c, { query: '', origin: null, branches } satisfies LocatorResult);

  let origin: LocatorResult['origin'] = null;
  if (query.kind === 'postcode') {
    const area = await postcodeArea(c.env.DB, query.country, query.postcode);
    // A whole postcode names its town; a postcode known only by its area is placed at the area's
    // centre but named by itself, since the area's main town is often not its town (49593 is not Osnabrück).
    const label = area && area.prefix === query.postcode ? `${query.postcode} ${area.name}` : query.postcode;
    if (area) origin = { label, country: area.country, lat: area.lat, lon: area.lon };
  } else {
    const towns = branches.map((b) => ({ name: b.city, country: b.country, lat: b.lat, lon: b.lon }));
    const place = findPlace(query.name, towns, await namedAreas(c.env.DB));
    if (place) origin = { label: place.name, country: place.country, lat: place.lat, lon: place.lon };
  }
  const text = raw.trim();
  if (!origin) {
    const params = { query: text };
    throw new ApiError(404, interpolate(PLACE_NOT_FOUND, params), {
      meta: { message: { key: PLACE_NOT_FOUND, params } },
    });
  }
  return ok(c, { query: text, origin, branches: byDistance(branches, origin) } satisfies LocatorResult);
});
