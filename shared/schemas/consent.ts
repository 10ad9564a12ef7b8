import { z } from 'zod';

/**
 * What the browser sends once the shopper has consented (client/consent/): page views for the
 * first-party analytics (statistics consent) and the offline conversion attached to an order
 * (marketing consent). Neither carries personal data.
 */

/** URL parameters of ad clicks, in the order they are looked for (Google, Microsoft, Meta). */
export const CLICK_ID_PARAMS = ['gclid', 'msclkid', 'fbclid'] as const;
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];

/** SPEC §9: a marketing click id stored as an offline conversion named 'purchase' with its click date. */
export const conversionSchema = z.object({
  name: z.literal('purchase'),
  clickId: z.string().trim().min(1).max(512).regex(/^[\w.~-]+$/, 'A click id holds letters, digits and - _ . ~ only'),
  clickType: z.enum(CLICK_ID_PARAMS),
  clickDate: z.iso.datetime({ offset: true }),
});
export type Conversion = z.infer<typeof conversionSchema>;

/** One page view: where, in which store; the path never carries its query string. */
export const pageViewSchema = z.object({
  path: z
    .string({ error: '"path" is required' })
    .max(512, '"path" is at most 512 characters long')
    .regex(/^\/[^?#\s]*$/, '"path" must be a path starting with "/", without query string or fragment'),
  page: z.string({ error: '"page" is required' }).regex(/^[a-z-]{1,40}$/, '"page" must be a route name'),
  storeCode: z.enum(['default', 'de', 'at'], { error: '"storeCode" must be one of default, de, at' }),
});
export type PageView = z.infer<typeof pageViewSchema>;
