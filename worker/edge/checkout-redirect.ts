import { Hono, type Context, type Next } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';
import { resolveStore, storeHref, type StoreView } from '../../shared/stores.ts';
import { MAX_TOKEN_LENGTH } from '../users/tokens.ts';

/** Cookies the client mirrors its tokens into, so the edge can hand them to an external checkout. */
export const CART_TOKEN_COOKIE = 'cart_token';
export const USER_TOKEN_COOKIE = 'user_token';

/**
 * Tokens are opaque, URL-safe strings; anything else could smuggle path segments into the target.
 * As long as the longest customer token the shop issues (a signed JWT, over 200 characters).
 */
const TOKEN = new RegExp(`^[A-Za-z0-9._~-]{1,${MAX_TOKEN_LENGTH}}$`);

/**
 * The external checkout address of a store, from configuration only: either one absolute https URL
 * for every store, or a JSON object by store code. Nothing in the request can change the host.
 */
export function externalCheckoutBase(config: string | undefined, store: StoreView): URL | null {
  const raw = (config ?? '').trim();
  if (!raw) return null;
  let value: unknown = raw;
  if (raw.startsWith('{')) {
    try {
      value = (JSON.parse(raw) as Record<string, unknown>)[store.code];
    } catch {
      return null;
    }
  }
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The redirect target: the base address, the store code where the store appends it
 * (the German store-view: /de), then the user token and cart token in the path, and ?paypal=1
 * when the request carries a paypal parameter.
 */
export function externalCheckoutUrl(
  base: URL,
  store: StoreView,
  tokens: { user: string; cart: string },
  paypal: boolean,
): string {
  const url = new URL(base.href);
  const prefix = url.pathname.replace(/\/+$/, '') + (store.appendStoreCode ? `/${store.code}` : '');
  url.pathname = `${prefix}/vue/cart/sync/token/${encodeURIComponent(tokens.user)}/cart/${encodeURIComponent(tokens.cart)}`;
  url.search = paypal ? '?paypal=1' : '';
  url.hash = '';
  return url.href;
}

/**
 * GET /checkout, /de/checkout, /at/checkout: to the external checkout when one is configured.
 * Plain paths, no `{de|at}` pattern: Hono's fast router (one regular expression for all routes)
 * refuses alternations, and a single such route made every request of the worker walk the trie.
 */
export const checkoutRedirect = new Hono<AppEnv>()
  .get('/checkout', redirect)
  .get('/de/checkout', redirect)
  .get('/at/checkout', redirect);

async function redirect(c: Context<AppEnv>, next: Next): Promise<Response | undefined> {
  const { store } = resolveStore(new URL(c.req.url).pathname);
  const base = externalCheckoutBase(c.env.EXTERNAL_CHECKOUT_URL, store);
  if (!base) {
    await next(); // the shop's own checkout renders
    return undefined;
  }
  const cart = getCookie(c, CART_TOKEN_COOKIE) ?? '';
  const user = getCookie(c, USER_TOKEN_COOKIE) ?? '';
  if (!TOKEN.test(cart) || (user && !TOKEN.test(user))) {
    // Without a usable cart there is nothing to check out: back to the cart in this store.
    return c.redirect(storeHref(store, '/cart'), 302);
  }
  const paypal = c.req.query('paypal') !== undefined;
  c.header('cache-control', 'no-store');
  return c.redirect(externalCheckoutUrl(base, store, { user, cart }, paypal), 302);
}
