import { ApiError } from '../api/api-error.ts';
import { changeLogStatements, stockDocStatements } from '../catalog/stock-docs.ts';
import { queueMailStatement, type Mail } from '../mail/mail-outbox.ts';
import { shipmentOf, type Shipment } from './carriers.ts';
import type { OrderStatus } from './order-list.ts';
import type { StaffRow } from './staff-repo.ts';
import type { StatusHistoryEntry } from '../../shared/api/admin-orders.ts';

/**
 * Order status changes by staff. The allowed steps:
 *
 *   pending → processing (payment received) → shipped (carrier + tracking number) → complete
 *   pending | processing → canceled
 *
 * A change is one D1 batch: the order's status moves only from the status the staff member saw (two
 * people clicking at once cannot both move it), the history row records who and when, and a
 * cancellation returns the order's stock moves to stock and releases its coupon use — only when the
 * status change itself happened, checked inside the same transaction. Once the order has shipped,
 * the shipping confirmation with the tracking link goes into the mail outbox.
 */

export const NEXT: Record<OrderStatus, OrderStatus[]> = {
  pending: ['processing', 'canceled'],
  processing: ['shipped', 'canceled'],
  shipped: ['complete'],
  complete: [],
  canceled: [],
};

export interface StatusChange {
  from: OrderStatus;
  to: OrderStatus;
  carrier?: string;
  trackingNumber?: string;
}

export interface OrderForMail {
  entity_id: number;
  increment_id: string;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
}

export function shippingMail(order: OrderForMail, shipment: Shipment, accountLink: string): Mail {
  return {
    kind: 'order_shipped',
    to: order.customer_email,
    subject: `Ihre Bestellung ${order.increment_id} wurde versendet`,
    body: [
      `Hallo ${order.customer_firstname} ${order.customer_lastname},`,
      '',
      `Ihre Bestellung ${order.increment_id} ist unterwegs. Sie wurde mit ${shipment.carrier_name} versendet.`,
      '',
      `Sendungsnummer: ${shipment.tracking_number}`,
      shipment.tracking_url
        ? `Sendung verfolgen: ${shipment.tracking_url}`
        : 'Bitte nennen Sie diese Nummer, wenn Sie sich nach Ihrer Lieferung erkundigen.',
      '',
      `Ihre Bestellungen im Kundenkonto: ${accountLink}`,
      '',
      'Ihr Zaunshop-Team',
    ].join('\n'),
  };
}

/** Applies a status change; a 409 when the order is no longer in `from` or the step is not allowed. */
export async function changeOrderStatus(
  db: D1Database,
  order: OrderForMail & { store: string },
  change: StatusChange,
  staff: Pick<StaffRow, 'id' | 'email'>,
  accountLink: string,
  now: Date,
): Promise<Shipment | null> {
  if (!NEXT[change.from]?.includes(change.to)) {
    throw new ApiError(409, `Eine Bestellung im Status „${change.from}“ kann nicht auf „${change.to}“ gesetzt werden.`);
  }
  const shipment =
    change.to === 'shipped' ? shipmentOf(change.carrier ?? '', change.trackingNumber ?? '', now.toISOString()) : null;
  if (shipment && (!shipment.carrier || !shipment.tracking_number)) {
    throw new ApiError(400, 'Für den Versand sind Versanddienstleister und Sendungsnummer nötig.');
  }
  const at = now.toISOString();
  const id = order.entity_id;
  /** True inside the batch only when this request's history row is the order's cancellation. */
  const canceledHere = `EXISTS (SELECT 1 FROM order_status_history WHERE id = last_insert_rowid() AND order_id = ${id} AND to_status = 'canceled')`;
  const returnedSkus = 'SELECT sku AS value FROM order_stock_moves WHERE order_id = ?2';
  const statements = [
    db
      .prepare('UPDATE orders SET status = ?, updated_at = ? WHERE entity_id = ? AND status = ?')
      .bind(change.to, at, id, change.from),
    db
      .prepare(
        `INSERT INTO order_status_history (order_id, from_status, to_status, staff_id, staff_email, carrier, tracking_number, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1`,
      )
      .bind(
        id,
        change.from,
        change.to,
        staff.id,
        staff.email,
        shipment?.carrier ?? null,
        shipment?.tracking_number ?? null,
        at,
      ),
  ];
  if (change.to === 'canceled') {
    statements.push(
      db
        .prepare(
          `UPDATE stock_items SET
             qty = qty + (SELECT m.qty FROM order_stock_moves AS m WHERE m.order_id = ?1 AND m.sku = stock_items.sku),
             is_in_stock = 1
           WHERE store = (SELECT store FROM orders WHERE entity_id = ?1)
             AND sku IN (SELECT sku FROM order_stock_moves WHERE order_id = ?1) AND qty IS NOT NULL AND ${canceledHere}`,
        )
        .bind(id),
      db
        .prepare(
          `UPDATE coupons SET times_used = max(0, times_used - 1)
           WHERE code = (SELECT code FROM coupon_redemptions WHERE order_id = ?1) AND ${canceledHere}`,
        )
        .bind(id),
      db.prepare(`DELETE FROM coupon_redemptions WHERE order_id = ?1 AND ${canceledHere}`).bind(id),
      // The stock that came back shows on the product's pages.
      ...stockDocStatements(db, order.store, returnedSkus, [id]),
      ...changeLogStatements(db, order.store, returnedSkus, [id], now),
    );
  }
  const results = await db.batch(statements);
  if (results[0]?.meta.changes !== 1) {
    throw new ApiError(409, 'Die Bestellung wurde inzwischen geändert. Bitte laden Sie die Seite neu.');
  }
  if (shipment) await queueMailStatement(db, shippingMail(order, shipment, accountLink), now).run();
  return shipment;
}

export async function orderHistory(db: D1Database, orderId: number): Promise<StatusHistoryEntry[]> {
  const { results } = await db
    .prepare(
      'SELECT from_status, to_status, staff_email, carrier, tracking_number, created_at FROM order_status_history WHERE order_id = ? ORDER BY id',
    )
    .bind(orderId)
    .all<StatusHistoryEntry>();
  return results;
}
