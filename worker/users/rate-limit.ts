import { sha256Hex } from './tokens.ts';

/**
 * Fixed-window counters in D1 (migrations/0007_users.sql `rate_limits`). A key is the SHA-256 of
 * scope and subject, so neither an e-mail nor a client address is stored in the clear.
 *
 * LOGIN LIMITS — stopping password guessing without handing attackers a way to lock customers out:
 *
 *   1. per account AND client address: LOGIN_PER_ACCOUNT_ADDRESS failed logins per window. An attacker
 *      guessing one customer's password from one address is stopped after a handful of tries, but the
 *      block only covers *that* (account, address) pair: the real customer, from their own address,
 *      still logs in. A successful login clears the pair's counter.
 *   2. per client address, over all accounts: LOGIN_PER_ADDRESS failed logins per window. Stops one
 *      address spraying guesses across many accounts (and the unknown-e-mail probes of enumeration).
 *      It can block a shared address (an office NAT) for everyone behind it for at most one window;
 *      that is the price of limiting sprays, and it never reaches customers elsewhere.
 *   There is deliberately NO limit per account alone: that is exactly the lever that lets anyone lock
 *   a customer out by failing their login on purpose. Guessing one account from many addresses is
 *   slowed by the per-address limits times the PBKDF2 cost (600,000 iterations per guess) and the
 *   8-character minimum password.
 *
 * Both limits are checked before the password is verified, so a blocked attempt costs no PBKDF2 work,
 * and only failures count. The client address is CF-Connecting-IP (set by Cloudflare, not spoofable
 * through Cloudflare); IPv6 addresses count per /64, since one host usually holds a whole /64.
 * Without the header (local development, tests that do not set it) all requests share one address.
 *
 * OTHER LIMITS (register, password reset mails, newsletter mails, reviews) count per e-mail address or
 * customer always, and per client address only when Cloudflare names one (addressLimit): on a local
 * machine every request comes from "the same address", and a developer's test runs should not lock
 * themselves out of registering. In production the header is always there.
 */

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_PER_ACCOUNT_ADDRESS = 5;
export const LOGIN_PER_ADDRESS = 30;

/** Address used when no CF-Connecting-IP header is present (local development). */
export const LOCAL_ADDRESS = 'local';

export interface Limit {
  scope: string;
  subject: string;
  max: number;
  windowMs: number;
}

export interface LimitState {
  blocked: boolean;
  hits: number;
  /** Epoch ms when the current window ends (0 when there is none). */
  resetAt: number;
}

/** The client address a limit counts by: CF-Connecting-IP, IPv6 reduced to its /64. */
export function clientAddress(header: string | null | undefined): string {
  const ip = (header ?? '').trim().toLowerCase();
  if (!ip || ip.length > 64) return LOCAL_ADDRESS;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const keyOf = (limit: Limit) => sha256Hex(`${limit.scope}\u0000${limit.subject}`);

/** The state of several limits (one query); blocked when any counter is at its maximum. */
export async function checkLimits(db: D1Database, limits: readonly Limit[], now: Date): Promise<LimitState> {
  const keys = await Promise.all(limits.map(keyOf));
  const { results } = await db
    .prepare(
      `SELECT key, hits, reset_at FROM rate_limits WHERE key IN (${keys.map(() => '?').join(',')}) AND reset_at > ?`,
    )
    .bind(...keys, now.getTime())
    .all<{ key: string; hits: number; reset_at: number }>();
  let state: LimitState = { blocked: false, hits: 0, resetAt: 0 };
  limits.forEach((limit, i) => {
    const row = results.find((r) => r.key === keys[i]);
    if (row && row.hits >= limit.max && row.reset_at > state.resetAt)
      state = { blocked: true, hits: row.hits, resetAt: row.reset_at };
  });
  return state;
}

/** Counts one hit against each limit (a new window starts where the old one ended). */
export async function hitLimits(db: D1Database, limits: readonly Limit[], now: Date): Promise<void> {
  const keys = await Promise.all(limits.map(keyOf));
  const at = now.getTime();
  await db.batch([
    ...limits.map((limit, i) =>
      db
        .prepare(
          `INSERT INTO rate_limits (key, hits, reset_at) VALUES (?1, 1, ?2 + ?3)
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN reset_at <= ?2 THEN 1 ELSE hits + 1 END,
             reset_at = CASE WHEN reset_at <= ?2 THEN ?2 + ?3 ELSE reset_at END`,
        )
        .bind(keys[i], at, limit.windowMs),
    ),
    // Bounded clean-up of long-finished windows.
    db
      .prepare(
        'DELETE FROM rate_limits WHERE key IN (SELECT key FROM rate_limits WHERE reset_at < ? ORDER BY reset_at LIMIT 50)',
      )
      .bind(at - 86_400_000),
  ]);
}

export async function clearLimits(db: D1Database, limits: readonly Limit[]): Promise<void> {
  const keys = await Promise.all(limits.map(keyOf));
  await db
    .prepare(`DELETE FROM rate_limits WHERE key IN (${keys.map(() => '?').join(',')})`)
    .bind(...keys)
    .run();
}

/** Checks one limit and counts the hit in the same call: for actions limited whether they succeed or not. */
export async function takeLimit(db: D1Database, limit: Limit, now: Date): Promise<LimitState> {
  const state = await checkLimits(db, [limit], now);
  if (!state.blocked) await hitLimits(db, [limit], now);
  return state;
}

/** The two login limits of an attempt on `email` from `address`. */
export function loginLimits(email: string, address: string): { pair: Limit; address: Limit } {
  return {
    pair: {
      scope: 'login:account+address',
      subject: `${email}\u0000${address}`,
      max: LOGIN_PER_ACCOUNT_ADDRESS,
      windowMs: LOGIN_WINDOW_MS,
    },
    address: { scope: 'login:address', subject: address, max: LOGIN_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS },
  };
}

/** A per-client-address limit, or null when the request names no client address (local development). */
export function addressLimit(
  scope: string,
  header: string | null | undefined,
  max: number,
  windowMs: number,
): Limit | null {
  return header?.trim() ? { scope, subject: clientAddress(header), max, windowMs } : null;
}

/** Whole minutes until a window ends (at least 1). */
export function minutesUntil(resetAt: number, now: Date): number {
  return Math.max(1, Math.ceil((resetAt - now.getTime()) / 60_000));
}

export const tooManyLoginAttempts = (minutes: number) =>
  `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
