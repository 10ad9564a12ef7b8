import { subscribe } from 'valtio';
import type { OrderConfirmation } from '../../shared/schemas/order.ts';
import type { OfflineState } from '../offline/state.ts';
import type { TaskRecord } from '../offline/task-store.ts';
import type { CheckoutState } from './state.ts';

/**
 * An order placed offline is named by its client order id until the server takes it; then the
 * server's order number replaces it on the thank-you page (open or opened later), the moment the
 * sync queue's record of it turns transmitted, in whichever tab sent it. Refused on arrival (a
 * price changed, stock gone), the thank-you page says so instead of "will be sent".
 */

/** The server's order number of a transmitted order record, or null. */
export function transmittedNumber(record: TaskRecord | undefined): string | null {
  if (record?.kind !== 'order' || record.status !== 'transmitted') return null;
  const number = (record.result as Partial<OrderConfirmation> | null | undefined)?.increment_id;
  return typeof number === 'string' && number ? number : null;
}

/** Takes the server's order number into the checkout once its queued order was transmitted. */
export function applyTransmitted(checkout: CheckoutState, records: readonly TaskRecord[]): void {
  const order = checkout.lastOrder;
  if (order?.transmitted !== false) return;
  const record = records.find((r) => r.id === order.orderId);
  const number = transmittedNumber(record);
  if (number) {
    const { refused: _wasRefused, ...placed } = order;
    checkout.lastOrder = { ...placed, orderNumber: number, transmitted: true };
  } else if ((record?.status === 'rejected') !== !!order.refused)
    checkout.lastOrder = { ...order, refused: record?.status === 'rejected' };
}

/** Follows the queue's records (stores.offline) for the checkout's last order; returns the stop function. */
export function followQueuedOrder(checkout: CheckoutState, offline: OfflineState): () => void {
  applyTransmitted(checkout, offline.records);
  return subscribe(offline, () => applyTransmitted(checkout, offline.records));
}
