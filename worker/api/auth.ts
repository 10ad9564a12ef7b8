import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { NO_USER_TOKEN, SESSION_EXPIRED } from '../../shared/schemas/user.ts';
import { activeSession } from '../users/sessions-repo.ts';
import { authSecret, isTokenShape, verifyToken } from '../users/tokens.ts';

/**
 * Who is calling: the customer token of a request (a logged-in shopper has a token). Used by the
 * user, review, newsletter, cart and order sub-apps.
 *
 * The token is read from `Authorization: Bearer <token>` or, as vue-storefront-api does, `?token=`.
 * A token is accepted when its signature is right, it has not expired and its session is active
 * (not logged out, not ended by a password change or a reused refresh token).
 */

export interface Customer {
  userId: number;
  sessionId: string;
}

export type Auth =
  | { kind: 'none' }
  /** A token was sent but is not (or no longer) valid. `foreign`: it does not even look like one of ours. */
  | { kind: 'invalid'; foreign: boolean }
  | { kind: 'customer'; customer: Customer };

/** The customer token of the request, or null when none is sent. */
export function requestToken(c: Context<AppEnv>): string | null {
  const header = c.req.header('authorization');
  const bearer = header && /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  const token = (bearer || c.req.query('token') || '').trim();
  return token || null;
}

export async function authenticate(c: Context<AppEnv>, now = new Date()): Promise<Auth> {
  const token = requestToken(c);
  if (!token) return { kind: 'none' };
  if (!isTokenShape(token)) return { kind: 'invalid', foreign: true };
  const claims = await verifyToken(authSecret(c.env), token, 'access', now);
  if (!claims) return { kind: 'invalid', foreign: false };
  const session = await activeSession(c.env.DB, claims.sid, claims.sub, now);
  if (!session) return { kind: 'invalid', foreign: false };
  return { kind: 'customer', customer: { userId: claims.sub, sessionId: claims.sid } };
}

/** The 401 text for a failed authentication. */
export const unauthorizedMessage = (auth: Auth): string => (auth.kind === 'none' ? NO_USER_TOKEN : SESSION_EXPIRED);

/** The client address rate limits count by (Cloudflare's CF-Connecting-IP). */
export const clientIp = (c: Context<AppEnv>): string | undefined => c.req.header('cf-connecting-ip');
