import type { Totals } from '../../shared/pricing/totals.ts';
import { changeLogStatements, stockDocStatements } from '../catalog/stock-docs.ts';
import type { MoneyTotals } from '../../shared/pricing/totals-money.ts';
import type { StoreCode } from '../../shared/stores.ts';
import type { Mail } from '../mail/mail-outbox.ts';

/**
 * Orders over D1 (migrations/0005_orders.sql). Only SQL lives here; pricing is in order-pricing.ts,
 * the flow in order-service.ts.
 *
 * `insertOrder` writes a whole order in ONE db.batch (one transaction): the next increment id, the
 * order, its items, the stock moves with the stock decrement, the coupon redemption and the cart
 * clean-up and the order confirmation mail (so there is never an order without its mail, nor a mail
 * without its order). Two constraints make the batch fail as a whole instead of writing something wrong:
 *   - UNIQUE (store, client_order_id): a second placement with the same order id (a retry racing
 *     the first send, a duplicate tab) writes nothing, stock included;
 *   - CHECK stock_sufficient / coupon_usage_left: the stock and coupon use are read inside the same
 *     transaction; if the order takes more than is there, nothing is written.
 * The number of statements is fixed (lines, moves travel as one JSON parameter each), so an order of
 * 100 lines costs the same handful of queries as one of a single line.
 */

export interface OrderRow {
  entity_id: number;
  store: StoreCode;
  increment_id: string;
  client_order_id: string;
  request_hash: string;
  status: string;
  user_id: string | null;
  customer_email: string;
  cart_id: string | null;
  coupon_code: string | null;
  grand_total_cents: number;
  totals: string;
  created_at: string;
  updated_at: string;
}

const ROW_COLUMNS =
  'entity_id, store, increment_id, client_order_id, request_hash, status, user_id, customer_email, cart_id, coupon_code, grand_total_cents, totals, created_at, updated_at';

export async function findOrder(db: D1Database, store: StoreCode, clientOrderId: string): Promise<OrderRow | null> {
  return db
    .prepare(`SELECT ${ROW_COLUMNS} FROM orders WHERE store = ? AND client_order_id = ?`)
    .bind(store, clientOrderId)
    .first<OrderRow>();
}

/** The columns of an order line as stored in order_items (priced on the server; amounts in cents). */
export interface OrderItemFields {
  sku: string;
  parent_sku: string | null;
  product_id: number;
  name: string;
  product_type: string;
  qty: number;
  /** Net unit price with options. */
  price_cents: number;
  price_incl_tax_cents: number;
  row_total_cents: number;
  row_total_incl_tax_cents: number;
  tax_percent: number;
  tax_amount_cents: number;
  /** The line's share of the discount (positive). */
  discount_amount_cents: number;
  options: string;
}

export interface NewOrderItem extends OrderItemFields {
  product_option: unknown;
}

export interface NewOrder {
  store: StoreCode;
  /** Leading digit(s) of the increment id (the store id): store 1 → 100000001, 100000002 … */
  incrementPrefix: string;
  clientOrderId: string;
  requestHash: string;
  userId: string | null;
  /** The verified customer account (orders.customer_id), null for guests. */
  customerId?: number | null;
  email: string;
  firstname: string;
  lastname: string;
  cartId: string | null;
  /** The server cart to empty in the same transaction (a known cart of this store). */
  clearCart: string | null;
  couponCode: string | null;
  shippingAddress: unknown;
  billingAddress: unknown;
  shipping: { carrier_code: string; method_code: string; description: string } | null;
  paymentMethod: string;
  paymentAdditional: unknown;
  /** The amounts stored (cents) and the totals as answered (kept as JSON for the order's answer). */
  money: MoneyTotals;
  totals: Totals;
  items: NewOrderItem[];
  /** Counted stock the order takes: managed items with a known quantity. */
  stock: Array<{ sku: string; qty: number }>;
  clientCreatedAt: string | null;
  now: Date;
  /** The confirmation mail; `numberSlot` in its subject and body becomes the order number the batch assigns. */
  mail: { mail: Mail; numberSlot: string };
}

/** The stored order, or null when the batch failed (a constraint, or D1 itself): the caller re-reads. */
export async function insertOrder(db: D1Database, order: NewOrder): Promise<OrderRow | null> {
  const at = order.now.toISOString();
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const m = order.money;
  const self = 'SELECT entity_id FROM orders WHERE store = ?1 AND client_order_id = ?2';
  const movedSkus = `SELECT m.sku AS value FROM order_stock_moves AS m WHERE m.order_id = (${self})`;
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        'INSERT INTO order_sequences (store, last_value) VALUES (?, 1) ON CONFLICT (store) DO UPDATE SET last_value = last_value + 1',
      )
      .bind(order.store),
    db
      .prepare(
        `INSERT INTO orders (store, increment_id, client_order_id, request_hash, status, user_id, customer_email, customer_firstname, customer_lastname,
         cart_id, coupon_code, shipping_address, billing_address, shipping_carrier_code, shipping_method_code, shipping_description,
         payment_method_code, payment_method_additional, currency, subtotal_incl_tax_cents, discount_amount_cents, shipping_incl_tax_cents,
         tax_amount_cents, grand_total_cents,
         totals, client_created_at, created_at, updated_at, customer_id)
       SELECT ?1, ?3 || printf('%08d', last_value), ?2, ?4, 'pending', ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?26, ?27
       FROM order_sequences WHERE store = ?1
       RETURNING ${ROW_COLUMNS}`,
      )
      .bind(
        order.store,
        order.clientOrderId,
        order.incrementPrefix,
        order.requestHash,
        order.userId,
        order.email,
        order.firstname,
        order.lastname,
        order.cartId,
        order.couponCode,
        json(order.shippingAddress),
        json(order.billingAddress),
        order.shipping?.carrier_code ?? null,
        order.shipping?.method_code ?? null,
        order.shipping?.description ?? null,
        order.paymentMethod,
        json(order.paymentAdditional),
        order.totals.quote_currency_code,
        m.subtotalGross,
        -m.discount,
        m.shipGross,
        m.tax,
        m.grand,
        JSON.stringify(order.totals),
        order.clientCreatedAt,
        at,
        order.customerId ?? null,
      ),
    db
      .prepare(
        `INSERT INTO order_items (order_id, position, sku, parent_sku, product_id, name, product_type, qty, price_cents, price_incl_tax_cents,
         row_total_cents, row_total_incl_tax_cents, tax_percent, tax_amount_cents, discount_amount_cents, product_option, options)
       SELECT (${self}), j.key + 1, j.value ->> 'sku', j.value ->> 'parent_sku', j.value ->> 'product_id', j.value ->> 'name', j.value ->> 'product_type',
         j.value ->> 'qty', j.value ->> 'price_cents', j.value ->> 'price_incl_tax_cents', j.value ->> 'row_total_cents',
         j.value ->> 'row_total_incl_tax_cents', j.value ->> 'tax_percent', j.value ->> 'tax_amount_cents', j.value ->> 'discount_amount_cents',
         j.value ->> 'product_option', j.value ->> 'options'
       FROM json_each(?3) AS j`,
      )
      .bind(
        order.store,
        order.clientOrderId,
        JSON.stringify(order.items.map((i) => ({ ...i, product_option: json(i.product_option) }))),
      ),
  ];
  if (order.stock.length) {
    statements.push(
      // The guard: qty_before is read here, inside the transaction; CHECK (qty_before >= qty) aborts the batch.
      db
        .prepare(
          `INSERT INTO order_stock_moves (order_id, store, sku, qty, qty_before)
         SELECT (${self}), s.store, s.sku, j.value ->> 'qty', s.qty
         FROM json_each(?3) AS j JOIN stock_items AS s ON s.store = ?1 AND s.sku = j.value ->> 'sku' AND s.manage_stock = 1 AND s.qty IS NOT NULL`,
        )
        .bind(order.store, order.clientOrderId, JSON.stringify(order.stock)),
      db
        .prepare(
          `UPDATE stock_items SET
           qty = qty - (SELECT m.qty FROM order_stock_moves AS m WHERE m.order_id = (${self}) AND m.sku = stock_items.sku),
           is_in_stock = CASE WHEN qty - (SELECT m.qty FROM order_stock_moves AS m WHERE m.order_id = (${self}) AND m.sku = stock_items.sku) <= 0 THEN 0 ELSE is_in_stock END
         WHERE store = ?1 AND sku IN (SELECT m.sku FROM order_stock_moves AS m WHERE m.order_id = (${self}))`,
        )
        .bind(order.store, order.clientOrderId),
      // The documents show the new stock, and the pages showing these products are retired.
      ...stockDocStatements(db, order.store, movedSkus, [order.clientOrderId]),
      ...changeLogStatements(db, order.store, movedSkus, [order.clientOrderId], order.now),
    );
  }
  if (order.couponCode) {
    statements.push(
      db
        .prepare(
          `INSERT INTO coupon_redemptions (order_id, code, times_used_before, usage_limit)
         SELECT (${self}), code, times_used, usage_limit FROM coupons WHERE code = ?3`,
        )
        .bind(order.store, order.clientOrderId, order.couponCode),
      db.prepare('UPDATE coupons SET times_used = times_used + 1 WHERE code = ?').bind(order.couponCode),
    );
  }
  if (order.clearCart) {
    statements.push(
      db.prepare('DELETE FROM cart_items WHERE cart_token = ?').bind(order.clearCart),
      db.prepare('UPDATE carts SET coupon_code = NULL, updated_at = ? WHERE token = ?').bind(at, order.clearCart),
    );
  }
  const { mail, numberSlot } = order.mail;
  statements.push(
    db
      .prepare(
        `INSERT INTO mail_outbox (kind, to_address, subject, body, created_at, reply_to)
         SELECT ?3, ?4, replace(?5, ?7, increment_id), replace(?6, ?7, increment_id), ?8, NULL
         FROM orders WHERE store = ?1 AND client_order_id = ?2`,
      )
      .bind(order.store, order.clientOrderId, mail.kind, mail.to, mail.subject, mail.body, numberSlot, at),
  );
  try {
    const results = await db.batch<OrderRow>(statements);
    return results[1]?.results[0] ?? null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Expected under races (same order id twice, stock or coupon taken meanwhile); anything else is logged.
    if (!/UNIQUE constraint failed: orders\.|stock_sufficient|coupon_usage_left/.test(message))
      console.error('order insert failed', message);
    return null;
  }
}
