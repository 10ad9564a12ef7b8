import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every API answer is `{ code, result }`; `code` mirrors the HTTP status. */
export function ok<T>(c: Context, result: T, extra: Record<string, unknown> = {}): Response {
  return c.json({ code: 200, result, ...extra }, 200);
}

export function fail(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json({ code: status, result: message }, status);
}

/** Reads a JSON body; a missing or malformed one is reported instead of thrown. */
export async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  const text = await c.req.text();
  if (!text.trim()) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, message: 'The request body is not valid JSON' };
  }
}
