import { ApiError, BAD_CONTENT_TYPE, WRONG_FORMAT } from './errors.ts';

/**
 * How a request reaches the API: in-process (`app.request` on the platform sub-app) during SSR,
 * `fetch` in the browser, or the offline queue in front of fetch for mutations.
 */
export type Transport = (request: Request) => Promise<Response>;

export interface Envelope<T> {
  code: number;
  result: T;
  meta?: Record<string, unknown>;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: a repeated call with the same key is answered, not applied again. */
  idempotencyKey?: string;
}

export function buildUrl(base: string, path: string, query?: CallOptions['query']): string {
  const url = new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** Sends one call and parses its JSON answer; a failed network or a non-JSON answer becomes an ApiError. */
async function send(
  transport: Transport,
  base: string,
  path: string,
  options: CallOptions,
): Promise<{ response: Response; body: unknown }> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const init: RequestInit = { method, headers };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  if (options.signal) init.signal = options.signal;
  const request = new Request(buildUrl(base, path, options.query), init);

  let response: Response;
  try {
    response = await transport(request);
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), 0);
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('application/json')) throw new ApiError(BAD_CONTENT_TYPE, response.status);
  try {
    return { response, body: await response.json() };
  } catch {
    throw new ApiError(WRONG_FORMAT, response.status);
  }
}

function failure(response: Response, envelope: Partial<Envelope<unknown>>): ApiError {
  const { code, result, meta } = envelope;
  const message =
    typeof result === 'string' ? result : ((result as { message?: string })?.message ?? `HTTP ${response.status}`);
  return new ApiError(message, response.status, code, result, meta && typeof meta === 'object' ? meta : undefined);
}

/** Performs one call and unwraps `{ code, result }`; anything else becomes an ApiError with the text. */
export async function callApi<T>(
  transport: Transport,
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const { response, body: envelope } = await send(transport, base, path, options);
  if (!envelope || typeof envelope !== 'object' || !('result' in envelope)) {
    throw new ApiError(WRONG_FORMAT, response.status);
  }
  const { code } = envelope as Envelope<T>;
  if (!response.ok || (code !== undefined && code !== 200)) throw failure(response, envelope as Envelope<T>);
  return envelope as Envelope<T>;
}

/**
 * A call whose answer is the bare body, as vue-storefront-api answers catalog searches (the
 * Elasticsearch body) and url mappings (the hit, or null). Errors still come as `{ code, result }`.
 */
export async function callBare<T>(
  transport: Transport,
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const { response, body } = await send(transport, base, path, options);
  if (!response.ok) {
    throw failure(response, body && typeof body === 'object' ? (body as Partial<Envelope<unknown>>) : {});
  }
  return body as T;
}

/**
 * A call that changes server state (cart, profile …), sent as a task so an offline queue can hold
 * and replay it later: `url` is relative to the API base, query string included.
 */
export interface SyncTask {
  id: string;
  url: string;
  method: 'POST' | 'GET' | 'DELETE';
  payload?: unknown;
}

/** Sends a task and resolves to its answer (client/stores/sync.ts queues them in the browser). */
export type Sync = <T>(task: SyncTask) => Promise<Envelope<T>>;
