import type { Totals } from '../../shared/pricing/totals.ts';
import type { Address } from '../../shared/schemas/cart.ts';
import { orderFingerprint, type OrderBody, type OrderConfirmation } from '../../shared/schemas/order.ts';
import type { StoreView } from '../../shared/stores.ts';
import type { Translate } from '../../shared/i18n/interpolate.ts';
import type { Locale } from '../../shared/i18n/locale.ts';
import type { BankAccount } from '../config.ts';
import { findOrder, insertOrder, type NewOrder, type OrderRow } from './order-repo.ts';
import { checkSeenPrices, orderRefusal, priceOrder, type PricedOrder } from './order-pricing.ts';
import { ORDER_NUMBER_SLOT, orderConfirmationMail } from './order-mail.ts';
import { pendingSummary } from './order-summary.ts';

/**
 * Order placement, exactly once. The client's `order_id` is the idempotency
 * key (unique per store):
 *
 *   1. an order with this id exists → same body (fingerprint, shared/schemas/order.ts) → the stored
 *      answer again, nothing written; different body → 409;
 *   2. otherwise the order is priced from today's catalog (order-pricing.ts), refused when it
 *      carries the prices its shopper saw and today's differ, and written in one
 *      batch (order-repo.ts), its confirmation mail included, whose unique key and stock/coupon
 *      guards make it all-or-nothing;
 *   3. a batch that failed (a concurrent send of the same id won, or stock/coupon went meanwhile)
 *      goes back to 1: the loser answers the winner's order, or the order is priced again and gets
 *      the now-true answer (e.g. 'Only 0 products of this type are available!').
 *
 * The answer is built from the stored row alone, so the first send and every retry get the same.
 */

const ATTEMPTS = 3;

export interface OrderInput {
  store: StoreView;
  body: OrderBody;
  shipping: Address;
  billing: Address;
  email: string;
  /** The verified customer (from the request's token); null for a guest order. */
  customerId?: number | null;
  /** The confirmation mail's language and the account prepayments go to. */
  mail: { locale: Locale; t: Translate; bank: BankAccount };
}

export interface Placed {
  confirmation: OrderConfirmation;
  /** True when the order existed already and this send changed nothing. */
  replayed: boolean;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function confirmationOf(row: OrderRow): OrderConfirmation {
  return {
    order_id: row.client_order_id,
    increment_id: row.increment_id,
    backendOrderId: row.increment_id,
    orderNumber: row.increment_id,
    status: row.status,
    store: row.store,
    created_at: row.created_at,
    transferedAt: row.created_at,
    totals: JSON.parse(row.totals) as Totals,
  };
}

function newOrder(input: OrderInput, priced: PricedOrder, requestHash: string, now: Date): NewOrder {
  const order = newOrderRows(input, priced, requestHash, now);
  const summary = pendingSummary(order, ORDER_NUMBER_SLOT, input.mail.bank);
  return {
    ...order,
    mail: { mail: orderConfirmationMail(summary, input.mail.t, input.mail.locale), numberSlot: ORDER_NUMBER_SLOT },
  };
}

function newOrderRows(input: OrderInput, priced: PricedOrder, requestHash: string, now: Date): Omit<NewOrder, 'mail'> {
  const { body, store } = input;
  const items = priced.money.lines.map((m, i) => {
    const { row, resolved } = priced.lines[i]!;
    return {
      sku: row.sku,
      parent_sku: row.parent_sku,
      product_id: row.product_id,
      name: m.line.name,
      product_type: resolved!.product_type,
      qty: m.line.qty,
      price_cents: m.unitNet,
      price_incl_tax_cents: m.unitGross,
      row_total_cents: m.net,
      row_total_incl_tax_cents: m.gross,
      tax_percent: m.line.tax_percent,
      tax_amount_cents: m.tax,
      discount_amount_cents: m.discount,
      product_option: row.product_option,
      options: priced.totals.items[i]!.options,
    };
  });
  return {
    store: store.code,
    incrementPrefix: String(store.storeId),
    clientOrderId: body.order_id,
    requestHash,
    userId: body.user_id,
    customerId: input.customerId ?? null,
    email: input.email,
    firstname: input.billing.firstname,
    lastname: input.billing.lastname,
    cartId: body.cart_id,
    clearCart: priced.cartToken,
    couponCode: priced.couponCode,
    shippingAddress: input.shipping,
    billingAddress: input.billing,
    shipping: priced.shipping,
    paymentMethod: body.addressInformation.payment_method_code,
    paymentAdditional: body.addressInformation.payment_method_additional ?? null,
    money: priced.money,
    totals: priced.totals,
    items,
    stock: priced.stock,
    clientCreatedAt: body.created_at ?? null,
    now,
  };
}

export async function placeOrder(db: D1Database, input: OrderInput, now: Date): Promise<Placed> {
  const { store, body } = input;
  const requestHash = await sha256Hex(orderFingerprint(store.code, body, input.shipping, input.billing));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const existing = await findOrder(db, store.code, body.order_id);
    if (existing) {
      if (existing.request_hash !== requestHash) {
        throw orderRefusal(
          409,
          `The order id "${body.order_id}" was already used for a different order; a new order needs a new order id`,
          { reason: 'order_id_conflict', order_id: body.order_id },
        );
      }
      return { confirmation: confirmationOf(existing), replayed: true };
    }
    const priced = await priceOrder(
      db,
      {
        store,
        products: body.products,
        cartId: body.cart_id,
        customerId: input.customerId ?? null,
        shipping: input.shipping,
        carrierCode: body.addressInformation.shipping_carrier_code,
        methodCode: body.addressInformation.shipping_method_code,
        paymentMethod: body.addressInformation.payment_method_code,
      },
      now,
    );
    checkSeenPrices(priced, body.seen_prices);
    const placed = await insertOrder(db, newOrder(input, priced, requestHash, now));
    if (placed) return { confirmation: confirmationOf(placed), replayed: false };
  }
  throw orderRefusal(503, 'The order could not be stored just now; please send it again with the same order id', {
    reason: 'retry',
  });
}
