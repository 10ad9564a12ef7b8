import { z } from 'zod';
import { RATING_INVALID } from '../rules/texts.ts';
import { emailSchema } from './user-fields.ts';

/**
 * Product reviews (author, text, rating; sent as a review object; held for
 * moderation) and the newsletter's bodies. POST /api/review/create takes vue-storefront-api's review
 * (review.schema.json: product_id, title, detail, nickname, review_entity, review_status) or the
 * The short form (author, text, rating); both come out as one ReviewInput. review_status and
 * customer_id from the client are ignored: a review is always stored pending, for the signed-in customer.
 */

export { RATING_INVALID };

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const text = (field: string, max: number) =>
  z
    .string({ error: `"${field}" must be text` })
    .trim()
    .max(max, `"${field}" is at most ${max} characters long`)
    .refine((s) => !CONTROL.test(s), `"${field}" must not contain control characters`);

const rating = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, RATING_INVALID).transform(Number)], { error: RATING_INVALID })
  .refine((n) => Number.isInteger(n) && n >= 1 && n <= 5, RATING_INVALID);

/** Magento's ratings list: [{ rating_name?, value | percent }]; the first one counts. */
const ratings = z
  .array(z.looseObject({ value: rating.optional(), percent: z.number().min(20).max(100).optional() }), {
    error: '"ratings" must be a list',
  })
  .max(10, '"ratings" has at most 10 entries');

export const reviewInputSchema = z
  .looseObject(
    {
      product_id: z.union(
        [
          z.number().int().positive(),
          z
            .string()
            .trim()
            .regex(/^\d{1,9}$/)
            .transform(Number),
        ],
        { error: '"product_id" must be a product id (a positive integer)' },
      ),
      title: text('title', 255).nullish(),
      detail: text('detail', 5000).nullish(),
      text: text('text', 5000).nullish(),
      nickname: text('nickname', 64).nullish(),
      author: text('author', 64).nullish(),
      review_entity: z.string().trim().max(32).nullish(),
      rating: rating.nullish(),
      ratings: ratings.nullish(),
    },
    { error: '"review" must be an object with "product_id", "title", "detail" and "nickname"' },
  )
  .transform((r, ctx) => {
    const detail = (r.detail || r.text || '').trim();
    const nickname = (r.nickname || r.author || '').trim();
    if (!detail) ctx.addIssue({ code: 'custom', message: 'The review text ("detail") is required', path: ['detail'] });
    if (!nickname) ctx.addIssue({ code: 'custom', message: 'The author ("nickname") is required', path: ['nickname'] });
    if (r.review_entity && r.review_entity !== 'product')
      ctx.addIssue({
        code: 'custom',
        message: 'Only product reviews are supported ("review_entity": "product")',
        path: ['review_entity'],
      });
    const first = r.ratings?.[0];
    const fromList = first?.value ?? (first?.percent !== undefined ? Math.round(first.percent / 20) : undefined);
    const title = (r.title || '').trim() || (detail.length > 60 ? `${detail.slice(0, 57)}…` : detail);
    return { product_id: r.product_id, title, detail, nickname, rating: r.rating ?? fromList ?? null };
  });

export const reviewBodySchema = z.looseObject(
  { review: reviewInputSchema },
  { error: 'The body must be a JSON object with a "review"' },
);

export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** POST /api/review/approve: one id or a list; 'reject' hides a review for good. */
export const moderationBodySchema = z
  .looseObject(
    {
      id: z
        .union([
          z.number().int().positive(),
          z
            .string()
            .regex(/^\d{1,12}$/)
            .transform(Number),
        ])
        .optional(),
      ids: z
        .array(
          z.union([
            z.number().int().positive(),
            z
              .string()
              .regex(/^\d{1,12}$/)
              .transform(Number),
          ]),
        )
        .max(100)
        .optional(),
      action: z.enum(['approve', 'reject'], { error: '"action" must be "approve" or "reject"' }).optional(),
    },
    { error: 'The body must be a JSON object with "id" or "ids"' },
  )
  .refine((b) => b.id !== undefined || (b.ids && b.ids.length > 0), {
    message: 'Name the review(s) to moderate: "id" or "ids"',
  });

/** POST /api/ext/mailchimp-subscribe/subscribe and …/unsubscribe. */
export const newsletterBodySchema = z.looseObject(
  { email: emailSchema },
  { error: 'The body must be a JSON object with "email"' },
);
