import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { cartHash } from '../../client/cart/identity.ts';
import { EMPTY_ORDER, orderLineOf, type OrderView } from '../../client/checkout/order-view.ts';
import { deliveryTimeOf } from '../../shared/rules/delivery-time.ts';
import type { StoreView } from '../../shared/stores.ts';
import { toCartItem } from '../cart/cart-service.ts';
import { cartTotals } from '../cart/cart-totals.ts';
import { findCart, isCartTokenShape, isExpired, type CartRow } from '../cart/cart-repo.ts';
import { CART_TOKEN_COOKIE, USER_TOKEN_COOKIE } from '../edge/checkout-redirect.ts';
import type { AppEnv } from '../env.ts';
import { activeSession } from '../users/sessions-repo.ts';
import { authSecret, isTokenShape, verifyToken } from '../users/tokens.ts';

/**
 * What the checkout page knows of its shopper on the server, from the cookies the browser mirrors
 * its tokens into: the cart (read from the database by the cart's own services, as the cart API
 * answers it) and whether a login is kept. The page the server sends then shows the shopper's
 * lines and totals, and a customer's first step without the offer to create an account, so
 * nothing moves when the browser's own stores take over.
 */
export interface CheckoutPageData {
  /**
   * The order summary of the cart; empty without a cart cookie (the browser keeps no cart then);
   * null when the cart cannot be shown here (unknown or expired token, another store's cart, a
   * customer's cart without its owner's valid token): the browser shows its own when it has read it.
   */
  cart: OrderView | null;
  /**
   * The hash of the lines and coupon shown (client/cart/identity.ts cartHash, as the browser's kept
   * cart names its own); null with no cart shown. A browser keeping another cart hydrates the page
   * at once rather than on the first touch (client/islands/marker.ts).
   */
  cartHash: string | null;
  /** The browser keeps a login (its token cookie is there): the checkout is a customer's. */
  signedIn: boolean;
}

/** What the server shows of the cart, and the hash of its lines and coupon. */
interface ShownCart {
  order: OrderView;
  hash: string;
}

const EMPTY_CART: ShownCart = { order: EMPTY_ORDER, hash: cartHash([], null) };

/** Whether the customer token is its owner's, valid and of a session still active. */
async function ownedBy(env: AppEnv['Bindings'], cart: CartRow, token: string | undefined, now: Date): Promise<boolean> {
  if (!token || !isTokenShape(token)) return false;
  const claims = await verifyToken(authSecret(env), token, 'access', now);
  if (!claims || claims.sub !== cart.user_id) return false;
  return !!(await activeSession(env.DB, claims.sid, claims.sub, now));
}

/** The cart of the token as the checkout's summary shows it, or null when it is not to be shown. */
export async function checkoutCart(
  env: AppEnv['Bindings'],
  store: StoreView,
  tokens: { cart: string | undefined; user: string | undefined },
  now: Date,
): Promise<ShownCart | null> {
  if (!tokens.cart) return EMPTY_CART;
  if (!isCartTokenShape(tokens.cart)) return null;
  const cart = await findCart(env.DB, tokens.cart);
  if (!cart || isExpired(cart, now) || cart.store !== store.code) return null;
  if (cart.user_id !== null && !(await ownedBy(env, cart, tokens.user, now))) return null;
  const { lines, totals } = await cartTotals(env.DB, cart, now);
  const items = lines.map((line) => toCartItem(cart, line));
  return {
    order: {
      lines: items.map((item, index) => {
        // The line as the cart's pull answers it, with the options' labels the browser keeps beside.
        const labels = lines[index]!.resolved?.labels ?? [];
        return { key: String(item.item_id), ...orderLineOf({ ...item, labels, delivery_time: deliveryTimeOf(item) }) };
      }),
      couponCode: cart.coupon_code,
      segments: totals.total_segments,
      fresh: true,
    },
    // Over the options as the browser keeps them (it checksums them itself), not the server's checksum.
    hash: cartHash(
      items.map(({ sku, qty, product_option }) => ({ sku, qty, product_option })),
      cart.coupon_code,
    ),
  };
}

/** The checkout page's data for the shopper of the request; a database that fails leaves the cart unknown. */
export async function checkoutPageData(c: Context<AppEnv>): Promise<CheckoutPageData> {
  const user = getCookie(c, USER_TOKEN_COOKIE);
  const cart = await checkoutCart(
    c.env,
    c.get('store'),
    { cart: getCookie(c, CART_TOKEN_COOKIE), user },
    new Date(),
  ).catch((error: unknown) => {
    console.error('checkout cart unavailable', error instanceof Error ? error.message : String(error));
    return null;
  });
  return { cart: cart?.order ?? null, cartHash: cart?.hash ?? null, signedIn: !!user };
}
