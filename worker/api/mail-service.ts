import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { href } from '../../shared/routes.ts';
import { interpolate } from '../../shared/i18n/interpolate.ts';
import {
  shareCartMailSchema,
  fieldErrors,
  validateContact,
  type FieldErrors,
} from '../../shared/service/contact-schema.ts';
import {
  CART_NOT_SHARED,
  FORM_TOKEN_EXPIRED,
  FORM_TOKEN_FORGED,
  FORM_TOKEN_USED,
  NOT_JSON_OBJECT,
  TOO_MANY_MESSAGES,
  type MailServiceErrorMeta,
} from '../../shared/service/messages.ts';
import { CLIENT_NONCE, FORM_TOKEN_TTL_MS, formSecret, issueFormToken, verifyFormToken } from '../mail/form-token.ts';
import { deliverOutbox } from '../mail/mail-delivery.ts';
import { queueMail, type Mail } from '../mail/mail-outbox.ts';
import { addressLimit, checkLimits, hitLimits, minutesUntil, takeLimit, type Limit } from '../users/rate-limit.ts';
import { findSharedCart, isSharedCartExpired, SHARED_CART_TTL_DAYS } from '../cart/share-cart-repo.ts';
import { clientIp } from './auth.ts';
import { shopOrigin } from './mails.ts';
import { storeCodeSchema } from './query-params.ts';
import { ApiError } from './api-error.ts';
import { ok } from './respond.ts';
import { body as jsonBody } from './validate.ts';
import { contactMail, DEFAULT_CONTACT_EMAIL, shareCartMail } from './service-mails.ts';

/**
 * The mail service of the contact forms (/api/ext/mail-service:
 *
 *   GET  /get-token[?nonce=]  → result: { token, expires_at } — a signed anti-forgery token, valid two
 *        hours, single use, bound to the page's nonce when one is given (form-token.ts).
 *   POST /send-email[?storeCode=] { token, nonce?, lang?, website (honeypot, empty), form, … }
 *        form 'contact' | 'business': name, email, phone?, company (business), taxId?, message, consent
 *        → a mail to the shop (CONTACT_EMAIL, Reply-To the sender) in the outbox; result { sent: true }.
 *        form 'share-cart': email, code of a saved cart (POST /api/cart/share) → the share link to email.
 *
 * A missing, changed or foreign token is 403 FORM_TOKEN_FORGED, an old one 403 FORM_TOKEN_EXPIRED, a
 * used one 403 FORM_TOKEN_USED; bad fields 400 with every field's problem in meta.errors; too many
 * messages per sender, recipient or client address 429. A filled honeypot answers like a success and
 * sends nothing, so a bot learns nothing. Delivery happens later (mail-delivery.ts).
 */

const HOUR = 3_600_000;
const PER_SENDER = 5;
const PER_RECIPIENT = 3;
const PER_ADDRESS = 20;

type Json = Record<string, unknown>;

/** A refusal with its text as a catalogue key and parameters in meta, so a storefront translates it. */
function refusal(
  status: ContentfulStatusCode,
  key: string,
  params?: Record<string, string | number>,
  errors?: FieldErrors,
): ApiError {
  const meta: MailServiceErrorMeta = { message: params ? { key, params } : { key }, ...(errors ? { errors } : {}) };
  return new ApiError(status, interpolate(key, params), { meta });
}

function invalid(errors: FieldErrors): ApiError {
  const first = Object.values(errors)[0]!;
  return refusal(400, first.key, first.params, errors);
}

/** Counts the message against its limits; a 429 when one is used up. */
async function checkLimitsOf(c: Context<AppEnv>, limits: Array<Limit | null>, now: Date): Promise<void> {
  for (const limit of limits) {
    if (!limit) continue;
    const state = await takeLimit(c.env.DB, limit, now);
    if (state.blocked) throw refusal(429, TOO_MANY_MESSAGES, { minutes: minutesUntil(state.resetAt, now) });
  }
}

const sendBody = z.record(z.string(), z.unknown(), { error: NOT_JSON_OBJECT });

/** Queues the mail, spends the token and hands delivery to the configured adapter after the answer. */
async function send(c: Context<AppEnv>, mail: Mail, tokenUse: Limit, now: Date): Promise<Response> {
  await hitLimits(c.env.DB, [tokenUse], now);
  await queueMail(c.env.DB, mail, now);
  try {
    c.executionCtx.waitUntil(
      deliverOutbox(c.env.DB, c.env).catch((error: unknown) =>
        console.error('mail delivery failed', error instanceof Error ? error.message : String(error)),
      ),
    );
  } catch {
    // No execution context (an in-process call): the cron trigger delivers the mail.
  }
  return ok(c, { sent: true });
}

async function sendContact(c: Context<AppEnv>, body: Json, tokenUse: Limit, now: Date): Promise<Response> {
  const locale = body.lang === 'en-US' ? 'en-US' : 'de-DE';
  const checked = validateContact(body, locale);
  if (!checked.ok) throw invalid(checked.errors);
  const store = storeCodeSchema.safeParse(c.req.query('storeCode')).data ?? storeCodeSchema.parse(undefined);
  await checkLimitsOf(
    c,
    [
      addressLimit('mail-service:address', clientIp(c), PER_ADDRESS, HOUR),
      { scope: 'mail-service:sender', subject: checked.value.email, max: PER_SENDER, windowMs: HOUR },
    ],
    now,
  );
  const to = c.env.CONTACT_EMAIL?.trim() || DEFAULT_CONTACT_EMAIL;
  return send(c, contactMail(checked.value, to, store.code, now), tokenUse, now);
}

async function sendSharedCart(c: Context<AppEnv>, body: Json, tokenUse: Limit, now: Date): Promise<Response> {
  const checked = shareCartMailSchema.safeParse(body);
  if (!checked.success) {
    const errors = fieldErrors(checked.error);
    // Only the recipient is the shopper's to correct; anything else means the cart was not shared.
    throw errors.email ? invalid({ email: errors.email }) : refusal(400, CART_NOT_SHARED);
  }
  const shared = await findSharedCart(c.env.DB, checked.data.code);
  if (!shared || isSharedCartExpired(shared, now)) throw refusal(404, CART_NOT_SHARED);
  await checkLimitsOf(
    c,
    [
      addressLimit('mail-service:address', clientIp(c), PER_ADDRESS, HOUR),
      { scope: 'mail-service:recipient', subject: checked.data.email, max: PER_RECIPIENT, windowMs: HOUR },
    ],
    now,
  );
  const store = storeCodeSchema.safeParse(shared.store).data ?? storeCodeSchema.parse(undefined);
  const link = new URL(shopOrigin(c, store)).origin + href(store, 'share-cart', { shareCartCrypt: shared.code });
  return send(c, shareCartMail(checked.data.email, link, SHARED_CART_TTL_DAYS), tokenUse, now);
}

export const mailServiceApi = new Hono<AppEnv>();

mailServiceApi.get('/get-token', async (c) => {
  const nonce = c.req.query('nonce') ?? '';
  if (nonce && !CLIENT_NONCE.test(nonce)) throw refusal(400, 'The nonce must be 8 to 64 letters, digits, "-" or "_".');
  const { token, expiresAt } = await issueFormToken(formSecret(c.env), new Date(), nonce);
  return ok(c, { token, expires_at: expiresAt.toISOString() });
});

mailServiceApi.post('/send-email', jsonBody(sendBody), async (c) => {
  const now = new Date();
  const body: Json = c.req.valid('json');
  const nonce = typeof body.nonce === 'string' ? body.nonce : '';
  const token = await verifyFormToken(formSecret(c.env), body.token, now, nonce);
  if (!token.ok) throw refusal(403, token.reason === 'expired' ? FORM_TOKEN_EXPIRED : FORM_TOKEN_FORGED);
  const tokenUse: Limit = {
    scope: 'mail-service:token',
    subject: token.serverNonce,
    max: 1,
    windowMs: FORM_TOKEN_TTL_MS + HOUR,
  };
  if ((await checkLimits(c.env.DB, [tokenUse], now)).blocked) throw refusal(403, FORM_TOKEN_USED);
  // The honeypot: people never see the field, form-filling bots do.
  if (typeof body.website === 'string' && body.website.trim()) return ok(c, { sent: true });
  return body.form === 'share-cart' ? sendSharedCart(c, body, tokenUse, now) : sendContact(c, body, tokenUse, now);
});
