import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import {
  changePasswordBodySchema,
  createPasswordBodySchema,
  EMAIL_TAKEN,
  emailSchema,
  INVALID_EMAIL,
  LOGIN_FAILED,
  loginBodySchema,
  NO_USER_TOKEN,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  profileUpdateBodySchema,
  refreshBodySchema,
  registerBodySchema,
  RESET_TOKEN_INVALID,
  resetPasswordBodySchema,
  SESSION_EXPIRED,
  WRONG_CURRENT_PASSWORD,
} from '../../shared/schemas/user.ts';
import { customerOrder, customerOrders } from '../orders/order-history-repo.ts';
import { isSubscribed } from '../content/newsletter-repo.ts';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from '../users/passwords.ts';
import {
  addressLimit,
  checkLimits,
  clearLimits,
  clientAddress,
  hitLimits,
  loginLimits,
  minutesUntil,
  takeLimit,
  tooManyLoginAttempts,
  type LimitState,
} from '../users/rate-limit.ts';
import { authSecret, issueTokens, randomToken, refreshExpiry, sha256Hex, verifyToken } from '../users/tokens.ts';
import {
  changePassword,
  createPasswordReset,
  createSession,
  createUser,
  findSession,
  findUserByEmail,
  findUserById,
  passwordOf,
  resetPassword,
  resetTokenOwner,
  revokeSession,
  rotateSession,
  setPassword,
  toProfile,
  updateUser,
  type UserRow,
} from '../users/users-repo.ts';
import { authenticate, clientIp, parseBody, unauthorizedMessage, type Customer } from './auth.ts';
import { intParam, queryError, storeCodeSchema } from './query-params.ts';
import { fail, ok } from './respond.ts';
import { passwordResetMail, shopOrigin } from './mails.ts';

/**
 * The customer account, vue-storefront-api's wire format.
 * All answers are `{ code, result }`; a call that needs a customer token takes `?token=` or
 * `Authorization: Bearer` and answers 401 without one ('No User token, user unauthorized') or with an
 * invalid, expired or logged-out one ('Your session has expired. Please log in again.').
 *
 *   POST /login {username, password}            → result: access token, meta: { refreshToken }
 *   POST /create {customer, password}           → result: profile (userRegister.schema.json body)
 *   POST /refresh {refreshToken}                → result: new access token, meta: { refreshToken: rotated }
 *   POST /logout?token= [{refreshToken}]        → result: true (the session ends server-side)
 *   GET  /me?token=                             → result: profile (userProfile.schema.json's customer)
 *   POST /me?token= {customer}                  → result: updated profile
 *   GET  /order-history?token=&pageSize=20&currentPage=1 → result: { items, total_count, search_criteria }
 *   GET  /order/{incrementId}?token=[&storeCode=] → result: one order of the customer (404 otherwise)
 *   POST /reset-password {email}                → result: true, whether or not the address has an account
 *   POST /create-password {email, newPassword, resetToken} → result: true | 400
 *   POST /change-password?token= {currentPassword, newPassword} → result: true | { errorMessage }
 *
 * Security design: passwords.ts (PBKDF2 600,000 in calls of 100,000), tokens.ts (HMAC-signed, sessions
 * in D1, refresh rotation with reuse detection), rate-limit.ts (login limits without customer lockout).
 * No password or token is ever logged or answered anywhere but its own call.
 */

const MAX_BODY = 32 * 1024;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Texts that stand alone; other messages get the field they are about. */
const STANDALONE = new Set([INVALID_EMAIL, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, RESET_TOKEN_INVALID]);

const historyQuery = z.object({
  pageSize: intParam('pageSize')
    .pipe(z.number().min(1, '"pageSize" must be 1 to 100').max(100, '"pageSize" must be 1 to 100'))
    .optional(),
  currentPage: intParam('currentPage')
    .pipe(z.number().min(1, '"currentPage" must be 1 or more').max(100_000, '"currentPage" is too large'))
    .optional(),
  token: z.string().optional(),
});

function tooMany(
  c: Context<AppEnv>,
  state: LimitState,
  now: Date,
  message: (minutes: number) => string,
  asErrorMessage = false,
): Response {
  const minutes = minutesUntil(state.resetAt, now);
  c.header('retry-after', String(Math.ceil((state.resetAt - now.getTime()) / 1000)));
  const text = message(minutes);
  return c.json({ code: 429, result: asErrorMessage ? { errorMessage: text } : text }, 429);
}

/** The store of `?storeCode=` (or the body's storeCode), 'default' when none. */
function storeOf(c: Context<AppEnv>, body?: unknown) {
  const fromBody = body && typeof body === 'object' ? (body as Record<string, unknown>).storeCode : undefined;
  const parsed = storeCodeSchema.safeParse(
    c.req.query('storeCode') ?? (typeof fromBody === 'string' ? fromBody : undefined),
  );
  return parsed.success ? { store: parsed.data } : { error: queryError(parsed.error) };
}

/** The signed-in customer's row, or the 401 answer. */
async function customerOf(
  c: Context<AppEnv>,
  now: Date,
): Promise<{ customer: Customer; user: UserRow } | { response: Response }> {
  const auth = await authenticate(c, now);
  if (auth.kind !== 'customer') return { response: fail(c, 401, unauthorizedMessage(auth)) };
  const user = await findUserById(c.env.DB, auth.customer.userId);
  if (!user) return { response: fail(c, 401, SESSION_EXPIRED) };
  return { customer: auth.customer, user };
}

async function newSession(c: Context<AppEnv>, userId: number, now: Date): Promise<Response> {
  const sessionId = await createSession(c.env.DB, userId, refreshExpiry(now), now);
  const { token, refreshToken } = await issueTokens(authSecret(c.env), userId, sessionId, 0, now);
  return ok(c, token, { meta: { refreshToken } });
}

export const userApi = new Hono<AppEnv>();

userApi.use(
  bodyLimit({
    maxSize: MAX_BODY,
    onError: (c) => fail(c, 413, `The request body is larger than ${MAX_BODY / 1024} kB`),
  }),
);

userApi.post('/login', async (c) => {
  const now = new Date();
  const body = await parseBody(c, loginBodySchema, STANDALONE);
  if (!body.ok) return fail(c, 400, body.message);
  const email = emailSchema.safeParse(body.value.username);
  if (!email.success) return fail(c, 400, INVALID_EMAIL);
  const limits = loginLimits(email.data, clientAddress(clientIp(c)));
  const state = await checkLimits(c.env.DB, [limits.pair, limits.address], now);
  if (state.blocked) return tooMany(c, state, now, tooManyLoginAttempts);
  const user = await findUserByEmail(c.env.DB, email.data);
  // An unknown address costs the same PBKDF2 work as a wrong password: no enumeration by timing.
  const matches = await verifyPassword(body.value.password, user ? passwordOf(user) : DUMMY_HASH);
  if (!user || !matches) {
    await hitLimits(c.env.DB, [limits.pair, limits.address], now);
    return fail(c, 401, LOGIN_FAILED);
  }
  await clearLimits(c.env.DB, [limits.pair]);
  if (needsRehash(passwordOf(user))) await setPassword(c.env.DB, user.id, await hashPassword(body.value.password), now);
  return newSession(c, user.id, now);
});

userApi.post('/create', async (c) => {
  const now = new Date();
  const body = await parseBody(c, registerBodySchema, STANDALONE);
  if (!body.ok) return fail(c, 400, body.message);
  const store = storeOf(c, body.value);
  if (!store.store) return fail(c, 400, store.error!);
  const { customer, password } = body.value;
  const limit = addressLimit('register:address', clientIp(c), 20, HOUR);
  const limited = limit ? await takeLimit(c.env.DB, limit, now) : null;
  if (limited?.blocked)
    return tooMany(
      c,
      limited,
      now,
      (m) => `Too many new accounts from this address. Please try again in ${m} minutes.`,
    );
  if (await findUserByEmail(c.env.DB, customer.email)) return fail(c, 400, EMAIL_TAKEN);
  const user = await createUser(
    c.env.DB,
    {
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
      store: store.store.code,
      addresses: customer.addresses ?? [],
      password: await hashPassword(password),
    },
    now,
  );
  if (!user) return fail(c, 400, EMAIL_TAKEN);
  return ok(c, toProfile(user, await isSubscribed(c.env.DB, user.email)));
});

/**
 * Refresh-token rotation: a refresh token is valid for exactly one use. Its session keeps the number of
 * the current generation; using it moves the generation on and answers the next refresh token. A token
 * of an older generation has been used before — by the customer or by someone who copied it — so the
 * whole session (every token of it) is ended.
 */
userApi.post('/refresh', async (c) => {
  const now = new Date();
  const body = await parseBody(c, refreshBodySchema);
  if (!body.ok) return fail(c, 400, body.message);
  const secret = authSecret(c.env);
  const claims = await verifyToken(secret, body.value.refreshToken, 'refresh', now);
  if (!claims) return fail(c, 401, SESSION_EXPIRED);
  const session = await findSession(c.env.DB, claims.sid);
  if (
    !session ||
    session.user_id !== claims.sub ||
    session.revoked_at !== null ||
    Date.parse(session.expires_at) <= now.getTime()
  ) {
    return fail(c, 401, SESSION_EXPIRED);
  }
  const next = await issueTokens(secret, claims.sub, claims.sid, claims.gen! + 1, now);
  if (
    claims.gen !== session.refresh_generation ||
    !(await rotateSession(c.env.DB, claims.sid, claims.gen!, next.refreshExpiresAt, now))
  ) {
    await revokeSession(c.env.DB, claims.sid, 'refresh_reuse', now);
    return fail(
      c,
      401,
      'This refresh token has already been used; the session was ended for safety. Please log in again.',
    );
  }
  return ok(c, next.token, { meta: { refreshToken: next.refreshToken } });
});

/** Ends the session of the access token, or of a refresh token in the body (when the access token expired). */
userApi.post('/logout', async (c) => {
  const now = new Date();
  const auth = await authenticate(c, now);
  if (auth.kind === 'customer') {
    await revokeSession(c.env.DB, auth.customer.sessionId, 'logout', now);
    return ok(c, true);
  }
  const body = await parseBody(c, refreshBodySchema.optional());
  const claims =
    body.ok && body.value ? await verifyToken(authSecret(c.env), body.value.refreshToken, 'refresh', now) : null;
  if (claims) {
    await revokeSession(c.env.DB, claims.sid, 'logout', now);
    return ok(c, true);
  }
  return fail(c, 401, unauthorizedMessage(auth));
});

userApi.get('/me', async (c) => {
  const who = await customerOf(c, new Date());
  if ('response' in who) return who.response;
  return ok(c, toProfile(who.user, await isSubscribed(c.env.DB, who.user.email)));
});

userApi.post('/me', async (c) => {
  const now = new Date();
  const who = await customerOf(c, now);
  if ('response' in who) return who.response;
  const body = await parseBody(c, profileUpdateBodySchema, STANDALONE);
  if (!body.ok) return fail(c, 400, body.message);
  const { customer } = body.value;
  const updated = await updateUser(
    c.env.DB,
    who.user,
    {
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
      ...(customer.addresses ? { addresses: customer.addresses } : {}),
    },
    now,
  );
  if (updated === 'email_taken') return fail(c, 400, EMAIL_TAKEN);
  return ok(c, toProfile(updated, await isSubscribed(c.env.DB, updated.email)));
});

userApi.get('/order-history', async (c) => {
  const who = await customerOf(c, new Date());
  if ('response' in who) return who.response;
  const query = historyQuery.safeParse(c.req.query());
  if (!query.success) return fail(c, 400, queryError(query.error));
  const page = { size: query.data.pageSize ?? 20, current: query.data.currentPage ?? 1 };
  const { items, total } = await customerOrders(c.env.DB, who.user.id, page);
  return ok(c, {
    items,
    total_count: total,
    search_criteria: { filter_groups: [], page_size: page.size, current_page: page.current },
  });
});

userApi.get('/order/:incrementId', async (c) => {
  const who = await customerOf(c, new Date());
  if ('response' in who) return who.response;
  const incrementId = c.req.param('incrementId');
  const store = c.req.query('storeCode') ? storeOf(c) : null;
  if (store?.error) return fail(c, 400, store.error);
  const order = /^[0-9A-Za-z-]{1,32}$/.test(incrementId)
    ? await customerOrder(c.env.DB, who.user.id, incrementId, store?.store?.code)
    : null;
  return order ? ok(c, order) : fail(c, 404, 'No such order');
});

/**
 * Answers `true` whether or not the address has an account (no enumeration). For an account, a
 * one-time token (256 random bits, stored as its SHA-256, valid 1 hour, earlier ones revoked) goes
 * into the mail outbox as the link /create-password?email=&resetToken=. Limited per address and per
 * e-mail (counted for every address asked, so the limit answers alike for accounts and non-accounts).
 */
userApi.post('/reset-password', async (c) => {
  const now = new Date();
  const body = await parseBody(c, resetPasswordBodySchema, STANDALONE);
  if (!body.ok) return fail(c, 400, body.message);
  const store = storeOf(c, body.value);
  if (!store.store) return fail(c, 400, store.error!);
  const { email } = body.value;
  for (const limit of [
    addressLimit('reset:address', clientIp(c), 20, HOUR),
    { scope: 'reset:email', subject: email, max: 5, windowMs: HOUR },
  ]) {
    if (!limit) continue;
    const state = await takeLimit(c.env.DB, limit, now);
    if (state.blocked)
      return tooMany(c, state, now, (m) => `Too many password reset requests. Please try again in ${m} minutes.`);
  }
  const user = await findUserByEmail(c.env.DB, email);
  if (user) {
    const token = randomToken();
    const mail = passwordResetMail(user, shopOrigin(c, store.store), token, RESET_TOKEN_TTL_MS);
    await createPasswordReset(
      c.env.DB,
      user.id,
      await sha256Hex(token),
      new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      mail,
      now,
    );
  }
  return ok(c, true);
});

userApi.post('/create-password', async (c) => {
  const now = new Date();
  const body = await parseBody(c, createPasswordBodySchema, STANDALONE);
  if (!body.ok) return fail(c, 400, body.message);
  const { email, newPassword, resetToken } = body.value;
  const tokenHash = await sha256Hex(resetToken);
  // The token is checked before any PBKDF2 work, so invalid links cost no hashing.
  const owner = await resetTokenOwner(c.env.DB, email, tokenHash, now);
  if (owner === null) return fail(c, 400, RESET_TOKEN_INVALID);
  if (!(await resetPassword(c.env.DB, owner, tokenHash, await hashPassword(newPassword), now)))
    return fail(c, 400, RESET_TOKEN_INVALID);
  return ok(c, true);
});

/** Failures answer `{ code, result: { errorMessage } }`; success ends every other session. */
userApi.post('/change-password', async (c) => {
  const now = new Date();
  const error = (status: 400 | 401 | 404, errorMessage: string) =>
    c.json({ code: status, result: { errorMessage } }, status);
  const auth = await authenticate(c, now);
  if (auth.kind !== 'customer') return error(401, auth.kind === 'none' ? NO_USER_TOKEN : SESSION_EXPIRED);
  const user = await findUserById(c.env.DB, auth.customer.userId);
  if (!user) return error(401, SESSION_EXPIRED);
  const body = await parseBody(c, changePasswordBodySchema, STANDALONE);
  if (!body.ok) return error(400, body.message);
  // Guessing the current password with a stolen token counts against the login limits.
  const limits = loginLimits(user.email, clientAddress(clientIp(c)));
  const state = await checkLimits(c.env.DB, [limits.pair, limits.address], now);
  if (state.blocked) return tooMany(c, state, now, tooManyLoginAttempts, true);
  if (!(await verifyPassword(body.value.currentPassword, passwordOf(user)))) {
    await hitLimits(c.env.DB, [limits.pair, limits.address], now);
    return error(400, WRONG_CURRENT_PASSWORD);
  }
  await changePassword(c.env.DB, user.id, await hashPassword(body.value.newPassword), auth.customer.sessionId, now);
  return ok(c, true);
});

userApi.onError((err, c) => {
  console.error(
    'user API error',
    c.req.method,
    new URL(c.req.url).pathname,
    err instanceof Error ? err.message : String(err),
  );
  return fail(c, 500, 'Internal error, please try again later');
});
