import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { newsletterBodySchema } from '../../shared/schemas/review.ts';
import {
  confirmSubscription,
  findSubscription,
  NEWSLETTER_COUPON_PERCENT,
  startSubscription,
  unsubscribe,
} from '../content/newsletter-repo.ts';
import { addressLimit, minutesUntil, takeLimit } from '../users/rate-limit.ts';
import { authSecret, purposeMac, randomToken, secretsEqual, sha256Hex } from '../users/tokens.ts';
import { findUserById } from '../users/users-repo.ts';
import { ApiError } from './api-error.ts';
import { authenticate, clientIp } from './auth.ts';
import { storeCodeSchema } from './query-params.ts';
import { ok } from './respond.ts';
import { body, query, validBody } from './validate.ts';
import { newsletterConfirmMail, newsletterWelcomeMail, shopOrigin } from './mails.ts';

/**
 * Newsletter with double opt-in.
 *
 *   POST /subscribe[?storeCode=] {email}  → result: true. A pending subscription and a mail with the
 *        confirmation link (the page /newsletter/confirm?token=, 256 random bits, stored hashed, valid 7 days) go to the
 *        outbox. The answer is the same for new, pending and subscribed addresses.
 *   GET  /confirm?token=                  → result: { email, status: 'subscribed', coupon, discount_percent: 10 }
 *        The newsletter's coupon is a PERSONAL single-use 10 % code (coupons row NL-…, usage_limit 1),
 *        not the shared ZAUN10: a shared code spreads beyond the list. One code per address, ever:
 *        confirming again (mail scanners open links too) answers the same code.
 *   POST|DELETE /unsubscribe {email, unsubscribeToken?}, and DELETE /subscribe {email} (the Vue
 *        Storefront module's call) → result: true. Allowed for the signed-in customer of that address
 *        (?token= / Bearer) or with the unsubscribeToken from the welcome mail; 403 otherwise, so no one
 *        can unsubscribe other people.
 */

const CONFIRM_TTL_MS = 7 * 86_400_000;
const HOUR = 3_600_000;
const UNSUBSCRIBE = 'newsletter-unsubscribe';
/** Unambiguous letters and digits for coupon codes (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const unsubscribeBody = newsletterBodySchema.extend({ unsubscribeToken: z.string().max(128).optional() });
const storeQuery = z.object({ storeCode: storeCodeSchema });
const LINK_INVALID = 'This confirmation link is invalid or has expired.';

function personalCouponCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `NL-${[...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

const unsubscribeToken = (c: Context<AppEnv>, email: string) => purposeMac(authSecret(c.env), UNSUBSCRIBE, email);

export const newsletterApi = new Hono<AppEnv>();

newsletterApi.post('/subscribe', body(newsletterBodySchema), query(storeQuery), async (c) => {
  const now = new Date();
  const store = c.req.valid('query').storeCode;
  const { email } = c.req.valid('json');
  for (const limit of [
    addressLimit('newsletter:address', clientIp(c), 20, HOUR),
    { scope: 'newsletter:email', subject: email, max: 5, windowMs: HOUR },
  ]) {
    if (!limit) continue;
    const state = await takeLimit(c.env.DB, limit, now);
    if (state.blocked)
      throw new ApiError(
        429,
        `Too many newsletter requests. Please try again in ${minutesUntil(state.resetAt, now)} minutes.`,
      );
  }
  const existing = await findSubscription(c.env.DB, email);
  if (existing?.status !== 'subscribed') {
    const token = randomToken();
    // The link opens the shop's confirmation page, which confirms through GET /confirm and says what happened.
    const link = `${shopOrigin(c, store)}/newsletter/confirm?token=${token}`;
    await startSubscription(
      c.env.DB,
      email,
      store.code,
      await sha256Hex(token),
      new Date(now.getTime() + CONFIRM_TTL_MS),
      newsletterConfirmMail(email, link),
      now,
    );
  }
  return ok(c, true);
});

newsletterApi.get('/confirm', async (c) => {
  const token = c.req.query('token')?.trim() ?? '';
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new ApiError(400, LINK_INVALID);
  const now = new Date();
  const confirmHash = await sha256Hex(token);
  const welcome = async (sub: { email: string; store: string }, coupon: string) => {
    const base = shopOrigin(c, storeCodeSchema.safeParse(sub.store).data ?? storeCodeSchema.parse(undefined));
    const unsubscribeLink = `${base}/my-account/newsletter?email=${encodeURIComponent(sub.email)}&unsubscribeToken=${await unsubscribeToken(c, sub.email)}`;
    return newsletterWelcomeMail(sub.email, coupon, base, unsubscribeLink);
  };
  const row = await confirmSubscription(c.env.DB, confirmHash, personalCouponCode(), welcome, now);
  if (!row?.coupon_code) throw new ApiError(400, LINK_INVALID);
  return ok(c, {
    email: row.email,
    status: row.status,
    coupon: row.coupon_code,
    discount_percent: NEWSLETTER_COUPON_PERCENT,
  });
});

async function handleUnsubscribe(c: Context<AppEnv>): Promise<Response> {
  const { email, unsubscribeToken: fromBody } = await validBody(c, unsubscribeBody);
  const given = fromBody ?? c.req.query('unsubscribeToken');
  let allowed = given ? await secretsEqual(given, await unsubscribeToken(c, email)) : false;
  if (!allowed) {
    const auth = await authenticate(c);
    if (auth.kind === 'customer') allowed = (await findUserById(c.env.DB, auth.customer.userId))?.email === email;
  }
  if (!allowed)
    throw new ApiError(
      403,
      'To unsubscribe, log in with this e-mail address or use the link from the newsletter e-mail.',
    );
  await unsubscribe(c.env.DB, email, new Date());
  return ok(c, true);
}

newsletterApi.post('/unsubscribe', handleUnsubscribe);
newsletterApi.delete('/unsubscribe', handleUnsubscribe);
newsletterApi.delete('/subscribe', handleUnsubscribe);
