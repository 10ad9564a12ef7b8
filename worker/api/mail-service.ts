import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
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
import { ok, readJson } from './respond.ts';
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

const MAX_BODY = 32 * 1024;
const HOUR = 3_600_000;
const PER_SENDER = 5;
const PER_RECIPIENT = 3;
const PER_ADDRESS = 20;

type Json = Record<string, unknown>;

function refuse(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  key: string,
  params?: Record<string, string | number>,
  errors?: FieldErrors,
): Response {
  const meta: MailServiceErrorMeta = { message: params ? { key, params } : { key }, ...(errors ? { errors } : {}) };
  return c.json({ code: status, result: interpolate(key, params), meta }, status);
}

function invalid(c: Context<AppEnv>, errors: FieldErrors): Response {
  const first = Object.values(errors)[0]!;
  return refuse(c, 400, first.key, first.params, errors);
}

/** Counts the message against its limits; a 429 answer when one is used up. */
async function limited(c: Context<AppEnv>, limits: Array<Limit | null>, now: Date): Promise<Response | null> {
  for (const limit of limits) {
    if (!limit) continue;
    const state = await takeLimit(c.env.DB, limit, now);
    if (state.blocked) return refuse(c, 429, TOO_MANY_MESSAGES, { minutes: minutesUntil(state.resetAt, now) });
  }
  return null;
}

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
  if (!checked.ok) return invalid(c, checked.errors);
  const store = storeCodeSchema.safeParse(c.req.query('storeCode')).data ?? storeCodeSchema.parse(undefined);
  const refused = await limited(
    c,
    [
      addressLimit('mail-service:address', clientIp(c), PER_ADDRESS, HOUR),
      { scope: 'mail-service:sender', subject: checked.value.email, max: PER_SENDER, windowMs: HOUR },
    ],
    now,
  );
  if (refused) return refused;
  const to = c.env.CONTACT_EMAIL?.trim() || DEFAULT_CONTACT_EMAIL;
  return send(c, contactMail(checked.value, to, store.code, now), tokenUse, now);
}

async function sendSharedCart(c: Context<AppEnv>, body: Json, tokenUse: Limit, now: Date): Promise<Response> {
  const checked = shareCartMailSchema.safeParse(body);
  if (!checked.success) {
    const errors = fieldErrors(checked.error);
    // Only the recipient is the shopper's to correct; anything else means the cart was not shared.
    return errors.email ? invalid(c, { email: errors.email }) : refuse(c, 400, CART_NOT_SHARED);
  }
  const shared = await findSharedCart(c.env.DB, checked.data.code);
  if (!shared || isSharedCartExpired(shared, now)) return refuse(c, 404, CART_NOT_SHARED);
  const refused = await limited(
    c,
    [
      addressLimit('mail-service:address', clientIp(c), PER_ADDRESS, HOUR),
      { scope: 'mail-service:recipient', subject: checked.data.email, max: PER_RECIPIENT, windowMs: HOUR },
    ],
    now,
  );
  if (refused) return refused;
  const store = storeCodeSchema.safeParse(shared.store).data ?? storeCodeSchema.parse(undefined);
  const link = new URL(shopOrigin(c, store)).origin + href(store, 'share-cart', { shareCartCrypt: shared.code });
  return send(c, shareCartMail(checked.data.email, link, SHARED_CART_TTL_DAYS), tokenUse, now);
}

export const mailServiceApi = new Hono<AppEnv>();

mailServiceApi.use(
  bodyLimit({
    maxSize: MAX_BODY,
    onError: (c) => refuse(c, 413, `The request body is larger than ${MAX_BODY / 1024} kB`),
  }),
);

mailServiceApi.get('/get-token', async (c) => {
  const nonce = c.req.query('nonce') ?? '';
  if (nonce && !CLIENT_NONCE.test(nonce))
    return refuse(c, 400, 'The nonce must be 8 to 64 letters, digits, "-" or "_".');
  const { token, expiresAt } = await issueFormToken(formSecret(c.env), new Date(), nonce);
  return ok(c, { token, expires_at: expiresAt.toISOString() });
});

mailServiceApi.post('/send-email', async (c) => {
  const now = new Date();
  const json = await readJson(c);
  if (!json.ok) return refuse(c, 400, json.message);
  if (!json.value || typeof json.value !== 'object' || Array.isArray(json.value))
    return refuse(c, 400, NOT_JSON_OBJECT);
  const body = json.value as Json;
  const nonce = typeof body.nonce === 'string' ? body.nonce : '';
  const token = await verifyFormToken(formSecret(c.env), body.token, now, nonce);
  if (!token.ok) return refuse(c, 403, token.reason === 'expired' ? FORM_TOKEN_EXPIRED : FORM_TOKEN_FORGED);
  const tokenUse: Limit = {
    scope: 'mail-service:token',
    subject: token.serverNonce,
    max: 1,
    windowMs: FORM_TOKEN_TTL_MS + HOUR,
  };
  if ((await checkLimits(c.env.DB, [tokenUse], now)).blocked) return refuse(c, 403, FORM_TOKEN_USED);
  // The honeypot: people never see the field, form-filling bots do.
  if (typeof body.website === 'string' && body.website.trim()) return ok(c, { sent: true });
  return body.form === 'share-cart' ? sendSharedCart(c, body, tokenUse, now) : sendContact(c, body, tokenUse, now);
});

mailServiceApi.onError((error, c) => {
  console.error(
    'mail service error',
    c.req.method,
    new URL(c.req.url).pathname,
    error instanceof Error ? error.message : String(error),
  );
  return refuse(c, 500, 'Internal error, please try again later');
});
