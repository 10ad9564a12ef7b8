import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env.ts';
import {
  ADDRESS_INVALID,
  orderAddresses,
  orderBodySchema,
  orderSummaryRequestSchema,
} from '../../shared/schemas/order.ts';
import { createTranslator } from '../../shared/i18n/translate.ts';
import { bankAccount } from '../config.ts';
import { localeOf } from '../context.ts';
import { deliverOutbox } from '../mail/mail-delivery.ts';
import { placeOrder } from '../orders/order-service.ts';
import { readableSummary } from '../orders/order-summary.ts';
import { storeCodeSchema } from './query-params.ts';
import { ok } from './respond.ts';
import { ApiError } from './api-error.ts';
import { body as jsonBody, queryProblem } from './validate.ts';
import { authenticate, unauthorizedMessage } from './auth.ts';
import { attachConversion } from './order-conversion.ts';
import { purgeChangedPagesLater } from '../edge/html-cache.ts';

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
 *       - shipping or payment method not available (meta.reason says which);
 *       - prices changed: the body's optional `seen_prices` (the gross cents the shopper saw: per line,
 *         shipping, grand total) differ from today's: 'Prices have changed since the order was
 *         placed. …', meta { reason: 'prices_changed', changes: [{ kind, sku?, name?, seen, now }] }.
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
 * The order confirmation mail (in the shopper's language, the `lang` cookie) is written with the order.
 *
 * POST /api/order/summary[?token=] { order_id, email, storeCode? } → the order as the thank-you page
 * shows it (shared/schemas/order-summary.ts): a customer's order for that customer's token only, a
 * guest's order for the e-mail address it was placed with; otherwise 404, as for an unknown order.
 */

function storeOf(c: Context<AppEnv>, body: Record<string, unknown>) {
  const named = [body.store_code, body.storeCode, c.req.query('storeCode')].filter(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  const distinct = [...new Set(named.map((s) => s.trim()))];
  if (distinct.length > 1) throw new ApiError(400, `The order names more than one store (${distinct.join(', ')})`);
  const parsed = storeCodeSchema.safeParse(distinct[0]);
  if (!parsed.success) throw new ApiError(400, queryProblem(parsed.error).replace('Query parameter', 'Store'));
  return parsed.data;
}

/** Hands the new confirmation mail to the configured delivery after the answer (the cron trigger retries). */
function deliverLater(c: Context<AppEnv>): void {
  try {
    c.executionCtx.waitUntil(
      deliverOutbox(c.env.DB, c.env).catch((error: unknown) =>
        console.error('mail delivery failed', error instanceof Error ? error.message : String(error)),
      ),
    );
  } catch {
    // No execution context (an in-process call): the cron trigger delivers the mail.
  }
}

export const orderApi = new Hono<AppEnv>();

orderApi.post('/summary', jsonBody(orderSummaryRequestSchema), async (c) => {
  const request = c.req.valid('json');
  const store = storeOf(c, request);
  const auth = await authenticate(c, new Date());
  const summary = await readableSummary(
    c.env.DB,
    {
      store: store.code,
      orderId: request.order_id,
      email: request.email,
      customerId: auth.kind === 'customer' ? auth.customer.userId : null,
    },
    bankAccount(c.env),
  );
  if (!summary) throw new ApiError(404, 'No such order');
  return ok(c, summary);
});

orderApi.post('/', jsonBody(orderBodySchema, { withPath: true }), async (c) => {
  const now = new Date();
  const body = c.req.valid('json');
  const store = storeOf(c, body);
  const addresses = orderAddresses(body.addressInformation);
  if (!addresses.ok)
    throw new ApiError(400, ADDRESS_INVALID, { meta: { reason: 'address_invalid', errors: addresses.problems } });
  const auth = await authenticate(c, now);
  if (auth.kind === 'invalid' && !auth.foreign) throw new ApiError(401, unauthorizedMessage(auth));
  const customerId = auth.kind === 'customer' ? auth.customer.userId : null;
  const locale = localeOf(c);
  const placed = await placeOrder(
    c.env.DB,
    {
      store,
      body,
      shipping: addresses.shipping,
      billing: addresses.billing,
      email: addresses.email,
      customerId,
      mail: { locale, t: createTranslator(locale), bank: bankAccount(c.env) },
    },
    now,
  );
  if (placed.replayed) c.header('idempotent-replayed', 'true');
  // A new order may have taken stock: the pages showing its products are purged after the answer,
  // and its confirmation mail is delivered after the answer too.
  else {
    await purgeChangedPagesLater(c, c.env.DB, store.code);
    deliverLater(c);
  }
  await attachConversion(c.env.DB, body, placed.confirmation.order_id, store.code, now);
  return ok(c, placed.confirmation);
});
