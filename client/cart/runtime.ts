import '../../shared/i18n/areas/messages.ts';
import { subscribe } from 'valtio';
import type { ApiClient } from '../../shared/api/client.ts';
import { createCartApi, type CartApi } from '../../shared/api/cart.ts';
import { isApiError } from '../../shared/api/errors.ts';
import { runtimeTranslator } from '../../shared/i18n/runtime.ts';
import { productPath } from '../../shared/product-url.ts';
import type { StoreView } from '../../shared/stores.ts';
import type { Stores } from '../stores/index.ts';
import { notify, type Notification } from '../stores/notifications.ts';
import { browserStorage, type StorageLike } from '../stores/persisted.ts';
import { createSyncQueue, lazySyncQueue, sendNow, type SyncQueue } from '../stores/sync.ts';
import type { UserState } from '../account/state.ts';
import { QTY_NOT_AVAILABLE, QTY_TOO_HIGH } from './config.ts';
import { mergePulled, mergeRecovered, recoverableItems } from './lines.ts';
import { persistCart } from './persist.ts';
import { cartStorageKey } from './state.ts';

/**
 * What every cart action stands on: the shopper's context, one sync queue and
 * cart API per shopper, the cart token (a cart is created with the first add), recovery of a lost
 * or expired token, messages in the shopper's language, and reading the server's lines. Every
 * state-changing call is a sync task through the queue (client/stores/sync.ts); a lost or expired
 * cart token is recovered by re-creating the cart with the shopper's confirmed lines (POST
 * /api/cart/create {cartItems}) and repeating the call once, so no line is lost or added twice.
 * Loaded after hydration; never runs on the server.
 */

export const PRODUCT_ADDED = 'Product has been added to the cart!';
export const QTY_UPDATED = 'Product quantity has been updated!';
export const VOLATILE_STOCK =
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.';
export const PRICE_UNKNOWN = 'Product price is unknown, product cannot be added to the cart!';
export const NO_SUCH_CONFIGURATION =
  'No such configuration for the product. Please do choose another combination of attributes.';
export const SHARED_CART_LOADED = 'Saved cart was successfully loaded';
export const ADD_FAILED = 'Error while adding products';
export const FAILED = 'Something went wrong.';

export interface CartContext {
  /** `user`: the logged-in customer, whose token goes with every cart call (a customer cart needs it). */
  stores: Pick<Stores, 'cart' | 'ui' | 'notifications' | 'session' | 'cartRuntime'> & { user?: UserState };
  api: ApiClient;
  store: StoreView;
  config: { externalCheckout: boolean };
  /** Where the cart is kept: localStorage and the window's storage events unless given (tests). */
  persistence?: { storage: StorageLike | null; events: EventTarget | null };
}

export interface CartRuntime {
  queue: SyncQueue;
  cartApi: CartApi;
  /** Changes of lines still on their way, by line id. */
  inflight: Map<string, Promise<unknown>>;
  /** How many line changes were started: a read of the server's cart answered after a later one is stale. */
  changes: number;
  creating?: Promise<string> | undefined;
  recovering?: Promise<void> | undefined;
  totals?: Promise<void> | undefined;
  totalsAgain?: boolean;
  /** The start (server sync, share link), once per shopper (client/cart/start.ts). */
  started?: Promise<void>;
  /** Stops keeping the cart in storage. */
  stop: () => void;
}

/**
 * The shopper's runtime (`stores.cartRuntime`), made with the first cart action: the stored cart is
 * read at once (before anything can change the cart), and every change is kept from then on.
 */
export function runtimeOf(ctx: CartContext): CartRuntime {
  let rt = ctx.stores.cartRuntime;
  if (!rt) {
    // The app-wide durable queue (client/offline/) where the browser has IndexedDB.
    const queue =
      typeof indexedDB === 'undefined'
        ? createSyncQueue(sendNow(ctx.api.call))
        : lazySyncQueue(() => import('../offline/app-queue.ts').then((m) => m.appQueue(ctx.api.call)));
    const { storage, events } = ctx.persistence ?? {
      storage: browserStorage(),
      events: typeof window === 'undefined' ? null : window,
    };
    const stop = persistCart(ctx.stores.cart, subscribe, storage, cartStorageKey(ctx.store.code), events);
    const customerToken = () => ctx.stores.user?.token ?? null;
    rt = {
      queue,
      cartApi: createCartApi(ctx.api.call, ctx.store, queue.enqueue, customerToken),
      inflight: new Map(),
      changes: 0,
      stop,
    };
    ctx.stores.cartRuntime = rt;
  }
  return rt;
}

// Messages -----------------------------------------------------------------------------------

const PARAM_MESSAGES: Array<[RegExp, string, string]> = [
  [/^Only (\d+) products of this type are available!$/, QTY_NOT_AVAILABLE, 'maxQuantity'],
  [/^Quantity must be below (\d+)$/, QTY_TOO_HIGH, 'quantity'],
];

/** A server message in the shopper's language (texts with a number are templates). */
export function localize(ctx: CartContext, message: string): string {
  const t = runtimeTranslator(ctx.stores.session.locale);
  for (const [pattern, key, param] of PARAM_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return t(key, { [param]: Number(match[1]) });
  }
  return t(message);
}

/** The shopper-facing text of a failed call: the server's reason for a 4xx, else a general text. */
export function messageOf(error: unknown, fallback = FAILED): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

export function say(ctx: CartContext, type: Notification['type'], message: string, checkoutAction = false): void {
  const action =
    checkoutAction && !ctx.config.externalCheckout
      ? { action1: { label: 'Proceed to checkout', href: '/checkout' } }
      : {};
  notify(ctx.stores.notifications, { type, message: localize(ctx, message), ...action });
}

// Token, recovery ----------------------------------------------------------------------------

export const isLostCart = (error: unknown): boolean =>
  isApiError(error) &&
  error.status === 404 &&
  (error.message === 'No such cart' || error.message === 'This cart has expired');

export async function ensureToken(ctx: CartContext): Promise<string> {
  const state = ctx.stores.cart;
  if (state.cartServerToken) return state.cartServerToken;
  const rt = runtimeOf(ctx);
  rt.creating ??= (async () => {
    const { token } = await rt.cartApi.create();
    // Another tab may have made the shared cart meanwhile (both offline): its token is kept.
    state.cartServerToken ??= token;
    return state.cartServerToken;
  })().finally(() => (rt.creating = undefined));
  return rt.creating;
}

/** Re-creates a lost cart with the confirmed lines, once for all the calls that found it lost. */
async function recover(ctx: CartContext, lostToken: string): Promise<void> {
  const state = ctx.stores.cart;
  const rt = runtimeOf(ctx);
  if (state.cartServerToken !== lostToken && !rt.recovering) return;
  rt.recovering ??= (async () => {
    const created = await rt.cartApi.create({ cartItems: recoverableItems(state) });
    state.couponCode = null;
    mergeRecovered(state, created.items ?? [], created.token);
    for (const refused of created.rejected ?? []) say(ctx, 'error', refused.message);
  })().finally(() => (rt.recovering = undefined));
  await rt.recovering;
}

/** The event a 401 with a customer token raises; the session (client/account/session.ts) logs out on it. */
export const UNAUTHORIZED_EVENT = 'zaunshop:unauthorized';

/** Announces a 401 answered while a customer token was sent. */
export function announceUnauthorized(ctx: CartContext, error: unknown): void {
  if (isApiError(error) && error.status === 401 && ctx.stores.user?.token && typeof window !== 'undefined') {
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  }
}

/** Runs a call with the cart token (creating the cart first when there is none), recovering once. */
export async function withCart<T>(ctx: CartContext, call: (api: CartApi, token: string) => Promise<T>): Promise<T> {
  const api = runtimeOf(ctx).cartApi;
  let token = '';
  try {
    token = await ensureToken(ctx);
    return await call(api, token);
  } catch (error) {
    announceUnauthorized(ctx, error);
    if (!isLostCart(error)) throw error;
    await recover(ctx, token);
    return call(api, ctx.stores.cart.cartServerToken!);
  }
}

/** Remembers a line's change until the server answered, so later changes of the line wait for it. */
export function track<T>(ctx: CartContext, id: string, work: Promise<T>): Promise<T> {
  const rt = runtimeOf(ctx);
  const { inflight } = rt;
  rt.changes++;
  // The map holds the change as it settles (never rejecting); a newer change of the line replaces it.
  const done = work.finally(() => {
    if (inflight.get(id) === kept) inflight.delete(id);
  });
  const kept = done.catch(() => undefined);
  inflight.set(id, kept);
  return done;
}

export const settled = (ctx: CartContext, id?: string) => {
  const { inflight } = runtimeOf(ctx);
  return Promise.all(id ? [inflight.get(id)] : [...inflight.values()]);
};

// Server lines ------------------------------------------------------------------------------

/** How often a read of the server's cart is repeated when changes keep overtaking it. */
const PULL_ATTEMPTS = 3;

/**
 * Replaces the lines with the server's and fills in what the microcart shows of them. A read shows the cart as the server had it when the read
 * arrived there, so it waits for the changes on their way, and an answer that a change started
 * meanwhile may have overtaken is read again: a line the server confirmed after the read was
 * answered is never taken away by it. Changes that keep overtaking it leave the lines as they are
 * (each change confirms its own line).
 */
export async function pullCart(ctx: CartContext): Promise<void> {
  const rt = runtimeOf(ctx);
  for (let attempt = 0; attempt < PULL_ATTEMPTS; attempt++) {
    while (rt.inflight.size) await settled(ctx);
    const changes = rt.changes;
    const items = await withCart(ctx, (api, token) => api.pull(token));
    if (rt.changes !== changes) continue;
    mergePulled(ctx.stores.cart, items, Date.now());
    break;
  }
  await describeLines(ctx);
}

const LINE_FIELDS = [
  'sku',
  'slug',
  'url_key',
  'name',
  'thumbnail',
  'image',
  'configurable_children.sku',
  'configurable_children.thumbnail',
  'configurable_children.image',
];

/** Link and thumbnail of lines that came from the server (pull, recovery, shared cart). */
export async function describeLines(ctx: CartContext): Promise<void> {
  const lines = ctx.stores.cart.cartItems.filter((l) => !l.path);
  const skus = [...new Set(lines.map((l) => l.parentSku ?? l.sku))];
  if (!skus.length) return;
  const { items } = await ctx.api.products(
    { _appliedFilters: [{ attribute: 'sku', value: { in: skus } }] },
    { size: skus.length, includes: LINE_FIELDS },
  );
  for (const line of lines) {
    const product = items.find((p) => p.sku === (line.parentSku ?? line.sku));
    if (!product) continue;
    const child = line.parentSku ? product.configurable_children?.find((c) => c.sku === line.sku) : undefined;
    line.path = productPath(product, line.parentSku ? line.sku : null);
    line.thumbnail = child?.thumbnail || product.thumbnail || child?.image || product.image || null;
  }
}
