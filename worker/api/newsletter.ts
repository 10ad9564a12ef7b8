import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { newsletterBodySchema } from '../../shared/schemas/review.ts';
import { INVALID_EMAIL } from '../../shared/schemas/user.ts';
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
import { authenticate, clientIp, parseBody } from './auth.ts';
import { queryError, storeCodeSchema } from './query-params.ts';
import { fail, ok } from './respond.ts';
import { newsletterConfirmMail, newsletterWelcomeMail, shopOrigin } from './mails.ts';

/**
 * Newsletter with double opt-in.
 *
 *   POST /subscribe[?storeCode=] {email}  → result: true. A pending subscription and a mail with the
 *        confirmation link (…/confirm?token=, 256 random bits, stored hashed, valid 7 days) go to the
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

const MAX_BODY = 8 * 1024;
const CONFIRM_TTL_MS = 7 * 86_400_000;
const HOUR = 3_600_000;
const UNSUBSCRIBE = 'newsletter-unsubscribe';
/** Unambiguous letters and digits for coupon codes (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const unsubscribeBody = newsletterBodySchema.and(z.looseObject({ unsubscribeToken: z.string().max(128).optional() }));

function personalCouponCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `NL-${[...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

const unsubscribeToken = (c: Context<AppEnv>, email: string) => purposeMac(authSecret(c.env), UNSUBSCRIBE, email);

export const newsletterApi = new Hono<AppEnv>();

newsletterApi.use(
  bodyLimit({
    maxSize: MAX_BODY,
    onError: (c) => fail(c, 413, `The request body is larger than ${MAX_BODY / 1024} kB`),
  }),
);

newsletterApi.post('/subscribe', async (c) => {
  const now = new Date();
  const body = await parseBody(c, newsletterBodySchema, new Set([INVALID_EMAIL]));
  if (!body.ok) return fail(c, 400, body.message);
  const store = storeCodeSchema.safeParse(c.req.query('storeCode'));
  if (!store.success) return fail(c, 400, queryError(store.error));
  const { email } = body.value;
  for (const limit of [
    addressLimit('newsletter:address', clientIp(c), 20, HOUR),
    { scope: 'newsletter:email', subject: email, max: 5, windowMs: HOUR },
  ]) {
    if (!limit) continue;
    const state = await takeLimit(c.env.DB, limit, now);
    if (state.blocked)
      return fail(
        c,
        429,
        `Too many newsletter requests. Please try again in ${minutesUntil(state.resetAt, now)} minutes.`,
      );
  }
  const existing = await findSubscription(c.env.DB, email);
  if (existing?.status !== 'subscribed') {
    const token = randomToken();
    const link = `${new URL(shopOrigin(c, store.data)).origin}/api/ext/mailchimp-subscribe/confirm?token=${token}`;
    await startSubscription(
      c.env.DB,
      email,
      store.data.code,
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
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return fail(c, 400, 'This confirmation link is invalid or has expired.');
  const now = new Date();
  const confirmHash = await sha256Hex(token);
  const welcome = async (sub: { email: string; store: string }, coupon: string) => {
    const base = shopOrigin(c, storeCodeSchema.safeParse(sub.store).data ?? storeCodeSchema.parse(undefined));
    const unsubscribeLink = `${base}/my-account/newsletter?email=${encodeURIComponent(sub.email)}&unsubscribeToken=${await unsubscribeToken(c, sub.email)}`;
    return newsletterWelcomeMail(sub.email, coupon, base, unsubscribeLink);
  };
  const row = await confirmSubscription(c.env.DB, confirmHash, personalCouponCode(), welcome, now);
  if (!row?.coupon_code) return fail(c, 400, 'This confirmation link is invalid or has expired.');
  return ok(c, {
    email: row.email,
    status: row.status,
    coupon: row.coupon_code,
    discount_percent: NEWSLETTER_COUPON_PERCENT,
  });
});

async function handleUnsubscribe(c: Context<AppEnv>): Promise<Response> {
  const body = await parseBody(c, unsubscribeBody, new Set([INVALID_EMAIL]));
  if (!body.ok) return fail(c, 400, body.message);
  const { email } = body.value;
  const given = body.value.unsubscribeToken ?? c.req.query('unsubscribeToken');
  let allowed = given ? await secretsEqual(given, await unsubscribeToken(c, email)) : false;
  if (!allowed) {
    const auth = await authenticate(c);
    if (auth.kind === 'customer') allowed = (await findUserById(c.env.DB, auth.customer.userId))?.email === email;
  }
  if (!allowed)
    return fail(c, 403, 'To unsubscribe, log in with this e-mail address or use the link from the newsletter e-mail.');
  await unsubscribe(c.env.DB, email, new Date());
  return ok(c, true);
}

newsletterApi.post('/unsubscribe', handleUnsubscribe);
newsletterApi.delete('/unsubscribe', handleUnsubscribe);
newsletterApi.delete('/subscribe', handleUnsubscribe);

newsletterApi.onError((err, c) => {
  console.error(
    'newsletter API error',
    c.req.method,
    new URL(c.req.url).pathname,
    err instanceof Error ? err.message : String(err),
  );
  return fail(c, 500, 'Internal error, please try again later');
});
