import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';

/** The header carrying the secret that lets a request skip the caches (the benchmark's cold runs). */
export const BYPASS_SECRET_HEADER = 'x-cache-bypass-secret';

/**
 * A request may skip a cache (`x-ssr-cache: bypass`, `x-search-cache: bypass`) only when it carries
 * the deployment's `CACHE_BYPASS_SECRET`: from the public, a forced uncached render is a cheap way
 * to overload the shop. Without the secret configured nobody can bypass.
 */
export function mayBypass(c: Context<AppEnv>, header: 'x-ssr-cache' | 'x-search-cache'): boolean {
  return c.req.header(header) === 'bypass' && hasBypassSecret(c);
}

/** Whether the request carries the deployment's bypass secret (none configured: never). */
export function hasBypassSecret(c: Context<AppEnv>): boolean {
  const secret = c.env.CACHE_BYPASS_SECRET;
  const given = c.req.header(BYPASS_SECRET_HEADER);
  return Boolean(secret) && given !== undefined && sameText(given, secret!);
}

/** Compares in time independent of where the texts differ, so the secret cannot be guessed by timing. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
