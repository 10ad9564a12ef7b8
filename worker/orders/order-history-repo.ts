import { toEuros } from '../../shared/pricing/money.ts';
import type { OrderHistoryItem } from '../../shared/schemas/order-history.ts';
import type { OrderItemFields } from './order-repo.ts';
import { latestShipment } from '../admin/carriers.ts';

/**
 * A customer's orders, read from the orders the shop stored (migrations/0005_orders.sql, placed by
 * order-service.ts) by `customer_id` — the account of the verified token the order was placed with
 * (0007_users.sql). Never by the client-sent `user_id` or by e-mail: only the owner sees an order.
 */

export interface OrderHistoryRow {
  entity_id: number;
  store: string;
  increment_id: string;
  status: string;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  coupon_code: string | null;
  shipping_address: string;
  billing_address: string;
  shipping_description: string | null;
  payment_method_code: string;
  currency: string;
  subtotal_incl_tax_cents: number;
  discount_amount_cents: number;
  shipping_incl_tax_cents: number;
  tax_amount_cents: number;
  grand_total_cents: number;
  totals: string;
  created_at: string;
  updated_at: string;
}

export interface OrderItemRow extends OrderItemFields {
  order_id: number;
  position: number;
  /** JSON text as stored. */
  product_option: string | null;
}

const COLUMNS = `entity_id, store, increment_id, status, customer_email, customer_firstname, customer_lastname, coupon_code, shipping_address,
  billing_address, shipping_description, payment_method_code, currency, subtotal_incl_tax_cents, discount_amount_cents,
  shipping_incl_tax_cents, tax_amount_cents, grand_total_cents, totals, created_at, updated_at`;

const parse = (json: string | null): unknown => (json ? JSON.parse(json) : null);

export function toHistoryItem(order: OrderHistoryRow, items: OrderItemRow[]): OrderHistoryItem {
  const totals = parse(order.totals) as { shipping_amount?: number } | null;
  return {
    entity_id: order.entity_id,
    increment_id: order.increment_id,
    store: order.store,
    status: order.status,
    state: order.status === 'pending' ? 'new' : order.status,
    created_at: order.created_at,
    updated_at: order.updated_at,
    customer_email: order.customer_email,
    customer_firstname: order.customer_firstname,
    customer_lastname: order.customer_lastname,
    order_currency_code: order.currency,
    subtotal_incl_tax: toEuros(order.subtotal_incl_tax_cents),
    discount_amount: toEuros(order.discount_amount_cents),
    shipping_incl_tax: toEuros(order.shipping_incl_tax_cents),
    shipping_amount: totals?.shipping_amount ?? toEuros(order.shipping_incl_tax_cents),
    tax_amount: toEuros(order.tax_amount_cents),
    grand_total: toEuros(order.grand_total_cents),
    coupon_code: order.coupon_code,
    shipping_description: order.shipping_description,
    billing_address: parse(order.billing_address),
    shipping_address: parse(order.shipping_address),
    payment: { method: order.payment_method_code, additional_information: [order.payment_method_code] },
    total_item_count: items.length,
    items: items.map((i) => ({
      item_id: i.position,
      sku: i.sku,
      parent_sku: i.parent_sku,
      product_id: i.product_id,
      name: i.name,
      product_type: i.product_type,
      qty_ordered: i.qty,
      price: toEuros(i.price_cents),
      price_incl_tax: toEuros(i.price_incl_tax_cents),
      row_total: toEuros(i.row_total_cents),
      row_total_incl_tax: toEuros(i.row_total_incl_tax_cents),
      tax_percent: i.tax_percent,
      tax_amount: toEuros(i.tax_amount_cents),
      discount_amount: toEuros(i.discount_amount_cents),
      product_option: parse(i.product_option),
      options: parse(i.options),
    })),
  };
}

async function itemsOf(db: D1Database, orderIds: readonly number[]): Promise<Map<number, OrderItemRow[]>> {
  const out = new Map<number, OrderItemRow[]>();
  if (!orderIds.length) return out;
  const { results } = await db
    .prepare(
      `SELECT * FROM order_items WHERE order_id IN (${orderIds.map(() => '?').join(',')}) ORDER BY order_id, position`,
    )
    .bind(...orderIds)
    .all<OrderItemRow>();
  for (const row of results) out.set(row.order_id, [...(out.get(row.order_id) ?? []), row]);
  return out;
}

/** One page of the customer's orders, newest first, with the total count. */
export async function customerOrders(
  db: D1Database,
  customerId: number,
  page: { size: number; current: number },
): Promise<{ items: OrderHistoryItem[]; total: number }> {
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${COLUMNS} FROM orders WHERE customer_id = ? ORDER BY created_at DESC, entity_id DESC LIMIT ? OFFSET ?`,
      )
      .bind(customerId, page.size, (page.current - 1) * page.size),
    db.prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?').bind(customerId),
  ]);
  const orders = (rows!.results ?? []) as OrderHistoryRow[];
  const items = await itemsOf(
    db,
    orders.map((o) => o.entity_id),
  );
  return {
    items: orders.map((o) => toHistoryItem(o, items.get(o.entity_id) ?? [])),
    total: Number((count!.results?.[0] as { n: number } | undefined)?.n ?? 0),
  };
}

/** One order of the customer by its number (optionally of one store); null when it is not theirs. */
export async function customerOrder(
  db: D1Database,
  customerId: number,
  incrementId: string,
  store?: string,
): Promise<OrderHistoryItem | null> {
  const order = await db
    .prepare(
      `SELECT ${COLUMNS} FROM orders WHERE customer_id = ? AND increment_id = ? AND (? IS NULL OR store = ?) ORDER BY entity_id LIMIT 1`,
    )
    .bind(customerId, incrementId, store ?? null, store ?? null)
    .first<OrderHistoryRow>();
  if (!order) return null;
  const [items, shipment] = await Promise.all([itemsOf(db, [order.entity_id]), latestShipment(db, order.entity_id)]);
  return { ...toHistoryItem(order, items.get(order.entity_id) ?? []), shipment };
}

/** Orders by their ids, in the order asked (the back office reads the orders it listed through this). */
export async function ordersByIds(db: D1Database, ids: readonly number[]): Promise<OrderHistoryItem[]> {
  if (!ids.length) return [];
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM orders WHERE entity_id IN (${ids.map(() => '?').join(',')})`)
    .bind(...ids)
    .all<OrderHistoryRow>();
  const items = await itemsOf(db, ids);
  const byId = new Map(results.map((o) => [o.entity_id, toHistoryItem(o, items.get(o.entity_id) ?? [])]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An order with the account it belongs to (null: a guest's), for the access check of its reader. */
interface OwnedOrder {
  order: OrderHistoryItem;
  customerId: number | null;
}

/** The order of a store by the client's order id, whoever placed it: the caller checks access. */
export async function orderByClientId(
  db: D1Database,
  store: string,
  clientOrderId: string,
): Promise<OwnedOrder | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS}, customer_id FROM orders WHERE store = ? AND client_order_id = ?`)
    .bind(store, clientOrderId)
    .first<OrderHistoryRow & { customer_id: number | null }>();
  if (!row) return null;
  const items = await itemsOf(db, [row.entity_id]);
  return { order: toHistoryItem(row, items.get(row.entity_id) ?? []), customerId: row.customer_id };
}
