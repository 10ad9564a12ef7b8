/**
 * Signed customer tokens: compact JWTs (HS256 = HMAC-SHA-256) over { sub: user id, sid: session id,
 * typ: 'access' | 'refresh', gen (refresh only), iat, exp }. The signature makes them unforgeable;
 * the session row they name (sessions-repo.ts) makes them revocable: logout, a password change and the
 * reuse of a rotated refresh token end the session, and every token of it stops working.
 *
 *   access token   ~1 h  — `?token=` or `Authorization: Bearer` on every customer call
 *   refresh token  ~30 d — POST /api/user/refresh only; one valid generation per session (rotation)
 *
 * The key is env AUTH_SECRET (`wrangler secret put AUTH_SECRET`); only in local development
 * (ENVIRONMENT=development) may it be unset, then a development key is used whose name says so.
 * Tokens are never stored and never logged.
 */
import { ApiError } from '../api/api-error.ts';
import { isDevelopment } from '../env.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Used only when AUTH_SECRET is not configured in local development and tests. Outside development it
 * is never used, and set as AUTH_SECRET it counts as unset (worker/config.ts), so a token signed with it
 * is refused there.
 */
export const DEVELOPMENT_AUTH_SECRET =
  'INSECURE-DEVELOPMENT-ONLY-AUTH-SECRET--set-AUTH_SECRET-with-wrangler-secret-put';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  /** The user id. */
  sub: number;
  /** The session id (user_sessions.id). */
  sid: string;
  typ: TokenType;
  /** Refresh tokens: the generation this token was issued as. */
  gen?: number;
  iat: number;
  exp: number;
}

const HEADER = base64UrlEncode(new TextEncoder().encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{16,512}\.[A-Za-z0-9_-]{43}$/;
/** The longest token TOKEN_SHAPE admits: whoever passes tokens on must take one this long. */
export const MAX_TOKEN_LENGTH = 64 + 1 + 512 + 1 + 43;

/** The signing key; outside development an unset AUTH_SECRET is a 503, never the published key. */
export function authSecret(env: { AUTH_SECRET?: string; ENVIRONMENT?: string }): string {
  const secret = env.AUTH_SECRET?.trim();
  if (secret) return secret;
  if (isDevelopment(env)) return DEVELOPMENT_AUTH_SECRET;
  throw new ApiError(503, 'The shop is not configured yet. Please try again later.');
}

/** True when the text has the shape of a token of this shop (not whether it is valid). */
export function isTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token) && token.startsWith(`${HEADER}.`);
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlDecode(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(b64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

export async function signToken(secret: string, claims: TokenClaims): Promise<string> {
  const payload = base64UrlEncode(new TextEncoder().encode(JSON.stringify(claims)));
  const input = `${HEADER}.${payload}`;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(input));
  return `${input}.${base64UrlEncode(new Uint8Array(signature))}`;
}

/**
 * The claims of a token of the given type if its signature is right and it has not expired; null
 * otherwise. (Whether its session is still active is the caller's question: sessions-repo.ts.)
 */
export async function verifyToken(
  secret: string,
  token: string,
  type: TokenType,
  now: Date,
): Promise<TokenClaims | null> {
  if (!isTokenShape(token)) return null;
  const [header, payload, signature] = token.split('.') as [string, string, string];
  let valid = false;
  try {
    // crypto.subtle.verify compares the MAC in constant time.
    valid = await crypto.subtle.verify(
      'HMAC',
      await hmacKey(secret),
      base64UrlDecode(signature),
      new TextEncoder().encode(`${header}.${payload}`),
    );
  } catch {
    return null;
  }
  if (!valid) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(base64UrlDecode(payload)));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  const c = claims as Partial<TokenClaims>;
  if (
    c.typ !== type ||
    !Number.isSafeInteger(c.sub) ||
    typeof c.sid !== 'string' ||
    !Number.isFinite(c.exp) ||
    !Number.isFinite(c.iat)
  )
    return null;
  if (type === 'refresh' && !Number.isSafeInteger(c.gen)) return null;
  if ((c.exp as number) * 1000 <= now.getTime()) return null;
  return c as TokenClaims;
}

/** When a refresh token issued now expires (the session's expires_at). */
export const refreshExpiry = (now: Date): Date =>
  new Date((Math.floor(now.getTime() / 1000) + REFRESH_TOKEN_TTL_SECONDS) * 1000);

/** The access and refresh token of a session (generation `gen` of its refresh token). */
export async function issueTokens(
  secret: string,
  userId: number,
  sessionId: string,
  gen: number,
  now: Date,
): Promise<{ token: string; refreshToken: string; refreshExpiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const [token, refreshToken] = await Promise.all([
    signToken(secret, { sub: userId, sid: sessionId, typ: 'access', iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS }),
    signToken(secret, { sub: userId, sid: sessionId, typ: 'refresh', gen, iat, exp: iat + REFRESH_TOKEN_TTL_SECONDS }),
  ]);
  return { token, refreshToken, refreshExpiresAt: refreshExpiry(now) };
}

/** 256 random bits, base64url: reset and confirmation tokens (stored only as sha256Hex). */
export function randomToken(): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(32)));
}

/** 128 random bits as 32 hex digits: session ids. */
export function randomId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares two secrets (e.g. an admin header with its configured value) without a timing signal. */
export async function secretsEqual(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([sha256Hex(a), sha256Hex(b)]);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x.charCodeAt(i) ^ y.charCodeAt(i);
  return diff === 0;
}

/** A stateless proof for one purpose and value (e.g. unsubscribing one e-mail address): base64url HMAC-SHA-256. */
export async function purposeMac(secret: string, purpose: string, value: string): Promise<string> {
  const mac = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    new TextEncoder().encode(`${purpose}\u0000${value}`),
  );
  return base64UrlEncode(new Uint8Array(mac));
}
