import { Hono } from 'hono';
import { z } from 'zod';
import { disableTotp, enableTotp, setPendingTotp, toMember } from '../../admin/staff-repo.ts';
import { staffLogin } from '../../admin/staff-login.ts';
import { endStaffSession, SESSION_HOURS, sessionToken, setSessionCookies } from '../../admin/staff-sessions.ts';
import { newTotpSecret, totpUri, verifyTotp } from '../../admin/totp.ts';
import { clientAddress } from '../../users/rate-limit.ts';
import { ApiError } from '../api-error.ts';
import { ok } from '../respond.ts';
import { adminBody } from './body.ts';
import type { AdminEnv } from './guard.ts';

/**
 * The back-office session:
 *   POST   /session { email, password, code? }  → log in (cookie), result: the account
 *   GET    /session                              → the signed-in account
 *   DELETE /session                              → log out
 *   POST   /session/totp                         → a new second-factor secret to confirm: { secret, uri }
 *   POST   /session/totp/enable  { code }        → turns the second factor on
 *   POST   /session/totp/disable { code }        → turns it off (needs a current code)
 */
export const sessionApi = new Hono<AdminEnv>();

const loginSchema = z.object({
  email: z.string().min(3).max(254),
  password: z.string().min(1).max(256),
  code: z.string().max(10).optional(),
});
const codeSchema = z.object({ code: z.string().min(6).max(10) });

sessionApi.post('/', async (c) => {
  const input = await adminBody(c, loginSchema);
  const { token, staff } = await staffLogin(
    c.env.DB,
    input,
    clientAddress(c.req.header('cf-connecting-ip')),
    new Date(),
  );
  setSessionCookies(c, token, SESSION_HOURS * 3600);
  return ok(c, toMember(staff));
});

sessionApi.get('/', (c) => ok(c, toMember(c.get('staff'))));

sessionApi.delete('/', async (c) => {
  const token = sessionToken(c);
  if (token) await endStaffSession(c.env.DB, token);
  setSessionCookies(c, '', 0);
  return ok(c, { loggedOut: true });
});

sessionApi.post('/totp', async (c) => {
  const staff = c.get('staff');
  if (staff.totp_enabled === 1) throw new ApiError(409, 'Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.');
  const secret = newTotpSecret();
  await setPendingTotp(c.env.DB, staff.id, secret, new Date());
  return ok(c, { secret, uri: totpUri(secret, staff.email) });
});

sessionApi.post('/totp/enable', async (c) => {
  const { code } = await adminBody(c, codeSchema);
  const staff = c.get('staff');
  const now = new Date();
  const step = staff.totp_secret ? await verifyTotp(staff.totp_secret, code, now) : null;
  if (step === null) throw new ApiError(400, 'Der Code stimmt nicht. Bitte prüfen Sie die Uhrzeit Ihres Geräts.');
  await enableTotp(c.env.DB, staff.id, step, now);
  return ok(c, { totp: true });
});

sessionApi.post('/totp/disable', async (c) => {
  const { code } = await adminBody(c, codeSchema);
  const staff = c.get('staff');
  const now = new Date();
  const step =
    staff.totp_enabled === 1 && staff.totp_secret
      ? await verifyTotp(staff.totp_secret, code, now, staff.totp_last_step)
      : null;
  if (step === null) throw new ApiError(400, 'Der Code stimmt nicht.');
  await disableTotp(c.env.DB, staff.id, now);
  return ok(c, { totp: false });
});
