import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createApiClient } from '../shared/api/client.ts';
import { isLocale, defaultLocale, type Locale } from '../shared/i18n/locale.ts';
import { resolveStore } from '../shared/stores.ts';
import type { AppEnv } from './env.ts';

/** The in-process origin of API calls during SSR: never fetched over the network. */
const INTERNAL_ORIGIN = 'http://platform.internal';

/**
 * Per-request context: the store from the path, and an API client whose transport
 * calls the platform sub-app in-process, so SSR never calls itself over HTTP.
 */
export function requestContext(platform: {
  fetch: (req: Request, env: AppEnv['Bindings'], ctx: ExecutionContext) => Response | Promise<Response>;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { store, path } = resolveStore(new URL(c.req.url).pathname);
    c.set('store', store);
    c.set('localPath', path);
    c.set(
      'api',
      createApiClient({
        store,
        base: INTERNAL_ORIGIN,
        transport: async (request) => platform.fetch(request as Request, c.env, c.executionCtx as ExecutionContext),
      }),
    );
    await next();
  };
}

/** The shopper's language: the `lang` cookie when it names a known locale, else German. */
export function localeOf(cookieHeader: Parameters<typeof getCookie>[0]): Locale {
  const value = getCookie(cookieHeader, 'lang');
  return value && isLocale(value) ? value : defaultLocale;
}
