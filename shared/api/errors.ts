/** Errors of the typed API client. Messages are the catalogue keys of shared/i18n, translated by the UI. */
export const BAD_CONTENT_TYPE = 'Error with response - bad content-type!';
export const WRONG_FORMAT = 'Unhandled error, wrong response format!';

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when the network failed. */
    readonly status: number,
    /** The `code` of the `{ code, result }` answer when there was one. */
    readonly code?: number,
    readonly result?: unknown,
    /** The answer's other fields beside `code` and `result` (e.g. `totp: true`: a code is needed). */
    readonly meta?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
