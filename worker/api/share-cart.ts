import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { isStoreCode } from '../../shared/stores.ts';
import type { CartRow } from '../cart/cart-repo.ts';
import { cartNotFound, openCart, pricedLines } from '../cart/cart-service.ts';
import { findSharedCart, isSharedCartExpired, saveSharedCart, type SharedCartItem } from '../cart/share-cart-repo.ts';
import { authenticate, unauthorizedMessage } from './auth.ts';
import { ApiError } from './api-error.ts';
import { ok } from './respond.ts';
import { query } from './validate.ts';

/**
 * Share cart:
 *
 *   POST /api/cart/share?cartId=                               → result: { code }
 *     saves a snapshot of the cart's buyable lines ({ sku, qty, product_option }) under an
 *     unguessable code (128 random bits); the storefront links it as /sharecart/cart/index/crypt/{code}.
 *   GET  /rest/{storeCode}/V1/share-cart/{mine|cartToken}/load/{code} → result: the saved lines
 *     asked for by a shopper with their own cart: `mine` with the customer's bearer token, or the
 *     cart token of the shopper's cart in that store. The shopper's storefront then adds the lines to
 *     its cart (each priced and checked again by POST /api/cart/update).
 *
 * Errors as in the cart API: no cart id 400, an unknown or expired cart 404 'No such cart' | 'This cart
 * has expired' with meta.reason (the client recovers), an empty cart 400, an unknown or expired share
 * code 404 'No such shared cart' | 'This shared cart has expired', 'mine' without a valid customer 401.
 */

const cartIdSchema = z
  .string({ error: 'A cart id is required (query parameter "cartId")' })
  .trim()
  .min(1, 'A cart id is required (query parameter "cartId")')
  .max(128, 'The cart id is too long');

/** The cart of a token, with the cart API's owner rule: a customer's cart answers only to that customer. */
async function ownedCart(c: Context<AppEnv>, token: string, now: Date): Promise<CartRow> {
  const cart = await openCart(c.env.DB, token, now);
  if (cart.user_id !== null) {
    const auth = await authenticate(c, now);
    if (auth.kind === 'invalid' && !auth.foreign) throw new ApiError(401, unauthorizedMessage(auth));
    if (auth.kind !== 'customer' || auth.customer.userId !== cart.user_id) throw cartNotFound('cart_not_found');
  }
  return cart;
}

/** Mounted at /api/cart/share. */
export const shareCartApi = new Hono<AppEnv>();

shareCartApi.post('/', query(z.object({ cartId: cartIdSchema })), async (c) => {
  const now = new Date();
  const cart = await ownedCart(c, c.req.valid('query').cartId, now);
  const items: SharedCartItem[] = (await pricedLines(c.env.DB, cart, now))
    .filter((line) => line.resolved)
    .map(({ row }) => ({
      sku: row.sku,
      qty: row.qty,
      ...(row.product_option ? { product_option: row.product_option } : {}),
    }));
  if (!items.length) throw new ApiError(400, 'The cart is empty');
  return ok(c, { code: await saveSharedCart(c.env.DB, cart.store, items, now) });
});

/** Magento's REST path of the share-cart extension, mounted at /rest (worker/api/index.ts). */
export const shareCartRest = new Hono<AppEnv>();

shareCartRest.get('/:storeCode/V1/share-cart/:cartId/load/:code', async (c) => {
  c.header('cache-control', 'no-store');
  const now = new Date();
  const { storeCode, cartId, code } = c.req.param();
  if (!isStoreCode(storeCode)) throw new ApiError(400, `Unknown store code "${storeCode.slice(0, 40)}"`);
  if (cartId === 'mine') {
    const auth = await authenticate(c, now);
    if (auth.kind !== 'customer') throw new ApiError(401, unauthorizedMessage(auth));
  } else {
    const cart = await ownedCart(c, cartId, now);
    if (cart.store !== storeCode)
      throw new ApiError(400, `This cart belongs to store "${cart.store}", not "${storeCode}"`);
  }
  const shared = await findSharedCart(c.env.DB, code);
  if (!shared || shared.store !== storeCode) throw new ApiError(404, 'No such shared cart');
  if (isSharedCartExpired(shared, now)) throw new ApiError(404, 'This shared cart has expired');
  return ok(c, shared.items);
});
