import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PatternRouter } from 'hono/router/pattern-router';
import type { AppEnv } from '../env.ts';
import { ApiError } from './api-error.ts';

/**
 * What every `/api` and `/rest` request passes before its handler, and what answers when no handler
 * does — each as an ApiError, so the one error handler answers JSON for all of them.
 */

/** Longer URLs are refused (414) before any handler parses them; the longest legit GET is far below. */
const MAX_URL_LENGTH = 8192;

/** The largest legit body is an order (1 MB: a full cart with its addresses). */
const MAX_BODY = 1024 * 1024;

/** Smaller limits where the legit bodies are small, by path prefix; the first match counts. */
const BODY_LIMITS: ReadonlyArray<readonly [prefix: string, bytes: number]> = [
  ['/api/order', MAX_BODY],
  ['/api/analytics/', 4 * 1024],
  ['/api/ext/mailchimp-subscribe/', 8 * 1024],
  ['/api/user/', 32 * 1024],
  ['/api/review/', 32 * 1024],
  ['/api/ext/mail-service/', 32 * 1024],
  ['/api/cart', 64 * 1024],
];

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} kB`);

const limiters = new Map(
  [...new Set([MAX_BODY, ...BODY_LIMITS.map(([, bytes]) => bytes)])].map((bytes) => [
    bytes,
    bodyLimit({
      maxSize: bytes,
      onError: () => {
        throw new ApiError(413, `The request body is larger than ${sizeText(bytes)}`);
      },
    }),
  ]),
);

/** 414 for an over-long URL, 413 for a body over its path's limit. */
export function requestLimits(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.url.length > MAX_URL_LENGTH)
      throw new ApiError(414, `The address is longer than ${MAX_URL_LENGTH} characters`);
    const bytes = BODY_LIMITS.find(([prefix]) => c.req.path.startsWith(prefix))?.[1] ?? MAX_BODY;
    return limiters.get(bytes)!(c, next);
  };
}

/** The endpoints of an app as `METHOD path`, without its middleware (registered for every method). */
export function endpointsOf(app: Hono<AppEnv>): Array<{ method: string; path: string }> {
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.method !== 'ALL')
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
    .map((r) => ({ method: r.method, path: r.path }));
}

/**
 * The last handler of an app: a path no endpoint has is a 404; a path that has endpoints for other
 * methods is a 405 naming them in `Allow` (HEAD counts as GET, as Hono answers it).
 */
export function noEndpoint(app: Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  let router: PatternRouter<string> | undefined;
  return async (c) => {
    if (!router) {
      router = new PatternRouter<string>();
      for (const { method, path } of endpointsOf(app)) router.add('ALL', path, method);
    }
    const path = c.req.path;
    const allow = [...new Set(router.match(c.req.method, path)[0].map(([method]) => method))];
    if (!allow.length) throw new ApiError(404, `No API endpoint ${c.req.method} ${path.slice(0, 200)}`);
    c.header('allow', allow.join(', '));
    throw new ApiError(405, `${c.req.method} is not allowed for ${path.slice(0, 200)}; use ${allow.join(' or ')}`);
  };
}
