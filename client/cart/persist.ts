import { deliveryTimeOf } from '../../shared/rules/delivery-time.ts';
import type { Totals } from '../../shared/pricing/totals.ts';
import type { CartLine, CartState } from './state.ts';
import { persistStore, type StorageLike, type Watch } from '../stores/persisted.ts';
import { cartHash, hash53, optionsChecksum } from './identity.ts';
import { mergeCarts, newRevision, revisionsAfter, sameCart, shopperChanged } from './tab-merge.ts';

/**
 * The cart kept across reloads: token, lines as the shopper sees them (changes the server has not
 * confirmed yet included, marked pending), coupon and the last totals in localStorage (per store:
 * prices differ), and the token mirrored into the `cart_token` cookie, which the edge reads to hand
 * the cart to an external checkout (worker/edge/checkout-redirect.ts). Another tab's change arrives
 * as a `storage` event and replaces this tab's copy, so every tab shows the same cart, offline too;
 * when both tabs changed it at the same moment, the changes are merged (client/cart/tab-merge.ts).
 */

/** Cookies the edge checkout redirect reads (same names as worker/edge/checkout-redirect.ts). */
export const CART_TOKEN_COOKIE = 'cart_token';
export const USER_TOKEN_COOKIE = 'user_token';
/** A server cart lives 30 days after its last change (worker/cart/cart-repo.ts). */
const COOKIE_MAX_AGE = 30 * 86_400;

export interface StoredCart {
  token: string | null;
  items: CartLine[];
  couponCode: string | null;
  totals: Totals | null;
  totalsHash: string | null;
  totalsAt: number;
  syncedAt: number;
  unsynced: boolean;
  /** This version of the cart and the ones it was made from, newest first (tab-merge.ts). */
  revs?: string[];
  /** Written, never read back: the hash of lines and coupon (identity.ts cartHash) for pages to compare. */
  hash?: string;
}

const TOKEN = /^[A-Za-z0-9._~-]{1,200}$/;
const text = (value: unknown, max = 500) => (typeof value === 'string' && value.length <= max ? value : undefined);

/** A stored line cleaned to its known fields; null when it is not one. */
export function normalizeLine(raw: unknown): CartLine | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const sku = text(r.sku, 128);
  const qty = Number(r.qty);
  const id = text(r.id, 40);
  if (!sku || !id || !Number.isSafeInteger(qty) || qty < 1) return null;
  const line: CartLine = {
    id,
    sku,
    qty,
    type_id: text(r.type_id, 32) ?? 'simple',
    name: text(r.name) ?? sku,
    price_incl_tax: Number.isFinite(Number(r.price_incl_tax)) ? Number(r.price_incl_tax) : 0,
  };
  const itemId = Number(r.item_id);
  if (Number.isSafeInteger(itemId) && itemId > 0) line.item_id = line.server_item_id = itemId;
  for (const key of ['parentSku', 'path', 'thumbnail', 'server_quote_id'] as const) {
    const value = text(r[key]);
    if (value) line[key] = value;
  }
  if (r.stock_status === 'ok' || r.stock_status === 'out_of_stock' || r.stock_status === 'volatile')
    line.stock_status = r.stock_status;
  const delivery = deliveryTimeOf(r);
  if (delivery) line.delivery_time = delivery;
  if (r.product_option && typeof r.product_option === 'object')
    line.product_option = r.product_option as CartLine['product_option'];
  const checksum = optionsChecksum(line.product_option);
  if (checksum) line.checksum = checksum;
  if (Array.isArray(r.labels))
    line.labels = r.labels.filter((l) => l && typeof l.label === 'string' && typeof l.value === 'string').slice(0, 20);
  if (Array.isArray(r.errors)) line.errors = r.errors.filter((e): e is string => typeof e === 'string').slice(0, 5);
  if (r.pending === true) line.pending = true;
  const prevQty = Number(r.prev_qty);
  if (line.pending && Number.isSafeInteger(prevQty) && prevQty >= 1) line.prev_qty = prevQty;
  return line;
}

export function parseStoredCart(raw: string | null): StoredCart | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredCart>;
    if (!value || typeof value !== 'object') return null;
    const token = typeof value.token === 'string' && TOKEN.test(value.token) ? value.token : null;
    const items = Array.isArray(value.items)
      ? value.items
          .map(normalizeLine)
          .filter((l): l is CartLine => l !== null)
          .slice(0, 100)
      : [];
    const totals =
      value.totals && typeof value.totals === 'object' && Array.isArray(value.totals.total_segments)
        ? value.totals
        : null;
    return {
      token,
      items,
      totals,
      couponCode: typeof value.couponCode === 'string' ? value.couponCode : null,
      totalsHash: typeof value.totalsHash === 'string' ? value.totalsHash : null,
      totalsAt: Number(value.totalsAt) || 0,
      syncedAt: Number(value.syncedAt) || 0,
      unsynced: value.unsynced === true,
      revs: Array.isArray(value.revs) ? value.revs.filter((r) => typeof text(r, 40) === 'string').slice(0, 20) : [],
    };
  } catch {
    return null;
  }
}

/**
 * What is kept: the cart as the shopper sees it. A change still on its way stays pending with its
 * previous quantity, so a reload (or another tab) shows it and the next connection sends it.
 */
export function storedCartOf(state: CartState): StoredCart {
  return {
    token: state.cartServerToken,
    items: state.cartItems.map((l) => {
      const { totals: _totals, ...line } = l;
      if (line.pending) return line;
      const { pending: _pending, prev_qty: _prev, ...confirmed } = line;
      return confirmed;
    }),
    couponCode: state.couponCode,
    totals: state.platformTotals ?? null,
    totalsHash: state.lastTotalsSyncHash ?? null,
    totalsAt: state.lastTotalsSyncAt ?? 0,
    syncedAt: state.lastSyncAt ?? 0,
    unsynced: state.unsynced === true,
  };
}

function applyStored(state: CartState, stored: StoredCart | null): void {
  state.cartServerToken = stored?.token ?? null;
  state.cartItems = stored?.items ?? [];
  state.couponCode = stored?.couponCode ?? null;
  state.platformTotals = stored?.totals ?? null;
  state.platformTotalSegments = stored?.totals?.total_segments ?? null;
  state.lastTotalsSyncHash = stored?.totalsHash ?? null;
  state.lastTotalsSyncAt = stored?.totalsAt ?? 0;
  state.lastSyncAt = stored?.syncedAt ?? 0;
  state.unsynced = stored?.unsynced ?? false;
  state.cartHash = cartHash(state.cartItems, state.couponCode);
}

/** Mirrors the cart token into its cookie (browser only); an empty token removes it. */
export function mirrorTokenCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie =
    token && TOKEN.test(token)
      ? `${CART_TOKEN_COOKIE}=${token}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax${secure}`
      : `${CART_TOKEN_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
}

/**
 * Loads the stored cart into `state` (lines the shopper added before it loaded are kept), marks it
 * loaded, then writes every change back and follows other tabs. A tab takes the other tab's cart
 * when it was made from this tab's latest version (a line's answer still on its way here finds the
 * line by its id in the taken cart); one made without it (both tabs changed the cart at the same
 * moment) gets this tab's changes merged in and is written back. Returns the stop function.
 */
export function persistCart(
  state: CartState,
  watch: Watch,
  storage: StorageLike | null,
  key: string,
  events: EventTarget | null = null,
  onToken: (token: string | null) => void = mirrorTokenCookie,
): () => void {
  let token: string | null = null;
  /** The version this tab's cart is, and its content as stored (a change makes a new version). */
  let known: { revs: string[]; content: string } = { revs: [], content: '' };
  /** Versions this tab wrote or read, to find the one two merged carts were both made from. */
  const seen = new Map<string, StoredCart>();
  const remember = (rev: string | undefined, cart: StoredCart) => {
    if (!rev) return;
    // A copy: the state takes the stored lines themselves, and changes them.
    seen.set(rev, JSON.parse(JSON.stringify(cart)) as StoredCart);
    if (seen.size > 20) seen.delete(seen.keys().next().value!);
  };
  const contentOf = (cart: CartState) => JSON.stringify(storedCartOf(cart));

  /** Their cart with this tab's changes, when it was not made from this tab's version. */
  function merged(cart: CartState, theirs: StoredCart): StoredCart | null {
    const mine = known.revs[0];
    if (!mine || theirs.revs?.includes(mine)) return null;
    const common = theirs.revs?.find((rev) => seen.has(rev));
    if (!common) return null;
    const base = seen.get(common)!;
    const own = storedCartOf(cart);
    if (sameCart(own, theirs) && !shopperChanged(base, own)) return null;
    return mergeCarts(base, own, theirs);
  }

  return persistStore(
    state,
    {
      key,
      load(cart, raw, from) {
        const early = from === 'start' ? cart.cartItems : [];
        const stored = parseStoredCart(raw);
        // A cart stored before versions were kept is named by its text (the same in every tab).
        if (stored && !stored.revs?.length) stored.revs = [`h${hash53(raw!)}`];
        const both = from === 'tab' && stored ? merged(cart, stored) : null;
        if (stored) remember(stored.revs?.[0], stored);
        applyStored(cart, both ?? stored);
        // A merged cart is a new version after theirs; any other is the version stored.
        known = { revs: stored?.revs ?? [], content: both ? '' : contentOf(cart) };
        if (early.length) cart.cartItems = [...cart.cartItems, ...early];
        cart.cartHash = cartHash(cart.cartItems, cart.couponCode);
        cart.loaded = true;
        return !!both;
      },
      save(cart) {
        const content = storedCartOf(cart);
        const text = JSON.stringify(content);
        if (text !== known.content) {
          const rev = newRevision();
          known = { revs: revisionsAfter(rev, known.revs), content: text };
          remember(rev, content);
        }
        // The content hash names the lines and coupon kept: a page the server rendered from a cart
        // shows whether it is this one (client/islands/marker.ts).
        return JSON.stringify({ ...content, hash: cartHash(content.items, content.couponCode), revs: known.revs });
      },
      mirror(cart) {
        if (cart.cartServerToken === token) return;
        token = cart.cartServerToken;
        onToken(token);
      },
    },
    { watch, storage, events },
  );
}
