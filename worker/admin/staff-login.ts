import { ApiError } from '../api/api-error.ts';
import { DUMMY_HASH, verifyPassword } from '../users/passwords.ts';
import {
  checkLimits,
  clearLimits,
  hitLimits,
  LOGIN_PER_ACCOUNT_ADDRESS,
  LOGIN_PER_ADDRESS,
  LOGIN_WINDOW_MS,
  minutesUntil,
  type Limit,
} from '../users/rate-limit.ts';
import { findStaffByEmail, normalEmail, staffPassword, claimTotpStep, type StaffRow } from './staff-repo.ts';
import { createStaffSession } from './staff-sessions.ts';
import { verifyTotp } from './totp.ts';

/**
 * The back-office login: e-mail and password, then the authenticator code when the account has a
 * second factor. Limited like the customers' login (rate-limit.ts explains the two limits), with
 * counters of their own so a shopper's failed logins never block staff and the other way round.
 * Every failure says the same, so the answer never tells whether an account exists.
 */

export const LOGIN_FAILED = 'E-Mail-Adresse, Passwort oder Code ist falsch.';

function limitsOf(email: string, address: string): Limit[] {
  return [
    {
      scope: 'admin-login:account+address',
      subject: `${email}\u0000${address}`,
      max: LOGIN_PER_ACCOUNT_ADDRESS,
      windowMs: LOGIN_WINDOW_MS,
    },
    { scope: 'admin-login:address', subject: address, max: LOGIN_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS },
  ];
}

export interface LoginInput {
  email: string;
  password: string;
  code?: string;
}

/** A new session token for the account, or an ApiError (401 wrong, 429 too many attempts). */
export async function staffLogin(
  db: D1Database,
  input: LoginInput,
  address: string,
  now: Date,
): Promise<{ token: string; staff: StaffRow }> {
  const email = normalEmail(input.email);
  const limits = limitsOf(email, address);
  const state = await checkLimits(db, limits, now);
  if (state.blocked) {
    const minutes = minutesUntil(state.resetAt, now);
    throw new ApiError(429, `Zu viele Anmeldeversuche. Bitte versuchen Sie es in ${minutes} Minuten erneut.`);
  }
  const staff = await findStaffByEmail(db, email);
  // An unknown address costs the same PBKDF2 work as a wrong password: no enumeration by timing.
  const matches = await verifyPassword(input.password, staff ? staffPassword(staff) : DUMMY_HASH);
  if (!staff || !matches || staff.active !== 1) {
    await hitLimits(db, limits, now);
    throw new ApiError(401, LOGIN_FAILED);
  }
  if (staff.totp_enabled === 1 && staff.totp_secret) {
    if (!input.code)
      throw new ApiError(401, 'Bitte geben Sie den Code aus Ihrer Authenticator-App ein.', { meta: { totp: true } });
    const step = await verifyTotp(staff.totp_secret, input.code, now, staff.totp_last_step);
    if (step === null || !(await claimTotpStep(db, staff.id, step))) {
      await hitLimits(db, limits, now);
      throw new ApiError(401, LOGIN_FAILED, { meta: { totp: true } });
    }
  }
  await clearLimits(db, [limits[0]!]);
  return { token: await createStaffSession(db, staff.id, now), staff };
}
