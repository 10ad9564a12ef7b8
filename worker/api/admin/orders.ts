import { Hono } from 'hono';
import { purgeChangedPagesLater } from '../../edge/html-cache.ts';
import { z } from 'zod';
import { CARRIER_CODES } from '../../admin/carriers.ts';
import { csvResponse, toCsv } from '../../admin/csv.ts';
import { adminOrder, allOrders, filtersOf, listOrders, ORDER_STATUSES, orderClick } from '../../admin/order-list.ts';
import { changeOrderStatus, orderHistory } from '../../admin/order-status.ts';
import { deliverOutbox } from '../../mail/mail-delivery.ts';
import { defaultStore, isStoreCode, stores } from '../../../shared/stores.ts';
import { ApiError } from '../api-error.ts';
import { shopOrigin } from '../mails.ts';
import { ok } from '../respond.ts';
import { adminBody, idParam } from './body.ts';
import type { AdminEnv } from './guard.ts';

/**
 * Orders in the back office:
 *   GET  /orders?status&store&from&to&payment&offline=1&q&page  → { items, total, page, size }
 *   GET  /orders/export.csv?(same filters)                       → the filtered list as CSV
 *   GET  /orders/:id                                             → { order, history }
 *   POST /orders/:id/status { from, to, carrier?, tracking_number? } → { order, history }
 */
export const ordersApi = new Hono<AdminEnv>();

export const ORDERS_PAGE_SIZE = 50;

const changeSchema = z.object({
  from: z.enum(ORDER_STATUSES),
  to: z.enum(ORDER_STATUSES),
  carrier: z.enum(CARRIER_CODES).optional(),
  tracking_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{4,40}$/)
    .optional(),
});

const pageOf = (value: string | undefined) => Math.max(1, Math.min(10_000, Number.parseInt(value ?? '1', 10) || 1));

ordersApi.get('/', async (c) => {
  const page = pageOf(c.req.query('page'));
  const filters = filtersOf(new URL(c.req.url).searchParams);
  const list = await listOrders(c.env.DB, filters, { size: ORDERS_PAGE_SIZE, current: page });
  return ok(c, { ...list, page, size: ORDERS_PAGE_SIZE });
});

ordersApi.get('/export.csv', async (c) => {
  const orders = await allOrders(c.env.DB, filtersOf(new URL(c.req.url).searchParams));
  const rows = [
    [
      'Bestellnummer',
      'Datum',
      'Shop',
      'Status',
      'E-Mail',
      'Vorname',
      'Nachname',
      'Zahlart',
      'Gesamt',
      'Währung',
      'Gutschein',
      'Offline aufgegeben',
    ],
    ...orders.map((o) => [
      o.increment_id,
      o.created_at,
      o.store,
      o.status,
      o.customer_email,
      o.customer_firstname,
      o.customer_lastname,
      o.payment.method,
      o.grand_total.toFixed(2),
      o.order_currency_code,
      o.coupon_code,
      o.placed_offline ? 'ja' : 'nein',
    ]),
  ];
  return csvResponse(toCsv(rows), `bestellungen-${new Date().toISOString().slice(0, 10)}.csv`);
});

async function orderView(db: D1Database, id: number) {
  const order = await adminOrder(db, id);
  if (!order) throw new ApiError(404, 'Diese Bestellung gibt es nicht.');
  const [history, click] = await Promise.all([orderHistory(db, id), orderClick(db, id)]);
  return { order, history, click };
}

ordersApi.get('/:id', async (c) => ok(c, await orderView(c.env.DB, idParam(c.req.param('id')))));

ordersApi.post('/:id/status', async (c) => {
  const id = idParam(c.req.param('id'));
  const change = await adminBody(c, changeSchema);
  const order = await adminOrder(c.env.DB, id);
  if (!order) throw new ApiError(404, 'Diese Bestellung gibt es nicht.');
  const store = isStoreCode(order.store) ? stores[order.store] : defaultStore;
  const accountLink = `${shopOrigin(c as unknown as Parameters<typeof shopOrigin>[0], store)}/my-account/orders/${encodeURIComponent(order.increment_id)}`;
  const shipment = await changeOrderStatus(
    c.env.DB,
    order,
    { from: change.from, to: change.to, carrier: change.carrier, trackingNumber: change.tracking_number },
    c.get('staff'),
    accountLink,
    new Date(),
  );
  // A cancellation returns stock: the pages showing those products are purged after the answer.
  if (change.to === 'canceled') await purgeChangedPagesLater(c, c.env.DB, store.code);
  if (shipment) {
    try {
      c.executionCtx.waitUntil(deliverOutbox(c.env.DB, c.env).catch(() => undefined));
    } catch {
      // No execution context: the cron trigger delivers the mail.
    }
  }
  return ok(c, await orderView(c.env.DB, id));
});
