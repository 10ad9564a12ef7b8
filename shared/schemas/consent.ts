import { z } from 'zod';

/**
 * A page view of the first-party analytics (POST /api/analytics/page-view), sent by the browser
 * only after statistics consent (client/consent/analytics.ts). It carries no personal data.
 */
export const pageViewSchema = z.object({
  path: z
    .string({ error: '"path" is required' })
    .max(512, '"path" is at most 512 characters long')
    .regex(/^\/[^?#\s]*$/, '"path" must be a path starting with "/", without query string or fragment'),
  page: z.string({ error: '"page" is required' }).regex(/^[a-z-]{1,40}$/, '"page" must be a route name'),
  storeCode: z.enum(['default', 'de', 'at'], { error: '"storeCode" must be one of default, de, at' }),
});
export type PageView = z.infer<typeof pageViewSchema>;
