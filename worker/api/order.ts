import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { ADDRESS_INVALID, orderAddresses, orderBodySchema } from '../../shared/schemas/order.ts';
import { OrderError, placeOrder } from '../orders/order-service.ts';
import { queryError, storeCodeSchema } from './query-params.ts';
import { fail, ok, readJson } from './respond.ts';
import { authenticate, unauthorizedMessage } from './auth.ts';
import { attachConversion } from './order-conversion.ts';

/**
 * POST /api/order[?storeCode=], in vue-storefront-api's wire format.
 *
 * Body: the Vue Storefront order — { order_id, user_id, cart_id, store_code?, products: [{ sku,
 * parentSku?, qty, product_option? , …ignored }], addressInformation: { shippingAddress,
 * billingAddress, shipping_carrier_code, shipping_method_code, payment_method_code,
 * payment_method_additional }, created_at, transmited, updated_at }. The store comes from
 * `store_code` (what the client sends) or `storeCode` in the body or the query, 'default' if none.
 *
 * 200 { code: 200, result: { order_id, increment_id, backendOrderId, orderNumber, status: 'pending',
 *       store, created_at, transferedAt, totals } } — the first send and every retry with the same
 *       order_id and the same order alike (a retry also has the header `idempotent-replayed: true`).
 * 400 { code: 400, result: text, meta?: { reason, … } }:
 *       - malformed body, missing order_id, no products, a bad qty … : what is wrong, and where;
 *       - an address problem: the 'Address provided in checkout contains invalid data. …',
 *         meta { reason: 'address_invalid', errors: [{ field, message }] };
 *       - a product that cannot be ordered: 'Some of the ordered products are not available!',
 *         meta { reason: 'products_unavailable', items: [{ sku, message }] };
 *       - not enough stock: 'Only {n} products of this type are available!',
 *         meta { reason: 'insufficient_stock', items: [{ sku, requested, available }] };
 *       - shipping or payment method not available (meta.reason says which).
 *       A 400 is final: the Vue Storefront client archives the order instead of re-sending it.
 * 409 the order_id was already used for a different order (meta.reason 'order_id_conflict').
 * 503 the order could not be stored just now (nothing was written); send it again, same order_id.
 * Nothing is stored unless the answer is 200: an order is written in one D1 transaction.
 *
 * The server cart named by cart_id (a known cart of this store) gives the order its coupon and is
 * emptied (lines and coupon) in the order's transaction: the client clears its own cart without
 * sync, and the server cart can no longer carry the items or the coupon into a second
 * order. Unknown or foreign-platform cart ids are kept on the order but otherwise ignored, so an
 * offline order sent days later still goes through. `user_id` is stored as sent (unverified); the
 * order belongs to a customer account (orders.customer_id: order history, GET /api/user/order/…) only
 * when it is placed with that customer's token (`?token=` or `Authorization: Bearer`). An expired or
 * logged-out token is a 401 (nothing stored); a token that is not one of this shop's is ignored (guest).
 * A customer cart named by cart_id counts only for its owner: for anyone else it is an unknown cart.
 */

const MAX_BODY = 1024 * 1024;

function bodyError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The order is invalid';
  const path = issue.path.map(String).join('.');
  return !path || issue.message.includes(`"${path.split('.').at(-1)}"`) ? issue.message : `${issue.message} (${path})`;
}

function storeOf(c: Context<AppEnv>, body: Record<string, unknown>) {
  const named = [body.store_code, body.storeCode, c.req.query('storeCode')].filter(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  const distinct = [...new Set(named.map((s) => s.trim()))];
  if (distinct.length > 1) return { error: `The order names more than one store (${distinct.join(', ')})` };
  const parsed = storeCodeSchema.safeParse(distinct[0]);
  return parsed.success
    ? { store: parsed.data }
    : { error: queryError(parsed.error).replace('Query parameter', 'Store') };
}

export const orderApi = new Hono<AppEnv>();

orderApi.use(
  bodyLimit({
    maxSize: MAX_BODY,
    onError: (c) => fail(c, 413, `The order is larger than ${MAX_BODY / 1024 / 1024} MB`),
  }),
);

orderApi.post('/', async (c) => {
  const now = new Date();
  const json = await readJson(c);
  if (!json.ok) return fail(c, 400, json.message);
  const parsed = orderBodySchema.safeParse(json.value);
  if (!parsed.success) return fail(c, 400, bodyError(parsed.error));
  const body = parsed.data;
  const store = storeOf(c, body);
  if (!store.store) return fail(c, 400, store.error!);
  const addresses = orderAddresses(body.addressInformation);
  if (!addresses.ok)
    return c.json(
      { code: 400, result: ADDRESS_INVALID, meta: { reason: 'address_invalid', errors: addresses.problems } },
      400,
    );
  const auth = await authenticate(c, now);
  if (auth.kind === 'invalid' && !auth.foreign) return fail(c, 401, unauthorizedMessage(auth));
  const customerId = auth.kind === 'customer' ? auth.customer.userId : null;
  const placed = await placeOrder(
    c.env.DB,
    {
      store: store.store,
      body,
      shipping: addresses.shipping,
      billing: addresses.billing,
      email: addresses.email,
      customerId,
    },
    now,
  );
  if (placed.replayed) c.header('idempotent-replayed', 'true');
  await attachConversion(c.env.DB, json.value, placed.confirmation.order_id, store.store.code, now);
  return ok(c, placed.confirmation);
});

orderApi.all('/', (c) => fail(c, 405, 'Orders are placed with POST /api/order'));

orderApi.onError((error, c) => {
  if (error instanceof OrderError) {
    return c.json(
      { code: error.status, result: error.message, ...(error.meta ? { meta: error.meta } : {}) },
      error.status,
    );
  }
  console.error(
    'order API error',
    c.req.method,
    new URL(c.req.url).pathname,
    error instanceof Error ? error.message : String(error),
  );
  return fail(c, 500, 'Internal error, please try again later');
});
