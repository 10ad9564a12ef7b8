import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import {
  collectTotalsBodySchema,
  deleteBodySchema,
  recoverBodySchema,
  shippingMethodsBodySchema,
  updateBodySchema,
} from '../../shared/schemas/cart.ts';
import { isEstimateAddress, shippingInformationBodySchema } from '../../shared/schemas/shipping-information.ts';
import { deleteLines } from '../cart/cart-lines-repo.ts';
import { createCart, findCart, setCheckoutInfo, setCoupon, type CartRow } from '../cart/cart-repo.ts';
import {
  addItem,
  cartNotFound,
  openCart,
  pricedLines,
  readdItems,
  storeOf,
  toCartItem,
  updateItemQty,
} from '../cart/cart-service.ts';
import { cartTotals, paymentMethodsFor, shipmentFacts, shippingContext } from '../cart/cart-totals.ts';
import { findCoupon, INCORRECT_COUPON, normalizeCouponCode } from '../cart/coupons.ts';
import { addAllOrNothing } from '../cart/cart-bulk.ts';
import { bulkUpdateBodySchema } from '../../shared/schemas/cart-bulk.ts';
import { findShippingMethod, shippingMethods } from '../cart/shipping.ts';
import { storeCodeSchema } from './query-params.ts';
import { ok } from './respond.ts';
import { authenticate, unauthorizedMessage } from './auth.ts';
import { ApiError } from './api-error.ts';
import { body, query, validBody } from './validate.ts';

/**
 * The cart, in vue-storefront-api's wire format. Every call but create takes
 * `?cartId=<token>`; all answer `{ code, result }`.
 *
 *   POST /create[?token=&storeCode=]        → result: the cart token (32 hex digits, 128 random bits)
 *   GET  /pull?cartId=                      → result: CartItem[]
 *   POST /update?cartId=  {cartItem}        → result: CartItem (added line, or line with new qty)
 *   POST /delete?cartId=  {cartItem}        → result: true (a line went) | false (nothing matched)
 *   GET  /totals?cartId=                    → result: Totals (shared/pricing/totals.ts)
 *   POST /collect-totals?cartId= [{methods}]→ result: Totals
 *   GET  /payment-methods?cartId=           → result: PaymentMethod[]
 *   POST /shipping-methods?cartId= {address}→ result: ShippingMethod[] (available ones only)
 *   POST /shipping-information?cartId= {addressInformation} → result: { payment_methods, totals }
 *   POST /apply-coupon?cartId=&coupon=      → result: true | false (empty code: ignored)
 *   POST /delete-coupon?cartId=             → result: true
 *
 * Errors: a missing cartId is a 400; an unknown or expired token a 404 `{ code: 404, result:
 * 'No such cart' | 'This cart has expired', meta: { reason, recover } }` — 404 is reserved for that,
 * every other bad input (unknown SKU, bad qty, unknown item_id …) is a 400 with the reason.
 *
 * Recovering a lost cart (Vue Storefront #2592: items lost or added twice after a token went bad):
 *   1. any call with the old token answers 404 with meta.reason 'cart_not_found' | 'cart_expired';
 *   2. the client calls POST /create with its local items in the body,
 *      `{ cartItems: [{ sku, qty, product_option }] }`;
 *   3. the server creates the cart and re-adds every item that is still buyable in the same
 *      atomic write (merged by line identity, stock limits applied), and answers the new token as
 *      `result` (as any create) with `meta: { items, rejected: [{ sku, message }] }`;
 *   4. the client replaces its token and its items' server ids with those in meta.items. Nothing
 *      is re-sent item by item, so a retry or a second tab cannot add the items twice to one cart.
 *
 * Owners: POST /create with a valid customer token (`?token=` or `Authorization: Bearer`) makes a
 * customer cart (carts.user_id); every later call on it needs that customer's token — without it, or
 * with another customer's, the cart answers 404 'No such cart' as if it did not exist; with an expired
 * or logged-out token, 401. A guest cart is opened by its cart token alone (whoever holds it). A token
 * that is not one of this shop's at all (e.g. of another platform) is ignored: a guest cart.
 */

const createQuery = z.object({
  token: z.string().max(1024, '"token" is too long').optional(),
  storeCode: storeCodeSchema,
});
const cartQuery = z.object({
  cartId: z
    .string({ error: 'A cart id is required (query parameter "cartId")' })
    .trim()
    .min(1, 'A cart id is required (query parameter "cartId")')
    .max(128, 'The cart id is too long'),
  storeCode: storeCodeSchema.optional(),
  token: z.string().max(1024, '"token" is too long').optional(),
});
type CartQuery = z.output<typeof cartQuery>;

/** The cart of `?cartId=`, checked against `?storeCode=` when one is given, and against its owner. */
async function cartOf(c: Context<AppEnv>, query: CartQuery, now: Date): Promise<CartRow> {
  const cart = await openCart(c.env.DB, query.cartId, now);
  if (cart.user_id !== null) {
    const auth = await authenticate(c, now);
    // A token sent but expired or logged out is a 401: the client logs the shopper out.
    if (auth.kind === 'invalid' && !auth.foreign) throw new ApiError(401, unauthorizedMessage(auth));
    if (auth.kind !== 'customer' || auth.customer.userId !== cart.user_id) throw cartNotFound('cart_not_found');
  }
  if (query.storeCode && query.storeCode.code !== cart.store)
    throw new ApiError(400, `This cart belongs to store "${cart.store}", not "${query.storeCode.code}"`);
  return cart;
}

export const cartApi = new Hono<AppEnv>();

cartApi.post('/create', query(createQuery), body(recoverBodySchema.optional()), async (c) => {
  const now = new Date();
  const { cartItems } = c.req.valid('json') ?? {};
  const store = c.req.valid('query').storeCode;
  const auth = await authenticate(c, now);
  if (auth.kind === 'invalid' && !auth.foreign) throw new ApiError(401, unauthorizedMessage(auth));
  const token = await createCart(c.env.DB, store.code, now, auth.kind === 'customer' ? auth.customer.userId : null);
  if (!cartItems) return ok(c, token);
  const cart = (await findCart(c.env.DB, token))!;
  const rejected = await readdItems(
    c.env.DB,
    cart,
    cartItems.map((i) => ({ sku: i.sku, qty: i.qty ?? 1, product_option: i.product_option })),
    now,
  );
  const items = (await pricedLines(c.env.DB, cart, now)).map((line) => toCartItem(cart, line));
  return ok(c, token, { meta: { items, rejected } });
});

cartApi.get('/pull', query(cartQuery), async (c) => {
  const now = new Date();
  const cart = await cartOf(c, c.req.valid('query'), now);
  return ok(
    c,
    (await pricedLines(c.env.DB, cart, now)).map((line) => toCartItem(cart, line)),
  );
});

cartApi.post('/update', query(cartQuery), async (c) => {
  const now = new Date();
  const cart = await cartOf(c, c.req.valid('query'), now);
  const { cartItem } = await validBody(c, updateBodySchema);
  if (
    cartItem.quoteId !== undefined &&
    cartItem.quoteId !== null &&
    cartItem.quoteId !== '' &&
    String(cartItem.quoteId) !== cart.token
  ) {
    throw new ApiError(400, '"quoteId" does not match the cart id');
  }
  if (cartItem.item_id !== undefined) {
    if (cartItem.qty === undefined) throw new ApiError(400, '"qty" is required to change an item');
    return ok(c, await updateItemQty(c.env.DB, cart, cartItem.item_id, cartItem.qty, cartItem.sku, now));
  }
  if (!cartItem.sku) throw new ApiError(400, '"cartItem" needs a "sku" to add or an "item_id" to change');
  return ok(
    c,
    await addItem(
      c.env.DB,
      cart,
      { sku: cartItem.sku, qty: cartItem.qty ?? 1, product_option: cartItem.product_option },
      now,
    ),
  );
});

/** POST /bulk-update?cartId= {cartItems: [{sku, qty}]}: adds every line or, when one cannot be delivered, none (409). */
cartApi.post('/bulk-update', query(cartQuery), async (c) => {
  const now = new Date();
  const cart = await cartOf(c, c.req.valid('query'), now);
  const { cartItems } = await validBody(c, bulkUpdateBodySchema);
  return ok(c, await addAllOrNothing(c.env.DB, cart, cartItems, now));
});

cartApi.post('/delete', query(cartQuery), async (c) => {
  const now = new Date();
  const cart = await cartOf(c, c.req.valid('query'), now);
  const { cartItem } = await validBody(c, deleteBodySchema);
  const by = cartItem.item_id !== undefined ? { item_id: cartItem.item_id } : { sku: cartItem.sku };
  return ok(c, (await deleteLines(c.env.DB, cart.token, by, now)) > 0);
});

cartApi.get('/totals', query(cartQuery), async (c) => {
  const now = new Date();
  const cart = await cartOf(c, c.req.valid('query'), now);
  return ok(c, (await cartTotals(c.env.DB, cart, now)).totals);
});

/** vue-storefront-api's collect-totals: optionally chooses shipping and payment first. */
cartApi.post('/collect-totals', query(cartQuery), async (c) => {
  const now = new Date();
  let cart = await cartOf(c, c.req.valid('query'), now);
  const methods = (await validBody(c, collectTotalsBodySchema))?.methods;
  if (methods && (methods.shippingCarrierCode || methods.shippingMethodCode || methods.paymentMethod)) {
    const state = await cartTotals(c.env.DB, cart, now);
    const update: Parameters<typeof setCheckoutInfo>[2] = {};
    if (methods.shippingCarrierCode || methods.shippingMethodCode) {
      const method = findShippingMethod(
        state.shipping,
        state.facts,
        methods.shippingCarrierCode,
        methods.shippingMethodCode,
      );
      if (!method) throw new ApiError(400, 'The shipping method is not available for this cart and address');
      Object.assign(update, { shipping_carrier_code: method.carrier_code, shipping_method_code: method.method_code });
    }
    if (methods.paymentMethod) update.payment_method_code = paymentCode(state.lines, methods.paymentMethod.method);
    await setCheckoutInfo(c.env.DB, cart.token, update, now);
    cart = (await findCart(c.env.DB, cart.token))!;
  }
  return ok(c, (await cartTotals(c.env.DB, cart, now)).totals);
});

function paymentCode(lines: Parameters<typeof paymentMethodsFor>[0], code: string): string {
  const known = paymentMethodsFor(lines);
  if (!known.some((m) => m.code === code))
    throw new ApiError(400, `The payment method "${code}" is not available for this cart`);
  return code;
}

cartApi.get('/payment-methods', query(cartQuery), async (c) => {
  const now = new Date();
  const cart = await cartOf(c, c.req.valid('query'), now);
  return ok(c, paymentMethodsFor(await pricedLines(c.env.DB, cart, now)));
});

cartApi.post('/shipping-methods', query(cartQuery), async (c) => {
  const now = new Date();
  const cart = await cartOf(c, c.req.valid('query'), now);
  const { address } = await validBody(c, shippingMethodsBodySchema);
  const [lines, ctx] = await Promise.all([pricedLines(c.env.DB, cart, now), shippingContext(c.env.DB, storeOf(cart))]);
  return ok(c, shippingMethods(ctx, shipmentFacts(lines, address.country_id)));
});

/**
 * Stores the addresses and the shipping method (checked against the methods available for the
 * cart and the shipping country) and answers Magento's payment details: { payment_methods, totals }.
 * A cart that ships nothing (only virtual/downloadable products) needs no method; one sent is ignored.
 */
cartApi.post('/shipping-information', query(cartQuery), async (c) => {
  const now = new Date();
  const cart = await cartOf(c, c.req.valid('query'), now);
  const { addressInformation: info } = await validBody(c, shippingInformationBodySchema);
  const [lines, ctx] = await Promise.all([pricedLines(c.env.DB, cart, now), shippingContext(c.env.DB, storeOf(cart))]);
  if (!lines.some((l) => l.resolved)) throw new ApiError(400, 'The cart is empty');
  const facts = shipmentFacts(lines, info.shippingAddress.country_id);
  let carrier: string | null = null;
  let method: string | null = null;
  const estimate = isEstimateAddress(info.shippingAddress);
  // The cart page may estimate totals for a country before any method is chosen.
  if (facts.shipsGoods && !(estimate && !info.shipping_carrier_code && !info.shipping_method_code)) {
    if (!info.shipping_carrier_code || !info.shipping_method_code)
      throw new ApiError(400, 'Please choose a shipping method (shipping_carrier_code and shipping_method_code)');
    const chosen = findShippingMethod(ctx, facts, info.shipping_carrier_code, info.shipping_method_code);
    if (!chosen)
      throw new ApiError(
        400,
        `The shipping method "${info.shipping_carrier_code}_${info.shipping_method_code}" is not available for this cart and address`,
      );
    carrier = chosen.carrier_code;
    method = chosen.method_code;
  }
  const payment = info.payment_method_code ? paymentCode(lines, info.payment_method_code) : undefined;
  // An estimate (a country only) leaves a billing address stored earlier as it was.
  const update = {
    shipping_address: info.shippingAddress,
    billing_address: info.billingAddress ?? (estimate ? undefined : info.shippingAddress),
    shipping_carrier_code: carrier,
    shipping_method_code: method,
    ...(payment ? { payment_method_code: payment } : {}),
  };
  await setCheckoutInfo(c.env.DB, cart.token, update, now);
  const state = await cartTotals(c.env.DB, (await findCart(c.env.DB, cart.token))!, now);
  return ok(c, { payment_methods: paymentMethodsFor(state.lines), totals: state.totals });
});

/** An empty code is ignored (200, result false); an unknown or inapplicable one is a 400. */
cartApi.post('/apply-coupon', query(cartQuery), async (c) => {
  const now = new Date();
  const cart = await cartOf(c, c.req.valid('query'), now);
  const raw = c.req.query('coupon') ?? '';
  if (!raw.trim()) return ok(c, false);
  if (!normalizeCouponCode(raw)) throw new ApiError(400, INCORRECT_COUPON);
  const coupon = await findCoupon(c.env.DB, raw, now);
  if (!coupon) throw new ApiError(400, INCORRECT_COUPON);
  await setCoupon(c.env.DB, cart.token, coupon.code, now);
  return ok(c, true);
});

cartApi.post('/delete-coupon', query(cartQuery), async (c) => {
  const now = new Date();
  const cart = await cartOf(c, c.req.valid('query'), now);
  await setCoupon(c.env.DB, cart.token, null, now);
  return ok(c, true);
});
