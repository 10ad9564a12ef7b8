import { env, SELF } from 'cloudflare:test';
import { createStaff, findStaffByEmail, type StaffRole } from '../../worker/admin/staff-repo.ts';
import { createStaffSession, SESSION_COOKIE } from '../../worker/admin/staff-sessions.ts';
import { ORIGIN } from './helpers.ts';

// Shared by the back-office API files: accounts, sessions and calls as the back office's pages make them.

let serial = 0;
export const staffEmail = (name: string) => `${name}.${Date.now()}.${++serial}@zaunshop.test`;

/** A staff account and a session for it (created by the platform functions, without a login's PBKDF2). */
export async function staffSession(
  role: StaffRole,
  password = 'Backoffice-2026',
): Promise<{ id: number; email: string; cookie: string }> {
  const email = staffEmail(role);
  await createStaff(env.DB, { email, role, password }, new Date());
  const row = (await findStaffByEmail(env.DB, email))!;
  const token = await createStaffSession(env.DB, row.id, new Date());
  return { id: row.id, email, cookie: `${SESSION_COOKIE}=${token}` };
}

export interface AdminCall {
  cookie?: string;
  /** Headers replacing the same-origin ones a back-office page sends. */
  headers?: Record<string, string>;
}

export interface AdminAnswer {
  status: number;
  body: any;
  headers: Headers;
}

/** A call as the back office's own page makes it: same origin, JSON body, the session cookie. */
export async function admin(method: string, path: string, body?: unknown, call: AdminCall = {}): Promise<AdminAnswer> {
  const headers: Record<string, string> = {
    origin: ORIGIN,
    'sec-fetch-site': 'same-origin',
    ...(call.cookie ? { cookie: call.cookie } : {}),
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...call.headers,
  };
  const res = await SELF.fetch(ORIGIN + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    body: type.includes('application/json') ? await res.json() : await res.text(),
    headers: res.headers,
  };
}
