import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env.ts';
import { moderationBodySchema, RATING_INVALID, reviewBodySchema } from '../../shared/schemas/review.ts';
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
import { authenticate, clientIp, parseBody, unauthorizedMessage } from './auth.ts';
import { queryError, storeCodeSchema } from './query-params.ts';
import { fail, ok } from './respond.ts';

/**
 * Product reviews (SPEC §3 Review, §7 POST /api/review/create?token): held for moderation.
 *
 *   POST /create?token=[&storeCode=] {review}  → result: the stored review, review_status 2 (pending)
 *        review: vue-storefront-api's { product_id, title, detail, nickname, review_entity, review_status,
 *        ratings? } or the SPEC's { product_id, author, text, rating }; rating 1..5 when given.
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

const MAX_BODY = 32 * 1024;

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

async function adminDenied(c: Context<AppEnv>): Promise<Response | null> {
  const secret = c.env.ADMIN_SECRET?.trim();
  if (!secret) return fail(c, 404, `No API endpoint ${c.req.method} ${new URL(c.req.url).pathname}`);
  const given = c.req.header('x-admin-secret') ?? '';
  if (!given || !(await secretsEqual(given, secret)))
    return fail(c, 403, 'Forbidden: a valid x-admin-secret header is required');
  return null;
}

export const reviewApi = new Hono<AppEnv>();

reviewApi.use(
  bodyLimit({
    maxSize: MAX_BODY,
    onError: (c) => fail(c, 413, `The request body is larger than ${MAX_BODY / 1024} kB`),
  }),
);

reviewApi.post('/create', async (c) => {
  const now = new Date();
  const auth = await authenticate(c, now);
  // Without a token the review is a guest's (how Vue Storefront sends it); a token that was sent
  // must be valid, and attributes the review to its customer.
  if (auth.kind === 'invalid') return fail(c, 401, unauthorizedMessage(auth));
  const customerId = auth.kind === 'customer' ? auth.customer.userId : null;
  const store = storeCodeSchema.safeParse(c.req.query('storeCode'));
  if (!store.success) return fail(c, 400, queryError(store.error));
  const body = await parseBody(c, reviewBodySchema, new Set([RATING_INVALID]));
  if (!body.ok) return fail(c, 400, body.message);
  const { review } = body.value;
  if (!(await productExists(c.env.DB, store.data.code, review.product_id)))
    return fail(c, 400, `There is no product with id ${review.product_id} to review`);
  for (const limit of reviewLimits(customerId, clientIp(c), review.product_id)) {
    const state = await takeLimit(c.env.DB, limit, now);
    if (state.blocked)
      return fail(
        c,
        429,
        `Many reviews were written here today. Please try again in ${minutesUntil(state.resetAt, now)} minutes.`,
      );
  }
  const row = await insertReview(c.env.DB, store.data.code, customerId, review, now);
  return ok(c, toAnswer(row));
});

reviewApi.get('/mine', async (c) => {
  const auth = await authenticate(c);
  if (auth.kind !== 'customer') return fail(c, 401, unauthorizedMessage(auth));
  return ok(c, (await reviewsOfCustomer(c.env.DB, auth.customer.userId)).map(toAnswer));
});

reviewApi.get('/pending', async (c) => {
  const denied = await adminDenied(c);
  if (denied) return denied;
  return ok(c, (await pendingReviews(c.env.DB)).map(toAnswer));
});

reviewApi.post('/approve', async (c) => {
  const denied = await adminDenied(c);
  if (denied) return denied;
  const body = await parseBody(c, moderationBodySchema);
  if (!body.ok) return fail(c, 400, body.message);
  const ids = [...new Set([...(body.value.id !== undefined ? [body.value.id] : []), ...(body.value.ids ?? [])])];
  const status = body.value.action === 'reject' ? 'rejected' : 'approved';
  const done = await moderateReviews(c.env.DB, ids, status, new Date());
  const missing = ids.filter((id) => !done.includes(id));
  if (!done.length) return fail(c, 404, `No review with id ${missing.join(', ')}`);
  return ok(c, { [status]: done, missing });
});

reviewApi.onError((err, c) => {
  console.error(
    'review API error',
    c.req.method,
    new URL(c.req.url).pathname,
    err instanceof Error ? err.message : String(err),
  );
  return fail(c, 500, 'Internal error, please try again later');
});
