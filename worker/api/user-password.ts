import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import {
  changePasswordBodySchema,
  createPasswordBodySchema,
  NO_USER_TOKEN,
  RESET_TOKEN_INVALID,
  resetPasswordBodySchema,
  SESSION_EXPIRED,
  WRONG_CURRENT_PASSWORD,
} from '../../shared/schemas/user.ts';
import { hashPassword, verifyPassword } from '../users/passwords.ts';
import {
  addressLimit,
  checkLimits,
  clientAddress,
  hitLimits,
  loginLimits,
  takeLimit,
  tooManyLoginAttempts,
} from '../users/rate-limit.ts';
import { randomToken, sha256Hex } from '../users/tokens.ts';
import { createPasswordReset, resetPassword, resetTokenOwner } from '../users/password-resets-repo.ts';
import { changePassword, findUserByEmail, findUserById, passwordOf } from '../users/users-repo.ts';
import { ApiError } from './api-error.ts';
import { authenticate, clientIp } from './auth.ts';
import { passwordResetMail, shopOrigin } from './mails.ts';
import { ok } from './respond.ts';
import { HOUR, storeOf, tooMany } from './user-common.ts';
import { asErrorMessage, body, validBody } from './validate.ts';

/**
 * The password calls of the customer account, mounted with the others at /api/user (user.ts):
 *
 *   POST /reset-password {email}                → result: true, whether or not the address has an account
 *   POST /create-password {email, newPassword, resetToken} → result: true | 400
 *   POST /change-password?token= {currentPassword, newPassword} → result: true | { errorMessage }
 */

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const passwordApi = new Hono<AppEnv>();

/**
 * Answers `true` whether or not the address has an account (no enumeration). For an account, a
 * one-time token (256 random bits, stored as its SHA-256, valid 1 hour, earlier ones revoked) goes
 * into the mail outbox as the link /create-password?email=&resetToken=. Limited per address and per
 * e-mail (counted for every address asked, so the limit answers alike for accounts and non-accounts).
 */
passwordApi.post('/reset-password', body(resetPasswordBodySchema), async (c) => {
  const now = new Date();
  const { email } = c.req.valid('json');
  const store = storeOf(c, c.req.valid('json'));
  for (const limit of [
    addressLimit('reset:address', clientIp(c), 20, HOUR),
    { scope: 'reset:email', subject: email, max: 5, windowMs: HOUR },
  ]) {
    if (!limit) continue;
    const state = await takeLimit(c.env.DB, limit, now);
    if (state.blocked)
      throw tooMany(c, state, now, (m) => `Too many password reset requests. Please try again in ${m} minutes.`);
  }
  const user = await findUserByEmail(c.env.DB, email);
  if (user) {
    const token = randomToken();
    const mail = passwordResetMail(user, shopOrigin(c, store), token, RESET_TOKEN_TTL_MS);
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

passwordApi.post('/create-password', body(createPasswordBodySchema), async (c) => {
  const now = new Date();
  const { email, newPassword, resetToken } = c.req.valid('json');
  const tokenHash = await sha256Hex(resetToken);
  // The token is checked before any PBKDF2 work, so invalid links cost no hashing.
  const owner = await resetTokenOwner(c.env.DB, email, tokenHash, now);
  if (owner === null) throw new ApiError(400, RESET_TOKEN_INVALID);
  if (!(await resetPassword(c.env.DB, owner, tokenHash, await hashPassword(newPassword), now)))
    throw new ApiError(400, RESET_TOKEN_INVALID);
  return ok(c, true);
});

/** Its failures answer `{ code, result: { errorMessage } }`; success ends every other session. */
passwordApi.post('/change-password', async (c) => {
  const now = new Date();
  const refused = (status: 400 | 401, text: string) => asErrorMessage(new ApiError(status, text));
  const auth = await authenticate(c, now);
  if (auth.kind !== 'customer') throw refused(401, auth.kind === 'none' ? NO_USER_TOKEN : SESSION_EXPIRED);
  const user = await findUserById(c.env.DB, auth.customer.userId);
  if (!user) throw refused(401, SESSION_EXPIRED);
  const { currentPassword, newPassword } = await validBody(c, changePasswordBodySchema, { errorMessage: true });
  // Guessing the current password with a stolen token counts against the login limits.
  const limits = loginLimits(user.email, clientAddress(clientIp(c)));
  const state = await checkLimits(c.env.DB, [limits.pair, limits.address], now);
  if (state.blocked) throw asErrorMessage(tooMany(c, state, now, tooManyLoginAttempts));
  if (!(await verifyPassword(currentPassword, passwordOf(user)))) {
    await hitLimits(c.env.DB, [limits.pair, limits.address], now);
    throw refused(400, WRONG_CURRENT_PASSWORD);
  }
  await changePassword(c.env.DB, user.id, await hashPassword(newPassword), auth.customer.sessionId, now);
  return ok(c, true);
});
