import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error the API throws, from a handler or from any platform module beneath it. The `/api`
 * error handler answers it as `{ code: status, result: message, ...meta }`; `message` is shown to the
 * shopper, so it says what happened and what to do, never how the code works.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly meta?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
