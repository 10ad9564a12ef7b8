import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error the API throws, from a handler or from any platform module beneath it. The `/api`
 * error handler answers it as `{ code: status, result: message, ...meta }`; `message` is shown to the
 * shopper, so it says what happened and what to do, never how the code works. `meta` adds what a
 * client relies on beyond the text (`meta: { reason }`), or replaces `result` where the wire format
 * wants an object there (change-password's `result: { errorMessage }`).
 */
export class ApiError extends Error {
  // Plain fields, not parameter properties: the importer runs these modules with Node's type stripping.
  readonly status: ContentfulStatusCode;
  readonly meta: Record<string, unknown> | undefined;

  constructor(status: ContentfulStatusCode, message: string, meta?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.meta = meta;
  }
}

const INTERNAL_ERROR = 'Internal server error';

/**
 * The error handler of `/api` and `/rest`, the only place an error becomes an answer. An ApiError is
 * answered as it says; anything else is a fault of ours: logged with its stack for the operator and
 * answered as a bare 500, since its text may name tables, files or secrets.
 */
export function answerError(error: Error, c: Context): Response {
  if (error instanceof ApiError)
    return c.json({ result: error.message, ...error.meta, code: error.status }, error.status);
  console.error('API error', c.req.method, new URL(c.req.url).pathname, error.stack ?? String(error));
  return c.json({ code: 500, result: INTERNAL_ERROR }, 500);
}
