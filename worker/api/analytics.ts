import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env.ts';
import { pageViewSchema } from '../../shared/schemas/consent.ts';
import { recordPageView } from '../content/consent-repo.ts';
import { fail, readJson } from './respond.ts';

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

analyticsApi.use(bodyLimit({ maxSize: 4096, onError: (c) => fail(c, 413, 'A page view is at most 4 kB') }));

analyticsApi.post('/page-view', async (c) => {
  const json = await readJson(c);
  if (!json.ok) return fail(c, 400, json.message);
  const parsed = pageViewSchema.safeParse(json.value);
  if (!parsed.success) return fail(c, 400, parsed.error.issues[0]?.message ?? 'The page view is invalid');
  await recordPageView(c.env.DB, parsed.data, new Date());
  return c.json({ code: 200, result: 'recorded' });
});

analyticsApi.all('/page-view', (c) => fail(c, 405, 'Page views are sent with POST /api/analytics/page-view'));
