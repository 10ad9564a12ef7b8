import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { randomToken, sha256Hex } from '../users/tokens.ts';
import type { StaffRow } from './staff-repo.ts';

/**
 * Back-office sessions: a random 256-bit token in a cookie that is HttpOnly (no script reads it),
 * Secure, SameSite=Strict (no other site's request carries it) and sent only to /admin and
 * /api/admin; D1 keeps its SHA-256 only (staff_sessions). A session lasts SESSION_HOURS from login.
 */

export const SESSION_COOKIE = 'zaunshop_admin';
export const SESSION_HOURS = 12;
/** The cookie goes to the back-office pages and its API, nowhere else. */
export const SESSION_PATHS = ['/admin', '/api/admin'] as const;

export async function createStaffSession(db: D1Database, staffId: number, now: Date): Promise<string> {
  const token = randomToken();
  const expires = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
  await db.batch([
    db.prepare('DELETE FROM staff_sessions WHERE expires_at < ?').bind(now.toISOString()),
    db
      .prepare('INSERT INTO staff_sessions (token_hash, staff_id, expires_at, created_at) VALUES (?, ?, ?, ?)')
      .bind(await sha256Hex(token), staffId, expires.toISOString(), now.toISOString()),
  ]);
  return token;
}

/** The active account of a session token; null when the token is unknown, expired or its account inactive. */
export async function staffOfSession(db: D1Database, token: string, now: Date): Promise<StaffRow | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return db
    .prepare(
      `SELECT staff.* FROM staff_sessions JOIN staff ON staff.id = staff_sessions.staff_id
       WHERE staff_sessions.token_hash = ? AND staff_sessions.expires_at > ? AND staff.active = 1`,
    )
    .bind(await sha256Hex(token), now.toISOString())
    .first<StaffRow>();
}

export async function endStaffSession(db: D1Database, token: string): Promise<void> {
  await db
    .prepare('DELETE FROM staff_sessions WHERE token_hash = ?')
    .bind(await sha256Hex(token))
    .run();
}

export const sessionToken = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE);

/** Set-Cookie headers for both paths; an empty token with max-age 0 deletes the cookie. */
export function setSessionCookies(c: Context, token: string, maxAgeSeconds: number): void {
  for (const path of SESSION_PATHS) {
    c.header(
      'set-cookie',
      `${SESSION_COOKIE}=${token}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`,
      { append: true },
    );
  }
}
