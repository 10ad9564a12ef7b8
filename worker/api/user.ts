import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { emailSchema } from '../../shared/schemas/user-fields.ts';
import {
  EMAIL_TAKEN,
  INVALID_EMAIL,
  LOGIN_FAILED,
  loginBodySchema,
  profileUpdateBodySchema,
  refreshBodySchema,
  registerBodySchema,
  SESSION_EXPIRED,
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
  takeLimit,
  tooManyLoginAttempts,
} from '../users/rate-limit.ts';
import { authSecret, issueTokens, refreshExpiry, verifyToken } from '../users/tokens.ts';
import { createSession, findSession, revokeSession, rotateSession } from '../users/sessions-repo.ts';
import { toProfile } from '../users/user-profile.ts';
import { createUser, findUserByEmail, passwordOf, setPassword, updateUser } from '../users/users-repo.ts';
import { ApiError } from './api-error.ts';
import { authenticate, clientIp, unauthorizedMessage } from './auth.ts';
import { intParam } from './query-params.ts';
import { ok } from './respond.ts';
import { customerOf, HOUR, storeOf, tooMany } from './user-common.ts';
import { passwordApi } from './user-password.ts';
import { body, validBody, validQuery } from './validate.ts';

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
 * The password calls are in user-password.ts. Security design: passwords.ts (PBKDF2 600,000 in calls of 100,000), tokens.ts (HMAC-signed, sessions
 * in D1, refresh rotation with reuse detection), rate-limit.ts (login limits without customer lockout).
 * No password or token is ever logged or answered anywhere but its own call.
 */

const historyQuery = z.object({
  pageSize: intParam('pageSize')
    .pipe(z.number().min(1, '"pageSize" must be 1 to 100').max(100, '"pageSize" must be 1 to 100'))
    .optional(),
  currentPage: intParam('currentPage')
    .pipe(z.number().min(1, '"currentPage" must be 1 or more').max(100_000, '"currentPage" is too large'))
    .optional(),
  token: z.string().optional(),
});

async function newSession(c: Context<AppEnv>, userId: number, now: Date): Promise<Response> {
  const sessionId = await createSession(c.env.DB, userId, refreshExpiry(now), now);
  const { token, refreshToken } = await issueTokens(authSecret(c.env), userId, sessionId, 0, now);
  return ok(c, token, { meta: { refreshToken } });
}

export const userApi = new Hono<AppEnv>();

userApi.post('/login', body(loginBodySchema), async (c) => {
  const now = new Date();
  const { username, password } = c.req.valid('json');
  const email = emailSchema.safeParse(username);
  if (!email.success) throw new ApiError(400, INVALID_EMAIL);
  const limits = loginLimits(email.data, clientAddress(clientIp(c)));
  const state = await checkLimits(c.env.DB, [limits.pair, limits.address], now);
  if (state.blocked) throw tooMany(c, state, now, tooManyLoginAttempts);
  const user = await findUserByEmail(c.env.DB, email.data);
  // An unknown address costs the same PBKDF2 work as a wrong password: no enumeration by timing.
  const matches = await verifyPassword(password, user ? passwordOf(user) : DUMMY_HASH);
  if (!user || !matches) {
    await hitLimits(c.env.DB, [limits.pair, limits.address], now);
    throw new ApiError(401, LOGIN_FAILED);
  }
  await clearLimits(c.env.DB, [limits.pair]);
  if (needsRehash(passwordOf(user))) await setPassword(c.env.DB, user.id, await hashPassword(password), now);
  return newSession(c, user.id, now);
});

userApi.post('/create', body(registerBodySchema), async (c) => {
  const now = new Date();
  const store = storeOf(c, c.req.valid('json'));
  const { customer, password } = c.req.valid('json');
  const limit = addressLimit('register:address', clientIp(c), 20, HOUR);
  const limited = limit ? await takeLimit(c.env.DB, limit, now) : null;
  if (limited?.blocked)
    throw tooMany(c, limited, now, (m) => `Too many new accounts from this address. Please try again in ${m} minutes.`);
  if (await findUserByEmail(c.env.DB, customer.email)) throw new ApiError(400, EMAIL_TAKEN);
  const user = await createUser(
    c.env.DB,
    {
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
      store: store.code,
      addresses: customer.addresses ?? [],
      password: await hashPassword(password),
    },
    now,
  );
  if (!user) throw new ApiError(400, EMAIL_TAKEN);
  return ok(c, toProfile(user, await isSubscribed(c.env.DB, user.email)));
});

/**
 * Refresh-token rotation: a refresh token is valid for exactly one use. Its session keeps the number of
 * the current generation; using it moves the generation on and answers the next refresh token. A token
 * of an older generation has been used before — by the customer or by someone who copied it — so the
 * whole session (every token of it) is ended.
 */
userApi.post('/refresh', body(refreshBodySchema), async (c) => {
  const now = new Date();
  const secret = authSecret(c.env);
  const claims = await verifyToken(secret, c.req.valid('json').refreshToken, 'refresh', now);
  if (!claims) throw new ApiError(401, SESSION_EXPIRED);
  const session = await findSession(c.env.DB, claims.sid);
  if (
    !session ||
    session.user_id !== claims.sub ||
    session.revoked_at !== null ||
    Date.parse(session.expires_at) <= now.getTime()
  ) {
    throw new ApiError(401, SESSION_EXPIRED);
  }
  const next = await issueTokens(secret, claims.sub, claims.sid, claims.gen! + 1, now);
  if (
    claims.gen !== session.refresh_generation ||
    !(await rotateSession(c.env.DB, claims.sid, claims.gen!, next.refreshExpiresAt, now))
  ) {
    await revokeSession(c.env.DB, claims.sid, 'refresh_reuse', now);
    throw new ApiError(
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
  const given = await validBody(c, refreshBodySchema.optional()).catch(() => undefined);
  const claims = given ? await verifyToken(authSecret(c.env), given.refreshToken, 'refresh', now) : null;
  if (!claims) throw new ApiError(401, unauthorizedMessage(auth));
  await revokeSession(c.env.DB, claims.sid, 'logout', now);
  return ok(c, true);
});

userApi.get('/me', async (c) => {
  const { user } = await customerOf(c, new Date());
  return ok(c, toProfile(user, await isSubscribed(c.env.DB, user.email)));
});

userApi.post('/me', async (c) => {
  const now = new Date();
  const { user } = await customerOf(c, now);
  const { customer } = await validBody(c, profileUpdateBodySchema);
  const updated = await updateUser(
    c.env.DB,
    user,
    {
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
      ...(customer.addresses ? { addresses: customer.addresses } : {}),
    },
    now,
  );
  if (updated === 'email_taken') throw new ApiError(400, EMAIL_TAKEN);
  return ok(c, toProfile(updated, await isSubscribed(c.env.DB, updated.email)));
});

userApi.get('/order-history', async (c) => {
  const { user } = await customerOf(c, new Date());
  const { pageSize, currentPage } = validQuery(c, historyQuery);
  const page = { size: pageSize ?? 20, current: currentPage ?? 1 };
  const { items, total } = await customerOrders(c.env.DB, user.id, page);
  return ok(c, {
    items,
    total_count: total,
    search_criteria: { filter_groups: [], page_size: page.size, current_page: page.current },
  });
});

userApi.get('/order/:incrementId', async (c) => {
  const { user } = await customerOf(c, new Date());
  const incrementId = c.req.param('incrementId');
  const store = c.req.query('storeCode') ? storeOf(c) : null;
  const order = /^[0-9A-Za-z-]{1,32}$/.test(incrementId)
    ? await customerOrder(c.env.DB, user.id, incrementId, store?.code)
    : null;
  if (!order) throw new ApiError(404, 'No such order');
  return ok(c, order);
});

userApi.route('/', passwordApi);
