import '../../shared/i18n/areas/checkout.ts';
import '../../shared/i18n/areas/messages.ts';
import { isApiError } from '../../shared/api/errors.ts';
import { cartHash } from '../cart/identity.ts';
import { announceUnauthorized, localize, runtimeOf, settled, type CartContext } from '../cart/runtime.ts';
import type { CartLine, CartState } from '../cart/state.ts';
import { orderPlaced, type CheckoutState } from './state.ts';
import type { StorageLike } from '../stores/persisted.ts';
import type { AccountApp } from '../account/session.ts';
import { createAccount } from './create-account.ts';
import { buildOrderBody, newOrderId } from './order-body.ts';
import { orderTask, type SentOrder, sendOrder } from './send-order.ts';
import { withConversion } from '../consent/conversion.ts';
import { answerOrParked, serverReachable } from '../offline/reachability.ts';

/**
 * Placing the order (order placement, §8: the stock of every line
 * is checked first and the shopper waits for it; then the order goes as a sync task; on success
 * the order timestamp is stored, the cart cleared without sync, the password dropped (after the
 * requested account was created with it) and the thank-you page shown. A logged-in customer's
 * order carries the token (`?token=`), so it lands in the customer's order history. Failures answer
 * The texts in the shopper's language.
 */

/** The shopper's cart and, for a customer, the session (the user store) of the checkout page. */
export type CheckoutContext = AccountApp & CartContext;

/** (the server's text too; shared/schemas/order.ts is not imported: it would bring zod to the first load). */
export const PRODUCTS_NOT_AVAILABLE = 'Some of the ordered products are not available!';
export const ORDER_FAILED = 'Your order could not be placed. Please try again.';

export interface UnavailableLine {
  lineId: string;
  name: string;
}

export type PlaceResult =
  | { ok: true; orderNumber: string; transmitted: boolean; accountError?: string }
  | { ok: false; message: string; unavailable?: UnavailableLine[] };

/**
 * How long one stock answer may take before its stock counts as unknown (the client search
 * timeout): a connection that hangs without failing must not keep the shopper waiting forever.
 */
export const STOCK_CHECK_TIMEOUT_MS = 5000;

/** The answer of `promise`, or null when it fails or takes longer than `ms`. */
function answerWithin<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([promise.catch(() => null), late]).finally(() => clearTimeout(timer));
}

/** GET /api/stock/check for every line, all awaited (the user waits until it finishes). */
export async function unavailableLines(
  ctx: CartContext,
  lines: readonly CartLine[],
  timeoutMs = STOCK_CHECK_TIMEOUT_MS,
): Promise<UnavailableLine[]> {
  const api = runtimeOf(ctx).cartApi;
  const checks = await Promise.all(
    lines.map(async (line) => {
      // Unknown stock (no answer, or none in time): the server decides when the order arrives.
      const stock = await answerWithin(api.stock(line.sku), timeoutMs);
      const short = stock?.manage_stock && (!stock.is_in_stock || (stock.qty !== null && stock.qty < line.qty));
      return short ? { lineId: line.id, name: line.name } : null;
    }),
  );
  return checks.filter((c): c is UnavailableLine => c !== null);
}

/** After an order the cart is emptied here only; the server emptied its cart with the order. */
export function clearCartWithoutSync(cart: CartState): void {
  cart.cartItems = [];
  cart.couponCode = null;
  cart.cartServerToken = null;
  cart.platformTotals = cart.platformTotalSegments = null;
  cart.shipping = cart.payment = null;
  cart.lastTotalsSyncHash = null;
  cart.editMode = null;
  cart.cartHash = cartHash([], null);
}

async function failure(ctx: CartContext, error: unknown, lines: readonly CartLine[]): Promise<PlaceResult> {
  if (!isApiError(error) || error.status === 0 || error.status >= 500)
    return { ok: false, message: localize(ctx, ORDER_FAILED) };
  if (error.message === PRODUCTS_NOT_AVAILABLE) {
    const unavailable = await unavailableLines(ctx, lines);
    return { ok: false, message: localize(ctx, error.message), ...(unavailable.length ? { unavailable } : {}) };
  }
  // ADDRESS_INVALID, 'Only {n} products of this type are available!', methods no longer offered …
  return { ok: false, message: localize(ctx, error.message) };
}

/**
 * The grand total the checkout showed, when it is not simply the lines and the shipping: with a
 * coupon, the shop's totals if they are up to date with the cart, else none was shown (offline).
 */
function shownGrandTotal(cart: CartState): number | null | undefined {
  if (!cart.couponCode) return undefined;
  const fresh = cart.platformTotals && cart.lastTotalsSyncHash === cart.cartHash;
  return fresh ? cart.platformTotals!.grand_total : null;
}

export interface PlaceOptions {
  /** Called once the stock check passed and the order is on its way. */
  onSending?: () => void;
  now?: () => Date;
  /** Whether the server can be reached (client/offline/reachability.ts); injected by tests. */
  online?: () => boolean;
}

export async function placeOrder(
  ctx: CheckoutContext,
  checkout: CheckoutState,
  storage: StorageLike | null,
  options: PlaceOptions = {},
): Promise<PlaceResult> {
  const cart = ctx.stores.cart;
  // Offline, neither the cart's queued changes nor a stock check can be answered (a cached stock
  // answer may be stale): the order is placed with the lines the shopper sees and waits in the
  // durable queue; when it is transmitted, the server checks the stock again and refuses what is not
  // available ('Some of the ordered products are not available!'), shown in the offline orders list.
  const online = options.online ? options.online() : serverReachable(ctx.stores.offline);
  // The cart's own changes are answered first, unless the queue finds no network for them.
  if (online) await answerOrParked(settled(ctx), ctx.stores.offline);
  const lines = [...cart.cartItems];
  const unavailable = online ? await unavailableLines(ctx, lines) : [];
  if (unavailable.length) return { ok: false, message: localize(ctx, PRODUCTS_NOT_AVAILABLE), unavailable };

  options.onSending?.();
  const at = options.now?.() ?? new Date();
  const orderId = checkout.retryOrderId ?? newOrderId(at.getTime());
  const { token, profile } = ctx.stores.user;
  const userId = token && profile ? String(profile.id) : '';
  const body = buildOrderBody({
    checkout,
    lines,
    cartId: cart.cartServerToken,
    store: ctx.store,
    userId,
    orderId,
    now: at,
    shownGrandTotal: shownGrandTotal(cart),
  });
  const personal = { ...checkout.personalDetails };
  let sent: SentOrder;
  try {
    // A marketing click id the shopper consented to travels with the order (client/consent/conversion.ts).
    sent = await sendOrder(runtimeOf(ctx).queue, orderTask(withConversion(body, storage, at), token), ctx.api.call);
  } catch (error) {
    // A lost answer may still have placed the order: the same id makes the retry safe (idempotent).
    checkout.retryOrderId = !isApiError(error) || error.status === 0 || error.status >= 500 ? orderId : null;
    announceUnauthorized(ctx, error); // an expired customer token: logout and the login modal
    return failure(ctx, error, lines);
  }
  checkout.retryOrderId = null;
  clearCartWithoutSync(cart);
  // Placed offline: cart changes still queued will reach the server cart later; the next push
  // empties it again (client/cart/push.ts), as the order did with the client's.
  if (!sent.transmitted) cart.unsynced = true;
  const email = body.addressInformation.billingAddress.email;
  if (!sent.transmitted) {
    // Offline: the order waits in the durable queue under its client order id (its number until the server gives one).
    orderPlaced(checkout, { orderNumber: orderId, orderId, email, transmitted: false }, at.getTime());
    return { ok: true, orderNumber: orderId, transmitted: false };
  }
  const confirmation = sent.confirmation;
  orderPlaced(
    checkout,
    { orderNumber: confirmation.increment_id, orderId: confirmation.order_id, email, transmitted: true },
    at.getTime(),
  );
  // A customer has an account already (the option is hidden then, client/checkout/customer.ts).
  if (!personal.createAccount || token) return { ok: true, orderNumber: confirmation.increment_id, transmitted: true };
  const account = await createAccount(ctx, runtimeOf(ctx).queue, {
    firstname: personal.firstName.trim(),
    lastname: personal.lastName.trim(),
    email: personal.emailAddress.trim(),
    password: personal.password,
    address: body.addressInformation.shippingAddress,
  });
  return {
    ok: true,
    orderNumber: confirmation.increment_id,
    transmitted: true,
    ...(account.ok ? {} : { accountError: localize(ctx, account.message) }),
  };
}
