import type { Context } from 'hono';

/** Every API answer is `{ code, result }`; `code` mirrors the HTTP status. Errors: api-error.ts. */
export function ok<T>(c: Context, result: T, extra: Record<string, unknown> = {}): Response {
  return c.json({ code: 200, result, ...extra }, 200);
}
