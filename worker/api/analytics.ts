import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { pageViewSchema } from '../../shared/schemas/consent.ts';
import { recordPageView } from '../content/consent-repo.ts';
import { body } from './validate.ts';

/**
 * First-party analytics: the browser posts page views here
 * only after the shopper allowed statistics (client/consent/analytics.ts).
 *
 *   POST /api/analytics/page-view { path, page, storeCode } → 200 { code: 200, result: 'recorded' }
 *
 * The row holds the store, the path without its query string, the route name and the time: no IP
 * address, no user agent, no identifier of the shopper.
 */
export const analyticsApi = new Hono<AppEnv>();

analyticsApi.post('/page-view', body(pageViewSchema), async (c) => {
  await recordPageView(c.env.DB, c.req.valid('json'), new Date());
  return c.json({ code: 200, result: 'recorded' });
});
