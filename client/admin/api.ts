import { isApiError } from '../../shared/api/errors.ts';
import { callApi, type CallOptions } from '../../shared/api/transport.ts';

/**
 * The back office's calls to its own resource, /api/admin/*, through the storefront's one API
 * transport: the same `{ code, result }` answers, the same ApiError for every failure. The session
 * is the HttpOnly cookie the browser sends along (same origin); the server checks it on every call.
 */
export async function adminCall<T = unknown>(path: string, options: CallOptions = {}): Promise<T> {
  const envelope = await callApi<T>((request) => fetch(request), window.location.origin, `api/admin/${path}`, options);
  return envelope.result;
}

const NO_CONNECTION = 'Keine Verbindung zum Server. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.';
const SERVER_FAULT = 'Das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.';

/**
 * What staff read when a call fails: the API's own message (the one error shape, written for
 * people) for a refused call, a plain sentence for a lost connection or a fault of the server.
 */
export function failureText(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return NO_CONNECTION;
  if (error.status >= 500 || typeof error.result !== 'string') return SERVER_FAULT;
  return error.message;
}

/** Whether a failed login asks for the authenticator code (the answer's `totp: true`). */
export const needsTotpCode = (error: unknown): boolean => isApiError(error) && error.meta?.totp === true;
