import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createApiClient, httpCatalogPort } from '../shared/api/client.ts';
import { isLocale, defaultLocale, type Locale } from '../shared/i18n/locale.ts';
import { resolveStore } from '../shared/stores.ts';
import type { AppEnv } from './env.ts';
import { embeddedCatalogPort } from './ssr/embedded-port.ts';
import { recordingShownProducts } from './edge/shown-products.ts';

/** The in-process origin of API calls during SSR: never fetched over the network. */
const INTERNAL_ORIGIN = 'http://platform.internal';

/** A request context whose work may outlive its answer (Hono's, of any environment). */
export interface Waitable {
  readonly executionCtx: { waitUntil(promise: Promise<unknown>): void };
}

/** The execution context's waitUntil, where the runtime gave the request one. */
export function waitUntilOf(c: Waitable): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return undefined; // Hono throws when a request came without an execution context
  }
}

/**
 * Per-request context: the store from the path, and an API client whose transport calls the
 * platform sub-app in-process, so SSR never calls itself over HTTP. Catalog reads on the embedded
 * platform skip even that: its services answer directly. Every product the page is given is noted
 * (`shownSkus`) for the HTML cache.
 */
export function requestContext(platform: {
  fetch: (req: Request, env: AppEnv['Bindings'], ctx: ExecutionContext) => Response | Promise<Response>;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { store, path } = resolveStore(new URL(c.req.url).pathname);
    c.set('store', store);
    c.set('localPath', path);
    const transport = async (request: Request) => platform.fetch(request, c.env, c.executionCtx as ExecutionContext);
    const shown = new Set<string>();
    c.set('shownSkus', shown);
    const catalog = c.env.API_BASE
      ? httpCatalogPort(transport, INTERNAL_ORIGIN, store)
      : embeddedCatalogPort(c.env, store, waitUntilOf(c));
    c.set(
      'api',
      createApiClient({ store, base: INTERNAL_ORIGIN, transport, catalog: recordingShownProducts(catalog, shown) }),
    );
    await next();
  };
}

/** The shopper's language: the `lang` cookie when it names a known locale, else German. */
export function localeOf(cookieHeader: Parameters<typeof getCookie>[0]): Locale {
  const value = getCookie(cookieHeader, 'lang');
  return value && isLocale(value) ? value : defaultLocale;
}
