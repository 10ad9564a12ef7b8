import { authSecret, base64UrlEncode, purposeMac, secretsEqual } from '../users/tokens.ts';

/**
 * Anti-forgery tokens of the contact forms (GET /api/ext/mail-service/get-token): stateless and
 * short-lived, `f1.<issued, base 36 ms>.<server nonce>.<HMAC-SHA-256>`. The MAC covers the issue time,
 * the server nonce and an optional client nonce (a random value the page sends with get-token and
 * again with the message), so a token cannot be forged, stretched or used by another page that did
 * not ask for it. Single use is enforced by the caller (the server nonce is counted once).
 *
 * The key is env FORM_TOKEN_SECRET, else AUTH_SECRET; with neither, in local development only, the
 * development key of tokens.ts (whose name says it is insecure).
 */

export const FORM_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
const PURPOSE = 'mail-service-form';
const SHAPE = /^f1\.([0-9a-z]{6,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
export const CLIENT_NONCE = /^[A-Za-z0-9_-]{8,64}$/;

export function formSecret(env: { FORM_TOKEN_SECRET?: string; AUTH_SECRET?: string; ENVIRONMENT?: string }): string {
  const secret = env.FORM_TOKEN_SECRET?.trim();
  return secret ? secret : authSecret(env);
}

const signed = (issued: number, serverNonce: string, clientNonce: string) => `${issued}.${serverNonce}.${clientNonce}`;

export async function issueFormToken(
  secret: string,
  now: Date,
  clientNonce = '',
): Promise<{ token: string; expiresAt: Date }> {
  const issued = now.getTime();
  const serverNonce = base64UrlEncode(crypto.getRandomValues(new Uint8Array(16)));
  const mac = await purposeMac(secret, PURPOSE, signed(issued, serverNonce, clientNonce));
  return { token: `f1.${issued.toString(36)}.${serverNonce}.${mac}`, expiresAt: new Date(issued + FORM_TOKEN_TTL_MS) };
}

export type FormTokenCheck = { ok: true; serverNonce: string } | { ok: false; reason: 'forged' | 'expired' };

/** Whether a token was issued by this shop (for this client nonce) and is still fresh. */
export async function verifyFormToken(
  secret: string,
  token: unknown,
  now: Date,
  clientNonce = '',
): Promise<FormTokenCheck> {
  const match = typeof token === 'string' ? SHAPE.exec(token) : null;
  if (!match) return { ok: false, reason: 'forged' };
  const [, issued36, serverNonce, mac] = match as unknown as [string, string, string, string];
  const issued = parseInt(issued36, 36);
  const expected = await purposeMac(secret, PURPOSE, signed(issued, serverNonce, clientNonce));
  if (!(await secretsEqual(mac, expected))) return { ok: false, reason: 'forged' };
  // A token from the future is a forgery's sign (or a clock skew beyond a minute).
  if (issued > now.getTime() + 60_000) return { ok: false, reason: 'forged' };
  if (now.getTime() - issued > FORM_TOKEN_TTL_MS) return { ok: false, reason: 'expired' };
  return { ok: true, serverNonce };
}
