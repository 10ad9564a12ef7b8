import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { moderationBodySchema, reviewBodySchema } from '../../shared/schemas/review.ts';
import { minutesUntil, takeLimit } from '../users/rate-limit.ts';
import { reviewLimits } from './review-limits.ts';
import {
  insertReview,
  moderateReviews,
  pendingReviews,
  productExists,
  reviewsOfCustomer,
  type ReviewRow,
} from '../content/reviews-repo.ts';
import { secretsEqual } from '../users/tokens.ts';
import { ApiError } from './api-error.ts';
import { authenticate, clientIp, unauthorizedMessage } from './auth.ts';
import { storeCodeSchema } from './query-params.ts';
import { ok } from './respond.ts';
import { validBody, validQuery } from './validate.ts';

/**
 * Product reviews: held for moderation.
 *
 *   POST /create?token=[&storeCode=] {review}  → result: the stored review, review_status 2 (pending)
 *        review: vue-storefront-api's { product_id, title, detail, nickname, review_entity, review_status,
 *        ratings? } or the short form { product_id, author, text, rating }; rating 1..5 when given.
 *        Without a token a guest's review; with one the customer's (401 for an invalid token). A
 *        product of the store (400 otherwise); rate-limited per customer, or per address and product.
 *   GET  /mine?token=                          → result: the customer's reviews with their status
 *   GET  /pending            (x-admin-secret)  → result: reviews waiting for moderation
 *   POST /approve {id|ids, action?: 'approve'|'reject'} (x-admin-secret) → result: { approved|rejected: ids, missing: ids }
 *
 * Moderation answers 404 while env ADMIN_SECRET is not configured (the routes do not exist then) and
 * 403 for a missing or wrong `x-admin-secret` header (compared without a timing signal).
 * Approved reviews are found by the catalog's `review` entity search, filtered by product_id.
 */

/** Magento's review_status: 1 approved, 2 pending, 3 not approved. */
const STATUS_CODE = { approved: 1, pending: 2, rejected: 3 } as const;

const toAnswer = (r: ReviewRow) => ({
  id: r.id,
  product_id: r.product_id,
  title: r.title,
  detail: r.detail,
  nickname: r.nickname,
  rating: r.rating,
  review_entity: r.review_entity,
  review_status: STATUS_CODE[r.status],
  status: r.status,
  store: r.store,
  created_at: r.created_at,
});

/** Moderation is for the shop's staff: 404 while no ADMIN_SECRET is set, 403 without the right one. */
async function checkAdmin(c: Context<AppEnv>): Promise<void> {
  const secret = c.env.ADMIN_SECRET?.trim();
  if (!secret) throw new ApiError(404, `No API endpoint ${c.req.method} ${new URL(c.req.url).pathname}`);
  const given = c.req.header('x-admin-secret') ?? '';
  if (!given || !(await secretsEqual(given, secret)))
    throw new ApiError(403, 'Forbidden: a valid x-admin-secret header is required');
}

const storeQuery = z.object({ storeCode: storeCodeSchema });

export const reviewApi = new Hono<AppEnv>();

reviewApi.post('/create', async (c) => {
  const now = new Date();
  const auth = await authenticate(c, now);
  // Without a token the review is a guest's (how Vue Storefront sends it); a token that was sent
  // must be valid, and attributes the review to its customer.
  if (auth.kind === 'invalid') throw new ApiError(401, unauthorizedMessage(auth));
  const customerId = auth.kind === 'customer' ? auth.customer.userId : null;
  const store = validQuery(c, storeQuery).storeCode;
  const { review } = await validBody(c, reviewBodySchema);
  if (!(await productExists(c.env.DB, store.code, review.product_id)))
    throw new ApiError(400, `There is no product with id ${review.product_id} to review`);
  for (const limit of reviewLimits(customerId, clientIp(c), review.product_id)) {
    const state = await takeLimit(c.env.DB, limit, now);
    if (state.blocked)
      throw new ApiError(
        429,
        `Many reviews were written here today. Please try again in ${minutesUntil(state.resetAt, now)} minutes.`,
      );
  }
  const row = await insertReview(c.env.DB, store.code, customerId, review, now);
  return ok(c, toAnswer(row));
});

reviewApi.get('/mine', async (c) => {
  const auth = await authenticate(c);
  if (auth.kind !== 'customer') throw new ApiError(401, unauthorizedMessage(auth));
  return ok(c, (await reviewsOfCustomer(c.env.DB, auth.customer.userId)).map(toAnswer));
});

reviewApi.get('/pending', async (c) => {
  await checkAdmin(c);
  return ok(c, (await pendingReviews(c.env.DB)).map(toAnswer));
});

reviewApi.post('/approve', async (c) => {
  await checkAdmin(c);
  const body = await validBody(c, moderationBodySchema);
  const ids = [...new Set([...(body.id !== undefined ? [body.id] : []), ...(body.ids ?? [])])];
  const status = body.action === 'reject' ? 'rejected' : 'approved';
  const done = await moderateReviews(c.env.DB, ids, status, new Date());
  const missing = ids.filter((id) => !done.includes(id));
  if (!done.length) throw new ApiError(404, `No review with id ${missing.join(', ')}`);
  return ok(c, { [status]: done, missing });
});
